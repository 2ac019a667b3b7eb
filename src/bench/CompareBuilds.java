import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Two builds of logical-go measured against each other in one JVM: each jar loaded by a class
 * loader of its own (so each has its own classes and its own JIT profile), light playouts
 * ({@code PlayoutSeries}, scored, as {@code bench} plays them) on one grid, windows of the
 * thread's CPU time, the two builds in turn (the order alternating) round after round, the ratio
 * new / old per round and its median. For the A/B steps of docs/performance.md:
 *
 * <pre>
 * taskset -c 1 java src/bench/CompareBuilds.java old.jar new.jar 19 8 2 light-dailey-eye
 * </pre>
 *
 * (grid side, rounds, seconds of CPU time a window, the playout policy: light-own-eye unless
 * given). The ratio is of turns played per CPU second, which is the ratio of playouts when the
 * two builds play games of the same length, and still a fair one when a change alters it. Both builds must have
 * {@code org.logicalgo.bench.PlayoutSeries}.
 */
public final class CompareBuilds {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private CompareBuilds() {
    }

    private static MethodHandle series(Path jar, int side, String policyName) throws Throwable {
        URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        Class<?> ruleset = loader.loadClass("org.logicalgo.rules.Ruleset");
        Class<?> grid = loader.loadClass("org.logicalgo.rules.Grid");
        Class<?> setup = loader.loadClass("org.logicalgo.rules.Setup");
        Class<?> policy = loader.loadClass("org.logicalgo.fast.Playouts$Policy");
        Class<?> series = loader.loadClass("org.logicalgo.bench.PlayoutSeries");
        Object s = setup.getMethod("of", ruleset, grid).invoke(null, ruleset.getField("TROMP_TAYLOR").get(null),
                grid.getConstructor(int.class, int.class).newInstance(side, side));
        s = setup.getMethod("withKomi", double.class).invoke(s, 0.0);
        Object p = policy.getMethod("of", String.class).invoke(null, policyName);
        Object playouts = series.getConstructor(setup, policy, long.class).newInstance(s, p, 1L);
        // Each call plays one playout and answers the turns of all so far.
        MethodHandle play = MethodHandles.publicLookup().findVirtual(series, "playOne", MethodType.methodType(long.class)).bindTo(playouts);
        MethodHandle turns = MethodHandles.publicLookup().findVirtual(series, "turns", MethodType.methodType(long.class)).bindTo(playouts);
        return MethodHandles.filterReturnValue(play, MethodHandles.dropArguments(turns, 0, long.class));
    }

    /** Turns played per second of the thread's CPU time over a window of that many CPU seconds. */
    private static double window(MethodHandle playOne, double seconds) throws Throwable {
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        long cpuEnd = cpuStart + (long) (seconds * 1e9);
        long cpu = cpuStart;
        long asked = System.nanoTime();
        long first = (long) playOne.invokeExact();
        long n = 0;
        while (cpu < cpuEnd) {
            n = (long) playOne.invokeExact() - first;
            long now = System.nanoTime();
            if (now - asked >= 1_000_000) {
                asked = now;
                cpu = THREADS.getCurrentThreadCpuTime();
            }
        }
        return n / ((cpu - cpuStart) / 1e9);
    }

    private static double median(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return (s[(s.length - 1) / 2] + s[s.length / 2]) / 2;
    }

    public static void main(String[] args) throws Throwable {
        if (args.length < 2 || !Files.isRegularFile(Path.of(args[0])) || !Files.isRegularFile(Path.of(args[1]))) {
            System.err.println("usage: java src/bench/CompareBuilds.java OLD.jar NEW.jar [SIDE [ROUNDS [SECONDS [POLICY]]]]");
            System.exit(2);
        }
        int side;
        int rounds;
        double seconds;
        try {
            side = args.length > 2 ? Integer.parseInt(args[2]) : 9;
            rounds = args.length > 3 ? Integer.parseInt(args[3]) : 8;
            seconds = args.length > 4 ? Double.parseDouble(args[4]) : 2;
        } catch (NumberFormatException e) {
            side = 0;
            rounds = 0;
            seconds = 0;
        }
        String policyName = args.length > 5 ? args[5] : "light-own-eye";
        if (side < 1 || side > 25 || rounds < 1 || rounds > 1000 || !(seconds > 0 && seconds <= 600)
                || !List.of("light-own-eye", "light-dailey-eye").contains(policyName)) {
            System.err.println("CompareBuilds: SIDE is 1 to 25, ROUNDS 1 to 1000, SECONDS above 0 and at most 600, POLICY"
                    + " light-own-eye or light-dailey-eye; given: " + String.join(" ", args));
            System.exit(2);
        }
        MethodHandle old = series(Path.of(args[0]), side, policyName);
        MethodHandle neu = series(Path.of(args[1]), side, policyName);
        // Warm-up: 1 s windows of each in turn until each is within 3 % of its window before (at most 8 each).
        double po = 0;
        double pn = 0;
        for (int w = 0; w < 8; w++) {
            double o = window(old, 1);
            double n = window(neu, 1);
            boolean steady = Math.abs(o - po) <= 0.03 * po && Math.abs(n - pn) <= 0.03 * pn;
            po = o;
            pn = n;
            if (steady) {
                break;
            }
        }
        double[] ratio = new double[rounds];
        double[] a = new double[rounds];
        double[] b = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            if (r % 2 == 0) {
                a[r] = window(old, seconds);
                b[r] = window(neu, seconds);
            } else {
                b[r] = window(neu, seconds);
                a[r] = window(old, seconds);
            }
            ratio[r] = b[r] / a[r];
            System.out.printf(Locale.ROOT, "%dx%d round %d: old %,.0f new %,.0f turns per CPU s: %.3f; load average %s%n", side, side, r + 1,
                    a[r], b[r], ratio[r], Files.readString(Path.of("/proc/loadavg")).trim());
        }
        double[] sorted = ratio.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "%dx%d: new / old, median of %d rounds %.3f (min %.3f, max %.3f); old %,.0f new %,.0f (medians)%n",
                side, side, rounds, median(ratio), sorted[0], sorted[rounds - 1], median(a), median(b));
    }
}
