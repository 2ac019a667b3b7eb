package org.logicalgo.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.IllegalTurnException;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

class ReferenceGameTest {

    private static Game start(String drawing) {
        return Reference.ENGINE.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(1, 1))
                .withStart(Colouring.parse(drawing), Colour.BLACK));
    }

    private static Game play(Game g, String... turns) {
        for (String t : turns) {
            g = g.play(Turn.parse(t, g.setup().grid(), g.toMove()));
        }
        return g;
    }

    @Test
    void aRepetitionNamesTheEarliestTurnWhoseColouringItRepeats() {
        // Ko with threats: after B C2, W A4, B D4 the ko is taken back (move 4); Black's retake
        // at C2 (move 5) would give the colouring after move 3.
        Game g = play(start("""
                ....
                .XO.
                XO.O
                .XO."""), "B C2", "W A4", "B D4", "W B2");
        // The threats played at A4 and D4; White's B2 has taken C2 back.
        assertEquals(Colouring.parse("""
                O..X
                .XO.
                XO.O
                .XO."""), g.colouring());
        Verdict v = g.judge(Turn.parse("B C2", g.setup().grid(), g.toMove()));
        Verdict.Refused r = assertInstanceOf(Verdict.Refused.class, v);
        assertEquals("TT-6", r.clause());
        assertEquals(3, r.repeats().getAsInt());
        assertEquals("repeats the grid colouring after move 3 [TT-6]", r.toString());
    }

    @Test
    void playingARefusedTurnThrowsWithTheRefusal() {
        Game g = Reference.ENGINE.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(1, 1)));
        IllegalTurnException e = assertThrows(IllegalTurnException.class,
                () -> g.play(Turn.parse("B A1", g.setup().grid(), Colour.BLACK)));
        assertEquals("TT-6", e.refusal().clause());
        assertEquals(0, g.turnNumber(), "the game before the refused turn is unchanged");
    }

    @Test
    void aGameIsAValueThatPlayDoesNotChange() {
        Game before = Reference.ENGINE.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(3, 3)));
        Game after = play(before, "B B2");
        assertEquals(Colouring.empty(new Grid(3, 3)), before.colouring());
        assertEquals(Colour.BLACK, before.toMove());
        assertEquals(1, after.turnNumber());
        assertEquals(Colour.WHITE, after.toMove());
    }

    @Test
    void legalTurnsAreExactlyTheAcceptedOnes() {
        Random random = new Random(7);
        Game g = Reference.ENGINE.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(3, 2)));
        for (int i = 0; i < 60 && !g.ended(); i++) {
            var legal = g.legalTurns();
            assertTrue(legal.contains(new Turn.Pass(g.toMove())), "a pass is always legal (TT-R3)");
            for (var p : g.setup().grid().points()) {
                Turn t = new Turn.Play(g.toMove(), p);
                assertEquals(g.judge(t).accepted(), legal.contains(t), t.text());
            }
            g = g.play(legal.get(random.nextInt(legal.size())));
        }
        assertFalse(g.legalTurns().isEmpty() && !g.ended());
    }

    @Test
    void underPositionalSuperkoNoColouringComesBack() {
        // TT-6 with TT-R2: over a long random game on a small grid, each accepted move's colouring is new.
        Random random = new Random(11);
        Game g = Reference.ENGINE.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(2, 2)));
        java.util.Set<Colouring> seen = new java.util.HashSet<>();
        seen.add(g.colouring());
        int moves = 0;
        while (!g.ended()) {
            var plays = g.legalTurns().stream().filter(t -> t instanceof Turn.Play).toList();
            Turn t = plays.isEmpty() || random.nextInt(10) == 0 ? new Turn.Pass(g.toMove()) : plays.get(random.nextInt(plays.size()));
            g = g.play(t);
            if (t instanceof Turn.Play) {
                moves++;
                assertTrue(seen.add(g.colouring()), "colouring repeated at move " + g.turnNumber());
            }
        }
        assertEquals(moves + 1, seen.size());
    }
}
