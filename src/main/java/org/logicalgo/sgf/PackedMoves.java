package org.logicalgo.sgf;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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

    /** The turns a move may name, made once (values): a pass of each colour, a move of each colour at each point. */
    private static final Optional<Turn> BLACK_PASS = Optional.of(new Turn.Pass(Colour.BLACK));
    private static final Optional<Turn> WHITE_PASS = Optional.of(new Turn.Pass(Colour.WHITE));
    private static final List<Optional<Turn>> PLAYS = plays();
    /** The values of moves written in small letters ({@code pd}), made once. */
    private static final List<String> SMALL = small();

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
        Optional<Turn> pass = colour == Colour.BLACK ? BLACK_PASS : WHITE_PASS;
        return switch (code & KIND) {
            case PASS -> new GameRecord.Move(index + 1, colour, "", offsets[index], pass);
            case PASS_TT -> new GameRecord.Move(index + 1, colour, "tt", offsets[index], pass);
            case OFF_GRID -> new GameRecord.Move(index + 1, colour, letters(x, y), offsets[index], Optional.empty());
            default -> new GameRecord.Move(index + 1, colour, letters(x, y), offsets[index],
                    PLAYS.get(play(colour, x, grid.height() - 1 - y)));
        };
    }

    private static int play(Colour colour, int column, int row) {
        return ((colour == Colour.BLACK ? 0 : 1) * Grid.MAX_SIDE + column) * Grid.MAX_SIDE + row;
    }

    private static List<Optional<Turn>> plays() {
        List<Optional<Turn>> all = new ArrayList<>(2 * Grid.MAX_SIDE * Grid.MAX_SIDE);
        for (Colour colour : List.of(Colour.BLACK, Colour.WHITE)) {
            for (int column = 0; column < Grid.MAX_SIDE; column++) {
                for (int row = 0; row < Grid.MAX_SIDE; row++) {
                    all.add(Optional.of(new Turn.Play(colour, new Point(column, row))));
                }
            }
        }
        return List.copyOf(all);
    }

    private static List<String> small() {
        List<String> all = new ArrayList<>(26 * 26);
        for (int x = 0; x < 26; x++) {
            for (int y = 0; y < 26; y++) {
                all.add(new String(new char[] {GameRecord.letter(x), GameRecord.letter(y)}));
            }
        }
        return List.copyOf(all);
    }

    private static String letters(int x, int y) {
        return x < 26 && y < 26 ? SMALL.get(x * 26 + y) : new String(new char[] {GameRecord.letter(x), GameRecord.letter(y)});
    }

    @Override
    public int size() {
        return size;
    }
}
