package org.logicalgo.count;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongConsumer;

import org.logicalgo.fast.FastBoard;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Symmetry;

/**
 * How many complete games a grid has under the logical rules as written: positional superko
 * (TT-6), suicide allowed, two consecutive passes end the game (TT-8). Tromp and Farnebäck,
 * <i>Combinatorics of Go</i> (2006), give 1x1 1, 1x2 9, 1x3 907, 1x4 2,098,407,841 and 2x2
 * 386,356,909,593; agreeing with them shows that our readings of the rules are Tromp's.
 *
 * <p>The moves come from the fast engine: every colouring reachable from the empty grid, and for
 * each colouring and player the colouring each move leaves (TT-7). The rest is the text's own
 * words: a game is a sequence of turns from the empty grid (TT-5), Black first, alternating; a
 * move may not recreate any colouring seen before (TT-6: the start, and the colouring after every
 * turn; a pass recreates the one before it, which changes nothing); two passes in a row end it
 * (TT-8). So a game is a path through colourings that visits none twice, with single passes
 * between moves and a double pass at the end; the count from a point on depends only on the
 * colourings visited, the colouring now, who is to move and whether the last turn was a pass,
 * and is remembered under that key.
 */
public final class CompleteGames {

    private final int[][][] moves;
    private final int positions;
    private final Memo memo;
    private final LengthMemo lengthMemo;
    private final LongConsumer progress;
    private long calls;

    /**
     * The symmetries of the game: each maps colourings to colourings (its last element says
     * whether it swaps the colours, and with them the player to move). Rotations, reflections
     * and the exchange of colours change no rule, so they change no count.
     */
    private final int[][] symmetries;
    private final boolean[] swapsColours;
    /** For each symmetry, the image of each byte of a set of colourings. */
    private final long[][][] byteImages;

    /** For each colouring, the colourings either player's moves lead to, one bit each. */
    private final long[] neighbours;

    private CompleteGames(int[][][] moves, List<int[]> symmetries, LongConsumer progress, boolean byLength) {
        this.moves = moves;
        this.memo = byLength ? null : new Memo(moves.length);
        this.lengthMemo = byLength ? new LengthMemo(moves.length) : null;
        this.symmetries = symmetries.toArray(new int[0][]);
        swapsColours = new boolean[this.symmetries.length];
        byteImages = new long[this.symmetries.length][8][256];
        for (int g = 0; g < this.symmetries.length; g++) {
            int[] perm = this.symmetries[g];
            swapsColours[g] = perm[perm.length - 1] == 1;
            for (int b = 0; b < 8; b++) {
                for (int v = 0; v < 256; v++) {
                    long image = 0;
                    for (int bit = 0; bit < 8; bit++) {
                        int position = b * 8 + bit;
                        if ((v & (1 << bit)) != 0 && position < moves.length) {
                            image |= 1L << perm[position];
                        }
                    }
                    byteImages[g][b][v] = image;
                }
            }
        }
        this.positions = moves.length;
        this.progress = progress;
        neighbours = new long[positions];
        for (int p = 0; p < positions; p++) {
            for (int[] byPlayer : moves[p]) {
                for (int q : byPlayer) {
                    neighbours[p] |= 1L << q;
                }
            }
        }
    }

    /**
     * The colourings not yet visited that some sequence of moves can still reach from here
     * without visiting one twice. With passes either player can move next, so every move counts.
     * Only these can take part in the rest of the game: two states that differ elsewhere have the
     * same number of endings, which is what makes the cache worth having.
     */
    private long stillReachable(long visited, int position) {
        long reached = 0;
        long frontier = neighbours[position] & ~visited;
        while (frontier != 0) {
            reached |= frontier;
            long next = 0;
            for (long f = frontier; f != 0; f &= f - 1) {
                next |= neighbours[Long.numberOfTrailingZeros(f)];
            }
            frontier = next & ~visited & ~reached;
        }
        return reached;
    }

    /** The most colourings the counter's visited set (one bit each, in a long) holds. */
    public static final int MAX_POSITIONS = 64;

    public static long count(Grid grid) {
        return count(grid, calls -> { });
    }

    /**
     * @param progress told, every 65,536 steps, how many steps the count has taken (cheap: the caller decides when to show it)
     * @throws IllegalArgumentException when more than {@link #MAX_POSITIONS} colourings are reachable
     */
    public static long count(Grid grid, LongConsumer progress) {
        Graph graph = graph(grid);
        CompleteGames g = new CompleteGames(graph.moves(), symmetries(grid, graph.colourings()), progress, false);
        return g.from(1L, 0, 0, false);
    }

    /**
     * The complete games of the grid by their length in turns: element L is how many end at their
     * L-th turn (the second of the two passes, TT-8). They add up to {@link #count}: Tromp's
     * figures are then checked length by length, and perft's counts of games ending at each depth
     * from the empty grid are these.
     *
     * @param progress as for {@link #count}
     * @throws IllegalArgumentException when more than {@link #MAX_POSITIONS} colourings are reachable
     */
    public static long[] byLength(Grid grid, LongConsumer progress) {
        Graph graph = graph(grid);
        CompleteGames g = new CompleteGames(graph.moves(), symmetries(grid, graph.colourings()), progress, true);
        return g.lengths(1L, 0, 0, false).clone();
    }

    /** How many colourings are reachable from the empty grid by moves. */
    public static int reachable(Grid grid) {
        return graph(grid).moves().length;
    }

    /**
     * moves[position][player] lists the colourings the player's moves lead to; moves that leave
     * the colouring as it was (a lone stone clearing itself, TT-R4) are left out, since they
     * always repeat the colouring before them.
     */
    private record Graph(int[][][] moves, List<Colouring> colourings) {
    }

    private static Graph graph(Grid grid) {
        Ruleset free = Ruleset.TROMP_TAYLOR.withRepetition(Ruleset.Repetition.NONE);
        Map<Colouring, Integer> index = new HashMap<>();
        List<Colouring> found = new ArrayList<>();
        Deque<Colouring> todo = new ArrayDeque<>();
        Colouring empty = Colouring.empty(grid);
        index.put(empty, 0);
        found.add(empty);
        todo.add(empty);
        List<int[][]> edges = new ArrayList<>();
        while (!todo.isEmpty()) {
            Colouring c = todo.poll();
            int[][] out = new int[2][];
            for (int player = 0; player < 2; player++) {
                Colour mover = player == 0 ? Colour.BLACK : Colour.WHITE;
                FastBoard board = FastBoard.start(Setup.of(free, grid).withStart(c, mover));
                List<Integer> to = new ArrayList<>();
                for (int p = 0; p < board.cellCount(); p++) {
                    if (!board.isPoint(p) || !board.check(p).legal()) {
                        continue;
                    }
                    FastBoard after = board.copy();
                    after.play(p);
                    Colouring next = after.colouring();
                    if (next.equals(c)) {
                        continue;
                    }
                    Integer i = index.get(next);
                    if (i == null) {
                        if (found.size() == MAX_POSITIONS) {
                            throw new IllegalArgumentException("count games handles grids with at most " + MAX_POSITIONS
                                    + " reachable colourings; " + grid + " has more");
                        }
                        i = found.size();
                        index.put(next, i);
                        found.add(next);
                        todo.add(next);
                    }
                    if (!to.contains(i)) {
                        to.add(i);
                    }
                }
                out[player] = to.stream().mapToInt(Integer::intValue).toArray();
            }
            edges.add(out);
        }
        return new Graph(edges.toArray(new int[0][][]), found);
    }

    private long image(int g, long set) {
        long[][] images = byteImages[g];
        long out = 0;
        for (int b = 0; b < 8 && set != 0; b++, set >>>= 8) {
            out |= images[b][(int) (set & 0xFF)];
        }
        return out;
    }

    /**
     * Every symmetry of the grid that maps it onto itself, with and without the exchange of
     * colours ({@link Symmetry#of}), as a permutation of the colourings, the last element 1 where
     * it exchanges the colours.
     */
    private static List<int[]> symmetries(Grid grid, List<Colouring> colourings) {
        Map<Colouring, Integer> index = new HashMap<>();
        for (int i = 0; i < colourings.size(); i++) {
            index.put(colourings.get(i), i);
        }
        List<int[]> out = new ArrayList<>();
        for (Symmetry s : Symmetry.of(grid, true)) {
            int[] perm = new int[colourings.size() + 1];
            for (int i = 0; i < colourings.size(); i++) {
                Integer j = index.get(s.apply(colourings.get(i)));
                if (j == null) {
                    throw new IllegalStateException("the reachable colourings are not closed under symmetry");
                }
                perm[i] = j;
            }
            perm[colourings.size()] = s.swapColours() ? 1 : 0;
            out.add(perm);
        }
        return out;
    }

    /** Set by {@link #canonical}: the least image of the state's future and the rest of its key. */
    private long canonicalFuture;
    private long canonicalKey;

    /**
     * The state under the symmetry that gives it the smallest (position, future) pair: the cache's
     * key, into {@link #canonicalFuture} and {@link #canonicalKey} (two fields, not an object: it is
     * asked at every step of a count).
     */
    private void canonical(long visited, int position, int player, boolean lastWasPass) {
        long future = stillReachable(visited, position);
        int bestPosition = Integer.MAX_VALUE;
        long bestFuture = 0;
        int bestPlayer = 0;
        for (int g = 0; g < symmetries.length; g++) {
            int p = symmetries[g][position];
            if (p > bestPosition) {
                continue;
            }
            long f = image(g, future);
            if (p < bestPosition || Long.compareUnsigned(f, bestFuture) < 0) {
                bestPosition = p;
                bestFuture = f;
                bestPlayer = swapsColours[g] ? 1 - player : player;
            }
        }
        canonicalFuture = bestFuture;
        canonicalKey = ((long) bestPosition << 2) | (bestPlayer << 1) | (lastWasPass ? 1 : 0);
    }

    /** The number of ways to finish a game from here. */
    private long from(long visited, int position, int player, boolean lastWasPass) {
        canonical(visited, position, player, lastWasPass);
        long bestFuture = canonicalFuture;
        long key = canonicalKey;
        long known = memo.get(bestFuture, key);
        if (known >= 0) {
            return known;
        }
        if ((++calls & 0xFFFF) == 0) { // often enough for progress every second, rare enough to cost nothing
            progress.accept(calls);
        }
        // TT-8: a pass after a pass ends the game; a first pass hands the turn over.
        long total = lastWasPass ? 1 : from(visited, position, 1 - player, true);
        for (int next : moves[position][player]) {
            if ((visited & (1L << next)) == 0) { // TT-6: no colouring seen before
                total = Math.addExact(total, from(visited | (1L << next), next, 1 - player, false));
            }
        }
        memo.put(bestFuture, key, total);
        return total;
    }

    /**
     * The ways to finish a game from here, by how many more turns each takes: element r counts
     * those of r turns. The same walk as {@link #from}, a vector for a number; the vector is the
     * cache's, not to be changed.
     */
    private long[] lengths(long visited, int position, int player, boolean lastWasPass) {
        canonical(visited, position, player, lastWasPass);
        long bestFuture = canonicalFuture;
        long key = canonicalKey;
        long[] known = lengthMemo.get(bestFuture, key);
        if (known != null) {
            return known;
        }
        if ((++calls & 0xFFFF) == 0) {
            progress.accept(calls);
        }
        // At most a move to each colouring still reachable, a pass before each, and the two that end it.
        long[] total = new long[2 * Long.bitCount(bestFuture) + 3];
        int longest = 0;
        if (lastWasPass) {
            total[1] = 1; // TT-8: this pass ends the game
            longest = 1;
        } else {
            longest = addShifted(total, lengths(visited, position, 1 - player, true), longest);
        }
        for (int next : moves[position][player]) {
            if ((visited & (1L << next)) == 0) { // TT-6
                longest = addShifted(total, lengths(visited | (1L << next), next, 1 - player, false), longest);
            }
        }
        long[] kept = java.util.Arrays.copyOf(total, longest + 1);
        lengthMemo.put(bestFuture, key, kept);
        return kept;
    }

    /** Adds the child's counts one turn later into total; returns the longest length with a count. */
    private static int addShifted(long[] total, long[] child, int longest) {
        for (int r = 0; r < child.length; r++) {
            if (child[r] != 0) {
                total[r + 1] = Math.addExact(total[r + 1], child[r]);
                longest = Math.max(longest, r + 1);
            }
        }
        return longest;
    }

    /**
     * The cache of {@link #lengths}: as {@link Memo}, a fixed table whose new entries replace old
     * ones, each holding its vector; memory stays bounded (the table's slots, and at most one
     * vector a slot).
     */
    private static final class LengthMemo {
        private final int mask;
        private final long[] sets;
        private final long[] keys;
        private final long[][] values;

        LengthMemo(int positions) {
            int wanted = positions <= 20 ? 12 : positions <= 45 ? 22 : 25;
            int bits = Integer.getInteger("logicalgo.count.cacheBits", wanted);
            // A slot's 16 bytes of key, its reference and a vector of some 40 longs (measured on 2x2: most are shorter).
            while (bits > 12 && (400L << bits) > Runtime.getRuntime().maxMemory() * 2 / 3) {
                bits--;
            }
            sets = new long[1 << bits];
            keys = new long[1 << bits];
            values = new long[1 << bits][];
            mask = (1 << bits) - 1;
            Arrays.fill(keys, -1);
        }

        private int slot(long set, long key) {
            long h = (set * 0x9E3779B97F4A7C15L) ^ (key * 0xC2B2AE3D27D4EB4FL);
            return (int) (h ^ (h >>> 31)) & mask;
        }

        long[] get(long set, long key) {
            int s = slot(set, key);
            return keys[s] == key && sets[s] == set ? values[s] : null;
        }

        void put(long set, long key, long[] value) {
            int s = slot(set, key);
            sets[s] = set;
            keys[s] = key;
            values[s] = value;
        }
    }

    /**
     * A cache of counts by (visited set, rest of the key): a fixed table where a new entry
     * replaces an old one in its slot, so memory stays bounded whatever the count; a count that
     * was replaced is counted again when needed, which costs time, never correctness.
     */
    private static final class Memo {
        private final int mask;
        private final long[] sets;
        private final long[] keys;
        private final long[] values;

        /**
         * 2^bits entries of 24 bytes: small graphs get a small table, 2x2 gets 2^27 (3.2 GB) if
         * the heap allows; -Dlogicalgo.count.cacheBits sets it.
         */
        Memo(int positions) {
            int wanted = positions <= 20 ? 12 : positions <= 45 ? 24 : 27;
            int bits = Integer.getInteger("logicalgo.count.cacheBits", wanted);
            while (bits > 12 && (24L << bits) > Runtime.getRuntime().maxMemory() * 2 / 3) {
                bits--;
            }
            sets = new long[1 << bits];
            keys = new long[1 << bits];
            values = new long[1 << bits];
            mask = (1 << bits) - 1;
            Arrays.fill(keys, -1);
        }

        private int slot(long set, long key) {
            long h = (set * 0x9E3779B97F4A7C15L) ^ (key * 0xC2B2AE3D27D4EB4FL);
            return (int) (h ^ (h >>> 31)) & mask;
        }

        long get(long set, long key) {
            int s = slot(set, key);
            return keys[s] == key && sets[s] == set ? values[s] : -1;
        }

        void put(long set, long key, long value) {
            int s = slot(set, key);
            sets[s] = set;
            keys[s] = key;
            values[s] = value;
        }
    }
}
