package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.logicalgo.cli.HostileInputTest.Child;
import org.logicalgo.io.Names;

/**
 * Issue 43, items 1 and 3: archives whatever their compression ratio or line length, an
 * OutOfMemoryError, and names that hold control characters. Each attack runs {@code judge} in a
 * child JVM with the heap the issue gives ({@link HostileInputTest#run}); each input is made here,
 * from a few kilobytes: a stream of one repeated byte compresses to almost nothing, and gzip and
 * bzip2 streams may be concatenated, so a member compressed once and written N times is N times
 * its content.
 */
class ArchiveAttackTest {

    private static final String HEAP = "128m";
    /** No standard input, and the JVM's full compiler: for a child that inflates gigabytes (as HostileInputTest's batches). */
    private static final byte[] INFLATING = null;
    private static final int MB = 1 << 20;
    /** A game of one move, judged (no RE): the record after an attack, to show the reading went on. */
    private static final String GOOD = "(;GM[1]SZ[5];B[aa])";

    /** {@code count} megabytes of one byte, written to {@code out}. */
    private static void repeat(OutputStream out, byte b, int count) throws IOException {
        byte[] mb = new byte[MB];
        Arrays.fill(mb, b);
        for (int i = 0; i < count; i++) {
            out.write(mb);
        }
    }

    /** A gzip member of {@code bytes}. */
    private static byte[] gzip(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(bytes);
        }
        return out.toByteArray();
    }

    /** A megabyte of one byte, as a gzip member. */
    private static byte[] gzipMegabyte(byte b) throws IOException {
        ByteArrayOutputStream mb = new ByteArrayOutputStream();
        repeat(mb, b, 1);
        return gzip(mb.toByteArray());
    }

    /** An SGF game whose root holds a comment of {@code mb} megabytes: within the 64 MB limit. */
    private static void commentGame(OutputStream out, int mb) throws IOException {
        out.write("(;GM[1]SZ[9]C[".getBytes(StandardCharsets.US_ASCII));
        repeat(out, (byte) 'x', mb);
        out.write("])".getBytes(StandardCharsets.US_ASCII));
    }

    private static void noTrace(Child c) {
        assertFalse(c.err().contains("Exception") || c.err().contains("\tat ") || c.err().contains("internal error")
                || c.err().contains("OutOfMemoryError"), c.err());
    }

    /** The table's last line: the counts of the batch. */
    private static String tally(Child c) {
        List<String> lines = c.out().lines().toList();
        return lines.get(lines.size() - 1);
    }

    @Test
    void aZipWhoseOneEntryInflatesToSixtyMegabytesIsJudged(@TempDir Path dir) throws Exception {
        // Once an OutOfMemoryError with -Xmx128m: the entry was copied three times as it grew. Its header
        // says its size (a zip written to a file), so it is read into one array of that size.
        Path zip = dir.resolve("one.zip");
        try (ZipArchiveOutputStream z = new ZipArchiveOutputStream(zip)) {
            z.putArchiveEntry(new ZipArchiveEntry("big.sgf"));
            commentGame(z, 60);
            z.closeArchiveEntry();
        }
        assertTrue(Files.size(zip) < MB, "a bomb is small");
        Child c = HostileInputTest.run(HEAP, INFLATING, "judge", zip.toString());
        noTrace(c);
        assertEquals(0, c.status(), c.out() + c.err());
        assertTrue(c.out().contains(zip + "!big.sgf"), c.out());
        assertTrue(tally(c).startsWith("1 games in 1 files: 0 agree, 0 disagree, 0 refused, 1 not compared, 0 unreadable"), c.out());
    }

    @Test
    void anEntryWhoseSizeIsNotSaidIsJudgedOrOneLineNamingIt(@TempDir Path dir) throws Exception {
        // A zip written as a stream says its entries' sizes after them, a bz2 never: 60 MB of comment
        // in a bz2, and in such a zip, once an OutOfMemoryError each. Read in pieces and joined once, the
        // entry is held twice for a moment: in 128 MB it is judged, or refused in one line naming it
        // and how to give the JVM more, and the next record is judged either way.
        Path bz2 = dir.resolve("comment.sgf.bz2");
        try (OutputStream out = new BZip2CompressorOutputStream(Files.newOutputStream(bz2))) {
            commentGame(out, 60);
        }
        Path zip = dir.resolve("streamed.zip");
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(zip))) {
            z.putNextEntry(new ZipEntry("big.sgf"));
            commentGame(z, 60);
            z.closeEntry();
            z.putNextEntry(new ZipEntry("good.sgf"));
            z.write(GOOD.getBytes(StandardCharsets.US_ASCII));
            z.closeEntry();
        }
        for (Path p : List.of(bz2, zip)) {
            Child c = HostileInputTest.run(HEAP, INFLATING, "judge", p.toString());
            noTrace(c);
            String big = p.equals(zip) ? p + "!big.sgf" : p.toString();
            String row = c.out().lines().filter(l -> l.startsWith(big + " ")).findFirst().orElse("");
            if (row.contains("unreadable")) {
                assertTrue(row.contains("unreadable: 60.0 MB do not fit in the memory of this Java VM: give the JVM more with"
                        + " JAVA_TOOL_OPTIONS=-Xmx256m (it has "), row);
                assertEquals(2, c.status(), c.out());
            } else {
                assertTrue(row.contains("not-compared"), c.out());
                assertEquals(0, c.status(), c.out());
            }
            if (p.equals(zip)) {
                assertTrue(c.out().lines().anyMatch(l -> l.startsWith(zip + "!good.sgf ") && l.contains("B+25")), c.out());
            }
        }
    }

    @Test
    void aGzipOfTwoGigabytesOfParenthesesIsRefusedAtTheLimitWhileRead(@TempDir Path dir) throws Exception {
        // No size anywhere but in each member's trailer, which a stream reader sees last. Once an
        // OutOfMemoryError with -Xmx128m; now counted as it inflates, and refused at 64 MB.
        Path gz = dir.resolve("paren.sgf.gz");
        byte[] member = gzipMegabyte((byte) '(');
        try (OutputStream out = Files.newOutputStream(gz)) {
            for (int i = 0; i < 2048; i++) {
                out.write(member);
            }
        }
        Child c = HostileInputTest.run(HEAP, INFLATING, "judge", gz.toString(), dir.resolve("after.sgf").toString());
        noTrace(c);
        assertEquals(2, c.status(), c.out() + c.err());
        // after.sgf does not exist: the batch reaches it, one row of its own.
        assertTrue(c.out().lines().anyMatch(l -> l.startsWith(gz + " ")
                && l.endsWith("unreadable: more than the limit of 64 MB (--max-file-size raises it)")), c.out());
        assertTrue(c.out().lines().anyMatch(l -> l.startsWith(dir.resolve("after.sgf") + " ") && l.contains("no such file")), c.out());
    }

    @Test
    void anSgfsWhoseFirstLineIsTwoGigabytesIsOneRefusedLineAndTheNextIsJudged(@TempDir Path dir) throws Exception {
        // Once an OutOfMemoryError with -Xmx128m: the line was gathered whole before its end was found.
        Path gz = dir.resolve("lines.sgfs.gz");
        byte[] member = gzipMegabyte((byte) 'x');
        try (OutputStream out = Files.newOutputStream(gz)) {
            out.write(gzip("(;GM[1]C[".getBytes(StandardCharsets.US_ASCII)));
            for (int i = 0; i < 2048; i++) {
                out.write(member);
            }
            out.write(gzip(("])\n" + GOOD + "\n").getBytes(StandardCharsets.US_ASCII)));
        }
        Child c = HostileInputTest.run(HEAP, INFLATING, "judge", gz.toString());
        noTrace(c);
        assertEquals(2, c.status(), c.out() + c.err());
        assertTrue(c.out().lines().anyMatch(l -> l.startsWith(gz + ":1 ")
                && l.endsWith("unreadable: a line of more than the limit of 64 MB (--max-file-size raises it)")), c.out());
        assertTrue(c.out().lines().anyMatch(l -> l.startsWith(gz + ":2 ") && l.contains("B+25")), c.out());
    }

    @Test
    void aPlainFileOfASixtyMegabyteCommentIsJudged(@TempDir Path dir) throws Exception {
        // Once an OutOfMemoryError with -Xmx128m: the file's bytes were read into one more than their
        // size, then copied to their size.
        Path sgf = dir.resolve("comment.sgf");
        try (OutputStream out = Files.newOutputStream(sgf)) {
            commentGame(out, 60);
        }
        Child c = HostileInputTest.run(HEAP, INFLATING, "judge", sgf.toString());
        noTrace(c);
        assertEquals(0, c.status(), c.out() + c.err());
        assertTrue(c.out().startsWith(sgf + ": 9x9, komi 0, 0 moves"), c.out());
    }

    @Test
    void zipsOfSixtyMegabytesWithTwoJobsAreJudgedInTheirOrder(@TempDir Path dir) throws Exception {
        // 300 under -Plong (a few minutes): once killed after 153 s with -Xmx256m, nothing written.
        int count = Boolean.getBoolean("logicalgo.long") ? 300 : 4;
        Path first = dir.resolve("z000.zip");
        try (ZipArchiveOutputStream z = new ZipArchiveOutputStream(first)) {
            z.putArchiveEntry(new ZipArchiveEntry("big.sgf"));
            commentGame(z, 60);
            z.closeArchiveEntry();
        }
        for (int i = 1; i < count; i++) {
            Files.copy(first, dir.resolve(String.format("z%03d.zip", i)));
        }
        // Some 0.7 s a zip on this project's 2 shared cores: 300 take minutes.
        Child c = HostileInputTest.run(Duration.ofSeconds(count > 100 ? 900 : 60), List.of(), "256m", INFLATING, "judge", "--jobs", "2",
                dir.toString());
        noTrace(c);
        assertEquals(0, c.status(), c.out() + c.err());
        List<String> rows = c.out().lines().toList();
        assertEquals(count + 2, rows.size(), c.out());
        for (int i = 0; i < count; i++) {
            assertTrue(rows.get(i + 1).startsWith(dir.resolve(String.format("z%03d.zip", i)) + "!big.sgf "), rows.get(i + 1));
        }
        assertTrue(tally(c).startsWith(count + " games in " + count + " files: 0 agree, 0 disagree, 0 refused, " + count
                + " not compared, 0 unreadable"), tally(c));
    }

    @Test
    void anOutOfMemoryErrorIsOneLineAndWhatWasJudgedBeforeItIsKept(@TempDir Path dir) throws Exception {
        // A record of six million passes needs more than 64 MB to replay: once a trace of an
        // OutOfMemoryError and the JSON lines of the records before it lost in a buffer.
        Path records = Files.createDirectory(dir.resolve("records"));
        Files.writeString(records.resolve("a.sgf"), GOOD);
        try (OutputStream out = Files.newOutputStream(records.resolve("b.sgf"))) {
            out.write("(;GM[1]SZ[19]".getBytes(StandardCharsets.US_ASCII));
            byte[] passes = ";B[tt];W[tt]".repeat(100_000).getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < 30; i++) {
                out.write(passes);
            }
            out.write(')');
        }
        Path lines = dir.resolve("lines.jsonl");
        Path checkpoint = dir.resolve("checkpoint.json");
        Child c = HostileInputTest.run("64m", INFLATING, "judge", "--jobs", "1", "--json-lines", lines.toString(), "--checkpoint",
                checkpoint.toString(), records.toString());
        HostileInputTest.assertRefused(c, records.resolve("b.sgf").toString(), "not enough memory for judging ",
                ": give the JVM more with JAVA_TOOL_OPTIONS=-Xmx256m (it has ");
        assertTrue(c.out().lines().anyMatch(l -> l.startsWith(records.resolve("a.sgf") + " ") && l.contains("B+25")), c.out());
        List<String> written = Files.readAllLines(lines);
        assertEquals(1, written.size(), written.toString());
        assertEquals(records.resolve("a.sgf").toString(), new ObjectMapper().readTree(written.get(0)).get("record").asText());
        // The checkpoint counts the one record written, its bytes those of the JSON lines: a resumed run goes on from b.sgf.
        JsonNode saved = new ObjectMapper().readTree(checkpoint.toFile());
        assertEquals(1, saved.get("records").asInt(), saved.toString());
        assertEquals(Files.size(lines), saved.get("jsonLinesBytes").asLong(), saved.toString());
        assertFalse(saved.get("complete").asBoolean(), saved.toString());
    }

    /** Entry names no file system would give, but a zip holds any: an escape, a forged row, CR, C1 and DEL, an unreadable one. */
    private static final List<String> NAMES = List.of("a\u001b[31mred.sgf",
            "b.sgf\nnames.zip!forged.sgf     1      1  tromp-taylor  B+25        -         agrees\nc.sgf",
            "d\r\u009b\u007f.sgf", "e\u001b]0;title\u0007.sgf");

    private static Path names(Path dir) throws IOException {
        Path zip = dir.resolve("names.zip");
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(zip), StandardCharsets.UTF_8)) {
            for (String name : NAMES) {
                z.putNextEntry(new ZipEntry(name));
                z.write((name.startsWith("e") ? "(;GM[1]SZ[99])" : GOOD).getBytes(StandardCharsets.US_ASCII));
                z.closeEntry();
            }
        }
        return zip;
    }

    /** No character of those a name may not print raw: C0 but the line end, DEL, C1. */
    private static void plain(String printed) {
        for (char ch : printed.toCharArray()) {
            assertFalse(ch < 0x20 && ch != '\n' || ch >= 0x7f && ch <= 0x9f, "raw U+" + Integer.toHexString(ch) + " in: " + printed);
        }
    }

    @Test
    void controlCharactersInNamesAreEscapedInTheTableAndNeverForgeARow(@TempDir Path dir) throws Exception {
        Path zip = names(dir);
        Child c = HostileInputTest.run("64m", new byte[0], "judge", "--summary", zip.toString());
        noTrace(c);
        assertEquals(2, c.status(), c.out() + c.err());
        plain(c.out());
        plain(c.err());
        List<String> rows = c.out().lines().toList();
        // The header, a row an entry, the tally, then the summary: no row more, and each names its entry escaped.
        for (int i = 0; i < NAMES.size(); i++) {
            assertTrue(rows.get(i + 1).startsWith(zip + "!" + Names.shown(NAMES.get(i)) + " "), rows.get(i + 1));
        }
        assertTrue(rows.get(1).startsWith(zip + "!a\\x1b[31mred.sgf "), rows.get(1));
        assertTrue(rows.get(2).contains("b.sgf\\nnames.zip!forged.sgf"), rows.get(2));
        assertTrue(rows.get(3).startsWith(zip + "!d\\r\\x9b\\x7f.sgf "), rows.get(3));
        assertTrue(rows.get(4).startsWith(zip + "!e\\x1b]0;title\\x07.sgf ") && rows.get(4).contains("unreadable: "), rows.get(4));
        assertTrue(rows.get(5).startsWith("3 games in 1 files"), rows.get(5));
        assertEquals(1, rows.stream().filter(r -> r.contains("forged")).count(), c.out());
    }

    @Test
    void controlCharactersInNamesAreEscapedInJsonAndReadBackWhole(@TempDir Path dir) throws Exception {
        Path zip = names(dir);
        Path lines = dir.resolve("lines.jsonl");
        Child c = HostileInputTest.run("64m", new byte[0], "judge", "--json", "--json-lines", lines.toString(), zip.toString());
        noTrace(c);
        assertEquals(2, c.status(), c.out() + c.err());
        plain(c.out());
        JsonNode json = new ObjectMapper().readTree(c.out());
        for (int i = 0; i < 3; i++) {
            assertEquals(zip + "!" + NAMES.get(i), json.get("games").get(i).get("file").asText());
        }
        assertEquals(zip + "!" + NAMES.get(3), json.get("unreadable").get(0).get("file").asText());
        String written = Files.readString(lines);
        plain(written);
        List<String> records = new ArrayList<>();
        for (String line : written.lines().toList()) {
            records.add(new ObjectMapper().readTree(line).get("record").asText());
        }
        assertEquals(NAMES.stream().map(n -> zip + "!" + n).toList(), records);
    }

    @Test
    void aFileNameWithAnEscapeIsEscapedInTheOneErrorLine(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad\u001b[2J\n.sgf");
        Files.writeString(bad, "(;GM[1]SZ[99])");
        Child c = HostileInputTest.run("judge", bad.toString());
        HostileInputTest.assertRefused(c, dir.resolve("bad\\x1b[2J\\n.sgf").toString());
        plain(c.err());
    }

    @Test
    void namesShowEveryControlCharacterEscapedAndTheRestAsTheyAre() {
        assertEquals("plain name é 中.sgf", Names.shown("plain name é 中.sgf"));
        assertEquals("a\\x00b\\x1b\\x7f\\x9b\\x85c\\n\\r\\t", Names.shown("a\u0000b\u001b\u007f\u009b\u0085c\n\r\t"));
        assertEquals("x\\u2028y\\u202ez\\u2066", Names.shown("x\u2028y\u202ez\u2066"));
        assertEquals("back\\slash", Names.shown("back\\slash"));
    }
}
