package org.logicalgo.sgf;

/**
 * An SGF text that cannot be read, or a Go record that makes no sense: one line naming the byte
 * offset (counted from 0) and what was expected there.
 */
public final class SgfException extends IllegalArgumentException {

    private final int offset;

    public SgfException(int offset, String message) {
        super("byte " + offset + ": " + message);
        this.offset = offset;
    }

    /** The byte offset, counted from 0, of the place the message names. */
    public int offset() {
        return offset;
    }
}
