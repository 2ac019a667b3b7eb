package org.logicalgo.perft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

/** Every expectation here was worked by hand from spec/tromp-taylor.md; the working is beside it. */
class PlainEnumerationTest {

    private static final String[] KO_RULES = {"positional", "situational", "simple", "none"};

    /** The ko of TT-V1's scenario: B C2 takes B2, and W B2 would take C2 back, recreating the start. */
    private static final String[] KO = {
        ". . . .",
        ". X O .",
        "X O . O",
        ". X O .",
    };

    private static long[] turns(int w, int h, String[] rows, List<String> turns, String ko, boolean suicide, int depth) {
        return PlainEnumeration.perft(w, h, rows, 'B', turns, ko, suicide, depth).turns();
    }

    private static long[] ended(int w, int h, String[] rows, List<String> turns, String ko, boolean suicide, int depth) {
        return PlainEnumeration.perft(w, h, rows, 'B', turns, ko, suicide, depth).ended();
    }

    @Test
    void completeGamesOnTheTiniestGridsAreTheOnesTrompAndFarnebackPublish() {
        // Tromp and Farnebäck, Combinatorics of Go (2006): 1x1 has 1 game (pass, pass), 1x2 9, 1x3 907.
        assertEquals(1, PlainEnumeration.completeGames(1, 1));
        assertEquals(9, PlainEnumeration.completeGames(1, 2));
        assertEquals(907, PlainEnumeration.completeGames(1, 3));
        assertEquals(907, PlainEnumeration.completeGames(3, 1)); // the same grid turned
    }

    @Test
    void oneByOneUnderPositionalSuperkoHasOnlyPasses() {
        // d1: B A1 colours the point, clears itself (no empty neighbour) and leaves the empty start: refused
        // (TT-R1); only the pass. d2: W A1 likewise refused; W pass ends the game (TT-8). d3: nothing after the end.
        assertArrayEquals(new long[] {1, 1, 0}, turns(1, 1, null, List.of(), "positional", true, 3));
        assertArrayEquals(new long[] {0, 1, 0}, ended(1, 1, null, List.of(), "positional", true, 3));
    }

    @Test
    void oneByOneWithNoRepetitionRule() {
        // d1: B A1 (refused by nothing, leaves the grid empty) and B pass = 2.
        // d2: after B A1, W A1 and W pass; after B pass, W A1 and W pass (ends) = 4, one ended.
        // d3: (A1,A1) -> B A1, B pass; (A1,pass) -> B A1, B pass (ends); (pass,A1) -> B A1, B pass;
        //     (pass,pass) ended -> 0. Total 6, one ended (B A1, W pass, B pass).
        assertArrayEquals(new long[] {2, 4, 6}, turns(1, 1, null, List.of(), "none", true, 3));
        assertArrayEquals(new long[] {0, 1, 1}, ended(1, 1, null, List.of(), "none", true, 3));
    }

    @Test
    void oneByOneUnderSimpleKoAndSituationalSuperko() {
        // simple: d1 B A1 allowed (no turn yet, nothing to compare: TT-V1) and pass = 2. d2: after either,
        // the colouring before the last turn is the empty grid, which W A1 recreates: only W pass = 2
        // (one ends). d3: after (A1, W pass) B A1 recreates the empty grid that stood before W's pass:
        // only B pass (ends) = 1.
        // situational: d1 B A1 leaves empty with W to move; empty stood only with B to move: 2. d2 W A1
        // leaves empty with B to move, which stood at the start: refused, so 2 passes. d3: B A1 leaves
        // empty with W to move, as after B's first turn: refused, 1.
        for (String ko : new String[] {"simple", "situational"}) {
            assertArrayEquals(new long[] {2, 2, 1}, turns(1, 1, null, List.of(), ko, true, 3), ko);
            assertArrayEquals(new long[] {0, 1, 1}, ended(1, 1, null, List.of(), ko, true, 3), ko);
        }
    }

    @Test
    void twoByTwoFromEmpty() {
        // d1: four points and the pass = 5.
        // d2: after B pass, W's four points and pass = 5; after B on a point, W's three other points
        //     (a lone stone on 2x2 keeps a liberty) and pass = 4, four times: 5 + 16 = 21, one ended.
        // d3: (pass, W q): B's three points + pass = 4, x4 = 16. (B p, pass): three points + pass
        //     (ends) = 4, x4 = 16, 4 ended. (B p, W q), 12 of them: two empty points + pass = 3 each;
        //     where q is beside p the far empty point takes W's stone (B1 after A1/B1: B B2 leaves W B1
        //     no empty neighbour), a new colouring. 16 + 16 + 36 = 68.
        // No turn to depth 3 makes a suicide or repeats a colouring, so every rule agrees.
        for (String ko : KO_RULES) {
            for (boolean suicide : new boolean[] {true, false}) {
                assertArrayEquals(new long[] {5, 21, 68}, turns(2, 2, null, List.of(), ko, suicide, 3), ko);
                assertArrayEquals(new long[] {0, 1, 4}, ended(2, 2, null, List.of(), ko, suicide, 3), ko);
            }
        }
    }

    @Test
    void theKoRetakeIsAbsentUnderSimpleKoAndSuperkoAndPresentWithoutARule() {
        // After B C2 (takes B2) White has 9 empty points (A4 B4 C4 D4 A3 D3 B2 A1 D1) and the pass = 10.
        // B2 retakes C2 and recreates the start (stood just before the last turn, with Black to move).
        // A1 is a lone suicide (A2 and B1 keep liberties A3, B2) that leaves the colouring now (stood with
        // White to move). The other seven points take nothing and clear nothing: always legal.
        // suicide allowed: positional refuses B2, A1 = 8; simple refuses B2 only = 9; situational B2 only
        // (A1 leaves it with Black to move) = 9; none = 10.
        List<String> take = List.of("B C2");
        assertArrayEquals(new long[] {8}, turns(4, 4, KO, take, "positional", true, 1));
        assertArrayEquals(new long[] {9}, turns(4, 4, KO, take, "simple", true, 1));
        assertArrayEquals(new long[] {9}, turns(4, 4, KO, take, "situational", true, 1));
        assertArrayEquals(new long[] {10}, turns(4, 4, KO, take, "none", true, 1));
        // suicide forbidden removes A1 everywhere: 8, 8, 8 and 9 with no repetition rule.
        for (String ko : new String[] {"positional", "simple", "situational"}) {
            assertArrayEquals(new long[] {8}, turns(4, 4, KO, take, ko, false, 1), ko);
        }
        assertArrayEquals(new long[] {9}, turns(4, 4, KO, take, "none", false, 1));
    }

    @Test
    void forbiddingSuicideRemovesTheSuicideOfTwoStones() {
        // 4x1 after B A1, W C1: X . O . with Black to move. B B1 empties A1 and B1 (C1 keeps D1),
        // leaving . . O ., new. B D1 is a lone suicide that leaves X . O ., the colouring now: refused
        // by TT-6. So pass and B1 = 2 with suicide allowed, the pass alone = 1 forbidden (TT-V4 witness).
        List<String> turns = List.of("B A1", "W C1");
        assertArrayEquals(new long[] {2}, turns(4, 1, null, turns, "positional", true, 1));
        assertArrayEquals(new long[] {1}, turns(4, 1, null, turns, "positional", false, 1));
    }

    @Test
    void situationalSuperkoAllowsAColouringBackWithTheOtherPlayerToMove() {
        // 2x1 after B A1, W pass: X . with Black to move. B B1 fills the string's last liberty and
        // clears A1 and B1: the empty start. It stood with Black to move only; after B B1 White is to
        // move. Positional refuses it: the pass (ends) = 1. Situational allows it: 2. Ended 1 either way.
        List<String> turns = List.of("B A1", "W pass");
        assertArrayEquals(new long[] {1}, turns(2, 1, null, turns, "positional", true, 1));
        assertArrayEquals(new long[] {2}, turns(2, 1, null, turns, "situational", true, 1));
        assertArrayEquals(new long[] {1}, ended(2, 1, null, turns, "situational", true, 1));
        // 3x3, White on A2, B1, B3, C2 (TT-C6's scenario): each of Black's 5 empty points is a lone
        // suicide leaving the colouring now, which stood with Black to move. Positional: the pass = 1;
        // situational and simple (no turn yet) allow all 5 = 6; forbidding suicide: 1.
        String[] cross = {". O .", "O . O", ". O ."};
        assertArrayEquals(new long[] {1}, turns(3, 3, cross, List.of(), "positional", true, 1));
        assertArrayEquals(new long[] {6}, turns(3, 3, cross, List.of(), "situational", true, 1));
        assertArrayEquals(new long[] {6}, turns(3, 3, cross, List.of(), "simple", true, 1));
        assertArrayEquals(new long[] {1}, turns(3, 3, cross, List.of(), "situational", false, 1));
    }

    @Test
    void badTurnsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> turns(4, 4, KO, List.of("B B3"), "positional", true, 1));
        assertThrows(IllegalArgumentException.class, () -> turns(4, 4, KO, List.of("B C2", "W B2"), "positional", true, 1));
        assertThrows(IllegalArgumentException.class, () -> turns(4, 4, KO, List.of("B C2", "W B2"), "simple", true, 1));
        assertThrows(IllegalArgumentException.class, () -> turns(4, 1, null, List.of("B A1", "W C1", "B B1"), "none", false, 1));
        assertThrows(IllegalArgumentException.class, () -> turns(1, 1, null, List.of("B A1"), "positional", true, 1));
        assertThrows(IllegalArgumentException.class, () -> turns(1, 1, null, List.of("W pass"), "positional", true, 1));
        assertThrows(IllegalArgumentException.class, () -> turns(4, 4, KO, List.of("B E1"), "positional", true, 1));
        assertThrows(IllegalArgumentException.class, () -> turns(2, 2, null, List.of("B pass", "W pass", "B A1"), "none", true, 1));
        assertThrows(IllegalArgumentException.class, () -> turns(1, 2, new String[] {"X", "O"}, List.of(), "none", true, 1));
        // Where the rules allow them: after B C2, W B2 under no rule the start stands again, Black to move;
        // all 9 empty points are legal (D1 a lone suicide, allowed; C2 takes B2 again) and the pass = 10.
        assertArrayEquals(new long[] {10}, turns(4, 4, KO, List.of("B C2", "W B2"), "none", true, 1));
        // 1x1 after B A1 under no rule: W A1 and W pass = 2.
        assertArrayEquals(new long[] {2}, turns(1, 1, null, List.of("B A1"), "none", true, 1));
    }
}
