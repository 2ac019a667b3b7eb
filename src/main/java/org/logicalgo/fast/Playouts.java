package org.logicalgo.fast;

import java.util.SplittableRandom;

/**
 * Light random playouts on a {@link FastBoard}: the player to move colours a point drawn
 * uniformly from the empty points that the {@link Policy} does not spare and that the rules
 * allow (with the exact whole-history check of TT-6), or passes when there is none, until the
 * game ends (TT-8). A policy for benchmarks and searches, not a rule: the board knows nothing of
 * it.
 */
public final class Playouts {

    /** What {@link #playout} records for a pass. */
    public static final int PASS = -1;

    /** Which empty points the player to move never fills: his eyes, by one definition or another. */
    public enum Policy {
        /**
         * A point is the mover's eye when every neighbour of it on the grid has his colour. What
         * {@code bench} measures, and the policy issue 17 gives its anchors (libEGO's own is close:
         * docs/performance.md).
         */
        OWN_EYE("light-own-eye",
                "uniform over the legal empty points, sparing the mover's one-point eyes (every neighbour on the grid his)"),
        /**
         * Don Dailey's reference bot: a point is the mover's eye when every neighbour of it on
         * the grid has his colour and, of its diagonal neighbours on the grid, at most one has the
         * opponent's when the point is in the middle, none when it is on the edge or in a corner.
         */
        DAILEY_EYE("light-dailey-eye",
                "uniform over the legal empty points, sparing the mover's eyes as Dailey's reference bot counts them"
                        + " (every neighbour on the grid his; of the diagonal ones, at most one the opponent's in the middle,"
                        + " none on the edge)");

        private final String label;
        private final String description;

        Policy(String label, String description) {
            this.label = label;
            this.description = description;
        }

        /** The name {@code bench --policy} takes. */
        public String label() {
            return label;
        }

        /** The policy in one sentence, for reports. */
        public String description() {
            return description;
        }

        /** Whether the player of this colour never fills the empty point p. */
        public boolean spares(FastBoard board, int p, int colour) {
            if (!board.surroundedBy(p, colour)) {
                return false;
            }
            if (this == OWN_EYE) {
                return true;
            }
            int opp = FastBoard.opponent(colour);
            int stride = board.stride();
            int diagonal = (board.colour(p - stride - 1) == opp ? 1 : 0) + (board.colour(p - stride + 1) == opp ? 1 : 0)
                    + (board.colour(p + stride - 1) == opp ? 1 : 0) + (board.colour(p + stride + 1) == opp ? 1 : 0);
            return diagonal <= (board.onEdge(p) ? 0 : 1);
        }

        /** The policy {@code bench --policy} names. */
        public static Policy of(String label) {
            for (Policy p : values()) {
                if (p.label.equals(label)) {
                    return p;
                }
            }
            throw new IllegalArgumentException("no playout policy '" + label + "'");
        }
    }

    private Playouts() {
    }

    /** A playout under {@link Policy#OWN_EYE}. */
    public static int playout(FastBoard board, SplittableRandom random, int maxTurns, int[] record) {
        return playout(board, Policy.OWN_EYE, random, maxTurns, record);
    }

    /**
     * Plays a light playout on {@code board} from where it stands to the end of the game, or
     * until {@code maxTurns} turns.
     *
     * @param record where to write each turn's point ({@link #PASS} for a pass), or null
     * @return the number of turns played
     */
    public static int playout(FastBoard board, Policy policy, SplittableRandom random, int maxTurns, int[] record) {
        int turns = 0;
        boolean ended = board.ended();
        while (!ended && turns < maxTurns) {
            int played = board.mustPass() ? PASS : playRandomMove(board, policy, random);
            if (played == PASS) {
                board.pass();
                // Only a pass (or an agreement, which a playout never makes) can end the game (TT-8).
                ended = board.ended();
            }
            if (record != null && turns < record.length) {
                record[turns] = played;
            }
            turns++;
        }
        return turns;
    }

    /**
     * Draws points without replacement, uniformly, and plays the first the policy does not spare
     * and the rules allow; {@link #PASS}, having played nothing, when there is none. The board
     * keeps apart the points found eye-like for each player, which stay so until coloured; under
     * {@link Policy#OWN_EYE} those of the mover are all spared, so it draws from the others only,
     * and a point of the open list found to be the mover's eye goes to his list: each eye is drawn
     * once, not once a turn. The choice is the same uniform one.
     */
    private static int playRandomMove(FastBoard board, Policy policy, SplittableRandom random) {
        int me = board.toMove();
        int opp = FastBoard.opponent(me);
        boolean ownEye = policy == Policy.OWN_EYE;
        // The points still to draw from: the first `open` of the open list, the first `theirs` and
        // `mine` of the lists of the points eye-like for the opponent and for the mover.
        int open = board.openCount();
        int theirs = board.eyeCount(opp);
        int mine = ownEye ? 0 : board.eyeCount(me);
        while (open + theirs + mine > 0) {
            int k = below(random, open + theirs + mine);
            if (k < open) {
                int p = board.openPoint(k);
                boolean spared = policy.spares(board, p, me);
                if (!spared && board.playIfAllowed(p)) {
                    return p;
                }
                board.swapOpen(k, --open);
                if (spared && ownEye) {
                    board.parkOpen(open, me);
                }
            } else if ((k -= open) < theirs) {
                int p = board.eyePoint(opp, k);
                if (!policy.spares(board, p, me) && board.playIfAllowed(p)) {
                    return p;
                }
                board.swapEyes(opp, k, --theirs);
            } else {
                k -= theirs;
                int p = board.eyePoint(me, k);
                if (!policy.spares(board, p, me) && board.playIfAllowed(p)) {
                    return p;
                }
                board.swapEyes(me, k, --mine);
            }
        }
        return PASS;
    }

    /**
     * A number drawn uniformly from 0 to bound - 1 (Lemire's multiply-and-reject): as uniform as
     * {@link SplittableRandom#nextInt(int)}, without its division.
     */
    static int below(SplittableRandom random, int bound) {
        long product = (random.nextInt() & 0xFFFF_FFFFL) * bound;
        if ((product & 0xFFFF_FFFFL) < bound) {
            // Only then can the draw be one of the 2^32 mod bound that would favour some results.
            long threshold = (0x1_0000_0000L - bound) % bound;
            while ((product & 0xFFFF_FFFFL) < threshold) {
                product = (random.nextInt() & 0xFFFF_FFFFL) * bound;
            }
        }
        return (int) (product >>> 32);
    }
}
