package org.logicalgo.count;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.math.BigInteger;

import org.junit.jupiter.api.Test;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.testkit.Positions;

/**
 * The published counts. Legal positions: Tromp, OEIS A094777. Complete games: Tromp and
 * Farnebäck, Combinatorics of Go (2006), table of game counts.
 */
class CountTest {

    private static BigInteger legal(String grid) {
        return LegalPositions.count(Grid.parse(grid));
    }

    @Test
    void legalPositionsOfOneByNAreThePublishedOnes() {
        long[] published = {1, 5, 15, 41, 113};
        for (int n = 1; n <= 5; n++) {
            assertEquals(BigInteger.valueOf(published[n - 1]), legal("1x" + n), "1x" + n);
            assertEquals(BigInteger.valueOf(published[n - 1]), legal(n + "x1"), n + "x1");
        }
    }

    @Test
    void legalPositionsOfSquareGridsAreThePublishedOnes() {
        assertEquals(new BigInteger("1"), legal("1x1"));
        assertEquals(new BigInteger("57"), legal("2x2"));
        assertEquals(new BigInteger("12675"), legal("3x3"));
        assertEquals(new BigInteger("24318165"), legal("4x4"));
        assertEquals(new BigInteger("414295148741"), legal("5x5"));
        assertEquals(new BigInteger("62567386502084877"), legal("6x6"));
        assertEquals(new BigInteger("83677847847984287628595"), legal("7x7"));
    }

    /** Every colouring of small rectangles, tested one by one with a flood fill of the test kit. */
    @Test
    void legalPositionsAgreeWithEnumerationOnEveryRectangleUpToTenPoints() {
        for (int w = 1; w <= 5; w++) {
            for (int h = 1; w * h <= 10; h++) {
                Grid g = new Grid(w, h);
                long n = 0;
                int total = (int) Math.pow(3, g.area());
                for (int code = 0; code < total; code++) {
                    StringBuilder cells = new StringBuilder();
                    for (int i = 0, c = code; i < g.area(); i++, c /= 3) {
                        cells.append(".XO".charAt(c % 3));
                    }
                    if (Positions.everyStringHasALiberty(new Colouring(g, cells.toString()))) {
                        n++;
                    }
                }
                assertEquals(BigInteger.valueOf(n), LegalPositions.count(g), g.toString());
            }
        }
    }

    @Test
    void tooWideAGridIsRefusedWithAReason() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> legal("10x10"));
        assertEquals("count legal handles grids whose shorter side is at most 9, not 10x10", e.getMessage());
    }

    @Test
    void completeGamesOfTheSmallestGridsAreThePublishedOnes() {
        assertEquals(1, CompleteGames.count(new Grid(1, 1)));
        assertEquals(9, CompleteGames.count(new Grid(2, 1)));
        assertEquals(9, CompleteGames.count(new Grid(1, 2)));
        assertEquals(907, CompleteGames.count(new Grid(1, 3)));
    }

    /** Seconds (see docs/performance.md). */
    @Test
    void completeGamesOfOneByFourAreThePublishedOnes() {
        assertEquals(2_098_407_841L, CompleteGames.count(new Grid(4, 1)));
    }

    /** Under the long profile only: see docs/performance.md for the time it takes. */
    @Test
    void completeGamesOfTwoByTwoAreThePublishedOnes() {
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "2x2 game count runs under -Plong");
        assertEquals(386_356_909_593L, CompleteGames.count(new Grid(2, 2)));
    }

    @Test
    void aGridWithTooManyColouringsForTheGameCounterIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> CompleteGames.count(new Grid(5, 1)));
        assertEquals("count games handles grids with at most 64 reachable colourings; 5x1 has more", e.getMessage());
    }
}
