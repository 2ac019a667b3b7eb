package org.logicalgo.rules;

import java.util.Optional;

/**
 * TT-9 and TT-10: both players' scores; White's handicap bonus (TT-V2, FR-14's compensation) and
 * komi (TT-C10) are added to White's, each kept apart so that each is named for what it is.
 *
 * @param bonus the points White receives for Black's handicap stones ({@link Ruleset#compensation})
 * @param komi  the komi alone, as agreed or as the ruleset gives it
 */
public record Score(int black, int white, int bonus, double komi) {

    /** A score with no handicap bonus. */
    public Score(int black, int white, double komi) {
        this(black, white, 0, komi);
    }

    /** Black's score less White's with the handicap bonus and komi: positive when Black wins. */
    public double margin() {
        return black - (white + bonus + komi);
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

    /**
     * Both scores in words, and what is added to White's, each part named, a part that is 0 left out:
     * {@code Black 5, White 3 + handicap bonus 1 + komi 0.5}.
     */
    public String text() {
        return text(Language.ENGLISH);
    }

    /**
     * The same in a language, French in the French texts' words ({@code Noir 5, Blanc 3 +
     * compensation de handicap 1 + komi 0,5}, a komi written with a comma).
     */
    public String text(Language lang) {
        String k = lang.pick(half(komi), half(komi).replace('.', ','));
        return lang.pick("Black ", "Noir ") + black + lang.pick(", White ", ", Blanc ") + white
                + (bonus == 0 ? "" : lang.pick(" + handicap bonus ", " + compensation de handicap ") + bonus)
                + (komi == 0 ? "" : " + komi " + k);
    }

    /** A multiple of 0.5 written without a useless {@code .0}. */
    public static String half(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
