package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.logicalgo.archive.ArchiveWriters;
import org.logicalgo.archive.ArchiveWriters.Entry;
import org.logicalgo.batch.RecordLine;
import org.logicalgo.batch.Summary;

/** A batch stopped and resumed, as often as it takes, gives the JSON lines and the summary of one run straight through. */
class JudgeCheckpointTest {

    /** Three sources: a tar.gz of files (one of two games), a line file, a plain file; 300 records in all. */
    private static List<String> sources(Path dir) throws Exception {
        List<String> records = ArchiveWriters.randomRecords(298, 7);
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            entries.add(Entry.of(String.format("g/%03d.sgf", i), records.get(i)));
        }
        // Two game trees in one entry: two records of one place.
        entries.set(10, Entry.of("g/010.sgf", records.get(10) + records.get(11)));
        Path tgz = dir.resolve("a.tar.gz");
        ArchiveWriters.write(tgz, ArchiveWriters.compress("x.gz", ArchiveWriters.tar(entries)));
        Path sgfs = dir.resolve("b.sgfs");
        ArchiveWriters.write(sgfs, ArchiveWriters.lines(records.subList(150, 298)));
        // Blank lines only: a source that gives no record at all, between two that do.
        Path empty = dir.resolve("empty.sgfs");
        Files.writeString(empty, "\n \n");
        Path one = dir.resolve("c.sgf");
        Files.writeString(one, ArchiveWriters.HAND.get("ko"));
        return List.of(tgz.toString(), empty.toString(), sgfs.toString(), one.toString());
    }

    private static List<String> args(List<String> first, List<String> sources) {
        List<String> all = new ArrayList<>(first);
        all.addAll(sources);
        return all;
    }

    @Test
    void aBatchStoppedAndResumedCountsEveryRecordOnceAsOneRunStraightThrough(@TempDir Path dir) throws Exception {
        List<String> sources = sources(dir);
        Path straightLines = dir.resolve("straight.jsonl");
        Path straightSummary = dir.resolve("straight.json");
        CliRun straight = CliRun.of(args(List.of("judge", "--json-lines", straightLines.toString(), "--summary-json",
                straightSummary.toString()), sources).toArray(String[]::new));
        assertEquals(3, straight.status(), straight.err() + Files.readString(straightSummary));
        Summary whole = Summary.parse(Files.readString(straightSummary));
        assertEquals(300, whole.records(), whole.json());
        RecordLine ko = RecordLine.parse(Files.readAllLines(straightLines).get(299));
        assertEquals(sources.get(3) + "#1", ko.key());
        assertEquals("TT-6", ko.clause(), "c.sgf's ko");
        assertTrue(whole.verdict(RecordLine.DISAGREES) > 10, "every 7th random record claims the wrong winner: " + whole.json());

        Path lines = dir.resolve("resumed.jsonl");
        Path checkpoint = dir.resolve("batch.checkpoint");
        Path summary = dir.resolve("resumed.json");
        List<String> resume = args(List.of("judge", "--jobs", "2", "--json-lines", lines.toString(), "--checkpoint", checkpoint.toString(),
                "--summary-json", summary.toString(), "--max-records", "37"), sources);
        int runs = 0;
        while (!Files.exists(summary)) {
            CliRun run = CliRun.of(resume.toArray(String[]::new));
            runs++;
            assertTrue(run.status() == 3, run.err());
            if (runs == 3) {
                // Killed after its last checkpoint: lines written that the checkpoint does not count, half a line at the end.
                Files.write(lines, "{\"record\":\"written after the checkpoint\"}\n{\"rec".getBytes(StandardCharsets.UTF_8),
                        StandardOpenOption.APPEND);
            }
            assertTrue(runs < 20, "the batch never ends");
        }
        assertEquals(9, runs, "300 records, 37 a run");
        assertEquals(whole, Summary.parse(Files.readString(summary)));
        assertEquals(Files.readString(straightSummary), Files.readString(summary));
        assertEquals(Files.readAllLines(straightLines), Files.readAllLines(lines), "the same lines in the same order, none twice");

        // Resumed once more: the batch is complete, nothing judged, the same status.
        CliRun again = CliRun.of(resume.toArray(String[]::new));
        assertEquals(3, again.status());
        assertTrue(again.err().contains("is complete (300 records): nothing to resume"), again.err());
        assertEquals(Files.readAllLines(straightLines), Files.readAllLines(lines));
    }

    @Test
    void aBatchKilledBySigtermResumesFromTheCheckpointItWroteOnTheWayOut(@TempDir Path dir) throws Exception {
        Path sgfs = dir.resolve("many.sgfs");
        ArchiveWriters.write(sgfs, ArchiveWriters.lines(ArchiveWriters.randomRecords(8_000, 3)));
        Path straightSummary = dir.resolve("straight.json");
        CliRun straight = CliRun.of("judge", "--summary-json", straightSummary.toString(), sgfs.toString());
        assertEquals(3, straight.status(), straight.err());

        Path lines = dir.resolve("k.jsonl");
        Path checkpoint = dir.resolve("k.checkpoint");
        Path summary = dir.resolve("k.json");
        List<String> args = List.of("judge", "--jobs", "1", "--json-lines", lines.toString(), "--checkpoint", checkpoint.toString(),
                "--summary-json", summary.toString(), sgfs.toString());
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-cp", HostileInputTest.classPath(), Main.class.getName()));
        command.addAll(args);
        Process run = new ProcessBuilder(command).redirectOutput(dir.resolve("out").toFile()).redirectError(dir.resolve("err").toFile()).start();
        try {
            for (int i = 0; i < 600 && (!Files.exists(lines) || Files.size(lines) < 60_000) && run.isAlive(); i++) {
                Thread.sleep(100);
            }
            assertTrue(run.isAlive(), "the batch ended before it could be stopped: " + Files.readString(dir.resolve("err")));
            Process kill = new ProcessBuilder("kill", "-TERM", Long.toString(run.pid())).start();
            assertTrue(kill.waitFor(10, java.util.concurrent.TimeUnit.SECONDS));
            assertTrue(run.waitFor(30, java.util.concurrent.TimeUnit.SECONDS), "still running after SIGTERM");
        } finally {
            run.destroyForcibly();
        }
        assertFalse(Files.exists(summary), "a stopped batch writes no summary");
        String stopped = Files.readString(checkpoint);
        assertTrue(stopped.contains("\"complete\" : false"), stopped);
        CliRun resumed = CliRun.of(args.toArray(String[]::new));
        assertEquals(3, resumed.status(), resumed.err());
        assertEquals(Files.readString(straightSummary), Files.readString(summary));
        assertEquals(8_000, Files.readAllLines(lines).size());
    }

    @Test
    void aCheckpointOfAnotherBatchIsRefusedAndNothingTheUserGaveIsOverwritten(@TempDir Path dir) throws Exception {
        List<String> sources = sources(dir);
        Path checkpoint = dir.resolve("c.json");
        CliRun first = CliRun.of(args(List.of("judge", "--checkpoint", checkpoint.toString(), "--max-records", "5"), sources)
                .toArray(String[]::new));
        assertTrue(first.err().contains("stopped after 5 records (--max-records)"), first.err());
        CliRun other = CliRun.of("judge", "--checkpoint", checkpoint.toString(), sources.get(3));
        assertEquals(2, other.status());
        assertTrue(other.err().startsWith("logical-go: --checkpoint " + checkpoint + ": its batch judges other sources"), other.err());
        CliRun rules = CliRun.of(args(List.of("judge", "--rules", "chinese", "--checkpoint", checkpoint.toString()), sources)
                .toArray(String[]::new));
        assertEquals(2, rules.status(), rules.err());
        assertTrue(rules.err().contains("its batch judges with rules from each record's RU, variation 1, not rules tromp-taylor+suicide=forbidden+ending=agreement+bonus=n+komi=7.5"), rules.err());

        Path mine = dir.resolve("mine.jsonl");
        Files.writeString(mine, "my notes\n");
        CliRun kept = CliRun.of("judge", "--json-lines", mine.toString(), sources.get(3));
        assertEquals(2, kept.status());
        assertEquals("logical-go: --json-lines " + mine + ": exists already; not overwritten (--force replaces it)\n", kept.err());
        assertEquals("my notes\n", Files.readString(mine));
        Path summary = dir.resolve("mine.json");
        Files.writeString(summary, "{}");
        CliRun keptSummary = CliRun.of("judge", "--summary-json", summary.toString(), sources.get(3));
        assertEquals(2, keptSummary.status());
        assertEquals("{}", Files.readString(summary));
        CliRun forced = CliRun.of("judge", "--force", "--json-lines", mine.toString(), "--summary-json", summary.toString(), sources.get(3));
        assertEquals(3, forced.status(), forced.err());
        assertEquals("TT-6", RecordLine.parse(Files.readString(mine).strip()).clause());
        assertFalse(Files.readString(summary).equals("{}"));
    }
}
