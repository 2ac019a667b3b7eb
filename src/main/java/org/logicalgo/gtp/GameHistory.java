package org.logicalgo.gtp;

import java.util.ArrayList;
import java.util.List;

import org.logicalgo.rules.Game;
import org.logicalgo.rules.Turn;

/**
 * The game a GTP session has played so far, kept once: the turns played, the game now, and the
 * game every {@link #EVERY} turns from the start. {@code undo} drops the newest turn and replays
 * at most that many from the game kept before it; {@code printsgf} reads the turns; the rest asks
 * the game now. Not a game a turn: a session of a million turns ({@code loadsgf}) keeps its turns
 * and the engine's history, not a million games.
 */
final class GameHistory {

    /** How many turns apart the games kept are: the most an undo replays. */
    static final int EVERY = 64;

    /** The turns played, oldest first. */
    private final List<Turn> turns = new ArrayList<>();
    /** kept.get(k): the game after k * EVERY turns, the start first. */
    private final List<Game> kept = new ArrayList<>();
    /** The game now, or null after an undo until it is asked for: replayed then, with no other board alive. */
    private Game now;

    GameHistory(Game start) {
        kept.add(start);
        now = start;
    }

    /** The game now. */
    Game now() {
        if (now == null) {
            Game g = kept.get(kept.size() - 1);
            for (int i = (kept.size() - 1) * EVERY; i < turns.size(); i++) {
                g = g.play(turns.get(i));
            }
            now = g;
        }
        return now;
    }

    /** Plays a turn on the game now (the game refuses an illegal one) and keeps it. */
    void play(Turn turn) {
        add(turn, now().play(turn));
    }

    /** Keeps a turn already played on the game now, and the game it made. */
    void add(Turn turn, Game after) {
        turns.add(turn);
        now = after;
        if (turns.size() % EVERY == 0) {
            kept.add(after);
        }
    }

    /** Drops the newest turn; false, and nothing changes, when no turn has been played. */
    boolean undo() {
        if (turns.isEmpty()) {
            return false;
        }
        turns.remove(turns.size() - 1);
        while ((kept.size() - 1) * EVERY > turns.size()) {
            kept.remove(kept.size() - 1);
        }
        // Dropped before the game is replayed: a fast game's board is as big as its history, and one is enough.
        now = null;
        return true;
    }

    /** The turns played, oldest first. */
    List<Turn> turns() {
        return new ArrayList<>(turns);
    }
}
