package org.logicalgo.rules;

/**
 * How a game starts: under which ruleset, from which colouring (TT-5: the empty grid, or by
 * TT-R7 any colouring with no string lacking a liberty), with whom to move, the komi (TT-C10)
 * and the handicap (TT-C5: the first {@code handicap} turns are Black's).
 */
public record Setup(Ruleset rules, Colouring start, Colour toMove, double komi, int handicap) {

    public Setup {
        if (!toMove.isPlayer()) {
            throw new IllegalArgumentException("the side to move is Black or White");
        }
        requireHalfPoints(komi);
        if (handicap < 0 || handicap > start.grid().area()) {
            throw new IllegalArgumentException("a handicap is 0 to " + start.grid().area() + " stones on " + start.grid());
        }
        if (handicap > 1 && toMove != Colour.BLACK) {
            throw new IllegalArgumentException("handicap moves are Black's [TT-C5]");
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

    /** TT-R9: komi is a multiple of 0.5. */
    static void requireHalfPoints(double komi) {
        if (Double.isNaN(komi) || Double.isInfinite(komi) || komi * 2 != Math.rint(komi * 2) || Math.abs(komi) > 10_000) {
            throw new IllegalArgumentException("komi is a multiple of 0.5 [TT-R9], not " + komi);
        }
    }
}
