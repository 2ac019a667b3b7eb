package org.logicalgo.rules;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * A grid colouring (TT-2): the colour of every point of a grid. A value: two colourings are equal
 * exactly when the grids and every point's colour are equal, which is what repetition (TT-6)
 * compares.
 *
 * <p>{@code cells} holds one symbol ({@code X}, {@code O}, {@code .}) per point, row by row from
 * the bottom row, left to right; it is an implementation detail that keeps the value compact and
 * its equality exact.
 */
public record Colouring(Grid grid, String cells) {

    public Colouring {
        if (cells.length() != grid.area()) {
            throw new IllegalArgumentException("a " + grid + " colouring has " + grid.area() + " points, not " + cells.length());
        }
        for (int i = 0; i < cells.length(); i++) {
            Colour.ofSymbol(cells.charAt(i));
        }
        cells = cells.replace('x', 'X').replace('o', 'O').replace('+', '.');
    }

    /** TT-5: the empty grid the game starts from. */
    public static Colouring empty(Grid grid) {
        return new Colouring(grid, ".".repeat(grid.area()));
    }

    /**
     * Reads rows drawn from the top, separated by {@code /} or new lines: {@code X} black,
     * {@code O} white, {@code .} empty (spaces are ignored), e.g. {@code "..X./.O../..../...."}.
     */
    public static Colouring parse(String drawing) {
        List<String> rows = new ArrayList<>();
        for (String line : drawing.split("[/\\n]")) {
            String row = line.replaceAll("\\s", "");
            if (!row.isEmpty()) {
                rows.add(row);
            }
        }
        if (rows.isEmpty()) {
            throw new BadValue("a drawn grid needs at least one row", "une grille dessinée demande au moins une ligne");
        }
        int width = rows.get(0).length();
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).length() != width) {
                throw new BadValue("row " + (i + 1) + " from the top has " + rows.get(i).length() + " points, the first row has " + width,
                        "la ligne " + (i + 1) + " depuis le haut a " + rows.get(i).length() + " points, la première ligne en a " + width);
            }
            for (char c : rows.get(i).toCharArray()) {
                if ("XOxo.+".indexOf(c) < 0) {
                    throw new BadValue("row " + (i + 1) + " from the top has '" + c + "': use X (black), O (white) or . (empty)",
                            "la ligne " + (i + 1) + " depuis le haut a '" + c + "' : utilisez X (noir), O (blanc) ou . (vide)");
                }
            }
        }
        Grid grid = new Grid(width, rows.size());
        StringBuilder cells = new StringBuilder(grid.area());
        for (int i = rows.size() - 1; i >= 0; i--) {
            cells.append(rows.get(i));
        }
        return new Colouring(grid, cells.toString());
    }

    public Colour colour(Point p) {
        return Colour.ofSymbol(cells.charAt(index(p)));
    }

    /** This colouring with p coloured c. */
    public Colouring with(Point p, Colour c) {
        char[] next = cells.toCharArray();
        next[index(p)] = c.symbol();
        return new Colouring(grid, new String(next));
    }

    /** This colouring with every point of ps coloured c. */
    public Colouring with(Collection<Point> ps, Colour c) {
        char[] next = cells.toCharArray();
        for (Point p : ps) {
            next[index(p)] = c.symbol();
        }
        return new Colouring(grid, new String(next));
    }

    /** The points of colour c, row by row from the bottom. */
    public List<Point> pointsOf(Colour c) {
        List<Point> found = new ArrayList<>();
        for (Point p : grid.points()) {
            if (colour(p) == c) {
                found.add(p);
            }
        }
        return found;
    }

    public int count(Colour c) {
        int n = 0;
        for (int i = 0; i < cells.length(); i++) {
            if (cells.charAt(i) == c.symbol()) {
                n++;
            }
        }
        return n;
    }

    /** The rows from the top, each a string of X, O and '.'. */
    public List<String> rows() {
        List<String> rows = new ArrayList<>(grid.height());
        for (int row = grid.height() - 1; row >= 0; row--) {
            rows.add(cells.substring(row * grid.width(), (row + 1) * grid.width()));
        }
        return rows;
    }

    private int index(Point p) {
        if (!grid.contains(p)) {
            throw new IllegalArgumentException(p + " is off the " + grid + " grid");
        }
        return p.row() * grid.width() + p.column();
    }

    /** The rows from the top joined by {@code /}, the form {@link #parse} reads. */
    @Override
    public String toString() {
        return String.join("/", rows());
    }
}
