package org.logicalgo.batch;

import org.logicalgo.rulesets.Rulesets;
import java.io.Serializable;
import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonFactoryBuilder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.logicalgo.arbiter.Judgement;
import org.logicalgo.arbiter.RecordedResult;

/**
 * The line a record leaves in a batch's JSON lines, and what its summary counts: one flat object,
 * the same from {@code judge --json-lines} and from the pipeline.
 *
 * @param source    the file named to the batch that holds it
 * @param record    where it is: the file, {@code games.tar.gz!2019/a.sgf}, {@code games.sgfs:12}
 * @param game      its game tree there, from 1 (0: the place could not be read at all)
 * @param verdict   {@code agrees}, {@code disagrees}, {@code refused}, {@code not-compared} or {@code unreadable}
 * @param clause    the clause that refuses its first refused move ({@code TT-6}), else null
 * @param move      the number of that move, else null
 * @param turn      that move as reports name it ({@code W B2}), else null
 * @param ru        its RU as read, else null
 * @param rules     the ruleset it was judged under, else null (unreadable)
 * @param rulesFrom where that ruleset came from ({@code RU[Chinese]}, {@code --rules}, the default)
 * @param claimed   its RE as written, else null
 * @param computed  the result the rules give the game as it ends, else null (a refused move, unreadable)
 * @param moves     how many moves it records
 * @param error     why it could not be read, one line naming the place; else null
 */
@JsonPropertyOrder({"source", "record", "game", "verdict", "clause", "move", "turn", "ru", "rules", "rulesFrom", "claimed", "computed",
        "moves", "error"})
public record RecordLine(String source, String record, int game, String verdict, String clause, Integer move, String turn, String ru,
                         String rules, String rulesFrom, String claimed, String computed, int moves, String error) implements Serializable {

    private static final long serialVersionUID = 1L;

    /**
     * One JSON object a line, its fields in the order above; nulls written, so that every line has
     * every field; a name's control characters escaped ({@link JsonNames}).
     */
    static final ObjectMapper MAPPER = new ObjectMapper(new JsonFactoryBuilder().characterEscapes(JsonNames.ESCAPES).build());

    public static final String AGREES = "agrees";
    public static final String DISAGREES = "disagrees";
    public static final String REFUSED = "refused";
    public static final String NOT_COMPARED = "not-compared";
    public static final String UNREADABLE = "unreadable";

    public static RecordLine of(Judged judged) {
        if (judged.judgement().isEmpty()) {
            return new RecordLine(judged.source(), judged.place(), judged.game(), UNREADABLE, null, null, null, null, null, null, null,
                    null, 0, judged.error().orElseThrow());
        }
        Judgement j = judged.judgement().get();
        Judgement.Refusal refused = j.refusal().orElse(null);
        String verdict = refused != null ? REFUSED : j.agreement().name().toLowerCase(Locale.ROOT).replace('_', '-');
        return new RecordLine(judged.source(), judged.place(), judged.game(), verdict,
                refused == null ? null : refused.verdict().clause(),
                refused == null ? null : refused.move().number(),
                refused == null ? null : refused.move().text(),
                j.record().rules().orElse(null), Rulesets.name(j.rules()), j.rulesFrom(),
                j.recorded().map(RecordedResult::text).orElse(null),
                refused == null ? j.score().result() : null,
                j.record().moves().size(), null);
    }

    /** The line, without its end. */
    public String json() {
        try {
            return MAPPER.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a record line that is not JSON: " + e.getMessage(), e);
        }
    }

    /** A line read back (a checkpoint's file, a test). */
    public static RecordLine parse(String json) {
        try {
            return MAPPER.readValue(json, RecordLine.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a record line: " + e.getOriginalMessage());
        }
    }

    /** The record as a key: its place and game tree, unique in a batch. */
    public String key() {
        return record + "#" + game;
    }

    /** Whether the rules accept it whole and its result, where it claims one the rules can score, agrees. */
    public boolean clean() {
        return verdict.equals(AGREES) || verdict.equals(NOT_COMPARED);
    }
}
