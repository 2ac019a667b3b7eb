package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.logicalgo.archive.ArchiveWriters;
import org.logicalgo.archive.ArchiveWriters.Entry;
import org.logicalgo.batch.RecordLine;

/** judge reads records straight from archives of each format, names each by archive and entry, and goes on past a broken one. */
class JudgeArchivesTest {

    private static final Map<String, String> HAND = ArchiveWriters.HAND;

    private static List<Entry> handEntries(String dir) {
        return List.of(Entry.of(dir + "agrees.sgf", HAND.get("agrees")), Entry.of(dir + "disagrees.sgf", HAND.get("disagrees")),
                Entry.of(dir + "ko.sgf", HAND.get("ko")), Entry.of(dir + "README.txt", "not a record"));
    }

    /** The lines of a --json-lines file, by record and game. */
    private static Map<String, RecordLine> lines(Path file) throws Exception {
        Map<String, RecordLine> all = new LinkedHashMap<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            RecordLine r = RecordLine.parse(line);
            assertNull(all.put(r.key(), r), "a record twice: " + r.key());
        }
        return all;
    }

    /** The three hand-made records, wherever they are: one agrees, one is contradicted, one is refused with its clause. */
    private static void assertHandVerdicts(Map<String, RecordLine> all, String prefix) {
        RecordLine agrees = all.get(prefix + "agrees.sgf#1");
        RecordLine disagrees = all.get(prefix + "disagrees.sgf#1");
        RecordLine ko = all.get(prefix + "ko.sgf#1");
        assertEquals(RecordLine.AGREES, agrees.verdict(), all.keySet().toString());
        assertEquals("W+0.5", agrees.claimed());
        assertEquals("W+0.5", agrees.computed());
        assertEquals(RecordLine.DISAGREES, disagrees.verdict());
        assertEquals("B+0.5", disagrees.claimed());
        assertEquals("W+0.5", disagrees.computed());
        assertEquals(RecordLine.REFUSED, ko.verdict());
        assertEquals("TT-6", ko.clause());
        assertEquals(2, ko.move());
        assertEquals("W B2", ko.turn());
        assertEquals("Tromp-Taylor", ko.ru());
        assertEquals("tromp-taylor", ko.rules());
        assertNull(ko.computed());
    }

    @Test
    void everyFormatIsReadAndEachRecordNamedByArchiveAndEntry(@TempDir Path dir) throws Exception {
        Path zip = dir.resolve("games.zip");
        ArchiveWriters.zip(zip, handEntries("2019/"));
        Path tar = dir.resolve("games.tar");
        ArchiveWriters.write(tar, ArchiveWriters.tar(handEntries("")));
        Path tgz = dir.resolve("games.tar.gz");
        ArchiveWriters.write(tgz, ArchiveWriters.compress("x.gz", ArchiveWriters.tar(handEntries("a/"))));
        Path tgz2 = dir.resolve("short.tgz");
        ArchiveWriters.write(tgz2, ArchiveWriters.compress("x.tgz", ArchiveWriters.tar(handEntries(""))));
        Path tbz = dir.resolve("games.tar.bz2");
        ArchiveWriters.write(tbz, ArchiveWriters.compress("x.bz2", ArchiveWriters.tar(handEntries(""))));
        Path txz = dir.resolve("games.tar.xz");
        ArchiveWriters.write(txz, ArchiveWriters.compress("x.xz", ArchiveWriters.tar(handEntries(""))));
        Path xz = dir.resolve("ko.sgf.xz");
        ArchiveWriters.write(xz, ArchiveWriters.compress("x.xz", HAND.get("ko").getBytes(StandardCharsets.UTF_8)));
        Path bz = dir.resolve("ko.sgf.bz2");
        ArchiveWriters.write(bz, ArchiveWriters.compress("x.bz2", HAND.get("ko").getBytes(StandardCharsets.UTF_8)));
        Path gz = dir.resolve("ko.sgf.gz");
        ArchiveWriters.write(gz, ArchiveWriters.compress("x.gz", HAND.get("ko").getBytes(StandardCharsets.UTF_8)));
        // One record a line, a blank line among them (line 3): line numbers are an editor's.
        Path sgfs = dir.resolve("games.sgfs");
        ArchiveWriters.write(sgfs, (HAND.get("agrees") + "\n" + HAND.get("disagrees") + "\n\n" + HAND.get("ko") + "\n"
                + HAND.get("suicide") + "\n").getBytes(StandardCharsets.UTF_8));
        Path sgfsXz = dir.resolve("games.sgfs.xz");
        ArchiveWriters.write(sgfsXz, ArchiveWriters.compress("x.xz", Files.readAllBytes(sgfs)));
        Path nested = dir.resolve("nested.zip");
        ArchiveWriters.zip(nested, List.of(new Entry("inner.sgfs", Files.readAllBytes(sgfs))));
        Path out = dir.resolve("records.jsonl");

        CliRun run = CliRun.of("judge", "--jobs", "2", "--json-lines", out.toString(), zip.toString(), tar.toString(), tgz.toString(),
                tgz2.toString(), tbz.toString(), txz.toString(), xz.toString(), bz.toString(), gz.toString(), sgfs.toString(),
                sgfsXz.toString(), nested.toString());
        assertEquals(3, run.status(), run.out() + run.err());
        Map<String, RecordLine> all = lines(out);
        assertHandVerdicts(all, zip + "!2019/");
        assertHandVerdicts(all, tar + "!");
        assertHandVerdicts(all, tgz + "!a/");
        assertHandVerdicts(all, tgz2 + "!");
        assertHandVerdicts(all, tbz + "!");
        assertHandVerdicts(all, txz + "!");
        for (Path one : List.of(xz, bz, gz)) {
            RecordLine ko = all.get(one + "#1");
            assertEquals("TT-6", ko.clause(), all.keySet().toString());
            assertEquals(one.toString(), ko.source());
        }
        for (String lines : List.of(sgfs.toString(), sgfsXz.toString(), nested + "!inner.sgfs")) {
            assertEquals(RecordLine.AGREES, all.get(lines + ":1#1").verdict(), all.keySet().toString());
            assertEquals(RecordLine.DISAGREES, all.get(lines + ":2#1").verdict());
            assertFalse(all.containsKey(lines + ":3#1"), "a blank line is no record");
            assertEquals("TT-6", all.get(lines + ":4#1").clause());
            RecordLine suicide = all.get(lines + ":5#1");
            assertEquals("TT-C7", suicide.clause());
            assertEquals("tromp-taylor+suicide=forbidden+ending=agreement+bonus=n+komi=7.5", suicide.rules());
            assertEquals("RU[Chinese]", suicide.rulesFrom());
        }
        // 6 archives of 3, 3 single files, 3 line files of 4: the README passed over.
        assertEquals(6 * 3 + 3 + 3 * 4, all.size(), all.keySet().toString());
        // The table names them the same way.
        assertTrue(run.out().contains(zip + "!2019/ko.sgf"), run.out());
        assertTrue(run.out().contains(sgfs + ":4 "), run.out());
        assertTrue(run.out().lines().anyMatch(l -> l.startsWith(sgfs + ":5") && l.contains("refused: move 1 (W B3) [TT-C7]")), run.out());
    }

    @Test
    void aCorruptArchiveIsOneLineNamingThePlaceAndTheBatchGoesOn(@TempDir Path dir) throws Exception {
        byte[] whole = ArchiveWriters.compress("x.gz", ArchiveWriters.tar(List.of(Entry.of("a.sgf", HAND.get("agrees")),
                Entry.of("b.sgf", "(;SZ[19]" + ";B[aa];W[bb]".repeat(3000) + ")"), Entry.of("c.sgf", HAND.get("ko")))));
        Path cut = dir.resolve("cut.tar.gz");
        ArchiveWriters.write(cut, Arrays.copyOf(whole, whole.length * 2 / 3));
        Path notGzip = dir.resolve("liar.tgz");
        ArchiveWriters.write(notGzip, "this is no gzip".getBytes(StandardCharsets.UTF_8));
        Path fine = dir.resolve("fine.zip");
        ArchiveWriters.zip(fine, handEntries(""));
        Path out = dir.resolve("r.jsonl");
        CliRun run = CliRun.of("judge", "--json-lines", out.toString(), cut.toString(), notGzip.toString(), fine.toString());
        assertEquals(2, run.status(), "an unreadable record is bad input at the end, as for files: " + run.out() + run.err());
        assertFalse(run.err().contains("Exception") || run.out().contains("Exception"), run.out() + run.err());
        Map<String, RecordLine> all = lines(out);
        assertEquals(RecordLine.AGREES, all.get(cut + "!a.sgf#1").verdict(), all.keySet().toString());
        List<RecordLine> broken = all.values().stream().filter(r -> r.verdict().equals(RecordLine.UNREADABLE)).toList();
        assertEquals(2, broken.size(), broken.toString());
        // Cut within b.sgf's bytes or after them: either way one line, naming the archive, and nothing of c.sgf.
        assertTrue(broken.get(0).error().startsWith(cut.toString()), broken.get(0).error());
        assertTrue(broken.get(0).error().contains("not a readable archive") && broken.get(0).error().contains("cut short?"),
                broken.get(0).error());
        assertFalse(all.containsKey(cut + "!c.sgf#1"));
        assertTrue(broken.get(1).error().startsWith(notGzip + ": not a readable archive there"), broken.get(1).error());
        assertHandVerdicts(all, fine + "!");
    }

    @Test
    void aBombLikeEntryIsRefusedAtTheLimitAndTheArchiveGoesOn(@TempDir Path dir) throws Exception {
        // 3 MB of blanks and one game: 3 KB compressed. Its tar header gives the size; the .gz alone does not.
        byte[] bomb = (" ".repeat(3 << 20) + HAND.get("agrees")).getBytes(StandardCharsets.UTF_8);
        Path tgz = dir.resolve("bomb.tar.gz");
        ArchiveWriters.write(tgz, ArchiveWriters.compress("x.gz", ArchiveWriters.tar(List.of(new Entry("big.sgf", bomb),
                Entry.of("ko.sgf", HAND.get("ko")), new Entry("big.sgfs", bomb)))));
        Path gz = dir.resolve("big.sgf.gz");
        ArchiveWriters.write(gz, ArchiveWriters.compress("x.gz", bomb));
        Path out = dir.resolve("r.jsonl");
        CliRun run = CliRun.of("judge", "--max-file-size", "1M", "--json-lines", out.toString(), tgz.toString(), gz.toString());
        assertEquals(2, run.status(), run.out() + run.err());
        Map<String, RecordLine> all = lines(out);
        assertEquals(tgz + "!big.sgf: 3.0 MB, more than the limit of 1 MB (--max-file-size raises it)", all.get(tgz + "!big.sgf#0").error());
        assertEquals("TT-6", all.get(tgz + "!ko.sgf#1").clause());
        assertTrue(all.get(tgz + "!big.sgfs:1#0").error().contains("a line of more than the limit of 1 MB"), all.toString());
        assertTrue(all.get(gz + "#0").error().startsWith(gz + ": more than the limit of 1 MB"), all.toString());
        assertEquals(4, all.size(), all.keySet().toString());
    }

    @Test
    void aDirectoryIsSearchedForArchivesToo(@TempDir Path dir) throws Exception {
        ArchiveWriters.zip(dir.resolve("a.zip"), handEntries(""));
        Files.writeString(dir.resolve("b.sgf"), HAND.get("agrees"));
        Files.writeString(dir.resolve("notes.txt"), "no records");
        CliRun run = CliRun.of("judge", "--summary", dir.toString());
        assertEquals(3, run.status(), run.out() + run.err());
        assertTrue(run.out().contains("4 records: 2 agrees, 1 disagrees, 1 refused\n"), run.out());
        assertTrue(run.out().contains("first refused move, by clause: 1 TT-6\n"), run.out());
        assertTrue(run.out().contains(dir.resolve("a.zip") + ": 3 records: 1 agrees, 1 disagrees, 1 refused\n"), run.out());
    }
}
