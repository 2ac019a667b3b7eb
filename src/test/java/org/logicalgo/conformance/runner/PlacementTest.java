package org.logicalgo.conformance.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Suite;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;

class PlacementTest {

    private static final Suite SUITE = Suite.load(Path.of("conformance/cases"));

    @Test
    void theWallTakesTheColourOppositeToTheFirstStoneBesideIt() {
        // basics.ko-basic, 4x4, start .XO./XO.O/.XO./.... then B D1, W A1, B C3, W B3 (refused), W pass, B B3.
        // On 6x6 the grid is shifted two columns right and two rows up: the case's A1 is C3.
        // Left wall (column B, beside A1..A4): A1 is first white (W A1) so B3 is black; A2 and A4
        // stay empty (white: B4, B6); A3 starts black, so B5 is white.
        // Lower wall (row 2, beside A1..D1): A1 white first, so C2 black; B1 and C1 stay empty
        // (white); D1 is first black (B D1), so F2 white.
        ConformanceCase c = SUITE.find("basics.ko-basic").orElseThrow();
        List<Colouring> positions = AsPlayed.of(c, Ruleset.TROMP_TAYLOR).colourings();
        Placement p = Placement.walled(c.grid(), 6, positions);
        assertEquals(Colouring.parse("""
                .O....
                .O....
                .O....
                .X....
                ..XOOO
                ......"""), p.walls());
        assertEquals(Point.parse("C3", p.board()), p.onBoard(Point.parse("A1", c.grid())));
        assertEquals(Point.parse("F6", p.board()), p.onBoard(Point.parse("D4", c.grid())));
        assertFalse(p.isNative());
    }

    @Test
    void aPointOffTheGridIsOffTheBoardTooAndAGridSurvivesTheRoundTrip() {
        Grid grid = new Grid(5, 3);
        Placement p = Placement.walled(grid, 7, List.of(Colouring.empty(grid)));
        // F1 is off the 5x3 grid (TT-1), a point only the 7x7 board names; shifted two columns
        // right it is H2: off the 7x7 board too.
        Point f1 = Point.parse("F1", p.board());
        assertFalse(grid.contains(f1));
        assertFalse(p.board().contains(p.onBoard(f1)));
        Colouring g = Colouring.parse("""
                X.O..
                .....
                O...X""");
        assertEquals(g, p.cut(p.embed(g)));
        // The grid's lower left corner A1 is C5 on the board (shifted by 2 and 4); B5 is the wall.
        assertEquals(Optional.of(Point.parse("A1", grid)), p.onGrid(Point.parse("C5", p.board())));
        assertEquals(Optional.empty(), p.onGrid(Point.parse("B5", p.board())));
        // Every wall point stays white beside an empty grid: a column of them left, a row below.
        assertEquals(Colouring.parse("""
                .OX.O..
                .O.....
                .OO...X
                ..OOOOO
                .......
                .......
                ......."""), p.embed(g));
    }

    @Test
    void aSideFitsAsTheBoardsSideOrWithRoomForTheWallAndALibertyBehindIt() {
        assertTrue(Placement.fits(19, 19));
        assertTrue(Placement.fits(17, 19));
        assertFalse(Placement.fits(18, 19));
        assertFalse(Placement.fits(21, 19));
        assertThrows(IllegalArgumentException.class, () -> Placement.walled(new Grid(18, 3), 19, List.of()));
        Placement natively = Placement.natively(new Grid(9, 9));
        assertTrue(natively.isNative());
        assertEquals(Point.parse("D5", natively.board()), natively.onBoard(Point.parse("D5", natively.grid())));
    }
}
