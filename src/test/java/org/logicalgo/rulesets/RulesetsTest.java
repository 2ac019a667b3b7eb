package org.logicalgo.rulesets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Ruleset.Bonus;
import org.logicalgo.rules.Ruleset.Counting;
import org.logicalgo.rules.Ruleset.Ending;
import org.logicalgo.rules.Ruleset.Handicap;
import org.logicalgo.rules.Ruleset.Repetition;
import org.logicalgo.rules.Ruleset.Suicide;
import org.logicalgo.rulesets.Rulesets.Reading;

/**
 * The one reader and the one writer of rulesets: a ruleset is its settings, {@code read(name(r))}
 * is {@code r} for every combination, and what other programs call a ruleset is read as
 * docs/rulesets.md says, each exact or with its note. The expected settings are worked out from
 * the rules texts and KataGo's {@code Rules::parseRules}, not copied from the reader.
 */
class RulesetsTest {

    private static final double[] KOMIS = {0, 7.5, 7, 6.5, -3.5, 0.5, 10_000};

    /** Every ruleset the settings can make: each text, each knob's every value, some komis. */
    private static List<Ruleset> everyCombination() {
        List<Ruleset> all = new ArrayList<>();
        for (Ruleset.Text text : Ruleset.Text.values()) {
            for (Repetition ko : Repetition.values()) {
                for (Suicide suicide : Suicide.values()) {
                    for (Ending ending : Ending.values()) {
                        for (Counting counting : Counting.values()) {
                            for (Handicap handicap : Handicap.values()) {
                                for (Bonus bonus : Bonus.values()) {
                                    for (double komi : KOMIS) {
                                        for (Ruleset.Button button : Ruleset.Button.values()) {
                                            for (Ruleset.Ties ties : Ruleset.Ties.values()) {
                                                for (int most : new int[] {0, 722}) {
                                                    all.add(new Ruleset(text, ko, suicide, ending, counting, handicap, bonus, komi,
                                                            button, most, ties, Ruleset.Tax.NONE, Ruleset.Repeating.REFUSED,
                                                            Ruleset.Cycles.GO_ON));
                                                }
                                                // The taxes with the other new settings as the presets have them.
                                                if (button == Ruleset.Button.NONE && ties == Ruleset.Ties.DRAW) {
                                                    for (Ruleset.Tax tax : List.of(Ruleset.Tax.SEKI, Ruleset.Tax.ALL)) {
                                                        all.add(new Ruleset(text, ko, suicide, ending, counting, handicap, bonus,
                                                                komi, button, 0, ties, tax, Ruleset.Repeating.REFUSED, Ruleset.Cycles.GO_ON));
                                                    }
                                                    for (Ruleset.Repeating repeating : List.of(Ruleset.Repeating.DRAWN, Ruleset.Repeating.LOST)) {
                                                        all.add(new Ruleset(text, ko, suicide, ending, counting, handicap, bonus,
                                                                komi, button, 0, ties, Ruleset.Tax.NONE, repeating, Ruleset.Cycles.GO_ON));
                                                    }
                                                    all.add(new Ruleset(text, ko, suicide, ending, counting, handicap, bonus,
                                                            komi, button, 0, ties, Ruleset.Tax.NONE, Ruleset.Repeating.REFUSED,
                                                            Ruleset.Cycles.NO_RESULT));
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return all;
    }

    @Test
    void everyRulesetIsReadBackFromItsNameExactlyAndOneNameIsOneRuleset() {
        List<Ruleset> all = everyCombination();
        assertEquals(3 * 6 * 3 * 6 * 3 * 2 * 3 * KOMIS.length * (2 * 2 * 2 + 2 + 2 + 1), all.size());
        Set<String> names = new HashSet<>();
        for (Ruleset r : all) {
            String name = Rulesets.name(r);
            Reading back = Rulesets.read(name);
            assertEquals(r, back.ruleset(), name);
            assertTrue(back.exact(), name);
            assertEquals(r, Rulesets.readName(name), name);
            assertTrue(name.matches(Rulesets.namePattern()), name + " against the case files' pattern");
            assertTrue(names.add(name), "two rulesets named " + name);
        }
    }

    @Test
    void aNameIsThePresetAndOnlyTheSettingsThatDiffer() {
        assertEquals("tromp-taylor", Rulesets.name(Ruleset.TROMP_TAYLOR));
        assertEquals("french", Rulesets.name(Ruleset.FRENCH));
        assertEquals("new-zealand", Rulesets.name(Ruleset.NEW_ZEALAND));
        assertEquals("tromp-taylor+ko=situational+suicide=forbidden",
                Rulesets.name(Ruleset.TROMP_TAYLOR.withSuicide(Suicide.FORBIDDEN).withRepetition(Repetition.SITUATIONAL)));
        // The French text with positional superko: its own preset and one knob, its komi kept (7.5, FR-11).
        assertEquals("french+ko=positional", Rulesets.name(Ruleset.FRENCH.withRepetition(Repetition.POSITIONAL)));
        assertEquals("tromp-taylor+komi=7.5", Rulesets.name(Ruleset.TROMP_TAYLOR.withDefaultKomi(7.5)));
        assertEquals("new-zealand+komi=-0.5", Rulesets.name(Ruleset.NEW_ZEALAND.withDefaultKomi(-0.5)));
    }

    @Test
    void aRulesetIsItsSettingsWhateverItWasCalled() {
        Ruleset a = Rulesets.read("tromp-taylor+ko=situational+suicide=forbidden").ruleset();
        Ruleset b = Rulesets.read("TT+Suicide=No+KO=SSK").ruleset();
        Ruleset c = Ruleset.TROMP_TAYLOR.withRepetition(Repetition.SITUATIONAL).withSuicide(Suicide.FORBIDDEN);
        assertEquals(c, a);
        assertEquals(c, b);
        assertEquals(c.hashCode(), b.hashCode());
        // -0 komi is 0 komi.
        assertEquals(Ruleset.TROMP_TAYLOR, Rulesets.read("tromp-taylor+komi=-0").ruleset());
        assertNotEquals(Ruleset.TROMP_TAYLOR, Rulesets.read("tromp-taylor+komi=0.5").ruleset());
        // The explorer's field names are the knobs' too.
        assertEquals(Ruleset.TROMP_TAYLOR.withHandicap(Handicap.WHITE_PASSES).withBonus(Bonus.PER_STONE),
                Rulesets.read("tromp-taylor+handicap-rule=white-passes+handicap-bonus=n").ruleset());
    }

    @Test
    void aNameThatCannotBeReadIsOneLineNamingTheNearestWord() {
        assertEquals("ruleset 'tromp-taylor+ko=situatonal': ko takes positional, situational, own-moves, simple, spight or none,"
                + " not 'situatonal'; did you mean situational?", refused("tromp-taylor+ko=situatonal"));
        assertTrue(refused("tromp-taylor+k0=simple").startsWith("ruleset 'tromp-taylor+k0=simple': no setting called 'k0'"),
                refused("tromp-taylor+k0=simple"));
        assertTrue(refused("tromp-taylor+k0=simple").endsWith("; did you mean ko?"), refused("tromp-taylor+k0=simple"));
        assertEquals("ruleset 'tromp-taylor+ko=simple+ko=none': the setting 'ko' is given twice", refused("tromp-taylor+ko=simple+ko=none"));
        assertTrue(refused("tromp-taylor+simple").contains("'simple' is not a setting like ko=situational"));
        assertTrue(refused("tromp-taylor+komi=7.3").contains("komi takes a whole or half number"), refused("tromp-taylor+komi=7.3"));
        assertTrue(refused("tromp-taylor+komi=20000").contains("not '20000'"));
        assertTrue(refused("trom-taylor").endsWith("did you mean tromp-taylor?"), refused("trom-taylor"));
        assertTrue(refused("  ").startsWith("a ruleset's name is empty"));
        for (String bad : List.of("tromp-taylor+ko=situatonal", "chess", "tromp-taylor+")) {
            assertFalse(refused(bad).contains("\n"), bad);
        }
        // A case file or a baseline writes the registry's name and no other.
        BadValue e = assertThrows(BadValue.class, () -> Rulesets.readName("tromp-taylor+suicide=forbidden+ko=simple"));
        assertTrue(e.getMessage().contains("the same ruleset is named tromp-taylor+ko=simple+suicide=forbidden"), e.getMessage());
        assertThrows(BadValue.class, () -> Rulesets.readName("Chinese"));
    }

    private static String refused(String name) {
        return assertThrows(BadValue.class, () -> Rulesets.read(name)).getMessage();
    }

    @Test
    void theRuNamesOfRecordsAreReadAsTheTableSays() {
        // Tromp-Taylor, as records write it: the logical rules exactly.
        for (String ru : List.of("Tromp-Taylor", "tromp taylor", "TT", "trompTaylor", "logical")) {
            assertEquals(Reading.exactly(Ruleset.TROMP_TAYLOR), Rulesets.read(ru), ru);
        }
        // NZ: the new-zealand preset, exactly (situational superko, shared counting, agreement, komi 7).
        for (String ru : List.of("NZ", "New Zealand", "new-zealand", "NZ rules")) {
            assertEquals(Reading.exactly(Ruleset.NEW_ZEALAND), Rulesets.read(ru), ru);
        }
        // Chinese: positional superko, no suicide, agreement or four passes, a point a handicap stone, komi 7.5.
        Reading chinese = Rulesets.read("Chinese");
        assertEquals(new Ruleset(Ruleset.Text.TROMP_TAYLOR, Repetition.POSITIONAL, Suicide.FORBIDDEN, Ending.AGREEMENT_OR_FOUR_PASSES,
                Counting.AREA, Handicap.CONSECUTIVE_MOVES, Bonus.PER_STONE, 7.5), chinese.ruleset());
        assertFalse(chinese.exact());
        assertTrue(chinese.note().contains("dead stones removed by agreement"), chinese.note());
        assertEquals(chinese, Rulesets.read("chinese rules"));
        // AGA: situational superko, no suicide, a point a stone beyond the first, komi 7.5; pass stones not modelled.
        Reading aga = Rulesets.read("AGA");
        assertEquals(new Ruleset(Ruleset.Text.TROMP_TAYLOR, Repetition.SITUATIONAL, Suicide.FORBIDDEN, Ending.AGREEMENT_OR_FOUR_PASSES,
                Counting.AREA, Handicap.CONSECUTIVE_MOVES, Bonus.PER_STONE_LESS_ONE, 7.5), aga.ruleset());
        assertTrue(aga.note().contains("pass stones"), aga.note());
        // Japanese: simple ko, no suicide, komi 6.5; territory counting and void games are not modelled.
        Reading japanese = Rulesets.read("Japanese");
        assertEquals(Ruleset.TROMP_TAYLOR.withRepetition(Repetition.SIMPLE).withSuicide(Suicide.FORBIDDEN)
                .withEnding(Ending.AGREEMENT_OR_FOUR_PASSES).withDefaultKomi(6.5), japanese.ruleset());
        assertFalse(japanese.exact());
        assertTrue(japanese.note().contains("territory"), japanese.note());
        // A record's RU that cannot be read is judged under the logical rules, and the note says so.
        Reading martian = Rulesets.readRu("Martian");
        assertEquals(Ruleset.TROMP_TAYLOR, martian.ruleset());
        assertFalse(martian.exact());
        assertTrue(martian.note().startsWith("RU[Martian] is not a ruleset this project reads"), martian.note());
        // A hostile RU of a megabyte: read in one pass, and quoted by its start only.
        Reading huge = Rulesets.readRu("x".repeat(1_000_000));
        assertEquals(Ruleset.TROMP_TAYLOR, huge.ruleset());
        assertTrue(huge.note().length() < 600 && huge.note().contains("(1000000 characters)"), huge.note().substring(0, 200));
        assertTrue(Rulesets.readRu("Japanese").note().startsWith("RU[Japanese] is read as tromp-taylor+ko=simple+suicide=forbidden"
                + "+ending=agreement+komi=6.5, an approximation: "), Rulesets.readRu("Japanese").note());
        // Knobs after an RU name change that setting; the note stays.
        Reading changed = Rulesets.read("Chinese+ko=situational");
        assertEquals(chinese.ruleset().withRepetition(Repetition.SITUATIONAL), changed.ruleset());
        assertEquals(chinese.note(), changed.note());
    }

    @Test
    void kataGosRulesStringsAreReadPartByPart() {
        // KataGo's tromp-taylor (rules.cpp: koPOSITIONAL scoreAREA taxNONE sui1 whb0 komi7.5): its area
        // counts a pass-alive territory whole (TT-V9), and sui1 allows only a multi-stone suicide (TT-V4).
        Ruleset kataGoTrompTaylor = Ruleset.TROMP_TAYLOR.withDefaultKomi(7.5).withCounting(Counting.PASS_ALIVE)
                .withSuicide(Suicide.MULTI_STONE);
        assertEquals(Reading.exactly(kataGoTrompTaylor), Rulesets.read("koPOSITIONALscoreAREAtaxNONEsui1komi7.5"));
        // Missing parts are KataGo's defaults (komi 7.5); the parts come in any order, in any case.
        assertEquals(Reading.exactly(kataGoTrompTaylor), Rulesets.read("koPOSITIONALscoreAREA"));
        assertEquals(Rulesets.read("sui0komi6koSITUATIONALscoreAREA"), Rulesets.read("KOsituationalSCOREareaSUI0KOMI6"));
        // KataGo's aga: situational superko, area, no suicide, whbN-1.
        Reading aga = Rulesets.read("koSITUATIONALscoreAREAtaxNONEsui0whbN-1komi7.5");
        assertTrue(aga.exact(), aga.note());
        assertEquals("tromp-taylor+ko=situational+suicide=forbidden+counting=pass-alive+bonus=n-1+komi=7.5",
                Rulesets.name(aga.ruleset()));
        assertEquals(aga, Rulesets.read("katago-aga"));
        // KataGo's chinese-ogs by its preset name: positional superko, no suicide, whbN.
        Reading ogs = Rulesets.read("chinese-ogs");
        assertTrue(ogs.exact(), ogs.note());
        assertEquals("tromp-taylor+suicide=forbidden+counting=pass-alive+bonus=n+komi=7.5", Rulesets.name(ogs.ruleset()));
        assertEquals(ogs, Rulesets.read("Chinese_KGS"));
        assertEquals(ogs, Rulesets.read("katago-chinese-ogs"));
        // KataGo's simple ko: its ending (two passes, or a pass repeated, TT-V5) and its no result (TT-V11).
        Reading simple = Rulesets.read("koSIMPLEscoreAREAtaxNONEsui0whbN");
        assertTrue(simple.exact(), simple.note());
        assertEquals(Ruleset.TROMP_TAYLOR.withRepetition(Repetition.SIMPLE).withEnding(Ending.TWO_PASSES_OR_SPIGHT)
                .withCycles(Ruleset.Cycles.NO_RESULT).withSuicide(Suicide.FORBIDDEN).withCounting(Counting.PASS_ALIVE)
                .withBonus(Bonus.PER_STONE).withDefaultKomi(7.5), simple.ruleset());
        assertEquals(simple, Rulesets.read("katago-chinese"));
        // Spight's ko with its end (TT-V3, TT-V5).
        Reading spight = Rulesets.read("koSPIGHTscoreAREAsui0");
        assertTrue(spight.exact(), spight.note());
        assertEquals(Repetition.SPIGHT, spight.ruleset().repetition());
        assertEquals(Ending.SPIGHT, spight.ruleset().ending());
        // The button (TT-V6), with KataGo's komi for it; the tax (TT-V9).
        Reading button = Rulesets.read("koSITUATIONALscoreAREAtaxNONEsui0button1whbN-1");
        assertTrue(button.exact(), button.note());
        assertEquals(Ruleset.Button.FIRST_PASS, button.ruleset().button());
        assertEquals(7, button.ruleset().defaultKomi(), "KataGo's komi with the button");
        assertEquals(button, Rulesets.read("katago-aga-button"));
        Reading stones = Rulesets.read("stone-scoring");
        assertTrue(stones.exact(), stones.note());
        assertEquals(Ruleset.Tax.ALL, stones.ruleset().tax());
        assertEquals(stones, Rulesets.read("katago-stone-scoring"));
        assertEquals(Reading.exactly(kataGoTrompTaylor), Rulesets.read("katago-goe"));
        assertEquals(Rulesets.read("koSITUATIONALscoreAREAtaxNONEsui1komi7"), Rulesets.read("katago-nz"));
        assertTrue(Rulesets.read("katago-nz").exact());
        // Territory scoring alone has no setting here.
        Reading japanese = Rulesets.read("koSIMPLEscoreTERRITORYtaxSEKIsui0");
        assertFalse(japanese.exact());
        assertEquals(6.5, japanese.ruleset().defaultKomi());
        assertTrue(japanese.note().contains("territory scoring is not a ruleset of this project"), japanese.note());
        assertFalse(Rulesets.read("katago-japanese").exact());
        // Not KataGo's: an unknown value, a part twice, a komi that is no half point.
        for (String bad : List.of("koNEVERscoreAREA", "koSIMPLEkoSIMPLE", "koSIMPLEscoreAREAkomi7.3", "korean-ish")) {
            assertTrue(RuReadings.kataGo(bad).isEmpty(), bad);
        }
    }

    @Test
    void theWriterGivesTheShortestNameWhenPresetsShareAText() {
        // With one preset a text the preset is the text's; ties and new presets pick the fewest settings.
        for (Ruleset r : everyCombination()) {
            String name = Rulesets.name(r);
            assertEquals(Rulesets.presetNameOf(r), name.split("\\+")[0]);
            long settings = name.chars().filter(ch -> ch == '+').count();
            long differing = Rulesets.SETTINGS.stream().filter(s -> !s.same(r, Rulesets.presetOf(r))).count();
            assertEquals(differing, settings, name);
        }
    }
}
