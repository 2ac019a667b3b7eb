package org.logicalgo.explorer;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.logicalgo.reference.LogicalRules;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Point;

/**
 * The evidence of TT-3 for one point: for each colour it reaches, a shortest walk that proves it;
 * its string (a stone's chain, an empty point's region); a stone's liberties. Whether the point
 * reaches a colour is the reference's answer ({@link LogicalRules#reaches}); the walk is found here
 * by a breadth-first search over the points of its colour, so it is one of the shortest.
 *
 * @param paths     by colour reached: the walk from the point to a point of that colour, both ends included
 * @param string    the point and every point of its colour connected to it
 * @param liberties for a stone, the empty points next to its string (FR-4, NZ-5); empty for an empty point
 */
record Reach(Point point, Colour colour, Map<Colour, Optional<List<Point>>> paths, Set<Point> string, Set<Point> liberties) {

    static Reach of(Colouring grid, Point p) {
        Colour own = grid.colour(p);
        Map<Colour, Optional<List<Point>>> paths = new java.util.EnumMap<>(Colour.class);
        for (Colour c : Colour.values()) {
            if (c != own) {
                Optional<List<Point>> walk = walk(grid, p, c);
                if (walk.isPresent() != LogicalRules.reaches(grid, p, c)) {
                    throw new IllegalStateException("the walk from " + p + " to " + c.word() + " disagrees with TT-3");
                }
                paths.put(c, walk);
            }
        }
        Set<Point> string = string(grid, p);
        Set<Point> liberties = new LinkedHashSet<>();
        if (own.isPlayer()) {
            for (Point q : string) {
                for (Point n : grid.grid().neighbours(q)) {
                    if (grid.colour(n) == Colour.EMPTY) {
                        liberties.add(n);
                    }
                }
            }
        }
        return new Reach(p, own, paths, string, liberties);
    }

    /** A shortest walk from p over points of p's colour to a point of colour c, both ends included. */
    private static Optional<List<Point>> walk(Colouring grid, Point p, Colour c) {
        Colour own = grid.colour(p);
        Map<Point, Point> cameFrom = new HashMap<>();
        cameFrom.put(p, p);
        Deque<Point> frontier = new ArrayDeque<>(List.of(p));
        while (!frontier.isEmpty()) {
            Point q = frontier.removeFirst();
            for (Point next : grid.grid().neighbours(q)) {
                if (grid.colour(next) == c) {
                    List<Point> walk = new ArrayList<>(List.of(next));
                    for (Point back = q; ; back = cameFrom.get(back)) {
                        walk.add(back);
                        if (back.equals(p)) {
                            break;
                        }
                    }
                    Collections.reverse(walk);
                    return Optional.of(walk);
                }
                if (grid.colour(next) == own && !cameFrom.containsKey(next)) {
                    cameFrom.put(next, q);
                    frontier.addLast(next);
                }
            }
        }
        return Optional.empty();
    }

    private static Set<Point> string(Colouring grid, Point p) {
        Colour own = grid.colour(p);
        Set<Point> seen = new LinkedHashSet<>(List.of(p));
        Deque<Point> frontier = new ArrayDeque<>(List.of(p));
        while (!frontier.isEmpty()) {
            for (Point next : grid.grid().neighbours(frontier.removeFirst())) {
                if (grid.colour(next) == own && seen.add(next)) {
                    frontier.addLast(next);
                }
            }
        }
        return seen;
    }
}
