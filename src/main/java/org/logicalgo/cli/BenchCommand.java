package org.logicalgo.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;

import org.logicalgo.bench.Workloads;
import org.logicalgo.fast.Fast;
import org.logicalgo.fast.FastBoard;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Turn;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ./logical-go bench}: a quick look at the speeds that docs/performance.md records, single
 * thread, against the targets of the fast-engine issue. The JMH suite ({@code mvn -Pjmh verify})
 * measures the same workloads with more care.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Measures, on one thread: light playouts on 9x9 and 19x19 (exact superko), replays of recorded",
                "19x19 games through the fast engine and the reference, legal-turn lists and scoring."})
public final class BenchCommand implements Callable<Integer> {

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "3", description = "time spent on each measurement (default 3)")
    double seconds;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "seed of the random playouts (default 1)")
    long seed;

    private PrintWriter out;

    /** Runs the work over and over for the time given (after a warm-up of half as long); returns units of work per second. */
    private double rate(LongSupplier work) {
        long sink = 0;
        long warm = System.nanoTime() + (long) (seconds * 0.5e9);
        while (System.nanoTime() < warm) {
            sink += work.getAsLong();
        }
        long units = 0;
        long t0 = System.nanoTime();
        long end = t0 + (long) (seconds * 1e9);
        long now;
        do {
            units += work.getAsLong();
            now = System.nanoTime();
        } while (now < end);
        if (sink == 42) {
            out.print("");
        }
        return units / ((now - t0) / 1e9);
    }

    private void line(String what, double value, String unit, String target) {
        out.println(String.format(Locale.ROOT, "%-44s %,14.0f %-12s %s", what, value, unit, target));
        out.flush();
    }

    @Override
    public Integer call() {
        if (!(seconds > 0 && seconds <= 600)) {
            throw new UserError("--seconds is above 0 and at most 600, not " + seconds);
        }
        out = spec.commandLine().getOut();
        out.println("single thread, " + Runtime.getRuntime().availableProcessors() + " cores seen, Java "
                + System.getProperty("java.version") + ", " + seconds + " s a measurement");
        for (int side : new int[] {9, 19}) {
            FastBoard empty = Workloads.emptyBoard(new Grid(side, side));
            SplittableRandom random = new SplittableRandom(seed);
            long[] turns = new long[1];
            long[] games = new long[1];
            double playouts = rate(() -> {
                turns[0] += Workloads.playout(empty, random);
                games[0]++;
                return 1;
            });
            String target = side == 9 ? "target >= 40,000" : "target >= 8,000";
            line("light playouts " + side + "x" + side, playouts, "playouts/s", target);
            line("  turns per playout (mean)", turns[0] / (double) games[0], "turns", "");
            line("  turns " + side + "x" + side, playouts * turns[0] / games[0], "turns/s", "");
        }
        Grid g19 = new Grid(19, 19);
        List<List<Turn>> recorded = Workloads.recordedGames(g19, 20, seed);
        long recordedTurns = recorded.stream().mapToLong(List::size).sum();
        int[] next = new int[1];
        double fast = rate(() -> {
            List<Turn> game = recorded.get(next[0]++ % recorded.size());
            Workloads.replay(Fast.ENGINE, g19, game);
            return game.size();
        });
        line("replay 19x19, fast engine", fast, "turns/s", "");
        double ref = rate(() -> {
            List<Turn> game = recorded.get(next[0]++ % recorded.size());
            Workloads.replay(Reference.ENGINE, g19, game);
            return game.size();
        });
        line("replay 19x19, reference", ref, "turns/s", "");
        line("  fast / reference", fast / ref, "times", "target >= 100");
        out.println(String.format(Locale.ROOT, "  (%d recorded games, %.0f turns each on average)", recorded.size(),
                recordedTurns / (double) recorded.size()));
        Game mid = Workloads.partWay(Fast.ENGINE, g19, recorded.get(0), 120);
        line("legal-turn list 19x19 (fast, turn 120)", rate(() -> mid.legalTurns().size() > 0 ? 1 : 0), "lists/s", "");
        Game end = Workloads.partWay(Fast.ENGINE, g19, recorded.get(0), Integer.MAX_VALUE);
        line("score 19x19 (fast, final position)", rate(() -> end.score().black() >= 0 ? 1 : 0), "scores/s", "");
        return 0;
    }
}
