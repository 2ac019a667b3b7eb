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
 * given).
 *
 * <p>In one JVM each build is compiled once, one draw of the JIT's choices each, and a change that
 * only moves code about can come out a few hundredths either way (docs/performance.md). With
 * {@code --fresh} each build runs instead in JVMs of its own, a pair of them a round (the order
 * alternating), each warmed up and timed over three windows, with the JVM flags this one was
 * given; the ratio of the means and the median of the pairs' ratios are printed:
 *
 * <pre>
 * taskset -c 1 java -XX:-UseCompressedOops src/bench/CompareBuilds.java --fresh old.jar new.jar 9 8 2 light-dailey-eye
 * </pre>
 * The ratio is of turns played per CPU second, which is the ratio of playouts when the
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
        if (args.length > 0 && args[0].equals("--one")) {
            one(args);
            return;
        }
        boolean fresh = args.length > 0 && args[0].equals("--fresh");
        if (fresh) {
            args = Arrays.copyOfRange(args, 1, args.length);
        }
        if (args.length < 2 || !Files.isRegularFile(Path.of(args[0])) || !Files.isRegularFile(Path.of(args[1]))) {
            System.err.println("usage: java src/bench/CompareBuilds.java [--fresh] OLD.jar NEW.jar [SIDE [ROUNDS [SECONDS [POLICY]]]]");
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
        if (fresh) {
            fresh(args[0], args[1], side, rounds, seconds, policyName);
            return;
        }
        MethodHandle old = series(Path.of(args[0]), side, policyName);
        MethodHandle neu = series(Path.of(args[1]), side, policyName);
        warmUp(old, neu);
        together(old, neu, side, rounds, seconds);
    }

    /** 1 s windows of each in turn until each is within 3 % of its window before (at most 8 each). */
    private static void warmUp(MethodHandle old, MethodHandle neu) throws Throwable {
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
    }

    /** --one JAR SIDE SECONDS POLICY, in a JVM of its own: one build warmed up, then the mean of three windows. */
    private static void one(String[] args) throws Throwable {
        if (args.length != 5 || !Files.isRegularFile(Path.of(args[1]))) {
            System.err.println("usage (the child of --fresh): java src/bench/CompareBuilds.java --one JAR SIDE SECONDS POLICY");
            System.exit(2);
        }
        MethodHandle build = series(Path.of(args[1]), Integer.parseInt(args[2]), args[4]);
        warmUp(build, build);
        double seconds = Double.parseDouble(args[3]);
        double sum = 0;
        for (int w = 0; w < 3; w++) {
            sum += window(build, seconds);
        }
        System.out.println(sum / 3);
    }

    /** Rounds of two fresh JVMs, one a build, the order alternating. */
    private static void fresh(String oldJar, String newJar, int side, int rounds, double seconds, String policy) throws Exception {
        String self = ProcessHandle.current().info().arguments().stream().flatMap(Arrays::stream)
                .filter(a -> a.endsWith("CompareBuilds.java")).findFirst()
                .orElseThrow(() -> new IllegalStateException("--fresh runs from the source file (java src/bench/CompareBuilds.java)"));
        double[] ratio = new double[rounds];
        double[] a = new double[rounds];
        double[] b = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            if (r % 2 == 0) {
                a[r] = child(self, oldJar, side, seconds, policy);
                b[r] = child(self, newJar, side, seconds, policy);
            } else {
                b[r] = child(self, newJar, side, seconds, policy);
                a[r] = child(self, oldJar, side, seconds, policy);
            }
            ratio[r] = b[r] / a[r];
            System.out.printf(Locale.ROOT, "%dx%d pair %d: old %,.0f new %,.0f turns per CPU s: %.3f; load average %s%n", side, side, r + 1,
                    a[r], b[r], ratio[r], Files.readString(Path.of("/proc/loadavg")).trim());
        }
        double[] sorted = ratio.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "%dx%d: new / old in fresh JVMs, ratio of the means %.3f, median of %d pairs %.3f (min %.3f, max %.3f);"
                        + " old %,.0f new %,.0f (means)%n", side, side, mean(b) / mean(a), rounds, median(ratio), sorted[0],
                sorted[rounds - 1], mean(a), mean(b));
    }

    private static double child(String self, String jar, int side, double seconds, String policy) throws Exception {
        List<String> command = new java.util.ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
        command.addAll(List.of(self, "--one", jar, String.valueOf(side), String.valueOf(seconds), policy));
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).trim();
        if (p.waitFor() != 0 || out.isEmpty()) {
            System.err.println("CompareBuilds: the run of " + jar + " failed");
            System.exit(1);
        }
        return Double.parseDouble(out);
    }

    private static double mean(double[] v) {
        return Arrays.stream(v).average().orElse(0);
    }

    /** Rounds of one JVM running both builds in turn. */
    private static void together(MethodHandle old, MethodHandle neu, int side, int rounds, double seconds) throws Throwable {
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
