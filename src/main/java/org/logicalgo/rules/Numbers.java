package org.logicalgo.rules;

/**
 * A number as a user writes it on the command line, in a request or a record: ASCII digits, an
 * optional sign. {@link Integer#parseInt} also takes any script's digits ({@code ２x２} was a 2x2
 * grid, {@code C٣} a point), which no other Go program reads and which look like what they are not.
 */
public final class Numbers {

    private Numbers() {
    }

    /**
     * @throws NumberFormatException for anything but {@code [+-]?[0-9]+}, or a number past an int
     */
    public static int parseInt(String text) {
        long n = parseLong(text);
        if (n < Integer.MIN_VALUE || n > Integer.MAX_VALUE) {
            throw new NumberFormatException("'" + text + "' is out of range (" + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE + ")");
        }
        return (int) n;
    }

    /**
     * @throws NumberFormatException for anything but {@code [+-]?[0-9]+}, or a number past a long
     */
    public static long parseLong(String text) {
        try {
            return Long.parseLong(ascii(text));
        } catch (NumberFormatException e) {
            if (e.getMessage() != null && e.getMessage().startsWith("'")) {
                throw e;
            }
            throw new NumberFormatException("'" + text + "' is out of range (" + Long.MIN_VALUE + " to " + Long.MAX_VALUE + ")");
        }
    }

    /** The text when it is {@code [+-]?[0-9]+}; else a refusal whose message starts with the text quoted. */
    private static String ascii(String text) {
        int start = !text.isEmpty() && (text.charAt(0) == '+' || text.charAt(0) == '-') ? 1 : 0;
        if (text.length() == start) {
            throw new NumberFormatException("'" + text + "' holds no digit");
        }
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw new NumberFormatException("'" + text + "' is not a whole number in the digits 0 to 9");
            }
        }
        return text;
    }
}
