package org.logicalgo.sgf;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.logicalgo.arbiter.Judge;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Ruleset;

/**
 * Mutated records, from a fixed seed: every input is either read (and judged) or refused with one
 * line naming a byte of the input; never another exception, never a hang. 20,000 inputs by
 * default; a million under {@code -Plong} ({@code logicalgo.long=true}).
 */
class SgfFuzzTest {

    private static final Pattern ONE_LINE = Pattern.compile("byte (\\d+): [^\\n\\r]+");
    private static final byte[] STRUCTURE = "()[];\\:ABWPLSZKMHAtt \n".getBytes(StandardCharsets.US_ASCII);
    private static final Judge JUDGE = new Judge(Reference.ENGINE);

    static List<byte[]> corpus() throws IOException {
        List<byte[]> all = new ArrayList<>();
        for (Path dir : List.of(Path.of("src/test/resources/sgf"), Path.of("conformance/sgf"))) {
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : files.filter(f -> f.toString().endsWith(".sgf")).sorted().toList()) {
                    all.add(Files.readAllBytes(p));
                }
            }
        }
        all.add("(;FF[4]GM[1]SZ[19]KM[6.5]RU[Japanese]PB[a \\] b]C[x\\\ny];B[pd];W[dp](;B[pp];W[dd])(;B[dd]))"
                .getBytes(StandardCharsets.UTF_8));
        return all;
    }

    static byte[] mutate(byte[] base, Random rnd) {
        byte[] b = base;
        int mutations = 1 + rnd.nextInt(4);
        for (int i = 0; i < mutations; i++) {
            int at = b.length == 0 ? 0 : rnd.nextInt(b.length + 1);
            switch (rnd.nextInt(8)) {
                case 0 -> { // flip one bit
                    if (b.length > 0) {
                        b = b.clone();
                        int j = Math.min(at, b.length - 1);
                        b[j] ^= (byte) (1 << rnd.nextInt(8));
                    }
                }
                case 1 -> b = splice(b, at, at, new byte[] {(byte) rnd.nextInt(256)});
                case 2 -> b = splice(b, at, at, new byte[] {STRUCTURE[rnd.nextInt(STRUCTURE.length)]});
                case 3 -> b = java.util.Arrays.copyOf(b, at); // truncate
                case 4 -> { // delete a run
                    int end = Math.min(b.length, at + 1 + rnd.nextInt(8));
                    b = splice(b, Math.min(at, end), end, new byte[0]);
                }
                case 5 -> { // duplicate a run, as a bracket or a node written twice
                    int end = Math.min(b.length, at + 1 + rnd.nextInt(12));
                    byte[] run = java.util.Arrays.copyOfRange(b, Math.min(at, end), end);
                    b = splice(b, end, end, run);
                }
                case 6 -> { // a run of one structural byte: deep nesting, empty values, many nodes
                    byte[] run = new byte[1 + rnd.nextInt(64)];
                    java.util.Arrays.fill(run, "(;[])".getBytes(StandardCharsets.US_ASCII)[rnd.nextInt(5)]);
                    b = splice(b, at, at, run);
                }
                default -> { // a plausible property with a random value
                    String[] ids = {"SZ", "KM", "HA", "AB", "AW", "AE", "PL", "B", "W", "RE", "RU", "GM", "sz", "AddWhite"};
                    String[] values = {"", "aa", "tt", "zz", "19", "7:5", "0:0", "99", "-1", "6.5", "x", "aa:ss", "B", "W", "\\"};
                    String prop = ids[rnd.nextInt(ids.length)] + "[" + values[rnd.nextInt(values.length)] + "]";
                    b = splice(b, at, at, prop.getBytes(StandardCharsets.US_ASCII));
                }
            }
        }
        return b;
    }

    private static byte[] splice(byte[] b, int from, int to, byte[] insert) {
        byte[] out = new byte[b.length - (to - from) + insert.length];
        System.arraycopy(b, 0, out, 0, from);
        System.arraycopy(insert, 0, out, from, insert.length);
        System.arraycopy(b, to, out, from + insert.length, b.length - to);
        return out;
    }

    /** Reads every game of the input, its first lines, and judges every twentieth input. */
    static int exercise(byte[] input, boolean judge) {
        int games = 0;
        for (SgfNode root : SgfParser.parse(input)) {
            int lines = Math.min(root.lineCount(), 3);
            for (int line = 1; line <= lines; line++) {
                GameRecord record = GameRecord.read(root, line);
                record.setup(Ruleset.TROMP_TAYLOR);
                if (judge) {
                    JUDGE.judge(record, Optional.empty());
                }
                SgfParser.parse(SgfWriter.write(root));
                games++;
            }
        }
        return games;
    }

    @Test
    @Timeout(value = 3, unit = TimeUnit.HOURS)
    void everyMutatedInputIsReadOrRefusedInOneLineNamingAByteOfIt() throws IOException {
        int count = Boolean.getBoolean("logicalgo.long") ? 1_000_000 : 20_000;
        List<byte[]> corpus = corpus();
        assertTrue(corpus.size() >= 10, "the corpus has " + corpus.size() + " records");
        Random rnd = new Random(20_261_123L);
        int read = 0;
        int refused = 0;
        for (int i = 0; i < count; i++) {
            byte[] input = mutate(corpus.get(rnd.nextInt(corpus.size())), rnd);
            try {
                exercise(input, i % 20 == 0);
                read++;
            } catch (SgfException e) {
                var m = ONE_LINE.matcher(e.getMessage());
                if (!m.matches() || Long.parseLong(m.group(1)) > input.length) {
                    fail("input " + i + " gives '" + e.getMessage() + "': " + show(input));
                }
                refused++;
            } catch (RuntimeException | StackOverflowError e) {
                fail("input " + i + " (" + show(input) + ") throws " + e, e);
            }
        }
        // Both outcomes must be common, or the mutations test only one path.
        assertTrue(read > count / 20, read + " of " + count + " read");
        assertTrue(refused > count / 20, refused + " of " + count + " refused");
    }

    @Test
    void theCorpusItselfIsRead() throws IOException {
        for (byte[] record : corpus()) {
            assertFalse(SgfParser.parse(record).isEmpty());
        }
    }

    private static String show(byte[] input) {
        String s = new String(input, StandardCharsets.ISO_8859_1);
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            out.append(c >= 32 && c < 127 ? String.valueOf(c) : String.format("\\x%02x", (int) c));
        }
        return out.length() > 400 ? out.substring(0, 400) + "..." : out.toString();
    }
}
