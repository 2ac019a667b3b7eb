package org.logicalgo.sgf;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Optional;
import java.util.RandomAccess;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Turn;

/**
 * The moves of a record read from its bytes, two ints a move; each {@link GameRecord.Move} is made
 * when it is asked for, so that reading a record of 500 moves makes no object per move. Immutable
 * once built; equal to any list of the same moves.
 */
final class PackedMoves extends AbstractList<GameRecord.Move> implements RandomAccess {

    private static final int WHITE = 1;
    // What a move is, in bits 1-2 of its code.
    private static final int PLAY = 0;
    private static final int PASS = 1 << 1;
    private static final int PASS_TT = 2 << 1;
    private static final int OFF_GRID = 3 << 1;
    private static final int KIND = 3 << 1;

    private final Grid grid;
    /** Per move: bit 0 the colour, bits 1-2 the kind, bits 3-8 the column letter's number, bits 9-14 the row letter's. */
    private int[] codes;
    /** Per move: the byte offset of its property in the file. */
    private int[] offsets;
    private int size;

    PackedMoves(Grid grid) {
        this.grid = grid;
        this.codes = new int[64];
        this.offsets = new int[64];
    }

    /** A pass, written {@code []} or, as FF[3] did, {@code [tt]}. */
    void pass(boolean white, boolean tt, int offset) {
        add((white ? WHITE : 0) | (tt ? PASS_TT : PASS), offset);
    }

    /** A point given by its SGF letters' numbers (a..z 0..25, A..Z 26..51), on the grid or off it. */
    void point(boolean white, int x, int y, int offset) {
        boolean on = x < grid.width() && y < grid.height();
        add((white ? WHITE : 0) | (on ? PLAY : OFF_GRID) | x << 3 | y << 9, offset);
    }

    private void add(int code, int offset) {
        if (size == codes.length) {
            codes = Arrays.copyOf(codes, size * 2);
            offsets = Arrays.copyOf(offsets, size * 2);
        }
        codes[size] = code;
        offsets[size] = offset;
        size++;
    }

    @Override
    public GameRecord.Move get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("move " + (index + 1) + " of " + size);
        }
        int code = codes[index];
        Colour colour = (code & WHITE) != 0 ? Colour.WHITE : Colour.BLACK;
        int x = code >>> 3 & 63;
        int y = code >>> 9 & 63;
        return switch (code & KIND) {
            case PASS -> new GameRecord.Move(index + 1, colour, "", offsets[index], Optional.of(new Turn.Pass(colour)));
            case PASS_TT -> new GameRecord.Move(index + 1, colour, "tt", offsets[index], Optional.of(new Turn.Pass(colour)));
            case OFF_GRID -> new GameRecord.Move(index + 1, colour, letters(x, y), offsets[index], Optional.empty());
            default -> new GameRecord.Move(index + 1, colour, letters(x, y), offsets[index],
                    Optional.of(new Turn.Play(colour, new Point(x, grid.height() - 1 - y))));
        };
    }

    private static String letters(int x, int y) {
        return new String(new char[] {GameRecord.letter(x), GameRecord.letter(y)});
    }

    @Override
    public int size() {
        return size;
    }
}
