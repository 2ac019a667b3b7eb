package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The checkpoint of {@code judge --checkpoint} is input like any other: whatever the file holds, a
 * resume either goes on from where the batch stood or is refused in one line naming the file, exit
 * 2, before any record is judged. Each attack here was once accepted, or ended in a stack trace.
 */
class CheckpointAttackTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Two sources of three records each, every record legal (so a clean batch exits 0). */
    private static List<String> sources(Path dir) throws IOException {
        String record = "(;GM[1]FF[4]SZ[9]RU[Chinese]KM[7.5];B[ee];W[cc])\n";
        Path a = dir.resolve("a.sgfs");
        Files.writeString(a, record.repeat(3));
        Path b = dir.resolve("b.sgfs");
        Files.writeString(b, record.repeat(3));
        return List.of(a.toString(), b.toString());
    }

    private static String[] judge(List<String> first, List<String> sources) {
        List<String> all = new ArrayList<>(List.of("judge"));
        all.addAll(first);
        all.addAll(sources);
        return all.toArray(String[]::new);
    }

    /** A batch of the two sources stopped after four records: three of a, one of b. */
    private static ObjectNode stoppedAfterFour(Path checkpoint, List<String> sources, String... more) throws IOException {
        List<String> options = new ArrayList<>(List.of("--checkpoint", checkpoint.toString(), "--max-records", "4"));
        options.addAll(List.of(more));
        CliRun stopped = CliRun.of(judge(options, sources));
        assertTrue(stopped.err().contains("stopped after 4 records"), stopped.err());
        return (ObjectNode) JSON.readTree(checkpoint.toFile());
    }

    /** Exit 2, one line on stderr naming the checkpoint and saying what is asked, no trace, nothing judged. */
    private static void refused(CliRun run, Path checkpoint, String... saying) {
        assertEquals(2, run.status(), run.err());
        List<String> lines = run.err().lines().toList();
        assertEquals(1, lines.size(), run.err());
        assertTrue(lines.get(0).startsWith("logical-go: --checkpoint " + checkpoint), lines.get(0));
        for (String s : saying) {
            assertTrue(lines.get(0).contains(s), "'" + s + "' not in: " + lines.get(0));
        }
        assertFalse(run.err().contains("internal error") || run.err().contains("Exception"), run.err());
        assertEquals("", run.out(), "no record is judged on a checkpoint refused");
    }

    @Test
    void nullOrAFieldSetToNullIsOneLineNamingTheFile(@TempDir Path dir) throws Exception {
        List<String> sources = sources(dir);
        Path checkpoint = dir.resolve("c.json");
        Files.writeString(checkpoint, "null");
        refused(CliRun.of(judge(List.of("--checkpoint", checkpoint.toString()), sources)), checkpoint, "not a checkpoint of judge",
                "null");
        for (String field : List.of("settings", "sources", "progress", "summary", "jsonLinesBytes")) {
            ObjectNode c = stoppedAfterFour(dir.resolve(field + ".json"), sources);
            c.putNull(field);
            Path broken = dir.resolve(field + ".json");
            Files.writeString(broken, c.toString());
            refused(CliRun.of(judge(List.of("--checkpoint", broken.toString()), sources)), broken, "/" + field);
        }
        for (String what : List.of("", "[]", "{\"checkpoint\": \"logical-go judge checkpoint 1\"}", "{\"checkpoint\": \"logical-go judge")) {
            Files.writeString(checkpoint, what);
            refused(CliRun.of(judge(List.of("--checkpoint", checkpoint.toString()), sources)), checkpoint, "not a checkpoint of judge");
        }
    }

    @Test
    void countsThatDisagreeOrASourceJudgedTwiceAreRefused(@TempDir Path dir) throws Exception {
        List<String> sources = sources(dir);
        Path checkpoint = dir.resolve("c.json");
        ObjectNode good = stoppedAfterFour(checkpoint, sources);

        ObjectNode more = good.deepCopy();
        more.put("records", 5);
        Files.writeString(checkpoint, more.toString());
        refused(CliRun.of(judge(List.of("--checkpoint", checkpoint.toString()), sources)), checkpoint,
                "its counts disagree: 5 records, 4 in /progress, 4 in /summary, 4 by verdict");

        // a's three records said again after b's: b's first record would be judged a second time.
        ObjectNode twice = good.deepCopy();
        twice.withArray("/progress").add(JSON.createObjectNode().put("source", sources.get(0)).put("records", 3));
        Files.writeString(checkpoint, twice.toString());
        refused(CliRun.of(judge(List.of("--checkpoint", checkpoint.toString()), sources)), checkpoint, "/progress/2", "again");

        ObjectNode stranger = good.deepCopy();
        ((ObjectNode) stranger.withArray("/progress").get(1)).put("source", dir.resolve("z.sgfs").toString());
        Files.writeString(checkpoint, stranger.toString());
        refused(CliRun.of(judge(List.of("--checkpoint", checkpoint.toString()), sources)), checkpoint, "not a source of its batch");
    }

    /**
     * Every count raised alike, so that the checkpoint agrees with itself: b is said to have given 5
     * records judged, where it holds 3. Resuming would judge nothing of b and call the batch complete.
     */
    @Test
    void aCheckpointCountingMoreRecordsThanTheSourceHoldsIsRefused(@TempDir Path dir) throws Exception {
        List<String> sources = sources(dir);
        Path checkpoint = dir.resolve("c.json");
        ObjectNode c = stoppedAfterFour(checkpoint, sources);
        ((ObjectNode) c.withArray("/progress").get(1)).put("records", 5);
        c.put("records", 8);
        ObjectNode summary = (ObjectNode) c.get("summary");
        summary.put("records", 8);
        ObjectNode b = (ObjectNode) summary.get("sources").get(sources.get(1));
        b.put("records", 5);
        String verdict = summary.get("verdicts").fieldNames().next();
        ((ObjectNode) summary.get("verdicts")).put(verdict, summary.get("verdicts").get(verdict).asLong() + 4);
        b.put(verdict, b.get(verdict).asLong() + 4);
        Files.writeString(checkpoint, c.toString());
        CliRun resumed = CliRun.of(judge(List.of("--checkpoint", checkpoint.toString()), sources));
        assertEquals(2, resumed.status(), resumed.err());
        assertTrue(resumed.err().contains("--checkpoint " + checkpoint + ": counts 5 records of " + sources.get(1)
                + " judged, but it holds 3"), resumed.err());
        assertFalse(resumed.err().contains("internal error") || resumed.err().contains("Exception"), resumed.err());
    }

    /** Every count lowered alike: a's third record would be judged again, and its JSON line written twice. */
    @Test
    void aCheckpointCountingFewerRecordsThanItsJsonLinesHoldIsRefused(@TempDir Path dir) throws Exception {
        List<String> sources = sources(dir);
        Path checkpoint = dir.resolve("c.json");
        Path lines = dir.resolve("lines.jsonl");
        ObjectNode c = stoppedAfterFour(checkpoint, sources, "--json-lines", lines.toString());
        String linesBefore = Files.readString(lines);
        assertEquals(4, linesBefore.lines().count());
        ((ObjectNode) c.withArray("/progress").get(0)).put("records", 2);
        c.put("records", 3);
        ObjectNode summary = (ObjectNode) c.get("summary");
        summary.put("records", 3);
        ObjectNode a = (ObjectNode) summary.get("sources").get(sources.get(0));
        a.put("records", 2);
        String verdict = summary.get("verdicts").fieldNames().next();
        ((ObjectNode) summary.get("verdicts")).put(verdict, summary.get("verdicts").get(verdict).asLong() - 1);
        a.put(verdict, a.get(verdict).asLong() - 1);
        Files.writeString(checkpoint, c.toString());
        CliRun resumed = CliRun.of(judge(List.of("--checkpoint", checkpoint.toString(), "--json-lines", lines.toString()), sources));
        refused(resumed, checkpoint, "counts 3 records", "hold 4 lines");
        assertEquals(linesBefore, Files.readString(lines), "the JSON lines are left as they were");
    }

    @Test
    void theCheckpointAndTheJsonLinesNamingOneFileAreRefusedBeforeEitherIsWritten(@TempDir Path dir) throws Exception {
        List<String> sources = sources(dir);
        Path one = dir.resolve("one.json");
        CliRun same = CliRun.of(judge(List.of("--checkpoint", one.toString(), "--json-lines", one.toString()), sources));
        refused(same, one, "--json-lines " + one, "name the same file");
        assertFalse(Files.exists(one));
        // Spelt otherwise (relative to the working directory, through '..'): still one file.
        Path other = dir.resolve("sub").resolve("..").resolve("one.json");
        CliRun spelt = CliRun.of(judge(List.of("--checkpoint", one.toString(), "--summary-json", other.toString()), sources));
        assertEquals(2, spelt.status(), spelt.err());
        assertTrue(spelt.err().contains("name the same file"), spelt.err());
        assertFalse(Files.exists(one));
    }

    /** 60 MB in one JSON string: once an OutOfMemoryError trace in a 128 MB heap; now read as a stream and refused. */
    @Test
    void aSixtyMegabyteStringIsOneLineInAHeapOf128Megabytes(@TempDir Path dir) throws Exception {
        List<String> sources = sources(dir);
        Path checkpoint = dir.resolve("c.json");
        try (Writer w = Files.newBufferedWriter(checkpoint, StandardCharsets.UTF_8)) {
            w.write("{\"checkpoint\": \"logical-go judge checkpoint 1\", \"settings\": \"");
            char[] mega = new char[1 << 20];
            java.util.Arrays.fill(mega, 'a');
            for (int i = 0; i < 60; i++) {
                w.write(mega);
            }
            w.write("\"}");
        }
        List<String> args = new ArrayList<>(List.of("judge", "--checkpoint", checkpoint.toString()));
        args.addAll(sources);
        HostileInputTest.Child c = HostileInputTest.run("128m", new byte[0], args.toArray(String[]::new));
        HostileInputTest.assertRefused(c, checkpoint.toString(), "not a checkpoint of judge");
        assertEquals("", c.out());
    }
}
