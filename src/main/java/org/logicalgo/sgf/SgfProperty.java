package org.logicalgo.sgf;

import java.util.ArrayList;
import java.util.List;

/**
 * One property of a node: its identifier and its values as written between the brackets, escapes
 * kept ({@code \]} stays two characters), so that writing it back gives the same text.
 *
 * @param id     the identifier in capitals ({@code AB}; old FF[1-3] files may write {@code AddBlack})
 * @param values the raw values, at least one, each without the brackets
 * @param offset the byte offset of the identifier in the file, or -1 for a property made in memory
 */
public record SgfProperty(String id, List<String> values, int offset) {

    public SgfProperty {
        if (id.isEmpty() || !id.chars().allMatch(c -> c >= 'A' && c <= 'Z')) {
            throw new IllegalArgumentException("'" + id + "' is not an SGF property identifier (capital letters)");
        }
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new IllegalArgumentException("the property " + id + " has no value");
        }
        for (String raw : values) {
            if (!escapedWell(raw)) {
                throw new IllegalArgumentException("the value of " + id + " has an unescaped ']' or ends with a lone '\\'");
            }
        }
    }

    /** A property made in memory from plain values, escaped as FF[4] asks. */
    public static SgfProperty of(String id, String... plainValues) {
        List<String> raw = new ArrayList<>(plainValues.length);
        for (String v : plainValues) {
            raw.add(escape(v));
        }
        return new SgfProperty(id, raw, -1);
    }

    /** A property made in memory from values already written as SGF (e.g. a composed {@code aa:cc}). */
    public static SgfProperty ofRaw(String id, List<String> rawValues) {
        return new SgfProperty(id, rawValues, -1);
    }

    /** The first value with its escapes resolved (FF[4] Text: a backslash keeps the next character, soft line breaks vanish). */
    public String text() {
        return unescape(values.get(0));
    }

    /**
     * FF[4] escaping of Text: {@code ]} and {@code \} get a backslash. A colon needs one only inside
     * a composed value, which is built with {@link #ofRaw}.
     */
    public static String escape(String plain) {
        StringBuilder out = new StringBuilder(plain.length());
        for (int i = 0; i < plain.length(); i++) {
            char c = plain.charAt(i);
            if (c == ']' || c == '\\') {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
    }

    /**
     * FF[4] Text: a backslash followed by a line break is a soft line break and is removed; a
     * backslash followed by any other character stands for that character.
     */
    public static String unescape(String raw) {
        StringBuilder out = new StringBuilder(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '\\' && i + 1 < raw.length()) {
                char next = raw.charAt(++i);
                if (next == '\r' || next == '\n') {
                    // A soft line break is the backslash and one line break: \r\n or \n\r count as one.
                    if (i + 1 < raw.length()) {
                        char after = raw.charAt(i + 1);
                        if ((after == '\r' || after == '\n') && after != next) {
                            i++;
                        }
                    }
                    continue;
                }
                out.append(next);
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /**
     * Splits a composed value ({@code aa:cc}, {@code 19:13}) at its first unescaped colon; a value
     * without one gives a single part.
     */
    public static List<String> compose(String raw) {
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == ':') {
                return List.of(raw.substring(0, i), raw.substring(i + 1));
            }
        }
        return List.of(raw);
    }

    static boolean escapedWell(String raw) {
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '\\') {
                if (i + 1 == raw.length()) {
                    return false;
                }
                i++;
            } else if (c == ']') {
                return false;
            }
        }
        return true;
    }
}
