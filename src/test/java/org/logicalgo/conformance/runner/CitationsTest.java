package org.logicalgo.conformance.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.logicalgo.cli.CliRun;
import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Expectation;
import org.logicalgo.conformance.Suite;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Rulesets;

/**
 * Every case shows every clause it cites, under every ruleset it is played under, as test262 promises
 * that a conforming implementation passes every test: the build refuses a citation no reading of its
 * case can show, and a ruleset entry that can show nothing of its case; and our own engine, which
 * plays every ruleset of the suite, passes every case, none incomplete or unsupported.
 */
class CitationsTest {

    private static final Suite SUITE = Suite.load(Suite.defaultDirectory());

    @Test
    void everyClauseACaseCitesIsShownUnderOneOfItsRulesetsAndEveryEntryShowsOne() {
        List<String> faults = new ArrayList<>();
        for (ConformanceCase c : SUITE.cases()) {
            Set<String> shownSomewhere = new LinkedHashSet<>();
            for (Map.Entry<Ruleset, Expectation> entry : c.expect().entrySet()) {
                List<String> cited = Evidence.cited(c, entry.getKey(), entry.getValue(), AsPlayed.of(c, entry.getKey()));
                if (cited.isEmpty()) {
                    faults.add(c.id() + " [" + Rulesets.name(entry.getKey()) + "]: its checks can show none of " + c.clauses());
                }
                shownSomewhere.addAll(cited);
            }
            for (String clause : c.clauses()) {
                if (!shownSomewhere.contains(clause)) {
                    faults.add(c.id() + " cites " + clause + ", which the checks of none of its rulesets can show:"
                            + " cite it where a turn shows it, or add the turn");
                }
            }
        }
        assertEquals(List.of(), faults);
    }

    @Test
    void aCitationNoCheckCanShowIsFound() {
        // What an entry cites depends on its checks: White's lone stone on 1x1 is refused as a repetition
        // under the logical rules (TT-6, not TT-C7: suicide is allowed), as a suicide where it is forbidden
        // (TT-C7, and no repetition is asked: the suicide refuses it first).
        ConformanceCase lone = SUITE.find("tiny.1x1-white-move-repeats-start").orElseThrow();
        Ruleset forbidden = Rulesets.read("tromp-taylor+suicide=forbidden").ruleset();
        assertEquals(List.of("TT-6", "TT-C6", "TT-R4"), Evidence.cited(lone, Ruleset.TROMP_TAYLOR,
                lone.expectation(Ruleset.TROMP_TAYLOR).orElseThrow(), AsPlayed.of(lone, Ruleset.TROMP_TAYLOR)));
        List<String> underForbidden = Evidence.cited(lone, forbidden, lone.expectation(forbidden).orElseThrow(), AsPlayed.of(lone, forbidden));
        assertEquals(List.of("TT-C7", "TT-R4"), underForbidden);
    }

    @Test
    void ourEnginePassesEveryCaseUnderEveryRulesetNoneIncomplete(@TempDir Path dir) {
        CliRun run = CliRun.of("conformance", "--quiet", "--report-dir", dir.toString());
        assertEquals(0, run.status(), run.out() + run.err());
        String summary = run.out().lines().filter(l -> l.matches("[0-9]+ cases: .*")).findFirst().orElseThrow(() -> new AssertionError(run.out()));
        int cases = Integer.parseInt(summary.substring(0, summary.indexOf(' ')));
        assertTrue(cases > 3000, summary);
        assertTrue(summary.startsWith(cases + " cases: " + cases + " passed, 0 incomplete"), summary);
        assertTrue(summary.contains(" 0 failed, 0 unsupported, 0 errored"), summary);
    }
}
