package org.logicalgo.conformance;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Turn;

/**
 * Reads a case's turns. Unlike {@link Turn#parse}, a point named off the grid (K10 on 9x9) is
 * kept as a point, so that the engine under test is asked and TT-1 refuses it.
 */
public final class CaseTurns {

    /** The syntax of a turn in a case file, also stated in the JSON Schema. */
    public static final Pattern TURN =
            Pattern.compile("(?i)^(?:([BW]) (pass|[A-HJ-Z](?:[1-9]|1[0-9]|2[0-5]))|agree((?: [A-HJ-Z](?:[1-9]|1[0-9]|2[0-5]))*))$");

    private CaseTurns() {
    }

    public static Turn parse(String text, Grid grid) {
        Matcher m = TURN.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a turn (like 'B C3', 'W pass' or 'agree C3 D4')");
        }
        if (m.group(1) == null) {
            Set<Point> emptied = new HashSet<>();
            for (String w : m.group(3).trim().split(" ")) {
                if (!w.isEmpty()) {
                    emptied.add(point(w));
                }
            }
            return new Turn.Agreement(emptied);
        }
        Colour colour = m.group(1).equalsIgnoreCase("B") ? Colour.BLACK : Colour.WHITE;
        if (m.group(2).equalsIgnoreCase("pass")) {
            return new Turn.Pass(colour);
        }
        return new Turn.Play(colour, point(m.group(2)));
    }

    /** A GTP point name on any grid up to 25x25, on the grid or not. */
    static Point point(String name) {
        String t = name.toUpperCase(Locale.ROOT);
        return new Point(Point.COLUMN_LETTERS.indexOf(t.charAt(0)), Integer.parseInt(t.substring(1)) - 1);
    }
}
