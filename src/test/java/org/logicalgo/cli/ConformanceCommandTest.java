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

    @Test
    void oneProcessServesEveryRulesetItsStartUpFilesSet(@TempDir Path dir) throws Exception {
        // cycle.three-moves-corner-a1-7x7: turn 9 brings back the colouring after turn 6, refused by
        // positional superko (TT-6), accepted under simple ko (TT-V1). One engine process, told each
        // ruleset by its start-up file before that ruleset's cases, passes under both.
        Path config = Files.createDirectories(dir.resolve("config"));
        Files.writeString(config.resolve("tromp-taylor.gtp"), "# the logical rules\nlogicalgo-rules tromp-taylor\n");
        Files.writeString(config.resolve("tromp-taylor+ko=simple.gtp"), "logicalgo-rules tromp-taylor ko=simple\n");
        CliRun run = CliRun.of("conformance", "--engine", ours(), "--rules-config", config.toString(), "--case",
                "cycle.three-moves-corner-a1-7x7", "--report-dir", dir.resolve("reports").toString(), "--quiet");
        assertEquals(0, run.status(), run.out() + run.err());
        assertTrue(run.out().contains("2 cases: 2 passed"), run.out());
        assertTrue(Files.readString(dir.resolve("reports/report.txt")).contains("tromp-taylor+ko=simple"));
        // A ruleset the directory has no start-up file for is refused in one line, before any case.
        Files.delete(config.resolve("tromp-taylor+ko=simple.gtp"));
        CliRun missing = CliRun.of("conformance", "--engine", ours(), "--rules-config", config.toString(), "--rules",
                "tromp-taylor+ko=simple", "--report-dir", dir.resolve("r2").toString(), "--quiet");
        assertEquals(2, missing.status());
        assertEquals("logical-go: --rules tromp-taylor+ko=simple: --rules-config " + config + " has no start-up file for it",
                missing.err().strip());
        Files.writeString(config.resolve("no-such-rules.gtp"), "komi 0\n");
        CliRun bad = CliRun.of("conformance", "--engine", ours(), "--rules-config", config.toString(), "--report-dir",
                dir.resolve("r3").toString(), "--quiet");
        assertEquals(2, bad.status());
        assertTrue(bad.err().startsWith("logical-go: --rules-config " + config.resolve("no-such-rules.gtp") + ": the file's name is no ruleset"),
                bad.err());
        assertEquals(1, bad.err().strip().lines().count(), bad.err());
        CliRun ownEngine = CliRun.of("conformance", "--rules-config", config.toString(), "--report-dir", dir.resolve("r4").toString());
        assertEquals(2, ownEngine.status());
        assertTrue(ownEngine.err().contains("give its command with --engine"), ownEngine.err());
    }

    /** Twelve simple kos, which our engine told {@code --ko none} retakes: in the order a baseline lists them. */
    private static final List<String> KOS = List.of("ko.simple-centre-11x11", "ko.simple-centre-13x13", "ko.simple-centre-15x15",
            "ko.simple-centre-17x17", "ko.simple-centre-19x19", "ko.simple-centre-7x7", "ko.simple-corner-a1-11x11", "ko.simple-corner-a1-13x13",
            "ko.simple-corner-a1-15x15", "ko.simple-corner-a1-17x17", "ko.simple-corner-a1-19x19", "ko.simple-corner-a1-7x7");

    @Test
    void aBaselineWrittenAgainKeepsItsTriageAndARunListsTheUntriagedWithoutFailing(@TempDir Path dir) throws Exception {
        Path baseline = dir.resolve("baseline.txt");
        Files.writeString(baseline, "# logical-go conformance baseline: an earlier one\n# Kept: why these fail.\n"
                + "ko.simple-centre-7x7 tromp-taylor note: told --ko none, it retakes\n"
                + "basics.gone tromp-taylor bug: https://example.org/issues/1\n");
        List<String> args = new java.util.ArrayList<>(List.of("conformance", "--engine", ours("--ko", "none"), "--rules", "tromp-taylor", "--quiet"));
        KOS.forEach(k -> args.addAll(List.of("--case", k)));

        CliRun written = CliRun.of(concat(args.toArray(String[]::new), new String[] {"--report-dir", dir.resolve("r1").toString(),
                "--write-baseline", baseline.toString()}));
        assertEquals(3, written.status(), written.out() + written.err());
        assertTrue(written.out().contains("Baseline: " + baseline + " (12 failing cases, 11 untriaged)"), written.out());
        List<String> lines = Files.readAllLines(baseline);
        assertEquals("# logical-go conformance baseline: the cases this engine fails or errs, one 'case ruleset' a line,"
                + " then 'bug: LINK' or 'note: WORDS' once triaged", lines.get(0));
        assertEquals("# Kept: why these fail.", lines.get(1));
        assertTrue(lines.get(2).startsWith("# engine: "), lines.get(2));
        // The note kept on the case that still fails; the case that is gone goes with its bug.
        assertEquals(List.of("ko.simple-centre-11x11 tromp-taylor", "ko.simple-centre-13x13 tromp-taylor", "ko.simple-centre-15x15 tromp-taylor",
                "ko.simple-centre-17x17 tromp-taylor", "ko.simple-centre-19x19 tromp-taylor",
                "ko.simple-centre-7x7 tromp-taylor note: told --ko none, it retakes", "ko.simple-corner-a1-11x11 tromp-taylor",
                "ko.simple-corner-a1-13x13 tromp-taylor", "ko.simple-corner-a1-15x15 tromp-taylor", "ko.simple-corner-a1-17x17 tromp-taylor",
                "ko.simple-corner-a1-19x19 tromp-taylor", "ko.simple-corner-a1-7x7 tromp-taylor"), lines.subList(3, lines.size()));

        CliRun same = CliRun.of(concat(args.toArray(String[]::new), new String[] {"--report-dir", dir.resolve("r2").toString(),
                "--baseline", baseline.toString()}));
        assertEquals(0, same.status(), "untriaged is a to-do, not a regression: " + same.out() + same.err());
        String in = " (no bug: or note: in " + baseline + ")";
        assertEquals("Baseline " + baseline + ": the same failures, no new one; 12 known failure(s) met, 11 untriaged.\n"
                + "  untriaged:   ko.simple-centre-11x11 tromp-taylor" + in + "\n"
                + "  untriaged:   ko.simple-centre-13x13 tromp-taylor" + in + "\n"
                + "  untriaged:   ko.simple-centre-15x15 tromp-taylor" + in + "\n"
                + "  untriaged:   ko.simple-centre-17x17 tromp-taylor" + in + "\n"
                + "  untriaged:   ko.simple-centre-19x19 tromp-taylor" + in + "\n"
                + "  untriaged:   ko.simple-corner-a1-11x11 tromp-taylor" + in + "\n"
                + "  untriaged:   ko.simple-corner-a1-13x13 tromp-taylor" + in + "\n"
                + "  untriaged:   ko.simple-corner-a1-15x15 tromp-taylor" + in + "\n"
                + "  untriaged:   ko.simple-corner-a1-17x17 tromp-taylor" + in + "\n"
                + "  untriaged:   ko.simple-corner-a1-19x19 tromp-taylor" + in + "\n"
                + "  ... and 1 more untriaged\n", same.out().substring(same.out().indexOf("Baseline " + baseline + ":")));

        // A baseline with a line that cannot be read is not written over (its triage would be lost), before any case.
        Path broken = dir.resolve("broken.txt");
        Files.writeString(broken, "# logical-go conformance baseline\nbasics.ko-basic tromp-taylor bug:\n");
        CliRun refused = CliRun.of(concat(args.toArray(String[]::new), new String[] {"--report-dir", dir.resolve("r3").toString(),
                "--write-baseline", broken.toString()}));
        assertEquals(2, refused.status(), refused.out() + refused.err());
        assertEquals("logical-go: --write-baseline " + broken + ": line 2: 'bug:' names no link (an http(s) URL or a path of this repository);"
                + " not overwritten", refused.err().strip());
        assertEquals("# logical-go conformance baseline\nbasics.ko-basic tromp-taylor bug:\n", Files.readString(broken));
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
