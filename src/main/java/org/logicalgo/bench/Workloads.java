package org.logicalgo.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.logicalgo.fast.FastBoard;
import org.logicalgo.fast.Playouts;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;

/**
 * What the benchmarks measure, shared by the JMH suite ({@code mvn -Pjmh verify}) and
 * {@code ./logical-go bench}: light playouts, replays of recorded games, legal-turn lists, scores.
 * Every workload returns a value that depends on all its work, so that nothing is optimised away.
 */
public final class Workloads {

    private Workloads() {
    }

    /** The empty grid under the logical rules as written (positional superko, exact). */
    public static FastBoard emptyBoard(Grid grid) {
        return FastBoard.start(Setup.of(Ruleset.TROMP_TAYLOR, grid));
    }

    /**
     * One light playout ({@link Playouts.Policy#OWN_EYE}) from the root to the end of the game, on a
     * scratch board reset to the root first, as a search that runs many playouts would; returns
     * the number of turns.
     */
    public static int playout(FastBoard root, FastBoard scratch, SplittableRandom random) {
        scratch.resetTo(root);
        return Playouts.playout(scratch, random, 100_000, null);
    }

    /** Games recorded from light playouts, as turns, for replay benchmarks. */
    public static List<List<Turn>> recordedGames(Grid grid, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        FastBoard empty = emptyBoard(grid);
        List<List<Turn>> games = new ArrayList<>();
        int[] record = new int[100_000];
        for (int g = 0; g < count; g++) {
            FastBoard b = empty.copy();
            List<Turn> turns = new ArrayList<>();
            int n = Playouts.playout(b, random, record.length, record);
            org.logicalgo.rules.Colour mover = org.logicalgo.rules.Colour.BLACK;
            for (int i = 0; i < n; i++) {
                turns.add(record[i] == Playouts.PASS ? new Turn.Pass(mover) : new Turn.Play(mover, b.point(record[i])));
                mover = mover.opponent();
            }
            games.add(turns);
        }
        return games;
    }

    /** Replays a recorded game through an engine's {@link Game} values, each turn judged; returns the final margin. */
    public static double replay(Engine engine, Grid grid, List<Turn> turns) {
        Game g = engine.start(Setup.of(Ruleset.TROMP_TAYLOR, grid));
        for (Turn t : turns) {
            g = g.play(t);
        }
        return g.score().margin();
    }

    /** A game part-way through a recorded game, for legal-turn and scoring benchmarks. */
    public static Game partWay(Engine engine, Grid grid, List<Turn> turns, int upTo) {
        Game g = engine.start(Setup.of(Ruleset.TROMP_TAYLOR, grid));
        for (Turn t : turns.subList(0, Math.min(upTo, turns.size()))) {
            g = g.play(t);
        }
        return g;
    }
}
