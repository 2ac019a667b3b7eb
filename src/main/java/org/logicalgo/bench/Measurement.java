package org.logicalgo.bench;

import java.util.Arrays;
import java.util.function.LongSupplier;

/**
 * How {@code bench} times a workload so that its figures can be trusted: it runs the work in
 * windows of a fixed length until the rate is steady (two successive windows within
 * {@link #STEADY} of each other: the JIT has done its work), or until the warm-up cap, then times
 * a number of windows and keeps each one's rate. One thread; the caller pins it if it likes.
 *
 * @param warmUpWindows how many windows the warm-up took
 * @param steady whether the warm-up ended by two successive windows agreeing, not by the cap
 * @param rates the rate of each timed window (units of work a second), smallest first
 */
public record Measurement(int warmUpWindows, boolean steady, double[] rates) {

    /** Two successive warm-up windows whose rates differ by at most this fraction mean the rate is steady. */
    public static final double STEADY = 0.03;

    public Measurement {
        rates = rates.clone();
        Arrays.sort(rates);
    }

    /**
     * Measures {@code work}, a call of which does some units of work and says how many.
     *
     * @param warmUpWindow the length of a warm-up window, in seconds
     * @param warmUpCap the longest the warm-up may take, in seconds
     * @param window the length of a timed window, in seconds
     * @param iterations how many windows are timed
     */
    public static Measurement of(LongSupplier work, double warmUpWindow, double warmUpCap, double window, int iterations) {
        long warmUpEnd = System.nanoTime() + (long) (warmUpCap * 1e9);
        double previous = rate(work, warmUpWindow);
        int windows = 1;
        boolean steady = false;
        while (!steady && System.nanoTime() < warmUpEnd) {
            double now = rate(work, warmUpWindow);
            windows++;
            steady = Math.abs(now - previous) <= STEADY * previous;
            previous = now;
        }
        double[] rates = new double[iterations];
        for (int i = 0; i < iterations; i++) {
            rates[i] = rate(work, window);
        }
        return new Measurement(windows, steady, rates);
    }

    /** Runs the work over and over for about this many seconds; returns units of work a second. */
    private static double rate(LongSupplier work, double seconds) {
        long units = 0;
        long start = System.nanoTime();
        long end = start + (long) (seconds * 1e9);
        long now;
        do {
            units += work.getAsLong();
            now = System.nanoTime();
        } while (now < end);
        return units / ((now - start) / 1e9);
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
}
