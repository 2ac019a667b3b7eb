package org.logicalgo.arbiter;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.logicalgo.rules.Check;
import org.logicalgo.rules.Clearings;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Judging;
import org.logicalgo.rules.Language;
import org.logicalgo.rules.MoveStep;
import org.logicalgo.rules.Refusal;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;
import org.logicalgo.sgf.GameRecord;

/**
 * One turn of a record taken apart clause by clause: the colouring before it, what each clause
 * of the rules says of it, and the colouring after it. Every line is read off the engine's own
 * judging of the turn ({@link Game#trace}: the checks in the rules' order, {@link Check}) and the
 * three steps of the move ({@link MoveStep}); nothing here decides or words a rule.
 *
 * @param before   the game before the turn, or empty when an earlier turn is refused already
 * @param earlier  the earlier refused turn, when there is one (then nothing else is explained)
 * @param verdict  what the engine says of the turn
 * @param clauses  what each clause says of it, in the order of the checks
 * @param effect   the colouring the move leaves by rule 7 and what its clearings emptied, also
 *                 for a move refused for repetition or suicide (what it would have done)
 * @param after    the game after the turn, when it is accepted
 * @param lang     the language the lines are said in
 */
public record Explanation(GameRecord record, int number, Ruleset rules, GameRecord.Move move,
                          Optional<Game> before, Optional<Judgement.Refusal> earlier, Optional<Verdict> verdict,
                          List<ClauseLine> clauses, Optional<Effect> effect, Optional<Game> after, Language lang) {

    /** A clause and what it says of this turn; {@code holds} is false for the clause that refuses it. */
    public record ClauseLine(String clause, boolean holds, String says) {
    }

    /** Rule 7's three steps: the colouring after them and what the two clearings emptied. */
    public record Effect(Colouring colouring, Clearings clearings) {
    }

    public Explanation {
        clauses = List.copyOf(clauses);
    }

    /**
     * Explains turn {@code number} (from 1) of a record under a ruleset.
     *
     * @throws IllegalArgumentException when the record has no such turn
     */
    public static Explanation of(Judge judge, GameRecord record, int number, Ruleset rules) {
        return of(judge, record, number, rules, Language.ENGLISH);
    }

    /**
     * The same, each line said in a language, French in the words of the French texts. The words
     * come from where each rule is decided ({@link Refusal#sentence(Language)},
     * {@link Check#held(Game, Turn, Language)}, {@link MoveStep#says}, {@link Judging}).
     *
     * @throws IllegalArgumentException when the record has no such turn
     */
    public static Explanation of(Judge judge, GameRecord record, int number, Ruleset rules, Language lang) {
        // The start first, as Judge.judge has it: a setup the rules refuse (TT-R7) is the record's first fault, whatever the turn asked.
        Setup setup = record.setup(rules);
        Game game = judge.start(setup, record);
        if (number < 1 || number > record.moves().size()) {
            throw new IllegalArgumentException("--move " + number + ": the record has moves 1 to " + record.moves().size());
        }
        GameRecord.Move move = record.moves().get(number - 1);
        // The turns before it, up to the first the rules refuse: after that one, nothing else is explained.
        Replay.End<GameRecord.Move> earlier = Replay.of(game, record.moves().subList(0, number - 1), GameRecord.Move.READING,
                Replay.AfterRefusal.STOPS).end();
        if (earlier.refused().isPresent()) {
            return new Explanation(record, number, rules, move, Optional.empty(),
                    earlier.refused().map(Judgement.Refusal::of), Optional.empty(), List.of(), Optional.empty(), Optional.empty(), lang);
        }
        Game now = earlier.game();
        game = now;
        Replay.Step<GameRecord.Move> step = Replay.step(number, game, move, GameRecord.Move.READING);
        Verdict verdict = step.verdict();
        List<ClauseLine> lines = new ArrayList<>();
        Optional<Effect> effect = Optional.empty();
        Optional<Turn> turn = move.turn();
        if (turn.isEmpty()) {
            // A move the record writes off any grid: the one check it could be put to refuses it.
            lines.add(new ClauseLine(Check.ON_GRID.clause(rules), false, new Refusal.OffGrid("[" + move.value() + "]", record.grid()).sentence(lang)));
        } else {
            for (Judging.Finding f : game.trace(turn.get())) {
                lines.add(new ClauseLine(f.clause(), f.holds(), f.refusal().map(r -> r.sentence(lang)).orElseGet(() -> f.check().held(now, turn.get(), lang))));
                if (f.check() == Check.EMPTY && f.holds()) {
                    // TT-7: the move's three steps, whatever the later checks say of the colouring they leave.
                    Effect e = effect(judge, record, setup, number, turn.get());
                    effect = Optional.of(e);
                    Turn.Play play = (Turn.Play) turn.get();
                    for (MoveStep s : MoveStep.values()) {
                        lines.add(new ClauseLine(s.clause(rules), true, s.says(play.colour(), play.point(), s.emptied(e.clearings()), lang)));
                    }
                }
            }
        }
        Optional<Game> after = Optional.empty();
        if (verdict.accepted()) {
            Game next = step.after();
            after = Optional.of(next);
            lines.add(new ClauseLine(rules.cite(Ruleset.Topic.END), true, Judging.after(turn.orElseThrow(), next, lang)));
            lines.add(new ClauseLine(rules.cite(Ruleset.Topic.SCORE), true, Judging.scoreNow(next, lang)));
        }
        return new Explanation(record, number, rules, move, Optional.of(game), Optional.empty(), Optional.of(verdict),
                lines, effect, after, lang);
    }

    /**
     * What the move does by rule 7, even when a repetition or suicide rule refuses it: the same
     * turns replayed under the same ruleset without those two rules, where rule 7 is unchanged.
     */
    private static Effect effect(Judge judge, GameRecord record, Setup setup, int number, Turn turn) {
        Ruleset open = setup.rules().withRepetition(Ruleset.Repetition.NONE).withSuicide(Ruleset.Suicide.ALLOWED);
        Game g = judge.start(new Setup(open, setup.start(), setup.toMove(), setup.komi(), setup.handicap()), record);
        Replay.End<GameRecord.Move> before = Replay.of(g, record.moves().subList(0, number - 1), GameRecord.Move.READING,
                Replay.AfterRefusal.STOPS).end();
        if (before.refused().isPresent()) {
            // Unreachable: a turn these rules accepted, the same rules without repetition and suicide accept too.
            throw new IllegalStateException("move " + before.refused().get().number() + " refused without TT-6 and TT-C7");
        }
        g = before.game().play(turn);
        return new Effect(g.colouring(), g.lastClearings());
    }
}
