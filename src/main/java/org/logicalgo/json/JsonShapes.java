package org.logicalgo.json;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Language;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;
import org.logicalgo.sgf.GameRecord;

/**
 * The JSON of {@code replay --json}, {@code judge --json}, {@code explain --json}, the conformance
 * reports and the explorer's API: one shape
 * per concept, each a record that Jackson writes field by field in the order of its components.
 *
 * <ul>
 * <li>a turn: {@code {"number": 2, "colour": "white", "move": "B2"}}; {@code move} is a point,
 *     {@code pass}, {@code agree C3 D4} (TT-C8; then {@code colour} is null: both players make
 *     it), or a record's value off the grid as written, {@code [zz]} (TT-1);</li>
 * <li>a verdict: {@code {"accepted": false, "clause": "TT-6", "reason": "repeats the grid
 *     colouring at the start", "repeats": 0}}; {@code clause} and {@code reason} only when the
 *     turn is refused, {@code repeats} only for a repetition (the earlier turn whose colouring it
 *     repeats, 0 for the start); {@code accepted} is null for a turn not reached, after an
 *     earlier refusal ({@code replay --compare});</li>
 * <li>a turn judged: the turn's fields, then its verdict's, in one object;</li>
 * <li>a board: its rows from the top, {@code X} black, {@code O} white, {@code .} empty;</li>
 * <li>a score (TT-9, TT-10): {@code {"black": 6, "white": 4, "bonus": 0, "komi": 0.5, "result": "B+1.5"}},
 *     {@code bonus} White's points for Black's handicap stones (TT-V2, FR-14), {@code komi} the komi
 *     alone, {@code result} as SGF writes it ({@code B+1.5}, {@code W+1}, {@code 0} for a tie;
 *     {@code W+0} a tie given to White, TT-V8; {@code B+F}, {@code W+F} a repetition played and lost,
 *     {@code Void} no result: TT-V10, TT-V11), and {@code button}, only where a player has the button
 *     (TT-V6), {@code black} or {@code white};</li>
 * <li>a position: {@code board}, {@code toMove} (null once the game has ended), {@code ended},
 *     {@code score} (of the colouring as it stands);</li>
 * <li>a clause line ({@code explain}): {@code {"clause": "TT-7", "holds": true, "text": "..."}}.</li>
 * </ul>
 */
public final class JsonShapes {

    /** Indented, as every command prints it. */
    public static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private JsonShapes() {
    }

    /** The value as indented JSON. */
    public static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value.getClass().getSimpleName() + " as JSON", e);
        }
    }

    public static String word(Colour colour) {
        return colour.word().toLowerCase(Locale.ROOT);
    }

    /** Points by name, from the top row down, left to right, as the board is drawn. */
    public static List<String> names(Collection<Point> points) {
        return points.stream().sorted(Comparator.comparingInt(Point::row).reversed().thenComparingInt(Point::column))
                .map(Point::toString).toList();
    }

    /** A turn: its number from 1, who takes it (null for the agreement both players make), what it is. */
    public record TurnJson(int number, String colour, String move) {

        public static TurnJson of(int number, Turn turn) {
            if (turn instanceof Turn.Pass pass) {
                return new TurnJson(number, word(pass.colour()), "pass");
            } else if (turn instanceof Turn.Play play) {
                return new TurnJson(number, word(play.colour()), play.point().toString());
            }
            return new TurnJson(number, null, turn.text());
        }

        /** A record's move; a point off the grid as the record writes it (TT-1). */
        public static TurnJson of(GameRecord.Move move) {
            return move.turn().map(t -> of(move.number(), t))
                    .orElseGet(() -> new TurnJson(move.number(), word(move.colour()), "[" + move.value() + "]"));
        }
    }

    /** A verdict: accepted or not (null: not reached), and when refused the clause, the reason and what it repeats. */
    public record VerdictJson(Boolean accepted, @JsonInclude(JsonInclude.Include.NON_NULL) String clause,
                       @JsonInclude(JsonInclude.Include.NON_NULL) String reason,
                       @JsonInclude(JsonInclude.Include.NON_NULL) Integer repeats) {

        /** The verdict of a turn not reached: an earlier one was refused and the replay stopped. */
        public static final VerdictJson NOT_REACHED = new VerdictJson(null, null, null, null);

        public static VerdictJson of(Verdict verdict) {
            return of(verdict, Language.ENGLISH);
        }

        /** The verdict with its reason in a language ({@link org.logicalgo.rules.Refusal#sentence(Language)}). */
        public static VerdictJson of(Verdict verdict, Language lang) {
            if (verdict instanceof Verdict.Refused r) {
                return new VerdictJson(false, r.clause(), r.refusal().sentence(lang), r.repeats().isPresent() ? r.repeats().getAsInt() : null);
            }
            return new VerdictJson(true, null, null, null);
        }
    }

    /** A turn and its verdict, in one object. */
    public record JudgedTurn(@JsonUnwrapped TurnJson turn, @JsonUnwrapped VerdictJson verdict) {

        public static JudgedTurn of(Replay.Step<?> step) {
            return of(step, Language.ENGLISH);
        }

        /** The turn with its verdict's reason in a language. */
        public static JudgedTurn of(Replay.Step<?> step, Language lang) {
            return new JudgedTurn(TurnJson.of(step.number(), step.turn().orElseThrow()), VerdictJson.of(step.verdict(), lang));
        }

        public static JudgedTurn of(GameRecord.Move move, Verdict verdict) {
            return of(move, verdict, Language.ENGLISH);
        }

        public static JudgedTurn of(GameRecord.Move move, Verdict verdict, Language lang) {
            return new JudgedTurn(TurnJson.of(move), VerdictJson.of(verdict, lang));
        }
    }

    /** Both scores, the handicap bonus and the komi added to White's, and the result they give (TT-9, TT-10, TT-C10, TT-V2). */
    public record ScoreJson(int black, int white, int bonus, double komi, String result,
                            @JsonInclude(JsonInclude.Include.NON_NULL) String button) {

        public static ScoreJson of(Score score) {
            return new ScoreJson(score.black(), score.white(), score.bonus(), score.komi(), score.result(),
                    score.button().isPlayer() ? word(score.button()) : null);
        }
    }

    /** A game as it stands: the board, who is to move (null once ended), whether it has ended, the score. */
    public record PositionJson(List<String> board, String toMove, boolean ended, ScoreJson score) {

        public static PositionJson of(Game game) {
            return new PositionJson(game.colouring().rows(), game.ended() ? null : word(game.toMove()), game.ended(),
                    ScoreJson.of(game.score()));
        }
    }

    /** What one clause of the rules says of a turn; {@code holds} is false for the clause that refuses it. */
    public record ClauseJson(String clause, boolean holds, String text) {
    }
}
