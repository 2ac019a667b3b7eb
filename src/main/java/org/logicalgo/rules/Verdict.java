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
     * @param clause  the id of the clause that refuses the turn, e.g. {@code TT-6}
     * @param reason  one line in words, e.g. {@code repeats the grid colouring after move 5}
     * @param repeats for a repetition, the number of the earlier turn whose colouring it repeats
     *                (0: the start)
     */
    record Refused(String clause, String reason, OptionalInt repeats) implements Verdict {

        public Refused(String clause, String reason) {
            this(clause, reason, OptionalInt.empty());
        }

        /** The refusal of a move that would repeat the colouring that stood after turn {@code earlier}. */
        public static Refused repetition(String clause, int earlier, String qualifier) {
            String when = earlier == 0 ? "at the start" : "after move " + earlier;
            return new Refused(clause, "repeats the grid colouring " + when + qualifier, OptionalInt.of(earlier));
        }

        @Override
        public String toString() {
            return reason + " [" + clause + "]";
        }
    }
}
