package org.logicalgo.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.logicalgo.archive.ArchiveWriters;
import org.logicalgo.archive.ArchiveWriters.Entry;
import org.logicalgo.batch.RecordLine;
import org.logicalgo.batch.Summary;
import org.logicalgo.cli.CliRun;

/**
 * The pipeline on Beam's direct runner agrees with {@code judge --json-lines} record for record, and
 * their summaries are equal. 300 random records and a few made by hand by default; {@code -Plong} judges 4,000.
 */
class JudgePipelineTest {

    private static final int RECORDS = Boolean.getBoolean("logicalgo.long") ? 4_000 : 300;

    /** The sources: a tar.gz of files, a zip, one record a line compressed with xz, the hand-made records, a cut archive. */
    private static List<String> sources(Path dir) throws Exception {
        List<String> records = ArchiveWriters.randomRecords(RECORDS, 11);
        int quarter = RECORDS / 4;
        List<Entry> files = new ArrayList<>();
        for (int i = 0; i < quarter; i++) {
            files.add(Entry.of(String.format("2019/%05d.sgf", i), records.get(i)));
        }
        Path tgz = dir.resolve("games.tar.gz");
        ArchiveWriters.write(tgz, ArchiveWriters.compress("x.gz", ArchiveWriters.tar(files)));
        List<Entry> zipped = new ArrayList<>();
        for (int i = quarter; i < 2 * quarter; i++) {
            zipped.add(Entry.of(String.format("g%05d.sgf", i), records.get(i)));
        }
        Path zip = dir.resolve("games.zip");
        ArchiveWriters.zip(zip, zipped);
        Path xz = dir.resolve("games.sgfs.xz");
        ArchiveWriters.write(xz, ArchiveWriters.compress("x.xz", ArchiveWriters.lines(records.subList(2 * quarter, RECORDS))));
        Path hand = dir.resolve("hand.sgfs");
        ArchiveWriters.write(hand, ArchiveWriters.lines(List.copyOf(new TreeMap<>(ArchiveWriters.HAND).values())));
        byte[] whole = ArchiveWriters.compress("x.bz2", ArchiveWriters.tar(files.subList(0, 20)));
        Path cut = dir.resolve("cut.tar.bz2");
        ArchiveWriters.write(cut, java.util.Arrays.copyOf(whole, whole.length / 2));
        return List.of(tgz.toString(), zip.toString(), xz.toString(), hand.toString(), cut.toString());
    }

    private static Map<String, RecordLine> lines(Path file) throws Exception {
        Map<String, RecordLine> all = new TreeMap<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            RecordLine r = RecordLine.parse(line);
            assertEquals(null, all.put(r.key(), r), "a record twice: " + r.key());
        }
        return all;
    }

    @Test
    void thePipelineAgreesWithJudgeRecordForRecord(@TempDir Path dir) throws Exception {
        List<String> sources = sources(dir);
        Path judgeLines = dir.resolve("judge.jsonl");
        Path judgeSummary = dir.resolve("judge.json");
        List<String> judge = new ArrayList<>(List.of("judge", "--json-lines", judgeLines.toString(), "--summary-json", judgeSummary.toString()));
        judge.addAll(sources);
        CliRun judged = CliRun.of(judge.toArray(String[]::new));
        assertEquals(2, judged.status(), "the cut archive is an unreadable record: " + judged.err());

        Path pipeLines = dir.resolve("pipeline.jsonl");
        Path pipeSummary = dir.resolve("pipeline.json");
        List<String> pipeline = new ArrayList<>(List.of("judge-pipeline", "--json-lines", pipeLines.toString(), "--summary-json",
                pipeSummary.toString()));
        pipeline.addAll(sources);
        pipeline.add("--targetParallelism=2");
        CliRun piped = CliRun.of(pipeline.toArray(String[]::new));
        assertEquals(2, piped.status(), piped.out() + piped.err());
        assertTrue(piped.out().contains(" on DirectRunner\n"), piped.out() + piped.err());

        Map<String, RecordLine> byJudge = lines(judgeLines);
        Path joined = dir.resolve("pipeline-all.jsonl");
        try (var shards = Files.newDirectoryStream(dir, "pipeline.jsonl-*-of-*")) {
            for (Path shard : shards) {
                Files.write(joined, Files.readAllBytes(shard), java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
            }
        }
        Map<String, RecordLine> byPipeline = lines(joined);
        // bzip2 checks a block whole before it gives a byte of it: the archive cut within its one block gives no record, only its line.
        assertEquals(RECORDS + 4 + 1, byJudge.size(), "every record, the hand-made ones, and the cut archive's one line");
        assertEquals(byJudge.keySet(), byPipeline.keySet());
        for (String key : byJudge.keySet()) {
            assertEquals(byJudge.get(key), byPipeline.get(key), key);
        }
        Summary summary = Summary.parse(Files.readString(judgeSummary));
        assertEquals(summary, Summary.parse(Files.readString(pipeSummary)));
        assertEquals(1, summary.verdict(RecordLine.UNREADABLE), summary.json());
        assertEquals(1, summary.clause("TT-C7"), "the hand-made suicide under RU[Chinese]: " + summary.json());
        RecordLine ko = byPipeline.get(sources.get(3) + ":3#1");
        assertEquals("TT-6", ko.clause(), byPipeline.keySet().stream().filter(k -> k.startsWith(sources.get(3))).toList().toString());
        assertTrue(piped.out().startsWith((RECORDS + 5) + " records: "), piped.out() + judged.out().lines().reduce((a, b) -> b).orElse(""));
    }

    @Test
    void badInputIsOneLine(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("out.jsonl");
        Path shard = dir.resolve("out.jsonl-00000-of-00001");
        Files.writeString(shard, "mine\n");
        CliRun kept = CliRun.of("judge-pipeline", "--json-lines", out.toString(), "--summary-json", dir.resolve("s.json").toString(),
                dir.resolve("none.zip").toString());
        assertEquals(2, kept.status());
        assertEquals("logical-go: " + dir.resolve("none.zip") + ": no such file\n", kept.err());
        Files.writeString(dir.resolve("a.sgf"), ArchiveWriters.HAND.get("ko"));
        CliRun exists = CliRun.of("judge-pipeline", "--json-lines", out.toString(), "--summary-json", dir.resolve("s.json").toString(),
                dir.resolve("a.sgf").toString());
        assertEquals(2, exists.status());
        assertEquals("logical-go: --json-lines " + out + ": out.jsonl-00000-of-00001 exists already; not overwritten (--force replaces it)\n",
                exists.err());
        assertEquals("mine\n", Files.readString(shard));
        CliRun runner = CliRun.of("judge-pipeline", "--json-lines", dir.resolve("o.jsonl").toString(), "--summary-json",
                dir.resolve("s.json").toString(), dir.resolve("a.sgf").toString(), "--runner=NoSuchRunner");
        assertEquals(2, runner.status());
        assertTrue(runner.err().startsWith("logical-go: Beam: ") && runner.err().lines().count() == 1, runner.err());
    }
}
