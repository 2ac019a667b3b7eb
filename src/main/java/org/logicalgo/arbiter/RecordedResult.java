package org.logicalgo.arbiter;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Score;

/**
 * A record's {@code RE} as FF[4] writes it: {@code B+3.5}, {@code W+R} (resignation), {@code B+T}
 * (time), {@code B+F} (forfeit), {@code B+} (winner only), {@code 0} or {@code Draw}, {@code Void},
 * {@code ?} (unknown).
 *
 * @param text   the value as written
 * @param winner the winner it names, empty for a draw or when it names none
 * @param margin the margin it gives, when it gives one (0 for a draw)
 * @param how    {@code score}, {@code draw}, {@code resignation}, {@code time}, {@code forfeit},
 *               {@code winner}, {@code void}, {@code unknown}, or {@code unreadable}
 */
public record RecordedResult(String text, Optional<Colour> winner, OptionalDouble margin, String how) {

    private static final Pattern WIN = Pattern.compile("(?i)\\s*([BW])\\s*\\+\\s*(.*?)\\s*");

    public static RecordedResult parse(String text) {
        String t = text.trim();
        String lower = t.toLowerCase(Locale.ROOT);
        if (lower.equals("0") || lower.equals("draw") || lower.equals("jigo")) {
            return new RecordedResult(text, Optional.empty(), OptionalDouble.of(0), "draw");
        }
        if (lower.equals("void")) {
            return new RecordedResult(text, Optional.empty(), OptionalDouble.empty(), "void");
        }
        if (lower.equals("?")) {
            return new RecordedResult(text, Optional.empty(), OptionalDouble.empty(), "unknown");
        }
        Matcher m = WIN.matcher(t);
        if (!m.matches()) {
            return new RecordedResult(text, Optional.empty(), OptionalDouble.empty(), "unreadable");
        }
        Optional<Colour> winner = Optional.of(m.group(1).equalsIgnoreCase("B") ? Colour.BLACK : Colour.WHITE);
        String rest = m.group(2).toLowerCase(Locale.ROOT);
        switch (rest) {
            case "":
                return new RecordedResult(text, winner, OptionalDouble.empty(), "winner");
            case "r", "resign", "resignation":
                return new RecordedResult(text, winner, OptionalDouble.empty(), "resignation");
            case "t", "time":
                return new RecordedResult(text, winner, OptionalDouble.empty(), "time");
            case "f", "forfeit":
                return new RecordedResult(text, winner, OptionalDouble.empty(), "forfeit");
            default:
                if (rest.matches("[0-9]{1,6}(\\.[0-9]{1,6})?")) {
                    return new RecordedResult(text, winner, OptionalDouble.of(Double.parseDouble(rest)), "score");
                }
                return new RecordedResult(text, Optional.empty(), OptionalDouble.empty(), "unreadable");
        }
    }

    /** How the record's result stands against the rules' score. */
    public enum Agreement { AGREES, DISAGREES, NOT_COMPARED }

    /** Whether this result is the one the score gives: the winner, and the margin when the record gives one. */
    public Agreement against(Score score) {
        switch (how) {
            case "score", "draw":
                boolean sameWinner = winner.equals(score.winner());
                boolean sameMargin = Math.abs(margin.getAsDouble() - Math.abs(score.margin())) < 1e-9;
                return sameWinner && sameMargin ? Agreement.AGREES : Agreement.DISAGREES;
            case "winner":
                return winner.equals(score.winner()) ? Agreement.AGREES : Agreement.DISAGREES;
            default:
                return Agreement.NOT_COMPARED;
        }
    }

    /** Why a result is not compared with the score, in words. */
    public String notComparedBecause() {
        return switch (how) {
            case "resignation", "time", "forfeit" -> winner.orElseThrow().word() + " won by " + how
                    + ", which the rules do not score";
            case "void" -> "the game was void";
            case "unknown" -> "the result is unknown";
            case "unreadable" -> "it is not a result FF[4] knows (like B+3.5, W+R, 0)";
            default -> "";
        };
    }
}
