package org.logicalgo.gtp;

import java.util.List;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Turn;

/** A command's arguments as GTP v2 writes them (section 2.9): int, colour, vertex, move; else a syntax error. */
final class GtpArgs {

    private GtpArgs() {
    }

    /**
     * A GTP int: ASCII digits (not any Unicode digit, as {@link Integer#parseInt} takes), else a
     * syntax error; a number too large for an int is kept as the largest one, so that the command
     * gives the reason that applies to it ("unacceptable size"), not "syntax error".
     */
    static int gtpInt(String text) throws GtpError {
        if (!text.matches("[+-]?[0-9]+")) {
            throw new GtpError("syntax error");
        }
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return text.startsWith("-") ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        }
    }

    static Colour colour(List<String> args, int at) throws GtpError {
        if (args.size() <= at) {
            throw new GtpError("syntax error");
        }
        try {
            return Colour.ofPlayer(args.get(at));
        } catch (IllegalArgumentException e) {
            throw new GtpError("syntax error");
        }
    }

    static Turn move(List<String> args) throws GtpError {
        if (args.size() != 2) {
            throw new GtpError("syntax error");
        }
        Colour c = colour(args, 0);
        String vertex = args.get(1);
        if (vertex.equalsIgnoreCase("pass")) {
            return new Turn.Pass(c);
        }
        // A well-formed vertex is a move, on the grid or off it: whether the grid has the point is the
        // rules' to say (TT-1, rules.Check.ON_GRID), with the rest of the verdict. Anything else is a syntax error.
        if (!vertex.matches("(?i)[a-hj-z][0-9]{1,2}")) {
            throw new GtpError("syntax error");
        }
        try {
            return new Turn.Play(c, Point.named(vertex));
        } catch (IllegalArgumentException e) {
            throw new GtpError("syntax error");
        }
    }
}
