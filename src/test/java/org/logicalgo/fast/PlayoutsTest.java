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
        Ruleset forbidden = Ruleset.TROMP_TAYLOR.withSuicide(Ruleset.Suicide.FORBIDDEN);
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

    /**
     * The board's lists of empty points (open, eye-like for Black, for White) hold after every turn
     * of playouts, captures and suicides included, from empty grids and from a starting position.
     */
    @Test
    void theListsOfEmptyPointsHoldThroughPlayouts() {
        Ruleset forbidden = Ruleset.TROMP_TAYLOR.withSuicide(Ruleset.Suicide.FORBIDDEN);
        Setup[] setups = {
            Setup.of(Ruleset.TROMP_TAYLOR, new Grid(1, 1)), Setup.of(Ruleset.TROMP_TAYLOR, new Grid(3, 1)),
            Setup.of(Ruleset.TROMP_TAYLOR, new Grid(2, 2)), Setup.of(forbidden, new Grid(5, 5)),
            Setup.of(Ruleset.TROMP_TAYLOR, new Grid(9, 9)), Setup.of(Ruleset.TROMP_TAYLOR.withRepetition(Ruleset.Repetition.SITUATIONAL), new Grid(7, 6)),
            Setup.of(Ruleset.TROMP_TAYLOR, new Grid(5, 5)).withStart(Colouring.parse(FIVE_EYES), Colour.BLACK)};
        for (Setup setup : setups) {
            for (Policy policy : Policy.values()) {
                for (int seed = 0; seed < 4; seed++) {
                    FastBoard b = FastBoard.start(setup);
                    SplittableRandom random = new SplittableRandom(seed);
                    assertTrue(b.listsHold(), setup.grid() + " at the start");
                    for (int turn = 1; !b.ended() && turn < 5_000; turn++) {
                        Playouts.playout(b, policy, random, 1, null);
                        assertTrue(b.listsHold(), setup.grid() + " " + policy + " seed " + seed + " after turn " + turn);
                    }
                    assertTrue(b.ended());
                }
            }
        }
    }

    /**
     * Black to move. A2 is Black's eye, spared by both policies. D2 and E1 are White's eyes, where
     * a black stone takes nothing (White's string keeps D4 and E4) and clears itself, leaving the
     * colouring as it stands: refused. A5 is White's eye too, but B5 and A4 have it for their last
     * liberty, so a black stone there takes them. So the points Black may play that no policy
     * spares are D5, E5, D4, E4 and A5: five, each to be chosen one time in five.
     */
    private static final String FIVE_EYES = """
            .OX..
            OXX..
            XXOOO
            .XO.O
            XXOO.""";

    @Test
    void theChoiceIsUniformOverThePointsAllowedAndNotSpared() {
        Setup setup = Setup.of(Ruleset.TROMP_TAYLOR, new Grid(5, 5)).withStart(Colouring.parse(FIVE_EYES), Colour.BLACK);
        for (Policy policy : Policy.values()) {
            FastBoard root = FastBoard.start(setup);
            FastBoard b = root.copy();
            SplittableRandom random = new SplittableRandom(11);
            java.util.Map<Point, Integer> seen = new java.util.TreeMap<>(java.util.Comparator.comparing(Point::toString));
            int n = 5_000;
            for (int i = 0; i < n; i++) {
                b.resetTo(root);
                int[] record = new int[1];
                Playouts.playout(b, policy, random, 1, record);
                seen.merge(b.point(record[0]), 1, Integer::sum);
            }
            assertEquals(java.util.Set.of(new Point(3, 4), new Point(4, 4), new Point(3, 3), new Point(4, 3), new Point(0, 4)),
                    seen.keySet(), policy + ": the points chosen");
            // n/5 = 1,000 expected of each; 6 standard deviations, sqrt(n * 0.2 * 0.8) = 28.3 each, either side.
            for (var e : seen.entrySet()) {
                assertTrue(Math.abs(e.getValue() - n / 5) < 6 * Math.sqrt(n * 0.2 * 0.8), policy + ": " + e);
            }
        }
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
