package org.logicalgo.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Progress of a long command on the error stream, only when it helps: nothing in the first
 * {@link #FIRST} seconds (a short run stays silent), then a line every few seconds. On a terminal
 * the line is rewritten in place ({@code \r}) every {@link #TERMINAL_EVERY} seconds; elsewhere (a
 * log, a pipe) a whole line every {@link #LOG_EVERY} seconds, with no control character.
 */
final class Progress {

    static final double FIRST = 2;
    static final double TERMINAL_EVERY = 1;
    static final double LOG_EVERY = 5;

    private final PrintWriter err;
    private final boolean terminal;
    private final LongSupplier clock;
    private final long started;
    private final long everyNanos;
    private long next;
    private boolean shown;

    /** Progress on {@code err}, rewritten in place when the process runs on a terminal. */
    Progress(PrintWriter err) {
        this(err, System.console() != null, System::nanoTime);
    }

    Progress(PrintWriter err, boolean terminal, LongSupplier clock) {
        this.err = err;
        this.terminal = terminal;
        this.clock = clock;
        this.started = clock.getAsLong();
        this.everyNanos = (long) ((terminal ? TERMINAL_EVERY : LOG_EVERY) * 1e9);
        this.next = started + (long) (FIRST * 1e9);
    }

    /** Shows {@code what} with the time so far if a line is due; cheap when none is. */
    void report(Supplier<String> what) {
        long now = clock.getAsLong();
        if (now - next < 0) {
            return;
        }
        next = now + everyNanos;
        String line = what.get() + ", " + String.format(Locale.ROOT, "%.0f s", (now - started) / 1e9);
        if (terminal) {
            err.print("\r" + line + "   ");
        } else {
            err.println(line);
        }
        err.flush();
        shown = true;
    }

    /** Ends a line rewritten in place, so that what follows starts on a line of its own. */
    void done() {
        if (shown && terminal) {
            err.println();
            err.flush();
        }
    }
}
