package org.logicalgo.conformance.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.fast.Fast;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

/**
 * A case as the rules play it (the fast engine; a refused turn is not played), read in one pass:
 * each listed turn's verdict, and what the runner asks of the game after each turn. The fast
 * engine's games of one line share one board, handed on from turn to turn, so an earlier game is
 * read while it is the latest or it is rebuilt; the colourings are therefore played again only
 * when asked (a failure's picture, a grid walled inside a larger board): a case that passes on its
 * own grid draws none.
 */
final class AsPlayed {

    /** What the runner asks of a game: whose turn (TT-5), whether it has ended (TT-8), passes in a row, turns accepted. */
    record State(Colour toMove, boolean ended, int consecutivePasses, int turnNumber) {

        static State of(Game g) {
            return new State(g.toMove(), g.ended(), g.consecutivePasses(), g.turnNumber());
        }
    }

    private final ConformanceCase c;
    private final Ruleset rules;
    /** The listed turns, read once. */
    private final List<Turn> turns;
    /** After 0, 1, ... n listed turns. */
    private final List<State> states;
    /** Of listed turns 1 to n, at index n - 1. */
    private final List<Verdict> verdicts;
    private final Game end;
    /** After 0, 1, ... n listed turns; null until asked. */
    private List<Colouring> colourings;

    private AsPlayed(ConformanceCase c, Ruleset rules, List<Turn> turns, List<State> states, List<Verdict> verdicts, Game end) {
        this.c = c;
        this.rules = rules;
        this.turns = turns;
        this.states = states;
        this.verdicts = verdicts;
        this.end = end;
    }

    static AsPlayed of(ConformanceCase c, Ruleset rules) {
        List<Turn> turns = IntStream.rangeClosed(1, c.turns().size()).mapToObj(c::turn).toList();
        Game start = Fast.ENGINE.start(c.setup(rules));
        List<State> states = new ArrayList<>(List.of(State.of(start)));
        List<Verdict> verdicts = new ArrayList<>();
        Game end = start;
        for (Replay.Step<Turn> step : Replay.of(start, turns, Replay.AfterRefusal.GOES_ON)) {
            verdicts.add(step.verdict());
            end = step.after();
            states.add(State.of(end));
        }
        return new AsPlayed(c, rules, turns, states, verdicts, end);
    }

    /** Listed turn {@code n} (from 1). */
    Turn turn(int n) {
        return turns.get(n - 1);
    }

    /** The game after {@code k} listed turns (0: the start). */
    State state(int k) {
        return states.get(k);
    }

    /** What the rules say of listed turn {@code n} (from 1), in the game before it. */
    Verdict verdict(int n) {
        return verdicts.get(n - 1);
    }

    /** The game after the last listed turn. */
    Game end() {
        return end;
    }

    /**
     * The turns that end the game after the listed ones by its ruleset's own ending
     * ({@link Game#closing}), the game after them, and whether it has then ended.
     */
    record Closing(List<Turn> turns, Game end, boolean ends) {
    }

    private Closing closing;

    Closing closing() {
        if (closing == null) {
            List<Turn> more = end.closing();
            Game g = end.after(more);
            closing = new Closing(more, g, g.ended());
        }
        return closing;
    }

    /** The colouring after {@code k} listed turns (0: the start). */
    Colouring colouring(int k) {
        return colourings().get(k);
    }

    /** The colouring after each listed turn, the start first: the case played again, once. */
    List<Colouring> colourings() {
        if (colourings == null) {
            Game start = Fast.ENGINE.start(c.setup(rules));
            List<Colouring> all = new ArrayList<>(List.of(start.colouring()));
            for (Replay.Step<Turn> step : Replay.of(start, turns, Replay.AfterRefusal.GOES_ON)) {
                all.add(step.after().colouring());
            }
            colourings = List.copyOf(all);
        }
        return colourings;
    }
}
