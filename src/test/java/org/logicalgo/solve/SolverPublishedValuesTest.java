package org.logicalgo.solve;

import org.logicalgo.fast.Fast;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;

/**
 * The solver against published values and values worked out by hand (docs/solve.md says which).
 * Komi 0, area scoring throughout.
 */
class SolverPublishedValuesTest {

    /**
     * Positional Linear Go (Weninger and Hayward, 2017): the logical rules with suicide forbidden,
     * positional superko, komi 0.
     */
    private static final Ruleset PLGO = Ruleset.TROMP_TAYLOR.withSuicide(Ruleset.Suicide.FORBIDDEN);

    private static Solver.Solution solve(Setup setup) {
        return new Solver(setup, Solver.Options.defaults(), null).solve();
    }

    private static Setup empty(Ruleset r, String size) {
        return Setup.of(r, Grid.parse(size)).withKomi(0);
    }

    /**
     * 1x1 to 1x4 by hand. 1x1: a stone there has no liberty, so no move (suicide forbidden;
     * allowed, it would leave the empty grid again, TT-6): 0. 1x2: a stone is taken at once and
     * cannot be retaken (the colouring it would make stood before), so the player who plays first
     * loses by 2; both pass: 0. 1x3: Black B1 takes all three points; White may play nowhere (A1
     * or C1 would take no liberty of B1 and have none: suicide): B+3. 1x4: Black B1; White C1 is
     * answered by D1 taking it, White D1 by C1 taking it; White can never retake at C1 (it would
     * make the colouring after his C1 again): B+4. The course notes of Hayward's group say the
     * same of 1x1 and 1x2 and draw those trees for 1x3 and 1x4.
     */
    @Test
    void positionalLinearGoOneByOneToOneByFour() {
        int[] byHand = {0, 0, 3, 4};
        for (int n = 1; n <= 4; n++) {
            assertEquals(byHand[n - 1], solve(empty(PLGO, "1x" + n)).margin(), "1x" + n);
            assertEquals(byHand[n - 1], solve(empty(PLGO, n + "x1")).margin(), n + "x1");
        }
    }

    /**
     * R. Hayward's linear-go exercises (CMPUT 396, University of Alberta, "go algorithms"):
     * seven 1x5 positions, Black to move, Tromp-Taylor rules with no suicide and positional
     * superko, with their minimax values: x - o - - 0; o - x - - x+5; x - - o - x-5; o - - x -
     * x+5; o - - - - x+5; - o - - - 0; - - o - - 0. We meet six. The first we find W+5, by hand:
     * the published line starts with x at 4 (X.OX.), but D1 then has E1 for its only liberty
     * and White takes it (X.O.O); Black cannot take back at D1 (X.OX. stood before, TT-6), and
     * every other Black move is no better (B1 is suicide; E1 is taken by D1), so White wins the
     * whole line. The published 0 misses White's E1.
     */
    @Test
    void haywardsOneByFiveExercises() {
        String[] positions = {"X.O..", "O.X..", "X..O.", "O..X.", "O....", ".O...", "..O.."};
        int[] values = {-5, 5, -5, 5, 5, 0, 0};
        for (int i = 0; i < positions.length; i++) {
            Colouring c = Colouring.parse(positions[i]);
            Setup setup = Setup.of(PLGO, c.grid()).withStart(c, Colour.BLACK).withKomi(0);
            assertEquals(values[i], solve(setup).margin(), positions[i]);
        }
    }

    /**
     * Tromp, "Solving 2x2 go": under area rules and positional superko Black wins by 1 (Bill
     * Taylor's proof, Sensei's Library "2x2 board", says the same). Suicide does not change it
     * (Tromp: "suicide is not possible in this case" for any move worth making).
     */
    @Test
    void twoByTwoIsBlackByOne() {
        for (Ruleset r : List.of(Ruleset.TROMP_TAYLOR, PLGO)) {
            Solver.Solution s = solve(empty(r, "2x2"));
            assertEquals(1, s.margin(), Rulesets.name(r));
            assertEquals(1.0, s.value());
            List<Turn> pv = s.pv();
            assertTrue(pv.get(pv.size() - 1) instanceof Turn.Pass && pv.get(pv.size() - 2) instanceof Turn.Pass);
        }
    }

    /**
     * Positional Linear Go beyond the hand-derived 1x4. Weninger and Hayward's table of values
     * was not found in the reference corpus (docs/solve.md), so these are the solver's own
     * values, held here so that a change to the search cannot move them unnoticed, each reached
     * by two searches that share nothing but the rules: with the table keyed by every earlier
     * colouring and with it keyed by the reachable ones only (ColouringGraph).
     */
    @Test
    void positionalLinearGoOneByFiveAndOneBySix() {
        int[] values = {0, 1};
        for (int n = 5; n <= 6; n++) {
            assertEquals(values[n - 5], solve(empty(PLGO, "1x" + n)).margin(), "1x" + n);
            assertEquals(values[n - 5], new Solver(empty(PLGO, "1x" + n), Solver.Options.defaults().withReachable(true),
                    null).solve().margin(), "1x" + n + ", reachable key");
        }
    }

    /**
     * 1x8 under the logical rules is at least B+3, Drange's value (docs/solve.md, the frontier):
     * MTD(f)'s test "is Black's margin at least 3?" with Benson's early win ends (in about two
     * seconds) and answers yes. The other side is not proved: not a value, a bound.
     */
    @Test
    void oneByEightIsAtLeastBPlusThree() {
        Solver solver = new Solver(empty(Ruleset.TROMP_TAYLOR, "1x8"),
                Solver.Options.defaults().withDriver(Solver.Driver.MTDF).withBenson(true), null);
        solver.begin();
        int answer = solver.prove(3);
        assertTrue(answer >= 3, "1x8: at least B+3, not " + answer);
        assertTrue(solver.stats().lowest() >= 3, "the bound recorded: " + solver.stats().lowest());
    }

    /** 1x7 takes about 7 CPU seconds (2.6 million nodes): under -Plong. */
    @Test
    void positionalLinearGoOneBySeven() {
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "1x7 runs under -Plong");
        assertEquals(2, solve(empty(PLGO, "1x7")).margin());
    }

    /**
     * 3x3: van der Werf, van den Herik and Uiterwijk ("Solving Go on small boards", 2003) give
     * Black by 9, the whole board, under simple ko with Chinese counting (and scoring long cycles
     * as no result). Under the logical rules (positional superko, area, suicide allowed) Black
     * takes the whole board too: 9 is the most any score can be, so the search need only find a
     * line Black can force to it. The variation is replayed by the referee and scored.
     */
    /**
     * 1x7 under the logical rules themselves (suicide allowed): about 30 CPU seconds and 1.4 GB of
     * table (9.9 million nodes), under -Plong. Not published; our own value, B+2 as under PLGo: no
     * suicide serves the best line. The heap must hold the table (-Xmx3g or more).
     */
    @Test
    void oneBySevenUnderTheLogicalRules() {
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "1x7 under tromp-taylor runs under -Plong");
        assumeTrue(Runtime.getRuntime().maxMemory() >= 3L << 30, "1x7 under tromp-taylor needs a 3 GB heap");
        assertEquals(2, solve(empty(Ruleset.TROMP_TAYLOR, "1x7")).margin());
    }

    /**
     * The same value in the default run: MTD(f) from Drange's B+2, Benson's early win and kept
     * bounds settle 1x7 under tromp-taylor in about 1.4 million nodes and a few seconds
     * (docs/solve.md), where the window's search above needs 9.9 million and 1.4 GB.
     */
    @Test
    void oneBySevenUnderTheLogicalRulesByKeptBounds() {
        Solver.Solution s = new Solver(empty(Ruleset.TROMP_TAYLOR, "1x7"), Solver.Options.defaults()
                .withDriver(Solver.Driver.MTDF).withGuess(2).withBenson(true).withKeep(true), null).solve();
        assertEquals(2, s.margin());
        org.logicalgo.rules.Game g = Fast.ENGINE.start(empty(Ruleset.TROMP_TAYLOR, "1x7"));
        for (Turn t : s.pv()) {
            assertTrue(g.judge(t).accepted(), t.text());
            g = g.play(t);
        }
        assertEquals(2.0, g.score().margin());
    }

    /**
     * Solves by proof numbers from the guess with Benson's early win, replays the variation on
     * the referee, and returns the solution; the variation must end the game with the value.
     */
    private static Solver.Solution byProofNumbers(Ruleset r, String size, int guess) {
        Solver.Solution s = new Solver(empty(r, size), Solver.Options.defaults().withDriver(Solver.Driver.PROOF)
                .withGuess(guess).withBenson(true), null).solve();
        org.logicalgo.rules.Game g = Fast.ENGINE.start(empty(r, size));
        for (Turn t : s.pv()) {
            assertTrue(g.judge(t).accepted(), t.text());
            g = g.play(t);
        }
        assertEquals((double) s.margin(), g.score().margin(), size + ": the variation scores the value");
        return s;
    }

    /**
     * 1x8 under Positional Linear Go's rules is B+3: Drange's value (Mini-Go, 1998, ko rule
     * unstated; Weninger and Hayward's table, which would say, is not in the reference corpus:
     * docs/solve.md). Settled by proof numbers in about ten seconds; alpha-beta by depth did not
     * settle it in 27 minutes.
     */
    @Test
    void oneByEightUnderPositionalLinearGoIsBPlusThree() {
        assertEquals(3, byProofNumbers(PLGO, "1x8", 3).margin());
    }

    /** 1x9 under Positional Linear Go's rules is 0: Drange's value. A few seconds by proof numbers. */
    @Test
    void oneByNineUnderPositionalLinearGoIsZero() {
        assertEquals(0, byProofNumbers(PLGO, "1x9", 0).margin());
    }

    /** 1x9 under the logical rules (suicide allowed) is 0, as under PLGo: our own value. */
    @Test
    void oneByNineUnderTheLogicalRulesIsZero() {
        assertEquals(0, byProofNumbers(Ruleset.TROMP_TAYLOR, "1x9", 0).margin());
    }

    /** 1x8 under the logical rules is B+3, as under PLGo and as Drange's table says: a few seconds. */
    @Test
    void oneByEightUnderTheLogicalRulesIsBPlusThree() {
        assertEquals(3, byProofNumbers(Ruleset.TROMP_TAYLOR, "1x8", 3).margin());
    }

    /**
     * 3x4 under the logical rules is B+4, Drange's human analysis (ko rule unstated): no machine
     * value under positional superko was found published. About a minute, under -Plong.
     */
    @Test
    void threeByFourUnderTheLogicalRulesIsBPlusFour() {
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "3x4 runs under -Plong");
        assertEquals(4, byProofNumbers(Ruleset.TROMP_TAYLOR, "3x4", 4).margin());
    }

    /** 1x10 under the logical rules is B+1, as Drange's table says: about three minutes, under -Plong. */
    @Test
    void oneByTenUnderTheLogicalRulesIsBPlusOne() {
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "1x10 runs under -Plong");
        assumeTrue(Runtime.getRuntime().maxMemory() >= 4L << 30, "1x10 needs a 4 GB heap");
        assertEquals(1, byProofNumbers(Ruleset.TROMP_TAYLOR, "1x10", 1).margin());
    }

    @Test
    void threeByThreeIsBlackByNine() {
        Solver.Solution s = solve(empty(Ruleset.TROMP_TAYLOR, "3x3"));
        assertEquals(9, s.margin());
        org.logicalgo.rules.Game g = Fast.ENGINE.start(empty(Ruleset.TROMP_TAYLOR, "3x3"));
        for (Turn t : s.pv()) {
            assertTrue(g.judge(t).accepted(), t.text());
            g = g.play(t);
        }
        assertEquals(9.0, g.score().margin());
    }

    @Test
    void komiIsSubtractedFromTheValue() {
        Solver.Solution s = new Solver(empty(PLGO, "1x3").withKomi(3.5), Solver.Options.defaults(), null).solve();
        assertEquals(3, s.margin());
        assertEquals(-0.5, s.value());
    }

    /**
     * Tromp, "Solving 2x2 go with alpha-beta search": "With the given ordering of passing first,
     * only 1446 nodes are searched [...] trying passes after moves requires the search of as many
     * as 19397529 nodes". His program (its source is on that page) is plain alpha-beta from the
     * window -4..4, the points tried in reading order, and it counts one node per call of its
     * search functions: every position with a player to move, the one after a single pass
     * included; a game ended by a second pass is scored inside its parent, not counted. Its move
     * generator leaves out only moves the rules refuse on 2x2 (a player's fourth stone and a
     * stone between the opponent's diagonal are suicides that recreate the colouring before,
     * TT-6). Our plain search with the score's bounds as its window, counted his way (nodes less
     * ends), must give his numbers exactly. Passes last takes minutes: under -Plong.
     */
    @Test
    void plainAlphaBetaSearchesTrompsNodesWithPassesFirst() {
        Solver.Options tromp = Solver.Options.defaults().plain().withWindow(true);
        Solver.Solution first = new Solver(empty(Ruleset.TROMP_TAYLOR, "2x2"), tromp, null).solve();
        assertEquals(1, first.margin());
        assertEquals(1_446, first.nodes() - first.ends());
        Solver.Solution best = solve(empty(Ruleset.TROMP_TAYLOR, "2x2"));
        assertTrue(best.nodes() - best.ends() < 1_446, "every enhancement on: " + (best.nodes() - best.ends()));
    }

    @Test
    void plainAlphaBetaSearchesTrompsNodesWithPassesLast() {
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "passes last on 2x2 runs under -Plong");
        Solver.Options tromp = Solver.Options.defaults().plain().withWindow(true).withPasses(Solver.PassOrder.LAST);
        Solver.Solution last = new Solver(empty(Ruleset.TROMP_TAYLOR, "2x2"), tromp, null).solve();
        assertEquals(1, last.margin());
        assertEquals(19_397_529, last.nodes() - last.ends());
    }

    @Test
    void boundsStopTheSearch() {
        Setup setup = empty(Ruleset.TROMP_TAYLOR, "2x2");
        Solver.Stopped e = assertThrows(Solver.Stopped.class, () -> new Solver(setup,
                Solver.Options.defaults().plain().withBounds(100, Long.MAX_VALUE, Long.MAX_VALUE), null).solve());
        assertEquals(101, e.stats().nodes());
        assertTrue(e.getMessage().contains("100 nodes"), e.getMessage());
        // A full table drops entries, it does not stop the search (SolverTableTest).
        assertEquals(1, new Solver(setup, Solver.Options.defaults().withBounds(Long.MAX_VALUE, Long.MAX_VALUE, 1000),
                null).solve().margin());
    }

    /** Plain alpha-beta finds 2x2's value in 2,385 nodes and needs hundreds more to read the variation off. */
    @Test
    void aBoundReachedAfterTheValueStillSaysTheValue() {
        Solver.Stopped e = assertThrows(Solver.Stopped.class, () -> new Solver(empty(Ruleset.TROMP_TAYLOR, "2x2"),
                Solver.Options.defaults().plain().withBounds(2_500, Long.MAX_VALUE, Long.MAX_VALUE), null).solve());
        assertTrue(e.getMessage().endsWith("while reading the variation off; the value was found: B+1"), e.getMessage());
    }

    @Test
    void aGameThatMayNeverEndIsRefused() {
        Setup none = empty(Ruleset.TROMP_TAYLOR.withRepetition(Ruleset.Repetition.NONE), "1x2");
        assertTrue(Solver.unsolvable(none).orElseThrow().contains("for ever"));
        assertThrows(IllegalArgumentException.class, () -> solve(none));
        assertTrue(Solver.unsolvable(empty(Ruleset.TROMP_TAYLOR, "7x6")).isPresent());
        assertTrue(Solver.unsolvable(empty(Ruleset.TROMP_TAYLOR, "3x3")).isEmpty());
    }

    /**
     * Simple ko is refused because the game may then go on for ever, and 2x2 shows it: Black A1,
     * White B2, Black B1; then White A2 takes A1 B1, Black A1, White passes, Black B1 takes A2
     * B2, White B2, Black passes: the colouring after Black's B1 (X at A1 B1, O at B2) stands
     * again, and the six turns can be played again and again. Simple ko forbids only recreating
     * the colouring that stood before the last turn, and no turn here does (the passes come
     * between). Positional superko refuses White's B2, the first turn that recreates a colouring.
     */
    @Test
    void simpleKoIsRefusedForAGameThatGoesRoundForEver() {
        Setup simple = empty(Ruleset.TROMP_TAYLOR.withRepetition(Ruleset.Repetition.SIMPLE), "2x2");
        assertTrue(Solver.unsolvable(simple).orElseThrow().contains("for ever"), Solver.unsolvable(simple).get());
        assertThrows(IllegalArgumentException.class, () -> solve(simple));
        Point a1 = new Point(0, 0);
        Point b1 = new Point(1, 0);
        Point a2 = new Point(0, 1);
        Point b2 = new Point(1, 1);
        List<Turn> opening = List.of(Turn.play(Colour.BLACK, a1), Turn.play(Colour.WHITE, b2), Turn.play(Colour.BLACK, b1));
        List<Turn> round = List.of(Turn.play(Colour.WHITE, a2), Turn.play(Colour.BLACK, a1), Turn.pass(Colour.WHITE),
                Turn.play(Colour.BLACK, b1), Turn.play(Colour.WHITE, b2), Turn.pass(Colour.BLACK));
        org.logicalgo.rules.Game game = Fast.ENGINE.start(simple);
        for (Turn t : opening) {
            game = game.play(t);
        }
        Colouring again = game.colouring();
        assertEquals(Colouring.parse(".O/XX"), again);
        for (int lap = 0; lap < 5; lap++) {
            for (Turn t : round) {
                assertTrue(game.judge(t).accepted(), "lap " + lap + ", " + t.text() + ": " + game.judge(t));
                game = game.play(t);
            }
            assertEquals(again, game.colouring(), "lap " + lap);
        }
        org.logicalgo.rules.Game positional = Fast.ENGINE.start(empty(Ruleset.TROMP_TAYLOR, "2x2"));
        for (Turn t : opening) {
            positional = positional.play(t);
        }
        for (Turn t : round.subList(0, 4)) {
            positional = positional.play(t);
        }
        assertTrue(!positional.judge(round.get(4)).accepted(), "W B2 recreates the colouring after B1 [TT-6]");
    }

    /**
     * Why 3x3 is B+2 under the French rules and B+9 under the others (docs/solve.md): after B B2,
     * W B1, B A2, W C2, B A1, W B3, B C1 (taking B1), W pass, B C3 (taking C2), White's retake at
     * C2 recreates the colouring Black's C1 made. FR-9 forbids a player only what his own moves
     * made, so the French rules allow it; positional (TT-6) and situational (TT-C6) superko refuse
     * it. The value itself (3.5 million nodes) is checked under -Plong.
     */
    @Test
    void underTheFrenchRulesWhiteRetakesTheKoThatDecidesThreeByThree() {
        List<Turn> line = List.of(Turn.play(Colour.BLACK, new Point(1, 1)), Turn.play(Colour.WHITE, new Point(1, 0)),
                Turn.play(Colour.BLACK, new Point(0, 1)), Turn.play(Colour.WHITE, new Point(2, 1)),
                Turn.play(Colour.BLACK, new Point(0, 0)), Turn.play(Colour.WHITE, new Point(1, 2)),
                Turn.play(Colour.BLACK, new Point(2, 0)), Turn.pass(Colour.WHITE), Turn.play(Colour.BLACK, new Point(2, 2)));
        Turn retake = Turn.play(Colour.WHITE, new Point(2, 1));
        Ruleset tt = Ruleset.TROMP_TAYLOR.withSuicide(Ruleset.Suicide.FORBIDDEN);
        for (Ruleset r : List.of(Ruleset.FRENCH, tt, tt.withRepetition(Ruleset.Repetition.SITUATIONAL))) {
            org.logicalgo.rules.Game g = Fast.ENGINE.start(empty(r, "3x3"));
            for (Turn t : line) {
                assertTrue(g.judge(t).accepted(), Rulesets.name(r) + ": " + t.text());
                g = g.play(t);
            }
            assertEquals(r == Ruleset.FRENCH, g.judge(retake).accepted(), Rulesets.name(r) + ": " + g.judge(retake));
        }
    }

    @Test
    void threeByThreeIsBlackByTwoUnderTheFrenchRules() {
        assumeTrue(Boolean.getBoolean("logicalgo.long"), "3x3 under the French rules runs under -Plong");
        assertEquals(2, solve(empty(Ruleset.FRENCH, "3x3")).margin());
        assertEquals(2, solve(empty(Ruleset.TROMP_TAYLOR.withRepetition(Ruleset.Repetition.OWN_MOVES)
                .withSuicide(Ruleset.Suicide.FORBIDDEN), "3x3")).margin());
    }
}
