package org.logicalgo.rules;

import java.util.Optional;

/**
 * TT-9 and TT-10: both players' scores; White's handicap bonus (TT-V2, FR-14's compensation) and
 * komi (TT-C10) are added to White's, each kept apart so that each is named for what it is.
 *
 * @param bonus  the points White receives for Black's handicap stones ({@link Ruleset#compensation})
 * @param komi   the komi alone, as agreed or as the ruleset gives it
 * @param button the player who has the button, half a point (TT-V6), or {@link Colour#EMPTY}
 * @param ties     who a tie goes to (TT-10: nobody; TT-V8: White)
 * @param decision how the result is decided: by the count (TT-10), or not (TT-V10, TT-V11)
 */
public record Score(int black, int white, int bonus, double komi, Colour button, Ruleset.Ties ties, Decision decision) {

    /** How a game's result is decided. */
    public enum Decision {
        /** TT-10: by the count. */
        COUNT,
        /** TT-V10: a repetition played ends the game drawn. */
        DRAW,
        /** TT-V10: Black played a repetition, and loses. */
        BLACK_LOSES,
        /** TT-V10: White played a repetition, and loses. */
        WHITE_LOSES,
        /** TT-V11: a long cycle, no result. */
        NO_RESULT
    }

    /** A score decided by the count. */
    public Score(int black, int white, int bonus, double komi, Colour button, Ruleset.Ties ties) {
        this(black, white, bonus, komi, button, ties, Decision.COUNT);
    }

    /** A score with no handicap bonus. */
    public Score(int black, int white, double komi) {
        this(black, white, 0, komi);
    }

    /** A score without a button, a tie a draw. */
    public Score(int black, int white, int bonus, double komi) {
        this(black, white, bonus, komi, Colour.EMPTY, Ruleset.Ties.DRAW);
    }

    /** Black's score less White's with the handicap bonus, komi and the button: positive when Black wins. */
    public double margin() {
        double half = button == Colour.BLACK ? 0.5 : button == Colour.WHITE ? -0.5 : 0;
        return black + half - (white + bonus + komi);
    }

    /** TT-10, FR-12, NZ-11: the player with the higher score, or empty for a tie (a draw); TT-V8: a tie goes to White. */
    @Decides({"TT-10", "FR-12", "NZ-11", "TT-V8"})
    public Optional<Colour> winner() {
        switch (decision) {
            case DRAW, NO_RESULT:
                return Optional.empty();
            case BLACK_LOSES:
                return Optional.of(Colour.WHITE);
            case WHITE_LOSES:
                return Optional.of(Colour.BLACK);
            default:
                break;
        }
        double m = margin();
        return m > 0 ? Optional.of(Colour.BLACK) : m < 0 || ties == Ruleset.Ties.WHITE ? Optional.of(Colour.WHITE) : Optional.empty();
    }

    /**
     * The result as SGF and GTP write it: {@code B+3.5}, {@code W+1}, {@code 0} for a tie, {@code W+0}
     * for a tie given to White (TT-V8); not counted (TT-V10, TT-V11): {@code 0} drawn, {@code W+F} a
     * repetition by Black forfeits, {@code Void} no result.
     */
    public String result() {
        switch (decision) {
            case DRAW:
                return "0";
            case NO_RESULT:
                return "Void";
            case BLACK_LOSES:
                return "W+F";
            case WHITE_LOSES:
                return "B+F";
            default:
                break;
        }
        double m = margin();
        if (m == 0) {
            return winner().isPresent() ? "W+0" : "0";
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
                + (komi == 0 ? "" : " + komi " + k)
                + (button == Colour.EMPTY ? "" : lang.pick(", the button 0.5 to " + button.word(), ", le bouton 0,5 à " + Colour.mot(button)))
                + switch (decision) {
                    case COUNT -> "";
                    case DRAW -> lang.pick(" (not counted: a repetition ends the game drawn, TT-V10)",
                            " (non compté : une répétition finit la partie nulle, TT-V10)");
                    case BLACK_LOSES, WHITE_LOSES -> lang.pick(" (not counted: a repetition loses the game for its player, TT-V10)",
                            " (non compté : une répétition fait perdre son joueur, TT-V10)");
                    case NO_RESULT -> lang.pick(" (not counted: no result, TT-V11)", " (non compté : sans résultat, TT-V11)");
                };
    }

    /** A multiple of 0.5 written without a useless {@code .0}. */
    public static String half(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
