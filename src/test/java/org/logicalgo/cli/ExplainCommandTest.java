package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ExplainCommandTest {

    private static final String CORPUS = "src/test/resources/sgf/";

    @Test
    void theKoRetakeIsTakenApartClauseByClauseWithBothPositions() {
        CliRun run = CliRun.of("explain", CORPUS + "ko-retaken-at-once.sgf", "--move", "2");
        assertEquals(3, run.status(), run.err());
        String out = run.out();
        // Before: the colouring after move 1, B2 (empty) marked as the point played.
        assertTrue(out.contains("Before it (after move 1, White to move; > marks the point played):\n"
                + "   A B C D\n4  . . . .  4\n3  . X O .  3\n2  X>. X O  2\n1  . X O .  1\n"), out);
        assertTrue(out.contains("  TT-4   yes step 2 clears Black (strings that no longer reach empty): C2 emptied (1 point)\n"), out);
        assertTrue(out.contains("  TT-6   NO  the colouring after it repeats the grid colouring at the start\n"), out);
        assertTrue(out.contains("Verdict: refused: repeats the grid colouring at the start [TT-6]\n"), out);
        // What it would leave: the start again, C2 emptied and marked.
        assertTrue(out.contains("2  X O*. O  2\n"), out);
    }

    @Test
    void compareSetsEveryPresetSideBySide() {
        CliRun run = CliRun.of("explain", CORPUS + "suicide-two-stones.sgf", "--move", "1", "--compare");
        assertEquals(3, run.status(), run.err());
        // Suicide of two stones: refused where suicide is forbidden, accepted where it is allowed.
        assertTrue(run.out().contains("  tromp-taylor  accepted\n"), run.out());
        assertTrue(run.out().contains("  chinese       refused: suicide"), run.out());
        assertTrue(run.out().contains("  ing           accepted\n"), run.out());
    }

    @Test
    void aMoveTheRecordDoesNotHaveIsBadInput() {
        CliRun run = CliRun.of("explain", CORPUS + "ko-retaken-at-once.sgf", "--move", "3");
        assertEquals(2, run.status());
        assertEquals("logical-go: " + CORPUS + "ko-retaken-at-once.sgf: --move 3: the record has moves 1 to 2\n", run.err());
    }

    @Test
    void aTurnAfterTheEndIsRefusedByTtR8() {
        CliRun run = CliRun.of("explain", CORPUS + "after-the-end.sgf", "--move", "3");
        assertEquals(3, run.status());
        assertTrue(run.out().contains("  TT-R8  NO  the game has ended (2 consecutive passes); no further turn is accepted"), run.out());
    }

    @Test
    void theClauseLinesCiteTheRulesetsOwnText(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        // Under the French rules a move on a stone is refused by FR-6, and every line says so in the
        // French text's ids: none of them may name the logical rules' TT-7 beside a verdict of FR-6.
        java.nio.file.Path record = dir.resolve("occupied.sgf");
        java.nio.file.Files.writeString(record, "(;GM[1]FF[4]SZ[5];B[cc];W[cc])");
        CliRun run = CliRun.of("explain", record.toString(), "--move", "2", "--rules", "french");
        assertEquals(3, run.status(), run.out() + run.err());
        assertTrue(run.out().matches("(?s).*\\n  FR-6 +NO +C3 is not empty: a move colours an empty point\\n.*"), run.out());
        assertTrue(run.out().contains("[FR-6]"), run.out());
        assertTrue(!run.out().contains("TT-7"), run.out());
    }
}
