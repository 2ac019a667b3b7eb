package org.logicalgo.conformance.runner;

import org.logicalgo.rules.Ruleset;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.CaseOutcome.Status;

@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ConformanceRunnerTest {

    private static final Suite SUITE = Suite.load(Path.of("conformance/cases"));

    private static List<String> java(String... args) {
        List<String> words = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path")));
        words.addAll(List.of(args));
        return words;
    }

    private static List<ConformanceRunner.Job> jobs(String group) {
        List<ConformanceRunner.Job> jobs = new ArrayList<>();
        for (ConformanceCase c : SUITE.under(org.logicalgo.rulesets.Rulesets.read("tromp-taylor").ruleset()).cases()) {
            if (c.group().equals(group)) {
                jobs.add(new ConformanceRunner.Job(c, Ruleset.TROMP_TAYLOR));
            }
        }
        assertFalse(jobs.isEmpty(), "no case in group " + group);
        return jobs;
    }

    private static List<CaseOutcome> run(List<String> engine, List<ConformanceRunner.Job> jobs, int seconds) {
        ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(r -> engine,
                Duration.ofSeconds(seconds), Duration.ofSeconds(seconds * 3L), 2));
        List<CaseOutcome> outcomes = runner.run(jobs, o -> { });
        assertEquals(jobs.size(), outcomes.size(), "every case is accounted for");
        return outcomes;
    }

    private static CaseOutcome find(List<CaseOutcome> outcomes, String id) {
        return outcomes.stream().filter(o -> o.caseId().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void ourEngineConformsToTheRepetitionGroup() {
        List<CaseOutcome> outcomes = run(java("org.logicalgo.cli.Main", "gtp"), jobs("repetition"), 30);
        for (CaseOutcome o : outcomes) {
            assertEquals(Status.PASSED, o.status(), () -> o.caseId() + ": " + o.expected() + " / " + o.actual());
        }
    }

    @Test
    void anEngineWithoutRepetitionFailsTheKoAtTheRecapture() {
        List<CaseOutcome> outcomes = run(java("org.logicalgo.cli.Main", "gtp", "--ko", "none"), jobs("basics"), 30);
        CaseOutcome ko = find(outcomes, "basics.ko-basic");
        assertEquals(Status.FAILED, ko.status());
        assertEquals(4, ko.turn());
        assertEquals("accepted", ko.actual());
        assertTrue(ko.expected().startsWith("refused: TT-6"), ko.expected());
        assertTrue(ko.board().contains("A B C D"), ko.board());
    }

    @Test
    void aCaseAnEngineCannotRunIsUnsupportedNeverPassed() {
        // The fake engine accepts every move and knows neither final_score nor list_stones.
        List<CaseOutcome> outcomes = run(java("org.logicalgo.gtp.FakeEngine", "flood"), jobs("tiny"), 30);
        for (CaseOutcome o : outcomes) {
            if (o.status() == Status.PASSED) {
                ConformanceCase c = SUITE.find(o.caseId()).orElseThrow();
                assertTrue(c.needs().isEmpty() && c.expect().get("tromp-taylor").refused().isEmpty(),
                        o.caseId() + " passed on an engine that accepts everything");
            }
        }
        assertTrue(outcomes.stream().anyMatch(o -> o.status() == Status.UNSUPPORTED));
        // On 1x1 the fake accepts the move that recreates the empty start (TT-R1).
        assertEquals(Status.FAILED, find(outcomes, "tiny.1x1-white-move-repeats-start").status());
    }

    @Test
    void enginesThatDieHangOrTalkNonsenseErrEveryCaseWithoutHangingTheRunner() {
        for (String[] mode : new String[][] {{"exit"}, {"hang"}, {"nonsense"}, {"crash-after", "6"}, {"silent-after", "6"}}) {
            List<String> engine = new ArrayList<>(java("org.logicalgo.gtp.FakeEngine"));
            engine.addAll(List.of(mode));
            List<CaseOutcome> outcomes = run(engine, jobs("tiny").subList(0, 3), 1);
            for (CaseOutcome o : outcomes) {
                assertTrue(o.status() == Status.ERRORED || o.status() == Status.UNSUPPORTED,
                        () -> String.join(" ", mode) + ": " + o.caseId() + " " + o.status() + " " + o.actual());
                assertFalse(o.actual().isBlank(), "an errored case says why");
            }
        }
    }

    @Test
    void asAPlayerTheEngineIsAskedWhatItWouldPlayAndARefusedMoveIsNeverTold() {
        // basics.ko-basic: W B3 at turn 4 retakes the ko and repeats the colouring after turn 2 (TT-6).
        // Our engine without a repetition rule says it would play it; as a player it is asked, not told.
        ConformanceCase ko = SUITE.find("basics.ko-basic").orElseThrow();
        ConformanceRunner noKo = new ConformanceRunner(new ConformanceRunner.Options(r -> java("org.logicalgo.cli.Main", "gtp", "--ko", "none"),
                Duration.ofSeconds(30), Duration.ofSeconds(30), Duration.ofSeconds(90), 1, false, false, ConformanceRunner.Role.PLAYER));
        CaseOutcome o = noKo.run(List.of(new ConformanceRunner.Job(ko, Ruleset.TROMP_TAYLOR)), x -> { }).get(0);
        assertEquals(Status.FAILED, o.status(), () -> o.expected() + " / " + o.actual());
        assertEquals(4, o.turn());
        assertEquals("the engine would play it: is_legal white B3: = 1", o.actual());
        assertTrue(o.transcript().stream().noneMatch(l -> l.equals("> play white B3")), String.join("\n", o.transcript()));
        // The same engine with the rules' repetition: it would not, the retake is never told, and the
        // case goes on to its later turns as the rules play it.
        ConformanceRunner rules = new ConformanceRunner(new ConformanceRunner.Options(r -> java("org.logicalgo.cli.Main", "gtp"),
                Duration.ofSeconds(30), Duration.ofSeconds(30), Duration.ofSeconds(90), 1, false, false, ConformanceRunner.Role.PLAYER));
        CaseOutcome passed = rules.run(List.of(new ConformanceRunner.Job(ko, Ruleset.TROMP_TAYLOR)), x -> { }).get(0);
        assertEquals(Status.PASSED, passed.status(), () -> passed.expected() + " / " + passed.actual() + " " + passed.skipped());
        // An engine with no legality query cannot be judged as a player.
        ConformanceRunner fake = new ConformanceRunner(new ConformanceRunner.Options(r -> java("org.logicalgo.gtp.FakeEngine", "flood"),
                Duration.ofSeconds(30), Duration.ofSeconds(30), Duration.ofSeconds(90), 1, false, false, ConformanceRunner.Role.PLAYER));
        CaseOutcome none = fake.run(List.of(new ConformanceRunner.Job(ko, Ruleset.TROMP_TAYLOR)), x -> { }).get(0);
        assertEquals(Status.UNSUPPORTED, none.status());
        assertTrue(none.actual().contains("neither is_legal nor gogui-rules_legal_moves nor kata-raw-nn"), none.actual());
    }

    @Test
    void aSizeTheEngineDiesOnIsTriedOnceThenUnsupported() {
        // The fake dies on boardsize 1, as Pachi asserts; the tiny group has a dozen 1x1 cases. Each is
        // unsupported with the death in its reason, none errs, and the size is told only once.
        List<String> engine = new ArrayList<>(java("org.logicalgo.gtp.FakeEngine", "dies-on-size", "1"));
        List<ConformanceRunner.Job> oneByOne = jobs("tiny").stream().filter(j -> j.c().grid().width() == 1 && j.c().grid().height() == 1).toList();
        assertTrue(oneByOne.size() >= 3, "so few 1x1 cases: " + oneByOne.size());
        ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(r -> engine,
                Duration.ofSeconds(30), Duration.ofSeconds(90), 1));
        List<CaseOutcome> outcomes = runner.run(oneByOne, o -> { });
        for (CaseOutcome o : outcomes) {
            assertEquals(Status.UNSUPPORTED, o.status(), () -> o.caseId() + " " + o.status() + " " + o.actual());
            assertTrue(o.actual().contains("boardsize 1, on which the engine died"), o.actual());
        }
        // The preflight's process, and the one started after the death.
        assertTrue(runner.engineStarts() <= 2, "engine started " + runner.engineStarts() + " times");
    }

    @Test
    void aScoreSlowerThanItsBoundIsNotAskedAndTheCaseDoesNotErr() {
        // tiny.1x1-two-passes-komi: two passes, then the score. The fake never answers final_score.
        List<String> engine = new ArrayList<>(java("org.logicalgo.gtp.FakeEngine", "slow-score"));
        ConformanceCase c = SUITE.find("tiny.1x1-two-passes-komi").orElseThrow();
        ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(r -> engine,
                Duration.ofSeconds(5), Duration.ofSeconds(1), Duration.ofSeconds(30), 1, false));
        CaseOutcome o = runner.run(List.of(new ConformanceRunner.Job(c, Ruleset.TROMP_TAYLOR)), x -> { }).get(0);
        assertTrue(o.status() == Status.INCOMPLETE || o.status() == Status.UNSUPPORTED, () -> o.status() + " " + o.actual());
        assertTrue(o.skipped().keySet().stream().anyMatch(r -> r.startsWith("not asked: final_score gave no answer within --score-timeout (1 s)")),
                o.skipped().toString());
    }

    @Test
    void resultsAreComparedByMargin() {
        assertTrue(CaseRun.sameResult("B+3.5", "B+3.5"));
        assertTrue(CaseRun.sameResult("W+1", "W+1.0"));
        assertTrue(CaseRun.sameResult("0", "0"));
        assertFalse(CaseRun.sameResult("B+3.5", "W+3.5"));
        assertFalse(CaseRun.sameResult("B+3.5", "garbage"));
    }

    @Test
    void reportsCountEveryCaseByClause() {
        List<CaseOutcome> outcomes = List.of(
                outcome("a", List.of("TT-6", "TT-R1"), Status.PASSED, 0, "", "", ""),
                outcome("b", List.of("TT-6"), Status.FAILED, 2, "W B2", "refused: TT-6", "accepted", List.of("TT-6")),
                outcome("c", List.of("TT-10"), Status.UNSUPPORTED, 0, "", "", "needs final_score"));
        Reports r = new Reports("fake", outcomes);
        // Case a showed TT-6 and TT-R1; case b's failed check charges TT-6; c could ask nothing of TT-10.
        assertEquals(new Reports.ClauseCounts(1, 1, 0, 0), r.byClause().get("TT-6"));
        assertEquals(new Reports.ClauseCounts(1, 0, 0, 0), r.byClause().get("TT-R1"));
        assertEquals(new Reports.ClauseCounts(0, 0, 1, 0), r.byClause().get("TT-10"));
        assertEquals(List.of("TT-6", "TT-10", "TT-R1"), new ArrayList<>(r.byClause().keySet()));
        assertFalse(r.allSupportedPassed());
        assertTrue(r.junitXml().contains("tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"1\""), r.junitXml());
        assertTrue(r.html().contains("<strong>b</strong>"));
        assertTrue(r.text().contains("FAILED b [tromp-taylor] TT-6"), r.text());
    }

    @Test
    void aFailureChargedToAClauseTheCaseDoesNotCiteCountsAgainstThatClause() {
        // A handicap case citing TT-C5 whose score is wrong: the check that failed is the score's (TT-9).
        Reports r = new Reports("fake", List.of(
                outcome("d", List.of("TT-C5"), Status.FAILED, 0, "final_score", "result B+361", "= B+359.0", List.of("TT-9"))));
        assertEquals(new Reports.ClauseCounts(0, 1, 0, 0), r.byClause().get("TT-9"));
        assertEquals(new Reports.ClauseCounts(1, 0, 0, 0), r.byClause().get("TT-C5"));
    }

    private static CaseOutcome outcome(String id, List<String> clauses, Status status, int turn, String turnText, String expected,
                                       String actual) {
        return outcome(id, clauses, status, turn, turnText, expected, actual, List.of());
    }

    private static CaseOutcome outcome(String id, List<String> clauses, Status status, int turn, String turnText, String expected,
                                       String actual, List<String> charged) {
        return new CaseOutcome(id, "t", Ruleset.TROMP_TAYLOR, clauses, status, turn, turnText, java.util.Optional.empty(), expected, actual,
                null, null, "", java.util.Optional.empty(), List.of("B A1", "W B2"), 0, "", 1, java.util.Map.of(), List.of(), List.of(), 1,
                java.util.Optional.empty(), java.util.Optional.empty(), charged);
    }
}
