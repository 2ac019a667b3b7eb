package org.logicalgo.conformance;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;

/** The conformance suite: every case of every file in {@code conformance/cases}, files in name order. */
public record Suite(List<ConformanceCase> cases) {

    /** The version of the case-file format this code reads. */
    public static final int FORMAT = 1;

    public Suite {
        cases = List.copyOf(cases);
    }

    /** Reads every {@code *.json} in a directory; ids must be unique across files. */
    public static Suite load(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new CaseFormatException(dir + ": not a directory of case files");
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new CaseFormatException(dir + ": cannot list: " + e.getMessage());
        }
        List<ConformanceCase> all = new ArrayList<>();
        java.util.Map<String, String> seen = new java.util.HashMap<>();
        for (Path f : files) {
            for (ConformanceCase c : CaseLoader.load(f)) {
                String earlier = seen.putIfAbsent(c.id(), c.file());
                if (earlier != null) {
                    throw new CaseFormatException(c.file() + ": case id '" + c.id() + "' is already used in " + earlier);
                }
                all.add(c);
            }
        }
        return new Suite(all);
    }

    /**
     * The suite's case directory: {@code $LOGICALGO_HOME/conformance/cases} (set by {@code ./logical-go}),
     * else {@code conformance/cases} in the working directory or the nearest parent holding one.
     */
    public static Path defaultDirectory() {
        String home = System.getenv("LOGICALGO_HOME");
        if (home != null && Files.isDirectory(Path.of(home, "conformance", "cases"))) {
            return Path.of(home, "conformance", "cases");
        }
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("conformance/cases"))) {
                return p.resolve("conformance/cases");
            }
        }
        return Path.of("conformance", "cases");
    }

    public Optional<ConformanceCase> find(String id) {
        return cases.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    public Suite filter(Predicate<ConformanceCase> keep) {
        return new Suite(cases.stream().filter(keep).toList());
    }

    /** The cases that have expectations under a ruleset. */
    public Suite under(org.logicalgo.rules.Ruleset ruleset) {
        return filter(c -> c.expect().containsKey(ruleset));
    }
}
