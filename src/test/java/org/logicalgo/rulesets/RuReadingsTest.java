package org.logicalgo.rulesets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import org.logicalgo.rules.Ruleset;

/** KataGo's rules strings in RU, read part by part (KataGo's documentation of its rules, 'rules.html'). */
class RuReadingsTest {

    private static RuReadings.Mapping read(String ru) {
        return RuReadings.forRu(ru).orElseThrow(() -> new AssertionError("no reading of " + ru));
    }

    @Test
    void positionalSuperkoAreaScoringWithSuicideAndNoBonusIsTheLogicalRulesExactly() {
        // KataGo's tromp-taylor: koPOSITIONAL scoreAREA taxNONE sui1 (multi-stone suicide legal) whb0.
        RuReadings.Mapping m = read("koPOSITIONALscoreAREAtaxNONEsui1whb0");
        assertEquals(Ruleset.TROMP_TAYLOR, m.ruleset());
        assertTrue(m.exact(), m.note());
    }

    @Test
    void simpleKoWithoutSuicideIsNamedByTheRegistryAndExact() {
        RuReadings.Mapping m = read("koSIMPLEscoreAREAtaxNONEsui0");
        assertEquals("tromp-taylor+ko=simple+suicide=forbidden", m.ruleset().name());
        assertEquals(Ruleset.Repetition.SIMPLE, m.ruleset().repetition());
        assertTrue(m.exact(), m.note());
    }

    @Test
    void whatHasNoSettingHereIsSaidAndMakesItAnApproximation() {
        // KataGo's chinese: simple ko, area, suicide illegal, White's handicap bonus N (TT-V2): every part a setting.
        RuReadings.Mapping chinese = read("koSIMPLEscoreAREAtaxNONEsui0whbN");
        assertTrue(chinese.exact(), chinese.note());
        assertEquals("tromp-taylor+ko=simple+suicide=forbidden+bonus=n", chinese.ruleset().name());
        assertEquals("tromp-taylor+ko=situational+suicide=forbidden+bonus=n-1", read("koSITUATIONALscoreAREAsui0whbN-1").ruleset().name());
        // KataGo's japanese: simple ko, territory, seki tax, suicide illegal.
        RuReadings.Mapping japanese = read("koSIMPLEscoreTERRITORYtaxSEKIsui0");
        assertEquals("tromp-taylor+ko=simple+suicide=forbidden", japanese.ruleset().name());
        assertFalse(japanese.exact());
        assertTrue(japanese.note().contains("territory scoring") && japanese.note().contains("tax SEKI"), japanese.note());
        // With suicide legal, KataGo still refuses a lone stone's: under situational ko our rules allow it.
        RuReadings.Mapping situational = read("koSITUATIONALscoreAREAsui1");
        assertEquals("tromp-taylor+ko=situational", situational.ruleset().name());
        assertTrue(situational.note().contains("lone stone's suicide"), situational.note());
        assertTrue(read("koPOSITIONALscoreAREAtaxNONEsui1button1").note().contains("button"));
    }

    @Test
    void caseDoesNotMatterAndOtherNamesAreTheTables() {
        assertEquals(Ruleset.TROMP_TAYLOR, read("kopositionalscorearea").ruleset());
        assertEquals("chinese", read("Chinese").ruleset().name());
        assertTrue(RuReadings.forRu("koNEVERscoreAREA").isEmpty());
    }
}
