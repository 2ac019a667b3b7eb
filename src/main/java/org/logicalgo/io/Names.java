package org.logicalgo.io;

/**
 * Names are data: a file or an archive entry may be named with any character, and a name printed
 * as it is could move the cursor, colour a terminal, or end a line and forge the next row of a
 * table. Every place that prints a name (or a line holding one) shows it through {@link #shown}.
 */
public final class Names {

    private Names() {
    }

    /**
     * The text with every control character escaped: {@code \n}, {@code \r}, {@code \t}, else
     * {@code \xHH} for C0, DEL and C1 ({@code \e[31m} arrives as {@code \x1b[31m}), and
     * {@code \\uHHHH} for the Unicode line and paragraph separators and the bidirectional
     * controls, which reorder or end what a terminal or an editor shows. A backslash stays as it
     * is (paths and messages hold them): a name spelling {@code \x1b} reads as its escape, harmlessly.
     */
    public static String shown(String text) {
        int i = 0;
        while (i < text.length() && !escaped(text.charAt(i))) {
            i++;
        }
        if (i == text.length()) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length() + 16).append(text, 0, i);
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!escaped(c)) {
                out.append(c);
            } else if (c == '\n') {
                out.append("\\n");
            } else if (c == '\r') {
                out.append("\\r");
            } else if (c == '\t') {
                out.append("\\t");
            } else if (c < 0x100) {
                out.append(String.format("\\x%02x", (int) c));
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        return out.toString();
    }

    /** Whether a character is shown escaped: the one list, for JSON's escaping too. */
    public static boolean escaped(int c) {
        return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == '\u2028' || c == '\u2029'
                || (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069');
    }
}
