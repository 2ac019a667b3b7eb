package org.logicalgo.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import org.logicalgo.conformance.CaseFormatException;
import org.logicalgo.conformance.PerftFile;
import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.EnginePerft;
import org.logicalgo.display.Diagram;
import org.logicalgo.io.OutputFile;
import org.logicalgo.json.JsonShapes;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;
import org.logicalgo.rulesets.Rulesets;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ./logical-go conformance perft}: the perft files' counts, counted again on an engine's own
 * legal turns over GTP; a count that differs is walked down to the first position where the
 * engine's legal turns differ from the rules'.
 */
@Command(name = "perft", mixinStandardHelpOptions = true,
        header = "Counts the perft files' positions on an engine's own legal turns, and walks a wrong count down.",
        description = {"From each position of the perft files (conformance/perft), the engine's own legal turns are"
                + " played and taken back to a depth and counted as the rules count them; where a count differs, the"
                + " divide is walked down to the first position where the engine's legal turns differ from the rules',"
                + " which is printed with its history and the turns in question (docs/perft.md). The engine's turns"
                + " are asked of gogui-rules_legal_moves or all_legal where it has them, else of play and undo at every"
                + " point; its end of gogui-rules_final_result where it has it.",
                "Exit status: 0 every count the same, 3 one differs or errs, 2 bad input."},
        footer = {"", "Example: ./logical-go conformance perft --engine \"/usr/games/gnugo --mode gtp --chinese-rules"
                + " --positional-superko --allow-suicide\" --max-nodes 2000"})
public final class ConformancePerftCommand implements Callable<Integer> {

    /** Past this many turns the replay line would be a page: the turns are in the JSON report. */
    static final int MAX_REPLAY_TURNS = 40;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--engine", paramLabel = "\"CMD ARGS\"", required = true,
            description = "The engine's command line (split like a shell does, no shell run).")
    String engine;

    @Option(names = "--rules", paramLabel = "NAME", defaultValue = Rulesets.DEFAULT,
            description = "The ruleset the engine is judged by (default ${DEFAULT-VALUE}); an engine that takes "
                    + "logicalgo-rules is told it.")
    String rules;

    @Option(names = "--rules-config", paramLabel = "DIR",
            description = "The engine's start-up commands for each ruleset, DIR/RULESET.gtp, sent before the positions (as for conformance).")
    Path rulesConfig;

    @Option(names = "--perft", paramLabel = "DIR", description = "The directory of perft files (default: conformance/perft).")
    Path perftDir;

    @Option(names = "--position", paramLabel = "ID", description = "Only this position (repeatable).")
    List<String> only = new ArrayList<>();

    @Option(names = "--max-nodes", paramLabel = "N", defaultValue = "20000",
            description = "At each position, count to the deepest depth whose nodes are at most N (default ${DEFAULT-VALUE}; at least depth 1).")
    long maxNodes;

    @Option(names = "--command-timeout", paramLabel = "SECONDS", defaultValue = "20", description = "Longest wait for one answer (default 20).")
    int commandTimeout;

    @Option(names = "--report-dir", paramLabel = "DIR", defaultValue = "reports/perft",
            description = "Where perft.txt and perft.json go (default ${DEFAULT-VALUE}).")
    Path reportDir;

    @Option(names = "--quiet", description = "No progress lines on standard error.")
    boolean quiet;

    @Override
    public Integer call() {
        List<String> command = ConformanceCommand.engineWords(engine);
        if (maxNodes < 1 || commandTimeout < 1) {
            throw new UserError("--max-nodes and --command-timeout are at least 1");
        }
        Ruleset ruleset;
        try {
            ruleset = Rulesets.readName(rules);
        } catch (IllegalArgumentException e) {
            throw new UserError("--rules: " + e.getMessage());
        }
        Map<Ruleset, List<String>> told = rulesConfig == null ? Map.of() : RulesConfig.read(rulesConfig);
        if (rulesConfig != null && !told.containsKey(ruleset)) {
            throw new UserError("--rules " + Rulesets.name(ruleset) + ": --rules-config " + rulesConfig + " has no start-up file for it");
        }
        Path dir = perftDir != null ? perftDir : Suite.defaultDirectory().resolveSibling("perft");
        List<PerftFile.Position> all;
        try {
            all = PerftFile.loadAll(dir);
        } catch (CaseFormatException e) {
            throw new UserError(e.getMessage());
        } catch (java.io.UncheckedIOException e) {
            throw new UserError("--perft " + dir + ": cannot read: " + e.getCause().getMessage());
        }
        if (!only.isEmpty()) {
            List<String> missing = only.stream().filter(id -> all.stream().noneMatch(p -> p.id().equals(id))).toList();
            if (!missing.isEmpty()) {
                throw new UserError("--position: no position " + String.join(", ", missing) + " in " + dir);
            }
        }
        List<PerftFile.Position> positions = only.isEmpty() ? all : all.stream().filter(p -> only.contains(p.id())).toList();
        try {
            OutputFile.checkWritable(reportDir);
        } catch (OutputFile.Failure e) {
            throw new UserError("--report-dir: " + e.getMessage());
        }
        PrintWriter err = spec.commandLine().getErr();
        long started = System.nanoTime();
        EnginePerft perft = new EnginePerft(new EnginePerft.Options(command, ruleset, told, Duration.ofSeconds(commandTimeout), maxNodes));
        try {
            perft.preflight();
        } catch (org.logicalgo.gtp.GtpException e) {
            throw new UserError("--engine: " + e.getMessage());
        }
        List<EnginePerft.Result> results = perft.run(positions, id -> {
            if (!quiet) {
                err.println("perft: " + id);
                err.flush();
            }
        });
        double seconds = (System.nanoTime() - started) / 1e9;
        String report = report(engine, ruleset, maxNodes, perft, results, seconds);
        boolean differ = results.stream().anyMatch(r -> r.engine().isPresent() && !r.same() || r.errored() != null);
        PrintWriter out = spec.commandLine().getOut();
        out.print(report);
        out.flush();
        try {
            Map<String, String> files = new LinkedHashMap<>();
            files.put("perft.txt", report.toString());
            files.put("perft.json", JsonShapes.write(jsonOf(engine, ruleset, perft, results)) + "\n");
            OutputFile.writeAll(reportDir, files, true);
        } catch (OutputFile.Failure e) {
            throw new UserError("--report-dir: " + e.getMessage());
        }
        return differ ? Main.REFUSED : 0;
    }

    /** The report as text: a line a position, and below each that differs its first difference. */
    static String report(String engine, Ruleset ruleset, long maxNodes, EnginePerft perft, List<EnginePerft.Result> results, double seconds) {
        StringBuilder report = new StringBuilder();
        report.append(String.format(Locale.ROOT, "perft against %s under %s: %d position%s, at most %,d nodes each; %.1f s%n", engine,
                Rulesets.name(ruleset), results.size(), results.size() == 1 ? "" : "s", maxNodes, seconds));
        report.append(perft.asking().isEmpty() ? "legal turns not asked: no position ran\n" : "legal turns asked by " + perft.asking() + "\n");
        int same = 0;
        int differ = 0;
        int notRun = 0;
        int errored = 0;
        for (EnginePerft.Result r : results) {
            if (r.unsupported() != null || r.errored() != null) {
                if (r.errored() != null) {
                    errored++;
                } else {
                    notRun++;
                }
                report.append(String.format(Locale.ROOT, "  %-60s %s: %s%n", r.position().id(), r.errored() != null ? "errored" : "not run",
                        r.errored() != null ? r.errored() : r.unsupported()));
                continue;
            }
            boolean ok = r.same();
            if (ok) {
                same++;
            } else {
                differ++;
            }
            report.append(String.format(Locale.ROOT, "  %-60s %s  depth %d: rules %s, engine %s%n", r.position().id(), ok ? "same   " : "DIFFERS",
                    r.depth(), counts(r.rules(), r.rulesEnded()), counts(r.engine().get(), r.engineEnded().get())));
            r.difference().ifPresent(d -> {
                report.append("      first difference, after ").append(d.history().isEmpty() ? "no turn"
                        : d.history().size() + " turns (" + last(d.history()) + ")").append(", ")
                        .append(d.toMove().word().toLowerCase(Locale.ROOT)).append(" to move:\n");
                if (d.colouring() != null) {
                    Diagram.draw(d.colouring()).lines().forEach(l -> report.append("        ").append(l).append('\n'));
                }
                if (!d.allowed().isEmpty()) {
                    report.append("      the engine allows what the rules refuse: ").append(listed(d.allowed())).append('\n');
                }
                if (!d.refused().isEmpty()) {
                    report.append("      the engine refuses what the rules allow: ").append(listed(d.refused())).append('\n');
                }
                if (!d.endedNote().isEmpty()) {
                    report.append("      ").append(d.endedNote()).append('\n');
                } else if (d.allowed().isEmpty() && d.refused().isEmpty()) {
                    report.append("      the same turns; the engine and the rules differ on whether the game has ended").append('\n');
                }
                if (d.history().size() > MAX_REPLAY_TURNS) {
                    report.append("      replay: the ").append(d.history().size()).append(" turns are in perft.json (firstDifference.history)\n");
                    return;
                }
                report.append("      replay: ./logical-go replay --size ").append(r.position().grid()).append(" --rules ")
                        .append(Rulesets.name(ruleset))
                        .append(r.position().start().equals(org.logicalgo.rules.Colouring.empty(r.position().grid())) ? ""
                                : " --start '" + r.position().start().rows().stream().collect(Collectors.joining("/")) + "'")
                        .append(r.position().toMove() == org.logicalgo.rules.Colour.WHITE ? " --to-move white" : "")
                        .append(d.history().stream().map(t -> " '" + t.text() + "'").collect(Collectors.joining())).append('\n');
            });
        }
        report.append(String.format(Locale.ROOT, "%d the same, %d differ, %d not run%s%n", same, differ, notRun,
                errored == 0 ? "" : ", " + errored + " errored"));
        return report.toString();
    }

    /** One line for the matrix: how many positions the engine counts as the rules do, and the first that differs. */
    static String summary(List<EnginePerft.Result> results) {
        long same = results.stream().filter(EnginePerft.Result::same).count();
        List<EnginePerft.Result> differ = results.stream().filter(r -> r.engine().isPresent() && !r.same()).toList();
        long errored = results.stream().filter(r -> r.errored() != null).count();
        long notRun = results.size() - same - differ.size() - errored;
        return same + " same, " + differ.size() + " differ" + (differ.isEmpty() ? "" : " (first: " + differ.get(0).position().id() + ")")
                + ", " + notRun + " not run" + (errored == 0 ? "" : ", " + errored + " errored");
    }

    /** The first turns of a list, and how many more (the JSON report has them all). */
    private static String listed(List<String> turns) {
        int shown = 8;
        return turns.size() <= shown ? String.join(", ", turns)
                : String.join(", ", turns.subList(0, shown)) + " and " + (turns.size() - shown) + " more";
    }

    private static String last(List<Turn> history) {
        List<Turn> tail = history.subList(Math.max(0, history.size() - 4), history.size());
        return (history.size() > 4 ? "..., " : "") + tail.stream().map(Turn::text).collect(Collectors.joining(", "));
    }

    private static String counts(long[] turns, long[] ended) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < turns.length; i++) {
            b.append(i == 0 ? "" : " ").append(turns[i]);
            if (ended[i] != 0) {
                b.append("(").append(ended[i]).append(" ended)");
            }
        }
        return b.toString();
    }

    /** The report as JSON: the engine, the rules, how it was asked, each position's status and first difference. */
    static Map<String, Object> jsonOf(String engine, Ruleset ruleset, EnginePerft perft, List<EnginePerft.Result> results) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("engine", engine);
        root.put("rules", Rulesets.name(ruleset));
        root.put("asked", perft.asking());
        List<Map<String, Object>> list = new ArrayList<>();
        for (EnginePerft.Result r : results) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", r.position().id());
            m.put("status", r.errored() != null ? "errored" : r.unsupported() != null ? "unsupported" : r.same() ? "same" : "differs");
            m.put("depth", r.depth());
            m.put("rules", Arrays.stream(r.rules()).boxed().toList());
            r.engine().ifPresent(e -> m.put("engine", Arrays.stream(e).boxed().toList()));
            if (r.unsupported() != null || r.errored() != null) {
                m.put("why", r.errored() != null ? r.errored() : r.unsupported());
            }
            r.difference().ifPresent(d -> {
                Map<String, Object> diff = new LinkedHashMap<>();
                diff.put("history", d.history().stream().map(Turn::text).toList());
                diff.put("toMove", d.toMove().word().toLowerCase(Locale.ROOT));
                if (d.colouring() != null) {
                    diff.put("board", d.colouring().rows());
                }
                diff.put("engineAllows", d.allowed());
                diff.put("engineRefuses", d.refused());
                m.put("firstDifference", diff);
            });
            list.add(m);
        }
        root.put("positions", list);
        return root;
    }
}
