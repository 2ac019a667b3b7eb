package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code conformance --list}, and what an empty selection says: nothing is run in either. */
class ConformanceSelectionTest {

    @Test
    void listPrintsTheSelectionByRulesetTagAndClauseAndRunsNothing(@TempDir Path dir) {
        Path reports = dir.resolve("reports");
        CliRun run = CliRun.of("conformance", "--list", "--tag", "cycle", "--rules", "tromp-taylor+ko=simple",
                "--rules", "tromp-taylor", "--report-dir", reports.toString());
        assertEquals(0, run.status(), run.out() + run.err());
        String out = run.out();
        assertTrue(out.contains("by ruleset:\n  tromp-taylor+ko=simple  "), out);
        assertTrue(out.contains("by tag:\n"), out);
        assertTrue(out.lines().anyMatch(l -> l.matches("  cycle +\\d+")), out);
        assertTrue(out.lines().anyMatch(l -> l.matches("  TT-V1 +\\d+")), out);
        // a case stated only under simple ko is listed with that ruleset alone
        assertTrue(out.contains("  cycle.simple-ko-rounds-strip-3x1  tromp-taylor+ko=simple\n"), out);
        assertTrue(out.contains("  cycle.three-moves-strip-3x1  tromp-taylor+ko=simple, tromp-taylor\n"), out);
        assertFalse(out.contains("Running"), out);
        assertFalse(Files.exists(reports), "--list writes no report");
    }

    @Test
    void anUnknownTagOrClauseIsNamedWithTheNearestTheSuiteHas(@TempDir Path dir) {
        CliRun run = CliRun.of("conformance", "--tag", "kos", "--clause", "TT-C1", "--report-dir", dir.toString(), "--quiet");
        assertEquals(2, run.status(), run.out() + run.err());
        String err = run.err();
        assertTrue(err.contains("no case matches the selection"), err);
        assertTrue(err.contains("no case is tagged kos (nearest: ko"), err);
        assertTrue(err.matches("(?s).*no case cites TT-C1 \\(nearest: [^)]*TT-C4[^)]*\\).*"), err);
        assertTrue(err.contains("the suite's rulesets (cases): ") && err.contains("tromp-taylor+ko=simple ("), err);
        assertTrue(err.contains("its tags: ") && err.contains("cycle"), err);
        assertTrue(err.contains("the clauses its cases cite: TT-1, TT-2"), err);
    }

    @Test
    void aSelectionWhosePartsEachMatchButNotTogetherSaysSo(@TempDir Path dir) {
        CliRun run = CliRun.of("conformance", "--list", "--tag", "handicap", "--rules", "tromp-taylor+ko=simple", "--clause", "TT-V1");
        assertEquals(2, run.status(), run.out() + run.err());
        assertTrue(run.err().contains("matches cases of the suite, but no case matches them all"), run.err());
    }

    @Test
    void aRulesetTheSuiteHasNoCasesForIsNamed() {
        CliRun run = CliRun.of("conformance", "--list", "--rules", "tromp-taylor+ko=own-moves");
        assertEquals(2, run.status(), run.out() + run.err());
        assertTrue(run.err().contains("no case has expectations under tromp-taylor+ko=own-moves (nearest: "), run.err());
    }
}
