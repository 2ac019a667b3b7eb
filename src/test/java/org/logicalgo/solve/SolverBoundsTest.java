package org.logicalgo.solve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;

/**
 * What a long search needs: a table that drops entries when full and still gives the value,
 * MTD(f)'s tests each proving a bound (so a stopped search says what it proved), and two threads
 * giving one thread's value. The values are the published and hand-derived ones of
 * {@link SolverPublishedValuesTest}: 2x2 B+1 (Tromp), 3x3 B+9 (van der Werf), 1x3 B+3 and 1x4 B+4
 * (by hand), 2x3 0, 1x5 0, 1x6 B+1 (Drange's table, docs/solve.md).
 */
class SolverBoundsTest {

    private static Setup empty(Ruleset r, String size) {
        return Setup.of(r, Grid.parse(size)).withKomi(0);
    }

    private static final List<Object[]> VALUES = List.of(
            new Object[] {"2x2", 1}, new Object[] {"1x3", 3}, new Object[] {"1x4", 4}, new Object[] {"2x3", 0},
            new Object[] {"1x5", 0}, new Object[] {"1x6", 1}, new Object[] {"3x3", 9});

    /** A table of a few kilobytes drops most of what it learns; the values stay (an entry only saves a search). */
    @Test
    void aTableTooSmallDropsEntriesAndKeepsTheValue() {
        long dropped = 0;
        for (Object[] v : VALUES) {
            for (Solver.Options o : List.of(Solver.Options.defaults(),
                    Solver.Options.defaults().withDriver(Solver.Driver.MTDF).withGuess((int) v[1]))) {
                Solver solver = new Solver(empty(Ruleset.TROMP_TAYLOR, (String) v[0]),
                        o.withBounds(Long.MAX_VALUE, Long.MAX_VALUE, 20_000), null);
                Solver.Solution s = solver.solve();
                assertEquals((int) v[1], s.margin(), v[0] + " with a 20 kB table, " + o.driver());
                assertTrue(s.tableBytes() <= 20_000 + 1000, v[0] + ": the table kept within its size");
                dropped += solver.stats().dropped();
            }
        }
        assertTrue(dropped > 0, "some entries were dropped");
    }

    /**
     * MTD(f) from a guess of 0, from the value and from one past it, and on two threads, gives the
     * window's value. (A guess far from the value is a test of millions of nodes on 2x3 and 3x3:
     * to prove that Black cannot take the whole of 2x3 is to refute every line of a long fight;
     * docs/solve.md measures it. 3x3 is tried from B+9 alone for the same reason.)
     */
    @Test
    void mtdfFromAnyGuessAndOnTwoThreadsGivesTheValue() {
        for (Object[] v : VALUES) {
            int value = (int) v[1];
            for (int guess : v[0].equals("3x3") ? List.of(9) : List.of(0, value, value + 1)) {
                for (int threads : List.of(1, 2)) {
                    Solver.Options o = Solver.Options.defaults().withDriver(Solver.Driver.MTDF).withGuess(guess)
                            .withThreads(threads);
                    Solver.Solution s = new Solver(empty(Ruleset.TROMP_TAYLOR, (String) v[0]), o, null).solve();
                    assertEquals((int) v[1], s.margin(), v[0] + " from " + guess + " on " + threads + " threads");
                }
            }
        }
    }

    /**
     * One test proves one bound: on 1x6 (B+1), "is Black's margin at least 1?" is answered yes,
     * and the answer proves the value is at least 1; "at least 2?" is answered no and proves it
     * is at most 1; White to move after a Black pass sees the same game from the other side.
     */
    @Test
    void eachTestProvesABound() {
        Solver solver = new Solver(empty(Ruleset.TROMP_TAYLOR, "1x6"),
                Solver.Options.defaults().withDriver(Solver.Driver.MTDF), null);
        solver.begin();
        assertEquals(-6, solver.stats().lowest());
        assertEquals(6, solver.stats().highest());
        int yes = solver.prove(1);
        assertTrue(yes >= 1, "the value is at least 1: " + yes);
        assertEquals(1, solver.stats().lowest());
        assertEquals(6, solver.stats().highest());
        int no = solver.prove(2);
        assertTrue(no <= 1, "the value is below 2: " + no);
        assertEquals(1, solver.stats().highest());
        assertTrue(solver.stats().bounded(6));
    }

    /** A search stopped after its first test still says what that test proved: a bound reached is reported as a bound. */
    @Test
    void aStoppedSearchCarriesTheBoundsItProved() {
        Setup setup = empty(Ruleset.TROMP_TAYLOR, "1x6");
        Solver first = new Solver(setup, Solver.Options.defaults().withDriver(Solver.Driver.MTDF), null);
        first.begin();
        first.prove(1);
        long firstTest = first.nodes();
        Solver.Stopped e = assertThrows(Solver.Stopped.class, () -> new Solver(setup,
                Solver.Options.defaults().withDriver(Solver.Driver.MTDF).withGuess(1)
                        .withBounds(firstTest + 1, Long.MAX_VALUE, Long.MAX_VALUE), null).solve());
        assertEquals(1, e.stats().lowest(), e.getMessage());
        assertEquals(6, e.stats().highest());
        // The window's one search proves nothing until it ends.
        Solver.Stopped w = assertThrows(Solver.Stopped.class, () -> new Solver(setup,
                Solver.Options.defaults().withBounds(100, Long.MAX_VALUE, Long.MAX_VALUE), null).solve());
        assertTrue(!w.stats().bounded(6), "no bound proved");
    }

    /** White to move first: the bounds are still Black's margin. */
    @Test
    void boundsAreBlacksMarginWhoeverMovesFirst() {
        Setup setup = Setup.of(Ruleset.TROMP_TAYLOR, Grid.parse("1x3")).withKomi(0)
                .withStart(new org.logicalgo.rules.Colouring(Grid.parse("1x3"), "..."), org.logicalgo.rules.Colour.WHITE);
        Solver solver = new Solver(setup, Solver.Options.defaults().withDriver(Solver.Driver.MTDF), null);
        Solver.Solution s = solver.solve();
        // White takes the middle: White's 3 points, Black's none (1x3 is B+3 with Black first, by symmetry W+3).
        assertEquals(-3, s.margin());
        assertEquals(-3, solver.stats().lowest());
        assertEquals(-3, solver.stats().highest());
    }

    /** Benson's early win changes nodes, never a value: under both drivers and three rulesets. */
    @Test
    void bensonsEarlyWinKeepsTheValue() {
        for (Ruleset r : List.of(Ruleset.TROMP_TAYLOR, Ruleset.TROMP_TAYLOR.withSuicide(Ruleset.Suicide.FORBIDDEN),
                Ruleset.TROMP_TAYLOR.withRepetition(Ruleset.Repetition.SITUATIONAL))) {
            for (Object[] v : VALUES) {
                for (Solver.Options o : List.of(Solver.Options.defaults().withBenson(true),
                        Solver.Options.defaults().withBenson(true).withDriver(Solver.Driver.MTDF).withGuess((int) v[1]))) {
                    Solver.Solution s = new Solver(empty(r, (String) v[0]), o, null).solve();
                    assertEquals((int) v[1], s.margin(), v[0] + " under " + r + " with Benson, " + o.driver());
                }
            }
        }
    }

    /**
     * Where it decides: on 1x7 from .XX.XX. with White to move, both Black chains are pass-alive
     * (Benson: B1-C1 has the vital regions A1 and D1, E1-F1 has D1 and G1; a White stone in any of
     * them has no liberty and takes none), and A1, D1 and G1 are empty points whose every neighbour
     * is one of those stones: a White stone there is a suicide (cleared, TT-7, or refused), so
     * they stay Black's. Black holds 4 stones and 3 points, all 7: his margin is at least
     * 2 x 7 - 7 = 7 whatever White does. The test "Black's margin at least 1?" is then decided at
     * the root, in one node, and proves the value itself; without the early win it is searched.
     * Both find the value: B+7.
     */
    @Test
    void passAliveStonesDecideATestAtOnce() {
        Setup setup = whiteToMove("1x7", ".XX.XX.");
        Solver.Options mtdf = Solver.Options.defaults().withDriver(Solver.Driver.MTDF);
        // White moves at the root, so a test is of White's value: "is it at least 0?" No: at most -7,
        // Black's margin at least 7.
        Solver with = new Solver(setup, mtdf.withBenson(true), null);
        with.begin();
        assertTrue(with.prove(0) <= -7);
        assertEquals(7, with.stats().lowest());
        assertEquals(1, with.nodes(), "decided at the root");
        Solver without = new Solver(setup, mtdf, null);
        without.begin();
        assertTrue(without.prove(0) <= -1);
        assertTrue(without.nodes() > 1, without.nodes() + " nodes without the early win");
        assertEquals(7, new Solver(setup, mtdf.withBenson(true), null).solve().margin());
        assertEquals(7, new Solver(setup, Solver.Options.defaults(), null).solve().margin());
    }

    /**
     * Stones alone, where no empty point is enclosed and no chain lives: on 1x5 from XX.X. with
     * White to move, A1-B1 has one region (C1; the edge is none) and is not pass-alive; so C1,
     * bordered by it, is no vital region of D1, which is left with E1 alone and is not pass-alive
     * either. Nothing is held, the early win decides nothing at the root, and the value is
     * searched: the same with it and without.
     */
    @Test
    void anEdgeChainWithOneRegionHoldsNothing() {
        Setup setup = whiteToMove("1x5", "XX.X.");
        Solver.Options mtdf = Solver.Options.defaults().withDriver(Solver.Driver.MTDF);
        Solver with = new Solver(setup, mtdf.withBenson(true), null);
        with.begin();
        with.prove(0);
        assertTrue(with.nodes() > 1, with.nodes() + " nodes");
        assertEquals(new Solver(setup, mtdf, null).solve().margin(),
                new Solver(setup, mtdf.withBenson(true), null).solve().margin());
    }

    /** The grid from the rows given (one row, a line), White to move, under tromp-taylor with komi 0. */
    private static Setup whiteToMove(String size, String rows) {
        return Setup.of(Ruleset.TROMP_TAYLOR, Grid.parse(size)).withKomi(0)
                .withStart(new org.logicalgo.rules.Colouring(Grid.parse(size), rows), org.logicalgo.rules.Colour.WHITE);
    }

    /** Kept bounds change nodes, never a value: under both drivers, with and without Benson. */
    @Test
    void keptBoundsKeepTheValue() {
        for (Ruleset r : List.of(Ruleset.TROMP_TAYLOR, Ruleset.TROMP_TAYLOR.withSuicide(Ruleset.Suicide.FORBIDDEN),
                Ruleset.TROMP_TAYLOR.withRepetition(Ruleset.Repetition.SITUATIONAL))) {
            for (Object[] v : VALUES) {
                Solver.Options mtdf = Solver.Options.defaults().withKeep(true).withDriver(Solver.Driver.MTDF);
                List<Solver.Options> searches = v[0].equals("3x3")
                        ? List.of(Solver.Options.defaults().withKeep(true), mtdf.withGuess(9).withBenson(true))
                        : List.of(Solver.Options.defaults().withKeep(true), mtdf, mtdf.withGuess((int) v[1]).withBenson(true));
                for (Solver.Options o : searches) {
                    Solver.Solution s = new Solver(empty(r, (String) v[0]), o, null).solve();
                    assertEquals((int) v[1], s.margin(), v[0] + " under " + r + " with bounds kept, " + o.driver());
                }
            }
        }
    }

    /**
     * Where keeping bounds pays: 2x3 under tromp-taylor by MTD(f) from 0 with Benson's early win.
     * Without them each depth searches again every subtree that met the last depth's horizon;
     * with them a subtree proved at one depth ends at the next at its table entry. Measured on
     * 2026-11-29: 13,606 positions with a player to move against 17,183 (docs/solve.md; on other
     * boards it costs nodes).
     */
    @Test
    void keptBoundsSearchFewerNodesOnTwoByThree() {
        Setup setup = empty(Ruleset.TROMP_TAYLOR, "2x3");
        Solver.Options o = Solver.Options.defaults().withDriver(Solver.Driver.MTDF).withBenson(true);
        Solver.Solution without = new Solver(setup, o, null).solve();
        Solver.Solution with = new Solver(setup, o.withKeep(true), null).solve();
        assertEquals(0, without.margin());
        assertEquals(0, with.margin());
        assertTrue(with.nodes() < without.nodes(), with.nodes() + " nodes kept, " + without.nodes() + " not");
    }

    @Test
    void moreThreadsThanOneNeedMtdf() {
        assertThrows(IllegalArgumentException.class, () -> Solver.Options.defaults().withThreads(2));
    }
}
