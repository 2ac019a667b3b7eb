package org.logicalgo.defects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.logicalgo.testkit.Positions.points;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Turn;

/**
 * For every defect, a small game worked out by hand where the defective engine answers otherwise
 * than the reference (and the reference gives what the rules give); and an ordinary game each
 * defect leaves unchanged. Grids are drawn from the top row; columns A.. from the left, rows 1..
 * from the bottom.
 */
class DefectTest {

    private static final Setup TT = Setup.of(Ruleset.TROMP_TAYLOR, new Grid(19, 19));

    private static Setup grid(int width, int height) {
        return Setup.of(Ruleset.TROMP_TAYLOR, new Grid(width, height));
    }

    private static Game reference(Setup setup, String... turns) {
        return play(Reference.ENGINE.start(setup), turns);
    }

    private static Game defective(Defect d, Setup setup, String... turns) {
        return play(d.engine().start(setup), turns);
    }

    private static Game play(Game g, String... turns) {
        for (String t : turns) {
            g = g.play(turn(g, t));
        }
        return g;
    }

    private static Turn turn(Game g, String text) {
        return Turn.parse(text, g.setup().grid(), g.toMove());
    }

    /** What the game says of this turn: "accepted" or the refusal with its clause. */
    private static String verdict(Game g, String text) {
        return g.judge(turn(g, text)).toString();
    }

    // ---- the repetition defects ----

    /**
     * Peter McKenzie's shortest superko game (computer-go list, 2005: KGS refuses its last move under
     * Chinese rules, positional superko, and allows it under the situational rules), on 5x5. After
     * move 7 (B A3): Black A2 A3 B2 B3, White B1 C2 D1. 8 W A1 puts {A1,B1} on one liberty, C1;
     * 9 B C1 captures both; 10 W B1 captures C1 (its neighbours B1 C2 D1 are then White) and
     * leaves Black A2 A3 B2 B3, White B1 C2 D1: the colouring after move 7, three turns back.
     */
    private static final String[] KGS_CYCLE = {"B A2", "W B1", "B B2", "W C2", "B B3", "W D1", "B A3", "W A1", "B C1"};

    @Test
    void simpleKoLetsACycleOfThreeTurnsRepeat() {
        Colouring afterMove7 = Colouring.parse("""
                .....
                .....
                XX...
                XXO..
                .O.O.""");
        assertEquals(afterMove7, reference(grid(5, 5), Arrays.copyOf(KGS_CYCLE, 7)).colouring());
        assertEquals("repeats the grid colouring after move 7 [TT-6]", verdict(reference(grid(5, 5), KGS_CYCLE), "W B1"));
        Game g = defective(Defect.SIMPLE_KO, grid(5, 5), KGS_CYCLE);
        assertEquals("accepted", verdict(g, "W B1"));
        assertEquals(afterMove7, play(g, "W B1").colouring());
    }

    @Test
    void simpleKoStillRefusesTheImmediateRetake() {
        // 4x4: B B3, W C3, B A2, W D2, B B1, W C1, B C2 makes the ko; W B2 captures C2; Black's
        // retake at C2 would give back the colouring after move 7.
        String[] ko = {"B B3", "W C3", "B A2", "W D2", "B B1", "W C1", "B C2", "W B2"};
        assertEquals("repeats the grid colouring after move 7 [TT-6]", verdict(reference(grid(4, 4), ko), "B C2"));
        assertEquals("repeats the grid colouring after move 7 [TT-6]",
                verdict(defective(Defect.SIMPLE_KO, grid(4, 4), ko), "B C2"));
    }

    @Test
    void situationalSuperkoWherePositionalIsAskedAllowsTheKgsCycle() {
        // After move 7 White was to move; after move 10 Black would be: a different situation.
        assertEquals("repeats the grid colouring after move 7 [TT-6]", verdict(reference(grid(5, 5), KGS_CYCLE), "W B1"));
        assertEquals("accepted", verdict(defective(Defect.SITUATIONAL_FOR_POSITIONAL, grid(5, 5), KGS_CYCLE), "W B1"));
    }

    @Test
    void aShortHashRefusesAMoveThatRepeatsNothing() {
        // J14 on 19x19 is point number 13*19 + 9 = 256: a black stone there hashes to 256 mod 256 = 0,
        // the hash of the empty start. The grid has had no other colouring: nothing is repeated.
        assertEquals(256, 13 * 19 + 9);
        assertEquals("accepted", verdict(reference(TT), "B J14"));
        assertEquals("repeats the grid colouring at the start [TT-6]", verdict(defective(Defect.SHORT_HASH, TT), "B J14"));
        // One point further, 257 mod 256 = 1: no collision, and the defective engine accepts.
        assertEquals("accepted", verdict(defective(Defect.SHORT_HASH, TT), "B K14"));
    }

    /**
     * 4x3 with a White wall on column C; Black plays D3 (move 1), then fills A1 B1 A2 B2 A3 B3
     * while White passes. The sixth black stone, move 13, leaves the six without a liberty; the
     * wall keeps D1 and D2, so the second clearing empties the six and the colouring after move 1
     * comes back, eleven turns (and twelve colourings) back.
     */
    private static final Setup WALL = grid(4, 3).withStart(Colouring.parse("""
            ..O.
            ..O.
            ..O."""), Colour.BLACK);
    private static final String[] FILL = {"B D3", "W pass", "B A1", "W pass", "B B1", "W pass", "B A2", "W pass",
            "B B2", "W pass", "B A3", "W pass"};

    @Test
    void aShortHistoryForgetsACycleLongerThanItsMemory() {
        assertEquals("repeats the grid colouring after move 1 [TT-6]", verdict(reference(WALL, FILL), "B B3"));
        Game g = defective(Defect.SHORT_HISTORY, WALL, FILL);
        assertEquals("accepted", verdict(g, "B B3"));
        assertEquals(Colouring.parse("""
                ..OX
                ..O.
                ..O."""), play(g, "B B3").colouring());
        // Four turns earlier, with the cycle inside its memory, it refuses like the reference.
        Game early = defective(Defect.SHORT_HISTORY, grid(4, 4), "B B3", "W C3", "B A2", "W D2", "B B1", "W C1",
                "B C2", "W B2");
        assertEquals("repeats the grid colouring after move 7 [TT-6]", verdict(early, "B C2"));
    }

    @Test
    void theStartNotCountedLetsAMoveEmptyTheGrid() {
        // TT-R1: on 1x1 Black's A1 is coloured, then cleared (it reaches no empty point): the empty start again.
        assertEquals("repeats the grid colouring at the start [TT-6]", verdict(reference(grid(1, 1)), "B A1"));
        Game g = defective(Defect.START_NOT_COUNTED, grid(1, 1), "B A1");
        assertEquals(Colouring.parse("."), g.colouring());
        assertEquals(points(g.setup().grid(), "A1"), g.lastClearings().own());
        assertEquals(Colour.WHITE, g.toMove());
    }

    @Test
    void aSuicideExemptFromTheRepetitionCheckIsAOneStoneSuicide() {
        // 3x1: B A1, W B1 captures it (.O.); Black's A1 again is emptied by its own clearing: .O., the
        // colouring after move 2 (TT-R4).
        String[] game = {"B A1", "W B1"};
        assertEquals("repeats the grid colouring after move 2 [TT-6]", verdict(reference(grid(3, 1), game), "B A1"));
        Game g = defective(Defect.SUICIDE_EXEMPT, grid(3, 1), game);
        assertEquals("accepted", verdict(g, "B A1"));
        g = play(g, "B A1");
        assertEquals(Colouring.parse(".O."), g.colouring());
        assertEquals(points(g.setup().grid(), "A1"), g.lastClearings().own());
        assertEquals(3, g.turnNumber());
    }

    @Test
    void aPassThatClearsTheHistoryLetsAMoveAfterItRecreateAnEarlierColouring() {
        // 3x3, White wall A2 B2, White to move. 1 W C1 (the colouring P); 2 B A1; 3 W pass; 4 B B1 makes
        // {A1,B1}, whose neighbours A2 B2 C1 are all White: its own clearing empties it, and P is back.
        Setup start = grid(3, 3).withStart(Colouring.parse("""
                ...
                OO.
                ..."""), Colour.WHITE);
        String[] game = {"W C1", "B A1", "W pass"};
        assertEquals("repeats the grid colouring after move 1 [TT-6]", verdict(reference(start, game), "B B1"));
        Game g = defective(Defect.PASS_CLEARS_HISTORY, start, game);
        assertEquals("accepted", verdict(g, "B B1"));
        assertEquals(Colouring.parse("""
                ...
                OO.
                ..O"""), play(g, "B B1").colouring());
    }

    // ---- the move defects ----

    @Test
    void suicideRefusedWhereTheRulesAllowIt() {
        // 4x1: B A1, W C1, then B B1: {A1,B1} has no liberty (C1 is White, which keeps D1): the
        // second clearing empties two stones, giving ..O., a colouring the grid never had (TT-R4).
        String[] game = {"B A1", "W C1"};
        Game ref = reference(grid(4, 1), game);
        assertEquals("accepted", verdict(ref, "B B1"));
        assertEquals(Colouring.parse("..O."), play(ref, "B B1").colouring());
        assertEquals("suicide: the move's own clearing would empty 2 point(s), and this ruleset forbids suicide [TT-C7]",
                verdict(defective(Defect.SUICIDE_REFUSED, grid(4, 1), game), "B B1"));
    }

    @Test
    void theWrongClearingOrderEmptiesTheCapturingStones() {
        // 3x1: B A1, W C1, B B1. TT-7: White's C1 (its only neighbour B1 now Black) is cleared first:
        // XX. . Clearing Black first empties {A1,B1} (their only other neighbour, C1, is White): ..O.
        String[] game = {"B A1", "W C1", "B B1"};
        Game ref = reference(grid(3, 1), game);
        assertEquals(Colouring.parse("XX."), ref.colouring());
        assertEquals(points(ref.setup().grid(), "C1"), ref.lastClearings().opponent());
        Game g = defective(Defect.CLEAR_ORDER, grid(3, 1), game);
        assertEquals(Colouring.parse("..O"), g.colouring());
        assertEquals(points(g.setup().grid(), "A1", "B1"), g.lastClearings().own());
    }

    @Test
    void oneCaptureLeavesTheSecondStringWithoutALiberty() {
        // 3x1 starting from O.O, Black to move: B B1 takes the last liberty of both White stones; TT-4
        // clears both (.X.); the defect clears only A1, the first row by row.
        Setup start = grid(3, 1).withStart(Colouring.parse("O.O"), Colour.BLACK);
        Game ref = reference(start, "B B1");
        assertEquals(Colouring.parse(".X."), ref.colouring());
        assertEquals(points(ref.setup().grid(), "A1", "C1"), ref.lastClearings().opponent());
        Game g = defective(Defect.ONE_CAPTURE, start, "B B1");
        assertEquals(Colouring.parse(".XO"), g.colouring());
        assertEquals(points(g.setup().grid(), "A1"), g.lastClearings().opponent());
    }

    // ---- the score and the end ----

    @Test
    void removingDeadStonesBeforeCountingChangesTheScore() {
        // 3x3: B B2, W A1, B B1. TT-9: Black 2 stones, White 1; the six empty points form one region touching both (A2
        // touches A1 and B2): nobody's. B+1. The defect empties A1 (one liberty, A2); then all seven
        // empty points reach Black alone: Black 9, White 0, B+9.
        String[] game = {"B B2", "W A1", "B B1"};
        assertEquals(Colouring.parse("""
                ...
                .X.
                OX."""), reference(grid(3, 3), game).colouring());
        assertEquals(new Score(2, 1, 0), reference(grid(3, 3), game).score());
        assertEquals("B+1", reference(grid(3, 3), game).score().result());
        assertEquals(new Score(9, 0, 0), defective(Defect.DEAD_STONES_REMOVED, grid(3, 3), game).score());
    }

    @Test
    void territoryCountingCountsPrisonersNotStones() {
        // 4x1: B A1, W B1 (captures A1), B D1. TT-9: White B1 and A1 = 2, Black D1 = 1 (C1 touches
        // both): W+1. Territory: White A1 and her one prisoner = 2, Black nothing: W+2.
        String[] game = {"B A1", "W B1", "B D1"};
        assertEquals(Colouring.parse(".O.X"), reference(grid(4, 1), game).colouring());
        assertEquals(new Score(1, 2, 0), reference(grid(4, 1), game).score());
        assertEquals("W+1", reference(grid(4, 1), game).score().result());
        Game g = defective(Defect.TERRITORY_COUNTING, grid(4, 1), game);
        assertEquals(new Score(0, 2, 0), g.score());
        assertEquals("W+2", g.score().result());
    }

    @Test
    void ignoringKomiGivesTheGameToTheOtherPlayer() {
        // 3x1, komi 7.5: B B1 owns the grid, 3 points against White's 0 + 7.5: W+4.5; without komi B+3.
        Setup komi = grid(3, 1).withKomi(7.5);
        assertEquals("W+4.5", reference(komi, "B B1").score().result());
        assertEquals("B+3", defective(Defect.KOMI_IGNORED, komi, "B B1").score().result());
    }

    @Test
    void withNoEndTwoPassesLeaveTheGameOpen() {
        Game ref = reference(grid(2, 2), "B pass", "W pass");
        assertTrue(ref.ended());
        assertEquals("the game has ended (2 consecutive passes); no further turn is accepted [TT-R8]", verdict(ref, "B A1"));
        Game g = defective(Defect.NO_END, grid(2, 2), "B pass", "W pass");
        assertFalse(g.ended());
        assertEquals("accepted", verdict(g, "B A1"));
    }

    @Test
    void theWrongPlayerMayMove() {
        Game ref = reference(grid(3, 3), "B A1");
        assertEquals("it is White's turn, not Black's [TT-5]", verdict(ref, "B B1"));
        assertEquals("it is White's turn, not Black's [TT-5]", verdict(ref, "B pass"));
        Game g = defective(Defect.WRONG_PLAYER, grid(3, 3), "B A1", "B B1");
        assertEquals(Colouring.parse("""
                ...
                ...
                XX."""), g.colouring());
        assertEquals(Colour.WHITE, g.toMove());
    }

    @Test
    void colourIgnoredPlaysTheOtherPlayersMoveForTheMover() {
        // 3x3 after B A1 it is White's turn: Black's B1 is refused by the rules; the defect plays it as White's.
        assertEquals("it is White's turn, not Black's [TT-5]", verdict(reference(grid(3, 3), "B A1"), "B B1"));
        Game g = defective(Defect.COLOUR_IGNORED, grid(3, 3), "B A1", "B B1");
        assertEquals(Colouring.parse("""
                ...
                ...
                XO."""), g.colouring());
        assertEquals(Colour.BLACK, g.toMove());
    }

    @Test
    void anOffGridMoveTakenForAPassIsAcceptedAndTheOtherPlayerMoves() {
        // 3x3: D1 lies past the right edge. The rules refuse it (TT-1); the defect passes for Black.
        Turn offGrid = new Turn.Play(Colour.BLACK, new Point(3, 0));
        Setup setup = grid(3, 3);
        assertEquals("D1 is not a point of the 3x3 grid [TT-1]", Reference.ENGINE.start(setup).judge(offGrid).toString());
        Game g = Defect.OFF_GRID_AS_PASS.engine().start(setup).play(offGrid);
        assertEquals(Colour.WHITE, g.toMove());
        assertEquals(1, g.consecutivePasses());
        assertEquals(Colouring.parse("""
                ...
                ...
                ..."""), g.colouring());
    }

    @Test
    void aFalseKoRefusesASnapback() {
        // 5x1 from X.OX., White to move. W B1 takes A1 (its one neighbour is now White): .OOX. . Black's A1
        // at once takes {B1,C1}, whose other neighbour D1 is Black: X..X., a colouring never seen.
        Setup start = grid(5, 1).withStart(Colouring.parse("X.OX."), Colour.WHITE);
        Game ref = reference(start, "W B1");
        assertEquals(Colouring.parse(".OOX."), ref.colouring());
        assertEquals("accepted", verdict(ref, "B A1"));
        assertEquals(Colouring.parse("X..X."), play(ref, "B A1").colouring());
        assertEquals("repeats the grid colouring at the start [TT-6]", verdict(defective(Defect.FALSE_KO, start, "W B1"), "B A1"));
        // A true ko is refused by both, citing the same turn.
        Game ko = defective(Defect.FALSE_KO, grid(4, 4), "B B3", "W C3", "B A2", "W D2", "B B1", "W C1", "B C2", "W B2");
        assertEquals("repeats the grid colouring after move 7 [TT-6]", verdict(ko, "B C2"));
    }

    @Test
    void anUnpaidHandicapLeavesOutWhitesPoints() {
        // spec/differences.md, row 8: French rules, 3x1, handicap 2 (komi half a point, FR-14): B A1, B C1.
        // Black 2 stones and B1 = 3; White 0 + 0.5 + the 1 point for Black's extra stone: B+1.5. Unpaid: B+2.5.
        Setup french = new Setup(Ruleset.FRENCH, Colouring.empty(new Grid(3, 1)), Colour.BLACK, 0.5, 2);
        assertEquals(new Score(3, 0, 1, 0.5), reference(french, "B A1", "B C1").score());
        assertEquals("B+1.5", reference(french, "B A1", "B C1").score().result());
        assertEquals("B+2.5", defective(Defect.HANDICAP_UNPAID, french, "B A1", "B C1").score().result());
        assertEquals(new Score(3, 0, 0, 0.5), defective(Defect.HANDICAP_UNPAID, french, "B A1", "B C1").score());
        // Komi ignored, the compensation still paid: 3 - (0 + 1) = B+2.
        assertEquals(new Score(3, 0, 1, 0), defective(Defect.KOMI_IGNORED, french, "B A1", "B C1").score());
    }

    @Test
    void aHandicapPaidUnderTheLogicalRulesGivesWhiteAPointAStone() {
        // 3x3, handicap 2, komi 0.5: B A1, B C3, W pass, B pass. Black 9, White 0: B+8.5 under the
        // logical rules (nothing paid, TT-9); paid a point a stone as the Chinese rules pay: B+6.5.
        Setup tt = new Setup(Ruleset.TROMP_TAYLOR, Colouring.empty(new Grid(3, 3)), Colour.BLACK, 0.5, 2);
        assertEquals("B+8.5", reference(tt, "B A1", "B C3", "W pass", "B pass").score().result());
        assertEquals("B+6.5", defective(Defect.HANDICAP_PAID, tt, "B A1", "B C3", "W pass", "B pass").score().result());
        assertEquals(new Score(9, 0, 2, 0.5), defective(Defect.HANDICAP_PAID, tt, "B A1", "B C3", "W pass", "B pass").score());
    }

    // ---- an ordinary game: no defect applies ----

    /**
     * 7x7, 30 turns: Black's wall on column C, White's on column E; Black invades at F4, White
     * captures it with G4 (move 20); column D is shared out; a few stones inside each area. No
     * pass, no suicide, no repetition, no string left with one liberty, as many moves each. The
     * wall is built in an order in which no two of the 31 colourings share {@link Defect#hash8}
     * (with C2 before C6 the colouring after move 21 would share move 7's: the short hash applies).
     */
    private static final String[] ORDINARY = {
        "B C4", "W E4", "B C3", "W E3", "B C5", "W E5", "B C6", "W E2", "B C2", "W E6",
        "B C1", "W E1", "B C7", "W E7", "B F4", "W F3", "B D4", "W F5", "B D3", "W G4",
        "B D2", "W D6", "B D1", "W D7", "B D5", "W G6", "B B2", "W G2", "B A6", "W F7"};

    /**
     * Black: C1-C7, D1-D5, B2, A6 = 14 stones, and the 12 other points of columns A and B reach only
     * Black: 26. White: E1-E7, D6, D7, F3, F5, F7, G2, G4, G6 = 15 stones, and F1 F2 G1, F4, F6, G3, G5, G7
     * reach only White: 23. B+3 with no komi. (By territory: Black 12 + 0 prisoners, White 8 + 1: B+3 too.)
     */
    private static final Colouring ORDINARY_END = Colouring.parse("""
            ..XOOO.
            X.XOO.O
            ..XXOO.
            ..XXO.O
            ..XXOO.
            .XXXO.O
            ..XXO..""");

    @ParameterizedTest
    @EnumSource(Defect.class)
    void anOrdinaryGameIsUnchanged(Defect d) {
        playTheOrdinaryGame(Reference.ENGINE.start(grid(7, 7)), "the reference");
        Game g = playTheOrdinaryGame(d.engine().start(grid(7, 7)), d.id());
        // Territory counting is the one defect that counts other numbers, to the same margin.
        assertEquals(d == Defect.TERRITORY_COUNTING ? new Score(12, 9, 0) : new Score(26, 23, 0), g.score(), d.id());
    }

    private static Game playTheOrdinaryGame(Game g, String engine) {
        for (int i = 0; i < ORDINARY.length; i++) {
            assertEquals("accepted", verdict(g, ORDINARY[i]), engine + ", move " + (i + 1) + " " + ORDINARY[i]);
            g = g.play(turn(g, ORDINARY[i]));
            if (i + 1 == 20) {
                assertEquals(points(g.setup().grid(), "F4"), g.lastClearings().opponent(), engine);
            }
        }
        assertEquals(ORDINARY_END, g.colouring(), engine);
        assertEquals(30, g.turnNumber());
        assertEquals(Colour.BLACK, g.toMove());
        assertFalse(g.ended());
        assertEquals("B+3", g.score().result(), engine);
        assertEquals("C4 is not empty: a move colours an empty point [TT-7]", verdict(g, "B C4"), engine);
        return g;
    }

    // ---- the names ----

    @Test
    void eachDefectHasAnIdASentenceAClauseAndASource() {
        Set<String> ids = new java.util.HashSet<>();
        for (Defect d : Defect.values()) {
            assertTrue(d.id().matches("[a-z]+(-[a-z]+)*"), d.id());
            assertTrue(ids.add(d.id()), "the id " + d.id() + " is used twice");
            assertTrue(d.clause().matches("(TT|FR)-(\\d+|C\\d+|R\\d+)"), d.clause());
            assertFalse(d.wrong().isBlank());
            assertFalse(d.seen().isBlank());
            assertEquals(d, Defect.byId(d.id()));
        }
        assertEquals(EnumSet.allOf(Defect.class).size(), ids.size());
    }

    @Test
    void anUnknownNameIsOneLineNamingTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Defect.byId("ko-blind"));
        assertEquals("no defect called 'ko-blind' (known: " + Defect.ids() + ")", e.getMessage());
        assertTrue(Defect.ids().startsWith("simple-ko, situational-for-positional, short-hash,"));
        assertFalse(e.getMessage().contains("\n"));
    }
}
