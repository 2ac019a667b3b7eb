package org.logicalgo.count;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntConsumer;

import org.logicalgo.rules.Grid;

/**
 * How many colourings of a grid are legal positions: no string lacks a liberty (TT-C4, TT-R7).
 * Published figures (Tromp; OEIS A094777): 1x1 1, 2x2 57, 3x3 12675, 4x4 24318165,
 * 5x5 414295148741; 1xN for N = 1..5: 1, 5, 15, 41, 113.
 *
 * <p>Border-state dynamic programming, as Tromp describes it: the points are visited row by row;
 * a state is what the rest of the grid can still see of the points visited so far, that is the
 * last visited point of every column (its colour, which of these points belong to one string, and
 * whether that string already reaches an empty point), with the number of ways to reach it. A
 * string whose last point leaves the border without having reached an empty point can never gain a
 * liberty, so that way is dropped. The number of states grows with the shorter side only.
 */
public final class LegalPositions {

    /** The shorter side this counter handles: seven bits a border point, nine points in a long. */
    public static final int MAX_SHORT_SIDE = 9;

    private static final int EMPTY = 0;
    private static final int BLACK = 1;
    private static final int WHITE = 2;
    /** Before the first row: no point above. */
    private static final int NONE = 3;

    private LegalPositions() {
    }

    public static BigInteger count(Grid grid) {
        return count(grid, row -> { });
    }

    /**
     * @param progress told each row as it is done (rows of the longer side)
     * @throws IllegalArgumentException when the shorter side is above {@link #MAX_SHORT_SIDE}
     */
    public static BigInteger count(Grid grid, IntConsumer progress) {
        int n = Math.min(grid.width(), grid.height());
        int m = Math.max(grid.width(), grid.height());
        if (n > MAX_SHORT_SIDE) {
            throw new IllegalArgumentException("count legal handles grids whose shorter side is at most "
                    + MAX_SHORT_SIDE + ", not " + grid);
        }
        Map<Long, BigInteger> states = new HashMap<>();
        int[] kind = new int[n];
        int[] label = new int[n];
        boolean[] liberty = new boolean[n];
        java.util.Arrays.fill(kind, NONE);
        // the label 0 and the kind NONE mark the row above the grid
        states.put(encode(kind, label, liberty), BigInteger.ONE);
        for (int row = 0; row < m; row++) {
            for (int column = 0; column < n; column++) {
                Map<Long, BigInteger> after = new HashMap<>(states.size() * 2);
                for (Map.Entry<Long, BigInteger> e : states.entrySet()) {
                    for (int colour = EMPTY; colour <= WHITE; colour++) {
                        decode(e.getKey(), n, kind, label, liberty);
                        if (add(kind, label, liberty, column, colour)) {
                            after.merge(encode(kind, label, liberty), e.getValue(), BigInteger::add);
                        }
                    }
                }
                states = after;
            }
            progress.accept(row + 1);
        }
        BigInteger total = BigInteger.ZERO;
        for (Map.Entry<Long, BigInteger> e : states.entrySet()) {
            decode(e.getKey(), n, kind, label, liberty);
            boolean allFree = true;
            for (int j = 0; j < n; j++) {
                allFree &= kind[j] == EMPTY || liberty[j];
            }
            if (allFree) {
                total = total.add(e.getValue());
            }
        }
        return total;
    }

    /**
     * Visits the next point, in {@code column}, coloured {@code colour}: it takes the place on the
     * border of the point above it. Returns false when that point's string leaves the border
     * without a liberty: nothing visited later touches it, so it never gains one.
     */
    private static boolean add(int[] kind, int[] label, boolean[] liberty, int column, int colour) {
        int upKind = kind[column];
        int upLabel = label[column];
        boolean upFree = liberty[column];
        int leftKind = column > 0 ? kind[column - 1] : NONE;
        int leftLabel = column > 0 ? label[column - 1] : -1;
        if (colour == EMPTY) {
            // TT-3: an empty point is a liberty of the strings beside it.
            if (isStone(upKind)) {
                setLiberty(kind, label, liberty, upLabel, true);
            }
            if (isStone(leftKind)) {
                setLiberty(kind, label, liberty, leftLabel, true);
            }
            kind[column] = EMPTY;
            label[column] = 0;
            liberty[column] = false;
            return true;
        }
        int joined = kind.length + 1;
        boolean free = upKind == EMPTY || leftKind == EMPTY;
        kind[column] = colour;
        label[column] = joined;
        if (upKind == colour) {
            free |= upFree;
            relabel(kind, label, upLabel, joined);
        }
        if (leftKind == colour) {
            free |= liberty[column - 1];
            relabel(kind, label, label[column - 1], joined);
        }
        setLiberty(kind, label, liberty, joined, free);
        if (isStone(upKind) && upKind != colour && !upFree) {
            for (int j = 0; j < kind.length; j++) {
                if (isStone(kind[j]) && label[j] == upLabel) {
                    return true;
                }
            }
            return false;
        }
        return true;
    }

    private static boolean isStone(int k) {
        return k == BLACK || k == WHITE;
    }

    private static void setLiberty(int[] kind, int[] label, boolean[] liberty, int string, boolean free) {
        for (int j = 0; j < kind.length; j++) {
            if (isStone(kind[j]) && label[j] == string) {
                liberty[j] = free;
            }
        }
    }

    private static void relabel(int[] kind, int[] label, int from, int to) {
        for (int j = 0; j < kind.length; j++) {
            if (isStone(kind[j]) && label[j] == from) {
                label[j] = to;
            }
        }
    }

    /** Seven bits a border point: its kind, whether its string is free, its string's label numbered by first appearance. */
    private static long encode(int[] kind, int[] label, boolean[] liberty) {
        int[] renumber = new int[kind.length + 2];
        int next = 0;
        long code = 0;
        for (int j = 0; j < kind.length; j++) {
            long cellCode = kind[j];
            if (isStone(kind[j])) {
                if (renumber[label[j]] == 0) {
                    renumber[label[j]] = ++next;
                }
                cellCode |= (liberty[j] ? 4L : 0L) | ((long) renumber[label[j]] << 3);
            }
            code |= cellCode << (7 * j);
        }
        return code;
    }

    private static void decode(long code, int n, int[] kind, int[] label, boolean[] liberty) {
        for (int j = 0; j < n; j++) {
            long c = code >>> (7 * j);
            kind[j] = (int) (c & 3);
            liberty[j] = (c & 4) != 0;
            label[j] = (int) ((c >>> 3) & 15);
        }
    }
}
