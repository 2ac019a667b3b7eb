package org.logicalgo.testkit;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Turn;

/**
 * Facts about colourings computed here, by flood fill, independently of both engines, and the
 * symmetries of the grid (the eight rotations and reflections, and the swap of colours).
 */
public final class Positions {

    private Positions() {
    }

    /**
     * The points named as GTP names them ({@code "A1"}, {@code "C3"}), each name a point of the grid,
     * e.g. {@code points(grid, "A3", "B3")}: the set a test compares with a clearing or an agreement.
     */
    public static Set<Point> points(Grid grid, String... names) {
        Set<Point> ps = new LinkedHashSet<>();
        for (String name : names) {
            ps.add(Point.parse(name, grid));
        }
        return ps;
    }

    /** The points connected to p through points of p's colour (p's string, or p's empty region). */
    public static Set<Point> region(Colouring c, Point p) {
        Colour own = c.colour(p);
        Set<Point> seen = new HashSet<>(Set.of(p));
        Deque<Point> todo = new ArrayDeque<>(Set.of(p));
        while (!todo.isEmpty()) {
            for (Point n : c.grid().neighbours(todo.pop())) {
                if (c.colour(n) == own && seen.add(n)) {
                    todo.push(n);
                }
            }
        }
        return seen;
    }

    /** The colours found next to a region. */
    public static Set<Colour> border(Colouring c, Set<Point> region) {
        Set<Colour> found = new HashSet<>();
        for (Point p : region) {
            for (Point n : c.grid().neighbours(p)) {
                if (!region.contains(n)) {
                    found.add(c.colour(n));
                }
            }
        }
        return found;
    }

    /** TT-C4: no string of either colour lacks a liberty. */
    public static boolean everyStringHasALiberty(Colouring c) {
        for (Point p : c.grid().points()) {
            if (c.colour(p) != Colour.EMPTY && !border(c, region(c, p)).contains(Colour.EMPTY)) {
                return false;
            }
        }
        return true;
    }

    /** The empty points that reach both colours or neither: the points TT-9 gives to nobody. */
    public static int neutral(Colouring c) {
        int n = 0;
        for (Point p : c.pointsOf(Colour.EMPTY)) {
            Set<Colour> b = border(c, region(c, p));
            if (b.contains(Colour.BLACK) == b.contains(Colour.WHITE)) {
                n++;
            }
        }
        return n;
    }

    /** TT-9, computed here: the points of a colour and the empty points that reach it and not the other. */
    public static int area(Colouring c, Colour player) {
        int n = c.count(player);
        for (Point p : c.pointsOf(Colour.EMPTY)) {
            Set<Colour> b = border(c, region(c, p));
            if (b.contains(player) && !b.contains(player.opponent())) {
                n++;
            }
        }
        return n;
    }

    /**
     * One of the eight symmetries of a rectangle: bit 0 swaps the axes (the grid becomes HxW),
     * bit 1 reflects the columns, bit 2 the rows.
     */
    public record Symmetry(int code, boolean swapColours) {

        public Grid apply(Grid g) {
            return (code & 1) != 0 ? new Grid(g.height(), g.width()) : g;
        }

        public Point apply(Grid g, Point p) {
            Grid to = apply(g);
            int column = (code & 1) != 0 ? p.row() : p.column();
            int row = (code & 1) != 0 ? p.column() : p.row();
            // A point off the grid stays off it, on the same side.
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
}
