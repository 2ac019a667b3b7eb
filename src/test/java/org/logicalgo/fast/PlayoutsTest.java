package org.logicalgo.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.logicalgo.fast.Playouts.Policy;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;

/** The playout policies: which points each spares, drawn as boards, and playouts the reference accepts turn by turn. */
class PlayoutsTest {

    private static FastBoard board(String drawing) {
        return FastBoard.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(5, 5)).withStart(Colouring.parse(drawing), Colour.BLACK));
    }

    /** Columns A-E are 0-4, rows 1-5 are 0-4 from the bottom. */
    private static boolean spares(Policy policy, FastBoard b, int column, int row, int colour) {
        return policy.spares(b, b.index(new Point(column, row)), colour);
    }

    @Test
    void inTheMiddleDaileysEyeAllowsOneOpponentDiagonalNotTwo() {
        // C3 has Black on its four sides; of its diagonals, B4 is White.
        FastBoard one = board("""
                .....
                .OX..
                .X.X.
                ..X..
                .....""");
        assertTrue(spares(Policy.OWN_EYE, one, 2, 2, FastBoard.BLACK));
        assertTrue(spares(Policy.DAILEY_EYE, one, 2, 2, FastBoard.BLACK));
        assertFalse(spares(Policy.OWN_EYE, one, 2, 2, FastBoard.WHITE), "Black's eye is no eye of White's");
        assertFalse(spares(Policy.DAILEY_EYE, one, 2, 2, FastBoard.WHITE));
        // D2 White as well: two opponent diagonals.
        FastBoard two = board("""
                .....
                .OX..
                .X.X.
                ..XO.
                .....""");
        assertTrue(spares(Policy.OWN_EYE, two, 2, 2, FastBoard.BLACK));
        assertFalse(spares(Policy.DAILEY_EYE, two, 2, 2, FastBoard.BLACK));
    }

    @Test
    void onTheEdgeAndInTheCornerDaileysEyeAllowsNoOpponentDiagonal() {
        // A3 has Black on its three sides on the grid (A4, B3, A2); B4, a diagonal, is White.
        FastBoard edge = board("""
                .....
                XO...
                .X...
                X....
                .....""");
        assertTrue(spares(Policy.OWN_EYE, edge, 0, 2, FastBoard.BLACK));
        assertFalse(spares(Policy.DAILEY_EYE, edge, 0, 2, FastBoard.BLACK));
        // A1 has Black on A2 and B1; its one diagonal B2 is empty, then White.
        FastBoard corner = board("""
                .....
                .....
                .....
                X....
                .X...""");
        assertTrue(spares(Policy.OWN_EYE, corner, 0, 0, FastBoard.BLACK));
        assertTrue(spares(Policy.DAILEY_EYE, corner, 0, 0, FastBoard.BLACK));
        FastBoard taken = board("""
                .....
                .....
                .....
                XO...
                .X...""");
        assertTrue(spares(Policy.OWN_EYE, taken, 0, 0, FastBoard.BLACK));
        assertFalse(spares(Policy.DAILEY_EYE, taken, 0, 0, FastBoard.BLACK));
    }

    @Test
    void aPointWithAnEmptyNeighbourIsNobodysEye() {
        FastBoard b = board("""
                .....
                .....
                .X...
                X.X..
                .....""");
        // B2 has Black on three sides and B1 empty.
        assertFalse(spares(Policy.OWN_EYE, b, 1, 1, FastBoard.BLACK));
        assertFalse(spares(Policy.DAILEY_EYE, b, 1, 1, FastBoard.BLACK));
    }

    /**
     * Every turn of a playout is one the reference accepts; the player passes only when every
     * move the reference allows him is at a point the policy spares; two passes end the game.
     */
    @Test
    void playoutsPlayOnlyWhatTheReferenceAllowsAndPassOnlyWhenTheyMust() {
        Ruleset forbidden = Ruleset.TROMP_TAYLOR.withSuicide(Ruleset.Suicide.FORBIDDEN).named("no suicide");
        for (Ruleset rules : new Ruleset[] {Ruleset.TROMP_TAYLOR, forbidden}) {
            for (Policy policy : Policy.values()) {
                for (int seed = 0; seed < 8; seed++) {
                    Grid grid = seed % 2 == 0 ? new Grid(5, 5) : new Grid(7, 6);
                    Setup setup = Setup.of(rules, grid);
                    FastBoard b = FastBoard.start(setup);
                    int[] record = new int[10_000];
                    int turns = Playouts.playout(b, policy, new SplittableRandom(seed), record.length, record);
                    assertTrue(b.ended(), "the playout ran to the end of the game");
                    checkAgainstReference(setup, policy, record, turns, rules + " " + policy + " seed " + seed);
                }
            }
        }
    }

    private static void checkAgainstReference(Setup setup, Policy policy, int[] record, int turns, String where) {
        Game ref = Reference.ENGINE.start(setup);
        FastBoard now = FastBoard.start(setup);
        for (int t = 0; t < turns; t++) {
            Colour mover = ref.toMove();
            String at = where + ", turn " + (t + 1);
            Turn turn;
            if (record[t] == Playouts.PASS) {
                turn = new Turn.Pass(mover);
                for (Turn allowed : ref.legalTurns()) {
                    if (allowed instanceof Turn.Play play) {
                        assertTrue(policy.spares(now, now.index(play.point()), now.toMove()),
                                at + ": passed while " + play + " was allowed and not spared");
                    }
                }
                now.pass();
            } else {
                turn = new Turn.Play(mover, now.point(record[t]));
                assertFalse(policy.spares(now, record[t], now.toMove()), at + ": played a spared point");
                now.play(record[t]);
            }
            assertTrue(ref.judge(turn).accepted(), at + ": " + ref.judge(turn));
            ref = ref.play(turn);
            assertEquals(ref.colouring(), now.colouring(), at);
        }
        assertTrue(ref.ended(), where);
        assertEquals(Playouts.PASS, record[turns - 1], where);
        assertEquals(Playouts.PASS, record[turns - 2], where);
    }

    @Test
    void drawsBelowABoundAreInRangeAndEven() {
        SplittableRandom random = new SplittableRandom(3);
        for (int bound : new int[] {1, 2, 3, 81, 361}) {
            int n = 200 * bound;
            int[] seen = new int[bound];
            for (int i = 0; i < n; i++) {
                seen[Playouts.below(random, bound)]++;
            }
            for (int k = 0; k < bound; k++) {
                // 200 expected of each; 6 standard deviations (about 85) either side.
                assertTrue(Math.abs(seen[k] - 200) < 6 * Math.sqrt(200), bound + ": " + k + " drawn " + seen[k] + " times");
            }
        }
    }
}
