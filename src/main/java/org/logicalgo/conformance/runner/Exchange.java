package org.logicalgo.conformance.runner;

import java.time.Duration;

import org.logicalgo.gtp.GtpClient;
import org.logicalgo.gtp.GtpException;

/**
 * One case's dialogue with its engine: each command waits at most its own timeout and never past
 * the case's deadline, after which the case times out.
 */
final class Exchange {

    private final GtpClient engine;
    private final ConformanceRunner.Options options;
    /** {@link System#nanoTime()} past which the case has taken too long. */
    private final long deadline;

    Exchange(GtpClient engine, ConformanceRunner.Options options, long deadline) {
        this.engine = engine;
        this.options = options;
        this.deadline = deadline;
    }

    GtpClient engine() {
        return engine;
    }

    ConformanceRunner.Options options() {
        return options;
    }

    /** A command that answers at once (not {@code final_score}). */
    GtpClient.Response send(String command) throws GtpException {
        return send(command, options.commandTimeout());
    }

    GtpClient.Response send(String command, Duration timeout) throws GtpException {
        return engine.send(command, wait(timeout));
    }

    /** A command the case cannot go on without: a refusal ends the case as an error. */
    void require(String command) throws GtpException {
        GtpClient.Response r = send(command);
        if (!r.success()) {
            throw new GtpException(GtpException.Kind.NONSENSE, "'" + command + "' failed: ? " + r.text());
        }
    }

    /** How long the next answer may take: its timeout, or what is left of the case's time. */
    Duration wait(Duration timeout) throws GtpException {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            throw new GtpException(GtpException.Kind.TIMEOUT, "the case took longer than " + options.caseTimeout().toSeconds() + " s");
        }
        return Duration.ofNanos(Math.min(left, timeout.toNanos()));
    }
}
