package org.logicalgo.conformance.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.CaseOutcome.Status;

/**
 * The suite against Go rules libraries and learning environments, each behind GTP in
 * conformance/harnesses/NAME: JavaScript ones (goban, tenuki, weiqi, @sabaki/go-board, wgo, godash)
 * and Python ones (OpenSpiel, in its own .venv): every run of conformance/harnesses/runs.txt must fail
 * exactly the cases of its baseline, each failure checked by hand against the library itself
 * (conformance/engines/transcripts/*.js, *.py) and explained in conformance/engines/NAME.md, and find
 * exactly as many cases unsupported as runs.txt says, so that any change in a library's result
 * shows. The case tagged slow (the 25x25 game of 1,251 turns: 10 s on weiqi, minutes on godash)
 * is left out, here and in the baselines (conformance/harnesses/run.sh --skip-slow). Skipped, with a
 * message, where Node or a harness's packages (npm ci; pip in its .venv) are not installed.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class HarnessesTest {

    private static final Path HARNESSES = Path.of("conformance/harnesses");
    private static final Suite SUITE = Suite.load(Path.of("conformance/cases"));

    /** The harnesses there are: a folder with a gtp launcher. */
    private static List<String> harnesses() throws IOException {
        try (Stream<Path> dirs = Files.list(HARNESSES)) {
            return dirs.filter(d -> Files.isRegularFile(d.resolve("gtp"))).map(d -> d.getFileName().toString()).sorted().toList();
        }
    }

    /** The harness of a run as the runner's own reader reads it: its packages, its library, what it lacks. */
    private static HarnessRun harnessRun(Run run) throws IOException {
        return new HarnessRun(HARNESSES, run.harness(), run.options(), Rulesets.readName(run.ruleset()), run.unsupported(), run.tags());
    }

    /** One line of runs.txt. */
    record Run(String harness, List<String> options, String ruleset, int unsupported, List<String> tags) {

        /** Whether the run plays a case: every case not tagged slow, or only those with one of its tags. */
        boolean plays(org.logicalgo.conformance.ConformanceCase c) {
            return !c.tags().contains("slow") && (tags.isEmpty() || c.tags().stream().anyMatch(tags::contains));
        }

        Path baseline() {
            String name = ruleset + (options.isEmpty() ? "" : "." + String.join(",", options));
            return HARNESSES.resolve(harness).resolve("baselines").resolve(name + ".txt");
        }

        List<String> command() {
            List<String> command = new ArrayList<>(List.of(HARNESSES.resolve(harness).resolve("gtp").toString()));
            command.addAll(options);
            return command;
        }

        @Override
        public String toString() {
            return harness + (options.isEmpty() ? "" : " " + String.join(" ", options)) + ", " + ruleset
                    + (tags.isEmpty() ? "" : " (tags " + String.join(" ", tags) + ")");
        }
    }

    static Stream<Run> runs() throws IOException {
        return Files.readAllLines(HARNESSES.resolve("runs.txt")).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .map(line -> {
                    String[] f = line.split("\\|", -1);
                    assertTrue(f.length == 4 || f.length == 5, "runs.txt: not 'HARNESS | OPTIONS | RULESET | UNSUPPORTED [| TAGS]': " + line);
                    return new Run(f[0].trim(), words(f[1]), f[2].trim(), Integer.parseInt(f[3].trim()), f.length == 5 ? words(f[4]) : List.of());
                });
    }

    private static List<String> words(String s) {
        return Arrays.stream(s.trim().split("\\s+")).filter(w -> !w.isEmpty()).toList();
    }

    /**
     * Every run of runs.txt, under -Plong (-Dlogicalgo.long=true): CI's second step after
     * {@code mvn -B test} (.ci/run), and by hand with run.sh. The default build leaves them out to
     * stay within a few minutes on two cores (they take two minutes for one run a library, four
     * to five for all 21); the checks of runs.txt and the baselines below run on every build.
     */
    static Stream<Run> runsOfThisBuild() throws IOException {
        return runs();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("runsOfThisBuild")
    @EnabledIfSystemProperty(named = "logicalgo.long", matches = "true",
            disabledReason = "the libraries' runs are CI's second step (.ci/run) and -Plong's: mvn -B test -Plong -Dtest=HarnessesTest")
    void eachLibraryFailsExactlyItsKnownCases(Run run) throws IOException {
        assertTrue(harnesses().contains(run.harness()), "runs.txt names an unknown harness: " + run.harness());
        HarnessRun harness = harnessRun(run);
        assumeTrue(harness.missing().isEmpty(), harness.missing());
        Baseline known = Baseline.read(run.baseline());
        List<CaseOutcome> outcomes;
        Map<Ruleset, EngineProbe> probes;
        // The bounds of run.sh, which writes the baselines (the conformance command's defaults): godash
        // takes minutes over long.fill-19x19, more than two on a loaded machine.
        try (ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(r -> run.command(),
                Duration.ofSeconds(20), Duration.ofSeconds(30), Duration.ofSeconds(300), 1, false))) {
            outcomes = runner.run(SUITE.under(Rulesets.readName(run.ruleset())).cases().stream()
                    .filter(run::plays)
                    .map(c -> new ConformanceRunner.Job(c, Rulesets.readName(run.ruleset()))).toList(), o -> { });
            probes = runner.probes();
        }
        String library = harness.library();
        // A Python harness names its library as the library names itself (open_spiel for open-spiel).
        assertTrue(!probes.isEmpty() && probes.values().stream().allMatch(p -> p.name().endsWith(" (logical-go harness)")
                        && HarnessRun.normalised(p.name().replace(" (logical-go harness)", "")).equals(HarnessRun.normalised(library))),
                () -> "not the " + library + " harness: " + probes);
        Baseline.Difference difference = known.compare(outcomes);
        assertTrue(difference.none(), () -> run + ": new failures " + difference.newFailures() + ", new passes "
                + difference.newPasses() + " (against " + run.baseline() + ")");
        // Every case of the baseline is in the suite, so that a baseline line cannot outlive its case.
        for (String line : known.failing()) {
            String[] key = line.split(" ");
            assertTrue(key[1].equals(run.ruleset()) && SUITE.find(key[0]).flatMap(c -> c.expectation(Rulesets.readName(run.ruleset()))).isPresent(),
                    () -> run.baseline() + ": no case '" + line + "' in the suite");
        }
        List<CaseOutcome> unsupported = outcomes.stream().filter(o -> o.status() == Status.UNSUPPORTED).toList();
        assertEquals(run.unsupported(), unsupported.size(),
                () -> run + ": unsupported " + unsupported.stream().map(o -> o.caseId() + " (" + o.actual() + ")").toList());
        // Incomplete means the engine could not be asked something: each such case says what it lacks.
        assertEquals(List.of(), outcomes.stream().filter(o -> o.status() == Status.INCOMPLETE && o.skipped().isEmpty())
                .map(CaseOutcome::caseId).toList(), run + ": incomplete with no check left unasked");
    }

    @Test
    void everyBaselineFileBelongsToARun() throws IOException {
        List<Path> named = runs().map(Run::baseline).toList();
        for (String harness : harnesses()) {
            Path dir = HARNESSES.resolve(harness).resolve("baselines");
            try (Stream<Path> files = Files.list(dir)) {
                files.forEach(f -> assertTrue(named.contains(f), f + " is no run's baseline in runs.txt"));
            }
        }
        for (Path p : named) {
            assertTrue(Files.isRegularFile(p), p + " is missing");
        }
    }
}
