package org.logicalgo.display;

/**
 * The one escaping of text put into markup, for every page, drawing and report the project writes
 * (HTML, SVG, XML): the same for element text and for attribute values in double or single quotes.
 */
public final class Markup {

    private Markup() {
    }

    /**
     * Text as markup shows it: {@code & < > " '} escaped, and the control characters XML 1.0 cannot
     * hold at all dropped (tab, line feed and carriage return are kept).
     */
    public static String text(String s) {
        StringBuilder b = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> {
                    if (c >= 0x20 && c != 0xFFFE && c != 0xFFFF || c == '\n' || c == '\t' || c == '\r') {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }
}
