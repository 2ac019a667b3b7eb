package org.logicalgo.rules;

import java.util.OptionalInt;

/**
 * What the rules say of a turn: accepted, or refused with the clause that refuses it and the
 * evidence (for a repetition, the earlier turn after which the same colouring stood; 0 is the
 * start).
 */
public sealed interface Verdict permits Verdict.Accepted, Verdict.Refused {

    Accepted ACCEPTED = new Accepted();

    default boolean accepted() {
        return this instanceof Accepted;
    }

    record Accepted() implements Verdict {
        @Override
        public String toString() {
            return "accepted";
        }
    }

    /**
     * A refusal and the clause of the ruleset's text that decides it.
     *
     * @param refusal why, with its evidence
     * @param clause  the id of the clause that refuses the turn, e.g. {@code TT-6}
     */
    record Refused(Refusal refusal, String clause) implements Verdict {

        /** The refusal under a ruleset: its clause is the one that ruleset's text cites for it. */
        public static Refused of(Ruleset rules, Refusal refusal) {
            return new Refused(refusal, rules.cite(refusal.topic()));
        }

        /** One line in words, e.g. {@code repeats the grid colouring after move 5}. */
        public String reason() {
            return refusal.sentence();
        }

        /** For a repetition, the number of the earlier turn whose colouring it repeats (0: the start). */
        public OptionalInt repeats() {
            return refusal instanceof Refusal.Repeats r ? OptionalInt.of(r.turn()) : OptionalInt.empty();
        }

        @Override
        public String toString() {
            return reason() + " [" + clause + "]";
        }
    }
}
