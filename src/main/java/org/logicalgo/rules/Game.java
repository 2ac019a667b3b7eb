package org.logicalgo.rules;

import java.util.List;

/**
 * A game in progress under a ruleset: a value. {@link #play} returns the game after a turn and
 * leaves this one as it was, so undo is keeping the earlier value.
 */
public interface Game {

    Setup setup();

    /** The grid colouring now. */
    Colouring colouring();

    /** Whose turn it is (TT-5, TT-C5). */
    Colour toMove();

    /** How many turns have been accepted since the start. */
    int turnNumber();

    /** How many of the last turns were passes, in a row. */
    int consecutivePasses();

    /** TT-8 (TT-C8): whether the game has ended. */
    boolean ended();

    /** How the game has ended (TT-8, TT-C8, FR-10, NZ-10, TT-V5, TT-V7), or empty while it goes on. */
    java.util.Optional<Refusal.Ended> howEnded();

    /** What the rules say of this turn now, without playing it: the first of the {@link Check}s that refuses it. */
    Verdict judge(Turn turn);

    /** The {@link Check}s asked of this turn now, in order, up to the one that refuses it: the verdict taken apart. */
    List<Judging.Finding> trace(Turn turn);

    /**
     * The game after this turn.
     *
     * @throws IllegalTurnException when the rules refuse the turn
     */
    Game play(Turn turn);

    /** What the last turn's two clearings emptied ({@link Clearings#NONE} after a pass or at the start). */
    Clearings lastClearings();

    /** Every turn the player to move may take now, in the order of {@link Grid#points()}, then the pass. */
    List<Turn> legalTurns();

    /** TT-9 and TT-10: the scores now, with komi. */
    Score score();

    /**
     * The colouring the score counts. TT-9 counts every stone on the grid, so it is the colouring
     * itself; an engine that takes off the stones it judges dead before counting answers otherwise
     * (GTP's {@code final_status_list dead} names what it takes off).
     */
    default Colouring counted() {
        return colouring();
    }

    /**
     * The game after these turns, played in order.
     *
     * @throws IllegalTurnException when the rules refuse one
     */
    default Game after(List<Turn> turns) {
        Game g = this;
        for (Turn t : turns) {
            g = g.play(t);
        }
        return g;
    }

    /**
     * The turns that end this game by its ruleset's own ending ({@link Ruleset.Ending#closing}:
     * passes, or the agreement that empties nothing), each accepted in turn: a game played on by
     * them is counted as this one. None when it has ended; where one is refused, those before it
     * (and the game after them has not ended).
     */
    default List<Turn> closing() {
        Game g = this;
        List<Turn> more = new java.util.ArrayList<>();
        // Four passes at most (TT-C8), or two and the agreement (FR-13).
        while (!g.ended() && more.size() < 4) {
            Turn next = setup().rules().ending().closing(g.consecutivePasses(), g.toMove());
            if (!g.judge(next).accepted()) {
                break;
            }
            more.add(next);
            g = g.play(next);
        }
        return List.copyOf(more);
    }
}
