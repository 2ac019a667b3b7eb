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
 * One line of conformance/harnesses/runs.txt: a Go library or learning environment behind GTP, in
 * JavaScript (a {@code package.json}, installed by npm ci in {@code node_modules}) or in Python (a
 * {@code requirements.txt}, installed in the harness's own {@code .venv}), its options,
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

    /** Whether the harness is a Python one (a requirements.txt) rather than a JavaScript one (a package.json). */
    public boolean python() {
        return Files.isRegularFile(folder().resolve("requirements.txt"));
    }

    /**
     * The packages the harness pins, each with the version installed (empty: not installed): a
     * JavaScript harness's package.json dependencies as npm installed them in node_modules; a Python
     * harness's requirements.txt ({@code name==version} lines) as pip installed them in .venv.
     */
    public Map<String, Optional<String>> packages() throws IOException {
        Map<String, Optional<String>> out = new java.util.LinkedHashMap<>();
        if (python()) {
            for (String line : Files.readAllLines(folder().resolve("requirements.txt"))) {
                String l = line.strip();
                if (l.isEmpty() || l.startsWith("#")) {
                    continue;
                }
                String[] nv = l.split("==", 2);
                out.put(nv[0].strip(), installedPython(nv[0].strip()));
            }
            return out;
        }
        JsonNode manifest = JsonShapes.MAPPER.readTree(folder().resolve("package.json").toFile());
        JsonNode deps = manifest.path("dependencies");
        for (Iterator<String> names = deps.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            Path installed = folder().resolve("node_modules").resolve(name).resolve("package.json");
            out.put(name, Files.isRegularFile(installed)
                    ? Optional.of(JsonShapes.MAPPER.readTree(installed.toFile()).path("version").asText("?")) : Optional.empty());
        }
        return out;
    }

    /** The version pip installed of a package in the harness's .venv, read from its dist-info folder's name. */
    private Optional<String> installedPython(String name) throws IOException {
        Path lib = folder().resolve(".venv").resolve("lib");
        if (!Files.isDirectory(lib)) {
            return Optional.empty();
        }
        String wanted = normalised(name);
        try (java.util.stream.Stream<Path> found = Files.find(lib, 3, (path, attrs) -> attrs.isDirectory()
                && path.getFileName().toString().endsWith(".dist-info") && path.getParent().getFileName().toString().equals("site-packages"))) {
            return found.map(path -> path.getFileName().toString().replaceFirst("\\.dist-info$", ""))
                    .filter(d -> d.contains("-") && normalised(d.substring(0, d.lastIndexOf('-'))).equals(wanted))
                    .map(d -> d.substring(d.lastIndexOf('-') + 1)).findFirst();
        }
    }

    /** A Python package's name as PEP 503 compares them: lower case, each run of -, _ and . one dash. */
    public static String normalised(String name) {
        return name.toLowerCase(java.util.Locale.ROOT).replaceAll("[-_.]+", "-");
    }

    /**
     * The library the harness puts behind GTP: a JavaScript harness's first dependency; a Python
     * harness's requirement named as its folder (open-spiel, pettingzoo, pgx), else its first.
     */
    public String library() throws IOException {
        Map<String, Optional<String>> packages = packages();
        if (python()) {
            return packages.keySet().stream().filter(n -> normalised(n).equals(normalised(harness))).findFirst()
                    .orElse(packages.keySet().stream().findFirst().orElse(harness));
        }
        return packages.keySet().stream().findFirst().orElse(harness);
    }

    /** Why the harness cannot run here, in one line, or empty when it can. */
    public String missing() throws IOException {
        boolean absent = packages().values().stream().anyMatch(Optional::isEmpty);
        if (python()) {
            return !Files.isExecutable(folder().resolve(".venv/bin/python")) || absent
                    ? "not installed: (cd conformance/harnesses/" + harness + " && python3 -m venv .venv && .venv/bin/pip install -r"
                            + " requirements.txt)" : "";
        }
        return node().isEmpty() ? "not installed: node is not on the PATH (the JavaScript harnesses need Node 20)"
                : absent ? "not installed: (cd conformance/harnesses/" + harness + " && npm ci)" : "";
    }

    /** Node on the PATH, which every JavaScript harness needs. */
    public static Optional<Path> node() {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        return Arrays.stream(path.split(File.pathSeparator)).filter(d -> !d.isEmpty()).map(dir -> Path.of(dir, "node"))
                .filter(Files::isExecutable).findFirst();
    }
}
