package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code conformance perft} counts the perft files on an engine's own legal turns: our engine agrees
 * however it is asked (its legal-move list, or play and undo at every point with the end taken
 * from the rules), and a planted defect is walked down to the first position where the legal
 * turns differ, worked out by hand below.
 */
class ConformancePerftCommandTest {

    private static String ours(String... more) {
        return String.join(" ", List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "org.logicalgo.cli.Main", "gtp")) + " " + String.join(" ", more);
    }

    private static final String[] SMALL = {"--position", "perft.empty-1x2", "--position", "perft.ko-just-taken-4x4",
        "--position", "perft.suicide-cross-3x3", "--position", "perft.setup-stones-5x5", "--position", "perft.ko-after-two-passes-4x4"};

    private static CliRun perft(Path dir, String engine, String... more) {
        String[] args = new String[6 + more.length];
        args[0] = "conformance";
        args[1] = "perft";
        args[2] = "--engine";
        args[3] = engine;
        args[4] = "--report-dir";
        args[5] = dir.toString();
        System.arraycopy(more, 0, args, 6, more.length);
        return CliRun.of(args);
    }

    @Test
    void ourEngineCountsAsTheFilesByItsListAndByPlayAndUndo(@TempDir Path dir) throws Exception {
        CliRun listed = perft(dir.resolve("a"), ours(), concat(SMALL, "--quiet"));
        assertEquals(0, listed.status(), listed.out() + listed.err());
        assertTrue(listed.out().contains("legal turns asked by gogui-rules_legal_moves; the end by gogui-rules_final_result"), listed.out());
        assertTrue(listed.out().contains("5 the same, 0 differ, 0 not run"), listed.out());
        assertTrue(Files.readString(dir.resolve("a/perft.json")).contains("\"status\" : \"same\""));
        CliRun probed = perft(dir.resolve("b"), ours("--profile", "plain"), concat(SMALL, "--quiet", "--max-nodes", "300"));
        assertEquals(0, probed.status(), probed.out() + probed.err());
        assertTrue(probed.out().contains("legal turns asked by play and undo at every point; the end taken from the rules"), probed.out());
        assertTrue(probed.out().contains("5 the same, 0 differ, 0 not run"), probed.out());
    }

    @Test
    void aPlantedDefectIsWalkedDownToItsFirstWrongPosition(@TempDir Path dir) {
        // 1x2 under simple ko remembered as the last two colourings only: B A1, W A2 takes A1 (".O"
        // from the bottom), B passes; White's A1 would fill the strip and clear both white stones,
        // back to the empty start (TT-6), which the defect has forgotten. The counts first differ at
        // depth 3 and the walk names that position and turn.
        CliRun r = perft(dir, ours("--defect", "simple-ko"), "--position", "perft.empty-1x2", "--quiet");
        assertEquals(3, r.status(), r.out() + r.err());
        assertTrue(r.out().contains("DIFFERS  depth 6: rules 3 7(1 ended) 8(2 ended)"), r.out());
        assertTrue(r.out().contains("first difference, after 3 turns (B A1, W A2, B pass), white to move"), r.out());
        assertTrue(r.out().contains("the engine allows what the rules refuse: A1 (TT-6: repeats the grid colouring at the start)"), r.out());
        assertTrue(r.out().contains("replay: ./logical-go replay --size 1x2 --rules tromp-taylor 'B A1' 'W A2' 'B pass'"), r.out());
        // 1x1, situational superko for positional: Black's stone clears itself, leaving the empty grid
        // with White to move, a situation not seen before; positional superko refuses it at once.
        CliRun s = perft(dir, ours("--defect", "situational-for-positional", "--profile", "plain"), "--position", "perft.empty-1x1", "--quiet");
        assertEquals(3, s.status(), s.out() + s.err());
        assertTrue(s.out().contains("first difference, after no turn, black to move"), s.out());
        assertTrue(s.out().contains("the engine allows what the rules refuse: A1 (TT-6"), s.out());
    }

    @Test
    void badInputIsOneLine(@TempDir Path dir) {
        for (String[] args : new String[][] {{"--position", "perft.nowhere"}, {"--max-nodes", "0"}, {"--rules", "chess"},
                {"--perft", dir.resolve("none").toString()}}) {
            CliRun r = perft(dir, ours(), args);
            assertEquals(2, r.status(), String.join(" ", args) + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().startsWith("logical-go: "), r.err());
        }
        // An engine that cannot be started, or answers nothing, is said once, not position after position.
        for (String engine : new String[] {"no-such-engine-for-perft", "sleep 30"}) {
            CliRun r = perft(dir, engine, "--command-timeout", "1", "--quiet");
            assertEquals(2, r.status(), engine + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().startsWith("logical-go: --engine: "), r.err());
        }
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
