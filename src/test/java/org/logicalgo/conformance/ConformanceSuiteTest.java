package org.logicalgo.conformance;

import org.logicalgo.rulesets.Rulesets;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.logicalgo.fast.Fast;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Ruleset;

/** Every case of the suite, under every ruleset it names that this build knows, on the reference and on the fast engine. */
class ConformanceSuiteTest {

    static final Suite SUITE = Suite.load(Suite.defaultDirectory());

    static List<String> disagreements(Engine engine, boolean slowToo) {
        List<String> out = new ArrayList<>();
        for (ConformanceCase c : SUITE.cases()) {
            if (c.tags().contains("slow") && !slowToo) {
                continue;
            }
            for (Ruleset rules : c.expect().keySet()) {
                CaseCheck.check(c, rules, engine).forEach(m -> out.add(m.toString()));
            }
        }
        return out;
    }

    @Test
    void theReferenceAgreesWithEveryCase() {
        // cases tagged slow (a 25x25 game of 1,248 turns: seconds on the reference) run under -Plong
        List<String> out = disagreements(Reference.ENGINE, Boolean.getBoolean("logicalgo.long"));
        assertTrue(out.isEmpty(), out.size() + " disagreement(s):\n" + String.join("\n", out));
    }

    @Test
    void theFastEngineAgreesWithEveryCaseTheSlowOnesToo() {
        List<String> out = disagreements(Fast.ENGINE, true);
        assertTrue(out.isEmpty(), out.size() + " disagreement(s):\n" + String.join("\n", out));
    }

    @Test
    void everyClauseAndReadingIsTestedByACaseAndTheSuiteHasTwoHundredCases() {
        java.util.Set<String> cited = new java.util.TreeSet<>();
        SUITE.cases().forEach(c -> cited.addAll(c.clauses()));
        List<String> missing = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            missing.add("TT-" + i);
        }
        for (int i = 4; i <= 10; i++) {
            missing.add("TT-C" + i);
        }
        for (int i = 1; i <= 11; i++) {
            missing.add("TT-R" + i);
        }
        missing.removeAll(cited);
        assertTrue(missing.isEmpty(), "no case cites " + missing);
        assertTrue(SUITE.cases().size() >= 200, "cases: " + SUITE.cases().size());
    }

    @Test
    void theSuiteIsNotEmptyAndEveryCaseHasAnExpectation() {
        assertTrue(SUITE.cases().size() >= 5, "cases found: " + SUITE.cases().size());
        for (ConformanceCase c : SUITE.cases()) {
            assertFalse(c.expect().isEmpty(), c.id() + " has no expectation");
        }
    }
}
