package org.logicalgo.conformance.runner;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Turn;

/**
 * Where a case's grid lies on the board the engine plays. Natively the two are the same. An engine
 * that plays only larger boards (Leela Zero plays only 19x19) gets the grid in the upper right
 * corner, shifted by {@code (dx, dy)}, so that a point the case names off its grid (TT-1) is off
 * the engine's board too; the grid is fenced by a wall: a stone on each point beside the grid's
 * left and lower edges, each with an empty point behind it that no turn of the case ever fills. A
 * wall stone therefore never loses its last liberty, and a grid stone beside it gains no liberty
 * from it as long as the two differ in colour: the grid plays as if the wall were the edge.
 * Whether that holds for every turn of a case is not assumed but checked, turn by turn, by playing
 * the case both ways ({@link EngineBoard#faithfulUntil}).
 *
 * @param board the engine's board
 * @param grid  the case's grid
 * @param dx    how many columns the grid is shifted right on the board
 * @param dy    how many rows it is shifted up
 * @param walls the wall stones, on the engine's board (none when native)
 */
public record Placement(Grid board, Grid grid, int dx, int dy, Colouring walls) {

    /** The case played on its own grid. */
    public static Placement natively(Grid grid) {
        return new Placement(grid, grid, 0, 0, Colouring.empty(grid));
    }

    /** Whether a side of the grid can lie on a board's side: as that side, or with room for a wall and the empty points behind it. */
    public static boolean fits(int side, int boardSide) {
        return side == boardSide || side <= boardSide - 2;
    }

    /**
     * The grid walled in the upper right corner of a square board. Each wall point takes the colour
     * opposite to the first stone its grid neighbour ever holds in {@code positions} (the case as
     * the rules play it), so that the two never join; white where that neighbour stays empty.
     */
    public static Placement walled(Grid grid, int boardSide, List<Colouring> positions) {
        if (!fits(grid.width(), boardSide) || !fits(grid.height(), boardSide)) {
            throw new IllegalArgumentException("a " + grid + " grid does not fit a " + boardSide + "x" + boardSide + " board");
        }
        Grid board = new Grid(boardSide, boardSide);
        int dx = boardSide - grid.width();
        int dy = boardSide - grid.height();
        Colouring walls = Colouring.empty(board);
        for (int row = 0; row < grid.height() && dx > 0; row++) {
            walls = walls.with(new Point(dx - 1, row + dy), wallBeside(new Point(0, row), positions));
        }
        for (int column = 0; column < grid.width() && dy > 0; column++) {
            walls = walls.with(new Point(column + dx, dy - 1), wallBeside(new Point(column, 0), positions));
        }
        return new Placement(board, grid, dx, dy, walls);
    }

    private static Colour wallBeside(Point p, List<Colouring> positions) {
        for (Colouring c : positions) {
            if (c.colour(p).isPlayer()) {
                return c.colour(p).opponent();
            }
        }
        return Colour.WHITE;
    }

    public boolean isNative() {
        return board.equals(grid);
    }

    /** A point of the case (on its grid or off it) where it lies on the engine's board (or off it). */
    public Point onBoard(Point p) {
        return new Point(p.column() + dx, p.row() + dy);
    }

    /** The turn as the engine is asked it: its points shifted onto the engine's board. */
    public Turn onBoard(Turn t) {
        if (isNative()) {
            return t;
        }
        if (t instanceof Turn.Play play) {
            return new Turn.Play(play.colour(), onBoard(play.point()));
        }
        if (t instanceof Turn.Agreement agreement) {
            Set<Point> emptied = new HashSet<>();
            agreement.emptied().forEach(p -> emptied.add(onBoard(p)));
            return new Turn.Agreement(emptied);
        }
        return t;
    }

    /** The point of the case's grid at a point of the engine's board, if the grid holds it. */
    public Optional<Point> onGrid(Point p) {
        Point q = new Point(Math.max(0, p.column() - dx), Math.max(0, p.row() - dy));
        return p.column() >= dx && p.row() >= dy && grid.contains(q) ? Optional.of(q) : Optional.empty();
    }

    /** The engine's board holding a colouring of the case's grid, with the wall around it. */
    public Colouring embed(Colouring onGrid) {
        if (isNative()) {
            return onGrid;
        }
        char[] cells = walls.cells().toCharArray();
        for (Point p : grid.points()) {
            cells[(p.row() + dy) * board.width() + p.column() + dx] = onGrid.colour(p).symbol();
        }
        return new Colouring(board, new String(cells));
    }

    /** The case's grid cut out of the engine's board. */
    public Colouring cut(Colouring onBoard) {
        if (isNative()) {
            return onBoard;
        }
        char[] cells = new char[grid.area()];
        for (Point p : grid.points()) {
            cells[p.row() * grid.width() + p.column()] = onBoard.colour(onBoard(p)).symbol();
        }
        return new Colouring(grid, new String(cells));
    }

    /** One line for a report: where the case was played. */
    public String describe() {
        if (isNative()) {
            return "on its own " + grid + " grid";
        }
        return "on the engine's " + board + " board: the " + grid + " grid in the upper right corner (the case's A1 is the engine's "
                + onBoard(new Point(0, 0)).name() + "), fenced by a wall of " + walls.count(Colour.BLACK) + " black and "
                + walls.count(Colour.WHITE) + " white stones";
    }
}
