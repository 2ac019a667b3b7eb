package org.logicalgo.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;

import org.logicalgo.rules.KataGoArea.Count;
import org.logicalgo.rules.Ruleset.Tax;

/**
 * KataGo's area count, each expected result from outside this class: the boards and areas KataGo's
 * own {@code cpp/tests/testboardarea.cpp} prints (its drawings copied as they are: KataGo's row
 * y = 0 is the first line drawn and the first printed, as {@link Colouring#parse} reads the top row
 * first; its {@code `} marks are empty points), and positions worked out by hand.
 */
class KataGoAreaTest {

    // ---- Worked by hand ----

    @Test
    void anEmptyBoardIsNobodys() {
        // KataGo marks a region for a player only when he has a stone on the board (atLeastOnePla),
        // and no stone means no chain: nothing is owned, under every tax.
        Colouring empty = Colouring.empty(new Grid(5, 5));
        for (Tax tax : Tax.values()) {
            for (boolean suicide : List.of(false, true)) {
                Count c = KataGoArea.count(empty, suicide, tax);
                assertEquals(empty, c.owners());
                assertEquals(0, c.black());
                assertEquals(0, c.white());
                assertEquals(0, c.blackRegions() + c.whiteRegions());
            }
        }
    }

    @Test
    void aDeadStoneInAPassAliveEyeCountsForTheEyesOwner() {
        // Black's one chain (A5, C5 and the row 4) has two regions of its own: {B5}, and {D5, E5}
        // with White's E5 in it. {B5} is vital (B5 touches the chain). {D5, E5} is vital whether or
        // not multi-stone suicide is legal: its one empty point D5 touches the chain (all that counts
        // when it is illegal), and so does E5 (by E4, which counts too when it is legal). The big
        // region below touches the chain only from row 3, so it is not vital. Two vital regions: the
        // chain is pass-alive. {D5, E5} has no internal point (each touches a black stone) and
        // borders no killed chain: it is Black's pass-alive territory, White's E5 included. White's
        // E5 has no vital region and is killed, so White marks nothing. Rows 1-3 are an empty region
        // bordered by Black alone. KataGo: Black all 25 points, White none.
        // Plain area (Tromp-Taylor) would count E5 for White and D5, reaching both, for nobody:
        // Black 7 stones + B5 + rows 1-3 (15) = 23, White 1.
        Colouring board = Colouring.parse("""
                X.X.O
                XXXXX
                .....
                .....
                .....
                """);
        for (boolean suicide : List.of(false, true)) {
            Count none = KataGoArea.count(board, suicide, Tax.NONE);
            assertEquals(Colouring.parse("XXXXX/XXXXX/XXXXX/XXXXX/XXXXX"), none.owners());
            assertEquals(25, none.black());
            assertEquals(0, none.white());
            assertEquals(Set.copyOf(board.pointsOf(Colour.BLACK)), KataGoArea.passAlive(board, Colour.BLACK, suicide));
            assertEquals(Set.of(), KataGoArea.passAlive(board, Colour.WHITE, suicide));
            // One black region touching no dame, no black stone in atari: independent life.
            Count all = KataGoArea.count(board, suicide, Tax.ALL);
            assertEquals(none.owners(), all.owners());
            assertEquals(1, all.blackRegions());
            assertEquals(0, all.whiteRegions());
            assertEquals(25 - 2, all.black());
        }
        assertEquals(23, plainArea(board).count(Colour.BLACK));
        assertEquals(1, plainArea(board).count(Colour.WHITE));
    }

    @Test
    void aSekisEyesCountUnderNoTaxAndOnlyItsStonesUnderTheSekiTax() {
        // Black A2-B2-B1 with its eye A1, White D2-E2-D1 with its eye E1, sharing C2 and C1: seki
        // (whoever fills a shared point leaves his chain one liberty, his eye, and is captured).
        // Benson: Black's other region {C2, C1, White's stones, E1} is not vital (E1 touches no black
        // stone), so Black's chain has one vital region and is killed; White's likewise. No
        // pass-alive territory; A1 is an empty region bordered by Black alone (unsafeBigTerritories),
        // E1 by White alone: TAX_NONE gives each 4, and C2, C1 to nobody.
        // TAX_SEKI: Black's region {A2, B2, B1, A1} touches the dame C2 (B2 is next to it): seki, so
        // only its black stones count, 3; White's likewise, 3; no independent life region.
        Colouring board = Colouring.parse("""
                XX.OO
                .X.O.
                """);
        for (boolean suicide : List.of(false, true)) {
            Count none = KataGoArea.count(board, suicide, Tax.NONE);
            assertEquals(Colouring.parse("XX.OO/XX.OO"), none.owners());
            assertEquals(4, none.black());
            assertEquals(4, none.white());
            for (Tax tax : List.of(Tax.SEKI, Tax.ALL)) {
                Count seki = KataGoArea.count(board, suicide, tax);
                assertEquals(board, seki.owners());
                assertEquals(3, seki.black());
                assertEquals(3, seki.white());
                assertEquals(0, seki.blackRegions() + seki.whiteRegions());
            }
        }
    }

    @Test
    void theAllTaxTakesTwoPointsForEachIndependentGroup() {
        // Two black groups (columns A-B and F-G) and one white (C-E), each with three one-point eyes:
        // every group is pass-alive (three vital regions each), no point is dame. Owners: Black 20,
        // White 15. Each player's owned points make connected sets touching no dame, with no stone
        // in atari: two independent life regions for Black, one for White. TAX_ALL: Black 20 - 4 =
        // 16, White 15 - 2 = 13; TAX_SEKI and TAX_NONE take nothing.
        Colouring board = Colouring.parse("""
                .XO.OX.
                XXOOOXX
                .XO.OX.
                XXOOOXX
                .XO.OX.
                """);
        Colouring owners = Colouring.parse("""
                XXOOOXX
                XXOOOXX
                XXOOOXX
                XXOOOXX
                XXOOOXX
                """);
        for (boolean suicide : List.of(false, true)) {
            Count all = KataGoArea.count(board, suicide, Tax.ALL);
            assertEquals(owners, all.owners());
            assertEquals(2, all.blackRegions());
            assertEquals(1, all.whiteRegions());
            assertEquals(16, all.black());
            assertEquals(13, all.white());
            Count seki = KataGoArea.count(board, suicide, Tax.SEKI);
            assertEquals(owners, seki.owners());
            assertEquals(20, seki.black());
            assertEquals(15, seki.white());
            Count none = KataGoArea.count(board, suicide, Tax.NONE);
            assertEquals(owners, none.owners());
            assertEquals(0, none.blackRegions() + none.whiteRegions());
            assertEquals(20, none.black());
            assertEquals(15, none.white());
        }
    }

    // ---- Against plain area scoring, on random boards ----

    /**
     * Where KataGo's TAX_NONE owner of a point differs from plain area scoring (a stone counts for
     * its colour, an empty point for the one colour its empty region reaches), the point lies in a
     * region of some player P (a maximal connected set of points not of P's colour) that holds a
     * stone of P's opponent and has at most one point not adjacent to a stone of P, and KataGo
     * gives it to P. Why: KataGo's only marks that can disagree with plain area are P's marks of
     * such a region (its pass-alive territory with opponent stones in it); its other marks are
     * pass-alive chains (their own colour), and empty regions bordered by P alone, which plain area
     * gives to P too and which the opponent marks over only as his pass-alive territory holding P's
     * stones, that is, such a region again. The condition is read off the board, not from Benson.
     */
    @Test
    void onRandomBoardsNoTaxDiffersFromPlainAreaOnlyInSmallRegionsHoldingAnOpponentStone() {
        Random random = new Random(20240611L);
        int differing = 0;
        for (int n = 0; n < 400; n++) {
            Colouring board = randomBoard(random);
            boolean suicide = random.nextBoolean();
            Colouring katago = KataGoArea.count(board, suicide, Tax.NONE).owners();
            Colouring plain = plainArea(board);
            boolean differs = false;
            for (Point p : board.grid().points()) {
                Colour owner = katago.colour(p);
                if (owner != plain.colour(p)) {
                    differs = true;
                    assertTrue(owner.isPlayer() && inSmallRegionHoldingAnOpponentStone(board, owner, p),
                            "at " + p + " on " + board + " (suicide " + suicide + "): KataGo " + katago + ", plain " + plain);
                }
            }
            differing += differs ? 1 : 0;
        }
        // The property is not vacuous: some boards do differ.
        assertTrue(differing > 0, "no random board had pass-alive territory holding a stone");
    }

    private static boolean inSmallRegionHoldingAnOpponentStone(Colouring board, Colour player, Point p) {
        if (board.colour(p) == player) {
            return false;
        }
        Set<Point> region = connected(board.grid(), p, q -> board.colour(q) != player);
        boolean holdsOpponent = region.stream().anyMatch(q -> board.colour(q) == player.opponent());
        long internal = region.stream()
                .filter(q -> board.grid().neighbours(q).stream().noneMatch(r -> board.colour(r) == player))
                .count();
        return holdsOpponent && internal <= 1;
    }

    /** Plain area scoring: a stone counts for its colour, an empty point for the one colour its empty region reaches. */
    private static Colouring plainArea(Colouring board) {
        Colouring owners = board;
        for (Point p : board.grid().points()) {
            if (board.colour(p) == Colour.EMPTY) {
                Set<Colour> reached = new HashSet<>();
                for (Point q : connected(board.grid(), p, r -> board.colour(r) == Colour.EMPTY)) {
                    board.grid().neighbours(q).forEach(r -> reached.add(board.colour(r)));
                }
                reached.remove(Colour.EMPTY);
                if (reached.size() == 1) {
                    owners = owners.with(p, reached.iterator().next());
                }
            }
        }
        return owners;
    }

    /** A board of 2x2 to 5x5, stones dropped at random, then strings without a liberty removed one by one. */
    private static Colouring randomBoard(Random random) {
        Grid grid = new Grid(2 + random.nextInt(4), 2 + random.nextInt(4));
        double stones = 0.4 + 0.5 * random.nextDouble();
        Colouring board = Colouring.empty(grid);
        for (Point p : grid.points()) {
            if (random.nextDouble() < stones) {
                board = board.with(p, random.nextBoolean() ? Colour.BLACK : Colour.WHITE);
            }
        }
        boolean removed = true;
        while (removed) {
            removed = false;
            for (Point p : grid.points()) {
                Colour c = board.colour(p);
                if (c.isPlayer()) {
                    Colouring before = board;
                    Set<Point> string = connected(grid, p, q -> before.colour(q) == c);
                    boolean free = string.stream().anyMatch(s -> grid.neighbours(s).stream().anyMatch(q -> before.colour(q) == Colour.EMPTY));
                    if (!free) {
                        board = board.with(string, Colour.EMPTY);
                        removed = true;
                        break;
                    }
                }
            }
        }
        return board;
    }

    private static Set<Point> connected(Grid grid, Point start, Predicate<Point> inside) {
        Set<Point> found = new HashSet<>(List.of(start));
        Deque<Point> todo = new ArrayDeque<>(found);
        while (!todo.isEmpty()) {
            for (Point q : grid.neighbours(todo.poll())) {
                if (inside.test(q) && found.add(q)) {
                    todo.add(q);
                }
            }
        }
        return found;
    }

    // ---- KataGo's own cases ----

    private static void assertTaxNone(String board, boolean suicide, String expected) {
        Count c = KataGoArea.count(Colouring.parse(board), suicide, Tax.NONE);
        assertEquals(Colouring.parse(expected), c.owners(), "suicide " + suicide);
        assertEquals(0, c.blackRegions() + c.whiteRegions());
    }

    /** Under TAX_SEKI and TAX_ALL alike: the owners, and White's regions less Black's as KataGo prints them. */
    private static void assertIndependentLife(String board, boolean suicide, String expected, int whiteMinusBlackRegions) {
        for (Tax tax : List.of(Tax.SEKI, Tax.ALL)) {
            Count c = KataGoArea.count(Colouring.parse(board), suicide, tax);
            Colouring owners = Colouring.parse(expected);
            assertEquals(owners, c.owners(), tax + ", suicide " + suicide);
            assertEquals(whiteMinusBlackRegions, c.whiteRegions() - c.blackRegions(), tax + ", suicide " + suicide);
            // countAreaScoreWhiteMinusBlack: the owned points, less 2 a region under TAX_ALL.
            int tax2 = tax == Tax.ALL ? 2 * whiteMinusBlackRegions : 0;
            assertEquals(owners.count(Colour.WHITE) - owners.count(Colour.BLACK) - tax2, c.white() - c.black());
        }
    }

    @Test
    void kataGoArea1() {
        // cpp/tests/testboardarea.cpp, case "Area 1":
        // what it prints under "Safe big territories 1 Unsafe big
        // territories 1 Non pass alive stones 1" (the flags of TAX_NONE), Suicide 0 then 1.
        String board = """
                ..o.o.xx.
                .oooo.x.x
                oo.....xx
                .........
                .........
                x......oo
                .xx...o.o
                x.x..oo.o
                .x.x.o.o.
                """;
        assertTaxNone(board, false, """
                OOOOO.XXX
                OOOOO.XXX
                OO.....XX
                .........
                .........
                X......OO
                XXX...OOO
                XXX..OOOO
                XXXX.OOOO
                """);
        assertTaxNone(board, true, """
                OOOOO.XXX
                OOOOO.XXX
                OO.....XX
                .........
                .........
                X......OO
                XXX...OOO
                XXX..OOOO
                XXXX.OOOO
                """);
    }

    @Test
    void kataGoArea2Board1() {
        // cpp/tests/testboardarea.cpp, case "Area 2" (its board 1):
        // what it prints under "Safe big territories 1 Unsafe big
        // territories 1 Non pass alive stones 1" (the flags of TAX_NONE), Suicide 0 then 1.
        String board = """
                x.oooooo.
                oox..xx.o
                o...xox.o
                o...x.x.o
                oxxx.xx.o
                ox..x...o
                o.xox...o
                o.xxx...o
                .ooooooo.
                """;
        assertTaxNone(board, false, """
                OOOOOOOOO
                OOX..XX.O
                O...XXX.O
                O...XXX.O
                OXXXXXX.O
                OXXXX...O
                O.XXX...O
                O.XXX...O
                OOOOOOOOO
                """);
        assertTaxNone(board, true, """
                X.OOOOOOO
                OOX..XX.O
                O...XOX.O
                O...X.X.O
                OXXXXXX.O
                OX..X...O
                O.XOX...O
                O.XXX...O
                OOOOOOOOO
                """);
    }

    @Test
    void kataGoArea2Board2() {
        // cpp/tests/testboardarea.cpp, case "Area 2" (its board 2):
        // what it prints under "Safe big territories 1 Unsafe big
        // territories 1 Non pass alive stones 1" (the flags of TAX_NONE), Suicide 0 then 1.
        String board = """
                ..oooooo.
                oox..xx.o
                o...xox.o
                o...x.x.o
                oxxx.xx.o
                ox..x...o
                o.x.x...o
                o.xxx...o
                .ooooooo.
                """;
        assertTaxNone(board, false, """
                OOOOOOOOO
                OOX..XX.O
                O...XOX.O
                O...X.X.O
                OXXXXXX.O
                OXXXX...O
                O.XXX...O
                O.XXX...O
                OOOOOOOOO
                """);
        assertTaxNone(board, true, """
                OOOOOOOOO
                OOX..XX.O
                O...XOX.O
                O...X.X.O
                OXXXXXX.O
                OXXXX...O
                O.XXX...O
                O.XXX...O
                OOOOOOOOO
                """);
    }

    @Test
    void kataGoAreaRect() {
        // cpp/tests/testboardarea.cpp, case "Area Rect":
        // what it prints under "Safe big territories 1 Unsafe big
        // territories 1 Non pass alive stones 1" (the flags of TAX_NONE), Suicide 0 then 1.
        String board = """
                x.ooxxxo.xx.
                oo.ox.xoox.x
                ooxox.xo.ox.
                """;
        assertTaxNone(board, false, """
                OOOOXXXO.XXX
                OOOOXXXOOXXX
                OOOOXXXOOOXX
                """);
        assertTaxNone(board, true, """
                X.OOXXXO.XXX
                OO.OXXXOOXXX
                OOXOXXXOOOXX
                """);
    }

    @Test
    void kataGoPassAliveBugDerivedTestCase() {
        // cpp/tests/testboardarea.cpp, case "Pass alive bug-derived test case":
        // what it prints under "Safe big territories 1 Unsafe big
        // territories 1 Non pass alive stones 1" (the flags of TAX_NONE), Suicide 0 then 1.
        String board = """
                .O.OOXXO.
                O.O.OOXXO
                OOOOOOX.X
                OXO.OOXXX
                XXOOOOXX.
                .XOOOXXX.
                .XOOOOOOX
                OXXOXXXXX
                .XXX.X...
                """;
        assertTaxNone(board, false, """
                OOOOOXXXX
                OOOOOOXXX
                OOOOOOXXX
                OXOOOOXXX
                XXOOOOXXX
                XXOOOXXXX
                XXOOOOOOX
                XXXOXXXXX
                XXXXXXXXX
                """);
        assertTaxNone(board, true, """
                OOOOOXXXX
                OOOOOOXXX
                OOOOOOXXX
                OXOOOOXXX
                XXOOOOXXX
                XXOOOXXXX
                XXOOOOOOX
                XXXOXXXXX
                XXXXXXXXX
                """);
    }

    @Test
    void kataGoOneMoreSimpleTestCase() {
        // cpp/tests/testboardarea.cpp, case "One more simple test case":
        // what it prints under "Safe big territories 1 Unsafe big
        // territories 1 Non pass alive stones 1" (the flags of TAX_NONE), Suicide 0 then 1.
        String board = """
                ..ooo..
                ..xxx..
                xxxxxxx
                .....x.
                ooooox.
                .o..oxx
                .x..ox.
                """;
        assertTaxNone(board, false, """
                ..OOO..
                ..XXX..
                XXXXXXX
                .....XX
                OOOOOXX
                .O..OXX
                .X..OXX
                """);
        assertTaxNone(board, true, """
                ..OOO..
                ..XXX..
                XXXXXXX
                .....XX
                OOOOOXX
                .O..OXX
                .X..OXX
                """);
    }

    @Test
    void kataGoBugDerivedTestCaseInMoreColorsAndOrientations() {
        // cpp/tests/testboardarea.cpp, case "Bug-derived test case, in more colors and orientations":
        // what it prints under "Safe big territories 1 Unsafe big
        // territories 1 Non pass alive stones 1" (the flags of TAX_NONE), Suicide 0 then 1.
        String board = """
                .oxo.oxo.
                ooxoooxxo
                xxxxxxxxx
                .x.x.....
                xxxoooooo
                ..o.xo.o.
                ooooooooo
                xooxxxoxx
                .xox.xox.
                """;
        assertTaxNone(board, false, """
                XXXXXXXXX
                XXXXXXXXX
                XXXXXXXXX
                XXXX.....
                XXXOOOOOO
                ..OOOOOOO
                OOOOOOOOO
                OOOOOOOOO
                OOOOOOOOO
                """);
        assertTaxNone(board, true, """
                XXXXXXXXX
                XXXXXXXXX
                XXXXXXXXX
                XXXX.....
                XXXOOOOOO
                ..OOOOOOO
                OOOOOOOOO
                OOOOOOOOO
                OOOOOOOOO
                """);
    }

    @Test
    void kataGoArea5() {
        // cpp/tests/testboardarea.cpp, case "Area 5":
        // what it prints under "Safe big territories 1 Unsafe big
        // territories 1 Non pass alive stones 1" (the flags of TAX_NONE), Suicide 0 then 1.
        String board = """
                ...................
                ...................
                ...............xx..
                ........xxxxxxxx.x.
                .....xxxx....x..ox.
                ..xxx...x..o..xxxx.
                ..x..xxx........x..
                ..x.ox..xxxxx...x..
                ..x.oxxx.oo.xxxxx..
                ..x.ooo.x..x...x...
                ..xxx...xxxxxx.x...
                ....xxxxx.....xx...
                ...................
                """;
        assertTaxNone(board, false, """
                XXXXXXXXXXXXXXXXXXX
                XXXXXXXXXXXXXXXXXXX
                XXXXXXXXXXXXXXXXXXX
                XXXXXXXXXXXXXXXXXXX
                XXXXXXXXX....XXXXXX
                XXXXXXXXX..O..XXXXX
                XXXXXXXX........XXX
                XXXXXXXXXXXXX...XXX
                XXXXXXXXXXXXXXXXXXX
                XXXXXXXXXXXXXXXXXXX
                XXXXXXXXXXXXXXXXXXX
                XXXXXXXXXXXXXXXXXXX
                XXXXXXXXXXXXXXXXXXX
                """);
        assertTaxNone(board, true, """
                XXXXXXXXXXXXXXXXXXX
                XXXXXXXXXXXXXXXXXXX
                XXXXXXXXXXXXXXXXXXX
                XXXXXXXXXXXXXXXX.XX
                XXXXXXXXX....X..OXX
                XXXXXXXXX..O..XXXXX
                XXX..XXX........XXX
                XXX.OXXXXXXXX...XXX
                XXX.OXXX.OO.XXXXXXX
                XXX.OOO.X..XXXXXXXX
                XXXXX...XXXXXXXXXXX
                XXXXXXXXXXXXXXXXXXX
                XXXXXXXXXXXXXXXXXXX
                """);
    }

    @Test
    void kataGoIndependentLife2() {
        // cpp/tests/testboardarea.cpp, case "IndependentLife 2":
        // what it prints under "Keep Territories 0 Keep Stones 1" (the flags of TAX_SEKI and
        // TAX_ALL) with its whiteMinusBlackIndependentLifeRegionCount, Suicide 0 then 1.
        String board = """
                x.o.ox.......xo.ox.
                xo..ox.......xo..ox
                o..ox.........xo..o
                ..ox.....o.....xo..
                oox.............xoo
                xx...............xx
                ...................
                ..xx.............xx
                xxoox......xxx..xoo
                oo.ox...xxxooox.xo.
                xoooox.xooooxooxxoo
                .xo.ox.xo.ox.xoxoo.
                xoooox.xooooxooxo.x
                ooxxx...xxxoooxxoo.
                xx.........xxx..xoo
                xxx..xxx.......xxxx
                oooxxooox...xxxoooo
                xxoooxxoox.xooo.oxx
                .xo.o.xo.oxxo.ooox.
                """;
        assertIndependentLife(board, false, """
                X.O.OX.......XOOOX.
                XO..OX.......XOOOOX
                O..OX.........XOOOO
                ..OX.....O.....XOOO
                OOX.............XOO
                XX...............XX
                ...................
                ..XX.............XX
                XXOOX......XXX..XOO
                OOOOX...XXXOOOX.XOO
                OOOOOX.XOOOOXOOXXOO
                OOOOOX.XO.OX.XOXOOO
                OOOOOX.XOOOOXOOXOOO
                OOXXX...XXXOOOXXOOO
                XX.........XXX..XOO
                XXX..XXX.......XXXX
                OOOXXOOOX...XXXOOOO
                XXOOOXXOOX.XOOOOOOO
                .XO.O.XO.OXXOOOOOOO
                """, 4);
        assertIndependentLife(board, true, """
                X.O.OX.......XOOOX.
                XO..OX.......XOOOOX
                O..OX.........XOOOO
                ..OX.....O.....XOOO
                OOX.............XOO
                XX...............XX
                ...................
                ..XX.............XX
                XXOOX......XXX..XOO
                OOOOX...XXXOOOX.XO.
                OOOOOX.XOOOOXOOXXOO
                OOOOOX.XO.OX.XOXOO.
                OOOOOX.XOOOOXOOXO.X
                OOXXX...XXXOOOXXOO.
                XX.........XXX..XOO
                XXX..XXX.......XXXX
                OOOXXOOOX...XXXOOOO
                XXOOOXXOOX.XOOOOOOO
                .XO.O.XO.OXXOOOOOOO
                """, 3);
    }

    @Test
    void kataGoIndependentLife345Board1() {
        // cpp/tests/testboardarea.cpp, case "IndependentLife 3,4,5" (its board 1):
        // what it prints under "Keep Territories 0 Keep Stones 1" (the flags of TAX_SEKI and
        // TAX_ALL) with its whiteMinusBlackIndependentLifeRegionCount, Suicide 0 then 1.
        String board = """
                oooooox.x.xo...
                xxxxxoxxxxxoooo
                xoooxoooooxxxxx
                x.x.xo...oxx.x.
                """;
        assertIndependentLife(board, false, """
                OOOOOOXXXXXOOOO
                XXXXXOXXXXXOOOO
                XOOOXOOOOOXXXXX
                X.X.XOOOOOXXXXX
                """, 1);
        assertIndependentLife(board, true, """
                OOOOOOXXXXXOOOO
                XXXXXOXXXXXOOOO
                XOOOXOOOOOXXXXX
                X.X.XOOOOOXXXXX
                """, 1);
    }

    @Test
    void kataGoIndependentLife345Board2() {
        // cpp/tests/testboardarea.cpp, case "IndependentLife 3,4,5" (its board 2):
        // what it prints under "Keep Territories 0 Keep Stones 1" (the flags of TAX_SEKI and
        // TAX_ALL) with its whiteMinusBlackIndependentLifeRegionCount, Suicide 0 then 1.
        String board = """
                oooooox.x.xo...
                xxxxxoxxxxxoooo
                xoooxooooooxxxx
                x.x.xo...oxx.x.
                """;
        assertIndependentLife(board, false, """
                OOOOOOXXXXXOOOO
                XXXXXOXXXXXOOOO
                XOOOXOOOOOOXXXX
                X.X.XOOOOOXXXXX
                """, 0);
        assertIndependentLife(board, true, """
                OOOOOOXXXXXOOOO
                XXXXXOXXXXXOOOO
                XOOOXOOOOOOXXXX
                X.X.XOOOOOXXXXX
                """, 0);
    }

    @Test
    void kataGoIndependentLife345Board3() {
        // cpp/tests/testboardarea.cpp, case "IndependentLife 3,4,5" (its board 3):
        // what it prints under "Keep Territories 0 Keep Stones 1" (the flags of TAX_SEKI and
        // TAX_ALL) with its whiteMinusBlackIndependentLifeRegionCount, Suicide 0 then 1.
        String board = """
                oooooox.x.xo...
                xxxxxoxxxxooooo
                xoooxooooooxxxx
                x.x.xo...oxx.x.
                """;
        assertIndependentLife(board, false, """
                OOOOOOX.X.XOOOO
                XXXXXOXXXXOOOOO
                XOOOXOOOOOOXXXX
                X.X.XOOOOOXXXXX
                """, 0);
        assertIndependentLife(board, true, """
                OOOOOOX.X.XOOOO
                XXXXXOXXXXOOOOO
                XOOOXOOOOOOXXXX
                X.X.XOOOOOXXXXX
                """, 0);
    }

    @Test
    void kataGoIndependentLife6Board1() {
        // cpp/tests/testboardarea.cpp, case "IndependentLife 6" (its board 1):
        // what it prints under "Keep Territories 0 Keep Stones 1" (the flags of TAX_SEKI and
        // TAX_ALL) with its whiteMinusBlackIndependentLifeRegionCount, Suicide 0 then 1.
        String board = """
                .xo..ox.x.x.x..
                .xo..o.xoxx.xxx
                .xo...ooooxxooo
                .xo.......oo...
                """;
        assertIndependentLife(board, false, """
                XXO..OX.X.X.X..
                XXO..O.XOXX.XXX
                XXO...OOOOXXOOO
                XXO.......OO...
                """, -1);
        assertIndependentLife(board, true, """
                XXO..OX.X.X.X..
                XXO..O.XOXX.XXX
                XXO...OOOOXXOOO
                XXO.......OO...
                """, -1);
    }

    @Test
    void kataGoIndependentLife6Board2() {
        // cpp/tests/testboardarea.cpp, case "IndependentLife 6" (its board 2):
        // what it prints under "Keep Territories 0 Keep Stones 1" (the flags of TAX_SEKI and
        // TAX_ALL) with its whiteMinusBlackIndependentLifeRegionCount, Suicide 0 then 1.
        String board = """
                .xo..ox.x.x.x..
                .xo..oxxoxx.xxx
                .xo...ooooxxooo
                .xo.......oo...
                """;
        assertIndependentLife(board, false, """
                XXOOOOX.X.X.X..
                XXOOOOXXOXX.XXX
                XXOOOOOOOOXXOOO
                XXOOOOOOOOOOOOO
                """, 0);
        assertIndependentLife(board, true, """
                XXOOOOX.X.X.X..
                XXOOOOXXOXX.XXX
                XXOOOOOOOOXXOOO
                XXOOOOOOOOOOOOO
                """, 0);
    }

    @Test
    void kataGoIndependentLife7() {
        // cpp/tests/testboardarea.cpp, case "IndependentLife 7":
        // what it prints under "Keep Territories 0 Keep Stones 1" (the flags of TAX_SEKI and
        // TAX_ALL) with its whiteMinusBlackIndependentLifeRegionCount, Suicide 0 then 1.
        String board = """
                .xo.oox....xo.o
                xxxooox....xoox
                .xo.oxx...xxxo.
                xoooox....xoooo
                ooxxxx....xo.o.
                """;
        assertIndependentLife(board, false, """
                .XO.OOXXXXXXO.O
                XXXOOOXXXXXXOOX
                .XO.OXXXXXXXXO.
                XOOOOXXXXXXOOOO
                OOXXXXXXXXXO.O.
                """, -1);
        assertIndependentLife(board, true, """
                .XO.OOXXXXXXO.O
                XXXOOOXXXXXXOOX
                .XO.OXXXXXXXXO.
                XOOOOXXXXXXOOOO
                OOXXXXXXXXXO.O.
                """, -1);
    }

    @Test
    void kataGoIndependentLife8() {
        // cpp/tests/testboardarea.cpp, case "IndependentLife 8":
        // what it prints under "Keep Territories 0 Keep Stones 1" (the flags of TAX_SEKI and
        // TAX_ALL) with its whiteMinusBlackIndependentLifeRegionCount, Suicide 0 then 1.
        String board = """
                ooo.ox.........
                .o.oox......xx.
                .ooox......x.ox
                oxxxx......x.oo
                oooox......x...
                """;
        assertIndependentLife(board, false, """
                OOO.OX.........
                .O.OOX......XX.
                .OOOX......X.OX
                OXXXX......X.OO
                OOOOX......X...
                """, 0);
        assertIndependentLife(board, true, """
                OOO.OX.........
                .O.OOX......XX.
                .OOOX......X.OX
                OXXXX......X.OO
                OOOOX......X...
                """, 0);
    }

    @Test
    void kataGoIndependentLife9() {
        // cpp/tests/testboardarea.cpp, case "IndependentLife 9":
        // what it prints under "Keep Territories 0 Keep Stones 1" (the flags of TAX_SEKI and
        // TAX_ALL) with its whiteMinusBlackIndependentLifeRegionCount, Suicide 0 then 1.
        String board = """
                x.x.ox.....oxx.
                oxx.oxx....oxox
                oooooox....oxoo
                ooxx.ox....ox..
                ..ox.ox....oxxx
                """;
        assertIndependentLife(board, false, """
                X.X.OX.....OXX.
                OXX.OXX....OXOX
                OOOOOOX....OXOO
                OOXX.OX....OX..
                ..OX.OX....OXXX
                """, 0);
        assertIndependentLife(board, true, """
                X.X.OX.....OXX.
                OXX.OXX....OXOX
                OOOOOOX....OXOO
                OOXX.OX....OX..
                ..OX.OX....OXXX
                """, 0);
    }

    @Test
    void kataGoIndependentLife10() {
        // cpp/tests/testboardarea.cpp, case "IndependentLife 10":
        // what it prints under "Keep Territories 0 Keep Stones 1" (the flags of TAX_SEKI and
        // TAX_ALL) with its whiteMinusBlackIndependentLifeRegionCount, Suicide 0 then 1.
        String board = """
                ............x.o
                ...........xxx.
                ........xxxx.xx
                ....oxxxxooxxxo
                ....x....xo.xo.
                """;
        assertIndependentLife(board, false, """
                ............X..
                ...........XXX.
                ........XXXX.XX
                ....OXXXXOOXXX.
                ....X....XO.X..
                """, 0);
        assertIndependentLife(board, true, """
                ............X.O
                ...........XXX.
                ........XXXX.XX
                ....OXXXXOOXXXO
                ....X....XO.XO.
                """, 0);
    }
}
