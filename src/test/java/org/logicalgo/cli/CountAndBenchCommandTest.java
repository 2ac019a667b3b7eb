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
    void countGamesByLengthAddsUpToTheTotal() {
        // 1x2 by hand: pass-pass (2 turns); a stone then two passes (3 turns, two ways); White's
        // stone after a pass, or a capture B A1 W B1 (4 turns, four ways); a pass, a white stone
        // and Black taking it (5 turns, two ways): 1 + 2 + 4 + 2 = 9, Tromp and Farnebaeck's figure.
        CliRun r = CliRun.of("count", "games", "1x2", "--by-length");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("length 2: 1\nlength 3: 2\nlength 4: 4\nlength 5: 2\ncomplete games on 1x2: 9"), r.out());
    }

    @Test
    void perftCountsAndDivides() {
        // 9x9 by hand: 81 points and the pass; 81 x 81 after a move, 82 after the pass; the game ends once, by two passes.
        CliRun r = CliRun.of("perft", "--size", "9x9", "--depth", "2", "--divide");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("depth 1: 82 (ended 0)\ndepth 2: 6,643 (ended 1)"), r.out());
        assertTrue(r.out().contains("  B A1: 81\n") && r.out().contains("  B pass: 82\n"), r.out());
        assertTrue(r.out().matches("(?s).*nodes: 6,725; .* nodes a CPU second; load average .*"), r.out());
        // The ko of TT-V1, 4x4: White's retake B2 recreates the start; ko=none allows it, one turn more.
        String[] ko = {"perft", "--start", "..../.XO./XO.O/.XO.", "--depth", "1", "B C2"};
        assertTrue(CliRun.of(ko).out().contains("depth 1: 8 (ended 0)"));
        String[] none = {"perft", "--start", "..../.XO./XO.O/.XO.", "--depth", "1", "--ko", "none", "B C2"};
        assertTrue(CliRun.of(none).out().contains("depth 1: 10 (ended 0)"), CliRun.of(none).out());
    }

    @Test
    void perftRefusesInOneLine() {
        CliRun refused = CliRun.of("perft", "--size", "3x3", "B B2", "W B2");
        assertEquals(3, refused.status(), refused.err());
        assertTrue(refused.out().contains("turn 2 (W B2) is refused"), refused.out());
        for (String[] args : new String[][] {{"perft", "--depth", "0"}, {"perft", "--depth", "31"}, {"perft", "--size", "3x3", "B Z9"},
                {"perft", "--size", "3x3", "agree"}, {"perft", "--start", "XO/OX"}}) {
            CliRun r = CliRun.of(args);
            assertEquals(2, r.status(), String.join(" ", args) + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().startsWith("logical-go: "), r.err());
        }
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
