package org.logicalgo.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.logicalgo.rules.Setup;

/**
 * MTD(f) on more than one core: each thread owns a {@link Solver} (its own board and table) and
 * runs a test of its own, "is the value at least g?", for a g no other thread is testing. Every
 * test that ends proves a bound, whichever thread ran it, so the value is the same as one thread's:
 * the threads only share the bounds proved. A thread whose test the others' bounds have made moot
 * (its g no longer between them) abandons it, takes its turns back and takes another.
 *
 * <p>Why tests and not subtrees: a test needs nothing from another thread while it runs, so no
 * table is shared and no lock is held during a search; on two cores the two tests beside the
 * guess, g and g + 1, settle the value at once when the guess is right.
 */
final class TwoCores {

    private final Solver[] solvers;
    /** The root player's value lies in lo..hi: proved by the tests that have ended. */
    private volatile int lo;
    private volatile int hi;
    private int guess;
    /** testing[i]: the g thread i is testing, or Integer.MIN_VALUE when it is idle. */
    private final int[] testing;
    private volatile RuntimeException failure;
    /** The thread whose test ended last: its hints run along the line that proved the value. */
    private int lastProver;

    private TwoCores(Setup setup, Solver.Options options, Consumer<Solver.Stats> progress) {
        int n = options.threads();
        Solver.Options each = options.withThreads(1).withBounds(options.maxNodes(), options.maxNanos(),
                Math.max(1, options.maxTableBytes() / n));
        solvers = new Solver[n];
        testing = new int[n];
        // One progress line for all: the first thread reports the sum.
        for (int i = 0; i < n; i++) {
            int me = i;
            solvers[i] = new Solver(setup, each, me == 0 && progress != null ? st -> progress.accept(sum(st)) : null);
            solvers[i].abandonWhen(() -> moot(me));
            testing[i] = Integer.MIN_VALUE;
        }
        lo = solvers[0].lowest();
        hi = solvers[0].highest();
        guess = solvers[0].rootView(options.guess());
    }

    static Solver.Solution solve(Setup setup, Solver.Options options, Consumer<Solver.Stats> progress) {
        return new TwoCores(setup, options, progress).run();
    }

    private Solver.Solution run() {
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < solvers.length; i++) {
            int me = i;
            Thread t = new Thread(() -> work(me), "solve-" + i);
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while the threads searched", e);
            }
        }
        long nodes = 0;
        long ends = 0;
        for (Solver s : solvers) {
            nodes += s.nodes();
            ends += s.ends();
        }
        synchronized (this) {
            if (failure instanceof Solver.Stopped stopped) {
                throw new Solver.Stopped(stopped.getMessage(), sum(stopped.stats()));
            }
            if (failure != null) {
                throw failure;
            }
        }
        // The thread whose test ended last reads the variation off: its table and hints hold the
        // line that proved the value (another's may hold next to nothing: a test abandoned at once
        // leaves every refutation to be searched again).
        Solver reader;
        synchronized (this) {
            reader = solvers[lastProver];
        }
        reader.prove(lo, hi);
        Solver.Solution s = reader.finish(lo, nodes, ends);
        return s;
    }

    /** One thread's loop: take a g, test it, share what it proved, until the bounds meet. */
    private void work(int me) {
        Solver solver = solvers[me];
        solver.begin();
        while (true) {
            int gamma;
            synchronized (this) {
                while (true) {
                    if (failure != null || lo >= hi) {
                        testing[me] = Integer.MIN_VALUE;
                        notifyAll();
                        return;
                    }
                    gamma = next(me);
                    if (gamma != Integer.MIN_VALUE) {
                        break;
                    }
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return;
                    }
                }
                testing[me] = gamma;
                solver.prove(lo, hi);
            }
            int v;
            try {
                v = solver.prove(gamma);
            } catch (Solver.Abandoned e) {
                solver.unwind();
                synchronized (this) {
                    testing[me] = Integer.MIN_VALUE;
                }
                continue;
            } catch (RuntimeException e) {
                synchronized (this) {
                    if (failure == null) {
                        failure = e;
                    }
                    testing[me] = Integer.MIN_VALUE;
                    notifyAll();
                }
                return;
            }
            synchronized (this) {
                if (v >= gamma) {
                    lo = Math.max(lo, v);
                } else {
                    hi = Math.min(hi, v);
                }
                guess = v;
                lastProver = me;
                testing[me] = Integer.MIN_VALUE;
                notifyAll();
            }
        }
    }

    /**
     * The g thread me tests next: MTD(f)'s (the last answer, kept between the bounds), or the
     * nearest one beside it no other thread is testing; MIN_VALUE when every g worth testing is taken.
     */
    private int next(int me) {
        int first = Math.max(lo + 1, Math.min(guess, hi));
        for (int d = 0; d <= hi - lo; d++) {
            for (int g : new int[] {first + d, first - d}) {
                if (g > lo && g <= hi && !taken(g, me)) {
                    return g;
                }
            }
        }
        return Integer.MIN_VALUE;
    }

    private boolean taken(int g, int me) {
        for (int i = 0; i < testing.length; i++) {
            if (i != me && testing[i] == g) {
                return true;
            }
        }
        return false;
    }

    /** A test is moot once the bounds proved leave its g outside them, or another thread failed. */
    private boolean moot(int me) {
        int g = testing[me];
        return failure != null || g != Integer.MIN_VALUE && (g <= lo || g > hi);
    }

    /** The stats of all threads together, with the bounds proved by any. */
    private Solver.Stats sum(Solver.Stats any) {
        long nodes = 0;
        long entries = 0;
        long bytes = 0;
        long dropped = 0;
        int deepest = 0;
        for (Solver s : solvers) {
            Solver.Stats st = s.stats();
            nodes += st.nodes();
            entries += st.tableEntries();
            bytes += st.tableBytes();
            dropped += st.dropped();
            deepest = Math.max(deepest, st.deepest());
        }
        int[] black = solvers[0].blackBounds(lo, hi);
        return new Solver.Stats(nodes, entries, bytes, any.iteration(), deepest, any.nanos(), black[0], black[1],
                dropped);
    }
}
