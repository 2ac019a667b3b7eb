package org.logicalgo.reference;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.logicalgo.rules.Decides;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Point;

/**
 * Rules 3, 4, 7 and 9 of the logical rules, word for word. Rules 1 and 2 are the values
 * {@link org.logicalgo.rules.Grid} (TT-1) and {@link Colouring} (TT-2); rules 5, 6, 8 and 10,
 * which speak of turns and of the game, are in {@link ReferenceGame}.
 */
public final class LogicalRules {

    private LogicalRules() {
    }

    // TT-3: a point P, not coloured C, reaches C if a path of (vertically or horizontally)
    // adjacent points of P's colour leads from P to a point of colour C. The French and New Zealand
    // texts say it with chains and liberties: neighbours (FR-2, NZ-3), chains of neighbouring
    // stones (FR-3, NZ-4 connected stones), whose liberties (FR-4, NZ-5) are the empty points next
    // to them; a stone has a liberty exactly when it reaches empty.
    @Decides({"TT-3", "FR-3", "FR-4", "NZ-4", "NZ-5"})
    public static boolean reaches(Colouring grid, Point p, Colour c) {
        Colour own = grid.colour(p);
        if (own == c) {
            throw new IllegalArgumentException(p + " is coloured " + c.word() + ": rule 3 asks only of points not coloured C");
        }
        Set<Point> seen = new HashSet<>(List.of(p));
        Deque<Point> path = new ArrayDeque<>(List.of(p));
        while (!path.isEmpty()) {
            Point q = path.pop();
            for (Point next : grid.grid().neighbours(q)) {
                if (grid.colour(next) == c) {
                    return true;
                }
                if (grid.colour(next) == own && seen.add(next)) {
                    path.push(next);
                }
            }
        }
        return false;
    }

    // TT-4: clearing a colour empties all points of that colour that don't reach empty. (FR-7: a
    // chain whose last liberty is taken is captured, its stones removed; NZ-7 likewise.)
    @Decides({"TT-4", "FR-7"})
    public static Colouring clear(Colouring grid, Colour c) {
        List<Point> emptied = new ArrayList<>();
        for (Point p : grid.pointsOf(c)) {
            if (!reaches(grid, p, Colour.EMPTY)) {
                emptied.add(p);
            }
        }
        return grid.with(emptied, Colour.EMPTY);
    }

    /** The three colourings a move passes through (TT-7), kept so that each step can be shown. */
    public record MoveSteps(Colouring before, Colouring coloured, Colouring opponentCleared, Colouring ownCleared) {

        public Colouring after() {
            return ownCleared;
        }

        /** The points the first clearing emptied: the capture (TT-C7). */
        public Set<Point> captured() {
            return emptiedBetween(coloured, opponentCleared);
        }

        /** The points the second clearing emptied: the suicide (TT-C7). */
        public Set<Point> suicided() {
            return emptiedBetween(opponentCleared, ownCleared);
        }

        private static Set<Point> emptiedBetween(Colouring from, Colouring to) {
            Set<Point> emptied = new HashSet<>();
            for (Point p : from.grid().points()) {
                if (from.colour(p) != Colour.EMPTY && to.colour(p) == Colour.EMPTY) {
                    emptied.add(p);
                }
            }
            return emptied;
        }
    }

    // TT-7: a move consists of colouring an empty point one's own colour; then clearing the
    // opponent colour, and then clearing one's own colour. (TT-R5: at most one of the two
    // clearings empties anything; a theorem the tests check, so the code does not branch on it.)
    @Decides({"TT-7", "TT-R5", "NZ-7"})
    public static MoveSteps move(Colouring grid, Colour player, Point p) {
        if (grid.colour(p) != Colour.EMPTY) {
            throw new IllegalArgumentException(p + " is not empty: a move colours an empty point");
        }
        Colouring coloured = grid.with(p, player);
        Colouring opponentCleared = clear(coloured, player.opponent());
        Colouring ownCleared = clear(opponentCleared, player);
        return new MoveSteps(grid, coloured, opponentCleared, ownCleared);
    }

    // TT-9: a player's score is the number of points of her colour, plus the number of empty
    // points that reach only her colour (area scoring, TT-C9: stones are counted, not captures).
    @Decides({"TT-9", "TT-C9", "FR-5"})
    public static int score(Colouring grid, Colour player) {
        int points = grid.count(player);
        for (Point p : grid.pointsOf(Colour.EMPTY)) {
            if (reaches(grid, p, player) && !reaches(grid, p, player.opponent())) {
                points++;
            }
        }
        return points;
    }

    // TT-C4 (TT-R7): strings without liberties cannot exist at the end of a turn; a starting
    // colouring must already obey this. Returns the first point, row by row, of such a string.
    @Decides({"TT-C4"})
    public static java.util.Optional<Point> pointWithoutLiberty(Colouring grid) {
        for (Point p : grid.grid().points()) {
            if (grid.colour(p) != Colour.EMPTY && !reaches(grid, p, Colour.EMPTY)) {
                return java.util.Optional.of(p);
            }
        }
        return java.util.Optional.empty();
    }
}
