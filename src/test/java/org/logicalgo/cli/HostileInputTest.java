package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.logicalgo.conformance.CaseFormatException;
import org.logicalgo.conformance.CaseLoader;

/**
 * What a user may hand the commands by mistake or on purpose: devices, FIFOs, directories, files
 * larger than memory, NUL bytes, text in another encoding, a CA that lies. Each runs the real
 * command in a child JVM with a small heap and a timeout, so that reading everything, or blocking
 * on an open, fails the test instead of passing by luck; each must be refused in one line naming
 * the file, with exit status 2 and no stack trace.
 */
class HostileInputTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    /** The heap the brief gives for 30,000 records (they fit in far less: 32 MB did). */
    private static final String BATCH_HEAP = "256m";
    private static final String SMALL_HEAP = "64m";

    /** What a child process did. */
    record Child(int status, String out, String err) {
        List<String> errLines() {
            return err.lines().toList();
        }
    }

    /** Standard input for a batch that judges thousands of files: none, and the JVM's full compiler. */
    private static final byte[] BATCH = null;

    /**
     * Runs {@code ./logical-go ARGS} in a child JVM with the heap given; stdin is written and closed
     * when it holds bytes, else it stays open (and empty), so that a command reading it would hang.
     */
    static Child run(String heap, byte[] stdin, String... args) throws Exception {
        return run(List.of(), heap, stdin, args);
    }

    /** As {@link #run(String, byte[], String...)}, the JVM started by {@code prefix} (a program that runs its arguments). */
    static Child run(List<String> prefix, String heap, byte[] stdin, String... args) throws Exception {
        return run(TIMEOUT, prefix, heap, stdin, args);
    }

    /** As {@link #run(List, String, byte[], String...)}, given longer than the usual minute (a long test's whole run). */
    static Child run(Duration timeout, List<String> prefix, String heap, byte[] stdin, String... args) throws Exception {
        List<String> command = new ArrayList<>(prefix);
        command.addAll(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heap, "-cp", classPath(), Main.class.getName()));
        if (stdin != BATCH) {
            // A refusal is quick: a JVM that starts quicker, compiling less, keeps the class fast.
            command.add(prefix.size() + 1, "-XX:TieredStopAtLevel=1");
        }
        command.addAll(List.of(args));
        // Into files, not pipes: a child that printed much could not block on a full pipe while we wait.
        Path out = Files.createTempFile("hostile", ".out");
        Path err = Files.createTempFile("hostile", ".err");
        ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        Process child = pb.start();
        try {
            if (stdin != null && stdin.length > 0) {
                try (OutputStream in = child.getOutputStream()) {
                    in.write(stdin);
                } catch (IOException closedEarly) {
                    // The child may answer and quit before it reads all its input.
                }
            }
            if (!child.waitFor(timeout.toSeconds(), TimeUnit.SECONDS)) {
                fail("no answer in " + timeout.toSeconds() + " s: " + String.join(" ", args));
            }
            return new Child(child.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            child.destroyForcibly();
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    static Child run(String... args) throws Exception {
        return run(SMALL_HEAP, new byte[0], args);
    }

    static String classPath() {
        String surefire = System.getProperty("surefire.test.class.path");
        return surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path");
    }

    /** Exit 2, exactly one line on stderr naming the file (and what else is asked), no stack trace. */
    static void assertRefused(Child c, String file, String... saying) {
        assertEquals(2, c.status(), c.err());
        assertEquals(1, c.errLines().size(), c.err());
        String line = c.errLines().get(0);
        assertTrue(line.startsWith("logical-go: "), line);
        assertTrue(line.contains(file), line);
        for (String s : saying) {
            assertTrue(line.contains(s), "'" + s + "' not in: " + line);
        }
        assertFalse(c.err().contains("Exception") || c.err().contains("\tat ") || c.err().contains("internal error"), c.err());
    }

    static Path fifo(Path dir, String name) throws Exception {
        Path f = dir.resolve(name);
        Process mk = new ProcessBuilder("mkfifo", f.toString()).start();
        assumeTrue(mk.waitFor(10, TimeUnit.SECONDS) && mk.exitValue() == 0, "mkfifo is not available here");
        return f;
    }

    static Path sparse(Path dir, String name, long size) throws IOException {
        Path f = dir.resolve(name);
        try (RandomAccessFile r = new RandomAccessFile(f.toFile(), "rw")) {
            r.setLength(size); // sparse: 3 GB that take no disk
        }
        return f;
    }

    @Test
    void devZeroIsRefusedByEveryReader() throws Exception {
        assertRefused(run("judge", "/dev/zero"), "/dev/zero", "not a regular file");
        assertRefused(run("explain", "--move", "1", "/dev/zero"), "/dev/zero", "not a regular file");
        assertRefused(run("replay", "--moves-file", "/dev/zero"), "/dev/zero", "not a regular file");
    }

    @Test
    void aFileOverTwoGigabytesIsRefusedByItsSizeNamingTheLimit(@TempDir Path dir) throws Exception {
        Path big = sparse(dir, "big.sgf", 3L << 30);
        assertRefused(run("judge", big.toString()), big.toString(), "3 GB", "limit of 64 MB", "--max-file-size");
        assertRefused(run("explain", "--move", "1", big.toString()), big.toString(), "limit of 64 MB");
        assertRefused(run("replay", "--moves-file", big.toString()), big.toString(), "limit of 64 MB");
        // Raising the limit past what one array holds is refused as an argument, not tried.
        assertRefused(run("judge", "--max-file-size", "3G", big.toString()), "--max-file-size", "3G");
    }

    @Test
    void maxFileSizeIsTheLimitItSays(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("padded.sgf");
        Files.writeString(f, "(;GM[1]SZ[5]C[" + "x".repeat(2000) + "])");
        assertRefused(run("judge", "--max-file-size", "1K", f.toString()), f.toString(), "limit of 1 KB");
        assertEquals(0, run("judge", "--max-file-size", "4K", f.toString()).status());
        assertRefused(run("judge", "--max-file-size", "lots", f.toString()), "--max-file-size", "lots");
    }

    @Test
    void aFifoWithNoWriterIsRefusedAtOnceNotWaitedOn(@TempDir Path dir) throws Exception {
        Path f = fifo(dir, "pipe.sgf");
        assertRefused(run("judge", f.toString()), f.toString(), "not a regular file");
        assertRefused(run("explain", "--move", "1", f.toString()), f.toString(), "not a regular file");
        assertRefused(run("replay", "--moves-file", f.toString()), f.toString(), "not a regular file");
    }

    @Test
    void devStdinIsNotReadAsAFile() throws Exception {
        // stdin is a pipe that stays open: reading it would hang until the timeout.
        assertRefused(run("judge", "/dev/stdin"), "/dev/stdin", "not a regular file");
        assertRefused(run("replay", "--moves-file", "/dev/stdin"), "/dev/stdin", "not a regular file");
    }

    @Test
    void aDirectoryWhereAFileIsAskedIsOneLine(@TempDir Path dir) throws Exception {
        assertRefused(run("replay", "--moves-file", dir.toString()), dir.toString(), "a directory");
        assertRefused(run("explain", "--move", "1", dir.toString()), dir.toString(), "a directory");
        assertRefused(run("judge", dir.toString()), dir.toString(), "no .sgf file");
    }

    @Test
    void nulBytesAreNotATextOfTurns(@TempDir Path dir) throws Exception {
        Path nul = dir.resolve("nul.txt");
        Files.write(nul, new byte[1 << 20]);
        assertRefused(run("replay", "--moves-file", nul.toString()), nul.toString(), "not a text of turns", "byte 0 is a NUL byte");
        Child piped = run(SMALL_HEAP, new byte[1 << 20], "replay", "--moves-file", "-");
        assertRefused(piped, "standard input", "not a text of turns");
        Path sgf = dir.resolve("nul.sgf");
        Files.write(sgf, new byte[1 << 20]);
        assertRefused(run("judge", sgf.toString()), sgf.toString(), "expected '('");
    }

    @Test
    void turnsInUtf16AreNamedSo(@TempDir Path dir) throws Exception {
        Path noMark = dir.resolve("turns16.txt");
        Files.write(noMark, "C3\nD3\n".getBytes(StandardCharsets.UTF_16LE));
        assertRefused(run("replay", "--moves-file", noMark.toString()), noMark.toString(), "not a text of turns", "UTF-16");
        Path badUtf8 = dir.resolve("latin1.txt");
        Files.write(badUtf8, "C3 # caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        assertRefused(run("replay", "--moves-file", badUtf8.toString()), badUtf8.toString(), "not UTF-8 text: byte 8 (0xE9)");
        // With its byte order mark, UTF-16 is read.
        Path marked = dir.resolve("marked.txt");
        Files.write(marked, "C3\nD3\n".getBytes(StandardCharsets.UTF_16));
        Child ok = run("replay", "--size", "5x5", "--moves-file", marked.toString());
        assertEquals(0, ok.status(), ok.err());
        assertTrue(ok.out().contains("Black 1, White 1"), ok.out());
    }

    @Test
    void anSgfInUtf16IsReadAndItsErrorsBlameTheFilesOwnByte(@TempDir Path dir) throws Exception {
        Path good = dir.resolve("good16.sgf");
        Files.write(good, "(;GM[1]SZ[5]KM[0.5]PB[\u00c9lodie];B[cc];W[dc])".getBytes(StandardCharsets.UTF_16));
        Child ok = run("judge", good.toString());
        assertEquals(0, ok.status(), ok.err());
        assertTrue(ok.out().contains("Black \u00c9lodie"), ok.out());

        // Unclosed at the end: the parser's error, at the file's last byte, naming the encoding.
        String unclosed = "(;GM[1]SZ[5];B[cc]";
        Path marked = dir.resolve("unclosed16.sgf"); // UTF_16 writes big-endian after a byte order mark
        Files.write(marked, unclosed.getBytes(StandardCharsets.UTF_16));
        assertRefused(run("judge", marked.toString()), marked.toString(),
                "byte " + (2 + 2 * unclosed.length()) + ":", "UTF-16BE, as its byte order mark says");
        Path bare = dir.resolve("bare16.sgf");
        Files.write(bare, unclosed.getBytes(StandardCharsets.UTF_16LE));
        assertRefused(run("judge", bare.toString()), bare.toString(),
                "byte " + 2 * unclosed.length() + ":", "UTF-16LE without a byte order mark");

        // A record's error (a komi that is no number) at its own byte in the file, after a name beyond the BMP.
        String off = "(;GM[1]SZ[5]PB[\ud83d\ude00]KM[x];B[cc])";
        Path far = dir.resolve("off16.sgf");
        byte[] bytes = off.getBytes(StandardCharsets.UTF_16LE);
        byte[] withMark = new byte[bytes.length + 2];
        withMark[0] = (byte) 0xFF;
        withMark[1] = (byte) 0xFE;
        System.arraycopy(bytes, 0, withMark, 2, bytes.length);
        Files.write(far, withMark);
        assertRefused(run("judge", far.toString()), far.toString(), "byte " + (2 + 2 * off.indexOf("KM[x]")) + ": KM[x] is not a komi");
    }

    @Test
    void aCaThatLiesOrIsUnknownIsAWarningNamingItAndTheRecordIsStillRead(@TempDir Path dir) throws Exception {
        // CA[UTF-16] on single bytes: once read 'dd' as one CJK character and refused the move as 'not a point'.
        Path lie = dir.resolve("lie.sgf");
        Files.writeString(lie, "(;GM[1]CA[UTF-16]SZ[5]KM[0.5];B[cc];W[dc])");
        Child c = run("judge", lie.toString());
        assertEquals(0, c.status(), c.err());
        assertEquals(1, c.errLines().size(), c.err());
        assertTrue(c.err().contains("warning: " + lie + ": byte 7: CA[UTF-16] cannot be the file's charset"), c.err());
        assertTrue(c.err().contains("read as UTF-8"), c.err());

        Path unknown = dir.resolve("unknown.sgf");
        Files.writeString(unknown, "(;GM[1]CA[klingon-8]SZ[5]KM[0.5];B[cc];W[dc])");
        Child u = run("judge", unknown.toString());
        assertEquals(0, u.status(), u.err());
        assertEquals(List.of("logical-go: warning: " + unknown + ": byte 7: CA[klingon-8] names no charset known here:"
                + " its text is read as UTF-8 (ISO-8859-1 where it is not UTF-8)"), u.errLines());

        // A lie and a fault: the warning, then the fault at its own byte.
        Path both = dir.resolve("both.sgf");
        String text = "(;GM[1]CA[UTF-16]SZ[5]KM[x];B[cc])";
        Files.writeString(both, text);
        Child b = run("judge", both.toString());
        assertEquals(2, b.status(), b.err());
        assertEquals(2, b.errLines().size(), b.err());
        assertTrue(b.errLines().get(1).contains(both + ": byte " + text.indexOf("KM[x]") + ": KM[x] is not a komi"), b.err());
    }

    @Test
    void explainGivesTheSetupErrorJudgeGives(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("setup.sgf");
        // A black corner string whose liberties are all taken by white: the start breaks TT-R7.
        Files.writeString(f, "(;GM[1]SZ[5]AB[aa][ba][ab]AW[ca][bb][ac];B[dd])");
        Child judge = run("judge", f.toString());
        assertRefused(judge, f.toString(), "TT-R7");
        for (String move : List.of("1", "2", "9")) {
            Child explain = run("explain", "--move", move, f.toString());
            assertRefused(explain, f.toString(), "TT-R7");
            assertEquals(judge.err(), explain.err());
        }
    }

    @Test
    void theCaseLoaderRefusesWhatIsNotARegularFile(@TempDir Path dir) throws Exception {
        Path f = fifo(dir, "pipe.json");
        CaseFormatException e = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(CaseFormatException.class, () -> CaseLoader.load(f)));
        assertTrue(e.getMessage().startsWith("pipe.json: not a regular file"), e.getMessage());
        CaseFormatException z = assertThrows(CaseFormatException.class, () -> CaseLoader.load(Path.of("/dev/zero")));
        assertTrue(z.getMessage().startsWith("zero: a device"), z.getMessage());
    }

    @Test
    void gtpAnswersEveryHostileLoadsgfAndLivesOn(@TempDir Path dir) throws Exception {
        Path f = fifo(dir, "pipe.sgf");
        Path big = sparse(dir, "big.sgf", 3L << 30);
        String commands = "1 loadsgf /dev/zero\n2 loadsgf " + f + "\n3 loadsgf /dev/stdin\n4 loadsgf " + big
                + "\n5 loadsgf " + dir + "\n6 name\n7 quit\n";
        Child c = run(SMALL_HEAP, commands.getBytes(StandardCharsets.UTF_8), "gtp");
        assertEquals(0, c.status(), c.err());
        List<String> answers = c.out().lines().filter(l -> !l.isEmpty()).toList();
        assertEquals(7, answers.size(), c.out());
        for (int i = 0; i < 5; i++) {
            assertTrue(answers.get(i).startsWith("?" + (i + 1) + " cannot open '"), answers.get(i));
        }
        assertTrue(answers.get(0).contains("not a regular file"), answers.get(0));
        assertTrue(answers.get(1).contains("not a regular file"), answers.get(1));
        assertTrue(answers.get(2).contains("not a regular file"), answers.get(2));
        assertTrue(answers.get(3).contains("limit of 64 MB"), answers.get(3));
        assertTrue(answers.get(4).contains("a directory"), answers.get(4));
        assertEquals("=6 logical-go", answers.get(5));
        assertFalse(c.err().contains("Exception"), c.err());
    }

    /**
     * What runs a command without the power to read what its permissions forbid: nothing for a
     * user, for root {@code setpriv} dropping the capabilities that pass over them (skipped without it).
     */
    static List<String> withoutOverride() throws Exception {
        if (!"root".equals(System.getProperty("user.name"))) {
            return List.of();
        }
        Process p = new ProcessBuilder("setpriv", "--bounding-set", "-dac_override,-dac_read_search", "true").start();
        assumeTrue(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0, "setpriv cannot drop root's capabilities here");
        return List.of("setpriv", "--bounding-set", "-dac_override,-dac_read_search");
    }

    @Test
    void anUnreadableDirectoryIsOneRowAndTheOthersAreJudged(@TempDir Path dir) throws Exception {
        // Once java.nio.file.AccessDeniedException in a one-line refusal of the whole batch.
        records(dir, 3);
        Path locked = Files.createDirectory(dir.resolve("b-locked"));
        Files.writeString(locked.resolve("hidden.sgf"), "(;GM[1]SZ[9])");
        Files.setPosixFilePermissions(locked, java.util.Set.of());
        try {
            Child c = run(withoutOverride(), SMALL_HEAP, new byte[0], "judge", dir.toString());
            assertEquals(2, c.status(), c.err());
            assertFalse(c.out().contains("Exception") || c.err().contains("Exception") || c.err().contains("\tat "), c.out() + c.err());
            List<String> rows = c.out().lines().toList();
            assertTrue(rows.stream().anyMatch(r -> r.contains(locked.toString()) && r.contains("cannot be read (permission denied)")),
                    c.out());
            assertTrue(rows.get(rows.size() - 1).startsWith("3 games in 4 files: 3 agree, 0 disagree, 0 refused, 0 not compared,"
                    + " 1 unreadable;"), c.out());
        } finally {
            Files.setPosixFilePermissions(locked, java.nio.file.attribute.PosixFilePermissions.fromString("rwx------"));
        }
    }

    /** The heap the memory tests of SGF files of a few megabytes run in: once not enough for any of them. */
    private static final String SGF_HEAP = "128m";

    /** Writes {@code text} as ASCII into {@code dir/name}. */
    static Path ascii(Path dir, String name, CharSequence text) throws IOException {
        return Files.write(dir.resolve(name), text.toString().getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void aMillionVariationsAreReadInTheMemoryOfTheLineAsked(@TempDir Path dir) throws Exception {
        // 8 MB, 10^6 variations, the last asked for: once an OutOfMemoryError with -Xmx128m (the whole tree was built).
        int n = 1_000_000;
        StringBuilder sgf = new StringBuilder("(;GM[1]SZ[9]KM[0.5];B[aa]");
        for (int i = 0; i < n; i++) {
            sgf.append(i == n - 1 ? "(;W[cc])" : "(;W[bb])");
        }
        Path f = ascii(dir, "variations.sgf", sgf.append(')'));
        Child judge = run(SGF_HEAP, new byte[0], "judge", "--variation", Integer.toString(n), f.toString());
        assertEquals(0, judge.status(), judge.err());
        assertTrue(judge.out().contains("variation 1000000 of 1000000"), judge.out());
        assertTrue(judge.out().contains("all 2 moves accepted"), judge.out());
        Child explain = run(SGF_HEAP, new byte[0], "explain", "--variation", Integer.toString(n), "--move", "2", f.toString());
        assertEquals(0, explain.status(), explain.err());
        assertTrue(explain.out().contains("W C7"), explain.out());
        assertRefused(run(SGF_HEAP, new byte[0], "judge", "--variation", Integer.toString(n + 1), f.toString()), f.toString(),
                "there is no variation 1000001: the game has 1000000 lines");
    }

    @Test
    void nestingMillionsDeepThatNeverClosesIsOneLine(@TempDir Path dir) throws Exception {
        // 7 MB of '(;' never closed: once an OutOfMemoryError with -Xmx128m; now four bytes a parenthesis open.
        int n = 3_500_000;
        Path f = ascii(dir, "unclosed.sgf", "(;".repeat(n));
        String says = "byte " + 2 * n + ": expected ')' to close the game tree opened at byte " + 2 * (n - 1);
        assertRefused(run(SGF_HEAP, new byte[0], "judge", f.toString()), f.toString(), says);
        assertRefused(run(SGF_HEAP, new byte[0], "explain", "--move", "1", f.toString()), f.toString(), says);
        assertRefused(run(SGF_HEAP, new byte[0], "judge", "--variation", "2", f.toString()), f.toString(), says);
    }

    /** {@code count} games of one move each on a 2x2 grid, 14 bytes a game. */
    static Path games(Path dir, int count) throws IOException {
        StringBuilder sgf = new StringBuilder(14 * count);
        for (int i = 0; i < count; i++) {
            sgf.append("(;SZ[2];B[aa])");
        }
        return ascii(dir, "games.sgf", sgf);
    }

    /** A file of many games judged as a stream, game by game, and one game of it explained. */
    static void judgedGameByGame(Path dir, int count, String heap) throws Exception {
        Path f = games(dir, count);
        Path other = ascii(dir, "other.sgf", "(;SZ[2];B[aa])");
        Child batch = run(heap, BATCH, "judge", "--jobs", "1", f.toString(), other.toString());
        assertEquals(0, batch.status(), batch.err());
        List<String> lines = batch.out().lines().toList();
        assertEquals(count + 3, lines.size());
        assertTrue(lines.get(count).startsWith(f + " " ) && lines.get(count).contains(" " + count + " "), lines.get(count));
        assertTrue(lines.get(lines.size() - 1).startsWith((count + 1) + " games in 2 files: 0 agree, 0 disagree, 0 refused, "
                + (count + 1) + " not compared, 0 unreadable;"), lines.get(lines.size() - 1));
        Child explain = run(heap, new byte[0], "explain", "--game", Integer.toString(count), "--move", "1", f.toString());
        assertEquals(0, explain.status(), explain.err());
        assertTrue(explain.out().contains("Verdict: accepted"), explain.out());
        Child beyond = run(heap, new byte[0], "explain", "--game", Integer.toString(count + 1), "--move", "1", f.toString());
        assertRefused(beyond, f.toString(), "the file holds " + count + " games");
    }

    @Test
    void aHundredThousandGamesInAFileAreJudgedOneAtATime(@TempDir Path dir) throws Exception {
        // Once every record of the file was read, and judged, before the first was printed.
        judgedGameByGame(dir, 100_000, SMALL_HEAP);
    }

    @Test
    void aMillionGamesInAFileAreJudgedOneAtATime(@TempDir Path dir) throws Exception {
        // 14 MB: once an OutOfMemoryError even with -Xmx1g. Some 30 s: under -Plong only.
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "mvn -Plong");
        judgedGameByGame(dir, 1_000_000, SGF_HEAP);
    }

    @Test
    void judgeJsonOfAFileOfUnreadableGamesListsTheFirstAndCountsTheRest(@TempDir Path dir) throws Exception {
        // 300,000 games, each refused (SZ[99]): their lines, kept for the end of the JSON, once filled -Xmx64m.
        int count = 300_000;
        Path f = ascii(dir, "unreadable.sgf", "(;SZ[99])".repeat(count));
        Child c = run(SMALL_HEAP, BATCH, "judge", "--json", f.toString());
        assertEquals(2, c.status(), c.err());
        JsonNode json = new ObjectMapper().readTree(c.out());
        assertEquals(10_000, json.get("unreadable").size());
        assertEquals(count - 10_000, json.get("unreadableNotListed").asInt());
        assertEquals(count, json.get("summary").get("unreadable").asInt());
        assertEquals(f + " game 1: byte 2: SZ[99]: a grid is 1x1 to 25x25 [TT-R9], not 99x99",
                json.get("unreadable").get(0).get("error").asText());
    }

    @Test
    void aHugeCommentOrANodeOfMillionsOfValuesIsReadInTheMemoryOfTheFile(@TempDir Path dir) throws Exception {
        // SZ[ 9 ] (a space) takes the file off the reading from bytes, to the walk node by node: a comment
        // no record reads is skipped, not copied (it was copied and decoded, twice the file's size).
        Path comment = ascii(dir, "comment.sgf", "(;GM[1]SZ[ 9 ]C[" + "x".repeat(20 << 20) + "];B[aa])");
        Child c = run(SMALL_HEAP, new byte[0], "judge", comment.toString());
        assertEquals(0, c.status(), c.err());
        assertTrue(c.out().contains("all 1 moves accepted"), c.out());
        // Millions of setup values in one node: refused in one line, at the node, after 10,000 kept.
        String says = "byte 1: a node holding more than 10000 values of GM, SZ, CA, KM, HA, RU, RE, PB, PW, AB, AW, AE, PL, B, W";
        Path properties = ascii(dir, "properties.sgf", "(;GM[1]SZ[9]" + "AB[aa]".repeat(2_000_000) + ")");
        assertRefused(run(SMALL_HEAP, new byte[0], "judge", properties.toString()), properties.toString(), says);
        Path values = ascii(dir, "values.sgf", "(;GM[1]SZ[9]AB" + "[aa]".repeat(3_000_000) + ")");
        assertRefused(run(SMALL_HEAP, new byte[0], "judge", values.toString()), values.toString(), says);
    }

    @Test
    void aMainLineOfSixteenMillionMovesIsReadInEightBytesAMove(@TempDir Path dir) throws Exception {
        // The most moves 64 MB can hold (';B[]' each): the file's bytes and 8 bytes a move, in -Xmx384m. Under -Plong only.
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "mvn -Plong");
        int n = (64 << 20) / 4 - 8;
        Path f = dir.resolve("passes.sgf");
        try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(f))) {
            out.write("(;SZ[9]".getBytes(StandardCharsets.US_ASCII));
            byte[] pass = ";B[]".getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < n; i++) {
                out.write(pass);
            }
            out.write(')');
        }
        Child c = run("384m", new byte[0], "judge", f.toString());
        assertEquals(3, c.status(), c.err());
        assertTrue(c.out().contains("9x9, komi 0, " + n + " moves"), c.out().lines().limit(3).toList().toString());
    }

    @Test
    void gtpLoadsgfOfHalfAMillionNestedVariationsIsAnswered(@TempDir Path dir) throws Exception {
        // 4 MB: once an OutOfMemoryError that ended our engine instead of an answer.
        int n = 500_000;
        Path f = ascii(dir, "nested.sgf", "(;GM[1]SZ[9];B[aa]" + "(;C[x]".repeat(n) + ")".repeat(n + 1));
        Path open = ascii(dir, "open.sgf", "(;GM[1]SZ[9];B[aa]" + "(;C[x]".repeat(n));
        String commands = "1 loadsgf " + f + "\n2 loadsgf " + open + "\n3 name\n4 quit\n";
        Child c = run(SMALL_HEAP, commands.getBytes(StandardCharsets.UTF_8), "gtp");
        assertEquals(0, c.status(), c.err());
        List<String> answers = c.out().lines().filter(l -> !l.isEmpty()).map(String::strip).toList();
        assertEquals(List.of("=1 white", "?2 cannot read '" + open + "': byte " + (18 + 6 * n)
                + ": expected ')' to close the game tree opened at byte " + (18 + 6 * (n - 1)) + ", found the end of the input",
                "=3 logical-go", "=4"), answers);
        assertEquals("", c.err());
    }

    @Test
    void aPointSetUpTwiceInOneNodeIsOneLineNamingIt(@TempDir Path dir) throws Exception {
        // AB[aa]AW[aa] was read as a white stone at A5, whichever came last.
        Path f = ascii(dir, "twice.sgf", "(;GM[1]SZ[5]AB[aa]AW[aa];B[cc])");
        assertRefused(run("judge", f.toString()), f.toString(), "byte 18: AW[aa] sets up the point aa, which AB sets up too, in one node");
    }

    /** {@code lines} lines of {@code pass}, then {@code end}. */
    static Path passes(Path dir, String name, int lines, String end) throws IOException {
        try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(dir.resolve(name)))) {
            byte[] pass = "pass\n".getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < lines; i++) {
                out.write(pass);
            }
            out.write(end.getBytes(StandardCharsets.ISO_8859_1));
        }
        return dir.resolve(name);
    }

    /** The replay of a file of passes: the third is refused (two passes ended the game), the rest read and not kept. */
    static void aFileOfPassesIsReadALineAtATime(Path dir, int lines, String heap) throws Exception {
        Path f = passes(dir, "passes.txt", lines, "");
        Child c = run(heap, new byte[0], "replay", "--size", "5x5", "--moves-file", f.toString());
        assertEquals(3, c.status(), c.err());
        assertTrue(c.out().startsWith("move 3 (B pass) "), c.out());
        assertEquals("", c.err());
        // A bad byte at the very end is still found, and named.
        Path bad = passes(dir, "bad.txt", lines, "caf\u00e9\n");
        assertRefused(run(heap, new byte[0], "replay", "--moves-file", bad.toString()), bad.toString(),
                "not UTF-8 text: byte " + (5L * lines + 3) + " (0xE9)");
    }

    @Test
    void aMovesFileOfAMillionLinesIsReadALineAtATime(@TempDir Path dir) throws Exception {
        // 5 MB of 'pass' lines: once an OutOfMemoryError with -Xmx128m (every line was kept before the first was played).
        aFileOfPassesIsReadALineAtATime(dir, 1_000_000, SMALL_HEAP);
        Path f = dir.resolve("passes.txt");
        Child piped = run(SMALL_HEAP, Files.readAllBytes(f), "replay", "--size", "5x5", "--moves-file", "-");
        assertEquals(3, piped.status(), piped.err());
        assertTrue(piped.out().startsWith("move 3 (B pass) "), piped.out());
        // --compare keeps the turns, to replay them three times: a clear limit.
        assertRefused(run(SMALL_HEAP, new byte[0], "replay", "--compare", "--moves-file", f.toString()), f.toString(),
                "--compare replays at most 100000 turns");
    }

    @Test
    void aMovesFileOfSixtyMegabytesIsReadALineAtATime(@TempDir Path dir) throws Exception {
        // 60 MB: once an OutOfMemoryError even with -Xmx1g. Under -Plong only (60 MB written).
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "mvn -Plong");
        aFileOfPassesIsReadALineAtATime(dir, 12_000_000, SMALL_HEAP);
    }

    @Test
    void aLineOfFiftyMegabytesIsNotATurn(@TempDir Path dir) throws Exception {
        // Once an OutOfMemoryError with -Xmx64m, where judge answered the same file in one line.
        Path f = dir.resolve("line.txt");
        try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(f))) {
            byte[] chunk = "C3".repeat(1 << 15).getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < 800; i++) {
                out.write(chunk);
            }
        }
        assertRefused(run(SMALL_HEAP, new byte[0], "replay", "--moves-file", f.toString()), f.toString(),
                "line 1: more than 10000 characters before any '#': not a turn");
        // Past a '#', a line is a comment, however long.
        Path commented = dir.resolve("commented.txt");
        Files.writeString(commented, "C3 # " + "x".repeat(200_000) + "\nD3\n");
        Child c = run(SMALL_HEAP, new byte[0], "replay", "--size", "5x5", "--moves-file", commented.toString());
        assertEquals(0, c.status(), c.err());
        assertTrue(c.out().contains("Black 1, White 1"), c.out());
    }

    /** Small complete records, each legal, its RE agreeing: {@code count} files in {@code dir}. */
    static void records(Path dir, int count) throws IOException {
        String[] first = {"cc", "dd", "ee", "cg", "gc"};
        for (int i = 0; i < count; i++) {
            String b = first[i % first.length];
            Files.writeString(dir.resolve(String.format("g%06d.sgf", i)),
                    "(;GM[1]FF[4]SZ[9]KM[6.5]PB[black " + i + "]RE[W+6.5];B[" + b + "];W[gg];B[];W[])");
        }
    }

    @Test
    void judgeOfThirtyThousandRecordsStreamsInFlatMemory(@TempDir Path dir) throws Exception {
        // Once 2.6 GB for 10,000 records (an OutOfMemoryError with -Xmx200m after 1,562 files); about 12 s here.
        int count = 30_000;
        records(dir, count);
        // Two jobs: files judged ahead of the printing are bounded too.
        Child c = run(BATCH_HEAP, BATCH, "judge", "--jobs", "2", dir.toString());
        assertEquals(0, c.status(), c.err());
        List<String> lines = c.out().lines().toList();
        assertEquals(count + 2, lines.size());
        assertTrue(lines.get(lines.size() - 1).startsWith(count + " games in " + count + " files: " + count
                + " agree, 0 disagree, 0 refused, 0 not compared, 0 unreadable;"), lines.get(lines.size() - 1));
        // Progress is drawn on a terminal only: a pipe gets no carriage-return lines.
        assertFalse(c.err().contains("\r"), c.err());
    }

    @Test
    void judgeJsonOfADirectoryStreamsInFlatMemory(@TempDir Path dir) throws Exception {
        int count = 3_000;
        records(dir, count);
        Files.writeString(dir.resolve("zz-broken.sgf"), "(;SZ[99])");
        Child c = run(SMALL_HEAP, BATCH, "judge", "--json", dir.toString());
        assertEquals(2, c.status(), c.err());
        JsonNode json = new ObjectMapper().readTree(c.out());
        assertEquals(count, json.get("games").size());
        assertEquals(1, json.get("unreadable").size());
        assertEquals(count, json.get("summary").get("agree").asInt());
        assertEquals(1, json.get("summary").get("unreadable").asInt());
    }
}
