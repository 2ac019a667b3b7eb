package org.logicalgo.fast;

/**
 * What a move cleared (TT-4 in the order of TT-7): the points its first clearing emptied, of the
 * opponent's colour, then those its second emptied, of the mover's own. Indices of the padded
 * grid ({@link FastBoard#point} names them). {@link #NONE} for a move that clears nothing, most
 * moves: a playout allocates nothing for them.
 */
public record Cleared(int[] opponent, int[] own) {

    private static final int[] NOTHING = new int[0];

    public static final Cleared NONE = new Cleared(NOTHING, NOTHING);

    /** The points of {@code opponent[0..opponentCount)} and {@code own[0..ownCount)}, copied. */
    static Cleared of(int[] opponent, int opponentCount, int[] own, int ownCount) {
        if (opponentCount == 0 && ownCount == 0) {
            return NONE;
        }
        return new Cleared(copy(opponent, opponentCount), copy(own, ownCount));
    }

    private static int[] copy(int[] points, int count) {
        return count == 0 ? NOTHING : java.util.Arrays.copyOf(points, count);
    }

    /** Whether the move emptied no point. */
    public boolean nothing() {
        return opponent.length == 0 && own.length == 0;
    }
}
