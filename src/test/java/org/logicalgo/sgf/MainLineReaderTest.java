package org.logicalgo.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Turn;

/**
 * The reader from bytes and the parser read every file alike: the same records, the same
 * warnings, the same one-line errors. On the corpus, on random records with the oddities real
 * files carry, and on mutated records; and the reader from bytes does read the plain ones itself.
 */
class MainLineReaderTest {

    /** What a reading gives: the warnings, then the games read, or the error that refuses the file. */
    record Reading(List<String> warnings, List<GameRecords.Read> games, String error) {
    }

    /** The parser's reading, as judge read every file before the reader from bytes. */
    static Reading parsed(byte[] file) {
        List<String> warnings = new ArrayList<>();
        try {
            List<GameRecords.Read> games = new ArrayList<>();
            for (SgfNode root : SgfParser.parseFile(file, warnings::add)) {
                try {
                    games.add(new GameRecords.Read(Optional.of(GameRecord.read(root)), Optional.empty()));
                } catch (IllegalArgumentException e) {
                    games.add(new GameRecords.Read(Optional.empty(), Optional.of(e.getMessage())));
                }
            }
            return new Reading(warnings, games, null);
        } catch (SgfException e) {
            return new Reading(warnings, null, e.getMessage());
        }
    }

    static Reading read(byte[] file) {
        List<String> warnings = new ArrayList<>();
        try {
            return new Reading(warnings, GameRecords.read(file, 1, warnings::add), null);
        } catch (SgfException e) {
            return new Reading(warnings, null, e.getMessage());
        }
    }

    /** The reader from bytes alone: null when it leaves the file to the parser. */
    static Reading fast(byte[] file) {
        List<String> warnings = new ArrayList<>();
        List<GameRecord> games = MainLineReader.read(file, warnings::add);
        return games == null ? null : new Reading(warnings,
                games.stream().map(g -> new GameRecords.Read(Optional.of(g), Optional.empty())).toList(), null);
    }

    /** Both readings agree; returns whether the reader from bytes read the file itself. */
    static boolean agree(byte[] file) {
        Reading parsed = parsed(file);
        Reading read = read(file);
        if (!parsed.equals(read)) {
            fail(difference(parsed, read) + " in: " + shown(file));
        }
        Reading fast = fast(file);
        if (fast != null && !parsed.equals(fast)) {
            fail("from the bytes alone: " + difference(parsed, fast) + " in: " + shown(file));
        }
        return fast != null;
    }

    /** The first thing two readings differ in, shortly. */
    private static String difference(Reading expected, Reading actual) {
        if (!expected.warnings().equals(actual.warnings()) || !Objects.equals(expected.error(), actual.error())
                || expected.games() == null || actual.games() == null || expected.games().size() != actual.games().size()) {
            return "expected warnings " + expected.warnings() + ", error " + expected.error() + ", "
                    + (expected.games() == null ? "no" : expected.games().size()) + " games; got " + actual.warnings() + ", "
                    + actual.error() + ", " + (actual.games() == null ? "no" : actual.games().size()) + " games";
        }
        for (int g = 0; g < expected.games().size(); g++) {
            GameRecords.Read e = expected.games().get(g);
            GameRecords.Read a = actual.games().get(g);
            if (e.equals(a)) {
                continue;
            }
            if (e.record().isEmpty() || a.record().isEmpty()) {
                return "game " + (g + 1) + ": expected " + e.error() + ", got " + a.error();
            }
            GameRecord x = e.record().get();
            GameRecord y = a.record().get();
            for (int m = 0; m < Math.min(x.moves().size(), y.moves().size()); m++) {
                if (!x.moves().get(m).equals(y.moves().get(m))) {
                    return "game " + (g + 1) + ": expected " + x.moves().get(m) + ", got " + y.moves().get(m);
                }
            }
            return "game " + (g + 1) + ": expected " + withoutMoves(x) + ", got " + withoutMoves(y);
        }
        return "no difference";
    }

    private static String withoutMoves(GameRecord r) {
        return new GameRecord(r.grid(), r.start(), r.player(), r.komi(), r.handicap(), r.rules(), r.result(), r.black(), r.white(),
                List.of(), r.line(), r.lines(), r.offset()) + " with " + r.moves().size() + " moves";
    }

    private static String shown(byte[] file) {
        String s = new String(file, StandardCharsets.ISO_8859_1);
        return s.length() > 600 ? s.substring(0, 600) + "..." : s;
    }

    static List<Path> corpus() throws IOException {
        List<Path> all = new ArrayList<>();
        for (Path dir : List.of(Path.of("src/test/resources/sgf"), Path.of("conformance/sgf"))) {
            try (Stream<Path> files = Files.walk(dir)) {
                files.filter(f -> f.toString().endsWith(".sgf")).sorted().forEach(all::add);
            }
        }
        return all;
    }

    @Test
    void everyFileOfTheCorpusIsReadAlikeAndThePlainOnesFromTheirBytes() throws IOException {
        List<Path> files = corpus();
        assertTrue(files.size() > 400, files.size() + " files");
        for (Path f : files) {
            boolean fromBytes = agree(Files.readAllBytes(f));
            // Our own exports, and every hand-made record but the FF[3] one (KoMi, b[tt]: read all the same).
            assertTrue(fromBytes, f + " was left to the parser");
        }
    }

    @Test
    void aRecordIsReadFromItsBytesAsTheRulesReadIt() {
        // Worked by hand: 5x5, B at C3 (SGF cc, column 2, row 2 from the top = row 2 from the bottom),
        // W passes as FF[3] wrote it, Black's stone set up at A5 (aa: the top left corner).
        String text = "junk before (;GM[1]FF[4]SZ[5]KM[-0.5]HA[0]RU[Japanese]PB[Ann \\] B.]PW[Bo]RE[B+24.5]AB[aa]PL[b]"
                + ";B[cc]C[a \\] comment];W[tt](;B[])(;W[aa]))";
        byte[] file = text.getBytes(StandardCharsets.UTF_8);
        Reading fast = fast(file);
        assertNotNull(fast);
        GameRecord r = fast.games().get(0).record().orElseThrow();
        Grid grid = new Grid(5, 5);
        assertEquals(grid, r.grid());
        assertEquals(Colouring.parse("X..../...../...../...../....."), r.start());
        assertEquals(Optional.of(Colour.BLACK), r.player());
        assertEquals(OptionalDouble.of(-0.5), r.komi());
        assertEquals(Optional.of("Japanese"), r.rules());
        assertEquals(Optional.of("Ann ] B."), r.black());
        assertEquals(Optional.of("B+24.5"), r.result());
        assertEquals(3, r.moves().size());
        assertEquals(new GameRecord.Move(1, Colour.BLACK, "cc", text.indexOf("B[cc]"), Optional.of(new Turn.Play(Colour.BLACK, new Point(2, 2)))), r.moves().get(0));
        assertEquals(new GameRecord.Move(2, Colour.WHITE, "tt", text.indexOf("W[tt]"), Optional.of(new Turn.Pass(Colour.WHITE))), r.moves().get(1));
        assertEquals(new GameRecord.Move(3, Colour.BLACK, "", text.indexOf("B[]"), Optional.of(new Turn.Pass(Colour.BLACK))), r.moves().get(2));
        assertEquals(2, r.lines());
        assertEquals(text.indexOf(";GM"), r.offset());
        assertTrue(agree(file));
    }

    @Test
    void whatIsNotPlainIsLeftToTheParserWhichGivesItsOwnErrors() {
        for (String text : List.of("(;SZ[ 19 ];B[aa])", "(;KM[6.25])", "(;SZ[9];B[aa]AB[bb])", "(;SZ[9];B[aa];AB[bb])",
                "(;SZ[9];B[aa][bb])", "(;SZ[9];B[a a])", "(;SZ[9];B[aa];W[bb]", "(;SZ[99])", "(;GM[2])", "(;SZ[9]AB[jj])",
                "(;SZ[9]PL[x])", "(;SZ[9];B[aa];W[bb]))(", "\u00fe\u00ff", "(;SZ[9];B[aa]\n(;W[bb]);B[cc])")) {
            byte[] file = text.getBytes(StandardCharsets.ISO_8859_1);
            assertNull(fast(file), text);
            agree(file);
        }
    }

    @Test
    void aCharsetNamedByCaReadsTheTextsAndAnUnknownOneIsTheParsersWarning() {
        byte[] gb = concat("(;CA[GB2312]SZ[9]PB[".getBytes(StandardCharsets.US_ASCII), "\u5f20\u4e09".getBytes(java.nio.charset.Charset.forName("GB2312")),
                "];B[aa])".getBytes(StandardCharsets.US_ASCII));
        Reading fast = fast(gb);
        assertNotNull(fast);
        assertEquals(Optional.of("\u5f20\u4e09"), fast.games().get(0).record().orElseThrow().black());
        assertTrue(agree(gb));
        byte[] klingon = "(;SZ[9]CA[klingon-8];B[aa])".getBytes(StandardCharsets.US_ASCII);
        assertEquals(List.of("byte 7: CA[klingon-8] names no charset known here: its text is read as UTF-8 (ISO-8859-1 where it is not UTF-8)"),
                fast(klingon).warnings());
        assertTrue(agree(klingon));
    }

    private static byte[] concat(byte[]... parts) {
        int n = 0;
        for (byte[] p : parts) {
            n += p.length;
        }
        byte[] all = new byte[n];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, all, at, p.length);
            at += p.length;
        }
        return all;
    }

    @Test
    void randomRecordsAreReadAlike() {
        AtomicInteger fromBytes = new AtomicInteger();
        AtomicInteger all = new AtomicInteger();
        qt().withExamples(1_000).forAll(longs().all()).checkAssert(seed -> {
            all.incrementAndGet();
            if (agree(RandomRecords.record(new Random(seed)))) {
                fromBytes.incrementAndGet();
            }
        });
        // Most random records are plain: the reader from bytes is what is being tested, not the fallback.
        assertTrue(fromBytes.get() > all.get() / 3, fromBytes + " of " + all + " read from their bytes");
    }

    @Test
    void mutatedRecordsAreReadOrRefusedAlike() throws IOException {
        List<byte[]> corpus = SgfFuzzTest.corpus();
        Random rnd = new Random(17);
        int count = Boolean.getBoolean("logicalgo.long") ? 200_000 : 5_000;
        int fromBytes = 0;
        for (int i = 0; i < count; i++) {
            byte[] base = i % 2 == 0 ? corpus.get(rnd.nextInt(corpus.size())) : RandomRecords.record(rnd);
            if (agree(SgfFuzzTest.mutate(base, rnd))) {
                fromBytes++;
            }
        }
        // A mutation mostly breaks a record; still, many are read from their bytes, the rest by the parser.
        assertTrue(fromBytes > count / 10, fromBytes + " of " + count + " read from their bytes");
    }

    /**
     * Random SGF records with what real files carry: game information, setup, comments, escapes,
     * variations, old identifiers, charsets. A third of them hold oddities too (values written with
     * space or escapes, values no record may hold, setup among the moves), at random places.
     */
    static final class RandomRecords {

        private static final String[] NAMES = {"Ann", "Bo Li", "a \\] b", "x\\\\y", "", " ", "tab\there", "line\nbreak", "\u00c9lodie",
            "\u5f20\u4e09", "soft\\\nbreak"};
        private static final String[] KOMI = {"6.5", "7", "0", "-3.5", "+2", ".5", "5.", "", "375.50", "-0"};
        private static final String[] ODD_KOMI = {" 6.5", "6.25", "x", "1234567", "."};
        private static final String[] RESULTS = {"B+3.5", "W+R", "0", "Draw", "?", "", "B+", "W+12"};
        private static final String[] CHARSETS = {"UTF-8", "utf-8", "ISO-8859-1", "GB2312", "klingon-8", "UTF-16", "Shift_JIS"};
        private static final String[] ODD_POINTS = {"a", " aa", "a1", "a\\]", "aa:", "aa:b"};

        private final Random r;
        private final boolean odd;

        private RandomRecords(Random r) {
            this.r = r;
            this.odd = r.nextInt(3) == 0;
        }

        static byte[] record(Random r) {
            return new RandomRecords(r).record();
        }

        /** Whether to write something odd here: only in odd records, and then rarely at any one place. */
        private boolean oddHere(int oneIn) {
            return odd && r.nextInt(oneIn) == 0;
        }

        private byte[] record() {
            StringBuilder s = new StringBuilder();
            if (r.nextInt(5) == 0) {
                s.append("Some text before the game.\n");
            }
            int games = r.nextInt(8) == 0 ? 2 : 1;
            for (int g = 0; g < games; g++) {
                game(s);
                s.append(r.nextBoolean() ? "\n" : "");
            }
            return s.toString().getBytes(r.nextInt(10) == 0 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
        }

        private void game(StringBuilder s) {
            int width = r.nextInt(4) == 0 ? 1 + r.nextInt(25) : 19;
            int height = r.nextInt(6) == 0 ? 1 + r.nextInt(25) : width;
            List<String> root = new ArrayList<>();
            root.add(r.nextInt(10) == 0 ? "GaMe[1]" : oddHere(20) ? "GM[2]" : "GM[1]");
            root.add("FF[4]");
            if (r.nextInt(4) == 0) {
                root.add("CA[" + CHARSETS[r.nextInt(CHARSETS.length)] + "]");
            }
            if (r.nextInt(10) != 0) {
                root.add((r.nextInt(10) == 0 ? "sz" : "SZ") + "[" + (oddHere(10) ? " " : "")
                        + (width == height && r.nextBoolean() ? width : width + ":" + height) + "]");
            } else {
                width = 19;
                height = 19;
            }
            if (r.nextInt(3) != 0) {
                root.add((r.nextInt(10) == 0 ? "KoMi" : "KM") + "[" + (oddHere(3) ? ODD_KOMI[r.nextInt(ODD_KOMI.length)]
                        : KOMI[r.nextInt(KOMI.length)]) + "]");
            }
            if (r.nextInt(5) == 0) {
                root.add("HA[" + (oddHere(5) ? "two" : "") + r.nextInt(5) + "]");
            }
            for (String id : List.of("PB", "PW", "RU", "DT", "EV")) {
                if (r.nextBoolean()) {
                    root.add(id + "[" + NAMES[r.nextInt(NAMES.length)] + "]");
                }
            }
            if (r.nextBoolean()) {
                root.add("RE[" + RESULTS[r.nextInt(RESULTS.length)] + "]");
            }
            // Setup properties, several to a node now and then: GameRecord places AE, then AB, then AW.
            int setups = r.nextInt(3) == 0 ? 1 + r.nextInt(3) : 0;
            for (int i = 0; i < setups; i++) {
                root.add(setup(width, height));
            }
            if (r.nextInt(6) == 0) {
                root.add("PL[" + "BWbw12x".charAt(r.nextInt(oddHere(2) ? 7 : 6)) + "]");
            }
            if (r.nextInt(4) == 0) {
                root.add("C[" + NAMES[r.nextInt(NAMES.length)] + "]");
            }
            java.util.Collections.shuffle(root, r);
            s.append("(;").append(String.join(r.nextInt(5) == 0 ? "\n" : "", root));
            int moves = r.nextInt(r.nextBoolean() ? 20 : 400);
            boolean white = r.nextBoolean();
            // The main line; at a branch it goes on in the first child, and a second child follows it.
            int branches = 0;
            for (int m = 0; m < moves; m++) {
                if (m > 0 && r.nextInt(60) == 0) {
                    s.append('(');
                    branches++;
                }
                node(s, m, white, width, height);
                white = !white;
            }
            for (int b = 0; b < branches; b++) {
                s.append(")(");
                int more = 1 + r.nextInt(3);
                for (int m = 0; m < more; m++) {
                    node(s, moves, m % 2 == 0, width, height);
                }
                s.append(')');
            }
            s.append(')');
        }

        private void node(StringBuilder s, int m, boolean white, int width, int height) {
            s.append(r.nextInt(12) == 0 ? "\n;" : ";");
            if ((m == 0 && r.nextInt(12) == 0) || oddHere(200)) {
                s.append(setup(width, height));
                if (r.nextBoolean()) {
                    s.append(setup(width, height));
                }
                return;
            }
            s.append(r.nextInt(30) == 0 ? (white ? "w" : "b") : white ? "W" : "B").append('[').append(move(width, height)).append(']');
            if (r.nextInt(15) == 0) {
                s.append("C[").append(NAMES[r.nextInt(NAMES.length)]).append(']');
            }
            if (r.nextInt(40) == 0) {
                // Game information after the root: the first met along the line counts.
                s.append(new String[] {"KM[", "HA[", "RE[", "PB[", "RU["}[r.nextInt(5)])
                        .append(new String[] {"", "0.5", "3", "W+R", "Cho"}[r.nextInt(5)]).append(']');
            }
            if (oddHere(300)) {
                s.append(r.nextBoolean() ? "W[aa]" : "AB[aa]"); // two moves, or setup beside a move
            }
        }

        private String setup(int width, int height) {
            StringBuilder s = new StringBuilder(new String[] {"AB", "AW", "AE", "AddBlack"}[r.nextInt(4)]);
            int values = 1 + r.nextInt(4);
            for (int v = 0; v < values; v++) {
                s.append('[').append(onGrid(width, height));
                if (r.nextInt(5) == 0) {
                    s.append(':').append(onGrid(width, height));
                }
                s.append(']');
            }
            return s.toString();
        }

        private String onGrid(int width, int height) {
            if (oddHere(20)) {
                return ODD_POINTS[r.nextInt(ODD_POINTS.length)];
            }
            return "" + GameRecord.letter(r.nextInt(oddHere(10) ? 52 : width)) + GameRecord.letter(r.nextInt(height));
        }

        /** A move's value: a point on the grid mostly, a pass ([] or [tt]), now and then a point off the grid. */
        private String move(int width, int height) {
            int d = r.nextInt(100);
            if (d < 3) {
                return "";
            }
            if (d < 5) {
                return "tt";
            }
            if (oddHere(100)) {
                return ODD_POINTS[r.nextInt(ODD_POINTS.length)];
            }
            return "" + GameRecord.letter(r.nextInt(d < 7 ? 52 : width)) + GameRecord.letter(r.nextInt(d < 7 ? 52 : height));
        }
    }
}
