package org.logicalgo.gtp;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;

import org.logicalgo.rules.Game;
import org.logicalgo.rules.Turn;

/**
 * The game a GTP session has played so far, kept once: the game at the start, then each turn
 * with the game it made. A turn and its game are one step, so nothing is kept in step by hand:
 * {@code undo} drops the newest step, {@code printsgf} reads the turns, the rest asks the game now.
 */
final class GameHistory {

    /** One turn and the game after it. */
    record Step(Turn turn, Game after) {
    }

    private final Game start;
    /** The turns played, oldest first; the newest step's game is the game now. */
    private final Deque<Step> steps = new ArrayDeque<>();

    GameHistory(Game start) {
        this.start = start;
    }

    /**
     * The history loadsgf builds as two stacks, newest first: {@code games} from the game now down to
     * the start, {@code turns} one fewer, the turn that made each game but the start.
     */
    static GameHistory of(Deque<Game> games, Deque<Turn> turns) {
        if (games.size() != turns.size() + 1) {
            throw new IllegalArgumentException(games.size() + " games for " + turns.size() + " turns");
        }
        GameHistory h = new GameHistory(games.peekLast());
        Iterator<Game> g = games.descendingIterator();
        g.next();
        for (Iterator<Turn> t = turns.descendingIterator(); t.hasNext();) {
            h.steps.addLast(new Step(t.next(), g.next()));
        }
        return h;
    }

    /** The game now. */
    Game now() {
        return steps.isEmpty() ? start : steps.peekLast().after();
    }

    /** Plays a turn on the game now (the game refuses an illegal one) and keeps it. */
    void play(Turn turn) {
        steps.addLast(new Step(turn, now().play(turn)));
    }

    /** Drops the newest turn; false, and nothing changes, when no turn has been played. */
    boolean undo() {
        return steps.pollLast() != null;
    }

    /** The turns played, oldest first. */
    List<Turn> turns() {
        List<Turn> turns = new ArrayList<>(steps.size());
        for (Step s : steps) {
            turns.add(s.turn());
        }
        return turns;
    }
}
