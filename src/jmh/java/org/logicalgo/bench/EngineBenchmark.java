package org.logicalgo.bench;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;

import org.logicalgo.fast.Fast;
import org.logicalgo.fast.FastBoard;
import org.logicalgo.perft.Perft;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Turn;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;

/**
 * The workloads of docs/performance.md, single thread: light playouts with the exact superko
 * check, replays of recorded 19x19 games through each engine, legal-turn lists and scoring.
 * Run with {@code mvn -B -Pjmh verify}.
 */
@State(Scope.Thread)
@Threads(1)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class EngineBenchmark {

    @Param({"9", "19"})
    public int side;

    private FastBoard empty;
    /** The board each playout runs on, reset to {@link #empty} first: none is allocated per playout. */
    private FastBoard scratch;
    private SplittableRandom random;
    private List<List<Turn>> recorded;
    private int next;
    private Game middle;
    private Game end;
    private FastBoard perftBoard;

    @Setup
    public void setUp() {
        Grid grid = new Grid(side, side);
        empty = Workloads.emptyBoard(grid);
        scratch = empty.copy();
        random = new SplittableRandom(1);
        recorded = Workloads.recordedGames(grid, 20, 1);
        middle = Workloads.partWay(Fast.ENGINE, grid, recorded.get(0), side * side / 3);
        end = Workloads.partWay(Fast.ENGINE, grid, recorded.get(0), Integer.MAX_VALUE);
        List<Turn> third = recorded.get(0).subList(0, Math.min(recorded.get(0).size(), side * side / 3));
        perftBoard = Perft.board(Fast.ENGINE.start(org.logicalgo.rules.Setup.of(org.logicalgo.rules.Ruleset.TROMP_TAYLOR, grid)), third);
    }

    /** Playouts per second (policy {@code light-own-eye}, exact positional superko). */
    @Benchmark
    public int lightPlayout() {
        return Workloads.playout(empty, scratch, random);
    }

    /** Whole recorded games per second through the fast engine's Game values. */
    @Benchmark
    public double replayFast() {
        return Workloads.replay(Fast.ENGINE, empty.grid(), recorded.get(next++ % recorded.size()));
    }

    /** Whole recorded games per second through the reference. */
    @Benchmark
    public double replayReference() {
        return Workloads.replay(Reference.ENGINE, empty.grid(), recorded.get(next++ % recorded.size()));
    }

    @Benchmark
    public int legalTurns() {
        return middle.legalTurns().size();
    }

    @Benchmark
    public int score() {
        return end.score().black();
    }

    /**
     * Perft to depth 2 from a third of the way through a recorded game, on one board by make and
     * unmake (exact positional superko): nodes a second are the returned count times the score.
     */
    @Benchmark
    public long perft() {
        return Perft.fast(perftBoard, 2).nodes();
    }
}
