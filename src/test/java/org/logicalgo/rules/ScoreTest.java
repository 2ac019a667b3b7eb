package org.logicalgo.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;

import org.junit.jupiter.api.Test;

/** TT-9, TT-10, TT-C10 and TT-V2: the score, what is added to White's, and the score in words. */
class ScoreTest {

    @Test
    void theBonusAndTheKomiAreBothAddedToWhiteAndEachNamed() {
        // Black 5, White 3; White gets 1 for a handicap (FR-14: two stones less one) and 0.5 komi:
        // 5 - (3 + 1 + 0.5) = 0.5, Black's by half a point.
        Score s = new Score(5, 3, 1, 0.5);
        assertEquals(0.5, s.margin());
        assertEquals(Optional.of(Colour.BLACK), s.winner());
        assertEquals("B+0.5", s.result());
        assertEquals("Black 5, White 3 + handicap bonus 1 + komi 0.5", s.text());
        // The French texts' words, and a komi written with a comma.
        assertEquals("Noir 5, Blanc 3 + compensation de handicap 1 + komi 0,5", s.text(Language.FRENCH));
        assertEquals(s.text(), s.text(Language.ENGLISH));
    }

    @Test
    void aBonusWithNoKomiCanMakeATieAndTheKomiIsNotNamed() {
        // 3x3, handicap 2, White's bonus n-1 = 1, komi 0: B A1, B A3, W C2, two passes. Every empty
        // point is in one region reaching both colours (TT-9), so Black 2, White 1: 2 - (1 + 1) = 0.
        Score s = new Score(2, 1, 1, 0);
        assertEquals(Optional.empty(), s.winner());
        assertEquals("0", s.result());
        assertEquals("Black 2, White 1 + handicap bonus 1", s.text());
    }

    @Test
    void withoutABonusTheScoreReadsAsBeforeAndTheThreeNumberScoreHasNone() {
        assertEquals(new Score(3, 1, 0, 2.5), new Score(3, 1, 2.5));
        // 3 - (1 + 2.5) = -0.5.
        assertEquals("W+0.5", new Score(3, 1, 2.5).result());
        assertEquals("Black 3, White 1 + komi 2.5", new Score(3, 1, 2.5).text());
        assertEquals("Black 9, White 0", new Score(9, 0, 0).text());
        // A negative komi counts for Black (TT-R9): 1 - (1 - 2.5) = 2.5.
        assertEquals("Black 1, White 1 + komi -2.5", new Score(1, 1, -2.5).text());
        assertEquals("B+2.5", new Score(1, 1, -2.5).result());
    }

    @Test
    void theResultCountsOnlyTheTotalAddedToWhite() {
        // SGF's RE and GTP's final_score write the margin alone: two points of bonus and no komi
        // read as two points of komi did before the bonus was kept apart (9 - 2 = 7).
        assertEquals(new Score(9, 0, 2.0).result(), new Score(9, 0, 2, 0).result());
        assertEquals("B+7", new Score(9, 0, 2, 0).result());
    }
}
