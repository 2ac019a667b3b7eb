package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Long games are linear: a game of a million turns is replayed, judged and loaded over GTP by the
 * commands' default engine in the memory of its history, and a game longer than the heap holds is
 * one line. Each runs the real command in a child JVM with the heap given
 * ({@link HostileInputTest#run}), within its 60 s.
 *
 * <p>The game is a Gray code played on a 19x19 board. Four strips of walls, each two white
 * columns and two black ones, hold eight cells apiece: in a cell, x (in the inner white column) and
 * y (in the inner black column) are side by side, x's other neighbours white, y's black. A cell
 * is 0 with a black stone on x and y empty, 1 with x empty and a white stone on y. White at y
 * takes the black stone on x (its last liberty was y) and Black at x takes the white stone on y:
 * each turns a cell over in one move, a capture. Step n of the game turns over cell i, the number
 * of trailing zeros of n, with a pass first when the other player is to move (never two passes
 * running, so the game goes on). After n steps the cells read n ^ (n >> 1) (the reflected Gray
 * code), which never comes back: no colouring repeats, and every move is legal under positional
 * superko, the default ruleset's. The board at the end, and its score, follow from n alone.
 */
class LongGameTest {

    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRST";
    private static final int SIZE = 19;
    private static final int CELLS = 32;
    /** A heap that holds the commands but not the history of 600,000 turns (at 42 bytes a turn, some 25 MB, and half as much again as it doubles). */
    private static final String TOO_SMALL = "32m";
    /** The same, for the commands that also hold the record read (8 bytes a move, its file's bytes while it is read). */
    private static final String RECORD_TOO_LARGE = "48m";

    /** The game written out: its starting colouring, its turns as a moves file and as an SGF record, and its length. */
    record GrayGame(String start, Path moves, Path sgf, int turns, int steps, char toMove, int[] turnAfterStep) {

        /** Cell i's row from the top, and x's column (y is the next). */
        static int row(int cell) {
            return 2 + 2 * (cell % 8);
        }

        static int xColumn(int cell) {
            return 4 * (cell / 8) + 1;
        }

        /** The colouring with the cells given (bit i: cell i is 1), rows from the top. */
        static char[][] colouring(long cells) {
            char[][] b = new char[SIZE][SIZE];
            for (char[] row : b) {
                Arrays.fill(row, '.');
            }
            for (int s = 0; s < 4; s++) {
                for (int t = 1; t <= 17; t++) {
                    b[t][4 * s] = 'O';
                    b[t][4 * s + 1] = 'O';
                    b[t][4 * s + 2] = 'X';
                    b[t][4 * s + 3] = 'X';
                }
            }
            for (int i = 0; i < CELLS; i++) {
                boolean one = (cells >>> i & 1) != 0;
                b[row(i)][xColumn(i)] = one ? '.' : 'X';
                b[row(i)][xColumn(i) + 1] = one ? 'O' : '.';
            }
            return b;
        }

        /** At least this many turns, ending on a move: steps of the Gray code, each a move and sometimes a pass before it. */
        static GrayGame write(Path dir, int atLeast) throws IOException {
            char[][] start = colouring(0);
            List<String> rows = new ArrayList<>();
            StringBuilder ab = new StringBuilder("AB");
            StringBuilder aw = new StringBuilder("AW");
            for (int t = 0; t < SIZE; t++) {
                rows.add(new String(start[t]));
                for (int c = 0; c < SIZE; c++) {
                    String p = "[" + (char) ('a' + c) + (char) ('a' + t) + "]";
                    if (start[t][c] == 'X') {
                        ab.append(p);
                    } else if (start[t][c] == 'O') {
                        aw.append(p);
                    }
                }
            }
            Path moves = dir.resolve("gray.txt");
            Path sgf = dir.resolve("gray.sgf");
            long cells = 0;
            char toMove = 'B';
            int turns = 0;
            int n = 0;
            int[] turnAfterStep = new int[atLeast + 1];
            try (Writer m = Files.newBufferedWriter(moves, StandardCharsets.US_ASCII);
                    Writer s = Files.newBufferedWriter(sgf, StandardCharsets.US_ASCII)) {
                s.write("(;GM[1]FF[4]SZ[19]KM[0.5]RU[tromp-taylor]" + ab + aw + "\n");
                while (turns < atLeast) {
                    n++;
                    int i = Integer.numberOfTrailingZeros(n);
                    boolean one = (cells >>> i & 1) != 0;
                    // 0 to 1 is White's capture at y; 1 to 0 Black's at x.
                    char mover = one ? 'B' : 'W';
                    int column = xColumn(i) + (one ? 0 : 1);
                    if (toMove != mover) {
                        m.write("pass\n");
                        s.write(";" + toMove + "[]");
                        turns++;
                    }
                    m.write(COLUMNS.charAt(column) + "" + (SIZE - row(i)) + "\n");
                    s.write(";" + mover + "[" + (char) ('a' + column) + (char) ('a' + row(i)) + "]");
                    turns++;
                    toMove = mover == 'B' ? 'W' : 'B';
                    cells ^= 1L << i;
                    turnAfterStep[n] = turns;
                    if (n % 16 == 0) {
                        s.write("\n");
                    }
                }
                s.write(")\n");
            }
            // The cells turned over one at a time are the Gray code of the steps: the game was written as reasoned.
            assertEquals((long) (n ^ (n >>> 1)), cells);
            return new GrayGame(String.join("/", rows), moves, sgf, turns, n, toMove, Arrays.copyOf(turnAfterStep, n + 1));
        }

        /** The rows from the top after the last step, drawn as the commands draw them ("X . O"). */
        List<String> lastRows() {
            List<String> rows = new ArrayList<>();
            for (char[] row : colouring(steps ^ (steps >>> 1))) {
                rows.add(new String(row).replace("", " ").trim());
            }
            return rows;
        }

        /**
         * Area scores after the last step (TT-9): the walls, 26 stones of each colour a strip; a
         * cell at 0 is Black's two points (x's stone, y reaching only black), at 1 White's two;
         * the empty rows and columns reach both colours and count for neither.
         */
        String scores() {
            int ones = Integer.bitCount(steps ^ (steps >>> 1));
            return "Black " + (4 * 26 + 2 * (CELLS - ones)) + ", White " + (4 * 26 + 2 * ones);
        }
    }

    /** The rows of the board a command drew (the lines between the two lines of column letters), as "X . O". */
    private static List<String> drawnRows(String out) {
        List<String> rows = new ArrayList<>();
        for (String line : out.lines().toList()) {
            String t = line.trim();
            if (t.matches("\\d+ +[.XO ]+ +\\d+")) {
                rows.add(t.replaceAll("^\\d+ +| +\\d+$", ""));
            }
        }
        return rows;
    }

    private static void replayedToTheEnd(HostileInputTest.Child c, GrayGame g) {
        assertEquals(0, c.status(), "every turn accepted: " + c.err());
        assertEquals("", c.err());
        List<String> rows = drawnRows(c.out());
        assertEquals(g.lastRows(), rows.subList(rows.size() - SIZE, rows.size()));
        assertTrue(c.out().contains(g.scores()), c.out());
    }

    @Test
    void aGameOfAHundredThousandTurnsIsReplayedJudgedAndLoaded(@TempDir Path dir) throws Exception {
        // Once more than 600 s for replay (the reference, the default then, compares each move with every colouring
        // before it) and 238 s for gtp loadsgf.
        GrayGame g = GrayGame.write(dir, 100_000);
        assertEquals(100_000, g.turns());
        replayedToTheEnd(HostileInputTest.run("64m", new byte[0], "replay", "--start", g.start(), "--moves-file", g.moves().toString()), g);
        replayedToTheEnd(HostileInputTest.run("64m", new byte[0], "replay", "--ko", "none", "--start", g.start(),
                "--moves-file", g.moves().toString()), g);
        HostileInputTest.Child judged = HostileInputTest.run("64m", new byte[0], "judge", g.sgf().toString());
        assertEquals(0, judged.status(), judged.err());
        assertTrue(judged.out().contains("all 100000 moves accepted"), judged.out());
        List<String> rows = drawnRows(judged.out());
        assertEquals(g.lastRows(), rows.subList(rows.size() - SIZE, rows.size()));
        HostileInputTest.Child gtp = HostileInputTest.run("64m", ("loadsgf " + g.sgf() + "\nundo\nundo\nundo\nshowboard\nquit\n")
                .getBytes(StandardCharsets.UTF_8), "gtp");
        assertEquals(0, gtp.status(), gtp.err());
        assertTrue(gtp.out().startsWith("= black\n\n= \n\n= \n\n= \n\n= "), gtp.out());
    }

    @Test
    void aColouringOfLongAgoIsStillRefusedExactly(@TempDir Path dir) throws Exception {
        GrayGame g = GrayGame.write(dir, 100_000);
        // The cell whose turning over gives the cells of the earliest step (the inverse of the Gray code), not a step to come.
        long now = g.steps() ^ (g.steps() >>> 1);
        int m = g.steps();
        int j = -1;
        for (int i = 0; i < CELLS; i++) {
            long step = 0;
            for (long v = now ^ 1L << i; v != 0; v >>>= 1) {
                step ^= v;
            }
            if (step < m) {
                m = (int) step;
                j = i;
            }
        }
        // Here step 64,405 of 66,666, turn 96,608 of 100,000: across colourings kept whole, which the check starts from.
        assertTrue(g.turns() - g.turnAfterStep()[m] > 3 * 512, "long ago: step " + m + " of " + g.steps());
        boolean one = (now >>> j & 1) != 0;
        char mover = one ? 'B' : 'W';
        String far = COLUMNS.charAt(GrayGame.xColumn(j) + (one ? 0 : 1)) + "" + (SIZE - GrayGame.row(j));
        List<String> tail = g.toMove() == mover ? List.of(far) : List.of("pass", far);
        Files.write(g.moves(), tail, StandardCharsets.US_ASCII, java.nio.file.StandardOpenOption.APPEND);
        int refused = g.turns() + tail.size();
        HostileInputTest.Child c = HostileInputTest.run("64m", new byte[0], "replay", "--start", g.start(), "--moves-file", g.moves().toString());
        assertEquals(3, c.status(), c.err());
        assertTrue(c.out().startsWith("move " + refused + " (" + mover + " " + far + ") repeats the grid colouring after move " + g.turnAfterStep()[m]
                + " [TT-6]\n"), c.out());
    }

    @Test
    void aGameOfAMillionTurnsIsReplayedJudgedAndLoadedIn128Megabytes(@TempDir Path dir) throws Exception {
        // Some 30 s of child JVMs on a loaded machine: under -Plong only.
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "mvn -Plong");
        GrayGame g = GrayGame.write(dir, 1_000_000);
        // The fast engine's history scanned every entry about once in thirty turns: 12.8 s here, 291 s for 6 M turns.
        replayedToTheEnd(HostileInputTest.run("128m", new byte[0], "replay", "--start", g.start(), "--moves-file", g.moves().toString()), g);
        HostileInputTest.Child judged = HostileInputTest.run("128m", new byte[0], "judge", g.sgf().toString());
        assertEquals(0, judged.status(), judged.err());
        assertTrue(judged.out().contains("all 1000000 moves accepted"), judged.out());
        List<String> rows = drawnRows(judged.out());
        assertEquals(g.lastRows(), rows.subList(rows.size() - SIZE, rows.size()));
        // Once an OutOfMemoryError trace: a game kept for each turn.
        HostileInputTest.Child gtp = HostileInputTest.run("128m", ("loadsgf " + g.sgf() + "\nundo\nshowboard\nquit\n")
                .getBytes(StandardCharsets.UTF_8), "gtp");
        assertEquals(0, gtp.status(), gtp.err());
        assertTrue(gtp.out().startsWith("= black\n\n= \n\n= "), gtp.out());
        assertFalse(gtp.out().contains("internal error"), gtp.out());
    }

    @Test
    void aGameLongerThanTheHeapHoldsIsOneLine(@TempDir Path dir) throws Exception {
        // Once an OutOfMemoryError trace (History.grow). The history's room is made before a turn changes the board.
        GrayGame g = GrayGame.write(dir, 600_000);
        String needs = "not enough memory to keep a game this long (about 42 bytes a turn): give the Java VM more with -Xmx";
        HostileInputTest.Child replayed = HostileInputTest.run(TOO_SMALL, new byte[0], "replay", "--start", g.start(),
                "--moves-file", g.moves().toString());
        assertEquals(2, replayed.status(), replayed.err());
        assertEquals(1, replayed.errLines().size(), replayed.err());
        assertTrue(replayed.err().matches("logical-go: turn \\d+: " + java.util.regex.Pattern.quote(needs) + "\n"), replayed.err());
        HostileInputTest.Child judged = HostileInputTest.run(RECORD_TOO_LARGE, new byte[0], "judge", g.sgf().toString());
        assertEquals(2, judged.status(), judged.err());
        assertEquals(List.of("logical-go: " + g.sgf() + ": "), judged.errLines().stream()
                .map(l -> l.replaceAll("turn \\d+: .*", "")).toList(), judged.err());
        assertTrue(judged.err().contains(needs), judged.err());
        // GTP answers it and goes on.
        HostileInputTest.Child gtp = HostileInputTest.run(RECORD_TOO_LARGE, ("loadsgf " + g.sgf() + "\nname\nquit\n")
                .getBytes(StandardCharsets.UTF_8), "gtp");
        assertEquals(0, gtp.status(), gtp.err());
        // The history's refusal, or the load's where another allocation of it failed first: either way one answer.
        assertTrue(gtp.out().matches("\\? (turn \\d+|cannot load '.*'): not enough memory to keep a game this long.*-Xmx"
                + "\n\n= logical-go\n\n= \n\n"), gtp.out());
    }
}
