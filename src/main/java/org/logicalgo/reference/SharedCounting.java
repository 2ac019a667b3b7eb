package org.logicalgo.reference;

import org.logicalgo.rules.Decides;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Point;

/**
 * The New Zealand count (NZ-6, NZ-R2), beside the logical rules' own (TT-9 in {@link LogicalRules}):
 * an empty point counts for every colour it reaches, so in a seki it counts for both.
 */
public final class SharedCounting {

    private SharedCounting() {
    }

    // NZ-6: a player's territory is the points of his stones, plus the empty points next to his
    // territory, and so on (NZ-R2: an empty point that reaches both colours is in both territories).
    @Decides({"NZ-6", "NZ-R2"})
    public static int territory(Colouring grid, Colour player) {
        int points = grid.count(player);
        for (Point p : grid.pointsOf(Colour.EMPTY)) {
            if (LogicalRules.reaches(grid, p, player)) {
                points++;
            }
        }
        return points;
    }
}
