package org.logicalgo.cli;

/**
 * Bad input from the user (a file, an argument, an engine's answer): reported as one line naming
 * the place, with exit status 2, never as a stack trace.
 */
public class UserError extends RuntimeException {
    public UserError(String message) {
        super(message);
    }

    public UserError(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * A refusal several lines long by right (what the suite has, for a selection that matches
     * nothing), its words from outside already shown escaped where it was written: its line ends
     * are kept, where any other refusal's are escaped so that no name can forge a line.
     */
    public static final class Lines extends UserError {
        public Lines(String message) {
            super(message);
        }
    }
}
