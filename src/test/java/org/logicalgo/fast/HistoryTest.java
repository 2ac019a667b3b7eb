package org.logicalgo.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The hash is a filter only: colourings that share a hash are told apart by their whole content. */
class HistoryTest {

    @Test
    void colouringsWithTheSameHashAreComparedWhole() {
        History h = new History(1, 4);
        long sameHash = 42;
        h.append(sameHash, new long[] {0b01}, 1, FastBoard.WHITE, FastBoard.EMPTY);
        h.append(sameHash, new long[] {0b10}, 1, FastBoard.BLACK, FastBoard.EMPTY);
        h.append(7, new long[] {0b01}, 1, FastBoard.BLACK, FastBoard.EMPTY);
        assertTrue(h.mayContain(sameHash));
        assertFalse(h.mayContain(43));
        assertEquals(1, h.earliest(sameHash, new long[] {0b10}, -1, -1));
        assertEquals(0, h.earliest(sameHash, new long[] {0b01}, -1, -1), "the earliest of the equal colourings");
        assertEquals(-1, h.earliest(sameHash, new long[] {0b11}, -1, -1), "a hash hit that is no repetition");
        // TT-C6: with a mover given, only colourings that stood with that player to move count.
        assertEquals(-1, h.earliest(sameHash, new long[] {0b01}, FastBoard.BLACK, -1));
        assertEquals(2, h.earliest(7, new long[] {0b01}, FastBoard.BLACK, -1));
        // FR-9: with a maker given, only colourings that player's own moves gave the grid.
        History own = new History(1, 4);
        own.append(5, new long[] {0b01}, 1, FastBoard.WHITE, FastBoard.BLACK);
        own.append(5, new long[] {0b01}, 1, FastBoard.BLACK, FastBoard.EMPTY);
        assertEquals(0, own.earliest(5, new long[] {0b01}, -1, FastBoard.BLACK));
        assertEquals(-1, own.earliest(5, new long[] {0b01}, -1, FastBoard.WHITE));
    }

    @Test
    void aLongHistoryKeepsEveryEntryThroughTheTableGrowing() {
        History h = new History(2, 1);
        for (int i = 0; i < 10_000; i++) {
            h.append(i % 97, new long[] {i, ~i}, 3, FastBoard.BLACK, FastBoard.EMPTY);
        }
        assertEquals(10_000, h.length());
        for (int i = 0; i < 10_000; i += 123) {
            assertEquals(i, h.earliest(i % 97, new long[] {i, ~i}, -1, -1));
        }
        assertTrue(h.moreStonesThanEver(4));
        assertFalse(h.moreStonesThanEver(3));
    }
}
