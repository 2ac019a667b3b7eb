package org.logicalgo.rules;

/**
 * A point of the grid (TT-1), by column and row counted from 0 at the bottom left.
 * Its name is written as in GTP: a column letter A..Z without I, then the row counted from 1
 * at the bottom ({@code A1} is the bottom left corner).
 */
public record Point(int column, int row) {

    /** The column letters of GTP: I is left out, so at most 25 columns have names. */
    public static final String COLUMN_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    public Point {
        if (column < 0 || row < 0) {
            throw new IllegalArgumentException("a point has no negative coordinates");
        }
    }

    public String name() {
        if (column >= COLUMN_LETTERS.length()) {
            throw new IllegalStateException("column " + column + " has no letter");
        }
        return COLUMN_LETTERS.charAt(column) + Integer.toString(row + 1);
    }

    @Override
    public String toString() {
        return column < COLUMN_LETTERS.length() ? name() : "(" + column + "," + row + ")";
    }

    /**
     * Reads a point named as in GTP ({@code C3}, {@code c3}) on the given grid.
     *
     * @throws IllegalArgumentException naming the text when it is not a point of that grid
     */
    public static Point parse(String text, Grid grid) {
        Point p = named(text);
        if (!grid.contains(p)) {
            throw new BadValue("'" + text + "' is off the " + grid + " grid", "'" + text + "' est hors de la grille " + grid);
        }
        return p;
    }

    /**
     * Reads a point named as in GTP ({@code C3}), on whatever grid: whether it lies on the game's
     * grid is for the rules to say (TT-1), not for the reader.
     *
     * @throws IllegalArgumentException naming the text when it is no point's name
     */
    public static Point named(String text) {
        String t = text.trim().toUpperCase(java.util.Locale.ROOT);
        if (t.length() < 2) {
            throw new BadValue("'" + text + "' is not a point (a column letter and a row, like C3)",
                    "'" + text + "' n'est pas un point (une lettre de colonne et une ligne, comme C3)");
        }
        int column = COLUMN_LETTERS.indexOf(t.charAt(0));
        if (column < 0) {
            throw new BadValue("'" + text + "' has no column letter A..Z (without I)",
                    "'" + text + "' n'a pas de lettre de colonne A..Z (sans I)");
        }
        int row;
        try {
            row = Numbers.parseInt(t.substring(1)) - 1;
        } catch (NumberFormatException e) {
            throw new BadValue("'" + text + "' has no row number after its column letter",
                    "'" + text + "' n'a pas de numéro de ligne après sa lettre de colonne");
        }
        if (row < 0) {
            throw new BadValue("'" + text + "' has no row number from 1 after its column letter",
                    "'" + text + "' n'a pas de numéro de ligne à partir de 1 après sa lettre de colonne");
        }
        return new Point(column, row);
    }
}
