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

    /**
     * A value as a message may quote it: on one line (control characters shown by their code) and
     * at most 40 characters long, so that a message stays one line whatever the file holds.
     */
    public static String quote(String value) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < value.length() && out.length() < 40; i++) {
            char c = value.charAt(i);
            out.append(Character.isISOControl(c) ? String.format("\\x%02x", (int) c) : String.valueOf(c));
        }
        return out.length() >= 40 && value.length() > 40 ? out + "..." : out.toString();
    }

    /** The byte offset, counted from 0, of the place the message names. */
    public int offset() {
        return offset;
    }
}
