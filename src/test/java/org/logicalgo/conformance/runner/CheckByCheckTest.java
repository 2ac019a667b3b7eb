package org.logicalgo.conformance.runner;

import org.logicalgo.rules.Ruleset;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.logicalgo.testkit.Positions.points;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.gtp.GtpException;
import org.logicalgo.rules.Colouring;

/**
 * The runner asks every check an engine can be asked, on the boards it plays: our own engine
 * stands for the kinds of engines there are (profiles: 19x19 only with showboard on stderr; no
 * final_score), made wrong where a test needs a failure.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class CheckByCheckTest {

    private static final Suite SUITE = Suite.load(Path.of("conformance/cases"));

    static List<String> ours(String... args) {
        List<String> words = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.logicalgo.cli.Main", "gtp"));
        words.addAll(List.of(args));
        return words;
    }

    private static List<CaseOutcome> run(List<String> engine, String... ids) {
        List<ConformanceRunner.Job> jobs = new ArrayList<>();
        for (String id : ids) {
            jobs.add(new ConformanceRunner.Job(SUITE.find(id).orElseThrow(), Ruleset.TROMP_TAYLOR));
        }
        ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(r -> engine,
                Duration.ofSeconds(20), Duration.ofSeconds(60), 1));
        return runner.run(jobs, o -> { });
    }

    private static List<String> group(String group) {
        return SUITE.under(org.logicalgo.rulesets.Rulesets.read("tromp-taylor").ruleset()).cases().stream().filter(c -> c.group().equals(group)).map(ConformanceCase::id).toList();
    }

    @Test
    void anEngineOfOnly19x19ThatShowsItsBoardOnStderrIsJudgedOnEveryCheckInsideItsBoard() {
        List<CaseOutcome> outcomes = run(ours("--profile", "19x19-showboard"), group("repetition").toArray(String[]::new));
        for (CaseOutcome o : outcomes) {
            assertTrue(o.status() == Status.PASSED || o.status() == Status.INCOMPLETE, () -> o.caseId() + " " + o.status() + " " + o.actual());
            assertTrue(o.asked() > 0, o.caseId());
            assertTrue(o.placement().contains("19x19 board") || o.placement().contains("own 19x19"), o.placement());
        }
        // Its board checks were asked (read from stderr), not skipped.
        assertTrue(outcomes.stream().noneMatch(o -> o.skipped().keySet().stream().anyMatch(r -> r.contains("showboard"))),
                () -> outcomes.stream().map(CaseOutcome::skipped).toList().toString());
    }

    @Test
    void aDefectIsReportedInsideTheWalledBoardWithTheEnginesBoardAndTranscript() {
        CaseOutcome ko = run(ours("--profile", "19x19-showboard", "--ko", "none"), "basics.ko-basic").get(0);
        assertEquals(Status.FAILED, ko.status(), ko::toString);
        assertEquals(4, ko.turn());
        assertEquals("accepted", ko.actual());
        assertTrue(ko.expected().startsWith("refused: TT-6, repeats the colouring after turn 2"), ko.expected());
        // The 4x4 grid sits in the upper right corner of 19x19: the case's B3 is the engine's R18.
        assertTrue(ko.transcript().contains("> play white R18"), String.join("\n", ko.transcript()));
        assertTrue(ko.transcript().stream().anyMatch(l -> l.startsWith("stderr|")), "the board came on stderr");
        // The engine's board after the retake, cut back to the case's grid: B3 white again, C3 empty,
        // as after turn 2 (W A1).
        assertNotNull(ko.after());
        assertEquals(Colouring.parse("""
                .XO.
                XO.O
                .XO.
                O..X"""), ko.after());
        assertEquals(points(ko.after().grid(), "C3"), ko.emptied());
    }

    @Test
    void aWalledScoreIsReportedOnTheCasesGrid() {
        // 5x5, two neutral columns: Black 10, White 10, komi 0.5, W+0.5 (worked by hand in the case).
        // An engine that ignores komi counts the walled 19x19 board half a point better for Black:
        // read back on the case's grid, its answer is a tie.
        CaseOutcome score = run(ours("--profile", "19x19-showboard", "--defect", "komi-ignored"), "score.walls-neutral-column-komi").get(0);
        assertEquals(Status.FAILED, score.status(), score::toString);
        assertTrue(score.placement().contains("19x19 board"), score.placement());
        assertTrue(score.actual().contains("(on the case's 5x5 grid: 0, the wall's part "), score.actual());
        assertTrue(score.expected().contains("on the case's grid W+0.5"), score.expected());
    }

    @Test
    void whatGtpCannotAskIsSkippedWithItsReasonAndTheCaseIsOnlyPartlyPassed() {
        // handicap.no-third-stone cites TT-C5 (Black's two stones and White's turn, asked) and TT-5
        // and TT-R11 (Black's third stone refused: GTP lets either colour play, so it is not sent).
        CaseOutcome partly = run(ours("--profile", "no-final-score"), "handicap.no-third-stone").get(0);
        assertEquals(Status.INCOMPLETE, partly.status(), partly::toString);
        assertTrue(partly.unevidenced().containsAll(List.of("TT-5", "TT-R11")), partly.unevidenced().toString());
        assertTrue(partly.skipped().keySet().stream().anyMatch(r -> r.contains("turn out of order (TT-5)")), partly.skipped().toString());
        // A case of turn order alone has nothing left to ask: unsupported, never passed.
        CaseOutcome order = run(ours("--profile", "no-final-score"), "basics.wrong-player").get(0);
        assertEquals(Status.UNSUPPORTED, order.status(), order::toString);
        // Our engine in full referees turn order (gogui-rules_side_to_move): the same cases pass.
        List<CaseOutcome> full = run(ours(), "handicap.no-third-stone", "basics.wrong-player");
        full.forEach(o -> assertEquals(Status.PASSED, o.status(), o::toString));
    }

    @Test
    void anEngineThatCannotStartOrDoesNotAnswerIsSaidOnceAndQuickly() {
        ConformanceRunner missing = new ConformanceRunner(new ConformanceRunner.Options(r -> List.of("no-such-engine-anywhere"),
                Duration.ofSeconds(2), Duration.ofSeconds(10), 1));
        GtpException notFound = assertThrows(GtpException.class, () -> missing.preflight(Ruleset.TROMP_TAYLOR));
        assertEquals(GtpException.Kind.START, notFound.kind());
        assertTrue(notFound.getMessage().contains("not found"), notFound.getMessage());

        long t0 = System.nanoTime();
        ConformanceRunner sleeping = new ConformanceRunner(new ConformanceRunner.Options(r -> List.of("sleep", "1000"),
                Duration.ofSeconds(2), Duration.ofSeconds(10), 1));
        GtpException silent = assertThrows(GtpException.class, () -> sleeping.preflight(Ruleset.TROMP_TAYLOR));
        assertEquals(GtpException.Kind.TIMEOUT, silent.kind());
        assertTrue(System.nanoTime() - t0 < Duration.ofSeconds(8).toNanos(), "said within about the command timeout");
        // And a run against it does not wait out every case: the first errs, the rest are not run.
        long t1 = System.nanoTime();
        List<CaseOutcome> outcomes = new ConformanceRunner(new ConformanceRunner.Options(r -> List.of("sleep", "1000"),
                Duration.ofSeconds(2), Duration.ofSeconds(10), 1)).run(group("tiny").stream()
                .map(id -> new ConformanceRunner.Job(SUITE.find(id).orElseThrow(), Ruleset.TROMP_TAYLOR)).toList(), o -> { });
        assertTrue(outcomes.stream().allMatch(o -> o.status() == Status.ERRORED));
        assertTrue(outcomes.get(outcomes.size() - 1).actual().startsWith("not run:"), outcomes.get(outcomes.size() - 1).actual());
        assertTrue(System.nanoTime() - t1 < Duration.ofSeconds(10).toNanos(), "one timeout, not one per case");
    }

    @Test
    void aBaselineAcceptsExactlyTheKnownFailures(@TempDir Path dir) throws Exception {
        List<CaseOutcome> outcomes = run(ours("--ko", "none"), "basics.ko-basic", "basics.capture-corner-stone");
        Baseline written = Baseline.of(outcomes);
        assertEquals(java.util.Set.of("basics.ko-basic tromp-taylor"), written.failing());
        Path file = dir.resolve("baseline.txt");
        Files.writeString(file, written.text("test engine"));
        Baseline read = Baseline.read(file);
        assertTrue(read.compare(outcomes).none());
        // The same engine without the defect: the known failure is now a new pass.
        List<CaseOutcome> fixed = run(ours(), "basics.ko-basic", "basics.capture-corner-stone");
        Baseline.Difference d = read.compare(fixed);
        assertEquals(java.util.Set.of("basics.ko-basic tromp-taylor"), d.newPasses());
        assertTrue(d.newFailures().isEmpty());
        // Neither a file of another kind nor a stranger's file is read or overwritten as a baseline.
        Path other = dir.resolve("notes.txt");
        Files.writeString(other, "my notes\n");
        assertFalse(Baseline.writable(other));
        assertThrows(java.io.IOException.class, () -> Baseline.read(other));
    }

    @Test
    void aTurnRefusedAmongTurnsSentTogetherFailsThereAndTheDialogueSaysWhatWasSentWithIt(@TempDir Path dir) throws Exception {
        // suicide.three-stones, then two more turns. Black's C1 leaves A1-B1-C1 without a liberty
        // beside White's A2-B2-C2 (liberties on row 3) and D1 (E1, D2): nothing of White's is cleared,
        // Black's own clearing empties the three (TT-4, TT-7); then White's E5 and Black's A5 are
        // plain moves. No board is checked between them, so the three turns go to the engine together.
        Path cases = Files.createDirectories(dir.resolve("cases"));
        Files.writeString(cases.resolve("one.json"), """
                {"format": 1, "group": "one", "description": "a suicide, then two moves",
                 "cases": [{"id": "one.suicide-then-two-moves", "clauses": ["TT-7"], "title": "a suicide of three, then two moves",
                   "width": 5, "height": 5, "start": [".....", ".....", ".....", "OOO..", "XX.O."],
                   "turns": ["B C1", "W E5", "B A5"], "needs": ["setup"],
                   "expect": {"tromp-taylor": {}}}]}
                """);
        List<String> engine = ours("--defect", "suicide-refused");
        CaseOutcome o = new ConformanceRunner(new ConformanceRunner.Options(r -> engine, Duration.ofSeconds(20), Duration.ofSeconds(60), 1))
                .run(List.of(new ConformanceRunner.Job(Suite.load(cases).find("one.suicide-then-two-moves").orElseThrow(), Ruleset.TROMP_TAYLOR)),
                        x -> { }).get(0);
        assertEquals(Status.FAILED, o.status(), o::toString);
        assertEquals(1, o.turn());
        assertEquals("accepted", o.expected());
        assertTrue(o.actual().startsWith("refused: ? illegal move: suicide"), o.actual());
        // After it, as the rules play it: Black's three stones cleared.
        assertEquals(Colouring.parse("...../...../...../OOO../...O."), o.after());
        List<String> t = o.transcript();
        int refused = t.indexOf("> play black C1");
        assertTrue(refused >= 0 && t.get(refused + 1).startsWith("? illegal move: suicide"), String.join("\n", t));
        assertEquals("# the commands below were sent with those above, before this answer was read", t.get(refused + 2));
        assertEquals(List.of("> play white E5", "? illegal move: it is Black's turn, not White's [TT-5]", "> play black A5", "= "),
                t.subList(refused + 3, t.size()));
    }

    /** One case file of one case, under these rulesets' expectations (empty: every turn accepted). */
    private static ConformanceCase oneCase(Path dir, String clauses, int width, String turns, String rulesets) throws Exception {
        Path cases = Files.createDirectories(dir.resolve("cases"));
        Files.writeString(cases.resolve("one.json"), """
                {"format": 1, "group": "one", "description": "one case",
                 "cases": [{"id": "one.case", "clauses": [%s], "title": "one case", "width": %d, "height": 1,
                   "turns": [%s], "needs": ["rectangular"], "expect": {%s}}]}
                """.formatted(clauses, width, turns, rulesets));
        return Suite.load(cases).find("one.case").orElseThrow();
    }

    private static CaseOutcome runOne(List<String> engine, ConformanceCase c, Ruleset rules) {
        return new ConformanceRunner(new ConformanceRunner.Options(r -> engine, Duration.ofSeconds(20), Duration.ofSeconds(60), 1))
                .run(List.of(new ConformanceRunner.Job(c, rules)), x -> { }).get(0);
    }

    @Test
    void anAcceptedTurnThatRepeatsNothingShowsNoRepetitionRuleAndNoSuicideRuleSoItsReadingCitesNeither(@TempDir Path dir) throws Exception {
        // 3x1: B A1, W C1, each on an empty grid beside empty points: no colouring comes back, no stone
        // clears itself. No check of this reading can show TT-6 or TT-C7 (an engine with no repetition
        // check at all passes it), so the reading does not cite them: it is held to TT-7 alone, and the
        // suite refuses a case whose citation no reading can show (CitationsTest).
        ConformanceCase c = oneCase(dir, "\"TT-6\", \"TT-C7\", \"TT-7\"", 3, "\"B A1\", \"W C1\"", "\"tromp-taylor\": {}");
        assertEquals(List.of("TT-7"), Evidence.cited(c, Ruleset.TROMP_TAYLOR, c.expectation(Ruleset.TROMP_TAYLOR).orElseThrow(),
                AsPlayed.of(c, Ruleset.TROMP_TAYLOR)));
        CaseOutcome o = runOne(ours("--ko", "none"), c, Ruleset.TROMP_TAYLOR);
        assertEquals(Status.PASSED, o.status(), o::toString);
        assertEquals(List.of("TT-7"), o.clauses());
        assertEquals(null, new Reports("x", List.of(o)).byClause().get("TT-6"), "TT-6 is not counted where nothing could show it");
        assertEquals(new Reports.ClauseCounts(1, 0, 0, 0), new Reports("x", List.of(o)).byClause().get("TT-7"));
    }

    @Test
    void anAcceptedMoveThatRecreatesAnEarlierColouringShowsTheRepetitionRuleAndChargesItWhenRefused(@TempDir Path dir)
            throws Exception {
        // 3x1 under simple ko (TT-V1): B A1, W C1, B B1 (takes C1), W C1 (takes A1 and B1), B A1: the
        // fifth turn recreates the colouring after move 2, which simple ko does not compare.
        ConformanceCase c = oneCase(dir, "\"TT-V1\", \"TT-7\"", 3, "\"B A1\", \"W C1\", \"B B1\", \"W C1\", \"B A1\"",
                "\"tromp-taylor+ko=simple\": {}");
        Ruleset simple = org.logicalgo.rulesets.Rulesets.read("tromp-taylor+ko=simple").ruleset();
        CaseOutcome right = runOne(ours("--ko", "simple"), c, simple);
        assertEquals(Status.PASSED, right.status(), right::toString);
        // An engine of positional superko refuses the fifth turn: the check that failed is the repetition rule's.
        CaseOutcome wrong = runOne(ours(), c, simple);
        assertEquals(Status.FAILED, wrong.status(), wrong::toString);
        assertEquals(5, wrong.turn());
        assertEquals(List.of("TT-V1"), wrong.charged());
        Map<String, Reports.ClauseCounts> counts = new Reports("x", List.of(wrong)).byClause();
        assertEquals(new Reports.ClauseCounts(0, 1, 0, 0), counts.get("TT-V1"));
        assertEquals(new Reports.ClauseCounts(1, 0, 0, 0), counts.get("TT-7"), "TT-7 was shown by the four turns before");
    }
}
