package org.logicalgo.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

import org.logicalgo.fast.FastBoard;
import org.logicalgo.fast.Playouts;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;

/**
 * The harness of docs/performance.md for comparing two builds: light playouts from the empty grid
 * on one scratch board reset each time, through the API every build since issue 6 has
 * ({@code FastBoard.start}, {@code copy}, {@code resetTo}, {@code Playouts.playout}), so that one
 * compiled copy runs against any of their jars:
 *
 * <pre>
 * javac -cp old.jar -d /tmp/side src/jmh/java/org/logicalgo/bench/SideBySide.java
 * taskset -c 1 java -cp old.jar:/tmp/side org.logicalgo.bench.SideBySide 9 3
 * taskset -c 1 java -cp new.jar:/tmp/side org.logicalgo.bench.SideBySide 9 3
 * </pre>
 *
 * Warms up until two successive 1 s windows agree within 3 % (at most 20), then prints the min,
 * median and max playouts a second of that many 2 s windows, and the median per second of CPU time.
 * It times as {@link Measurement} does without using it: older builds have no Measurement.
 */
public final class SideBySide {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static long sink;

    private SideBySide() {
    }

    /** Playouts a second over a window: rate[0] of wall-clock time, rate[1] of the thread's CPU time. */
    private static void window(FastBoard root, FastBoard scratch, SplittableRandom random, double seconds, double[] rate) {
        long n = 0;
        long cpu = THREADS.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long now;
        do {
            scratch.resetTo(root);
            sink += Playouts.playout(scratch, random, 100_000, null);
            n++;
            now = System.nanoTime();
        } while (now < end);
        rate[0] = n / ((now - start) / 1e9);
        rate[1] = n / ((THREADS.getCurrentThreadCpuTime() - cpu) / 1e9);
    }

    public static void main(String[] args) {
        int side = Integer.parseInt(args[0]);
        int iterations = Integer.parseInt(args[1]);
        FastBoard root = FastBoard.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(side, side)));
        FastBoard scratch = root.copy();
        SplittableRandom random = new SplittableRandom(1);
        double[] rate = new double[2];
        window(root, scratch, random, 1, rate);
        double previous = rate[0];
        int warmUp = 1;
        while (warmUp < 20) {
            window(root, scratch, random, 1, rate);
            warmUp++;
            if (Math.abs(rate[0] - previous) <= 0.03 * previous) {
                break;
            }
            previous = rate[0];
        }
        double[] wall = new double[iterations];
        double[] cpu = new double[iterations];
        for (int i = 0; i < iterations; i++) {
            window(root, scratch, random, 2, rate);
            wall[i] = rate[0];
            cpu[i] = rate[1];
        }
        Arrays.sort(wall);
        Arrays.sort(cpu);
        System.out.println(String.format(Locale.ROOT, "%dx%d playouts/s min %.0f median %.0f max %.0f; per CPU second median %.0f;"
                + " warm-up %d windows (%d)", side, side, wall[0], wall[iterations / 2], wall[iterations - 1], cpu[iterations / 2],
                warmUp, sink % 10));
    }
}
