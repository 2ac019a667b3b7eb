package org.logicalgo.fast;

import java.util.SplittableRandom;

/**
 * Light random playouts on a {@link FastBoard}: the player to move colours a point drawn
 * uniformly from the empty points that are not his own one-point eye and that the rules allow
 * (with the exact whole-history check of TT-6), or passes when there is none, until the game
 * ends (TT-8). A policy for benchmarks and searches, not a rule: the board knows nothing of it.
 */
public final class Playouts {

    /** What {@link #randomMove} gives, and {@link #playout} records, for a pass. */
    public static final int PASS = -1;

    private Playouts() {
    }

    /**
     * Plays a light playout on {@code board} from where it stands to the end of the game, or
     * until {@code maxTurns} turns.
     *
     * @param record where to write each turn's point ({@link #PASS} for a pass), or null
     * @return the number of turns played
     */
    public static int playout(FastBoard board, SplittableRandom random, int maxTurns, int[] record) {
        int turns = 0;
        while (!board.ended() && turns < maxTurns) {
            int chosen = randomMove(board, random);
            if (chosen == PASS) {
                board.pass();
            } else {
                board.play(chosen);
            }
            if (record != null && turns < record.length) {
                record[turns] = chosen;
            }
            turns++;
        }
        return turns;
    }

    /**
     * A point drawn as {@link #playout} draws it, or {@link #PASS} when the player to move should
     * pass. Changes only the order in which the board keeps its empty points.
     */
    public static int randomMove(FastBoard board, SplittableRandom random) {
        if (board.mustPass()) {
            return PASS;
        }
        int me = board.toMove();
        // Drawing without replacement: the points still to draw from are the first `candidates`.
        int candidates = board.emptyCount();
        while (candidates > 0) {
            int k = random.nextInt(candidates);
            int p = board.emptyPoint(k);
            if (!isOnePointEye(board, p, me) && board.check(p).legal()) {
                return p;
            }
            board.swapEmpties(k, candidates - 1);
            candidates--;
        }
        return PASS;
    }

    /** Whether p is an empty point all of whose neighbours on the grid have this colour. */
    public static boolean isOnePointEye(FastBoard board, int p, int colour) {
        int stride = board.stride();
        return ownOrEdge(board.colour(p - 1), colour) && ownOrEdge(board.colour(p + 1), colour)
                && ownOrEdge(board.colour(p - stride), colour) && ownOrEdge(board.colour(p + stride), colour);
    }

    private static boolean ownOrEdge(int c, int colour) {
        return c == colour || c == FastBoard.EDGE;
    }
}
