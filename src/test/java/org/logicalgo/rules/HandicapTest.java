package org.logicalgo.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link Ruleset.Handicap#alternatesFrom}: the turn from which the handicap rules stop mattering, which a board asks once. */
class HandicapTest {

    @Test
    void threeStonesAsTheLogicalRulesGiveThem() {
        // TT-C5: Black's first three turns are consecutive; after the third accepted turn White moves.
        Ruleset.Handicap h = Ruleset.Handicap.CONSECUTIVE_MOVES;
        assertTrue(h.blackMovesAgain(2, 3));
        assertFalse(h.blackMovesAgain(3, 3));
        assertEquals(3, h.alternatesFrom(3));
    }

    @Test
    void threeStonesAsTheNewZealandRulesGiveThem() {
        // NZ-13: turns alternate and White passes on his first two turns, after accepted turns 1 and 3; he plays after turn 5.
        Ruleset.Handicap h = Ruleset.Handicap.WHITE_PASSES;
        assertTrue(h.whiteMustPass(1, 3, Colour.WHITE));
        assertTrue(h.whiteMustPass(3, 3, Colour.WHITE));
        assertFalse(h.whiteMustPass(5, 3, Colour.WHITE));
        assertEquals(5, h.alternatesFrom(3));
        assertEquals(0, h.alternatesFrom(0));
    }

    @Test
    void fromThenOnNeitherRuleAnswersYesAndJustBeforeOneDoes() {
        for (Ruleset.Handicap h : Ruleset.Handicap.values()) {
            for (int stones = 0; stones <= 9; stones++) {
                int from = h.alternatesFrom(stones);
                for (int turn = from; turn < from + 40; turn++) {
                    for (Colour mover : new Colour[] {Colour.BLACK, Colour.WHITE}) {
                        assertFalse(h.blackMovesAgain(turn, stones) || h.whiteMustPass(turn, stones, mover),
                                h + ", " + stones + " stones, turn " + turn);
                    }
                }
                if (stones >= 2) {
                    int before = from - 1;
                    assertTrue(h.blackMovesAgain(before, stones) || h.whiteMustPass(before, stones, Colour.WHITE),
                            h + ", " + stones + " stones: the handicap still matters at turn " + before);
                }
            }
        }
    }
}
