package org.logicalgo.conformance.runner;

import org.logicalgo.rulesets.Rulesets;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The cases an engine is known to fail, kept by its author so that a CI run fails only on what is
 * new (the practice of test262's and web-platform-tests' expectation files). A plain text file:
 * a header line, comments, then one {@code case-id ruleset} per failing (or erring) case.
 */
public record Baseline(Set<String> failing) {

    static final String HEADER = "# logical-go conformance baseline";

    public Baseline {
        failing = Set.copyOf(failing);
    }

    public static Baseline of(List<CaseOutcome> outcomes) {
        return new Baseline(outcomes.stream().filter(CaseOutcome::bad).map(Baseline::key).collect(Collectors.toSet()));
    }

    static String key(CaseOutcome o) {
        return o.caseId() + " " + Rulesets.name(o.ruleset());
    }

    public String text(String engine) {
        StringBuilder b = new StringBuilder(HEADER).append(": the cases this engine fails or errs, one 'case ruleset' a line\n");
        b.append("# engine: ").append(engine.replace('\n', ' ')).append('\n');
        new TreeSet<>(failing).forEach(k -> b.append(k).append('\n'));
        return b.toString();
    }

    /** Reads a baseline; a file that is not one is refused with the line that shows it. */
    public static Baseline read(Path file) throws IOException {
        List<String> lines;
        try {
            lines = org.logicalgo.io.InputFile.of(file).text().text().lines().toList();
        } catch (org.logicalgo.io.InputFileException e) {
            throw new IOException(e.reason(), e);
        }
        if (lines.isEmpty() || !lines.get(0).startsWith(HEADER)) {
            throw new IOException("not a baseline written by --write-baseline (its first line is not '" + HEADER + "...')");
        }
        Set<String> failing = new TreeSet<>();
        for (int i = 1; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (!line.matches("[a-z0-9][a-z0-9.-]* [a-z][a-z0-9+=-]*")) {
                throw new IOException("line " + (i + 1) + " is not 'case-id ruleset': " + (line.length() > 80 ? line.substring(0, 77) + "..." : line));
            }
            failing.add(line);
        }
        return new Baseline(failing);
    }

    /** Whether a file may be (over)written as a baseline: it does not exist, or it is one already. */
    public static boolean writable(Path file) throws IOException {
        if (!Files.exists(file)) {
            return true;
        }
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (var in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String first = in.readLine();
            return first != null && first.startsWith(HEADER);
        } catch (java.nio.charset.MalformedInputException e) {
            return false;
        }
    }

    /**
     * How a run differs from this baseline, over the cases it ran.
     *
     * @param newFailures failing now, not in the baseline
     * @param newPasses   in the baseline, not failing now
     */
    public record Difference(Set<String> newFailures, Set<String> newPasses) {
        public boolean none() {
            return newFailures.isEmpty() && newPasses.isEmpty();
        }
    }

    public Difference compare(List<CaseOutcome> outcomes) {
        Set<String> ran = outcomes.stream().map(Baseline::key).collect(Collectors.toSet());
        Set<String> now = of(outcomes).failing();
        Set<String> newFailures = new TreeSet<>(now);
        newFailures.removeAll(failing);
        Set<String> newPasses = new TreeSet<>(failing);
        newPasses.retainAll(ran);
        newPasses.removeAll(now);
        return new Difference(newFailures, newPasses);
    }
}
