package org.logicalgo.cli;

import org.logicalgo.rulesets.Rulesets;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.CaseOutcome;
import org.logicalgo.conformance.runner.ConformanceRunner;

/** {@code conformance} on the command line: bad engines and directories said at once, and baselines. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ConformanceCommandTest {

    private static String ours(String... args) {
        return String.join(" ", List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "org.logicalgo.cli.Main", "gtp")) + " " + String.join(" ", args);
    }

    @Test
    void anEngineThatCannotBeStartedIsOneLineAndExitTwoBeforeAnyCase(@TempDir Path dir) {
        CliRun run = CliRun.of("conformance", "--engine", "no-such-engine-anywhere --gtp", "--report-dir", dir.toString(), "--quiet");
        assertEquals(2, run.status());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("cannot start 'no-such-engine-anywhere': not found"), run.err());
        assertTrue(run.out().isEmpty(), run.out());
    }

    @Test
    void aReportDirectoryThatCannotBeWrittenIsSaidBeforeTheFirstCase(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("a-file");
        Files.writeString(file, "mine");
        CliRun run = CliRun.of("conformance", "--case", "basics.ko-basic", "--report-dir", file.resolve("reports").toString(), "--quiet");
        assertEquals(2, run.status());
        assertTrue(run.err().contains("--report-dir"), run.err());
        assertEquals("mine", Files.readString(file));
    }

    @Test
    void aBaselineWrittenOnceMakesTheSameFailuresPassAndNamesANewPass(@TempDir Path dir) throws Exception {
        Path baseline = dir.resolve("baseline.txt");
        String[] cases = {"--case", "basics.ko-basic", "--case", "basics.capture-corner-stone", "--rules", "tromp-taylor", "--quiet"};
        CliRun first = CliRun.of(concat(new String[] {"conformance", "--engine", ours("--ko", "none"), "--report-dir",
                dir.resolve("r1").toString(), "--write-baseline", baseline.toString()}, cases));
        assertEquals(3, first.status(), first.out() + first.err());
        assertTrue(Files.readString(baseline).contains("basics.ko-basic tromp-taylor"), Files.readString(baseline));

        CliRun same = CliRun.of(concat(new String[] {"conformance", "--engine", ours("--ko", "none"), "--report-dir",
                dir.resolve("r2").toString(), "--baseline", baseline.toString()}, cases));
        assertEquals(0, same.status(), same.out() + same.err());
        assertTrue(same.out().contains("the same failures, no new one"), same.out());

        CliRun fixed = CliRun.of(concat(new String[] {"conformance", "--engine", ours(), "--report-dir",
                dir.resolve("r3").toString(), "--baseline", baseline.toString()}, cases));
        assertEquals(3, fixed.status(), fixed.out() + fixed.err());
        assertTrue(fixed.out().contains("new pass:    basics.ko-basic tromp-taylor"), fixed.out());

        // A file that is not a baseline is neither read as one nor overwritten.
        Path notes = dir.resolve("notes.txt");
        Files.writeString(notes, "my notes\n");
        CliRun refused = CliRun.of(concat(new String[] {"conformance", "--report-dir", dir.resolve("r4").toString(),
                "--write-baseline", notes.toString()}, cases));
        assertEquals(2, refused.status());
        assertEquals("my notes\n", Files.readString(notes));
    }

    @Test
    void theReportsReplaceAnEarlierRunsWholeAndTheBaselineIsRewrittenWhole(@TempDir Path dir) throws Exception {
        Path reports = dir.resolve("reports");
        Files.createDirectories(reports);
        Files.writeString(reports.resolve("report.html"), "an earlier run's report");
        Files.writeString(reports.resolve("mine.txt"), "not a report");
        Path baseline = dir.resolve("baseline.txt");
        Files.writeString(baseline, "# logical-go conformance baseline: an earlier one\nbasics.gone tromp-taylor\n");
        CliRun run = CliRun.of("conformance", "--engine", ours(), "--case", "basics.ko-basic", "--rules", "tromp-taylor",
                "--report-dir", reports.toString(), "--write-baseline", baseline.toString(), "--quiet");
        assertEquals(0, run.status(), run.out() + run.err());
        // The report directory is the runner's own: its reports are replaced, anything else in it is left.
        try (var names = Files.list(reports)) {
            assertEquals(List.of("junit.xml", "mine.txt", "report.html", "report.json", "report.txt"),
                    names.map(p -> p.getFileName().toString()).sorted().toList());
        }
        assertTrue(Files.readString(reports.resolve("report.html")).contains("basics.ko-basic"));
        assertEquals("not a report", Files.readString(reports.resolve("mine.txt")));
        assertFalse(Files.readString(baseline).contains("basics.gone"));
        try (var names = Files.list(dir)) {
            assertEquals(List.of("baseline.txt", "reports"), names.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    private static String[] concat(String[] a, String[] b) {
        String[] all = new String[a.length + b.length];
        System.arraycopy(a, 0, all, 0, a.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }

    /**
     * Cases whose turns two rulesets judge differently (suicide allowed, suicide forbidden), run
     * by the runner as the main job runs them: our engine, told each case's ruleset, passes them all
     * from one process; an engine that is not told gets one process per ruleset.
     */
    @Test
    void ourEngineToldEachCasesRulesetPlaysEveryRulesetInOneProcess() throws Exception {
        Suite suite = Suite.load(Path.of("conformance/cases"));
        List<String> rulesets = List.of("tromp-taylor", "tromp-taylor+suicide=forbidden");
        List<ConformanceRunner.Job> jobs = new java.util.ArrayList<>();
        for (String ruleset : rulesets) {
            for (ConformanceCase c : suite.under(Rulesets.read(rulesets.get(0)).ruleset()).under(Rulesets.read(rulesets.get(1)).ruleset()).cases()) {
                if (!c.expect().get(Rulesets.read(rulesets.get(0)).ruleset()).refused().equals(c.expect().get(Rulesets.read(rulesets.get(1)).ruleset()).refused())) {
                    jobs.add(new ConformanceRunner.Job(c, Rulesets.read(ruleset).ruleset()));
                }
            }
        }
        assertTrue(jobs.size() >= 10, "cases the two rulesets judge differently: " + jobs.size());
        for (boolean told : List.of(true, false)) {
            try (ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(ConformanceCommand::ownEngine,
                    Duration.ofSeconds(30), Duration.ofSeconds(180), Duration.ofSeconds(60), 1, false, told))) {
                runner.preflight(Rulesets.read(rulesets.get(0)).ruleset());
                List<CaseOutcome> outcomes = runner.run(jobs, o -> { });
                for (CaseOutcome o : outcomes) {
                    assertFalse(o.bad(), () -> o.caseId() + " [" + o.ruleset() + "] " + o.status() + ": " + o.expected() + " / " + o.actual());
                }
                assertEquals(told ? 1 : rulesets.size(), runner.engineStarts(), told ? "told its ruleset" : "not told");
            }
        }
    }
}
