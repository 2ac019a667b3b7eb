package org.logicalgo.io;

/**
 * Text from outside (an engine's answers and its standard error) is data: printed as it came, an
 * ESC could colour or clear a terminal, a NUL or a carriage return hide what precedes it in a
 * report. Whatever shows such text shows it through {@link #of}.
 */
public final class Printable {

    private Printable() {
    }

    /**
     * The text with every control character escaped, so that what is shown is what was sent:
     * {@code \n}, {@code \r}, {@code \t}, else {@code \xHH} for C0, DEL and C1 (ESC arrives as
     * {@code \x1b}), and {@code \\uHHHH} for the Unicode line and paragraph separators and the
     * bidirectional controls, which end or reorder what a terminal shows. A backslash is doubled, so
     * that a text spelling {@code \x1b} cannot pass for one that held an ESC.
     */
    public static String of(String text) {
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
            } else if (c == '\\') {
                out.append("\\\\");
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
     * Each line of a text as {@link #of} shows it, the line ends kept: for answers that are several
     * lines by right (a board drawn, a list of commands). A lone carriage return is not a line end.
     */
    public static String lines(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        int start = 0;
        for (int end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
            out.append(of(text.substring(start, end))).append('\n');
            start = end + 1;
        }
        return out.append(of(text.substring(start))).toString();
    }

    private static boolean escaped(char c) {
        return c < 0x20 || c == '\\' || (c >= 0x7f && c <= 0x9f) || c == '\u2028' || c == '\u2029'
                || (c >= '\u202a' && c <= '\u202e') || (c >= '\u2066' && c <= '\u2069');
    }
}
