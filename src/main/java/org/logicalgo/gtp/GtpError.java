package org.logicalgo.gtp;

/** A command refused: its message is the text of the {@code ?} answer. */
final class GtpError extends Exception {

    GtpError(String message) {
        super(message);
    }
}
