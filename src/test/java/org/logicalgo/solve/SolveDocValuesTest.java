package org.logicalgo.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;

/**
 * Every value docs/solve.md states in its table of values measured is what the solver finds now,
 * with the nodes the table says (a search is deterministic: one thread, the same order): the
 * cells of fewer than {@link #QUICK} nodes in the default run, the others under -Plong. A cell
 * "not settled" claims no value and is not run. The doc's table is read as it is written, so a
 * value changed in the doc without the solver, or in the solver without the doc, fails here.
 */
class SolveDocValuesTest {

    /** Cells of more nodes than this run under -Plong only. */
    private static final long QUICK = 100_000;

    /** The table's columns, in its order (docs/solve.md, "Values measured here"). */
    private static final List<Ruleset> COLUMNS = List.of(
            Ruleset.TROMP_TAYLOR,
            Ruleset.TROMP_TAYLOR.withSuicide(Ruleset.Suicide.FORBIDDEN),
            Ruleset.TROMP_TAYLOR.withRepetition(Ruleset.Repetition.SITUATIONAL),
            Ruleset.TROMP_TAYLOR.withRepetition(Ruleset.Repetition.SITUATIONAL).withSuicide(Ruleset.Suicide.FORBIDDEN),
            Ruleset.TROMP_TAYLOR.withEnding(Ruleset.Ending.AGREEMENT_OR_FOUR_PASSES),
            Ruleset.FRENCH,
            Ruleset.NEW_ZEALAND);

    /** A cell: "B+2 (2,579,792 nodes, 49.51 s, 314 MB)". */
    private static final Pattern CELL = Pattern.compile("(0|[BW]\\+[0-9.]+) \\(([0-9,]+) nodes,");

    record Cell(String grid, Ruleset rules, String value, long nodes) {
    }

    static List<Cell> cells() throws Exception {
        List<String> lines = Files.readAllLines(Path.of("docs/solve.md"));
        int at = lines.indexOf("## Values measured here");
        assertTrue(at >= 0, "docs/solve.md has its table of values");
        List<Cell> cells = new ArrayList<>();
        for (int i = at; i < lines.size() && !lines.get(i).startsWith("### "); i++) {
            String line = lines.get(i);
            if (!line.matches("\\| [0-9]+x[0-9]+ \\|.*")) {
                continue;
            }
            String[] parts = line.split("\\|");
            String grid = parts[1].strip();
            assertEquals(COLUMNS.size() + 2, parts.length, "a cell for each column: " + line);
            for (int c = 0; c < COLUMNS.size(); c++) {
                String text = parts[c + 2].strip();
                Matcher m = CELL.matcher(text);
                if (m.lookingAt()) {
                    cells.add(new Cell(grid, COLUMNS.get(c), m.group(1), Long.parseLong(m.group(2).replace(",", ""))));
                } else {
                    assertTrue(text.startsWith("not settled"), grid + ": a value or 'not settled', not " + text);
                }
            }
        }
        return cells;
    }

    @Test
    void everyValueOfTheDocIsWhatTheSolverFinds() throws Exception {
        boolean all = Boolean.getBoolean("logicalgo.long");
        List<Cell> cells = cells();
        assertTrue(cells.size() >= 60, "the table's cells were read: " + cells.size());
        int run = 0;
        for (Cell cell : cells) {
            if (cell.nodes() > QUICK && !all) {
                continue;
            }
            Setup setup = Setup.of(cell.rules(), Grid.parse(cell.grid())).withKomi(0);
            Solver.Solution s = new Solver(setup, Solver.Options.defaults(), null).solve();
            String where = cell.grid() + " under " + cell.rules();
            assertEquals(cell.value(), new Score(0, 0, -s.value()).result(), where);
            assertEquals(cell.nodes(), s.nodes() - s.ends(), where + ": the nodes the doc says");
            run++;
        }
        assertTrue(run >= 50, run + " cells run");
    }
}
