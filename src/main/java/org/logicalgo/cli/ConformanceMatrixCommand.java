package org.logicalgo.cli;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import org.logicalgo.conformance.CaseFormatException;
import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.Baseline;
import org.logicalgo.conformance.runner.CaseOutcome;
import org.logicalgo.conformance.PerftFile;
import org.logicalgo.json.JsonShapes;
import org.logicalgo.conformance.runner.ConformanceRunner;
import org.logicalgo.conformance.runner.EnginePerft;
import org.logicalgo.conformance.runner.EngineProbe;
import org.logicalgo.conformance.runner.HarnessRun;
import org.logicalgo.conformance.runner.Matrix;
import org.logicalgo.conformance.runner.Reports;
import org.logicalgo.gtp.GtpException;
import org.logicalgo.io.OutputFile;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Rulesets;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ./logical-go conformance matrix}: the suite against every engine found on the machine
 * (ours under each ruleset of the suite, GNU Go, Leela Zero, each harness run of
 * conformance/harnesses/runs.txt whose packages are installed), one page of engines against
 * clauses, each run compared with its baseline.
 */
@Command(name = "matrix", header = "Runs every engine it finds and writes one page of engines by clauses.", mixinStandardHelpOptions = true,
        description = {"Runs the suite against every engine it finds (ours under each ruleset, GNU Go, Leela Zero, and"
                + " the JavaScript harnesses of conformance/harnesses/runs.txt whose packages are installed) and writes"
                + " one page, DIR/index.html: engines against clauses, each cell linked to the run's own report in"
                + " DIR/RUN/. Each run is compared with its baseline; an engine not installed is listed, not an error.",
                "Exit status: 0 when every run fails exactly its baseline's cases, 3 when one differs or an engine"
                + " would not start, 2 for bad input."},
        footer = {"", "Examples:",
                "  ./logical-go conformance matrix --report-dir reports/matrix",
                "  ./logical-go conformance matrix --only logical-go --only gnugo --tag ko"})
public final class ConformanceMatrixCommand implements Callable<Integer> {

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--report-dir", paramLabel = "DIR", defaultValue = "reports/matrix",
            description = "Where index.html and each run's reports go (default reports/matrix).")
    Path reportDir;

    @Option(names = "--only", paramLabel = "NAME",
            description = "Only this engine (repeatable): logical-go, gnugo, leela-zero, or a harness (goban, tenuki, ...).")
    List<String> only = new ArrayList<>();

    @Option(names = "--case", paramLabel = "ID", description = "Only this case (repeatable).")
    List<String> caseIds = new ArrayList<>();

    @Option(names = "--tag", paramLabel = "TAG", description = "Only cases with this tag (repeatable).")
    List<String> tags = new ArrayList<>();

    @Option(names = "--engine-time", paramLabel = "SECONDS", defaultValue = "300",
            description = "Longest time for one engine's run; the cases not reached by then are left out and the page says so (default 300).")
    int engineTime;

    @Option(names = "--command-timeout", paramLabel = "SECONDS", defaultValue = "20", description = "Longest wait for one answer (default 20).")
    int commandTimeout;

    @Option(names = "--score-timeout", paramLabel = "SECONDS", defaultValue = "20",
            description = "Longest wait for final_score (default 20; GNU Go's score is not asked: it takes minutes).")
    int scoreTimeout;

    @Option(names = "--quiet", description = "No progress lines on standard error.")
    boolean quiet;

    @Option(names = "--perft-nodes", paramLabel = "N", defaultValue = "200",
            description = "After its cases, each engine's perft (conformance perft) under its first ruleset, at most N nodes a"
                    + " position (default ${DEFAULT-VALUE}; 0: none).")
    long perftNodes;

    /** GNU Go as close to the logical rules as it goes (conformance/engines/gnugo.md); --level 0 for speed. */
    static final List<String> GNUGO_OPTIONS = List.of("--mode", "gtp", "--chinese-rules", "--positional-superko", "--allow-suicide", "--level", "0");
    static final List<String> LEELAZ_OPTIONS = List.of("--gtp", "--cpu-only", "--noponder", "-p", "1", "-t", "1");

    /** One engine run to make: what it is, how it is started, what it is held to. */
    private record Plan(String name, String slug, String engine, String options, List<Ruleset> rulesets,
                        Function<Ruleset, List<String>> command, boolean ours, boolean fresh, boolean skipScore,
                        Predicate<ConformanceCase> plays, Optional<Path> baseline, String version, String missing,
                        ConformanceRunner.Role role, Map<Ruleset, List<String>> told) {

        private Plan(String name, String slug, String engine, String options, List<Ruleset> rulesets,
                     Function<Ruleset, List<String>> command, boolean ours, boolean fresh, boolean skipScore,
                     Predicate<ConformanceCase> plays, Optional<Path> baseline, String version, String missing,
                     ConformanceRunner.Role role) {
            this(name, slug, engine, options, rulesets, command, ours, fresh, skipScore, plays, baseline, version, missing, role, Map.of());
        }

        private Plan(String name, String slug, String engine, String options, List<Ruleset> rulesets,
                     Function<Ruleset, List<String>> command, boolean ours, boolean fresh, boolean skipScore,
                     Predicate<ConformanceCase> plays, Optional<Path> baseline, String version, String missing) {
            this(name, slug, engine, options, rulesets, command, ours, fresh, skipScore, plays, baseline, version, missing,
                    ConformanceRunner.Role.REFEREE);
        }
    }

    @Override
    public Integer call() throws IOException {
        if (engineTime < 1 || commandTimeout < 1 || scoreTimeout < 1) {
            throw new UserError("timeouts are at least 1 second");
        }
        try {
            OutputFile.checkWritable(reportDir);
        } catch (OutputFile.Failure e) {
            throw new UserError("--report-dir " + e.getMessage());
        }
        Suite suite;
        try {
            suite = Suite.load(Suite.defaultDirectory());
        } catch (CaseFormatException e) {
            throw new UserError(e.getMessage());
        }
        Path conformance = Suite.defaultDirectory().getParent();
        List<Plan> plans = plans(suite, conformance);
        Set<String> names = plans.stream().map(Plan::name).collect(Collectors.toCollection(LinkedHashSet::new));
        for (String name : only) {
            if (!names.contains(name)) {
                throw new UserError("--only " + name + ": no such engine; the engines are " + String.join(", ", names));
            }
        }
        PrintWriter err = spec.commandLine().getErr();
        Instant started = Instant.now();
        List<Matrix.Row> rows = new ArrayList<>();
        for (Plan plan : plans) {
            if (!only.isEmpty() && !only.contains(plan.name())) {
                continue;
            }
            if (!plan.missing().isEmpty()) {
                plan.rulesets().forEach(r -> rows.add(Matrix.Row.absent(rowSlug(plan, r), plan.engine(), plan.options(), Rulesets.name(r),
                        plan.missing())));
                continue;
            }
            List<ConformanceRunner.Job> jobs = new ArrayList<>();
            for (Ruleset r : plan.rulesets()) {
                suite.under(r).cases().stream().filter(c -> selected(c) && plan.plays().test(c))
                        .forEach(c -> jobs.add(new ConformanceRunner.Job(c, r)));
            }
            if (jobs.isEmpty()) {
                continue;
            }
            if (!quiet) {
                err.println(plan.engine() + (plan.options().isEmpty() ? "" : " " + plan.options()) + ": " + jobs.size() + " cases...");
                err.flush();
            }
            rows.addAll(withPerft(plan, run(plan, jobs)));
        }
        if (rows.isEmpty()) {
            throw new UserError("no engine and case match the selection");
        }
        Matrix matrix = new Matrix(started, Duration.between(started, Instant.now()), machine(), rows);
        try {
            matrix.writeTo(reportDir);
        } catch (OutputFile.Failure e) {
            throw new UserError("--report-dir " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(matrix.text());
        out.println();
        out.println("Matrix: " + reportDir.resolve("index.html"));
        out.flush();
        return matrix.asBaselines() && broken.isEmpty() ? 0 : Main.REFUSED;
    }

    /**
     * The plan's row under tromp-taylor (else its first that ran), with the engine's perft under
     * that row's ruleset beside its cases (a referee's: the player role asks no play); the other
     * rows as they are.
     */
    private List<Matrix.Row> withPerft(Plan plan, List<Matrix.Row> rows) {
        if (perftNodes <= 0 || plan.role() != ConformanceRunner.Role.REFEREE) {
            return rows;
        }
        List<Matrix.Row> out = new ArrayList<>(rows);
        // The row under the logical rules themselves where the plan has one, else its first that ran.
        int chosen = -1;
        for (int i = 0; i < out.size(); i++) {
            if (out.get(i).reports().isPresent() && (chosen < 0
                    || Rulesets.readName(out.get(i).ruleset()).equals(Ruleset.TROMP_TAYLOR))) {
                chosen = i;
            }
        }
        if (chosen < 0) {
            return out;
        }
        Matrix.Row row = out.get(chosen);
        Ruleset r = Rulesets.readName(row.ruleset());
        long started = System.nanoTime();
        EnginePerft perft = new EnginePerft(new EnginePerft.Options(plan.command().apply(r), r, plan.told(),
                Duration.ofSeconds(commandTimeout), perftNodes));
        List<EnginePerft.Result> results = perft.run(PerftFile.loadAll(Suite.defaultDirectory().resolveSibling("perft")), id -> { });
        String engine = String.join(" ", plan.command().apply(r));
        out.set(chosen, row.withPerft(new Matrix.PerftRun(ConformancePerftCommand.summary(results),
                ConformancePerftCommand.report(engine, r, perftNodes, perft, results, (System.nanoTime() - started) / 1e9),
                JsonShapes.write(ConformancePerftCommand.jsonOf(engine, r, perft, results)) + "\n")));
        return out;
    }

    /** The engines found that would not start: listed on the page, and the exit status is 3. */
    private final List<String> broken = new ArrayList<>();

    /** Every engine run the matrix knows, found or not. */
    private List<Plan> plans(Suite suite, Path conformance) throws IOException {
        List<Plan> plans = new ArrayList<>();
        List<Ruleset> all = new ArrayList<>();
        for (ConformanceCase c : suite.cases()) {
            c.expect().keySet().stream().filter(r -> !all.contains(r)).forEach(all::add);
        }
        plans.add(new Plan("logical-go", "logical-go", "logical-go", "gtp --engine fast", all, ConformanceCommand::ownEngine, true, false,
                false, c -> true, Optional.empty(), "", ""));
        Optional<String> gnugo = find("gnugo");
        plans.add(new Plan("gnugo", "gnugo", "GNU Go", String.join(" ", GNUGO_OPTIONS) + " (fresh engine, score not asked)",
                List.of(Ruleset.TROMP_TAYLOR), r -> prepend(gnugo.orElseThrow(), GNUGO_OPTIONS), false, true, true, c -> true,
                Optional.of(conformance.resolve("engines/baselines/gnugo.txt")), "",
                gnugo.isPresent() ? "" : "not installed: no gnugo on PATH nor in /usr/games, /usr/local/games"));
        plans.add(new Plan("gnugo", "gnugo.player", "GNU Go", String.join(" ", GNUGO_OPTIONS)
                + " (fresh engine, score not asked; as a player: is_legal)", List.of(Ruleset.TROMP_TAYLOR),
                r -> prepend(gnugo.orElseThrow(), GNUGO_OPTIONS), false, true, true, c -> true,
                Optional.of(conformance.resolve("engines/baselines/gnugo.player.txt")), "",
                gnugo.isPresent() ? "" : "not installed: no gnugo on PATH nor in /usr/games, /usr/local/games", ConformanceRunner.Role.PLAYER));
        fieldEngines(plans, conformance);
        Optional<String> leelaz = find("leelaz");
        plans.add(new Plan("leela-zero", "leela-zero", "Leela Zero", String.join(" ", LEELAZ_OPTIONS) + " -w (tiny weights)",
                List.of(Ruleset.TROMP_TAYLOR), r -> leelaz(leelaz.orElseThrow()), false, false, false, c -> true,
                Optional.of(conformance.resolve("engines/baselines/leela-zero.txt")), "",
                leelaz.isPresent() ? "" : "not installed: no leelaz on PATH nor in /usr/games, /usr/local/games"));
        Path harnesses = conformance.resolve("harnesses");
        if (Files.isRegularFile(harnesses.resolve("runs.txt"))) {
            List<HarnessRun> runs;
            try {
                runs = HarnessRun.read(harnesses);
            } catch (IOException e) {
                throw new UserError(harnesses.resolve("runs.txt") + ": " + e.getMessage());
            }
            for (HarnessRun run : runs) {
                Map<String, Optional<String>> packages = run.packages();
                String missing = run.missing();
                String library = run.library();
                // A Python harness pins every package pip installs: its library's version says it.
                String version = packages.entrySet().stream().filter(e -> !run.python() || e.getKey().equals(library))
                        .map(e -> e.getKey() + " " + e.getValue().orElse("?")).collect(Collectors.joining(", "));
                String options = String.join(" ", run.options());
                plans.add(new Plan(run.harness(), Matrix.slug(run.harness() + (options.isEmpty() ? "" : "." + options.replace("=", "-"))),
                        library + " (logical-go harness)", options + (run.tags().isEmpty() ? "" : " [tags " + String.join(" ", run.tags()) + "]"),
                        List.of(run.ruleset()), r -> run.command(), false, false, false, run::plays,
                        Optional.of(run.baseline()), (run.python() ? "pip " : "npm ") + version, missing));
            }
        }
        return plans;
    }

    /**
     * The engines built from their source (conformance/engines/fuego.md, katago.md), where this
     * machine has them: Fuego under each ruleset its start-up files set, KataGo in both roles.
     */
    private static void fieldEngines(List<Plan> plans, Path conformance) throws IOException {
        Optional<String> fuego = org.logicalgo.conformance.runner.FieldEngines.fuego();
        Path configs = conformance.resolve("engines/config/fuego");
        if (Files.isDirectory(configs)) {
            List<Path> files;
            try (var listed = Files.list(configs)) {
                files = listed.filter(f -> f.toString().endsWith(".gtp")).sorted().toList();
            }
            for (Path f : files) {
                String name = f.getFileName().toString().replaceFirst("\\.gtp$", "");
                Ruleset r = Rulesets.read(name).ruleset();
                plans.add(new Plan("fuego", "fuego", "Fuego",
                        "--config conformance/engines/config/fuego/" + f.getFileName() + " --srand 1", List.of(r),
                        x -> List.of(fuego.orElseThrow(), "--config", f.toString(), "--srand", "1"), false, false, false, c -> true,
                        Optional.of(conformance.resolve("engines/baselines/fuego/" + name + ".txt")), "",
                        fuego.isPresent() ? "" : "not installed: built from its source (conformance/engines/fuego.md); set LOGICALGO_FUEGO"));
            }
        }
        Optional<List<String>> pachi = org.logicalgo.conformance.runner.FieldEngines.pachi();
        // Pachi's legality is fixed: one run a baseline, RULESET[.pass_all_alive].txt (pachi.md).
        Path pachiBaselines = conformance.resolve("engines/baselines/pachi");
        List<String> pachiRuns = List.of();
        if (Files.isDirectory(pachiBaselines)) {
            try (var listed = Files.list(pachiBaselines)) {
                pachiRuns = listed.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".txt"))
                        .map(n -> n.substring(0, n.length() - ".txt".length())).sorted().toList();
            }
        }
        for (String base : pachiRuns) {
            boolean all = base.endsWith(".pass_all_alive");
            plans.add(new Plan("pachi", all ? "pachi.pass_all_alive" : "pachi", "Pachi", "without its network" + (all ? ", pass_all_alive" : "")
                    + "; as a referee (play; it has no legality query)", List.of(Rulesets.read(base.replace(".pass_all_alive", "")).ruleset()),
                    x -> {
                        List<String> words = new ArrayList<>(pachi.orElseThrow());
                        if (all) {
                            words.add("pass_all_alive");
                        }
                        return words;
                    }, false, false, false, c -> true,
                    Optional.of(conformance.resolve("engines/baselines/pachi/" + base + ".txt")), "",
                    pachi.isPresent() ? "" : "not installed: built from its source (conformance/engines/pachi.md); set LOGICALGO_PACHI"));
        }
        Optional<List<String>> katago = org.logicalgo.conformance.runner.FieldEngines.katago();
        String absent = katago.isPresent() ? "" : "not installed: built from its source (conformance/engines/katago.md); set LOGICALGO_KATAGO";
        // One process told each ruleset by kata-set-rules (its start-up files), in each role.
        Map<Ruleset, List<String>> told = RulesConfig.read(conformance.resolve("engines/config/katago"));
        for (ConformanceRunner.Role role : ConformanceRunner.Role.values()) {
            plans.add(new Plan("katago", "katago." + role.word(), "KataGo", "a small network, kata-set-rules from"
                    + " conformance/engines/config/katago; as a " + (role == ConformanceRunner.Role.PLAYER ? "player (kata-raw-nn)"
                    : "referee (play)"), List.copyOf(told.keySet()), x -> katago.orElseThrow(), false, false, false, c -> true,
                    Optional.of(conformance.resolve("engines/baselines/katago/" + role.word() + ".txt")), "", absent, role, told));
        }
    }

    private static List<String> prepend(String program, List<String> options) {
        List<String> words = new ArrayList<>(List.of(program));
        words.addAll(options);
        return words;
    }

    private Path weights;

    private List<String> leelaz(String program) {
        try {
            synchronized (this) {
                if (weights == null) {
                    weights = LeelaZeroWeights.write();
                }
            }
        } catch (IOException e) {
            throw new UserError("cannot write Leela Zero's weights file: " + e.getMessage());
        }
        List<String> words = prepend(program, LEELAZ_OPTIONS);
        words.addAll(List.of("-w", weights.toString()));
        return words;
    }

    /** A program on PATH, then in the games directories, where Debian puts GNU Go and Leela Zero. */
    static Optional<String> find(String name) {
        List<String> dirs = new ArrayList<>();
        String path = System.getenv("PATH");
        if (path != null) {
            dirs.addAll(List.of(path.split(File.pathSeparator)));
        }
        dirs.addAll(List.of("/usr/games", "/usr/local/games"));
        return dirs.stream().filter(d -> !d.isEmpty()).map(d -> Path.of(d, name))
                .filter(p -> Files.isRegularFile(p) && Files.isExecutable(p)).map(Path::toString).findFirst();
    }

    private boolean selected(ConformanceCase c) {
        return (caseIds.isEmpty() || caseIds.contains(c.id())) && (tags.isEmpty() || c.tags().stream().anyMatch(tags::contains));
    }

    /** A run's folder: the engine, its options, the ruleset ({@code gnugo.tromp-taylor}, {@code goban.rules-ing.tromp-taylor.suicide-forbidden}). */
    private static String rowSlug(Plan plan, Ruleset r) {
        return Matrix.slug(plan.slug() + "." + Rulesets.name(r).replace("+", ".").replace("=", "-"));
    }

    /** Plays one plan's jobs; one row per ruleset (a row saying why when the engine would not start). */
    private List<Matrix.Row> run(Plan plan, List<ConformanceRunner.Job> jobs) {
        Instant started = Instant.now();
        Duration bound = Duration.ofSeconds(engineTime);
        Instant deadline = Instant.now().plus(bound);
        Map<Ruleset, List<CaseOutcome>> byRuleset = new LinkedHashMap<>();
        Map<Ruleset, EngineProbe> probes;
        int run;
        try (ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(plan.command(), Duration.ofSeconds(commandTimeout),
                plan.skipScore() ? Duration.ZERO : Duration.ofSeconds(scoreTimeout), bound.compareTo(Duration.ofSeconds(300)) < 0 ? bound
                : Duration.ofSeconds(300), plan.ours() ? 0 : 1, plan.fresh(), plan.ours(), plan.role()).telling(plan.told()))) {
            try {
                runner.preflight(jobs.get(0).ruleset());
            } catch (GtpException | RuntimeException e) {
                broken.add(plan.name());
                return plan.rulesets().stream().map(r -> Matrix.Row.absent(rowSlug(plan, r), plan.engine(), plan.options(),
                        Rulesets.name(r), "found, but did not start: " + e.getMessage())).toList();
            }
            List<CaseOutcome> outcomes = runner.run(jobs, o -> { }, o -> Instant.now().isAfter(deadline));
            // The cases the time bound left unplayed are left out, not counted as errors.
            List<CaseOutcome> played = outcomes.stream().filter(o -> !o.actual().startsWith("not run: the run stopped")).toList();
            run = played.size();
            played.forEach(o -> byRuleset.computeIfAbsent(o.ruleset(), r -> new ArrayList<>()).add(o));
            probes = runner.probes();
        }
        Duration took = Duration.between(started, Instant.now());
        String note = run < jobs.size() ? "stopped at the time bound (--engine-time " + engineTime + " s): " + run + " of " + jobs.size()
                + " cases played" : "";
        List<Matrix.Row> rows = new ArrayList<>();
        for (Ruleset r : plan.rulesets()) {
            List<CaseOutcome> outcomes = byRuleset.getOrDefault(r, List.of());
            if (outcomes.isEmpty()) {
                continue;
            }
            Optional<EngineProbe> probe = Optional.ofNullable(probes.get(r)).or(() -> probes.values().stream().findFirst());
            String command = String.join(" ", plan.command().apply(r));
            String described = probe.map(p -> p.describe() + ": ").orElse("") + command;
            // The engine's whole run (ours plays every ruleset in one run, so each of its rows shows the whole).
            // A case played again: our own engine is the command's default; another is named as the matrix ran it.
            String replay = ((plan.ours() ? "" : "--engine " + Reports.shellWord(command)) + (plan.fresh() ? " --fresh-engine" : "")
                    + (plan.skipScore() ? " --skip-score" : "") + (plan.role() == ConformanceRunner.Role.PLAYER ? " --role player" : "")
                    + (plan.told().isEmpty() ? "" : " --rules-config conformance/engines/config/" + plan.name())).strip();
            Reports reports = new Reports(described, List.of(Rulesets.name(r)), started, took, outcomes, replay);
            // What the engine says of itself (its GTP version, up to a note in brackets, such as the ruleset
            // ours started under), or for a harness its library as npm installed it (the harness's GTP
            // version is that one with its options); the whole GTP name and version are in the run's report.
            String version = !plan.version().isEmpty() ? plan.version()
                    : probe.map(p -> (p.name().equals(plan.engine()) || plan.ours() ? "" : p.name() + " ") + p.version().replaceFirst(" \\(.*", ""))
                    .orElse("");
            Optional<Matrix.Known> known = Optional.empty();
            if (plan.baseline().isPresent()) {
                Path file = plan.baseline().get();
                try {
                    known = Optional.of(new Matrix.Known(Baseline.read(file), relative(file)));
                } catch (IOException e) {
                    known = Optional.of(new Matrix.Known(new Baseline(Set.of()), relative(file) + " (unreadable: " + e.getMessage() + ")"));
                }
            }
            String slug = rowSlug(plan, r);
            rows.add(new Matrix.Row(slug, plan.engine(), version, plan.options(), Rulesets.name(r), Optional.of(reports), known, note));
        }
        return rows;
    }

    private static String relative(Path file) {
        Path home = Suite.defaultDirectory().getParent().getParent();
        Path abs = file.toAbsolutePath().normalize();
        return home != null && abs.startsWith(home.toAbsolutePath().normalize()) ? home.toAbsolutePath().normalize().relativize(abs).toString()
                : file.toString();
    }

    /** The machine and its load: processors, the load averages of /proc/loadavg (else the JVM's one-minute figure). */
    static String machine() {
        int cores = Runtime.getRuntime().availableProcessors();
        String load;
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            load = "load average " + f[0] + ", " + f[1] + ", " + f[2] + " (1, 5, 15 min)";
        } catch (IOException | RuntimeException e) {
            double l = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
            load = l < 0 ? "load unknown" : String.format("load average %.2f (1 min)", l);
        }
        return cores + " processor(s), " + load + " at the end of the run; Java " + System.getProperty("java.version");
    }
}
