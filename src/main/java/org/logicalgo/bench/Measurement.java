package org.logicalgo.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.function.LongSupplier;

/**
 * How {@code bench} times a workload so that its figures can be trusted: it runs the work in
 * windows of a fixed length of the thread's CPU time until the rate is steady (two successive
 * windows within {@link #STEADY} of each other: the JIT has done its work), or until the warm-up
 * cap, then times a number of windows and keeps each one's rate. Windows are counted in CPU time,
 * not wall-clock time, so that on a machine shared with other work each window holds the same
 * amount of work and the warm-up is judged by the rate per CPU second, which waiting for a core
 * does not change. One thread; the caller pins it if it likes.
 *
 * @param warmUpWindows how many windows the warm-up took
 * @param steady whether the warm-up ended by two successive windows agreeing, not by the cap
 * @param rates the rate of each timed window (units of work a second of wall-clock time), smallest first
 * @param cpuRates the same per second of the thread's CPU time, smallest first: on a shared machine
 *     the wall-clock rates count the time the thread waited for a core, these do not
 */
public record Measurement(int warmUpWindows, boolean steady, double[] rates, double[] cpuRates) {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Two successive warm-up windows whose rates differ by at most this fraction mean the rate is steady. */
    public static final double STEADY = 0.03;

    public Measurement {
        rates = rates.clone();
        Arrays.sort(rates);
        cpuRates = cpuRates.clone();
        Arrays.sort(cpuRates);
    }

    /**
     * Measures {@code work}, a call of which does some units of work and says how many.
     *
     * @param warmUpWindow the length of a warm-up window, in seconds of the thread's CPU time
     * @param warmUpCap the longest the warm-up may take, in seconds of the thread's CPU time
     * @param window the length of a timed window, in seconds of the thread's CPU time
     * @param iterations how many windows are timed
     */
    public static Measurement of(LongSupplier work, double warmUpWindow, double warmUpCap, double window, int iterations) {
        long warmUpEnd = THREADS.getCurrentThreadCpuTime() + (long) (warmUpCap * 1e9);
        double[] rate = new double[2];
        run(work, warmUpWindow, rate);
        double previous = rate[1];
        int windows = 1;
        boolean steady = false;
        while (!steady && THREADS.getCurrentThreadCpuTime() < warmUpEnd) {
            run(work, warmUpWindow, rate);
            windows++;
            steady = Math.abs(rate[1] - previous) <= STEADY * previous;
            previous = rate[1];
        }
        double[] rates = new double[iterations];
        double[] cpuRates = new double[iterations];
        for (int i = 0; i < iterations; i++) {
            run(work, window, rate);
            rates[i] = rate[0];
            cpuRates[i] = rate[1];
        }
        return new Measurement(windows, steady, rates, cpuRates);
    }

    /**
     * Runs the work over and over for about this many seconds of the thread's CPU time; puts the
     * units of work a second of wall-clock time in rate[0], of the thread's CPU time in rate[1].
     */
    public static void run(LongSupplier work, double seconds, double[] rate) {
        long units = 0;
        long cpuStart = THREADS.getCurrentThreadCpuTime();
        long cpuEnd = cpuStart + (long) (seconds * 1e9);
        long start = System.nanoTime();
        long cpu = cpuStart;
        long asked = start;
        while (cpu < cpuEnd) {
            units += work.getAsLong();
            // The thread's CPU clock is a system call: asked at most once a millisecond.
            long now = System.nanoTime();
            if (now - asked >= 1_000_000) {
                asked = now;
                cpu = THREADS.getCurrentThreadCpuTime();
            }
        }
        rate[0] = units / (Math.max(1, asked - start) / 1e9);
        rate[1] = units / (Math.max(1, cpu - cpuStart) / 1e9);
    }

    @Override
    public double[] rates() {
        return rates.clone();
    }

    @Override
    public double[] cpuRates() {
        return cpuRates.clone();
    }

    public double min() {
        return rates[0];
    }

    /** The middle rate (the mean of the two middle ones for an even number of windows). */
    public double median() {
        int n = rates.length;
        return (rates[(n - 1) / 2] + rates[n / 2]) / 2;
    }

    public double max() {
        return rates[rates.length - 1];
    }

    public double cpuMin() {
        return cpuRates[0];
    }

    public double cpuMax() {
        return cpuRates[cpuRates.length - 1];
    }

    /** The middle rate per second of CPU time. */
    public double cpuMedian() {
        int n = cpuRates.length;
        return (cpuRates[(n - 1) / 2] + cpuRates[n / 2]) / 2;
    }
}
