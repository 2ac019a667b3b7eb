package org.logicalgo.rules;

import java.util.Optional;

/**
 * TT-9 and TT-10: both players' scores, and komi added to White's (TT-C10).
 */
public record Score(int black, int white, double komi) {

    /** Black's score less White's with komi: positive when Black wins. */
    public double margin() {
        return black - (white + komi);
    }

    /** TT-10, FR-12, NZ-11: the player with the higher score, or empty for a tie (a draw). */
    @Decides({"TT-10", "FR-12", "NZ-11"})
    public Optional<Colour> winner() {
        double m = margin();
        return m > 0 ? Optional.of(Colour.BLACK) : m < 0 ? Optional.of(Colour.WHITE) : Optional.empty();
    }

    /** The result as SGF and GTP write it: {@code B+3.5}, {@code W+1}, {@code 0} for a tie. */
    public String result() {
        double m = margin();
        if (m == 0) {
            return "0";
        }
        return (m > 0 ? "B+" : "W+") + half(Math.abs(m));
    }

    /** A multiple of 0.5 written without a useless {@code .0}. */
    public static String half(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
