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
}
