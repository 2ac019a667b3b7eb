package org.logicalgo.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

import org.logicalgo.bench.Measurement;
import org.logicalgo.bench.PlayoutSeries;
import org.logicalgo.bench.Workloads;
import org.logicalgo.fast.Fast;
import org.logicalgo.fast.Playouts;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ./logical-go bench}: light playouts on one thread, measured so that the figures can be
 * trusted ({@link Measurement}: a warm-up until the rate is steady, then several timed windows,
 * min / median / max), with the policy and the ruleset stated; {@code --all} adds replays,
 * legal-turn lists and scoring. docs/performance.md keeps the figures and how they compare.
 */
@Command(name = "bench", header = "Measures light playouts a second, exact positional superko.", mixinStandardHelpOptions = true,
        description = {"Measures light playouts on one thread (exact positional superko): warms up until the rate is"
                + " steady, then prints min / median / max playouts a second over several windows, the turns a playout"
                + " and Black's win rate. --all adds replays of recorded 19x19 games (fast engine and reference),"
                + " legal-turn lists and scoring."})
public final class BenchCommand implements Runnable {

    /**
     * Issue 17's target is half of libEGO's rate measured side by side (docs/performance.md); these
     * are that half as the issue measured libEGO on the project's machine, on the day it was set.
     */
    private static final int TARGET_9 = 70_000;
    private static final int TARGET_19 = 15_000;
    /** The length of a warm-up window, in seconds (shorter when --seconds is shorter). */
    private static final double WARM_UP_WINDOW = 1;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--size", paramLabel = "N", split = ",", defaultValue = "9,19",
            description = "The sides of the square grids played on, e.g. 9 or 9,13,19 (default 9,19).")
    List<Integer> sizes;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "6", description = "Timed windows after the warm-up (default 6).")
    int iterations;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "2", description = "The length of a timed window (default 2).")
    double seconds;

    @Option(names = "--warm-up", paramLabel = "S", defaultValue = "30",
            description = "The longest the warm-up may last, in seconds (default 30): it ends sooner when two successive 1 s windows agree within 3 %%.")
    double warmUp;

    @Option(names = "--policy", paramLabel = "NAME", defaultValue = "light-own-eye",
            description = "The playout policy: light-own-eye (default) or light-dailey-eye.")
    String policyName;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed of the random playouts (default 1).")
    long seed;

    @Option(names = "--all", description = "Also replays of recorded 19x19 games, legal-turn lists and scoring.")
    boolean all;

    private PrintWriter out;

    @Override
    public void run() {
        if (!(seconds > 0 && seconds <= 600)) {
            throw new UserError("--seconds is above 0 and at most 600, not " + seconds);
        }
        if (!(warmUp >= 0 && warmUp <= 3600)) {
            throw new UserError("--warm-up is from 0 to 3600 seconds, not " + warmUp);
        }
        if (iterations < 1 || iterations > 1000) {
            throw new UserError("--iterations is from 1 to 1000, not " + iterations);
        }
        for (int side : sizes) {
            if (side < 1 || side > Grid.MAX_SIDE) {
                throw new UserError("--size takes sides from 1 to " + Grid.MAX_SIDE + ", not " + side);
            }
        }
        Playouts.Policy policy;
        try {
            policy = Playouts.Policy.of(policyName);
        } catch (IllegalArgumentException e) {
            throw new UserError("--policy takes light-own-eye or light-dailey-eye, not '" + policyName + "'");
        }
        out = spec.commandLine().getOut();
        Ruleset rules = Ruleset.TROMP_TAYLOR;
        out.println("one thread, " + Runtime.getRuntime().availableProcessors() + " cores seen, Java " + System.getProperty("java.version"));
        out.println("policy: " + policy.label() + ", " + policy.description());
        out.println("ruleset: " + rules.name() + ", positional superko checked exactly (whole colourings compared on a hash hit),"
                + " suicide allowed, two passes end the game, komi 0; each playout from the empty grid, scored");
        out.println(String.format(Locale.ROOT, "timing: warm-up in windows of %s s until two successive ones agree within 3 %%"
                + " (at most %s s), then %d windows of %s s", number(warmUpWindow()), number(warmUp), iterations, number(seconds)));
        for (int side : sizes) {
            PlayoutSeries series = new PlayoutSeries(Setup.of(rules, new Grid(side, side)).withKomi(0), policy, seed);
            Measurement m = measure(series::playOne);
            String target = side == 9 ? String.format(Locale.ROOT, "  (target >= 0.5x libEGO side by side; %,d when set)", TARGET_9)
                    : side == 19 ? String.format(Locale.ROOT, "  (target >= 0.5x libEGO side by side; %,d when set)", TARGET_19) : "";
            out.println(String.format(Locale.ROOT, "light playouts %dx%d: playouts/s min %,.0f  median %,.0f  max %,.0f%s",
                    side, side, m.min(), m.median(), m.max(), target));
            out.println(String.format(Locale.ROOT, "  per second of the thread's CPU time: median %,.0f (the wall-clock figures"
                    + " also count the time it waited for a core)", m.cpuMedian()));
            out.println(String.format(Locale.ROOT, "  %.1f turns a playout, Black wins %.1f %%, over all %,d playouts (warm-up included); %s after %d warm-up windows",
                    series.turnsPerPlayout(), 100 * series.blackWinRate(), series.playouts(),
                    m.steady() ? "steady" : "NOT steady", m.warmUpWindows()));
            out.flush();
        }
        if (all) {
            others();
        }
    }

    private double warmUpWindow() {
        return Math.min(WARM_UP_WINDOW, seconds);
    }

    private Measurement measure(LongSupplier work) {
        return Measurement.of(work, warmUpWindow(), warmUp, seconds, iterations);
    }

    private static String number(double seconds) {
        return seconds == Math.rint(seconds) ? Long.toString((long) seconds) : Double.toString(seconds);
    }

    private void line(String what, Measurement m, String unit) {
        out.println(String.format(Locale.ROOT, "%-40s median %,14.0f %s (min %,.0f, max %,.0f)", what, m.median(), unit, m.min(), m.max()));
        out.flush();
    }

    /** Replays, legal-turn lists and scores, timed the same way. */
    private void others() {
        Grid g19 = new Grid(19, 19);
        List<List<Turn>> recorded = Workloads.recordedGames(g19, 20, seed);
        long recordedTurns = recorded.stream().mapToLong(List::size).sum();
        int[] next = new int[1];
        Measurement fast = measure(() -> {
            List<Turn> game = recorded.get(next[0]++ % recorded.size());
            Workloads.replay(Fast.ENGINE, g19, game);
            return game.size();
        });
        line("replay 19x19, fast engine", fast, "turns/s");
        Measurement ref = measure(() -> {
            List<Turn> game = recorded.get(next[0]++ % recorded.size());
            Workloads.replay(Reference.ENGINE, g19, game);
            return game.size();
        });
        line("replay 19x19, reference", ref, "turns/s");
        out.println(String.format(Locale.ROOT, "  fast / reference (medians): %.0f times (target >= 100); %d recorded games,"
                + " %.0f turns each on average", fast.median() / ref.median(), recorded.size(), recordedTurns / (double) recorded.size()));
        Game mid = Workloads.partWay(Fast.ENGINE, g19, recorded.get(0), 120);
        line("legal-turn list 19x19 (fast, turn 120)", measure(() -> mid.legalTurns().isEmpty() ? 0 : 1), "lists/s");
        Game end = Workloads.partWay(Fast.ENGINE, g19, recorded.get(0), Integer.MAX_VALUE);
        line("score 19x19 (fast, final position)", measure(() -> end.score().black() >= 0 ? 1 : 0), "scores/s");
    }
}
