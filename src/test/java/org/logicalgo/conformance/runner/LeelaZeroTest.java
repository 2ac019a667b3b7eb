package org.logicalgo.conformance.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import org.logicalgo.gtp.GtpClient;

/**
 * Leela Zero started through {@link LeelaZero#command()}: it answers GTP with the tiny weights, and
 * it accepts a suicide of one stone, which the logical rules refuse (TT-6, TT-R4); checked by hand in
 * conformance/engines/transcripts/leela-zero-suicide-one-stone.txt. Skipped, with a message, where
 * leelaz is not installed. Leela Zero starts in well under a second with these weights.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LeelaZeroTest {

    private static final Duration WAIT = Duration.ofSeconds(10);

    @Test
    void theTinyWeightsFileHasTheLayoutLeelaZeroExpects() throws Exception {
        // 1 version line, 4 input lines, 8 per residual block, 14 for the two heads.
        assertEquals(1 + 4 + 8 + 14, LeelaZero.lineLengths(1, 1).size() + 1);
        assertEquals(1 + 4 + 8 * 6 + 14, LeelaZero.lineLengths(1, 6).size() + 1);
        List<String> lines = Files.readAllLines(LeelaZero.weights(), StandardCharsets.US_ASCII);
        assertEquals("1", lines.get(0));
        assertEquals(162, lines.get(1).split(" ").length);
        assertEquals(261364, lines.get(17).split(" ").length);
        assertEquals(92416, lines.get(23).split(" ").length);
    }

    @Test
    void leelaZeroAcceptsTheSuicideOfALoneStone() throws Exception {
        Optional<List<String>> command = LeelaZero.command();
        assumeTrue(command.isPresent(), "Leela Zero is not installed (apt-get install -y leela-zero); this test needs a real engine");
        try (GtpClient leelaz = GtpClient.start(command.get())) {
            assertEquals(new GtpClient.Response(true, "Leela Zero"), leelaz.send("name", WAIT));
            for (String move : List.of("B D4", "W A2", "B D5", "W B1")) {
                assertTrue(leelaz.send("play " + move, WAIT).success(), move);
            }
            // Black A1 is a suicide of one stone: it leaves the colouring as it was, so the logical
            // rules refuse it (TT-6, TT-R4). Leela Zero's play answers '=' and only hands the turn over.
            assertEquals(new GtpClient.Response(true, ""), leelaz.send("play B A1", WAIT));
            assertEquals(new GtpClient.Response(true, ""), leelaz.send("showboard", WAIT));
            String board = boardOnStderr(leelaz);
            assertTrue(board.contains("White (O) to move"), board);
            assertEquals(".", point(board, 'A', 1), board);
            assertEquals("O", point(board, 'B', 1), board);
            assertEquals("O", point(board, 'A', 2), board);
            assertEquals("X", point(board, 'D', 4), board);
            assertEquals("X", point(board, 'D', 5), board);
            assertEquals(2, count(board, 'X'), board);
            assertEquals(2, count(board, 'O'), board);
        }
    }

    /** The board that showboard wrote on standard error, once it is all there (it ends with the clocks). */
    private static String boardOnStderr(GtpClient leelaz) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (System.nanoTime() < deadline) {
            String tail = leelaz.stderrTail();
            int start = tail.lastIndexOf("Passes:");
            if (start >= 0 && tail.indexOf("White time:", start) >= 0) {
                return tail.substring(start);
            }
            Thread.sleep(10);
        }
        throw new AssertionError("no board on standard error: " + leelaz.stderrTail());
    }

    /** The row's line reads "19 . . X ...", the last move between parentheses: one cell per column. */
    private static String rowCells(String board, int row) {
        String prefix = String.format("%2d", row);
        for (String line : board.lines().toList()) {
            if (line.startsWith(prefix) && line.length() > 3 && !Character.isDigit(line.charAt(2))) {
                return line.substring(2).replace('(', ' ').replace(')', ' ').strip();
            }
        }
        throw new AssertionError("no row " + row + " in " + board);
    }

    private static String point(String board, char column, int row) {
        int index = column - 'A' - (column > 'I' ? 1 : 0);
        return rowCells(board, row).split(" +")[index];
    }

    private static int count(String board, char stone) {
        int n = 0;
        for (int row = 1; row <= 19; row++) {
            for (String cell : rowCells(board, row).split(" +")) {
                if (cell.equals(String.valueOf(stone))) {
                    n++;
                }
            }
        }
        return n;
    }
}
