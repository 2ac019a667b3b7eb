package org.logicalgo.archive;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorOutputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorOutputStream;
import org.logicalgo.arbiter.RandomGames;
import org.logicalgo.fast.Fast;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.SgfWriter;

/** Archives of records made for tests, by Commons Compress's writers: each format as a real tool writes it. */
public final class ArchiveWriters {

    private ArchiveWriters() {
    }

    /**
     * Four records whose verdicts are worked out by hand (see the tests that use them):
     * <ul>
     * <li>{@code agrees}: on a 5x1 line Black C1, White E1, two passes; Black owns A1-C1 (3), White E1 (1)
     *     plus komi 2.5: W+0.5, as RE says;</li>
     * <li>{@code disagrees}: the same game with RE[B+0.5];</li>
     * <li>{@code ko}: on 4x4, Black C2 takes the white stone at B2, White B2 at once takes back C2: the
     *     colouring at the start again, refused at move 2 (W B2) by TT-6;</li>
     * <li>{@code suicide}: RU[Chinese], White B3 joins A3 in a string with no liberty: a suicide the
     *     Chinese rules forbid, refused at move 1 (W B3) by TT-C7.</li>
     * </ul>
     */
    public static final Map<String, String> HAND = Map.of(
            "agrees", "(;SZ[5:1]KM[2.5]RE[W+0.5];B[ca];W[ea];B[];W[])",
            "disagrees", "(;SZ[5:1]KM[2.5]RE[B+0.5];B[ca];W[ea];B[];W[])",
            "ko", "(;FF[4]GM[1]SZ[4]KM[0]RU[Tromp-Taylor]AB[bb][ac][bd]AW[cb][bc][dc][cd]PL[B];B[cc];W[bc])",
            "suicide", "(;FF[4]GM[1]SZ[3]RU[Chinese]KM[7.5]AW[aa]AB[ca][bb][ab]PL[W];W[ba])");

    /** An entry of an archive: its name and bytes. */
    public record Entry(String name, byte[] bytes) {
        public static Entry of(String name, String text) {
            return new Entry(name, text.getBytes(StandardCharsets.UTF_8));
        }
    }

    public static void zip(Path file, List<Entry> entries) throws IOException {
        try (ZipArchiveOutputStream zip = new ZipArchiveOutputStream(Files.newOutputStream(file))) {
            for (Entry e : entries) {
                zip.putArchiveEntry(new ZipArchiveEntry(e.name()));
                zip.write(e.bytes());
                zip.closeArchiveEntry();
            }
        }
    }

    public static byte[] tar(List<Entry> entries) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (TarArchiveOutputStream tar = new TarArchiveOutputStream(bytes)) {
            tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
            for (Entry e : entries) {
                TarArchiveEntry entry = new TarArchiveEntry(e.name());
                entry.setSize(e.bytes().length);
                tar.putArchiveEntry(entry);
                tar.write(e.bytes());
                tar.closeArchiveEntry();
            }
        }
        return bytes.toByteArray();
    }

    /** Compressed as the name's suffix says: .gz (and .tgz), .xz, .bz2. */
    public static byte[] compress(String name, byte[] content) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        String n = name.toLowerCase(Locale.ROOT);
        try (OutputStream out = n.endsWith(".gz") || n.endsWith(".tgz") ? new GzipCompressorOutputStream(bytes)
                : n.endsWith(".xz") ? new XZCompressorOutputStream(bytes)
                : n.endsWith(".bz2") ? new BZip2CompressorOutputStream(bytes) : null) {
            out.write(content);
        }
        return bytes.toByteArray();
    }

    /** One record a line. */
    public static byte[] lines(List<String> records) {
        return (String.join("\n", records) + "\n").getBytes(StandardCharsets.UTF_8);
    }

    /**
     * {@code count} records of random games on 7x7 (seeded), one a line: most end agreeing; every
     * 7th claims the other colour won, every 11th repeats its last move on the occupied point.
     */
    public static List<String> randomRecords(int count, long seed) {
        Random random = new Random(seed);
        Setup setup = Setup.of(Ruleset.TROMP_TAYLOR, Grid.parse("7x7")).withKomi(7.5);
        List<String> records = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            List<Turn> game = new ArrayList<>(RandomGames.play(Fast.ENGINE, setup, random, 80));
            Game end = Replay.of(Fast.ENGINE.start(setup), game, Replay.AfterRefusal.STOPS).end().game();
            Optional<String> result = end.ended() ? Optional.of(end.score().result()) : Optional.empty();
            if (i % 7 == 3 && result.isPresent()) {
                result = Optional.of(result.get().startsWith("B") ? "W+100.5" : "B+100.5");
            }
            String sgf = SgfWriter.write(GameRecord.of(setup, game, result, org.logicalgo.rulesets.Rulesets.name(setup.rules())).toSgf()).replace("\n", "").replace("\r", "");
            if (i % 11 == 5) {
                int cut = sgf.lastIndexOf(";B[");
                if (cut > 0 && sgf.charAt(cut + 3) != ']') {
                    String last = sgf.substring(cut + 1, cut + 6);
                    sgf = sgf.substring(0, sgf.length() - 1) + ";" + last + ")";
                }
            }
            records.add(sgf);
        }
        return records;
    }

    public static void write(Path file, byte[] bytes) throws IOException {
        Files.write(file, bytes);
    }
}
