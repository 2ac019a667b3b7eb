package org.logicalgo.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;

/**
 * Facts that follow from the rules, checked on every colouring of small grids: the number of legal
 * colourings (published by Tromp, OEIS A094777), TT-R5 (one clearing at most empties anything),
 * TT-C4 (no string without liberty after a move) and TT-R4 (what a suicide leaves).
 */
class TheoremsTest {

    /** Every colouring of the grid, in base-3 order. */
    static List<Colouring> allColourings(Grid grid) {
        List<Colouring> all = new ArrayList<>();
        int n = grid.area();
        int total = (int) Math.pow(3, n);
        char[] cells = new char[n];
        for (int code = 0; code < total; code++) {
            int c = code;
            for (int i = 0; i < n; i++) {
                cells[i] = ".XO".charAt(c % 3);
                c /= 3;
            }
            all.add(new Colouring(grid, new String(cells)));
        }
        return all;
    }

    static boolean legal(Colouring c) {
        return LogicalRules.pointWithoutLiberty(c).isEmpty();
    }

    @ParameterizedTest(name = "{0}x{1} has {2} legal colourings")
    @CsvSource({"1,1,1", "2,1,5", "3,1,15", "4,1,41", "5,1,113", "2,2,57", "3,3,12675"})
    void theNumberOfLegalColouringsIsTheOnePublished(int width, int height, long published) {
        long count = allColourings(new Grid(width, height)).stream().filter(TheoremsTest::legal).count();
        assertEquals(published, count);
    }

    @ParameterizedTest(name = "every move on every legal {0}x{1} colouring")
    @CsvSource({"3,3", "4,2", "5,1", "2,2"})
    void movesObeyTheTheorems(int width, int height) {
        int moves = 0;
        for (Colouring before : allColourings(new Grid(width, height))) {
            if (!legal(before)) {
                continue;
            }
            for (Point p : before.pointsOf(Colour.EMPTY)) {
                for (Colour player : List.of(Colour.BLACK, Colour.WHITE)) {
                    LogicalRules.MoveSteps steps = LogicalRules.move(before, player, p);
                    moves++;
                    String where = before + " " + player.letter() + " " + p;
                    // TT-R5
                    assertTrue(steps.captured().isEmpty() || steps.suicided().isEmpty(), "both clearings emptied points: " + where);
                    // TT-C4
                    assertTrue(legal(steps.after()), "a string without liberty after " + where);
                    // TT-R4: a lone suicide gives back the colouring before; a larger one does not.
                    if (steps.suicided().size() == 1) {
                        assertEquals(before, steps.after(), where);
                    } else if (steps.suicided().size() > 1) {
                        assertNotEquals(before, steps.after(), where);
                    }
                }
            }
        }
        assertTrue(moves > 0);
    }
}
