package org.logicalgo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import org.logicalgo.conformance.CaseFormatException;
import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Suite;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.conformance.runner.Baseline;
import org.logicalgo.conformance.runner.CaseOutcome;
import org.logicalgo.conformance.runner.ConformanceRunner;
import org.logicalgo.conformance.runner.EngineProbe;
import org.logicalgo.conformance.runner.Legality;
import org.logicalgo.conformance.runner.Reports;
import org.logicalgo.gtp.GtpClient;
import org.logicalgo.gtp.GtpException;
import org.logicalgo.io.OutputFile;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code ./logical-go conformance}: runs the conformance suite against a GTP engine, ours by default. */
@Command(name = "conformance", header = "Runs the conformance suite against a GTP engine, ours by default, clause by clause.", mixinStandardHelpOptions = true,
        description = {"Runs the conformance suite against a GTP engine (by default logical-go's own) and reports,"
                + " clause by clause, where it conforms.",
                "Exit status: 0 only when every selected supported case passes, 3 when a case fails or errs, 2 for bad"
                + " input."},
        footer = {"", "Examples:",
                "  ./logical-go conformance",
                "  " + ConformanceCommand.GNU_GO,
                "  " + ConformanceCommand.GNU_GO_ENGINE,
                "  ./logical-go conformance --clause TT-6 --tag ko",
                "  ./logical-go conformance export --format gtp --out regress/"})
public final class ConformanceCommand implements Callable<Integer> {

    /**
     * The example of GNU Go, in two lines to fit the help's width; the README shows the same lines
     * ({@code HelpTextTest}): one example, not two that drift apart.
     */
    static final String GNU_GO = "./logical-go conformance --fresh-engine --skip-score --engine \\";
    static final String GNU_GO_ENGINE = "  \"gnugo --mode gtp --chinese-rules --positional-superko --allow-suicide\"";
    static final List<String> GNU_GO_EXAMPLE = List.of(GNU_GO, GNU_GO_ENGINE);

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--engine", paramLabel = "\"CMD ARGS\"",
            description = "The engine's command line (split like a shell does, no shell run); default: our own gtp command.")
    String engine;

    @Option(names = "--rules-config", paramLabel = "DIR",
            description = "For another engine: a directory of its start-up files, RULESET.gtp each (the GTP commands that set the"
                    + " engine to that ruleset, as conformance/engines/config/fuego/). One process then serves every ruleset, told"
                    + " each before its cases; without --rules, every ruleset the directory names is run.")
    Path rulesConfig;

    @Option(names = "--rules", paramLabel = "NAME",
            description = "The ruleset(s) whose expectations to check, e.g. tromp-taylor or tromp-taylor+ko=situational"
                    + " (default: every ruleset of the suite for our own engine, tromp-taylor for another engine).")
    List<Ruleset> rulesets = new ArrayList<>();

    @Option(names = "--suite", paramLabel = "DIR", description = "The directory of case files (default: conformance/cases).")
    Path suiteDir;

    @Option(names = "--case", paramLabel = "ID", description = "Only this case (repeatable).")
    List<String> caseIds = new ArrayList<>();

    @Option(names = "--clause", paramLabel = "ID", description = "Only cases that test this clause, e.g. TT-6 (repeatable).")
    List<String> clauses = new ArrayList<>();

    @Option(names = "--tag", paramLabel = "TAG", description = "Only cases with this tag, e.g. ko (repeatable).")
    List<String> tags = new ArrayList<>();

    @Option(names = "--skip-slow", description = "Leave out cases tagged slow.")
    boolean skipSlow;

    @Option(names = "--jobs", paramLabel = "N",
            description = "Cases played at once, each by an engine process of its own (default: 1 for another engine;"
                    + " for our own, one per processor, at most 4, and per hundred cases).")
    Integer jobs;

    @Mixin
    EngineRunOptions run;

    @Option(names = "--write-baseline", paramLabel = "FILE",
            description = "Write the cases that fail or err to FILE, for --baseline in later runs; over an earlier baseline, its"
                    + " comments and the bug: or note: of each case still failing are kept.")
    Path writeBaseline;

    @Option(names = "--baseline", paramLabel = "FILE",
            description = "Exit 0 when the cases that fail or err are exactly those of FILE; otherwise list the new failures and the new passes."
                    + " Its cases with no bug: or note: are listed as untriaged, which leaves the exit status as it is.")
    Path baseline;

    @Option(names = "--report-dir", paramLabel = "DIR", defaultValue = "reports/conformance",
            description = "Where report.html, report.json, junit.xml and report.txt go (default reports/conformance).")
    Path reportDir;

    @Option(names = "--quiet", description = "No progress lines on standard error.")
    boolean quiet;

    @Option(names = "--list", description = "Print what the selection holds (its cases by ruleset, tag and clause, then each case) and run nothing.")
    boolean list;

    @Override
    public Integer call() throws IOException {
        if (list) {
            return list();
        }
        if (jobs != null && (jobs < 1 || jobs > 64)) {
            throw new UserError("--jobs takes 1 to 64, not " + jobs);
        }
        Baseline known = null;
        if (baseline != null) {
            try {
                known = Baseline.read(baseline);
            } catch (IOException e) {
                throw new UserError("--baseline " + baseline + ": " + (e instanceof java.nio.file.NoSuchFileException ? "no such file" : e.getMessage()));
            }
        }
        Baseline previous = new Baseline(Set.of());
        if (writeBaseline != null) {
            if (!Baseline.writable(writeBaseline)) {
                throw new UserError("--write-baseline " + writeBaseline + ": the file exists and is not a baseline; not overwritten");
            }
            // Read before the run: its comments and triage are written again, and a line of it that
            // cannot be read would be lost, so it is said now rather than after the run.
            if (java.nio.file.Files.exists(writeBaseline)) {
                try {
                    previous = Baseline.read(writeBaseline);
                } catch (IOException e) {
                    throw new UserError("--write-baseline " + writeBaseline + ": " + e.getMessage() + "; not overwritten");
                }
            }
        }
        checkWritable(reportDir);
        List<String> engineWords = null;
        if (engine != null) {
            engineWords = engineWords(engine);
        }
        List<String> external = engineWords;
        Function<Ruleset, List<String>> engineFor = external != null ? name -> external : ConformanceCommand::ownEngine;
        if (rulesConfig != null && external == null) {
            throw new UserError("--rules-config sets another engine's rules: give its command with --engine");
        }
        told = rulesConfig == null ? Map.of() : RulesConfig.read(rulesConfig);
        try (ConformanceRunner runner = new ConformanceRunner(run.runner(engineFor, jobs != null ? jobs : external != null ? 1 : 0,
                external == null).telling(told))) {
            // The engine starts (a JVM, for ours) while the suite is read. Our own engine is told
            // each case's ruleset, so it may start under any; another one is the same command for all.
            FutureTask<EngineProbe> preflight = new FutureTask<>(() -> runner.preflight(rulesets.isEmpty() ? Ruleset.TROMP_TAYLOR : rulesets.get(0)));
            Thread starting = new Thread(preflight, "engine-start");
            starting.setDaemon(true);
            starting.start();
            try {
                return run(runner, external, preflight, known, previous);
            } finally {
                // So that an engine started for a run that then stopped on bad input is ended with the runner.
                try {
                    preflight.get();
                } catch (ExecutionException e) {
                    // said in run() where it mattered
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }

    private Suite suite() {
        try {
            return Suite.load(suiteDir != null ? suiteDir : Suite.defaultDirectory());
        } catch (CaseFormatException e) {
            throw new UserError(e.getMessage());
        }
    }

    /** The rulesets a run plays: those given, else every one the suite names (our engine) or tromp-taylor (another). */
    /** The commands that set the engine to each ruleset, from --rules-config; empty without it. */
    private Map<Ruleset, List<String>> told = Map.of();

    private Set<Ruleset> chosen(Suite suite, boolean external) {
        Set<Ruleset> chosen = new LinkedHashSet<>(rulesets);
        for (Ruleset r : chosen) {
            if (!told.isEmpty() && !told.containsKey(r)) {
                throw new UserError("--rules " + Rulesets.name(r) + ": --rules-config " + rulesConfig + " has no start-up file for it");
            }
        }
        if (chosen.isEmpty() && !told.isEmpty()) {
            Set<Ruleset> named = new java.util.HashSet<>();
            suite.cases().forEach(c -> named.addAll(c.expect().keySet()));
            told.keySet().stream().filter(named::contains).forEach(chosen::add);
        }
        if (chosen.isEmpty()) {
            if (!external) {
                Set<Ruleset> named = new java.util.TreeSet<>(Rulesets.ORDER);
                suite.cases().forEach(c -> named.addAll(c.expect().keySet()));
                // In the registry's order, not the order the case files happen to name them.
                chosen.addAll(named);
            } else {
                chosen.add(Ruleset.TROMP_TAYLOR);
            }
        }
        return chosen;
    }

    /** Every selected case under every chosen ruleset; none is a user error that names what the suite has. */
    private List<ConformanceRunner.Job> jobs(Suite suite, Set<Ruleset> chosen) {
        List<ConformanceRunner.Job> jobList = new ArrayList<>();
        for (Ruleset rules : chosen) {
            for (ConformanceCase c : suite.under(rules).cases()) {
                if (selected(c)) {
                    jobList.add(new ConformanceRunner.Job(c, rules));
                }
            }
        }
        if (jobList.isEmpty()) {
            throw new UserError.Lines(Selection.nothing(suite, chosen.stream().map(Rulesets::name).toList(), caseIds, clauses, tags, skipSlow));
        }
        return jobList;
    }

    /** {@code --list}: the selection, counted by ruleset, tag and clause, then its cases; no engine is started. */
    private Integer list() {
        Suite suite = suite();
        List<ConformanceRunner.Job> jobList = jobs(suite, chosen(suite, engine != null));
        PrintWriter out = spec.commandLine().getOut();
        out.print(Selection.listing(jobList));
        out.flush();
        return 0;
    }

    private Integer run(ConformanceRunner runner, List<String> external, FutureTask<EngineProbe> preflight, Baseline known,
                        Baseline previous) {
        Suite suite = suite();
        Set<Ruleset> chosen = chosen(suite, external != null);
        List<String> names = chosen.stream().map(Rulesets::name).toList();
        List<ConformanceRunner.Job> jobList = jobs(suite, chosen);
        // An engine that cannot be started or does not speak GTP is said once, before any case.
        try {
            preflight.get();
        } catch (ExecutionException e) {
            throw new UserError("--engine: " + (e.getCause() instanceof GtpException g ? g.getMessage() : String.valueOf(e.getCause())));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserError("--engine: interrupted while starting the engine");
        }

        PrintWriter err = spec.commandLine().getErr();
        AtomicInteger done = new AtomicInteger();
        AtomicInteger failed = new AtomicInteger();
        int total = jobList.size();
        checkRoom(reportDir, total);
        if (!quiet) {
            err.println("Running " + total + " cases under " + String.join(", ", names) + ", " + runner.workers(total) + " at a time...");
            err.flush();
        }
        Instant started = Instant.now();
        // Ctrl-C, SIGTERM or SIGHUP: the engines are ended (GtpClient), the cases finished so far reported.
        java.util.concurrent.atomic.AtomicBoolean reported = new java.util.concurrent.atomic.AtomicBoolean();
        Runnable onSignal = () -> {
            if (reported.compareAndSet(false, true)) {
                Interrupted.report(runner, describeEngine(runner, external, chosen.iterator().next()), names, started, reportDir,
                        spec.commandLine().getOut(), err);
            }
        };
        OutputFile.lastWrite(onSignal);
        List<CaseOutcome> outcomes = runner.run(jobList, o -> {
            int n = done.incrementAndGet();
            if (o.status() == CaseOutcome.Status.FAILED || o.status() == CaseOutcome.Status.ERRORED) {
                failed.incrementAndGet();
            }
            if (!quiet && (n % 25 == 0 || n == total)) {
                synchronized (err) {
                    err.println("[" + n + "/" + total + "] " + failed.get() + " failed or errored so far");
                    err.flush();
                }
            }
        });
        OutputFile.noLastWrite(onSignal);
        if (!reported.compareAndSet(false, true)) {
            return Main.REFUSED; // stopped by a signal: the shutdown hook reports the cases finished
        }
        String engineName = describeEngine(runner, external, chosen.iterator().next());
        // What plays one case again as this run played it: the engine as typed, the score left out as here.
        String replay = ((engine == null ? "" : "--engine " + Reports.shellWord(engine)) + " " + run.words()).strip();
        Reports reports = new Reports(engineName, List.copyOf(names), started, Duration.between(started, Instant.now()), outcomes, replay);
        PrintWriter out = spec.commandLine().getOut();
        out.print(reports.text());
        // On standard output before any file is written: whatever happens to the files, the results are not lost.
        out.flush();
        try {
            reports.writeTo(reportDir);
            out.println();
            out.println("Reports: " + reportDir.resolve("report.html") + ", report.json, junit.xml, report.txt");
        } catch (OutputFile.Failure e) {
            throw new UserError("--report-dir " + e.getMessage());
        }
        if (writeBaseline != null) {
            try {
                // Checked before the run (Baseline.writable): absent, or a baseline, which this replaces
                // whole but for its comments and the triage of the cases that still fail.
                Baseline written = previous.rewritten(outcomes);
                OutputFile.write(writeBaseline, written.text(engineName), true);
                long untriaged = written.known().values().stream().filter(Baseline.Triage::untriaged).count();
                out.println("Baseline: " + writeBaseline + " (" + written.failing().size() + " failing cases, " + untriaged + " untriaged)");
            } catch (OutputFile.Failure e) {
                throw new UserError("--write-baseline " + e.getMessage());
            }
        }
        out.flush();
        if (known != null) {
            Baseline.Difference d = known.compare(outcomes);
            out.println();
            String met = d.knownFailures().size() + " known failure(s) met, " + d.untriaged().size() + " untriaged";
            if (d.none()) {
                out.println("Baseline " + baseline + ": the same failures, no new one; " + met + ".");
            } else {
                out.println("Baseline " + baseline + ": " + d.newFailures().size() + " new failure(s), " + d.newPasses().size() + " new pass(es); "
                        + met + ".");
                d.newFailures().forEach(k -> out.println("  new failure: " + k));
                d.newPasses().forEach(k -> out.println("  new pass:    " + k + " (remove it from the baseline)"));
            }
            // A to-do, not a regression: listed, and the exit status is the comparison's alone.
            d.untriaged().stream().limit(UNTRIAGED_SHOWN)
                    .forEach(k -> out.println("  untriaged:   " + k + " (no bug: or note: in " + baseline + ")"));
            if (d.untriaged().size() > UNTRIAGED_SHOWN) {
                out.println("  ... and " + (d.untriaged().size() - UNTRIAGED_SHOWN) + " more untriaged");
            }
            out.flush();
            return d.none() ? 0 : Main.REFUSED;
        }
        return reports.allSupportedPassed() ? 0 : Main.REFUSED;
    }

    /** The untriaged known failures a run lists at most: enough to start on, few enough not to bury the new failures. */
    static final int UNTRIAGED_SHOWN = 10;

    /** The report directory is checked before the first case, so that no run's results are lost to it. */
    private static void checkWritable(Path dir) {
        try {
            OutputFile.checkWritable(dir);
        } catch (OutputFile.Failure e) {
            throw new UserError("--report-dir " + e.getMessage());
        }
    }

    /** Room for the reports, checked before the first case: a probe file of their expected size, removed after. */
    private static void checkRoom(Path dir, int cases) {
        try {
            OutputFile.checkWritable(dir, Interrupted.expectedReportBytes(cases));
        } catch (OutputFile.Failure e) {
            throw new UserError("--report-dir " + e.getMessage());
        }
    }

    private boolean selected(ConformanceCase c) {
        if (!caseIds.isEmpty() && !caseIds.contains(c.id())) {
            return false;
        }
        if (!clauses.isEmpty() && c.clauses().stream().noneMatch(clauses::contains)) {
            return false;
        }
        if (!tags.isEmpty() && c.tags().stream().noneMatch(tags::contains)) {
            return false;
        }
        return !(skipSlow && c.tags().contains("slow"));
    }

    /** The engine as it named itself when it played the run's first ruleset, and its command. */
    private static String describeEngine(ConformanceRunner runner, List<String> external, Ruleset firstRuleset) {
        String command = external != null ? String.join(" ", external)
                : "logical-go gtp --engine fast (our own engine, told each case's ruleset)";
        Map<Ruleset, EngineProbe> probes = runner.probes();
        Optional<EngineProbe> probe = Optional.ofNullable(probes.get(firstRuleset)).or(() -> probes.values().stream().findFirst());
        String described = probe.map(EngineProbe::describe).map(d -> d + ": " + command).orElse(command);
        // A player's verdicts are not a referee's: the report and its baseline say which role was judged.
        return runner.options().role() == ConformanceRunner.Role.PLAYER
                ? described + "; judged as a player (" + probe.flatMap(Legality::query).orElse("no legality query") + ")"
                : described;
    }

    /**
     * The child engine's JVM flags, for a process that lives a few seconds and answers short
     * commands: no optimising compiler (the run is over before it would pay back), the simplest
     * collector (docs/performance.md, "The main job").
     */
    static final List<String> CHILD_JVM = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    /**
     * Our own engine as a child process: this JVM's java and classpath, the fast engine (the
     * reference judges it in the tests, not in every run), configured for the ruleset.
     */
    /** An engine's command line as --engine gives it, split as a shell splits it (no shell run); one line when it cannot be. */
    static List<String> engineWords(String engine) {
        List<String> words;
        try {
            words = GtpClient.split(engine);
        } catch (IllegalArgumentException e) {
            throw new UserError("--engine: " + e.getMessage());
        }
        if (words.isEmpty()) {
            throw new UserError("--engine: an empty command");
        }
        return words;
    }

    static List<String> ownEngine(Ruleset ruleset) {
        String java = ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        List<String> words = new ArrayList<>(List.of(java, "-Xss8m"));
        words.addAll(CHILD_JVM);
        words.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName(), "gtp", "--engine", "fast"));
        words.add("--rules");
        words.add(Rulesets.name(ruleset));
        return words;
    }
}
