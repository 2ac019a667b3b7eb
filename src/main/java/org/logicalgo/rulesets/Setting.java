package org.logicalgo.rulesets;

import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Ruleset;

/**
 * One setting of a ruleset as a name says it: {@code ko=situational}, {@code komi=7.5}. A name is a
 * preset and the settings in which the ruleset differs from it ({@link Rulesets#name}); reading a
 * name applies them ({@link Rulesets#read}). The settings are the choices of a {@link Knob} and the
 * default komi ({@link DefaultKomi}).
 */
public sealed interface Setting permits Knob, DefaultKomi, MaxTurns {

    /** Its name in a ruleset's name ({@code ko}). */
    String name();

    /** The word for a ruleset's value of it. */
    String word(Ruleset rules);

    /** The ruleset with this setting read from a word, if the word is one of its. */
    java.util.Optional<Ruleset> applied(Ruleset rules, String word);

    /** Why a word is not one of its: {@code ko takes positional, situational, own-moves, simple or none, not 'x'; did you mean ...?} */
    BadValue refusal(String word);

    /**
     * The ruleset with this setting read from a word.
     *
     * @throws BadValue {@link #refusal}
     */
    default Ruleset apply(Ruleset rules, String word) {
        return applied(rules, word).orElseThrow(() -> refusal(word));
    }

    /** The words it takes, as a regular expression: what the case files' schema allows after {@code name=}. */
    String pattern();

    /** Whether two rulesets have the same value of it. */
    default boolean same(Ruleset a, Ruleset b) {
        return word(a).equals(word(b));
    }
}
