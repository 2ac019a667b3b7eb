package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import org.junit.jupiter.api.Test;

class SolveCommandTest {

    @Test
    void twoByTwoIsBlackByOneWithItsVariationAndFigures() {
        CliRun r = CliRun.of("solve", "2x2");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("solve 2x2 under tromp-taylor, komi 0, Black to move"), r.out());
        assertTrue(r.out().contains("value: B+1"), r.out());
        assertTrue(r.out().matches("(?s).*\\n +1  B [A-B][12] +\\[TT-7\\].*"), r.out());
        assertTrue(r.out().contains("a pass [TT-6]"), r.out());
        assertTrue(r.out().contains("the game ends: two consecutive passes [TT-8]"), r.out());
        assertTrue(r.out().contains("score [TT-9]: Black "), r.out());
        assertTrue(r.out().matches("(?s).*nodes: [\\d,]+ .*time: \\d+\\.\\d\\d s.*memory: table .*"), r.out());
    }

    @Test
    void aCaptureInTheVariationSaysWhatItClears() {
        // 1x5, x - - o -: Black B1, White C1 takes it... the published line (Hayward) captures twice.
        CliRun r = CliRun.of("solve", "--suicide", "forbidden", "--start", "X..O.");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("value: W+5"), r.out());
        assertTrue(r.out().contains("clears "), r.out());
    }

    @Test
    void komiAndTheFrenchEndingAreStated() {
        CliRun r = CliRun.of("solve", "1x3", "--rules", "french");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("komi 7.5"), r.out());
        assertTrue(r.out().contains("ending: FR-10 is modelled as two consecutive passes"), r.out());
        assertTrue(r.out().contains("value: W+4.5"), r.out());
    }

    @Test
    void aBoundReachedIsOneLineAndExitFour() {
        CliRun r = CliRun.of("solve", "2x2", "--no-table", "--max-nodes", "50");
        assertEquals(4, r.status(), r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().startsWith("logical-go: solve stopped, no value: the search reached 50 nodes (--max-nodes)"),
                r.err());
    }

    /**
     * A bound reached by MTD(f) says what its finished tests proved: 1x6 is B+1 (Drange's table,
     * docs/solve.md), so the first test, "is Black's margin at least 1?", is answered yes; the
     * bound stops the second, and the line says B+1 to B+6 (6: every point Black's).
     */
    @Test
    void aBoundReachedSaysWhatWasProved() {
        CliRun r = CliRun.of("solve", "1x6", "--driver", "mtdf", "--guess", "1", "--max-nodes", "4000");
        assertEquals(4, r.status(), r.out());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        assertTrue(r.err().contains("; proved: the value lies between B+1 and B+6;"), r.err());
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        for (String[] args : new String[][] {{"solve"}, {"solve", "0x3"}, {"solve", "1x2", "--ko", "none"}, {"solve", "2x2", "--ko", "simple"},
                {"solve", "7x6"}, {"solve", "1x3", "--start", "X.O."}, {"solve", "2x2", "--max-nodes", "0"},
                {"solve", "2x2", "--passes", "middle"}, {"solve", "--start", "XX"},
                // The table's size: at most the heap, and 2^43 MB once overflowed to a table of 0 MB.
                {"solve", "2x2", "--max-table-mb", "999999"}, {"solve", "2x2", "--max-table-mb", "8796093022208"},
                {"solve", "2x2", "--threads", "0"}, {"solve", "2x2", "--threads", "99"},
                {"solve", "2x2", "--driver", "window", "--threads", "2"}, {"solve", "2x2", "--driver", "sideways"}}) {
            CliRun r = CliRun.of(args);
            assertEquals(2, r.status(), String.join(" ", args) + ": " + r.err());
            assertEquals(1, r.err().strip().lines().count(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().startsWith("logical-go: "), r.err());
        }
    }

    /**
     * The explorer's solve.json (src/scripts/solve-json.sh) is the command's output: for the grids
     * that are quick, every ruleset's value and variation in the file are what the solver says
     * now. When the search changes the line it picks among equals, run the script again.
     */
    @Test
    void theExplorersSolvedBoardsAreTheSolversAnswers() throws Exception {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        com.fasterxml.jackson.databind.JsonNode file;
        try (java.io.InputStream in = SolveCommandTest.class.getClassLoader().getResourceAsStream("explorer/solve.json")) {
            file = json.readTree(in);
        }
        int checked = 0;
        for (com.fasterxml.jackson.databind.JsonNode board : file) {
            String grid = board.get("grid").asText();
            if (!java.util.Set.of("1x3", "1x4", "2x2").contains(grid)) {
                continue;
            }
            CliRun r = CliRun.of("solve", grid, "--komi", "0", "--json");
            assertEquals(0, r.status(), r.err());
            com.fasterxml.jackson.databind.JsonNode now = json.readTree(r.out());
            assertEquals(board.get("rulesets").size(), now.get("rulesets").size(), grid);
            for (int i = 0; i < board.get("rulesets").size(); i++) {
                com.fasterxml.jackson.databind.JsonNode a = board.get("rulesets").get(i);
                com.fasterxml.jackson.databind.JsonNode b = now.get("rulesets").get(i);
                assertEquals(a.get("ruleset"), b.get("ruleset"), grid);
                assertEquals(a.get("value"), b.get("value"), grid + " " + a.get("ruleset"));
                assertEquals(a.get("turns"), b.get("turns"), grid + " " + a.get("ruleset"));
                assertEquals(a.get("refused"), b.get("refused"), grid + " " + a.get("ruleset"));
            }
            checked++;
        }
        assertEquals(3, checked);
        assertTrue(file.toString().contains("\"grid\":\"3x3\""), "3x3 is among the solved boards");
    }

    @Test
    void compareSaysEachSearchsNodes() {
        CliRun r = CliRun.of("solve", "2x2", "--compare", "--max-seconds", "5");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("| plain, passes first, window -area..area (Tromp's program) | B+1 | 1,446 | 723 | 0 |"),
                r.out());
        assertTrue(r.out().contains("load average"), r.out());
        // docs/solve.md's 2x2 table is this output: every row a bound did not stop and one thread searched.
        java.util.List<String> doc;
        try {
            doc = java.nio.file.Files.readAllLines(java.nio.file.Path.of("docs/solve.md"));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        int at = doc.indexOf("2x2 under tromp-taylor:");
        assertTrue(at >= 0, "docs/solve.md has the 2x2 table");
        int rows = 0;
        for (int i = at + 4; i < doc.size() && doc.get(i).startsWith("| "); i++) {
            String row = doc.get(i);
            if (row.contains("stopped") || row.contains("two threads")) {
                continue;
            }
            assertTrue(r.out().contains(row), "docs/solve.md's row is not what --compare prints: " + row + "\n" + r.out());
            rows++;
        }
        assertTrue(rows >= 12, rows + " rows of the 2x2 table checked");
    }

    /**
     * docs/solve.md's variations past 1x7 (1x8 under tromp-taylor, 3x4) are what the command
     * prints, line for line up to the score: about a minute and a 3 GB heap, under -Plong (the
     * manual shows them as commands DocExamplesTest does not run: they run for long, and their
     * progress lines on stderr vary from run to run).
     */
    @Test
    void theVariationsPastOneBySevenAreTheCommands() throws java.io.IOException {
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "1x8 and 3x4 by proof numbers run under -Plong");
        java.util.List<String> doc = java.nio.file.Files.readAllLines(java.nio.file.Path.of("docs/solve.md"));
        int checked = 0;
        for (int i = 0; i < doc.size(); i++) {
            // Shown as a command not run by DocExamplesTest (it runs for long), its output below it.
            if (!doc.get(i).startsWith("./logical-go solve ") || !doc.get(i).contains("--driver proof")
                    || i + 1 >= doc.size() || !doc.get(i + 1).startsWith("solve ")) {
                continue;
            }
            String[] args = doc.get(i).substring("./logical-go ".length()).split(" ");
            java.util.List<String> shown = new java.util.ArrayList<>();
            for (int j = i + 1; j < doc.size() && !doc.get(j).startsWith("```"); j++) {
                shown.add(doc.get(j));
            }
            CliRun r = CliRun.of(args);
            assertEquals(0, r.status(), r.err());
            java.util.List<String> printed = r.out().lines().toList();
            assertEquals(shown, printed.subList(0, shown.size()), doc.get(i));
            checked++;
        }
        assertEquals(2, checked, "the 1x8 and 3x4 variations");
    }
}
