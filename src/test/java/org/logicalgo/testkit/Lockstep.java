package org.logicalgo.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Turn;

/**
 * Turns a {@link GameCase}'s choices into turns, each drawn against the game as it stands:
 * passes, moves on any point (legal or not), and turns the rules must refuse (the wrong player,
 * an occupied point, a point off the grid, a recapture of a just-captured stone, an agreement).
 * Refused turns are judged and skipped; accepted ones are played.
 */
public final class Lockstep {

    /** Called for every turn drawn, with its verdict on the given game, before the game moves on. */
    public interface Step {
        void accept(Turn turn, Game before, Game after);
    }

    private final GameCase gameCase;

    public Lockstep(GameCase gameCase) {
        this.gameCase = gameCase;
    }

    /** Plays the case on one engine; {@code step} sees each accepted turn. Returns the last game. */
    public Game play(Engine engine, Step step) {
        Game g = engine.start(gameCase.setup());
        for (int choice : gameCase.choices()) {
            if (g.ended()) {
                break;
            }
            Turn t = turnFor(g, choice);
            if (g.judge(t).accepted()) {
                Game next = g.play(t);
                step.accept(t, g, next);
                g = next;
            }
        }
        return g;
    }

    /** The turn a choice stands for in this game. */
    public static Turn turnFor(Game g, int choice) {
        Grid grid = g.setup().grid();
        Colour me = g.toMove();
        List<Point> points = grid.points();
        Point somewhere = points.get((choice * 7919) % points.size());
        if (choice < GameCase.PASS_BELOW) {
            return new Turn.Pass(me);
        }
        if (choice >= GameCase.ODD_BELOW) {
            return new Turn.Play(me, points.get(choice % points.size()));
        }
        List<Point> stones = new ArrayList<>(g.colouring().pointsOf(Colour.BLACK));
        stones.addAll(g.colouring().pointsOf(Colour.WHITE));
        switch (choice % 6) {
            case 0:
                return new Turn.Play(me.opponent(), somewhere);
            case 1:
                return new Turn.Pass(me.opponent());
            case 2:
                return stones.isEmpty() ? new Turn.Play(me, new Point(grid.width(), 0))
                        : new Turn.Play(me, stones.get(choice % stones.size()));
            case 3:
                return new Turn.Play(me, new Point(grid.width() + choice % 3, choice % grid.height()));
            case 4:
                return new Turn.Agreement(stones.isEmpty() ? Set.of() : Set.of(stones.get(choice % stones.size())));
            default:
                // A ko: take back at once the one stone just captured.
                Set<Point> captured = g.lastClearings().opponent();
                return captured.size() == 1 ? new Turn.Play(me, captured.iterator().next()) : new Turn.Play(me, somewhere);
        }
    }
}
