package org.logicalgo.conformance.runner;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.json.JsonShapes;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Rulesets;

/**
 * One line of conformance/harnesses/runs.txt: a JavaScript Go library behind GTP, its options,
 * the ruleset whose expectations it is held to, how many cases it must find unsupported, and the
 * tags that limit the run (conformance/harnesses/runs.txt says the format).
 */
public record HarnessRun(Path harnesses, String harness, List<String> options, Ruleset ruleset, int unsupported, List<String> tags) {

    public HarnessRun {
        options = List.copyOf(options);
        tags = List.copyOf(tags);
    }

    /** Every run of {@code harnesses/runs.txt}. */
    public static List<HarnessRun> read(Path harnesses) throws IOException {
        List<HarnessRun> runs = new ArrayList<>();
        List<String> lines = Files.readAllLines(harnesses.resolve("runs.txt"));
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\\|", -1);
            if (f.length != 4 && f.length != 5 || !f[3].trim().matches("[0-9]+")) {
                throw new IOException("runs.txt line " + (i + 1) + " is not 'HARNESS | OPTIONS | RULESET | UNSUPPORTED [| TAGS]'");
            }
            Ruleset ruleset;
            try {
                ruleset = Rulesets.readName(f[2].trim());
            } catch (IllegalArgumentException e) {
                throw new IOException("runs.txt line " + (i + 1) + ": " + e.getMessage());
            }
            runs.add(new HarnessRun(harnesses, f[0].trim(), words(f[1]), ruleset, Integer.parseInt(f[3].trim()),
                    f.length == 5 ? words(f[4]) : List.of()));
        }
        return runs;
    }

    private static List<String> words(String s) {
        return Arrays.stream(s.trim().split("\\s+")).filter(w -> !w.isEmpty()).toList();
    }

    /** Whether the run plays a case: every case not tagged slow, or only those with one of its tags. */
    public boolean plays(ConformanceCase c) {
        return !c.tags().contains("slow") && (tags.isEmpty() || c.tags().stream().anyMatch(tags::contains));
    }

    public Path folder() {
        return harnesses.resolve(harness);
    }

    /** The list of the cases this run fails or errs, each explained in conformance/engines/NAME.md. */
    public Path baseline() {
        String name = Rulesets.name(ruleset) + (options.isEmpty() ? "" : "." + String.join(",", options));
        return folder().resolve("baselines").resolve(name + ".txt");
    }

    public List<String> command() {
        List<String> command = new ArrayList<>(List.of(folder().resolve("gtp").toString()));
        command.addAll(options);
        return command;
    }

    /** The packages the harness's package.json depends on, each with the version npm installed (empty: not installed). */
    public Map<String, Optional<String>> packages() throws IOException {
        JsonNode manifest = JsonShapes.MAPPER.readTree(folder().resolve("package.json").toFile());
        Map<String, Optional<String>> out = new java.util.LinkedHashMap<>();
        JsonNode deps = manifest.path("dependencies");
        for (Iterator<String> names = deps.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            Path installed = folder().resolve("node_modules").resolve(name).resolve("package.json");
            out.put(name, Files.isRegularFile(installed)
                    ? Optional.of(JsonShapes.MAPPER.readTree(installed.toFile()).path("version").asText("?")) : Optional.empty());
        }
        return out;
    }

    /** Node on the PATH, which every harness needs. */
    public static Optional<Path> node() {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        return Arrays.stream(path.split(File.pathSeparator)).filter(d -> !d.isEmpty()).map(dir -> Path.of(dir, "node"))
                .filter(Files::isExecutable).findFirst();
    }
}
