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
        Result r = matrix("--report-dir", dir.resolve("m").toString(), "--only", "kgs");
        assertEquals(2, r.status());
        assertTrue(r.err().contains("--only kgs: no such engine; the engines are logical-go, gnugo, fuego, pachi, katago, leela-zero, goban"),
                r.err());
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

    private static CaseOutcome outcome(String id, CaseOutcome.Status status) {
        return new CaseOutcome(id, "t", Ruleset.TROMP_TAYLOR, List.of("TT-6"), status, 1, "B A1", Optional.empty(), "refused", "accepted",
                null, null, "", Optional.empty(), List.of("B A1"), 0, "", 1, java.util.Map.of(), List.of(), List.of(), 1,
                Optional.empty(), Optional.empty(), List.of("TT-6"));
    }

    @Test
    void thePageMarksTheUntriagedKnownFailuresAndListsEachRunsTriage() throws IOException {
        List<CaseOutcome> outcomes = List.of(outcome("ko.simple-centre-7x7", CaseOutcome.Status.FAILED),
                outcome("ko.simple-corner-a1-7x7", CaseOutcome.Status.FAILED), outcome("ko.simple-edge-bottom-7x7", CaseOutcome.Status.FAILED),
                outcome("basics.ko-basic", CaseOutcome.Status.FAILED), outcome("basics.capture-corner-stone", CaseOutcome.Status.PASSED));
        Baseline baseline = Baseline.parse("""
                # logical-go conformance baseline
                basics.ko-basic tromp-taylor bug: https://example.org/issues?id=1&b=2
                ko.simple-centre-7x7 tromp-taylor note: a <documented> choice & more
                ko.simple-edge-bottom-7x7 tromp-taylor bug: conformance/engines/gnugo.md#rule-deviations
                ko.simple-corner-a1-7x7 tromp-taylor
                """);
        Matrix matrix = new Matrix(Instant.now(), Duration.ofSeconds(1), "2 processor(s)", List.of(
                new Matrix.Row("ko-none.tromp-taylor", "logical-go", "0.1.0", "--ko none", "tromp-taylor",
                        Optional.of(new Reports("logical-go --ko none", outcomes)), Optional.of(new Matrix.Known(baseline, "known.txt")), "")));
        // Untriaged changes no verdict.
        assertTrue(matrix.asBaselines());
        String html = matrix.html();
        assertTrue(html.contains("as baseline<br><span class=\"muted\">4 known</span><br><a class=\"untriaged\" href=\"#known-ko-none.tromp-taylor\">"
                + "1 untriaged</a></td>"), html);
        assertTrue(html.contains("<a class=\"untriaged\" href=\"#known\">1 known failure(s) untriaged</a>"), html);
        int untriaged = html.indexOf("<li class=\"triage-untriaged\"><details open><summary><span class=\"untriaged\">untriaged</span>: no <code>bug:</code>"
                + " or <code>note:</code> yet (1 case)</summary><div class=\"cases\"><a href=\"ko-none.tromp-taylor/report.html#ko.simple-corner-a1-7x7@tromp-taylor\">"
                + "ko.simple-corner-a1-7x7</a></div></details></li>");
        // A URL is a link, a path of this repository shown as written; both, and the note, escaped.
        int url = html.indexOf("<li class=\"triage-bug\"><details open><summary><strong>bug:</strong> <a href=\"https://example.org/issues?id=1&amp;b=2\">"
                + "https://example.org/issues?id=1&amp;b=2</a> (1 case)</summary>");
        int path = html.indexOf("<li class=\"triage-bug\"><details open><summary><strong>bug:</strong> <code>conformance/engines/gnugo.md#rule-deviations</code>"
                + " (1 case)</summary>");
        int note = html.indexOf("<li class=\"triage-note\"><details open><summary><strong>note:</strong> a &lt;documented&gt; choice &amp; more (1 case)</summary>"
                + "<div class=\"cases\"><a href=\"ko-none.tromp-taylor/report.html#ko.simple-centre-7x7@tromp-taylor\">ko.simple-centre-7x7</a></div>");
        // The untriaged first, then the bugs, then the notes, each kind in the order of its text.
        assertTrue(untriaged > 0 && untriaged < path && path < url && url < note, untriaged + " " + url + " " + path + " " + note + "\n" + html);
        assertTrue(html.indexOf("<h2 id=\"known\">") < html.indexOf("<h2>Runs</h2>"), html);
        assertTrue(matrix.text().contains("as baseline, 1 known failure(s) untriaged"), matrix.text());
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
