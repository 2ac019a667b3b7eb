package org.logicalgo.json;

import org.logicalgo.rulesets.Rulesets;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;

import org.logicalgo.arbiter.Explanation;
import org.logicalgo.arbiter.Judge;
import org.logicalgo.rules.Language;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.sgf.GameRecord;

/**
 * {@code explain --json}, and the explorer's {@code /api/explain}: the turn, the position before it,
 * what each clause says of it, the verdict, what rule 7 leaves (also for a move refused for
 * repetition or suicide) and the position after it; or, when a turn before it is refused already,
 * that turn and nothing else. Turns, verdicts and positions take the shapes of {@link JsonShapes}.
 *
 * @param file the record's file, or null when it was given otherwise (the explorer)
 */
public record ExplainJson(String file, int game, int variation, String rules, String rulesFrom, List<String> notes,
                          JsonShapes.TurnJson turn, JsonShapes.JudgedTurn earlier, JsonShapes.PositionJson before,
                          List<JsonShapes.ClauseJson> clauses, JsonShapes.VerdictJson verdict, EffectJson effect,
                          JsonShapes.PositionJson after, @JsonInclude(JsonInclude.Include.NON_NULL) List<Verdicts> compare) {

    public static ExplainJson of(String file, int game, Judge.Choice choice, Explanation e, List<Verdicts> compare) {
        return new ExplainJson(file, game, e.record().line(), Rulesets.name(choice.rules()), choice.from(), choice.notes(),
                JsonShapes.TurnJson.of(e.move()),
                e.earlier().map(f -> JsonShapes.JudgedTurn.of(f.move(), f.verdict(), e.lang())).orElse(null),
                e.before().map(JsonShapes.PositionJson::of).orElse(null),
                e.clauses().stream().map(c -> new JsonShapes.ClauseJson(c.clause(), c.holds(), c.says())).toList(),
                e.verdict().map(v -> JsonShapes.VerdictJson.of(v, e.lang())).orElse(null),
                e.effect().map(EffectJson::of).orElse(null),
                e.after().map(JsonShapes.PositionJson::of).orElse(null), compare);
    }

    /** The verdict of turn {@code move} of a record under every preset of the RU table, the chosen ruleset first when it is none of them. */
    public static List<Verdicts> compare(Judge judge, GameRecord record, int move, Ruleset chosen) {
        return compare(judge, record, move, chosen, Language.ENGLISH);
    }

    /** The same, the reasons in a language. */
    public static List<Verdicts> compare(Judge judge, GameRecord record, int move, Ruleset chosen, Language lang) {
        List<Verdicts> under = new ArrayList<>();
        for (Rulesets.Named n : Rulesets.besideTheRuTable(chosen)) {
            Explanation x = Explanation.of(judge, record, move, n.ruleset(), lang);
            under.add(new Verdicts(n.word(), Rulesets.name(n.ruleset()), x.earlier().map(f -> JsonShapes.JudgedTurn.of(f.move(), f.verdict(), lang)).orElse(null),
                    x.verdict().map(v -> JsonShapes.VerdictJson.of(v, lang)).orElse(null)));
        }
        return under;
    }

    /** Rule 7's three steps: the board they leave and the points each clearing emptied (step 2 the opponent's, step 3 the mover's). */
    public record EffectJson(List<String> board, List<String> opponentEmptied, List<String> ownEmptied) {

        static EffectJson of(Explanation.Effect effect) {
            return new EffectJson(effect.colouring().rows(), JsonShapes.names(effect.clearings().opponent()),
                    JsonShapes.names(effect.clearings().own()));
        }
    }

    /** The verdict of the turn under one preset; earlier when a turn before it is refused there already. */
    public record Verdicts(String rules, String name, JsonShapes.JudgedTurn earlier, JsonShapes.VerdictJson verdict) {
    }
}
