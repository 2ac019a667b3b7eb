package org.logicalgo.rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One of the eight symmetries of a rectangle, with or without the exchange of the colours: bit 0
 * of {@code code} swaps the axes (a WxH grid becomes HxW), bit 1 reflects the columns, bit 2 the
 * rows. No rule of Go names a side, a direction or a colour beyond the player to move, so a
 * symmetry maps a game to an equivalent game: the same verdicts, the same counts, the same value
 * with the colours exchanged. Written once for the solver, the game counts and the tests.
 */
public record Symmetry(int code, boolean swapColours) {

    public Symmetry {
        if (code < 0 || code > 7) {
            throw new IllegalArgumentException("a symmetry's code is 0 to 7, not " + code);
        }
    }

    /** The identity. */
    public static final Symmetry IDENTITY = new Symmetry(0, false);

    /**
     * The symmetries that map the grid onto itself (all eight on a square, the four reflections on
     * another rectangle), with the exchange of colours or without, the identity first. Two codes
     * that move the points alike (on a strip, reflecting the short side moves nothing) are kept once.
     */
    public static List<Symmetry> of(Grid grid, boolean withColours) {
        List<Symmetry> out = new ArrayList<>();
        Set<List<Point>> moved = new HashSet<>();
        for (int swap = 0; swap < (withColours ? 2 : 1); swap++) {
            moved.clear();
            for (int code = 0; code < 8; code++) {
                Symmetry s = new Symmetry(code, swap == 1);
                if (!s.apply(grid).equals(grid)) {
                    continue;
                }
                List<Point> images = grid.points().stream().map(p -> s.apply(grid, p)).toList();
                if (moved.add(images)) {
                    out.add(s);
                }
            }
        }
        return out;
    }

    /** The grid the symmetry maps this one to (HxW when it swaps the axes). */
    public Grid apply(Grid g) {
        return (code & 1) != 0 ? new Grid(g.height(), g.width()) : g;
    }

    /** Where the point goes; a point off the grid stays off it, on the same side. */
    public Point apply(Grid g, Point p) {
        Grid to = apply(g);
        int column = (code & 1) != 0 ? p.row() : p.column();
        int row = (code & 1) != 0 ? p.column() : p.row();
        if ((code & 2) != 0 && column < to.width()) {
            column = to.width() - 1 - column;
        }
        if ((code & 4) != 0 && row < to.height()) {
            row = to.height() - 1 - row;
        }
        return new Point(column, row);
    }

    public Colour apply(Colour c) {
        return swapColours && c.isPlayer() ? c.opponent() : c;
    }

    public Colouring apply(Colouring c) {
        Grid to = apply(c.grid());
        char[] cells = new char[to.area()];
        for (Point p : c.grid().points()) {
            Point q = apply(c.grid(), p);
            cells[q.row() * to.width() + q.column()] = apply(c.colour(p)).symbol();
        }
        return new Colouring(to, new String(cells));
    }

    public Turn apply(Grid g, Turn t) {
        if (t instanceof Turn.Pass pass) {
            return new Turn.Pass(apply(pass.colour()));
        }
        if (t instanceof Turn.Play play) {
            return new Turn.Play(apply(play.colour()), apply(g, play.point()));
        }
        Set<Point> emptied = new HashSet<>();
        for (Point p : ((Turn.Agreement) t).emptied()) {
            emptied.add(apply(g, p));
        }
        return new Turn.Agreement(emptied);
    }
}
