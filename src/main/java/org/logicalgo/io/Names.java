package org.logicalgo.io;

/**
 * Names, and any text from outside, are data: a file or an archive entry may be named with any
 * character, and an engine may answer with any byte; printed as it is, such text could move the
 * cursor, colour a terminal, hide what precedes it behind a NUL or a carriage return, or end a line
 * and forge the next row of a table or a report. Every place that prints a name, a line holding
 * one, or an engine's words shows it through {@link #shown} (or {@link #lines}): one rule.
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

    /**
     * Each line of a text as {@link #shown} shows it, the line ends kept: for an engine's answers
     * that are several lines by right (a board drawn, a list of commands). A lone carriage return
     * is not a line end.
     */
    public static String lines(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        int start = 0;
        for (int end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
            out.append(shown(text.substring(start, end))).append('\n');
            start = end + 1;
        }
        return out.append(shown(text.substring(start))).toString();
    }

    /** Whether a character is shown escaped: the one list, for JSON's escaping too. */
    public static boolean escaped(int c) {
        return c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == '\u2028' || c == '\u2029'
                || (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069');
    }
}
