package org.logicalgo.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * TT-1: the grid of points. 19x19 unless the players agree otherwise (TT-C1); by TT-R9 any
 * rectangle from 1x1 to 25x25 (25 is where GTP's column letters end).
 */
@Decides({"TT-1", "FR-1", "NZ-1"})
public record Grid(int width, int height) {

    public static final int MAX_SIDE = 25;

    @Decides({"TT-C1"})
    public Grid {
        if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
            throw new BadValue("a grid is 1x1 to " + MAX_SIDE + "x" + MAX_SIDE + " [TT-R9], not " + width + "x" + height,
                    "une grille va de 1x1 à " + MAX_SIDE + "x" + MAX_SIDE + " [TT-R9], pas " + width + "x" + height);
        }
    }

    /** Reads {@code 19}, {@code 19x19} or {@code 7x5} (width x height). */
    public static Grid parse(String text) {
        String t = text.trim().toLowerCase(java.util.Locale.ROOT);
        String[] parts = t.split("x", -1);
        try {
            if (parts.length == 1) {
                int side = Numbers.parseInt(parts[0]);
                return new Grid(side, side);
            }
            if (parts.length == 2) {
                return new Grid(Numbers.parseInt(parts[0]), Numbers.parseInt(parts[1]));
            }
        } catch (NumberFormatException e) {
            // falls through to the message below
        }
        throw new BadValue("'" + text + "' is not a grid size (like 19, 19x19 or 7x5)",
                "'" + text + "' n'est pas une taille de grille (comme 19, 19x19 ou 7x5)");
    }

    public int area() {
        return width * height;
    }

    public boolean contains(Point p) {
        return p.column() < width && p.row() < height;
    }

    /** Every point, row by row from the bottom, left to right. */
    public List<Point> points() {
        List<Point> all = new ArrayList<>(area());
        for (int row = 0; row < height; row++) {
            for (int column = 0; column < width; column++) {
                all.add(new Point(column, row));
            }
        }
        return all;
    }

    /** The points vertically or horizontally adjacent to p on this grid (TT-3). */
    @Decides({"FR-2", "NZ-3"})
    public List<Point> neighbours(Point p) {
        List<Point> near = new ArrayList<>(4);
        if (p.column() > 0) near.add(new Point(p.column() - 1, p.row()));
        if (p.column() + 1 < width) near.add(new Point(p.column() + 1, p.row()));
        if (p.row() > 0) near.add(new Point(p.column(), p.row() - 1));
        if (p.row() + 1 < height) near.add(new Point(p.column(), p.row() + 1));
        return near;
    }

    @Override
    public String toString() {
        return width + "x" + height;
    }
}
