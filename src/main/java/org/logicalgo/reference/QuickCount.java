package org.logicalgo.reference;

import java.util.List;

import org.logicalgo.rules.Decides;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;

/**
 * FR-15, the French quick count (décompte rapide): instead of counting stones, each player keeps
 * the stones he captured, receives one stone for each pass of his opponent, Black receives one
 * more when he placed the last stone, the stones removed by agreement go to the remover; then each
 * player puts the stones he holds into the other's territory, and only the empty points left are
 * counted. Komi is added to White (FR-11); in a handicap game only the half point is, since the
 * n-1 points of FR-14 are already in the stones (FR-R4).
 */
@Decides({"FR-15", "FR-R4"})
public final class QuickCount {

    private QuickCount() {
    }

    /**
     * What the players hold at the end of a game.
     *
     * @param blackHolds       white stones Black holds: captured, removed by agreement, White's pass stones, the last-stone stone
     * @param whiteHolds       black stones White holds: captured, removed by agreement, Black's pass stones
     * @param blackPlacedLast  whether the last stone placed in the game was Black's (FR-15)
     * @param trailingPasses   how many passes in a row end the game (FR-R4: the count is exact when there are two)
     */
    public record Tally(int blackHolds, int whiteHolds, boolean blackPlacedLast, int trailingPasses) {
    }

    /**
     * The count: each side's territory (empty points reaching only its colour, FR-5), less the
     * opponent's stones put into it, and the margin with komi.
     */
    public record Result(int blackTerritory, int whiteTerritory, int blackHolds, int whiteHolds, double komi) {

        public int blackLeft() {
            return blackTerritory - whiteHolds;
        }

        public int whiteLeft() {
            return whiteTerritory - blackHolds;
        }

        /** Black's count less White's with komi: positive when Black wins. */
        public double margin() {
            return blackLeft() - (whiteLeft() + komi);
        }
    }

    /** The stones each player holds after these turns, played from this setup (the turns must be accepted). */
    public static Tally tally(Setup setup, List<Turn> turns) {
        ReferenceGame g = ReferenceGame.start(setup);
        int black = 0;
        int white = 0;
        boolean blackLast = false;
        int trailing = 0;
        for (Turn t : turns) {
            Colouring before = g.colouring();
            g = g.play(t);
            if (t instanceof Turn.Pass pass) {
                // A pass hands the opponent one stone, as if it had been captured.
                if (pass.colour() == Colour.BLACK) {
                    white++;
                } else {
                    black++;
                }
                trailing++;
            } else if (t instanceof Turn.Play play) {
                int captured = g.lastClearings().opponent().size();
                int own = g.lastClearings().own().size();
                if (play.colour() == Colour.BLACK) {
                    black += captured;
                    white += own;
                } else {
                    white += captured;
                    black += own;
                }
                blackLast = play.colour() == Colour.BLACK;
                trailing = 0;
            } else {
                // FR-13: dead stones removed by agreement go to the player who removes them.
                for (Point p : ((Turn.Agreement) t).emptied()) {
                    if (before.colour(p) == Colour.BLACK) {
                        white++;
                    } else if (before.colour(p) == Colour.WHITE) {
                        black++;
                    }
                }
            }
        }
        return new Tally(black + (blackLast ? 1 : 0), white, blackLast, trailing);
    }

    /** FR-15 on a final colouring (dead stones already removed). */
    public static Result count(Colouring end, Tally tally, double komi) {
        return new Result(LogicalRules.score(end, Colour.BLACK) - end.count(Colour.BLACK),
                LogicalRules.score(end, Colour.WHITE) - end.count(Colour.WHITE), tally.blackHolds(), tally.whiteHolds(), komi);
    }
}
