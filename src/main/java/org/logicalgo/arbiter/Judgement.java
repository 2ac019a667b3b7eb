package org.logicalgo.arbiter;

import java.util.List;
import java.util.Optional;

import org.logicalgo.rules.Game;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Verdict;
import org.logicalgo.sgf.GameRecord;

/**
 * What the rules say of a record: the first refused turn if any, how the game stands after the
 * last accepted turn, the score, and whether the record's {@code RE} agrees.
 *
 * @param rulesFrom where the ruleset came from: {@code --rules}, {@code RU[Chinese]}, or the default
 * @param notes     what a reader should know: approximations of the RU table, komi taken from the
 *                  ruleset, an unknown RU, a game that had not ended
 * @param game      the game after the last accepted turn
 * @param score     the game's score (TT-9), the colouring as it stands
 * @param refusal   the first turn the rules refuse; the judgement stops there
 * @param recorded  the record's RE, if it has one
 */
public record Judgement(GameRecord record, Ruleset rules, String rulesFrom, List<String> notes, Game game, Score score,
                        Optional<Refusal> refusal, Optional<RecordedResult> recorded,
                        RecordedResult.Agreement agreement, String agreementWhy) {

    /** A refused turn of the record, with the verdict that refuses it. */
    public record Refusal(GameRecord.Move move, Verdict.Refused verdict) {

        /** The refused step of a replay of the record. */
        public static Refusal of(Replay.Step<GameRecord.Move> step) {
            return new Refusal(step.offered(), step.refused().orElseThrow());
        }
    }

    public Judgement {
        notes = List.copyOf(notes);
    }

    /** Whether the rules accept every turn and the record's result (where it gives one the rules can score) agrees. */
    public boolean clean() {
        return refusal.isEmpty() && agreement != RecordedResult.Agreement.DISAGREES;
    }
}
