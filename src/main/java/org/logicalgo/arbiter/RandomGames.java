package org.logicalgo.arbiter;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;

/**
 * Games played to their end by random legal turns: the corpus for round trips through SGF and for
 * the batch benchmark. A player passes when no legal move is left that does not fill one of its
 * own one-point eyes, so games end by two passes (TT-8) as real games do, with living groups.
 */
public final class RandomGames {

    private RandomGames() {
    }

    /** The turns of one game from this setup, at most {@code maxTurns} of them. */
    public static List<Turn> play(Engine engine, Setup setup, Random random, int maxTurns) {
        Game game = engine.start(setup);
        List<Turn> turns = new ArrayList<>();
        List<Point> points = new ArrayList<>(setup.grid().points());
        while (!game.ended() && turns.size() < maxTurns) {
            Colour mover = game.toMove();
            Turn chosen = new Turn.Pass(mover);
            Collections.shuffle(points, random);
            for (Point p : points) {
                if (game.colouring().colour(p) != Colour.EMPTY || ownEye(game, p, mover)) {
                    continue;
                }
                Turn t = new Turn.Play(mover, p);
                if (game.judge(t).accepted()) {
                    chosen = t;
                    break;
                }
            }
            game = game.play(chosen);
            turns.add(chosen);
        }
        return turns;
    }

    private static boolean ownEye(Game game, Point p, Colour mover) {
        for (Point n : game.setup().grid().neighbours(p)) {
            if (game.colouring().colour(n) != mover) {
                return false;
            }
        }
        return true;
    }
}
