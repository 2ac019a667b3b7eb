package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code conformance identify} names the ruleset an engine plays: our own engine, started under a
 * ruleset and never told another, is named by that ruleset, ahead of every other the suite knows.
 */
class ConformanceIdentifyTest {

    private static String ours(String rules) {
        return String.join(" ", List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "org.logicalgo.cli.Main", "gtp", "--rules", rules));
    }

    @Test
    void ourEngineUnderSituationalSuperkoIsNamedSoOnTheRepetitionCases(@TempDir Path dir) throws Exception {
        // The repetition and tiny cases tell the repetition rules and suicide apart (docs/rulesets.md).
        Path cases = Files.createDirectories(dir.resolve("cases"));
        for (String file : List.of("repetition.json", "tiny.json")) {
            Files.copy(Path.of("conformance/cases", file), cases.resolve(file));
        }
        CliRun run = CliRun.of("conformance", "identify", "--suite", cases.toString(), "--min-cases", "5",
                "--engine", ours("tromp-taylor+ko=situational"));
        assertEquals(0, run.status(), run.out() + run.err());
        assertTrue(run.out().contains("\nplays tromp-taylor+ko=situational\n"), run.out());
        List<String> ranked = run.out().lines().filter(l -> l.startsWith("  ")).toList();
        assertTrue(ranked.get(0).strip().startsWith("tromp-taylor+ko=situational "), run.out());
        assertTrue(ranked.get(0).contains(" 0 failing,"), run.out());
        assertTrue(ranked.stream().skip(1).noneMatch(l -> l.contains(" 0 failing,")), "only one ruleset fails nothing:\n" + run.out());
    }

    @Test
    void eachDeviationOfTheBestMatchIsSaidByItsClauseWithTheCasesThatShowIt(@TempDir Path dir) throws Exception {
        // An engine for which two passes do not end the game (the no-end defect) accepts the move
        // after them that TT-R8 refuses (end.move-after-two-passes): it plays the logical rules but for that.
        Path cases = Files.createDirectories(dir.resolve("cases"));
        Files.copy(Path.of("conformance/cases/ending.json"), cases.resolve("ending.json"));
        CliRun run = CliRun.of("conformance", "identify", "--suite", cases.toString(), "--min-cases", "5",
                "--engine", ours("tromp-taylor") + " --defect no-end");
        assertEquals(3, run.status(), run.out() + run.err());
        List<String> lines = run.out().lines().toList();
        int plays = lines.indexOf("plays tromp-taylor, except:");
        assertTrue(plays > 0, run.out());
        List<String> deviations = lines.subList(plays + 1, lines.size());
        assertTrue(deviations.stream().allMatch(l -> l.startsWith("  TT-")), run.out());
        assertTrue(deviations.stream().anyMatch(l -> l.startsWith("  TT-R8 Nothing after the end: ") && l.contains(" cases, e.g. ")
                && l.contains("end.move-after-two-passes")), run.out());
    }

    @Test
    void aMissingEngineIsOneLine() {
        CliRun run = CliRun.of("conformance", "identify");
        assertEquals(2, run.status());
        assertTrue(run.err().startsWith("logical-go: Missing required option: '--engine"), run.err());
        // An engine that cannot start: one line before any case, never a ranking of errors.
        CliRun absent = CliRun.of("conformance", "identify", "--engine", "/nonexistent/engine");
        assertEquals(2, absent.status(), absent.out() + absent.err());
        assertEquals("", absent.out());
        assertEquals(1, absent.err().strip().lines().count(), absent.err());
        assertTrue(absent.err().startsWith("logical-go: --engine: "), absent.err());
        // The bounds are conformance's own (EngineRunOptions), refused alike.
        CliRun zero = CliRun.of("conformance", "identify", "--engine", "/nonexistent/engine", "--command-timeout", "0");
        assertEquals(2, zero.status(), zero.out() + zero.err());
        assertEquals("logical-go: timeouts are at least 1 second", zero.err().strip());
    }

    /**
     * Every ruleset the suite judges on enough cases to name, each on the whole suite: CI's third step
     * and -Plong (about 40 s each).
     */
    @ParameterizedTest
    @ValueSource(strings = {"tromp-taylor", "tromp-taylor+suicide=forbidden", "tromp-taylor+ko=situational",
        "tromp-taylor+ko=situational+suicide=forbidden", "tromp-taylor+ko=simple", "tromp-taylor+ko=simple+suicide=forbidden",
        "tromp-taylor+ko=none"})
    void ourEngineIsNamedByTheRulesetItPlaysOnTheWholeSuite(String rules) {
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "the whole suite once a ruleset: -Dlogicalgo.long=true (CI's third step)");
        CliRun run = CliRun.of("conformance", "identify", "--engine", ours(rules));
        assertEquals(0, run.status(), run.out() + run.err());
        assertTrue(run.out().contains("\nplays " + rules + "\n"), run.out());
    }

    /** The French and New Zealand texts have ten cases each: too few to name, and said to be consistent. */
    @ParameterizedTest
    @ValueSource(strings = {"french", "new-zealand"})
    void aRulesetOfFewCasesIsSaidConsistentNotNamed(String rules) {
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "the whole suite: -Dlogicalgo.long=true (CI's third step)");
        CliRun run = CliRun.of("conformance", "identify", "--engine", ours(rules));
        assertTrue(run.out().lines().anyMatch(l -> l.strip().startsWith(rules + " ") && l.contains("    0 failing")
                && l.endsWith("(consistent with the engine on them)")), run.out());
    }
}
