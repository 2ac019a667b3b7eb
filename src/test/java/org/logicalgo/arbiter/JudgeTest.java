package org.logicalgo.arbiter;

import org.logicalgo.rulesets.Rulesets;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.SgfException;
import org.logicalgo.sgf.SgfParser;

class JudgeTest {

    private static final Judge JUDGE = new Judge(Reference.ENGINE);

    /** The ko of the README on 4x4 (SGF rows a, at the top, to d), Black to move: B C2 takes B2, W B2 retakes at once. */
    static final String KO = "(;FF[4]GM[1]SZ[4]AB[bb][ac][bd]AW[cb][bc][dc][cd]PL[B];B[cc];W[bc])";

    /** 5x1: Black C1 owns A1 B1 (3), White E1 (1), D1 is nobody's; komi 2.5: W+0.5. */
    static String line(String re) {
        return "(;SZ[5:1]KM[2.5]" + re + ";B[ca];W[ea];B[];W[])";
    }

    /** 3x3, White to move: W B3 joins A3 into a string with no path to empty; it clears itself (two points). */
    static final String SUICIDE = "(;SZ[3]RU[Chinese]AW[aa]AB[ca][bb][ab]PL[W];W[ba])";

    private static Judgement judge(String sgf) {
        return judge(sgf, Optional.empty());
    }

    private static Judgement judge(String sgf, Optional<Ruleset> rules) {
        return JUDGE.judge(GameRecord.read(SgfParser.parse(sgf).get(0)), rules.map(r -> new Rulesets.Reading(r, true, "")));
    }

    @Test
    void aKoRetakenAtOnceIsRefusedNamingTheTurnTheClauseAndTheStart() {
        assertEquals(Colouring.parse("""
                ....
                .XO.
                XO.O
                .XO."""), GameRecord.read(SgfParser.parse(KO).get(0)).start());
        Judgement j = judge(KO);
        Judgement.Refusal r = j.refusal().orElseThrow();
        assertEquals(2, r.move().number());
        assertEquals("W B2", r.move().text());
        assertEquals("TT-6", r.verdict().clause());
        assertEquals(0, r.verdict().repeats().getAsInt());
        // The game stands after move 1: B2 emptied, C2 black.
        assertEquals(Colouring.parse("""
                ....
                .XO.
                X.XO
                .XO."""), j.game().colouring());
        assertFalse(j.clean());
        assertEquals(RecordedResult.Agreement.NOT_COMPARED, j.agreement());
    }

    @Test
    void theRecordsResultIsComparedWithTheScoreAndKomi() {
        Judgement agrees = judge(line("RE[W+0.5]"));
        assertEquals(3, agrees.score().black());
        assertEquals(1, agrees.score().white());
        assertEquals("W+0.5", agrees.score().result());
        assertTrue(agrees.game().ended());
        assertEquals(RecordedResult.Agreement.AGREES, agrees.agreement());
        assertTrue(agrees.clean());
        assertEquals(RecordedResult.Agreement.DISAGREES, judge(line("RE[B+0.5]")).agreement());
        assertEquals(RecordedResult.Agreement.DISAGREES, judge(line("RE[W+1.5]")).agreement());
        assertEquals(RecordedResult.Agreement.AGREES, judge(line("RE[W+]")).agreement());
        Judgement resigned = judge(line("RE[B+R]"));
        assertEquals(RecordedResult.Agreement.NOT_COMPARED, resigned.agreement());
        assertEquals("Black won by resignation, which the rules do not score", resigned.agreementWhy());
        assertTrue(resigned.clean());
    }

    @Test
    void ruNamesTheRulesetUnlessOneIsGiven() {
        Judgement chinese = judge(SUICIDE);
        assertEquals("tromp-taylor+suicide=forbidden+ending=agreement+bonus=n+komi=7.5", Rulesets.name(chinese.rules()));
        assertEquals("RU[Chinese]", chinese.rulesFrom());
        assertEquals("TT-C7", chinese.refusal().orElseThrow().verdict().clause());
        assertTrue(chinese.notes().get(0).startsWith("RU[Chinese] is read as tromp-taylor+suicide=forbidden+ending=agreement+bonus=n+komi=7.5, an approximation: "), chinese.notes().toString());
        Judgement logical = judge(SUICIDE, Optional.of(Ruleset.TROMP_TAYLOR));
        assertTrue(logical.refusal().isEmpty());
        // Both white stones are cleared: every point is Black's (three stones, six empty points reaching only black).
        assertEquals(Colouring.parse("""
                ..X
                XX.
                ..."""), logical.game().colouring());
        assertEquals(9, logical.score().black());
        assertEquals(0, logical.score().white());
    }

    @Test
    void aGameThatHadNotEndedSaysWhatItsRulesetWaitedFor() {
        // Japanese is read as agreement-or-four-passes (TT-C8): two passes let the players agree, they do not end it.
        Judgement j = judge("(;FF[4]SZ[5]RU[Japanese]KM[6.5];B[cc];W[dc];B[];W[])");
        assertFalse(j.game().ended());
        assertEquals("the game had not ended (4 turns, 2 consecutive passes at the end): two passes do not end it under"
                + " this ruleset: the players then agree which points to empty, or four consecutive passes end it as it"
                + " stands (TT-C8); the score is that of the colouring as it stands (TT-9)", j.notes().get(1));
        // Under the logical rules one pass is not two (TT-8).
        Judgement tt = judge("(;FF[4]SZ[5]KM[0];B[cc];W[dc];B[])");
        assertEquals(List.of("the game had not ended (3 turns, 1 consecutive pass at the end): two consecutive passes"
                + " end it (TT-8); the score is that of the colouring as it stands (TT-9)"), tt.notes());
    }

    @Test
    void anUnknownRuIsJudgedUnderTheLogicalRulesWithANote() {
        Judgement j = judge("(;SZ[3]RU[Martian];B[bb])");
        assertEquals(Ruleset.TROMP_TAYLOR, j.rules());
        assertTrue(j.notes().get(0).startsWith("RU[Martian] is not a ruleset this project reads (no ruleset called 'Martian'"), j.notes().toString());
    }

    @Test
    void turnsTheRulesRefuseOtherwise() {
        assertEquals("TT-1", judge("(;SZ[3];B[dd])").refusal().orElseThrow().verdict().clause());
        assertEquals("TT-R8", judge("(;SZ[3];B[];W[];B[bb])").refusal().orElseThrow().verdict().clause());
        assertEquals(3, judge("(;SZ[3];B[];W[];B[bb])").refusal().orElseThrow().move().number());
        assertEquals("TT-5", judge("(;SZ[3]PL[B];W[bb])").refusal().orElseThrow().verdict().clause());
        assertEquals("TT-7", judge("(;SZ[3];B[bb];W[bb])").refusal().orElseThrow().verdict().clause());
    }

    @Test
    void aStartWithAStringWithoutALibertyIsNotAGame() {
        // 2x1 with both points black: the string has no path to empty (TT-R7).
        SgfException e = assertThrows(SgfException.class, () -> judge("(;SZ[2:1]AB[aa][ba])"));
        assertTrue(e.getMessage().startsWith("byte 1: the game's setup: the starting colouring has a string without a liberty"), e.getMessage());
    }

    @Test
    void theRuTableKnowsTheUsualSpellings() {
        for (String ru : List.of("Chinese", "chinese rules", "CN")) {
            assertEquals("tromp-taylor+suicide=forbidden+ending=agreement+bonus=n+komi=7.5", Rulesets.name(Rulesets.readRu(ru).ruleset()), ru);
        }
        for (String ru : List.of("Tromp-Taylor", "tromp taylor", "TT")) {
            assertEquals(Ruleset.TROMP_TAYLOR, Rulesets.readRu(ru).ruleset(), ru);
            assertTrue(Rulesets.readRu(ru).exact(), ru);
        }
        assertEquals(Ruleset.Repetition.SITUATIONAL, Rulesets.readRu("AGA").ruleset().repetition());
        assertEquals(Ruleset.Suicide.ALLOWED, Rulesets.readRu("NZ").ruleset().suicide());
        assertEquals(Ruleset.Suicide.FORBIDDEN, Rulesets.readRu("Japanese").ruleset().suicide());
        assertEquals(Ruleset.TROMP_TAYLOR, Rulesets.readRu("Martian").ruleset());
        assertFalse(Rulesets.readRu("Martian").exact());
    }
}
