package org.logicalgo.arbiter;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.logicalgo.rules.Clearings;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Refusal;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;
import org.logicalgo.sgf.GameRecord;

/**
 * One turn of a record taken apart clause by clause: the colouring before it, what each clause
 * of the rules says of it, and the colouring after it. The verdict is the engine's; the clause
 * lines show the reasons a reader can check on the drawn grids.
 *
 * @param before   the game before the turn, or empty when an earlier turn is refused already
 * @param earlier  the earlier refused turn, when there is one (then nothing else is explained)
 * @param verdict  what the engine says of the turn
 * @param clauses  what each clause says of it, in the order of the rules
 * @param effect   the colouring the move leaves by rule 7 and what its clearings emptied, also
 *                 for a move refused for repetition or suicide (what it would have done)
 * @param after    the game after the turn, when it is accepted
 */
public record Explanation(GameRecord record, int number, Ruleset rules, GameRecord.Move move,
                          Optional<Game> before, Optional<Judgement.Refusal> earlier, Optional<Verdict> verdict,
                          List<ClauseLine> clauses, Optional<Effect> effect, Optional<Game> after) {

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
                    earlier.refused().map(Judgement.Refusal::of), Optional.empty(), List.of(), Optional.empty(), Optional.empty());
        }
        game = earlier.game();
        Replay.Step<GameRecord.Move> step = Replay.step(number, game, move, GameRecord.Move.READING);
        Verdict verdict = step.verdict();
        List<ClauseLine> lines = new ArrayList<>();
        Optional<Effect> effect = Optional.empty();
        Colour mover = move.colour();
        lines.add(game.ended()
                ? new ClauseLine(rules.cite(Ruleset.Topic.ENDED), false, ((Verdict.Refused) game.judge(new Turn.Pass(mover))).reason())
                : new ClauseLine(rules.cite(Ruleset.Topic.END), true, "the game goes on: it has not ended (" + game.consecutivePasses() + " consecutive passes before this turn)"));
        lines.add(mover == game.toMove()
                ? new ClauseLine(rules.cite(Ruleset.Topic.TURN_ORDER), true, "it is " + mover.word() + "'s turn and " + mover.word() + " takes it")
                : new ClauseLine(rules.cite(Ruleset.Topic.TURN_ORDER), false, new Refusal.NotToMove(game.toMove(), mover).sentence()));
        Optional<Turn> turn = move.turn();
        if (turn.isPresent() && turn.get() instanceof Turn.Pass) {
            lines.add(new ClauseLine(rules.cite(Ruleset.Topic.TURN), true, "a pass is a turn; it leaves the colouring as it is (TT-R3: always allowed)"));
        } else if (turn.isEmpty()) {
            lines.add(new ClauseLine(rules.cite(Ruleset.Topic.GRID), false, new Refusal.OffGrid("[" + move.value() + "]", record.grid()).sentence()));
        } else {
            Point p = ((Turn.Play) turn.get()).point();
            lines.add(new ClauseLine(rules.cite(Ruleset.Topic.GRID), true, p + " is a point of the " + record.grid() + " grid"));
            Colour there = game.colouring().colour(p);
            if (there != Colour.EMPTY) {
                lines.add(new ClauseLine(rules.cite(Ruleset.Topic.OCCUPIED), false, new Refusal.Occupied(p).sentence()));
            } else if (mover == game.toMove() && !game.ended()) {
                Effect e = effect(judge, record, setup, number, turn.get());
                effect = Optional.of(e);
                lines.add(new ClauseLine(rules.cite(Ruleset.Topic.MOVE), true, p + " is empty; step 1 colours it " + mover.word().toLowerCase(java.util.Locale.ROOT)));
                lines.add(new ClauseLine(rules.cite(Ruleset.Topic.OPPONENT_CLEARING), true, "step 2 clears " + mover.opponent().word() + " (strings that no longer reach empty): "
                        + emptied(e.clearings().opponent())));
                lines.add(new ClauseLine(rules.cite(Ruleset.Topic.OWN_CLEARING), true, "step 3 clears " + mover.word() + ": " + emptied(e.clearings().own())));
                if (rules.suicide() == Ruleset.Suicide.FORBIDDEN) {
                    boolean suicide = !e.clearings().own().isEmpty();
                    lines.add(new ClauseLine(rules.cite(Ruleset.Topic.SUICIDE), !suicide, suicide
                            ? "this ruleset forbids suicide, and step 3 empties the mover's own points"
                            : "this ruleset forbids suicide; step 3 empties nothing"));
                }
                lines.add(repetition(rules, verdict));
            }
        }
        Optional<Game> after = Optional.empty();
        if (verdict.accepted()) {
            Game next = step.after();
            after = Optional.of(next);
            lines.add(new ClauseLine(rules.cite(Ruleset.Topic.END), true, next.ended()
                    ? "after it the game has ended (" + next.consecutivePasses() + " consecutive passes)"
                    : "after it the game goes on, " + next.toMove().word() + " to move"));
            lines.add(new ClauseLine(rules.cite(Ruleset.Topic.SCORE), true, "the score then: Black " + next.score().black() + ", White " + next.score().white()));
        }
        return new Explanation(record, number, rules, move, Optional.of(game), Optional.empty(), Optional.of(verdict),
                lines, effect, after);
    }

    private static ClauseLine repetition(Ruleset rules, Verdict verdict) {
        if (verdict instanceof Verdict.Refused r && r.repeats().isPresent()) {
            return new ClauseLine(r.clause(), false, "the colouring after it " + r.reason());
        }
        return switch (rules.repetition()) {
            case POSITIONAL -> new ClauseLine(rules.cite(Ruleset.Topic.REPETITION), true, "the colouring after it has not stood before in this game");
            case SITUATIONAL -> new ClauseLine(rules.cite(Ruleset.Topic.REPETITION), true,
                    "the colouring after it has not stood before with the same player to move");
            case OWN_MOVES -> new ClauseLine(rules.cite(Ruleset.Topic.REPETITION), true,
                    "the colouring after it is none that the mover's own earlier moves gave the grid");
            case NONE -> new ClauseLine("TT-C6", true, "this ruleset has no repetition rule");
        };
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

    private static String emptied(Set<Point> points) {
        if (points.isEmpty()) {
            return "nothing";
        }
        return points.stream().sorted(Comparator.comparingInt(Point::row).reversed().thenComparingInt(Point::column))
                .map(Point::toString).collect(Collectors.joining(" ")) + " emptied (" + points.size()
                + (points.size() == 1 ? " point)" : " points)");
    }
}
