package org.logicalgo.conformance;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What one ruleset says of a case. Every listed turn not named in {@link #refused} is accepted.
 *
 * @param refused the turns refused, by their number in the case's list of turns (from 1)
 * @param boards  colourings to compare after given turns (after 0: the start)
 * @param score   both players' scores (TT-9) once every listed turn has been tried, if given
 * @param result  the result then, {@code B+3.5}, {@code W+1} or {@code 0} (TT-10, TT-C10), if given
 * @param ended   whether the game has ended then (TT-8, TT-C8), if given
 */
public record Expectation(List<Refusal> refused, List<BoardCheck> boards, Optional<ExpectedScore> score,
                          Optional<String> result, Optional<Boolean> ended) {

    public Expectation {
        refused = List.copyOf(refused);
        boards = List.copyOf(boards);
    }

    /**
     * A refused turn.
     *
     * @param turn    its number in the case's list of turns, from 1
     * @param clause  the clause that refuses it, e.g. {@code TT-6}
     * @param repeats for a repetition, the number in the list of the earliest turn after which the
     *                same colouring stood (0: the start)
     */
    public record Refusal(int turn, String clause, OptionalInt repeats) {
    }

    /** The colouring after turn {@code after} (0: the start), rows from the top of X, O and '.'. */
    public record BoardCheck(int after, List<String> rows) {
        public BoardCheck {
            rows = List.copyOf(rows);
        }
    }

    /** TT-9: both scores, komi not included. */
    public record ExpectedScore(int black, int white) {
    }

    public Map<Integer, Refusal> refusalsByTurn() {
        return refused.stream().collect(Collectors.toMap(Refusal::turn, Function.identity()));
    }

    public Optional<Refusal> refusal(int turn) {
        return refused.stream().filter(r -> r.turn() == turn).findFirst();
    }
}
