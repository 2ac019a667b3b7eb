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

/**
 * Facts about colourings computed here, by flood fill, independently of both engines (the
 * symmetries of the grid are the rules' own, {@link org.logicalgo.rules.Symmetry}).
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
}
