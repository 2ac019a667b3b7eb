package org.logicalgo.gtp;

/** An engine that could not be talked to: it did not start, died, hung or answered nonsense. One line. */
public final class GtpException extends Exception {

    /** What went wrong, so a runner can tell a hang from a crash. */
    public enum Kind { START, DIED, TIMEOUT, NONSENSE }

    private final Kind kind;

    public GtpException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
