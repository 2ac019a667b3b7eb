package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import org.apache.beam.sdk.Pipeline;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.logicalgo.batch.Summary;

/**
 * {@code judge-pipeline} speaks as the rest of the command line: what it cannot do is one line in
 * our words and exit 2, found before the pipeline starts where it can be (so no worker meets it and
 * no Beam exception reaches the user), and its outputs follow {@code judge}'s rules. Each attack here
 * once gave "internal error: org.apache.beam.sdk.Pipeline$PipelineExecutionException: ...", wrote
 * where it should not, or did not finish.
 */
class PipelineAttackTest {

    private static final String RECORD = "(;GM[1]FF[4]SZ[9]KM[7.5];B[ee];W[cc])\n";

    private static CliRun pipeline(String... args) {
        List<String> all = new ArrayList<>(List.of("judge-pipeline"));
        all.addAll(List.of(args));
        return CliRun.of(all.toArray(String[]::new));
    }

    /** Exit 2, one line starting with what is named, saying what is asked; no trace, no internal error, no pipeline run. */
    private static void refused(CliRun run, String naming, String... saying) {
        assertEquals(2, run.status(), run.out() + run.err());
        List<String> lines = run.err().lines().toList();
        assertEquals(1, lines.size(), run.err());
        assertTrue(lines.get(0).startsWith("logical-go: " + naming), lines.get(0));
        for (String s : saying) {
            assertTrue(lines.get(0).contains(s), "'" + s + "' not in: " + lines.get(0));
        }
        assertFalse(run.err().contains("internal error") || run.err().contains("Exception"), run.err());
        assertEquals("", run.out(), "refused before the pipeline ran");
    }

    private static Path record(Path dir) throws IOException {
        Path a = dir.resolve("a.sgf");
        Files.writeString(a, RECORD);
        return a;
    }

    @Test
    void aGlobMatchingNothingOrNotAPatternIsOneLine(@TempDir Path dir) throws Exception {
        record(dir);
        String none = dir.resolve("nothing-*.zip").toString();
        refused(pipeline("--json-lines", dir.resolve("o").toString(), "--summary-json", dir.resolve("s.json").toString(), none),
                none + ": no file matches");
        String bracket = dir.resolve("[a.sgf").toString();
        refused(pipeline("--json-lines", dir.resolve("o").toString(), "--summary-json", dir.resolve("s.json").toString(), bracket),
                bracket + ": not a path or pattern Beam can read");
        assertFalse(Files.exists(dir.resolve("s.json")));
    }

    @Test
    void objectStorageWithoutItsModuleNamesTheModuleThatBringsIt(@TempDir Path dir) throws Exception {
        Path a = record(dir);
        String o = dir.resolve("o").toString();
        String s = dir.resolve("s.json").toString();
        refused(pipeline("--json-lines", o, "--summary-json", s, "s3://bucket/dump/*.zip"), "s3://bucket/dump/*.zip: no file system for s3://",
                "org.apache.beam:beam-sdks-java-io-amazon-web-services2");
        refused(pipeline("--json-lines", o, "--summary-json", s, "gs://bucket/g.sgf"), "gs://bucket/g.sgf: no file system for gs://",
                "beam-sdks-java-extensions-google-cloud-platform-core");
        refused(pipeline("--json-lines", "gs://bucket/out/lines", "--summary-json", s, a.toString()), "gs://bucket/out/lines: no file system",
                "google-cloud-platform-core");
        refused(pipeline("--json-lines", o, "--summary-json", "hdfs:///out/s.json", a.toString()), "hdfs:///out/s.json",
                "beam-sdks-java-io-hadoop-file-system");
    }

    @Test
    void anOutputThatCannotBeWrittenOrWhoseDirectoryIsMissingIsOneLineBeforeThePipeline(@TempDir Path dir) throws Exception {
        String a = record(dir).toString();
        String s = dir.resolve("s.json").toString();
        refused(pipeline("--json-lines", "/proc/nope/o", "--summary-json", s, a), "--json-lines /proc/nope/o: the directory /proc/nope does not exist");
        // /proc is there, and no file can be made in it.
        refused(pipeline("--json-lines", "/proc/o", "--summary-json", s, a), "--json-lines /proc/o: its directory /proc");
        refused(pipeline("--json-lines", dir.resolve("o").toString(), "--summary-json", "/proc/s.json", a), "--summary-json /proc/s.json");
        // Once: success said, the directory made by Beam; judge's outputs do not make directories the user did not name.
        Path missing = dir.resolve("missing");
        refused(pipeline("--json-lines", missing.resolve("o").toString(), "--summary-json", s, a), "--json-lines " + missing.resolve("o"),
                "the directory " + missing + " does not exist");
        refused(pipeline("--json-lines", dir.resolve("o").toString(), "--summary-json", missing.resolve("s.json").toString(), a),
                "--summary-json " + missing.resolve("s.json"), "does not exist");
        assertFalse(Files.exists(missing));
        assertFalse(Files.exists(Path.of(s)));
    }

    @Test
    void aLinkADeviceOrAFifoIsNeverReplacedEvenWithForce(@TempDir Path dir) throws Exception {
        String a = record(dir).toString();
        String o = dir.resolve("o").toString();
        Path mine = dir.resolve("mine.json");
        Files.writeString(mine, "my summary\n");
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), mine);
        refused(pipeline("--force", "--json-lines", o, "--summary-json", link.toString(), a), "--summary-json " + link,
                "never replaced");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("my summary\n", Files.readString(mine));
        Path fifo = HostileInputTest.fifo(dir, "fifo.json");
        refused(pipeline("--force", "--json-lines", o, "--summary-json", fifo.toString(), a), "--summary-json " + fifo, "never replaced");
        assertFalse(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS));
        refused(pipeline("--force", "--json-lines", o, "--summary-json", "/dev/null", a), "--summary-json /dev/null", "never replaced");
        // A shard of the JSON lines that is a link: the same.
        Path shard = Files.createSymbolicLink(dir.resolve("o-00000-of-00001"), mine);
        refused(pipeline("--force", "--json-lines", o, "--summary-json", dir.resolve("s.json").toString(), a), "--json-lines " + o,
                "o-00000-of-00001 is not a regular file", "never replaced");
        assertTrue(Files.isSymbolicLink(shard));
        assertEquals("my summary\n", Files.readString(mine));
        // Without --force, a regular file is kept too.
        refused(pipeline("--json-lines", dir.resolve("p").toString(), "--summary-json", mine.toString(), a), "--summary-json " + mine,
                "exists already; not overwritten (--force replaces it)");
    }

    @Test
    void whatStopsARunningPipelineIsSaidInOurWords() {
        assertEquals("/data/*.zip: no file matches", JudgePipelineCommand.inOurWords(
                new Pipeline.PipelineExecutionException(new FileNotFoundException("No files matched spec: /data/*.zip")).getCause()));
        assertEquals("s3://: no file system for s3:// here; it needs Beam's module org.apache.beam:beam-sdks-java-io-amazon-web-services2"
                + " in the jar (pom.xml's dependencies, then a build)",
                JudgePipelineCommand.inOurWords(new RuntimeException(new IllegalArgumentException("No filesystem found for scheme s3"))));
        assertEquals("permission denied (/out/.temp-beam-1/x)", JudgePipelineCommand.inOurWords(
                new RuntimeException(new AccessDeniedException("/out/.temp-beam-1/x"))));
    }

    /** {@code count} records, one a line, gzipped: a .sgfs.gz as servers publish them. */
    private static Path sgfsGz(Path dir, int count) throws IOException {
        Path file = dir.resolve("dump.sgfs.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file), 1 << 16);
             Writer w = new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8)) {
            for (int i = 0; i < count; i++) {
                w.write(RECORD);
            }
        }
        return file;
    }

    private static void judgedInAHeapOf(Path dir, int count, String heap, Duration timeout) throws Exception {
        Path dump = sgfsGz(dir, count);
        Path lines = dir.resolve("lines");
        Path summary = dir.resolve("summary.json");
        HostileInputTest.Child c = HostileInputTest.run(timeout, List.of(), heap, null, "judge-pipeline", "--json-lines", lines.toString(),
                "--summary-json", summary.toString(), dump.toString(), "--targetParallelism=2");
        assertEquals(0, c.status(), c.out() + c.err());
        assertTrue(c.out().startsWith(count + " records: 0 refused, 0 disagree, 0 unreadable; done in "), c.out());
        assertEquals(count, Summary.parse(Files.readString(summary)).records());
        long written = 0;
        try (var shards = Files.newDirectoryStream(dir, "lines-*-of-*")) {
            for (Path shard : shards) {
                try (var read = Files.lines(shard)) {
                    written += read.count();
                }
            }
        }
        assertEquals(count, written);
        try (var left = Files.list(dir)) {
            assertEquals(List.of(), left.filter(p -> p.getFileName().toString().startsWith("lines.parts-")).toList(),
                    "the parts' directory is gone");
        }
    }

    /**
     * 100,000 records of one file: once every JSON line of the file held in memory until the file was
     * judged (no answer in 120 s, the heap full). Some 10 to 40 s with Beam's start: under -Plong.
     */
    @Test
    void aHundredThousandRecordsOfOneFileAreJudgedInAHeapOf64Megabytes(@TempDir Path dir) throws Exception {
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "mvn -Plong");
        judgedInAHeapOf(dir, 100_000, "64m", Duration.ofSeconds(120));
    }

    /** Once "the pipeline ended RUNNING" and exit 2 after 66 s: an OutOfMemoryError on a worker left it running. */
    @Test
    void aMillionRecordsInASgfsGzFinishInAHeapOf256Megabytes(@TempDir Path dir) throws Exception {
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "mvn -Plong");
        judgedInAHeapOf(dir, 1_000_000, "256m", Duration.ofSeconds(600));
    }
}
