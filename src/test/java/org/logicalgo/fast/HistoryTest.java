package org.logicalgo.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * The hash is a filter only: colourings that share a hash are told apart by their whole content,
 * rebuilt from the colouring now by undoing what each turn changed. The colourings here are rows
 * of cells, as the board's are; hashes are chosen to collide.
 */
class HistoryTest {

    private static final int B = FastBoard.BLACK;
    private static final int W = FastBoard.WHITE;
    private static final int E = FastBoard.EMPTY;

    private static byte[] cells(int... colours) {
        byte[] c = new byte[colours.length];
        for (int i = 0; i < c.length; i++) {
            c[i] = (byte) colours[i];
        }
        return c;
    }

    @Test
    void colouringsWithTheSameHashAreComparedWhole() {
        History h = new History(4, true);
        h.append(42, 0, B, E, History.NONE);                 // 0: . . . .
        h.append(42, 1, W, B, 1);                            // 1: . X . .   (Black at 1)
        h.append(7, 2, B, W, 2);                             // 2: . X O .   (White at 2)
        h.emptied(2, W);
        h.append(42, 2, W, B, 0);                            // 3: X X . .   (Black at 0 clears 2)
        h.append(42, 2, B, E, History.NONE);                 // 4: X X . .   (White passes)
        byte[] now = cells(B, B, E, E);
        assertTrue(h.mayContain(42));
        assertFalse(h.mayContain(43));
        assertEquals(0, h.earliest(42, now, cells(E, E, E, E), -1, -1, -1), "back through a clearing to the start");
        assertEquals(1, h.earliest(42, now, cells(E, B, E, E), -1, -1, -1));
        assertEquals(2, h.earliest(7, now, cells(E, B, W, E), -1, -1, -1));
        assertEquals(3, h.earliest(42, now, cells(B, B, E, E), -1, -1, -1), "the earliest of the equal colourings");
        assertEquals(-1, h.earliest(42, now, cells(B, B, B, B), -1, -1, -1), "a hash hit that is no repetition");
        assertEquals(-1, h.earliest(43, now, cells(B, B, E, E), -1, -1, -1), "no entry has the hash");
        // TT-C6: with a mover given, only colourings that stood with that player to move count.
        assertEquals(4, h.earliest(42, now, cells(B, B, E, E), B, -1, -1));
        assertEquals(-1, h.earliest(42, now, cells(E, B, E, E), B, -1, -1));
        // FR-9: with a maker given, only colourings that player's own moves gave the grid.
        assertEquals(3, h.earliest(42, now, cells(B, B, E, E), -1, B, -1));
        assertEquals(-1, h.earliest(42, now, cells(B, B, E, E), -1, W, -1));
        // TT-V1: simple ko asks of one entry only, the colouring before the last turn.
        assertEquals(4, h.earliest(42, now, cells(B, B, E, E), -1, -1, 4));
        assertEquals(2, h.earliest(7, now, cells(E, B, W, E), -1, -1, 2));
        assertEquals(-1, h.earliest(7, now, cells(E, B, W, E), -1, -1, 3), "equal to an entry, but not the one asked");
    }

    @Test
    void onlyAnEntryWithTheVeryHashIsACandidate() {
        History h = new History(4, false);
        h.append(42, 0, B, E, History.NONE);                 // 0: . .
        h.append(7, 1, W, B, 0);                             // 1: X .
        byte[] now = cells(B, E);
        // 42 + 64: the same home in the table of hashes, another hash.
        long other = 42 + 64;
        assertFalse(h.mayContain(other));
        assertEquals(-1, h.earliest(other, now, cells(E, E), -1, -1, -1), "however equal its colouring");
        assertEquals(-1, h.earliest(other, now, cells(B, E), -1, -1, -1));
        assertEquals(0, h.earliest(42, now, cells(E, E), -1, -1, -1));
    }

    @Test
    void aStoneThatClearsItselfLeavesItsPointEmptyWhenUndone() {
        History h = new History(4, false);
        h.append(1, 2, B, E, History.NONE);                  // 0: O . O
        h.emptied(1, B);
        h.append(1, 2, W, B, 1);                             // 1: O . O   (Black at 1 clears itself)
        h.append(2, 3, B, W, History.NONE);                  // 2: O O O   (an agreement would not do this; the log alone matters)
        byte[] now = cells(W, W, W);
        assertEquals(0, h.earliest(1, now, cells(W, E, W), -1, -1, -1));
        assertEquals(-1, h.earliest(1, now, cells(W, B, W), -1, -1, -1), "the stone is not rebuilt on its point");
    }

    @Test
    void aHistoryMadeForARuleThatDoesNotAskWhoMovedRefusesToBeAskedIt() {
        History h = new History(4, false);
        h.append(1, 0, B, E, History.NONE);
        byte[] now = cells(E, E);
        assertEquals(0, h.earliest(1, now, cells(E, E), -1, -1, -1));
        assertThrows(IllegalStateException.class, () -> h.earliest(1, now, cells(E, E), B, -1, -1));
        assertThrows(IllegalStateException.class, () -> h.earliest(1, now, cells(E, E), -1, B, -1));
        assertEquals(0, h.copy(4).earliest(1, now, cells(E, E), -1, -1, -1), "a copy keeps as little");
        assertThrows(IllegalStateException.class, () -> h.copy(4).earliest(1, now, cells(E, E), B, -1, -1));
    }

    /** Against a plain list of every colouring: many turns, clearings, the table growing, a copy and an assignment. */
    @Test
    void aLongHistoryAgreesWithEveryColouringKeptWhole() {
        int points = 50;
        History h = new History(1, false);
        List<byte[]> whole = new ArrayList<>();
        List<Long> hashes = new ArrayList<>();
        byte[] now = new byte[points];
        h.append(0, 0, B, E, History.NONE);
        whole.add(now.clone());
        hashes.add(0L);
        for (int i = 1; i <= 10_000; i++) {
            int q = i % points;
            int coloured = History.NONE;
            if (now[q] != E) {
                h.emptied(q, now[q]);
                now[q] = E;
            } else {
                now[q] = (byte) (i % 2 == 0 ? B : W);
                coloured = q;
            }
            // Every hundred turns the row is empty again: the colourings repeat, and hashes collide besides.
            long hash = i % 97;
            h.append(hash, 0, B, E, coloured);
            whole.add(now.clone());
            hashes.add(hash);
        }
        assertEquals(10_001, h.length());
        History copy = h.copy(10);
        History assigned = new History(50_000, false);
        assigned.assign(h);
        for (int i = 0; i <= 10_000; i += 37) {
            int expected = -1;
            for (int j = 0; j < whole.size() && expected < 0; j++) {
                if (hashes.get(j).equals(hashes.get(i)) && Arrays.equals(whole.get(j), whole.get(i))) {
                    expected = j;
                }
            }
            assertEquals(expected, h.earliest(hashes.get(i), now, whole.get(i), -1, -1, -1), "turn " + i);
            assertEquals(expected, copy.earliest(hashes.get(i), now, whole.get(i), -1, -1, -1), "the copy, turn " + i);
            assertEquals(expected, assigned.earliest(hashes.get(i), now, whole.get(i), -1, -1, -1), "assigned, turn " + i);
        }
        assertTrue(h.moreStonesThanEver(1));
        assertFalse(h.moreStonesThanEver(0));
    }

    /**
     * Against a plain list of every colouring again, with colourings kept whole as the board
     * offers them, and turns taken back as a search does: across the colourings kept whole, the
     * table of hashes emptying slots and growing, entries far apart sharing a hash.
     */
    @Test
    void turnsTakenBackAndColouringsKeptWholeAgreeWithEveryColouringKeptWhole() {
        int points = 40;
        SplittableRandom random = new SplittableRandom(43);
        History h = new History(1, true);
        List<byte[]> whole = new ArrayList<>();
        List<Long> hashes = new ArrayList<>();
        List<Integer> movers = new ArrayList<>();
        byte[] now = new byte[points];
        h.append(0, 0, B, E, History.NONE);
        h.offer(now);
        whole.add(now.clone());
        hashes.add(0L);
        movers.add(B);
        for (int step = 0; step < 12_000; step++) {
            if (whole.size() > 1 && random.nextInt(4) == 0) {
                whole.remove(whole.size() - 1);
                hashes.remove(hashes.size() - 1);
                movers.remove(movers.size() - 1);
                h.pop(0);
                System.arraycopy(whole.get(whole.size() - 1), 0, now, 0, points);
            } else {
                int q = random.nextInt(points);
                int coloured = History.NONE;
                if (now[q] != E) {
                    h.emptied(q, now[q]);
                    now[q] = E;
                } else {
                    now[q] = (byte) (random.nextBoolean() ? B : W);
                    coloured = q;
                }
                // Few hashes: most entries share theirs with others, near and far, equal colourings or not.
                long hash = random.nextInt(61);
                int mover = random.nextBoolean() ? B : W;
                h.append(hash, 0, mover, E, coloured);
                h.offer(now);
                whole.add(now.clone());
                hashes.add(hash);
                movers.add(mover);
            }
            assertEquals(whole.size(), h.length());
            if (step % 97 == 0) {
                int i = random.nextInt(whole.size());
                int from = random.nextInt(i + 1);
                int expected = -1;
                int expectedWith = -1;
                for (int j = whole.size() - 1; j >= from; j--) {
                    if (hashes.get(j).equals(hashes.get(i)) && Arrays.equals(whole.get(j), whole.get(i))) {
                        expected = j;
                        if (movers.get(j) == W) {
                            expectedWith = j;
                        }
                    }
                }
                assertEquals(expected, h.earliest(hashes.get(i), now, whole.get(i), -1, -1, -1, from), "step " + step + ", entry " + i);
                assertEquals(expectedWith, h.earliest(hashes.get(i), now, whole.get(i), W, -1, -1, from), "step " + step);
                assertEquals(i, h.earliest(hashes.get(i), now, whole.get(i), -1, -1, i, 0), "entry " + i + " asked alone");
            }
        }
        assertTrue(whole.size() > 3 * History.KEPT_WHOLE_EVERY, "the colourings kept whole were used: " + whole.size());
    }
}
