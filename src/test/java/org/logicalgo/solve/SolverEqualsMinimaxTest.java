package org.logicalgo.solve;

import org.logicalgo.fast.Fast;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.testkit.Positions;

/**
 * The solver held to a plain minimax over the reference engine, written here to be obviously
 * right: every legal turn of every node, no pruning, no table, the game over at two consecutive
 * passes, the value Black's score less White's. On tiny grids from the empty grid, and on small
 * grids from random positions with few empty points, under every repetition rule the solver
 * takes, with and without suicide, under the three presets, with every enhancement of the
 * search on and off.
 */
class SolverEqualsMinimaxTest {

    /** More nodes than this and the plain minimax gives up on a case (it is exponential). */
    private static final int BUDGET = 5_000;

    /** How many searches a bound stopped; most must not be. */
    private static int stopped;

    private static final class TooBig extends RuntimeException {
        TooBig() {
            super(null, null, false, false);
        }
    }

    /** Plain minimax on the reference: the value for Black, komi apart. */
    static int minimax(Game game, int[] budget) {
        if (--budget[0] < 0) {
            throw new TooBig();
        }
        if (game.ended() || game.consecutivePasses() >= 2) {
            Score s = game.score();
            return s.black() - s.white();
        }
        boolean black = game.toMove() == Colour.BLACK;
        int best = black ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (Turn t : game.legalTurns()) {
            int v = minimax(game.play(t), budget);
            best = black ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    static List<Ruleset> rulesets() {
        Ruleset tt = Ruleset.TROMP_TAYLOR;
        return List.of(tt, tt.withSuicide(Ruleset.Suicide.FORBIDDEN), tt.withRepetition(Ruleset.Repetition.SITUATIONAL),
                tt.withRepetition(Ruleset.Repetition.OWN_MOVES),
                tt.withRepetition(Ruleset.Repetition.SITUATIONAL).withSuicide(Ruleset.Suicide.FORBIDDEN),
                Ruleset.FRENCH, Ruleset.NEW_ZEALAND);
    }

    static List<Solver.Options> searches() {
        Solver.Options all = Solver.Options.defaults();
        Solver.Options plain = all.plain();
        return List.of(plain, plain.withPasses(Solver.PassOrder.LAST), plain.withTable(true),
                plain.withSymmetry(true), plain.withHints(true), plain.withDeepening(true), plain.withWindow(true),
                plain.withTable(true).withReachable(true), all.withReachable(true), all.withWindow(false),
                all, all.withPasses(Solver.PassOrder.LAST), all.withDeepening(false), mtdf(all),
                mtdf(all).withDeepening(false), mtdf(all).withWindow(false), mtdf(all).withGuess(3),
                mtdf(all).withThreads(2), mtdf(plain.withWindow(true)), all.withBenson(true),
                mtdf(all).withBenson(true), plain.withBenson(true), all.withKeep(true), mtdf(all).withKeep(true),
                mtdf(all).withBenson(true).withKeep(true), mtdf(all).withThreads(2).withKeep(true),
                all.withKeep(true).withDeepening(false), all.withKeep(true).withHints(false),
                all.withKeep(true).withWindow(false), mtdf(all).withKeep(true).withWindow(false),
                plain.withDeepening(true).withKeep(true), proof(all), proof(all).withBenson(true),
                proof(all).withSymmetry(false).withGuess(3), proof(all).withWindow(false).withGuess(-2));
    }

    /** MTD(f)'s tests settled by proof numbers. */
    static Solver.Options proof(Solver.Options o) {
        return o.withDriver(Solver.Driver.PROOF);
    }

    /** MTD(f)'s tests in place of one search with a window. */
    static Solver.Options mtdf(Solver.Options o) {
        return o.withDriver(Solver.Driver.MTDF);
    }

    /** The solver's value for Black (komi apart) under every search, each also checked to agree with the others. */
    private static void assertSolverGives(int expected, Setup setup, String what) {
        assertSolverGives(expected, setup, what, searches());
    }

    /** Fewer searches, for the many cases: plain, everything, everything with passes last or with deepening. */
    static List<Solver.Options> someSearches() {
        Solver.Options all = Solver.Options.defaults();
        return List.of(all.plain(), all, all.withPasses(Solver.PassOrder.LAST), all.withDeepening(false));
    }

    /** The searches with a table, which stay quick where plain alpha-beta with passes last does not. */
    static List<Solver.Options> withTable() {
        Solver.Options all = Solver.Options.defaults();
        Solver.Options table = all.plain().withTable(true);
        return List.of(table, table.withPasses(Solver.PassOrder.LAST), table.withSymmetry(true), table.withHints(true),
                table.withReachable(true), table.withReachable(true).withPasses(Solver.PassOrder.LAST),
                all.withReachable(true), all, all.withPasses(Solver.PassOrder.LAST), all.withDeepening(false),
                mtdf(all), mtdf(all).withGuess(-2), mtdf(all).withThreads(2), mtdf(all).withDeepening(false),
                all.withBenson(true), mtdf(all).withBenson(true), all.withKeep(true), mtdf(all).withKeep(true),
                mtdf(all).withBenson(true).withKeep(true), mtdf(all).withGuess(-2).withKeep(true), proof(all),
                proof(all).withBenson(true).withGuess(2));
    }

    private static void assertSolverGives(int expected, Setup setup, String what, List<Solver.Options> searches) {
        for (Solver.Options o : searches) {
            Solver.Solution s;
            try {
                s = new Solver(setup, o.withBounds(100_000, Long.MAX_VALUE, 64L << 20), null).solve();
            } catch (Solver.Stopped e) {
                // A search that orders badly for this position (passes last) may take too long: the others still count.
                stopped++;
                continue;
            }
            assertEquals(expected, s.margin(), what + " with " + o);
            // The principal variation is legal and ends with the value.
            Game g = Fast.ENGINE.start(setup);
            for (Turn t : s.pv()) {
                assertTrue(g.judge(t).accepted(), what + ": variation turn " + t.text() + " refused");
                g = g.play(t);
            }
            assertEquals(2, g.consecutivePasses(), what + ": the variation ends at two passes");
            assertEquals(expected, g.score().black() - g.score().white(), what + ": the variation's score");
        }
    }

    @Test
    void fromTheEmptyGridOfTinyGrids() {
        int compared = 0;
        for (String size : List.of("1x1", "1x2", "2x1", "1x3", "3x1")) {
            // 2x1 and 3x1 are 1x2 and 1x3 turned: once, under the logical rules.
            for (Ruleset r : size.endsWith("x1") && !size.equals("1x1") ? List.of(Ruleset.TROMP_TAYLOR) : rulesets()) {
                Setup setup = Setup.of(r, Grid.parse(size)).withKomi(0);
                int expected = minimax(Reference.ENGINE.start(setup), new int[] {Integer.MAX_VALUE});
                assertSolverGives(expected, setup, size + " under " + r);
                compared++;
            }
        }
        assertEquals(23, compared);
    }

    /**
     * From every legal colouring of 1x2, 2x1 and 1x3, either player to move, under the logical rules, with
     * suicide forbidden and with situational superko: the
     * plain minimax gives up on the few whose trees exceed its budget (games that go round
     * through captures); most are compared.
     */
    @Test
    void fromEveryStartOfTheSmallestGrids() {
        int compared = 0;
        int tooBig = 0;
        for (String size : List.of("1x2", "2x1", "1x3")) {
            Grid grid = Grid.parse(size);
            for (Colouring start : legalColourings(grid)) {
                for (Colour toMove : List.of(Colour.BLACK, Colour.WHITE)) {
                    for (Ruleset r : rulesets().subList(0, 3)) {
                        Setup setup = Setup.of(r, grid).withStart(start, toMove).withKomi(0);
                        int expected;
                        try {
                            expected = minimax(Reference.ENGINE.start(setup), new int[] {BUDGET});
                        } catch (TooBig e) {
                            tooBig++;
                            continue;
                        }
                        assertSolverGives(expected, setup, grid + " from " + start.cells() + " (" + toMove.word()
                                + " to move) under " + r, someSearches());
                        compared++;
                    }
                }
            }
        }
        assertTrue(compared >= 80, compared + " compared, " + tooBig + " too big");
    }

    /**
     * On grids too large for the plain minimax: the table, the symmetries, the hints, the
     * deepening and the pass order change nothing in the value given by plain alpha-beta (no
     * table: each node searched as the rules make it, history and all), from random positions.
     */
    @Test
    void everyEnhancementGivesPlainAlphaBetasValue() {
        SplittableRandom random = new SplittableRandom(28);
        stopped = 0;
        int compared = 0;
        List<String> sizes = List.of("1x4", "1x5", "4x1", "2x2", "2x3", "3x2", "1x6", "3x3");
        for (int tried = 0; compared < 12 && tried < 200; tried++) {
            Grid grid = Grid.parse(sizes.get(random.nextInt(sizes.size())));
            Colouring start = randomPosition(grid, random);
            if (start == null) {
                continue;
            }
            Ruleset r = rulesets().get(random.nextInt(rulesets().size()));
            Colour toMove = random.nextBoolean() ? Colour.BLACK : Colour.WHITE;
            Setup setup = Setup.of(r, grid).withStart(start, toMove).withKomi(0);
            Solver.Solution plain;
            try {
                plain = new Solver(setup, Solver.Options.defaults().plain().withBounds(5_000, Long.MAX_VALUE,
                        Long.MAX_VALUE), null).solve();
            } catch (Solver.Stopped e) {
                continue;
            }
            assertSolverGives(plain.margin(), setup, grid + " from " + start.cells() + " (" + toMove.word()
                    + " to move) under " + r, withTable());
            compared++;
        }
        assertEquals(12, compared);
        // Passes last with a table stops on a few positions; three quarters and more of the searches must end.
        assertTrue(stopped <= compared * withTable().size() / 4, stopped + " searches stopped by a bound");
    }

    private static List<Colouring> legalColourings(Grid grid) {
        List<Colouring> all = new ArrayList<>();
        int total = (int) Math.pow(3, grid.area());
        for (int code = 0; code < total; code++) {
            StringBuilder cells = new StringBuilder();
            for (int i = 0, c = code; i < grid.area(); i++, c /= 3) {
                cells.append(".XO".charAt(c % 3));
            }
            Colouring c = new Colouring(grid, cells.toString());
            if (Positions.everyStringHasALiberty(c)) {
                all.add(c);
            }
        }
        return all;
    }

    /** A colouring of the grid in which every string has a liberty, with two to four empty points, or null. */
    private static Colouring randomPosition(Grid grid, SplittableRandom random) {
        int empties = 1 + random.nextInt(grid.area() > 6 ? 3 : 4);
        if (empties > grid.area()) {
            return null;
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < grid.area(); i++) {
            order.add(i);
        }
        java.util.Collections.shuffle(order, new java.util.Random(random.nextLong()));
        char[] cells = new char[grid.area()];
        for (int i = 0; i < cells.length; i++) {
            cells[order.get(i)] = i < empties ? '.' : random.nextBoolean() ? 'X' : 'O';
        }
        Colouring c = new Colouring(grid, new String(cells));
        return Positions.everyStringHasALiberty(c) ? c : null;
    }
}
