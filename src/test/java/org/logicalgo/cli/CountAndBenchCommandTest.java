package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CountAndBenchCommandTest {

    @Test
    void countLegalPrintsTheFigureAndTheTime() {
        CliRun r = CliRun.of("count", "legal", "5x5");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("legal positions on 5x5: 414295148741"), r.out());
        assertTrue(r.out().contains("digits: 12, about 4.1429514874e+11"), r.out());
        assertTrue(r.out().matches("(?s).*time: \\d+\\.\\d\\d s.*"), r.out());
    }

    @Test
    void countGamesPrintsTheFigure() {
        CliRun r = CliRun.of("count", "games", "1x3");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("complete games on 1x3: 907"), r.out());
    }

    @Test
    void impossibleCountsAreOneLineAndExitTwo() {
        for (String[] args : new String[][] {{"count", "legal", "0x3"}, {"count", "legal", "12x12"},
                {"count", "games", "3x3"}, {"count", "legal", "five"}}) {
            CliRun r = CliRun.of(args);
            assertEquals(2, r.status(), String.join(" ", args));
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().startsWith("logical-go: "), r.err());
        }
    }

    @Test
    void benchStatesThePolicyAndRulesetAndPrintsMinMedianMax() {
        CliRun r = CliRun.of("bench", "--size", "9,5", "--iterations", "3", "--seconds", "0.05", "--warm-up", "0.2");
        assertEquals(0, r.status(), r.err());
        for (String line : new String[] {"policy: light-own-eye", "ruleset: tromp-taylor, positional superko checked exactly",
                "light playouts 9x9: per second of the thread's CPU time min ", "(target: >= 0.5x libEGO, measured side by side with --peer)",
                "light playouts 5x5: per second of the thread's CPU time min ", "turns a playout, Black wins ", "  wall clock: median ",
                "load average "}) {
            assertTrue(r.out().contains(line), line + " missing from:\n" + r.out());
        }
        assertFalse(r.out().contains("19x19"), "--size 9,5 measures 9x9 and 5x5 only:\n" + r.out());
        for (String line : r.out().lines().filter(l -> l.startsWith("light playouts")).toList()) {
            // min <= median <= max
            String[] n = line.replaceAll(".*min ([\\d,]+)  median ([\\d,]+)  max ([\\d,]+).*", "$1 $2 $3").replace(",", "").split(" ");
            assertTrue(Long.parseLong(n[0]) <= Long.parseLong(n[1]) && Long.parseLong(n[1]) <= Long.parseLong(n[2]), line);
        }
    }

    @Test
    void benchWithDaileysPolicyNamesIt() {
        CliRun r = CliRun.of("bench", "--size", "9", "--iterations", "1", "--seconds", "0.05", "--warm-up", "0", "--policy", "light-dailey-eye");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("policy: light-dailey-eye"), r.out());
    }

    @Test
    void benchAllAddsReplaysListsAndScores() {
        CliRun r = CliRun.of("bench", "--size", "5", "--iterations", "1", "--seconds", "0.05", "--warm-up", "0", "--all");
        assertEquals(0, r.status(), r.err());
        for (String line : new String[] {"replay 19x19, fast engine", "replay 19x19, reference", "fast / reference",
                "target >= 100", "legal-turn list 19x19", "score 19x19"}) {
            assertTrue(r.out().contains(line), line + " missing from:\n" + r.out());
        }
    }

    @Test
    void benchRefusesBadOptionsInOneLine() {
        for (String[] args : new String[][] {{"bench", "--seconds", "0"}, {"bench", "--size", "26"}, {"bench", "--iterations", "0"},
                {"bench", "--policy", "heavy"}, {"bench", "--warm-up", "-1"},
                {"bench", "--peer", "/nonexistent-peer-dir"}, {"bench", "--rounds", "0"}}) {
            CliRun r = CliRun.of(args);
            assertEquals(2, r.status(), String.join(" ", args));
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().startsWith("logical-go: " + args[1]), r.err());
        }
        // What picocli cannot read it says as every command does: the place, then where the help is.
        CliRun r = CliRun.of("bench", "--size", "nine");
        assertEquals(2, r.status());
        assertTrue(r.err().startsWith("logical-go: Invalid value for option '--size'"), r.err());
    }
}
