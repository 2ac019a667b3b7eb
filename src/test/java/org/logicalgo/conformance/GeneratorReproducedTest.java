package org.logicalgo.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The committed generated-*.json are what conformance/tools/generate.py writes today, byte for byte,
 * and no more nor fewer: so the reasoning written beside each family in the generator is still the
 * source of its cases, and a hand edit or a forgotten run shows. The generator writes into a fresh
 * directory, never over the suite. Skipped where python3 is missing.
 */
class GeneratorReproducedTest {

    static final Path CASES = Suite.defaultDirectory();
    static final Path HOME = CASES.getParent().getParent();
    static final Path GENERATOR = CASES.getParent().resolve("tools/generate.py");
    static final long SECONDS = 60;

    @Test
    void theGeneratorWritesExactlyTheCommittedGroups(@TempDir Path dir) throws IOException, InterruptedException {
        Path out = Files.createDirectory(dir.resolve("cases"));
        generate(out, dir.resolve("stderr.txt"));
        List<String> faults = differences(CASES, out);
        if (!faults.isEmpty()) {
            fail(HOME.relativize(GENERATOR) + " no longer writes what " + HOME.relativize(CASES)
                    + " holds (run it and commit what it writes, or mend it):\n" + String.join("\n", faults));
        }
    }

    /** The comparison is not a rubber stamp: a flipped byte, a group gone and a group new are each named. */
    @Test
    void aChangedMissingOrNewGroupIsNamed(@TempDir Path dir) throws IOException {
        Path committed = Files.createDirectory(dir.resolve("committed"));
        Path written = Files.createDirectory(dir.resolve("written"));
        Files.writeString(committed.resolve("generated-a.json"), "{\n \"turns\": [\n  \"B A1\"\n ]\n}\n");
        Files.writeString(written.resolve("generated-a.json"), "{\n \"turns\": [\n  \"B A2\"\n ]\n}\n");
        Files.writeString(committed.resolve("generated-gone.json"), "{}\n");
        Files.writeString(committed.resolve("basics.json"), "{}\n");
        Files.writeString(written.resolve("generated-new.json"), "{}\n");
        assertEquals(List.of(
                "generated-a.json: line 3 differs (column 7)\n  committed: \"  \\\"B A1\\\"\"\n  generator: \"  \\\"B A2\\\"\"",
                "generated-new.json: the generator writes it, the repository lacks it",
                "generated-gone.json: in the repository, the generator no longer writes it"), differences(committed, written));
    }

    private static void generate(Path out, Path stderr) throws IOException, InterruptedException {
        Process p = start(new ProcessBuilder("python3", GENERATOR.toString(), "--out", out.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(stderr.toFile()));
        p.getOutputStream().close();
        if (!p.waitFor(SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor();
            fail(GENERATOR + " took over " + SECONDS + " s; its stderr:\n" + Files.readString(stderr, StandardCharsets.UTF_8));
        }
        if (p.exitValue() != 0) {
            fail(GENERATOR + " exited with " + p.exitValue() + "; its stderr:\n" + Files.readString(stderr, StandardCharsets.UTF_8));
        }
    }

    private static Process start(ProcessBuilder pb) {
        try {
            return pb.start();
        } catch (IOException e) {
            return abort("python3 is not on this machine, so " + GENERATOR + " is not checked: " + e.getMessage());
        }
    }

    /** Each file written that differs from the committed one or is not committed, then each committed group not written. */
    static List<String> differences(Path committed, Path written) throws IOException {
        SortedSet<String> wrote = files(written);
        assertTrue(!wrote.isEmpty(), "the generator wrote nothing into " + written);
        List<String> faults = new ArrayList<>();
        for (String name : wrote) {
            Path held = committed.resolve(name);
            if (!Files.isRegularFile(held)) {
                faults.add(name + ": the generator writes it, the repository lacks it");
            } else {
                String first = firstDifference(Files.readAllBytes(held), Files.readAllBytes(written.resolve(name)));
                if (first != null) {
                    faults.add(name + ": " + first);
                }
            }
        }
        for (String name : files(committed)) {
            if (name.startsWith("generated-") && name.endsWith(".json") && !wrote.contains(name)) {
                faults.add(name + ": in the repository, the generator no longer writes it");
            }
        }
        return faults;
    }

    private static SortedSet<String> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString()).collect(TreeSet::new, TreeSet::add, TreeSet::addAll);
        }
    }

    /** The first line that differs, both versions, or null when the bytes are the same. */
    static String firstDifference(byte[] committed, byte[] generated) {
        int at = Arrays.mismatch(committed, generated);
        if (at < 0) {
            return null;
        }
        int line = 1;
        int start = 0;
        for (int i = 0; i < at; i++) {
            if (committed[i] == '\n') {
                line++;
                start = i + 1;
            }
        }
        int column = at - start + 1;
        return "line " + line + " differs (column " + column + ")\n  committed: " + line(committed, start, column)
                + "\n  generator: " + line(generated, start, column);
    }

    /** The line from start, quoted so that a carriage return or a missing last newline shows; a long line cut near column. */
    private static String line(byte[] bytes, int start, int column) {
        if (start >= bytes.length) {
            return "(end of file)";
        }
        int end = start;
        while (end < bytes.length && bytes[end] != '\n') {
            end++;
        }
        String text = new String(bytes, start, end - start, StandardCharsets.UTF_8);
        int from = Math.max(0, Math.min(column - 80, text.length()));
        int to = Math.min(text.length(), from + 200);
        String shown = (from > 0 ? "…" : "") + text.substring(from, to) + (to < text.length() ? "…" : "");
        return "\"" + shown.replace("\\", "\\\\").replace("\"", "\\\"").replace("\r", "\\r").replace("\t", "\\t") + "\""
                + (end == bytes.length ? " (no newline at end of file)" : "");
    }
}
