package org.logicalgo.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class GtpClientTest {

    static List<String> java(String mainClass, String... args) {
        List<String> words = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), mainClass));
        words.addAll(List.of(args));
        return words;
    }

    static List<String> fake(String... args) {
        return java(FakeEngine.class.getName(), args);
    }

    private static final Duration SHORT = Duration.ofSeconds(3);

    @Test
    void talksToOurOwnEngine() throws Exception {
        try (GtpClient engine = GtpClient.start(java("org.logicalgo.cli.Main", "gtp"))) {
            assertEquals(new GtpClient.Response(true, "2"), engine.send("protocol_version", Duration.ofSeconds(20)));
            assertEquals(new GtpClient.Response(true, ""), engine.send("boardsize 1", SHORT));
            GtpClient.Response refused = engine.send("play b A1", SHORT);
            assertFalse(refused.success());
            assertEquals("illegal move: repeats the grid colouring at the start [TT-6]", refused.text());
            GtpClient.Response board = engine.send("showboard", SHORT);
            assertTrue(board.text().contains("1  .  1"), board.text());
        }
    }

    @Test
    void aBoardInTheAnswerIsNotWaitedForOnStderr() throws Exception {
        // Pachi, Fuego and KataGo answer showboard on stdout; only Leela Zero writes it on stderr.
        // A minute's settle would be waited out in full if the answer were not looked at.
        try (GtpClient engine = GtpClient.start(java("org.logicalgo.cli.Main", "gtp"))) {
            engine.send("boardsize 1", Duration.ofSeconds(20));
            long started = System.nanoTime();
            GtpClient.Response board = engine.sendWatchingStderr("showboard", SHORT, Duration.ofSeconds(60),
                    text -> text.contains("1  .  1"), new StringBuilder());
            assertTrue(board.text().contains("1  .  1"), board.text());
            assertTrue(System.nanoTime() - started < Duration.ofSeconds(30).toNanos(), "showboard waited out the settle");
        }
    }

    @Test
    void anEngineThatExitsAtStartIsReportedWithItsLastWords() throws Exception {
        try (GtpClient engine = GtpClient.start(fake("exit"))) {
            GtpException e = assertThrows(GtpException.class, () -> engine.send("name", SHORT));
            assertEquals(GtpException.Kind.DIED, e.kind());
            assertTrue(e.getMessage().contains("refusing to start"), e.getMessage());
        }
    }

    @Test
    void anEngineThatNeverAnswersTimesOut() throws Exception {
        try (GtpClient engine = GtpClient.start(fake("hang"))) {
            GtpException e = assertThrows(GtpException.class, () -> engine.send("name", Duration.ofMillis(500)));
            assertEquals(GtpException.Kind.TIMEOUT, e.kind());
        }
    }

    @Test
    void nonsenseAndWrongIdsAreNotAnswers() throws Exception {
        try (GtpClient engine = GtpClient.start(fake("nonsense"))) {
            GtpException e = assertThrows(GtpException.class, () -> engine.send("name", SHORT));
            assertEquals(GtpException.Kind.NONSENSE, e.kind());
            assertTrue(e.getMessage().contains("not a GTP response"), e.getMessage());
        }
        try (GtpClient engine = GtpClient.start(fake("wrong-id"))) {
            GtpException e = assertThrows(GtpException.class, () -> engine.send("name", SHORT));
            assertEquals(GtpException.Kind.NONSENSE, e.kind());
        }
    }

    @Test
    void anEndlessLineIsAResponseTooLongNotAnOutOfMemoryError() throws Exception {
        // Once read whole by readLine: an engine writing without a line end filled the heap, the
        // limit on a response was never reached, and the reader thread printed OutOfMemoryError.
        try (GtpClient engine = GtpClient.start(fake("endless-line"))) {
            GtpException e = assertThrows(GtpException.class, () -> engine.send("name", Duration.ofSeconds(20)));
            assertEquals(GtpException.Kind.NONSENSE, e.kind(), e.getMessage());
            assertTrue(e.getMessage().startsWith("a response longer than 1048576 characters"), e.getMessage());
            assertEquals(1, e.getMessage().lines().count(), e.getMessage());
            assertFalse(engine.alive());
        }
    }

    @Test
    void aCrashMidGameIsReported() throws Exception {
        try (GtpClient engine = GtpClient.start(fake("crash-after", "2"))) {
            assertTrue(engine.send("name", SHORT).success());
            assertTrue(engine.send("boardsize 9", SHORT).success());
            GtpException e = assertThrows(GtpException.class, () -> engine.send("play b A1", SHORT));
            assertEquals(GtpException.Kind.DIED, e.kind());
            assertTrue(e.getMessage().contains("segmentation fault"), e.getMessage());
            assertFalse(engine.alive());
        }
    }

    @Test
    void aFloodOnStandardErrorDoesNotBlock() throws Exception {
        try (GtpClient engine = GtpClient.start(fake("flood"))) {
            for (int i = 0; i < 3; i++) {
                assertTrue(engine.send("name", Duration.ofSeconds(20)).success());
            }
            assertTrue(engine.stderrTail().length() <= 4096);
        }
    }

    @Test
    void aMissingProgramIsOneLine() {
        GtpException e = assertThrows(GtpException.class, () -> GtpClient.start(List.of("/no/such/engine")));
        assertEquals(GtpException.Kind.START, e.kind());
        assertTrue(e.getMessage().startsWith("cannot start '/no/such/engine'"), e.getMessage());
    }

    @Test
    void commandLinesAreSplitLikeAShellWithoutOne() {
        assertEquals(List.of("gnugo", "--mode", "gtp", "--komi", "7.5"), GtpClient.split("gnugo --mode gtp  --komi 7.5"));
        assertEquals(List.of("a b", "c\"d", "e f"), GtpClient.split("'a b' \"c\\\"d\" e\\ f"));
        assertThrows(IllegalArgumentException.class, () -> GtpClient.split("'open"));
    }

    @Test
    void whatAnEngineStartsEndsWithItEvenWhenItHasQuit() throws Exception {
        // The engine leaves a process behind that keeps its output open and is no longer its
        // descendant (started by a subshell that has exited: an orphan), but is in its process
        // group, which close() ends.
        String marker = "9" + (System.nanoTime() % 100000 + 100000);
        String engine = String.join(" ", fake("flood").stream().map(w -> "'" + w + "'").toList());
        try (GtpClient client = GtpClient.start(List.of("sh", "-c", "(sleep " + marker + " &); exec " + engine))) {
            assertTrue(client.send("name", Duration.ofSeconds(20)).success());
            assertTrue(leftBehind(marker), "the child is running while the engine does");
        }
        long until = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        while (leftBehind(marker) && System.nanoTime() < until) {
            Thread.sleep(50);
        }
        assertFalse(leftBehind(marker), "the engine's child outlived the run");
    }

    private static boolean leftBehind(String marker) {
        return ProcessHandle.allProcesses().anyMatch(p -> p.info().commandLine().map(c -> c.contains("sleep " + marker)).orElse(false));
    }

    @Test
    void commandsSentTogetherAreAnsweredInOrderAndTheDialogueSaysWhichWereSentPastAnUnexpectedAnswer() throws Exception {
        try (GtpClient engine = GtpClient.start(java("org.logicalgo.cli.Main", "gtp"))) {
            Transcript transcript = new Transcript(100);
            engine.transcript(transcript);
            List<GtpClient.Response> got = new ArrayList<>();
            // Black's second move in a row is refused (TT-5), where success was expected: the two
            // commands after it were sent with it, and are answered all the same.
            engine.sendAll(List.of("boardsize 3", "play b A1", "play b B1", "play w B1", "name"),
                    List.of(true, true, true, true, true), () -> Duration.ofSeconds(20), got);
            assertEquals(5, got.size());
            assertEquals(List.of(true, true, false, true, true), got.stream().map(GtpClient.Response::success).toList());
            assertEquals(List.of("> boardsize 3", "= ", "> play b A1", "= ", "> play b B1",
                    "? illegal move: it is White's turn, not Black's [TT-5]",
                    "# the commands below were sent with those above, before this answer was read",
                    "> play w B1", "= ", "> name", "= logical-go"), transcript.lines());
            // The stream is still in step.
            assertEquals(new GtpClient.Response(true, "B1"), engine.send("list_stones white", SHORT));
        }
    }

    @Test
    void anEngineThatDiesAmongCommandsSentTogetherIsSaidAtTheAnswerItDidNotGive() throws Exception {
        try (GtpClient engine = GtpClient.start(fake("crash-after", "2"))) {
            List<GtpClient.Response> got = new ArrayList<>();
            GtpException died = assertThrows(GtpException.class, () -> engine.sendAll(List.of("play b A1", "play w B1", "play b C1"),
                    List.of(true, true, true), () -> SHORT, got));
            assertEquals(GtpException.Kind.DIED, died.kind(), died.getMessage());
            assertEquals(2, got.size(), "the answers before it are kept");
            assertFalse(engine.alive());
        }
        // Once an answer was not the one expected, the engine failing afterwards is not thrown for:
        // the caller has its answer; the client is left unusable.
        try (GtpClient engine = GtpClient.start(fake("crash-after", "2"))) {
            List<GtpClient.Response> got = new ArrayList<>();
            engine.sendAll(List.of("play b A1", "play w B1", "play b C1"), List.of(false, true, true), () -> SHORT, got);
            assertEquals(2, got.size());
            assertFalse(engine.alive());
        }
    }
}
