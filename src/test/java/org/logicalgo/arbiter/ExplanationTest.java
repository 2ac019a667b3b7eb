package org.logicalgo.arbiter;

import org.logicalgo.rulesets.Rulesets;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.logicalgo.testkit.Positions.points;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.SgfParser;

class ExplanationTest {

    private static final Judge JUDGE = new Judge(Reference.ENGINE);

    private static GameRecord record(String sgf) {
        return GameRecord.read(SgfParser.parse(sgf).get(0));
    }

    private static List<String> clauses(Explanation e) {
        return e.clauses().stream().map(c -> c.clause() + (c.holds() ? "" : "!")).toList();
    }

    @Test
    void theKoRetakeCapturesC2AndSoRepeatsTheStart() {
        Explanation e = Explanation.of(JUDGE, record(JudgeTest.KO), 2, Ruleset.TROMP_TAYLOR);
        // Before move 2: Black's C2 (move 1) has just taken White's B2.
        assertEquals(Colouring.parse("""
                ....
                .XO.
                X.XO
                .XO."""), e.before().orElseThrow().colouring());
        // The checks in their order (rules.Check), rule 7's three steps after the point is found empty.
        assertEquals(List.of("TT-8", "TT-5", "TT-1", "TT-7", "TT-7", "TT-7", "TT-7", "TT-C7", "TT-6!"), clauses(e));
        // W B2 takes C2 back: the start again.
        Explanation.Effect effect = e.effect().orElseThrow();
        assertEquals(points(new Grid(4, 4), "C2"), effect.clearings().opponent());
        assertEquals(Set.of(), effect.clearings().own());
        assertEquals(Colouring.parse("""
                ....
                .XO.
                XO.O
                .XO."""), effect.colouring());
        assertEquals("clearing Black empties C2 (1 point)", e.clauses().get(5).says());
        assertEquals("repeats the grid colouring at the start", e.clauses().get(8).says());
        assertFalse(e.verdict().orElseThrow().accepted());
        assertTrue(e.after().isEmpty());
    }

    @Test
    void aSuicideIsShownClearingItsOwnStonesAndRefusedOnlyWhereForbidden() {
        GameRecord r = record(JudgeTest.SUICIDE);
        Explanation chinese = Explanation.of(JUDGE, r, 1, Rulesets.read("Chinese").ruleset());
        assertEquals(Colouring.parse("""
                O.X
                XX.
                ..."""), chinese.before().orElseThrow().colouring());
        // Refused by the suicide check, so the repetition check after it is never asked.
        assertEquals(List.of("TT-8", "TT-5", "TT-1", "TT-7", "TT-7", "TT-7", "TT-7", "TT-C7!"), clauses(chinese));
        // W B3 joins A3: the string {A3,B3} reaches no empty point, and its own clearing empties it.
        assertEquals(points(new Grid(3, 3), "A3", "B3"), chinese.effect().orElseThrow().clearings().own());
        assertEquals(Colouring.parse("""
                ..X
                XX.
                ..."""), chinese.effect().orElseThrow().colouring());
        Explanation logical = Explanation.of(JUDGE, r, 1, Ruleset.TROMP_TAYLOR);
        assertTrue(logical.verdict().orElseThrow().accepted());
        assertEquals("clearing White empties A3 B3 (2 points)", logical.clauses().get(6).says());
        assertEquals(List.of("TT-8", "TT-5", "TT-1", "TT-7", "TT-7", "TT-7", "TT-7", "TT-C7", "TT-6", "TT-8", "TT-9"), clauses(logical));
        assertEquals("the score then: Black 9, White 0", logical.clauses().get(10).says());
    }

    @Test
    void theScoreNamesWhitesHandicapBonusApartFromKomi() {
        // 5x5, HA[2], KM[0.5]: B B4, B D2, then W C3. The 22 empty points are one region reaching
        // both colours, nobody's (TT-9): Black 2, White 1. With the bonus n-1 (TT-V2) White gets 1
        // for Black's second stone, beside the half point of komi.
        GameRecord r = record("(;FF[4]GM[1]SZ[5]HA[2]KM[0.5];B[bb];B[dd];W[cc])");
        Explanation paid = Explanation.of(JUDGE, r, 3, Ruleset.TROMP_TAYLOR.withBonus(Ruleset.Bonus.PER_STONE_LESS_ONE));
        assertEquals(List.of("the score then: Black 2, White 1 + handicap bonus 1 + komi 0.5"), scoreSaid(paid));
        Explanation unpaid = Explanation.of(JUDGE, r, 3, Ruleset.TROMP_TAYLOR);
        assertEquals(List.of("the score then: Black 2, White 1 + komi 0.5"), scoreSaid(unpaid));
    }

    private static List<String> scoreSaid(Explanation e) {
        return e.clauses().stream().map(c -> c.says()).filter(s -> s.startsWith("the score then")).toList();
    }

    @Test
    void aTurnAfterARefusedOneIsNotExplainedButTheRefusalIsNamed() {
        Explanation e = Explanation.of(JUDGE, record("(;SZ[3];B[bb];W[bb];B[aa])"), 3, Ruleset.TROMP_TAYLOR);
        assertEquals(2, e.earlier().orElseThrow().move().number());
        assertEquals("TT-7", e.earlier().orElseThrow().verdict().clause());
        assertTrue(e.clauses().isEmpty());
    }
}
