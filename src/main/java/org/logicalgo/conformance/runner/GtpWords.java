package org.logicalgo.conformance.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Turn;

/**
 * The words the runner says to an engine and reads back: a turn as GTP names it, komi as a GTP
 * float, a starting colouring as {@code gogui-setup}'s stones or a one-node SGF for {@code loadsgf},
 * and a {@code final_score} answer compared with the result the rules give.
 */
final class GtpWords {

    private GtpWords() {
    }

    static String gtpCommand(Turn turn) {
        if (turn instanceof Turn.Pass pass) {
            return "play " + pass.colour().word().toLowerCase(Locale.ROOT) + " pass";
        }
        if (turn instanceof Turn.Play play) {
            return "play " + play.colour().word().toLowerCase(Locale.ROOT) + " " + play.point().name();
        }
        Turn.Agreement agreement = (Turn.Agreement) turn;
        return ("logicalgo-agree " + agreement.emptied().stream().map(Point::name).sorted().collect(Collectors.joining(" "))).trim();
    }

    static String komiText(double komi) {
        return komi == Math.rint(komi) ? Long.toString((long) komi) : Double.toString(komi);
    }

    /** A starting colouring as {@code gogui-setup}'s arguments: {@code b A1 w B2 ...}. */
    static String setupStones(Colouring start) {
        List<String> words = new ArrayList<>();
        for (Colour c : List.of(Colour.BLACK, Colour.WHITE)) {
            for (Point p : start.pointsOf(c)) {
                words.add(c.letter().toLowerCase(Locale.ROOT) + " " + p.name());
            }
        }
        return String.join(" ", words);
    }

    /** SGF FF[4]: columns and rows are letters from a, rows counted from the top. */
    static String setupSgf(Colouring start, Colour toMove, double komi) {
        Grid grid = start.grid();
        StringBuilder sgf = new StringBuilder("(;FF[4]GM[1]SZ[");
        sgf.append(grid.width() == grid.height() ? Integer.toString(grid.width()) : grid.width() + ":" + grid.height()).append(']');
        sgf.append("KM[").append(komiText(komi)).append(']');
        for (Colour colour : List.of(Colour.BLACK, Colour.WHITE)) {
            List<Point> stones = start.pointsOf(colour);
            if (!stones.isEmpty()) {
                sgf.append(colour == Colour.BLACK ? "AB" : "AW");
                for (Point p : stones) {
                    sgf.append('[').append((char) ('a' + p.column())).append((char) ('a' + (grid.height() - 1 - p.row()))).append(']');
                }
            }
        }
        sgf.append("PL[").append(toMove.letter()).append("])\n");
        return sgf.toString();
    }

    /** Whether a GTP {@code final_score} answer says the same as an expected result ({@code B+3.5}, {@code W+1}, {@code 0}). */
    static boolean sameResult(String expected, String answer) {
        Double x = margin(expected.trim());
        if (x == null) {
            // TT-V10, TT-V11: a result not counted (B+F, W+F, Void) is said in its own words.
            return expected.trim().equalsIgnoreCase(answer.trim());
        }
        Double a = margin(answer.trim());
        return a != null && a.equals(x);
    }

    /** Whether GTP can name a point of the engine's board (a letter of its columns, a row up to 25). */
    static boolean nameable(Point p) {
        return p.column() < Point.COLUMN_LETTERS.length() && p.row() < Grid.MAX_SIDE;
    }

    /** A result's margin for Black ({@code W+2} is -2), or null when it is not a result. */
    static Double margin(String result) {
        String r = result.toUpperCase(Locale.ROOT);
        if (r.equals("0") || r.equals("DRAW") || r.equals("JIGO") || r.equals("0.0")) {
            return 0.0;
        }
        if (r.length() < 3 || r.charAt(1) != '+' || (r.charAt(0) != 'B' && r.charAt(0) != 'W')) {
            return null;
        }
        try {
            double m = Double.parseDouble(r.substring(2));
            return r.charAt(0) == 'B' ? m : -m;
        } catch (NumberFormatException ex) {
            return null;
        }
    }

    /**
     * Who a result says won: {@code B} or {@code W} ({@code B+3.5}, {@code W+}, {@code W+0} under
     * ties=white, {@code B+F}), {@code 0} for a draw, {@code VOID} for a game without a result
     * (TT-V11); null when the text is not a result (GoGui's {@code over}, an empty answer).
     */
    static String winner(String result) {
        String r = result.trim().toUpperCase(Locale.ROOT);
        if (r.equals("VOID")) {
            return "VOID";
        }
        if (r.length() >= 2 && r.charAt(1) == '+' && (r.charAt(0) == 'B' || r.charAt(0) == 'W')) {
            return r.substring(0, 1);
        }
        Double m = margin(r);
        return m != null && m == 0 ? "0" : null;
    }

    /** Whether a result says no more than who won: a decision (B+F, W+F, Void) or a draw ({@code 0}). */
    static boolean onlyWinner(String result) {
        String w = winner(result);
        return w != null && (margin(result.trim()) == null || result.trim().equals("0"));
    }
}
