package org.logicalgo.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Refusal;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.testkit.GameCase;
import org.logicalgo.testkit.Generators;

/**
 * {@link FastBoard#undo} takes a turn back exactly: after any turns played and taken back the board
 * answers every question as it did before them, the verdict on every point of the grid included
 * (with the earlier turn a repetition names, which only a history put back as it was can give),
 * and its strings and lists hold. On random games of every ruleset, by QuickTheories.
 */
class FastBoardUndoTest {

    private static final int EXAMPLES = Integer.getInteger("logicalgo.examples", 200);

    /** All a board answers, as a value to compare. */
    private record Snapshot(Colouring colouring, long hash, int toMove, int turnNumber, int passes, boolean ended,
                            Optional<Refusal.Ended> end, List<MoveCheck> checks, List<Boolean> mayPlay, int black, int white) {
        static Snapshot of(FastBoard b) {
            List<MoveCheck> checks = new ArrayList<>();
            List<Boolean> may = new ArrayList<>();
            for (Point p : b.grid().points()) {
                checks.add(b.check(b.index(p)));
                may.add(b.mayPlay(b.index(p)));
            }
            return new Snapshot(b.colouring(), b.hash(), b.toMove(), b.turnNumber(), b.consecutivePasses(), b.ended(),
                    b.end(), checks, may, b.score(FastBoard.BLACK), b.score(FastBoard.WHITE));
        }
    }

    @Test
    void everyTurnTakenBackLeavesTheBoardAsItWas() {
        qt().withExamples(EXAMPLES).withShrinkCycles(100).forAll(Generators.games()).checkAssert(this::playAndTakeBack);
    }

    private void playAndTakeBack(GameCase c) {
        FastBoard b = FastBoard.start(c.setup());
        b.keepTurns();
        List<Snapshot> before = new ArrayList<>();
        List<Integer> played = new ArrayList<>();
        int step = 0;
        for (int choice : c.choices()) {
            if (b.ended()) {
                break;
            }
            before.add(Snapshot.of(b));
            int turn = turnFor(b, choice);
            played.add(turn);
            if (turn < 0) {
                b.pass();
            } else {
                b.play(turn);
            }
            assertTrue(b.stringsHold(), () -> "strings after " + played + " in " + c);
            assertTrue(b.listsHold(), () -> "lists after " + played + " in " + c);
            // Now and then, take back some turns, compare, and play them again.
            if (++step % 5 == 0) {
                int back = Math.min(played.size(), 1 + choice % 6);
                for (int k = 0; k < back; k++) {
                    b.undo();
                    int at = played.size() - 1 - k;
                    assertEquals(before.get(at), Snapshot.of(b), "after taking back turn " + (at + 1) + " of " + played + " in " + c);
                    assertTrue(b.stringsHold(), "strings after taking back in " + c.setup() + " " + names(b, played));
                    assertTrue(b.listsHold(), "lists after taking back in " + c.setup() + " " + names(b, played) + " back " + (k + 1));
                }
                for (int k = back; k > 0; k--) {
                    int t = played.get(played.size() - k);
                    if (t < 0) {
                        b.pass();
                    } else {
                        b.play(t);
                    }
                }
            }
        }
        for (int at = played.size() - 1; at >= 0; at--) {
            b.undo();
            assertEquals(before.get(at), Snapshot.of(b), "taking all back, turn " + (at + 1) + " of " + played + " in " + c);
        }
        assertEquals(0, b.keptTurns());
    }

    private static String names(FastBoard b, List<Integer> played) {
        return played.stream().map(t -> t < 0 ? "pass" : b.point(t).toString()).toList().toString();
    }

    /** A turn the board allows, by the generator's choice: a pass for low choices, else the k-th point it may colour. */
    private static int turnFor(FastBoard b, int choice) {
        List<Integer> may = new ArrayList<>();
        for (Point p : b.grid().points()) {
            if (b.mayPlay(b.index(p))) {
                may.add(b.index(p));
            }
        }
        if (choice < GameCase.PASS_BELOW || may.isEmpty()) {
            return -1;
        }
        return may.get(choice % may.size());
    }

    @Test
    void aCaptureTakenBackPutsTheStringBackWhole() {
        // 3x3: White's two stones at A1 B1 taken by Black at C1, which A2 and B2 surround.
        Setup setup = Setup.of(Ruleset.TROMP_TAYLOR, new Grid(3, 3))
                .withStart(Colouring.parse("...\nXX.\nOO."), org.logicalgo.rules.Colour.BLACK);
        FastBoard b = FastBoard.start(setup);
        b.keepTurns();
        Snapshot start = Snapshot.of(b);
        b.play(b.index(Point.parse("C1", setup.grid())));
        assertEquals(Colouring.parse("...\nXX.\n..X"), b.colouring());
        b.undo();
        assertEquals(start, Snapshot.of(b));
        assertTrue(b.stringsHold() && b.listsHold());
    }

    @Test
    void nothingKeptNothingTakenBack() {
        FastBoard b = FastBoard.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(3, 3)));
        assertThrows(IllegalStateException.class, b::undo);
        b.keepTurns();
        b.pass();
        b.undo();
        assertThrows(IllegalStateException.class, b::undo);
    }
}
