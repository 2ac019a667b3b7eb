package org.logicalgo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.logicalgo.conformance.Coverage.Decision;

/**
 * The suite covers every ruleset engines claim on the tromp-taylor preset (repetition positional,
 * situational or simple ko; suicide allowed or forbidden): each has at least 200 cases, and every
 * clause of each has at least {@link #AT_LEAST} cases that it alone decides ({@link Coverage}
 * says how that is checked). The table of conformance/README.md is the one computed here
 * (rewritten when it is out of date: the test then fails once).
 */
class CoverageTest {

    /** Cases each ruleset needs. */
    static final int CASES = 200;
    /** Cases each clause of each ruleset needs that it alone decides. */
    static final int AT_LEAST = 10;

    private static final Path README = Path.of("conformance/README.md");
    private static Coverage coverage;

    @BeforeAll
    static void count() {
        coverage = Coverage.of(ConformanceSuiteTest.SUITE);
    }

    @Test
    void everyRulesetEnginesClaimHasTwoHundredCases() {
        List<String> few = new ArrayList<>();
        for (String r : Coverage.RULESETS) {
            if (coverage.total(r) < CASES) {
                few.add(r + ": " + coverage.total(r));
            }
        }
        assertTrue(few.isEmpty(), "fewer than " + CASES + " cases: " + few);
    }

    @Test
    void everyClauseOfEveryRulesetHasCasesThatItAloneDecides() {
        List<String> few = new ArrayList<>();
        for (String r : Coverage.RULESETS) {
            for (Decision d : Decision.values()) {
                if (coverage.applies(r, d) && coverage.cases(r, d).size() < AT_LEAST) {
                    few.add(r + ", " + d.clause(org.logicalgo.rulesets.Rulesets.read(r).ruleset()).orElseThrow() + " (" + d.words() + "): "
                            + coverage.cases(r, d).size());
                }
            }
        }
        assertTrue(few.isEmpty(), "fewer than " + AT_LEAST + " cases decided by the clause alone:\n" + String.join("\n", few));
    }

    @Test
    void theRulesetsHaveTheClausesTheirKnobsGiveThem() {
        assertFalse(coverage.applies("tromp-taylor", Decision.SUICIDE_REFUSED));
        assertTrue(coverage.applies("tromp-taylor", Decision.SUICIDE_PLAYED));
        assertFalse(coverage.applies("tromp-taylor", Decision.REPETITION_ALLOWED));
        assertTrue(coverage.applies("tromp-taylor+ko=simple+suicide=forbidden", Decision.SUICIDE_REFUSED));
        assertTrue(coverage.applies("tromp-taylor+ko=situational", Decision.REPETITION_ALLOWED));
    }

    @Test
    void aSuicideThatIsAlsoARepetitionCountsForNeither() {
        // Black's lone stone clears itself just after White's pass: TT-6 refuses it, and so would
        // TT-C7; under suicide forbidden TT-C7 refuses it first, but it is a repetition too.
        String id = "suicide.lone-stone-after-a-pass-corner-a1-7x7";
        assertTrue(coverage.cases("tromp-taylor", Decision.REPETITION).contains(id));
        assertTrue(coverage.cases("tromp-taylor+ko=simple", Decision.REPETITION).contains(id));
        assertFalse(coverage.cases("tromp-taylor+suicide=forbidden", Decision.SUICIDE_REFUSED).contains(id));
        assertFalse(coverage.cases("tromp-taylor+suicide=forbidden", Decision.REPETITION).contains(id));
        // A string's suicide gives a colouring never seen: under suicide forbidden TT-C7 alone refuses it.
        String string = "suicide.string-of-2-corner-a1-7x7";
        assertTrue(coverage.cases("tromp-taylor+suicide=forbidden", Decision.SUICIDE_REFUSED).contains(string));
        assertTrue(coverage.cases("tromp-taylor", Decision.SUICIDE_PLAYED).contains(string));
        // A lone stone's suicide with the other player to move: situational superko lets it back.
        String lone = "suicide.lone-stone-corner-a1-7x7";
        assertTrue(coverage.cases("tromp-taylor+ko=situational", Decision.REPETITION_ALLOWED).contains(lone));
        assertTrue(coverage.cases("tromp-taylor+ko=situational+suicide=forbidden", Decision.SUICIDE_REFUSED).contains(lone));
        assertFalse(coverage.cases("tromp-taylor+suicide=forbidden", Decision.SUICIDE_REFUSED).contains(lone));
    }

    @Test
    void theTableInTheSuitesReadmeIsTheSuites() throws IOException {
        String table = coverage.table();
        String readme = Files.readString(README, StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("(?s)(<!-- deciding:start -->\n)(.*?)(<!-- deciding:end -->)").matcher(readme);
        assertTrue(m.find(), "conformance/README.md has no <!-- deciding:start --> ... <!-- deciding:end --> block");
        if (!m.group(2).equals(table)) {
            Files.writeString(README, readme.substring(0, m.start(2)) + table + readme.substring(m.end(2)), StandardCharsets.UTF_8);
        }
        assertEquals(table, m.group(2), "conformance/README.md's table of deciding cases was out of date and has been rewritten; review and commit it");
    }
}
