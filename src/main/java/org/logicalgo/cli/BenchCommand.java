package org.logicalgo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.bench.Measurement;
import org.logicalgo.bench.Peer;
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
 * trusted ({@link Measurement}: windows of the thread's CPU time, a warm-up until the rate is
 * steady, then several timed windows, min / median / max), per second of CPU time beside the
 * wall clock and the machine's load, with the policy and the ruleset stated. Every playout is
 * scored, as libEGO's benchmark scores its own. {@code --peer} runs libEGO's loop (built by
 * {@code src/bench/libego/build.sh}) and ours in turn, pinned to one core, and gives the ratio;
 * {@code --all} adds replays, legal-turn lists and scoring. docs/performance.md keeps the figures.
 */
@Command(name = "bench", header = "Measures light playouts a second, exact positional superko.", mixinStandardHelpOptions = true,
        description = {"Measures light playouts on one thread (exact positional superko, each playout scored): windows of"
                + " the thread's CPU time, a warm-up until the rate is steady, then min / median / max playouts per CPU second,"
                + " the wall-clock rate and the load average beside them, the turns a playout and Black's win rate.",
                "--peer DIR runs libEGO's playouts (binaries built by src/bench/libego/build.sh) and ours in turn, both pinned"
                + " to one core, and prints ours / libEGO per CPU second round by round and the median.",
                "--all adds replays of recorded 19x19 games (fast engine and reference), legal-turn lists and scoring."})
public final class BenchCommand implements Runnable {

    /** The length of a warm-up window, in seconds of CPU time (shorter when --seconds is shorter). */
    private static final double WARM_UP_WINDOW = 1;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Option(names = "--size", paramLabel = "N", split = ",", defaultValue = "9,19",
            description = "The sides of the square grids played on, e.g. 9 or 9,13,19 (default 9,19).")
    List<Integer> sizes;

    @Option(names = "--iterations", paramLabel = "N", defaultValue = "6", description = "Timed windows after the warm-up (default 6).")
    int iterations;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "2",
            description = "The length of a timed window, in seconds of the thread's CPU time (default 2); with --peer, of each run.")
    double seconds;

    @Option(names = "--warm-up", paramLabel = "S", defaultValue = "30",
            description = "The longest the warm-up may last, in seconds of CPU time (default 30): it ends sooner when two successive 1 s windows agree within 3 %%.")
    double warmUp;

    @Option(names = "--policy", paramLabel = "NAME",
            description = "The playout policy: light-own-eye or light-dailey-eye. The default is light-own-eye, and with --peer"
                    + " light-dailey-eye, libEGO's own eye rule: both then play games of the same length.")
    String policyName;

    @Option(names = "--seed", paramLabel = "N", defaultValue = "1", description = "Seed of the random playouts (default 1).")
    long seed;

    @Option(names = "--peer", paramLabel = "DIR",
            description = "A directory holding libEGO binaries libego-N built by src/bench/libego/build.sh: runs them and ours in turn.")
    Path peer;

    @Option(names = "--rounds", paramLabel = "N", defaultValue = "5", description = "With --peer: rounds a grid, each one run of each (default 5).")
    int rounds;

    @Option(names = "--core", paramLabel = "N", defaultValue = "-1",
            description = "With --peer: the core both are pinned to (taskset; default the last core).")
    int core;

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
        if (rounds < 1 || rounds > 1000) {
            throw new UserError("--rounds is from 1 to 1000, not " + rounds);
        }
        int cores = Runtime.getRuntime().availableProcessors();
        if (core < -1 || core >= cores) {
            throw new UserError("--core is a core from 0 to " + (cores - 1) + ", not " + core);
        }
        for (int side : sizes) {
            if (side < 1 || side > Grid.MAX_SIDE) {
                throw new UserError("--size takes sides from 1 to " + Grid.MAX_SIDE + ", not " + side);
            }
            if (peer != null && !Files.isExecutable(Peer.binary(peer, side))) {
                throw new UserError("--peer " + peer + ": no program libego-" + side + " there (src/bench/libego/build.sh builds it)");
            }
        }
        Playouts.Policy policy;
        try {
            // The same work as the peer's loop: its eye rule is Dailey's.
            policy = policyName == null ? peer != null ? Playouts.Policy.DAILEY_EYE : Playouts.Policy.OWN_EYE : Playouts.Policy.of(policyName);
        } catch (IllegalArgumentException e) {
            throw new UserError("--policy takes light-own-eye or light-dailey-eye, not '" + policyName + "'");
        }
        out = spec.commandLine().getOut();
        Ruleset rules = Ruleset.TROMP_TAYLOR;
        out.println("one thread, " + cores + " cores seen, Java " + System.getProperty("java.version")
                + ", load average " + Peer.loadAverage() + " (1, 5, 15 min) at the start");
        String references = compressedOops();
        out.println("object references: " + references + ("uncompressed".equals(references)
                ? " (-XX:-UseCompressedOops, as ./logical-go runs bench: playouts 5 to 10 % faster; docs/performance.md)"
                : " (./logical-go runs bench with -XX:-UseCompressedOops instead: playouts 5 to 10 % faster; docs/performance.md)"));
        out.println("policy: " + policy.label() + ", " + policy.description());
        out.println("ruleset: " + Rulesets.name(rules) + ", positional superko checked exactly (whole colourings compared on a hash hit),"
                + " suicide allowed, two passes end the game, komi 0; each playout from the empty grid, scored (TT-9, TT-10)");
        out.println(String.format(Locale.ROOT, "timing: windows of the thread's CPU time; warm-up in windows of %s s until two"
                + " successive ones agree within 3 %% (at most %s s), then %s", number(warmUpWindow()), number(warmUp),
                peer == null ? iterations + " windows of " + number(seconds) + " s" : rounds + " rounds against the peer"));
        if (peer != null) {
            sideBySide(rules, policy, cores);
        } else {
            for (int side : sizes) {
                PlayoutSeries series = new PlayoutSeries(Setup.of(rules, new Grid(side, side)).withKomi(0), policy, seed);
                Measurement m = measure(series::playOne);
                out.println(String.format(Locale.ROOT, "light playouts %dx%d: per second of the thread's CPU time min %,.0f  median %,.0f"
                        + "  max %,.0f  (target: >= 0.5x libEGO, measured side by side with --peer)", side, side, m.cpuMin(), m.cpuMedian(), m.cpuMax()));
                out.println(String.format(Locale.ROOT, "  wall clock: median %,.0f playouts/s (it also counts the time the thread"
                        + " waited for a core); load average %s", m.median(), Peer.loadAverage()));
                out.println(String.format(Locale.ROOT, "  %.1f turns a playout, Black wins %.1f %%, over all %,d playouts (warm-up included); %s after %d warm-up windows",
                        series.turnsPerPlayout(), 100 * series.blackWinRate(), series.playouts(),
                        m.steady() ? "steady" : "NOT steady", m.warmUpWindows()));
                out.flush();
            }
        }
        if (all) {
            others();
        }
    }

    /**
     * Ours and the peer's playouts in turn, each run pinned to the same core: the JVM (all its
     * threads) by {@code taskset -a -p}, the peer started under {@code taskset -c}. Each round runs
     * both for --seconds of CPU time, the order alternating, and gives the ratio of their rates per
     * CPU second; the median of the rounds is the figure.
     */
    private void sideBySide(Ruleset rules, Playouts.Policy policy, int cores) {
        int pinned = core >= 0 ? core : cores - 1;
        List<String> prefix = List.of("taskset", "-c", Integer.toString(pinned));
        try {
            Process p = new ProcessBuilder("taskset", "-a", "-p", "-c", Integer.toString(pinned),
                    Long.toString(ProcessHandle.current().pid())).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            if (p.waitFor() != 0) {
                throw new UserError("--core " + pinned + ": taskset could not pin this process to it");
            }
        } catch (IOException e) {
            throw new UserError("--peer needs taskset (util-linux) to pin both to one core: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new UserError("--peer: interrupted");
        }
        out.println("side by side with libEGO (" + peer + "), both pinned to core " + pinned + ", in turn, "
                + number(seconds) + " s of CPU time a run; ratio = ours / libEGO, playouts per CPU second");
        out.println("libEGO's loop spares the mover's eye-like points by Dailey's rule, "
                + (policy == Playouts.Policy.DAILEY_EYE ? "as ours does here: the same eye rule on both sides"
                        : "ours here only his one-point eyes: longer games on our side, which the ratio per turn allows for"));
        for (int side : sizes) {
            PlayoutSeries series = new PlayoutSeries(Setup.of(rules, new Grid(side, side)).withKomi(0), policy, seed);
            Measurement warm = Measurement.of(series::playOne, warmUpWindow(), warmUp, warmUpWindow(), 1);
            out.println(String.format(Locale.ROOT, "%dx%d: ours warmed up, %s after %d windows", side, side,
                    warm.steady() ? "steady" : "NOT steady", warm.warmUpWindows()));
            out.flush();
            double[] ratio = new double[rounds];
            double[] wallRatio = new double[rounds];
            double[] ours = new double[rounds];
            double[] theirs = new double[rounds];
            long turnsBefore = series.turns();
            long playoutsBefore = series.playouts();
            long peerTurns = 0;
            long peerPlayouts = 0;
            double[] rate = new double[2];
            for (int r = 0; r < rounds; r++) {
                String load = Peer.loadAverage();
                Peer them;
                try {
                    if (r % 2 == 0) {
                        them = Peer.run(prefix, Peer.binary(peer, side), side, seconds);
                        Measurement.run(series::playOne, seconds, rate);
                    } else {
                        Measurement.run(series::playOne, seconds, rate);
                        them = Peer.run(prefix, Peer.binary(peer, side), side, seconds);
                    }
                } catch (IOException e) {
                    throw new UserError("--peer " + e.getMessage());
                }
                peerTurns += them.turns();
                peerPlayouts += them.playouts();
                ours[r] = rate[1];
                theirs[r] = them.perCpuSecond();
                ratio[r] = rate[1] / them.perCpuSecond();
                wallRatio[r] = rate[0] / them.perWallSecond();
                out.println(String.format(Locale.ROOT, "%dx%d round %d: libEGO %,.0f per CPU s (wall clock %,.0f), ours %,.0f (wall clock %,.0f):"
                        + " %.3f; load average %s", side, side, r + 1, them.perCpuSecond(), them.perWallSecond(), rate[1], rate[0],
                        ratio[r], load));
                out.flush();
            }
            double ourTurns = (series.turns() - turnsBefore) / (double) (series.playouts() - playoutsBefore);
            double peerTurnsEach = peerTurns / (double) peerPlayouts;
            double median = median(ratio);
            // Four places when not met, so that 0.4996 is not read as 0.500 beside "not met".
            String verdict = median >= 0.5 ? "met" : String.format(Locale.ROOT, "not met (%.4f)", median);
            out.println(String.format(Locale.ROOT, "%dx%d: ours / libEGO per CPU second, median of %d rounds %.3f (min %.3f, max %.3f);"
                    + " libEGO %,.0f, ours %,.0f (medians); per turn %.3f (%.1f against %.1f turns a playout); wall clock %.3f;"
                    + " target >= 0.5: %s", side, side, rounds, median, min(ratio), max(ratio), median(theirs), median(ours),
                    median * ourTurns / peerTurnsEach, ourTurns, peerTurnsEach, median(wallRatio), verdict));
            out.flush();
        }
        out.println("load average " + Peer.loadAverage() + " at the end");
    }

    /** Whether this JVM compresses its object references (HotSpot's UseCompressedOops), in words. */
    private static String compressedOops() {
        try {
            var hotspot = java.lang.management.ManagementFactory.getPlatformMXBean(com.sun.management.HotSpotDiagnosticMXBean.class);
            return "true".equals(hotspot.getVMOption("UseCompressedOops").getValue()) ? "compressed" : "uncompressed";
        } catch (RuntimeException e) {
            return "not known (" + e.getClass().getSimpleName() + ")";
        }
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return (v[(v.length - 1) / 2] + v[v.length / 2]) / 2;
    }

    private static double min(double[] values) {
        return Arrays.stream(values).min().orElse(Double.NaN);
    }

    private static double max(double[] values) {
        return Arrays.stream(values).max().orElse(Double.NaN);
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
