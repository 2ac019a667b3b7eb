package org.logicalgo.rules;

/**
 * How a game starts: under which ruleset, from which colouring (TT-5: the empty grid, or by
 * TT-R7 any colouring with no string lacking a liberty), with whom to move, the komi (TT-C10)
 * and the handicap (TT-C5: the first {@code handicap} turns are Black's).
 */
public record Setup(Ruleset rules, Colouring start, Colour toMove, double komi, int handicap) {

    @Decides({"TT-R9"})
    public Setup {
        if (!toMove.isPlayer()) {
            throw new IllegalArgumentException("the side to move is Black or White");
        }
        requireHalfPoints(komi);
        if (handicap < 0 || handicap > start.grid().area()) {
            throw new BadValue("a handicap is 0 to " + start.grid().area() + " stones on " + start.grid(),
                    "un handicap va de 0 à " + start.grid().area() + " pierres sur " + start.grid());
        }
        if (handicap > 1 && toMove != Colour.BLACK) {
            throw new BadValue("handicap moves are Black's [TT-C5]", "les coups de handicap sont à Noir [TT-C5]");
        }
    }

    /** TT-5: an empty grid, Black to move, the ruleset's komi, no handicap. */
    public static Setup of(Ruleset rules, Grid grid) {
        return new Setup(rules, Colouring.empty(grid), Colour.BLACK, rules.defaultKomi(), 0);
    }

    public Setup withKomi(double k) {
        return new Setup(rules, start, toMove, k, handicap);
    }

    public Setup withStart(Colouring c, Colour mover) {
        return new Setup(rules, c, mover, komi, handicap);
    }

    public Setup withHandicap(int n) {
        return new Setup(rules, start, toMove, komi, n);
    }

    public Grid grid() {
        return start.grid();
    }

    /** TT-R9: the largest komi, either way (a bound far above any score, so that sums stay exact). */
    public static final int MAX_KOMI = 10_000;

    /** TT-R9, as a refusal says it. */
    public static final String KOMI_RULE = "komi must be a finite multiple of 0.5 between -" + MAX_KOMI + " and " + MAX_KOMI + " [TT-R9]";

    /** The same in French. */
    public static final String KOMI_RULE_FR = "le komi doit être un multiple fini de 0,5 entre -" + MAX_KOMI + " et " + MAX_KOMI + " [TT-R9]";

    /** Whether a komi is allowed (TT-R9): finite, a multiple of 0.5, at most {@link #MAX_KOMI} either way. */
    public static boolean komiAllowed(double komi) {
        return Double.isFinite(komi) && Math.abs(komi) <= MAX_KOMI && komi * 2 == Math.rint(komi * 2);
    }

    /** TT-R9: komi is a multiple of 0.5. */
    static void requireHalfPoints(double komi) {
        if (!komiAllowed(komi)) {
            String given = Math.abs(komi) < 1e15 ? Score.half(komi) : Double.toString(komi);
            throw new BadValue(KOMI_RULE + ", not " + given, KOMI_RULE_FR + ", pas " + given);
        }
    }
}
