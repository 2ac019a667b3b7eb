package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.Baseline;
import org.logicalgo.conformance.runner.CaseOutcome;
import org.logicalgo.conformance.runner.ConformanceRunner;
import org.logicalgo.conformance.runner.Matrix;
import org.logicalgo.conformance.runner.Reports;
import org.logicalgo.rules.Ruleset;


/** The matrix's bad input, and its page marking a run that differs from its baseline. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ConformanceMatrixCommandTest {

    @TempDir
    Path dir;

    private record Result(int status, String out, String err) {
    }

    private static Result matrix(String... args) {
        List<String> all = new ArrayList<>(List.of("conformance", "matrix"));
        all.addAll(List.of(args));
        CliRun ran = CliRun.of(all.toArray(String[]::new));
        return new Result(ran.status(), ran.out(), ran.err());
    }

    @Test
    void anUnwritableReportDirectoryIsOneLineAndExit2() throws IOException {
        Path file = Files.writeString(dir.resolve("a-file"), "not a directory");
        Result r = matrix("--report-dir", file.resolve("matrix").toString(), "--only", "logical-go");
        assertEquals(2, r.status());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("logical-go: --report-dir "), r.err());
        assertEquals("", r.out());
    }

    @Test
    void anUnknownEngineIsOneLineNamingTheKnownOnes() {
        Result r = matrix("--report-dir", dir.resolve("m").toString(), "--only", "katago");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--only katago: no such engine; the engines are logical-go, gnugo, leela-zero, goban"), r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
    }

    @Test
    void thePageMarksANewFailureANewPassAndAnEngineNotInstalled() throws IOException {
        // Our engine made to forget the starting colouring fails repetition.ko-repeats-start (TT-6, TT-R1).
        Suite suite = Suite.load(Suite.defaultDirectory());
        // (--defect spoils the reference engine, so the fast one is not asked for.)
        List<String> engine = new ArrayList<>(ConformanceCommand.ownEngine(Ruleset.TROMP_TAYLOR));
        int fast = engine.indexOf("--engine");
        engine.subList(fast, fast + 2).clear();
        engine.addAll(List.of("--defect", "start-not-counted"));
        List<CaseOutcome> outcomes;
        try (ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(r -> engine, Duration.ofSeconds(20),
                Duration.ofSeconds(60), 1))) {
            outcomes = runner.run(List.of(new ConformanceRunner.Job(suite.find("repetition.ko-repeats-start").orElseThrow(), Ruleset.TROMP_TAYLOR),
                    new ConformanceRunner.Job(suite.find("basics.ko-basic").orElseThrow(), Ruleset.TROMP_TAYLOR)), o -> { });
        }
        assertEquals(CaseOutcome.Status.FAILED, outcomes.get(0).status(), outcomes.get(0)::toString);
        Reports reports = new Reports("logical-go (defect start-not-counted)", outcomes);
        // Known to fail the ko, which now passes; the failure is new.
        Matrix.Known known = new Matrix.Known(new Baseline(Set.of("basics.ko-basic tromp-taylor")), "known.txt");
        Matrix matrix = new Matrix(Instant.now(), Duration.ofSeconds(1), "2 processor(s)", List.of(
                new Matrix.Row("defective.tromp-taylor", "logical-go <defective>", "0.1.0", "--defect start-not-counted", "tromp-taylor",
                        Optional.of(reports), Optional.of(known), ""),
                Matrix.Row.absent("gnugo.tromp-taylor", "GNU Go", "--mode gtp", "tromp-taylor", "not installed: no gnugo on PATH")));
        assertFalse(matrix.asBaselines());
        String html = matrix.html();
        assertTrue(html.contains("<tr id=\"row-defective.tromp-taylor\" data-run=\"defective.tromp-taylor\" class=\"changed-row\">"), html);
        assertTrue(html.contains("logical-go &lt;defective&gt;"), "escaped through Markup.text");
        assertTrue(html.contains("<li class=\"new-failure\">new failure: <a href=\"defective.tromp-taylor/report.html#repetition.ko-repeats-start@tromp-taylor\">"), html);
        assertTrue(html.contains("<li class=\"new-pass\">new pass (remove it from the baseline): basics.ko-basic tromp-taylor</li>"), html);
        assertTrue(html.contains("+1 failing, −1 known"), html);
        assertTrue(html.contains("class=\"absent\"") && html.contains("not installed: no gnugo on PATH"), html);
        // The failing TT-6 cell leads to the clause's failures in the run's own report, which has that anchor and the card.
        assertTrue(html.contains("<a href=\"defective.tromp-taylor/report.html#failures-TT-6\">"), html);
        matrix.writeTo(dir.resolve("m"));
        String report = Files.readString(dir.resolve("m/defective.tromp-taylor/report.html"));
        assertTrue(report.contains("<li id=\"failures-TT-6\">"), report);
        assertTrue(report.contains("<a href=\"#repetition.ko-repeats-start@tromp-taylor\">"), report);
        assertTrue(report.contains("id=\"repetition.ko-repeats-start@tromp-taylor\""));
        assertTrue(matrix.text().contains("CHANGED: 1 new failure(s), 1 new pass(es)"), matrix.text());
    }

    @Test
    void aCaseOnABoardSizeTheEngineRefusesIsUnsupportedNotErrored() {
        // Our engine as an engine that plays 19x19 only (as Leela Zero): a 25x25 grid cannot be walled inside 19x19.
        List<String> engine = new ArrayList<>(ConformanceCommand.ownEngine(Ruleset.TROMP_TAYLOR));
        engine.addAll(List.of("--profile", "19x19-showboard"));
        Suite suite = Suite.load(Suite.defaultDirectory());
        try (ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(r -> engine, Duration.ofSeconds(20),
                Duration.ofSeconds(60), 1))) {
            CaseOutcome o = runner.run(List.of(new ConformanceRunner.Job(suite.find("capture.corner-a1-25x25").orElseThrow(),
                    Ruleset.TROMP_TAYLOR)), x -> { }).get(0);
            assertEquals(CaseOutcome.Status.UNSUPPORTED, o.status(), o::toString);
            assertTrue(o.actual().contains("the engine refuses a 25x25 grid (boardsize 25) and every board that could hold it walled"), o.actual());
        }
    }
}
