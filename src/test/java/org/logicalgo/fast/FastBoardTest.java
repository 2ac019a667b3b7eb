package org.logicalgo.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;

/** The mutable board's own API, for engines that embed it: copies and resets are independent of their root. */
class FastBoardTest {

    /** A 3x3 ko: Black has just taken at B2's neighbour; White's retake would repeat turn 2. */
    private static FastBoard koPosition() {
        FastBoard b = FastBoard.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(4, 3))
                .withStart(Colouring.parse(".XO./X..O/.XO."), org.logicalgo.rules.Colour.WHITE));
        b.play(b.index(new Point(1, 1))); // W B2: the ko shape
        b.play(b.index(new Point(2, 1))); // B C2 takes B2
        return b;
    }

    @Test
    void aBoardResetToItsRootAfterAPlayoutSaysWhatTheRootSays() {
        FastBoard root = koPosition();
        int b2 = root.index(new Point(1, 1));
        assertEquals(new MoveCheck.Repeats(1), root.check(b2));
        FastBoard scratch = root.copy();
        for (int i = 0; i < 20; i++) {
            Playouts.playout(scratch, new SplittableRandom(i), 1000, null);
            scratch.resetTo(root);
            assertEquals(root.colouring(), scratch.colouring());
            assertEquals(root.turnNumber(), scratch.turnNumber());
            assertEquals(root.hash(), scratch.hash());
            assertEquals(new MoveCheck.Repeats(1), scratch.check(b2), "the history came back with the reset");
        }
    }

    @Test
    void aCopyPlaysOnWithoutTouchingItsRoot() {
        FastBoard root = koPosition();
        Colouring before = root.colouring();
        FastBoard copy = root.copy();
        copy.play(copy.index(new Point(3, 0))); // W D1
        copy.play(copy.index(new Point(0, 0))); // B A1
        assertEquals(before, root.colouring());
        assertEquals(2, root.turnNumber());
        assertEquals(new MoveCheck.Repeats(1), root.check(root.index(new Point(1, 1))));
    }

    @Test
    void resetToABoardOfAnotherGridIsRefused() {
        FastBoard a = FastBoard.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(3, 3)));
        FastBoard b = FastBoard.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(4, 3)));
        assertThrows(IllegalArgumentException.class, () -> a.resetTo(b));
    }

    /**
     * playIfAllowed plays a move with an empty neighbour first and asks the repetition rule
     * after, taking back what it refuses. At every turn of random games on small grids (where
     * long cycles come often), under every repetition rule and both suicide rules, for every
     * empty point: it plays exactly what check allows, leaves what play leaves, and after a
     * refusal leaves the board as it was, strings, counts, hash and lists of empty points. The
     * refusals that are taken back (a move with an empty neighbour, not on the point the last turn
     * emptied alone) are counted, so that the test cannot pass without them.
     */
    @Test
    void playIfAllowedPlaysWhatCheckAllowsAndTakesBackWhatItRefuses() {
        int takenBack = 0;
        Grid[] grids = {new Grid(2, 2), new Grid(3, 1), new Grid(4, 1), new Grid(3, 2), new Grid(3, 3)};
        for (Ruleset.Repetition repetition : Ruleset.Repetition.values()) {
            for (Ruleset.Suicide suicide : Ruleset.Suicide.values()) {
                Ruleset rules = Ruleset.TROMP_TAYLOR.withRepetition(repetition).withSuicide(suicide);
                for (Grid grid : grids) {
                    for (int seed = 0; seed < 6; seed++) {
                        takenBack += playIfAllowedThroughAGame(Setup.of(rules, grid), new SplittableRandom(seed),
                                repetition + ", suicide " + suicide + ", " + grid + ", seed " + seed);
                    }
                }
            }
        }
        assertTrue(takenBack > 0, "no refusal was taken back");
    }

    /** For the test above: one random game, each turn's empty points tried; returns the refusals taken back. */
    private static int playIfAllowedThroughAGame(Setup setup, SplittableRandom random, String where) {
        int takenBack = 0;
        FastBoard b = FastBoard.start(setup);
        int emptiedAlone = -1;
        for (int turn = 0; turn < 80 && !b.ended(); turn++) {
            java.util.List<Integer> legal = new java.util.ArrayList<>();
            for (int i = 0; i < b.cellCount(); i++) {
                if (!b.isPoint(i) || b.colour(i) != FastBoard.EMPTY) {
                    continue;
                }
                String at = where + ", turn " + turn + ", " + b.point(i);
                FastBoard c = b.copy();
                boolean played = c.playIfAllowed(i);
                assertEquals(b.check(i).legal(), played, at);
                assertTrue(c.stringsHold(), at + ": strings");
                assertTrue(c.listsHold(), at + ": lists");
                if (played) {
                    legal.add(i);
                    FastBoard d = b.copy();
                    d.play(i);
                    assertEquals(d.colouring(), c.colouring(), at);
                    assertEquals(d.hash(), c.hash(), at);
                    assertEquals(d.toMove(), c.toMove(), at);
                    assertEquals(d.turnNumber(), c.turnNumber(), at);
                } else {
                    assertEquals(b.colouring(), c.colouring(), at);
                    assertEquals(b.hash(), c.hash(), at);
                    assertEquals(b.turnNumber(), c.turnNumber(), at);
                    int s = b.stride();
                    boolean emptyNeighbour = b.colour(i - 1) == FastBoard.EMPTY || b.colour(i + 1) == FastBoard.EMPTY
                            || b.colour(i - s) == FastBoard.EMPTY || b.colour(i + s) == FastBoard.EMPTY;
                    if (emptyNeighbour && i != emptiedAlone) {
                        takenBack++;
                        // What was taken back answers as before, at every point.
                        for (int q = 0; q < b.cellCount(); q++) {
                            if (b.isPoint(q)) {
                                assertEquals(b.check(q), c.check(q), at + ", then " + b.point(q));
                            }
                        }
                    }
                }
            }
            Colouring before = b.colouring();
            if (legal.isEmpty() || random.nextInt(10) == 0) {
                b.pass();
                emptiedAlone = -1;
            } else {
                b.play(legal.get(random.nextInt(legal.size())));
                emptiedAlone = -1;
                int emptied = 0;
                for (int i = 0; i < b.cellCount(); i++) {
                    if (b.isPoint(i) && b.colour(i) == FastBoard.EMPTY && before.colour(b.point(i)) != org.logicalgo.rules.Colour.EMPTY) {
                        emptied++;
                        emptiedAlone = i;
                    }
                }
                if (emptied != 1) {
                    emptiedAlone = -1;
                }
            }
        }
        return takenBack;
    }
}
