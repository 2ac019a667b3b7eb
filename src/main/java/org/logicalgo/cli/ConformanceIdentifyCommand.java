package org.logicalgo.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Callable;

import org.logicalgo.conformance.CaseFormatException;
import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.CaseOutcome;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.conformance.runner.ConformanceRunner;
import org.logicalgo.gtp.GtpException;
import org.logicalgo.rules.Clause;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.spec.SpecText;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ./logical-go conformance identify}: which rules does an engine play? The suite is played
 * under every ruleset it has expectations for, against the same engine, never told a ruleset; the
 * rulesets are ranked by the cases each leaves failing, and the best is named with what remains
 * (each clause a failing check charges). A case whose expectations are the same under several
 * rulesets is played once and counted under each.
 */
@Command(name = "identify", header = "Names the ruleset an engine plays: the suite under every ruleset, best match first.",
        mixinStandardHelpOptions = true,
        description = {"Plays the suite under every ruleset it has expectations for against one engine, never told a"
                + " ruleset, and ranks the rulesets by the cases each leaves failing; the best is named with every"
                + " clause it still fails.", "Exit status: 0 when the best ruleset leaves no case failing, 3 otherwise,"
                + " 2 for bad input."},
        footer = {"", "Example:", "  ./logical-go conformance identify --fresh-engine --skip-score --engine \\",
                "    \"gnugo --mode gtp --chinese-rules --positional-superko --allow-suicide\""})
public final class ConformanceIdentifyCommand implements Callable<Integer> {

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--engine", paramLabel = "\"CMD ARGS\"", required = true,
            description = "The engine's command line (split like a shell does, no shell run).")
    String engine;

    @Mixin
    EngineRunOptions run;

    @Option(names = "--skip-slow", description = "Leave out cases tagged slow.")
    boolean skipSlow;

    @Option(names = "--suite", paramLabel = "DIR", description = "The directory of case files (default: conformance/cases).")
    Path suiteDir;

    @Option(names = "--min-cases", paramLabel = "N", defaultValue = "30",
            description = "The fewest cases passed or failed under a ruleset for it to be named (default: 30; the suite's"
                    + " knob rulesets have 130 to 640 cases, of which an engine with no final_score and no GoGui rules commands"
                    + " decides half or fewer; its French and New Zealand texts have ten, its handicap bonus five).")
    int enough;


    /** One ruleset's standing: the case runs it judged, those failing, and the clauses their failing checks charge, with the cases. */
    record Standing(Ruleset ruleset, int played, int failing, int passed, Map<String, List<String>> charged) {

        /** The cases that passed or failed: an incomplete case decides nothing. */
        int decided() {
            return failing + passed;
        }
    }

    /** The cases a deviation names at most. */
    private static final int EXAMPLES = 3;

    @Override
    public Integer call() {
        List<String> command = ConformanceCommand.engineWords(engine);
        Suite suite;
        try {
            suite = Suite.load(suiteDir != null ? suiteDir : Suite.defaultDirectory());
        } catch (CaseFormatException e) {
            throw new UserError(e.getMessage());
        }
        long started = System.nanoTime();
        // One job a case and distinct expectation: the rulesets that expect the same share its outcome.
        Map<ConformanceCase, Map<Object, List<Ruleset>>> alike = new LinkedHashMap<>();
        List<ConformanceRunner.Job> jobs = new ArrayList<>();
        Set<Ruleset> rulesets = new TreeSet<>(Rulesets.ORDER);
        for (ConformanceCase c : suite.cases()) {
            if (skipSlow && c.tags().contains("slow")) {
                continue;
            }
            Map<Object, List<Ruleset>> byExpectation = new LinkedHashMap<>();
            c.expect().forEach((r, e) -> byExpectation.computeIfAbsent(e, k -> new ArrayList<>()).add(r));
            alike.put(c, byExpectation);
            rulesets.addAll(c.expect().keySet());
        }
        alike.forEach((c, groups) -> groups.values().forEach(rs -> jobs.add(new ConformanceRunner.Job(c, rs.get(0)))));
        List<CaseOutcome> outcomes;
        try (ConformanceRunner runner = new ConformanceRunner(run.runner(r -> command, 1, false))) {
            // An engine that cannot be started or does not speak GTP is said once, before any case.
            try {
                runner.preflight(Ruleset.TROMP_TAYLOR);
            } catch (GtpException e) {
                throw new UserError("--engine: " + e.getMessage());
            }
            outcomes = runner.run(jobs, o -> { });
        }
        Map<String, CaseOutcome> byJob = new LinkedHashMap<>();
        outcomes.forEach(o -> byJob.put(o.caseId() + "@" + Rulesets.name(o.ruleset()), o));
        List<Standing> standings = new ArrayList<>();
        for (Ruleset r : rulesets) {
            int judged = 0;
            int failing = 0;
            int passed = 0;
            Map<String, List<String>> charged = new TreeMap<>(Clause.ORDER);
            for (Map.Entry<ConformanceCase, Map<Object, List<Ruleset>>> c : alike.entrySet()) {
                for (List<Ruleset> group : c.getValue().values()) {
                    if (!group.contains(r)) {
                        continue;
                    }
                    CaseOutcome o = byJob.get(c.getKey().id() + "@" + Rulesets.name(group.get(0)));
                    if (o == null || o.status() == Status.UNSUPPORTED) {
                        continue;
                    }
                    judged++;
                    if (o.status() == Status.FAILED || o.status() == Status.ERRORED) {
                        failing++;
                        (o.charged().isEmpty() ? List.of("errored") : o.charged())
                                .forEach(cl -> charged.computeIfAbsent(cl, k -> new ArrayList<>()).add(o.caseId()));
                    } else if (o.status() == Status.PASSED) {
                        passed++;
                    }
                }
            }
            if (judged > 0) {
                standings.add(new Standing(r, judged, failing, passed, charged));
            }
        }
        // Ranked: the rulesets decided on at least --min-cases cases, by their share of failing cases, then the
        // more cases decided; a ruleset of a few cases (the French and New Zealand texts, the handicap
        // bonus) can be consistent with an engine on them and say little else, so it is listed apart,
        // never named on so little.
        List<Standing> ranked = new ArrayList<>(standings.stream().filter(s -> s.decided() >= Math.max(1, enough)).toList());
        ranked.sort(Comparator.comparingDouble((Standing s) -> (double) s.failing() / s.decided())
                .thenComparing(Comparator.comparingInt(Standing::decided).reversed()));
        List<Standing> few = standings.stream().filter(s -> !ranked.contains(s)).toList();
        PrintWriter out = spec.commandLine().getOut();
        double seconds = (System.nanoTime() - started) / 1e9;
        out.printf(Locale.ROOT, "identify: %s, %d rulesets, %d cases played for %d case runs, %.1f s%n", engine, standings.size(), jobs.size(),
                standings.stream().mapToInt(Standing::played).sum(), seconds);
        int width = standings.stream().mapToInt(s -> Rulesets.name(s.ruleset()).length()).max().orElse(0);
        for (Standing s : ranked) {
            out.printf(Locale.ROOT, "  %-" + width + "s  %4d failing, %4d passed of %4d judged%n", Rulesets.name(s.ruleset()), s.failing(),
                    s.passed(), s.played());
        }
        if (!few.isEmpty()) {
            out.println("judged on too few cases to be named:");
            for (Standing s : few) {
                out.printf(Locale.ROOT, "  %-" + width + "s  %4d failing, %4d passed of %4d judged%s%n", Rulesets.name(s.ruleset()), s.failing(),
                        s.passed(), s.played(), s.failing() == 0 && s.passed() > 0 ? " (consistent with the engine on them)" : "");
            }
        }
        if (ranked.isEmpty()) {
            out.println("no case could be decided: the engine could be asked none of the suite's checks");
            out.flush();
            return Main.REFUSED;
        }
        Standing best = ranked.get(0);
        // Each deviation by its clause, titled as the spec titles it, with the cases that show it (the first few).
        out.println("plays " + Rulesets.name(best.ruleset()) + (best.charged().isEmpty() ? "" : ", except:"));
        best.charged().forEach((clause, ids) -> {
            String title = SpecText.clause(clause).map(SpecText.Entry::title).orElse(clause.equals("errored") ? "the engine stopped answering" : "");
            out.println("  " + clause + (title.isEmpty() ? "" : " " + title) + ": " + ids.size() + (ids.size() == 1 ? " case, " : " cases, e.g. ")
                    + String.join(" ", ids.subList(0, Math.min(EXAMPLES, ids.size()))));
        });
        out.flush();
        return best.failing() == 0 ? 0 : Main.REFUSED;
    }
}
