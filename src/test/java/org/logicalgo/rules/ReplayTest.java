package org.logicalgo.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import org.logicalgo.reference.Reference;

/** The one replay: each turn, its verdict and the game after it; a refused turn is not played. */
class ReplayTest {

    /** The ko of the corpus: Black takes at C2, White retakes at B2 at once (TT-6 refuses it). */
    private static final Game KO = Reference.ENGINE.start(
            Setup.of(Ruleset.TROMP_TAYLOR, new Grid(4, 4)).withStart(Colouring.parse("..../.XO./XO.O/.XO."), Colour.BLACK));

    private static List<Turn> turns(String... texts) {
        List<Turn> out = new ArrayList<>();
        for (String t : texts) {
            out.add(Turn.parse(t, new Grid(4, 4), Colour.BLACK));
        }
        return out;
    }

    @Test
    void aRefusedTurnLeavesTheGameAsItWasAndStopsTheReplayThatStops() {
        List<Replay.Step<Turn>> steps = Replay.of(KO, turns("B C2", "W B2", "W pass"), Replay.AfterRefusal.STOPS).steps().toList();
        assertEquals(2, steps.size());
        assertTrue(steps.get(0).accepted());
        assertEquals(1, steps.get(0).after().turnNumber());
        Replay.Step<Turn> retake = steps.get(1);
        assertEquals(2, retake.number());
        assertEquals("TT-6", retake.refused().orElseThrow().clause());
        assertSame(retake.before(), retake.after());
        Replay.End<Turn> end = Replay.of(KO, turns("B C2", "W B2", "W pass"), Replay.AfterRefusal.STOPS).end();
        assertEquals(2, end.steps());
        assertEquals(steps.get(1).offered(), end.refused().orElseThrow().offered());
    }

    @Test
    void aReplayThatGoesOnTriesTheNextTurnOnTheGameAsItWas() {
        Replay.End<Turn> end = Replay.of(KO, turns("B C2", "W B2", "W pass"), Replay.AfterRefusal.GOES_ON).end();
        assertEquals(3, end.steps());
        assertEquals(2, end.refused().orElseThrow().number());
        // The pass after the refused retake is played on the game after move 1.
        assertEquals(2, end.game().turnNumber());
        assertEquals(1, end.game().consecutivePasses());
    }

    @Test
    void eachTurnIsReadInTheGameItIsOfferedToAndNothingPastTheStop() {
        List<String> read = new ArrayList<>();
        Replay.Reading<String> reading = (game, text) -> {
            read.add(text);
            return Optional.of(Turn.parse(text, game.setup().grid(), game.toMove()));
        };
        Replay.End<String> end = Replay.of(KO, List.of("C2", "B2", "not a turn"), reading, Replay.AfterRefusal.STOPS).end();
        assertEquals(List.of("C2", "B2"), read);
        // "B2" without a colour is White's: the player to move after C2.
        assertEquals(Colour.WHITE, ((Turn.Play) end.refused().orElseThrow().turn().orElseThrow()).colour());
    }

    @Test
    void whatNamesNoTurnIsRefusedAsTheReadingSays() {
        Replay.Reading<String> offGrid = new Replay.Reading<>() {
            @Override
            public Optional<Turn> turn(Game game, String where) {
                return Optional.empty();
            }

            @Override
            public Verdict.Refused unread(Game game, String where) {
                return Verdict.Refused.of(game.setup().rules(), new Refusal.OffGrid(where, game.setup().grid()));
            }
        };
        Replay.Step<String> step = Replay.of(KO, List.of("[zz]"), offGrid, Replay.AfterRefusal.STOPS).iterator().next();
        assertFalse(step.accepted());
        assertEquals("TT-1", step.refused().orElseThrow().clause());
        assertTrue(step.turn().isEmpty());
        assertSame(KO, step.after());
    }
}
