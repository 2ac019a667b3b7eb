package org.logicalgo.rules;

import java.util.Locale;

/**
 * A ruleset as data: the few points on which the logical rules and their variants differ. The
 * logical rules themselves are {@link #TROMP_TAYLOR}; the other settings describe an engine that
 * plays a variant, each setting named after the comment of the Tromp-Taylor page that discusses
 * it.
 *
 * @param name        how the ruleset is called on the command line and in reports
 * @param repetition  which earlier colourings a move may not repeat (TT-6, TT-C6)
 * @param suicide     whether a move may empty its own stones (TT-C7)
 * @param ending      when the game ends (TT-8, TT-C8)
 * @param defaultKomi the komi when the players agree on none (TT-C10)
 */
public record Ruleset(String name, Repetition repetition, Suicide suicide, Ending ending, double defaultKomi) {

    /** TT-6 positional superko, or the situational superko of TT-C6, or no repetition rule at all. */
    public enum Repetition {
        /** TT-6, TT-C6 (PSK): no move may repeat any earlier grid colouring. */
        POSITIONAL,
        /** TT-C6 (SSK): no move may repeat an earlier grid colouring with the same player to move. */
        SITUATIONAL,
        /** No repetition rule: for describing engines that have none. */
        NONE
    }

    /** TT-C7: whether the second clearing of a move (suicide) may empty anything. */
    public enum Suicide { ALLOWED, FORBIDDEN }

    /** TT-8 and the comment-8 amendment. */
    public enum Ending {
        /** TT-8: the game ends after two consecutive passes. */
        TWO_PASSES,
        /** TT-C8: after two consecutive passes the players may agree which points to empty; after four the game ends as is. */
        AGREEMENT_OR_FOUR_PASSES
    }

    /** The ten logical rules as written: positional superko, suicide allowed, two passes end the game, no komi. */
    public static final Ruleset TROMP_TAYLOR =
            new Ruleset("tromp-taylor", Repetition.POSITIONAL, Suicide.ALLOWED, Ending.TWO_PASSES, 0);

    public Ruleset {
        Setup.requireHalfPoints(defaultKomi);
    }

    public Ruleset withRepetition(Repetition r) {
        return new Ruleset(name, r, suicide, ending, defaultKomi);
    }

    public Ruleset withSuicide(Suicide s) {
        return new Ruleset(name, repetition, s, ending, defaultKomi);
    }

    public Ruleset withEnding(Ending e) {
        return new Ruleset(name, repetition, suicide, e, defaultKomi);
    }

    public Ruleset named(String newName) {
        return new Ruleset(newName, repetition, suicide, ending, defaultKomi);
    }

    /** A preset by name: {@code tromp-taylor} (also {@code tt}, {@code logical}). */
    public static Ruleset preset(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "tromp-taylor", "tt", "logical" -> TROMP_TAYLOR;
            default -> throw new IllegalArgumentException("no ruleset called '" + name + "' (known: tromp-taylor)");
        };
    }
}
