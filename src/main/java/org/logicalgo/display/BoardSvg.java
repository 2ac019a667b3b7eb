package org.logicalgo.display;

import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;

/**
 * A colouring drawn as an SVG picture of a Go board: lines, stones, GTP coordinates on all four
 * sides, and what a reader is shown on it ({@link Marks}): the last move ringed, the points a turn
 * emptied crossed, the points that score shaded, a path that proves a point reaches a colour, a
 * chain and its liberties. Self-contained (no fonts or scripts to load) and a pure function of its
 * arguments: the one board drawing of the HTML reports, {@code explain --html} and the explorer.
 *
 * <p>Each element has a class ({@code lg-stone lg-black}, {@code lg-territory lg-white},
 * {@code lg-path}, ...) for a page's style sheet; with {@link Marks#hitAreas} each point also gets
 * a transparent {@code <rect class="lg-hit" data-point="C3" data-colour="black">} on top, so a page
 * can tell which point is clicked or pointed at by event delegation, and a test can read the board
 * off the picture.
 */
public final class BoardSvg {

    private static final int CELL = 24;
    /** Room for the coordinates, clear of the edge stones however large the board is drawn. */
    private static final int MARGIN = 26;

    /** The colour of a path to each colour it reaches: dark, light and green for empty. */
    private static final String PATH_TO_BLACK = "#6a1b9a";
    private static final String PATH_TO_WHITE = "#1565c0";
    private static final String PATH_TO_EMPTY = "#2e7d32";
    private static final String MARKED = "#c0262d";

    private BoardSvg() {
    }

    /**
     * A walk drawn over the board: from its first point to its last, which is of colour
     * {@code reaches} (TT-3).
     */
    public record Path(List<Point> points, Colour reaches) {
        public Path {
            points = List.copyOf(points);
        }
    }

    /**
     * What is marked on a board.
     *
     * @param lastMove    ringed
     * @param emptied     crossed: the points a clearing emptied
     * @param blackArea   empty points shaded as Black's (they reach black only, TT-9)
     * @param whiteArea   empty points shaded as White's
     * @param neutral     empty points marked as reaching both colours
     * @param paths       walks drawn as lines (TT-3)
     * @param highlighted points outlined: a chain, a string
     * @param liberties   points dotted: a chain's liberties (FR-4, NZ-5)
     * @param hitAreas    whether each point gets a transparent {@code data-point} rectangle on top
     */
    public record Marks(Optional<Point> lastMove, Set<Point> emptied, Set<Point> blackArea, Set<Point> whiteArea,
                        Set<Point> neutral, List<Path> paths, Set<Point> highlighted, Set<Point> liberties,
                        boolean hitAreas) {

        public static final Marks NONE = new Marks(Optional.empty(), Set.of(), Set.of(), Set.of(), Set.of(), List.of(),
                Set.of(), Set.of(), false);

        public Marks {
            emptied = Set.copyOf(emptied);
            blackArea = Set.copyOf(blackArea);
            whiteArea = Set.copyOf(whiteArea);
            neutral = Set.copyOf(neutral);
            paths = List.copyOf(paths);
            highlighted = Set.copyOf(highlighted);
            liberties = Set.copyOf(liberties);
        }

        public Marks withLastMove(Optional<Point> p) {
            return new Marks(p, emptied, blackArea, whiteArea, neutral, paths, highlighted, liberties, hitAreas);
        }

        public Marks withEmptied(Collection<Point> ps) {
            return new Marks(lastMove, Set.copyOf(ps), blackArea, whiteArea, neutral, paths, highlighted, liberties, hitAreas);
        }

        public Marks withAreas(Collection<Point> black, Collection<Point> white, Collection<Point> both) {
            return new Marks(lastMove, emptied, Set.copyOf(black), Set.copyOf(white), Set.copyOf(both), paths, highlighted,
                    liberties, hitAreas);
        }

        public Marks withPaths(List<Path> ps) {
            return new Marks(lastMove, emptied, blackArea, whiteArea, neutral, ps, highlighted, liberties, hitAreas);
        }

        public Marks withChain(Collection<Point> chain, Collection<Point> libs) {
            return new Marks(lastMove, emptied, blackArea, whiteArea, neutral, paths, Set.copyOf(chain), Set.copyOf(libs),
                    hitAreas);
        }

        public Marks withHitAreas() {
            return new Marks(lastMove, emptied, blackArea, whiteArea, neutral, paths, highlighted, liberties, true);
        }
    }

    /**
     * A rectangle of the grid's points, columns {@code left} to {@code right} and rows {@code bottom}
     * to {@code top} (0 is column A, row 1), all inclusive.
     */
    public record Window(int left, int bottom, int right, int top) {

        public Window {
            if (left < 0 || bottom < 0 || right < left || top < bottom) {
                throw new IllegalArgumentException("not a window of points: " + left + "," + bottom + " to " + right + "," + top);
            }
        }

        /** The whole grid. */
        public static Window of(Grid grid) {
            return new Window(0, 0, grid.width() - 1, grid.height() - 1);
        }

        /**
         * The smallest window holding {@code points} with {@code margin} points round them and at
         * least {@code least} points a side, kept inside the grid; the whole grid when there are none.
         */
        public static Window around(Grid grid, Collection<Point> points, int margin, int least) {
            if (points.isEmpty()) {
                return of(grid);
            }
            int left = points.stream().mapToInt(Point::column).min().orElseThrow() - margin;
            int right = points.stream().mapToInt(Point::column).max().orElseThrow() + margin;
            int bottom = points.stream().mapToInt(Point::row).min().orElseThrow() - margin;
            int top = points.stream().mapToInt(Point::row).max().orElseThrow() + margin;
            int[] columns = span(left, right, least, grid.width());
            int[] rows = span(bottom, top, least, grid.height());
            return new Window(columns[0], rows[0], columns[1], rows[1]);
        }

        /** {@code low..high} clamped to the side, then widened, one point a side at a time, to {@code least} where the side has room. */
        private static int[] span(int low, int high, int least, int side) {
            low = Math.max(0, low);
            high = Math.min(side - 1, high);
            int want = Math.min(least, side);
            while (high - low + 1 < want) {
                if (low > 0) {
                    low--;
                }
                if (high - low + 1 < want && high < side - 1) {
                    high++;
                }
            }
            return new int[] {low, high};
        }

        public boolean isWhole(Grid grid) {
            return equals(of(grid));
        }

        public boolean contains(Point p) {
            return p.column() >= left && p.column() <= right && p.row() >= bottom && p.row() <= top;
        }
    }

    /**
     * How a board is drawn: at least {@code minWidth} pixels wide (a small grid is scaled up, its
     * lines and letters with it), showing {@code window}'s points only (empty: the whole grid).
     */
    public record View(int minWidth, Optional<Window> window) {

        /** The whole grid at its own size. */
        public static final View WHOLE = new View(0, Optional.empty());
    }

    /** The colouring with the last move ringed and the emptied points crossed, as the reports draw it. */
    public static String draw(Colouring colouring, Optional<Point> lastMove, Set<Point> emptied, String label) {
        return draw(colouring, Marks.NONE.withLastMove(lastMove).withEmptied(emptied), label);
    }

    public static String draw(Colouring colouring, Marks marks, String label) {
        return draw(colouring, marks, label, View.WHOLE);
    }

    /**
     * The colouring drawn as {@code view} says. A window shows its points with their coordinates on
     * its four sides; a line that goes on beyond the window is drawn a little past it, so that the
     * part reads as a part.
     */
    public static String draw(Colouring colouring, Marks marks, String label, View view) {
        Grid grid = colouring.grid();
        int cell = grid.width() > 13 || grid.height() > 13 ? 18 : CELL;
        int w = 2 * MARGIN + (grid.width() - 1) * cell;
        int h = 2 * MARGIN + (grid.height() - 1) * cell;
        Window window = view.window().orElse(Window.of(grid));
        boolean whole = window.isWhole(grid);
        // The window's corner points, and the picture's box round them.
        int west = MARGIN + window.left() * cell;
        int east = MARGIN + window.right() * cell;
        int north = y(window.top(), grid, cell);
        int south = y(window.bottom(), grid, cell);
        int boxX = west - MARGIN;
        int boxY = north - MARGIN;
        int boxW = east - west + 2 * MARGIN;
        int boxH = south - north + 2 * MARGIN;
        double scale = Math.max(1.0, view.minWidth() / (double) boxW);
        long shownW = Math.round(boxW * scale);
        long shownH = Math.round(boxH * scale);
        int beyond = cell / 2 + 4;
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"lg-board\" width=\"%d\" height=\"%d\""
                + " viewBox=\"%d %d %d %d\" role=\"img\">", shownW, shownH, boxX, boxY, boxW, boxH));
        s.append("<title>").append(Markup.text(label)).append("</title>");
        if (whole) {
            s.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#e3b96a\" rx=\"4\"/>", w, h));
        } else {
            s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#e3b96a\" rx=\"4\"/>",
                    boxX, boxY, boxW, boxH));
        }
        int lineNorth = north - (window.top() < grid.height() - 1 ? beyond : 0);
        int lineSouth = south + (window.bottom() > 0 ? beyond : 0);
        int lineWest = west - (window.left() > 0 ? beyond : 0);
        int lineEast = east + (window.right() < grid.width() - 1 ? beyond : 0);
        for (int c = window.left(); c <= window.right(); c++) {
            int x = MARGIN + c * cell;
            s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#5a4321\"/>", x, lineNorth, x, lineSouth));
            String letter = String.valueOf(Point.COLUMN_LETTERS.charAt(c));
            s.append(text(x, north - 13, letter)).append(text(x, south + 20, letter));
        }
        for (int r = window.bottom(); r <= window.top(); r++) {
            int y = y(r, grid, cell);
            s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#5a4321\"/>", lineWest, y, lineEast, y));
            s.append(text(west - 17, y + 4, Integer.toString(r + 1))).append(text(east + 17, y + 4, Integer.toString(r + 1)));
        }
        int radius = cell / 2 - 1;
        for (Point p : grid.points()) {
            if (!window.contains(p)) {
                continue;
            }
            int x = x(p, cell);
            int y = y(p.row(), grid, cell);
            int half = cell / 2 - 2;
            // TT-9: the empty points that score, shaded in the colour they count for.
            if (marks.blackArea().contains(p) || marks.whiteArea().contains(p)) {
                boolean black = marks.blackArea().contains(p);
                s.append(String.format(Locale.ROOT, "<rect class=\"lg-territory lg-%s\" data-at=\"%s\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\""
                                + " fill=\"%s\" fill-opacity=\"0.55\"/>", black ? "black" : "white", name(p), x - half, y - half, 2 * half, 2 * half,
                        black ? "#111" : "#fafafa"));
            } else if (marks.neutral().contains(p)) {
                int d = cell / 5;
                s.append(String.format(Locale.ROOT, "<rect class=\"lg-neutral\" data-at=\"%s\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\""
                        + " fill=\"#9e9e9e\" stroke=\"#555\" transform=\"rotate(45 %d %d)\"/>", name(p), x - d, y - d, 2 * d, 2 * d, x, y));
            }
        }
        for (Point p : grid.points()) {
            Colour colour = colouring.colour(p);
            if (colour.isPlayer() && window.contains(p)) {
                s.append(String.format(Locale.ROOT, "<circle class=\"lg-stone lg-%s\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"#111\"/>",
                        colour == Colour.BLACK ? "black" : "white", x(p, cell), y(p.row(), grid, cell), radius,
                        colour == Colour.BLACK ? "#111" : "#fafafa"));
            }
        }
        for (Point p : grid.points()) {
            if (!window.contains(p)) {
                continue;
            }
            int x = x(p, cell);
            int y = y(p.row(), grid, cell);
            if (marks.highlighted().contains(p)) {
                s.append(String.format(Locale.ROOT, "<circle class=\"lg-string\" data-at=\"%s\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\""
                        + " stroke=\"#f9a825\" stroke-width=\"3\"/>", name(p), x, y, radius + 1));
            }
            if (marks.liberties().contains(p)) {
                s.append(String.format(Locale.ROOT, "<circle class=\"lg-liberty\" data-at=\"%s\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#f9a825\""
                        + " stroke=\"#5a4321\"/>", name(p), x, y, Math.max(3, cell / 6)));
            }
        }
        for (Path path : marks.paths()) {
            s.append(path(path, grid, cell));
        }
        for (Point p : grid.points()) {
            if (!window.contains(p)) {
                continue;
            }
            Colour colour = colouring.colour(p);
            int x = x(p, cell);
            int y = y(p.row(), grid, cell);
            if (marks.emptied().contains(p)) {
                int d = cell / 4;
                s.append(String.format(Locale.ROOT, "<path class=\"lg-emptied\" data-at=\"%s\" d=\"M%d %dL%d %dM%d %dL%d %d\" stroke=\"%s\""
                        + " stroke-width=\"3\"/>", name(p), x - d, y - d, x + d, y + d, x - d, y + d, x + d, y - d, MARKED));
            }
            if (marks.lastMove().isPresent() && marks.lastMove().get().equals(p)) {
                s.append(String.format(Locale.ROOT, "<circle class=\"lg-last\" data-at=\"%s\" cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\""
                        + " stroke-width=\"2.5\"/>", name(p), x, y, radius / 2, colour == Colour.BLACK ? "#fafafa" : MARKED));
            }
        }
        if (marks.hitAreas()) {
            for (Point p : grid.points()) {
                if (!window.contains(p)) {
                    continue;
                }
                s.append(String.format(Locale.ROOT, "<rect class=\"lg-hit\" data-point=\"%s\" data-colour=\"%s\" x=\"%d\" y=\"%d\""
                        + " width=\"%d\" height=\"%d\" fill=\"transparent\"/>", name(p), colouring.colour(p).name().toLowerCase(Locale.ROOT),
                        x(p, cell) - cell / 2, y(p.row(), grid, cell) - cell / 2, cell, cell));
            }
        }
        return s.append("</svg>").toString();
    }

    /** A walk as a line from the centre of its first point to its last, a dot where it starts and a ring where it arrives. */
    private static String path(Path path, Grid grid, int cell) {
        if (path.points().isEmpty()) {
            return "";
        }
        String colour = switch (path.reaches()) {
            case BLACK -> PATH_TO_BLACK;
            case WHITE -> PATH_TO_WHITE;
            case EMPTY -> PATH_TO_EMPTY;
        };
        String to = path.reaches() == Colour.EMPTY ? "empty" : path.reaches() == Colour.BLACK ? "black" : "white";
        StringBuilder d = new StringBuilder();
        Set<Point> seen = new HashSet<>();
        for (Point p : path.points()) {
            if (!grid.contains(p) || !seen.add(p)) {
                throw new IllegalArgumentException("a path visits each point of the grid once: " + p);
            }
            d.append(d.length() == 0 ? "M" : "L").append(x(p, cell)).append(' ').append(y(p.row(), grid, cell));
        }
        Point first = path.points().get(0);
        Point last = path.points().get(path.points().size() - 1);
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<g class=\"lg-path lg-reaches-%s\" data-from=\"%s\" data-to=\"%s\">", to, name(first), name(last)));
        s.append(String.format(Locale.ROOT, "<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"4\" stroke-linecap=\"round\""
                + " stroke-linejoin=\"round\" stroke-opacity=\"0.85\"/>", d, colour));
        s.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"4\" fill=\"%s\"/>", x(first, cell), y(first.row(), grid, cell), colour));
        s.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"3\"/>",
                x(last, cell), y(last.row(), grid, cell), cell / 3, colour));
        return s.append("</g>").toString();
    }

    private static int x(Point p, int cell) {
        return MARGIN + p.column() * cell;
    }

    private static int y(int row, Grid grid, int cell) {
        return MARGIN + (grid.height() - 1 - row) * cell;
    }

    private static String name(Point p) {
        return p.name();
    }

    private static String text(int x, int y, String t) {
        return String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"10\" font-family=\"sans-serif\" text-anchor=\"middle\" fill=\"#3b2c14\">%s</text>",
                x, y, t);
    }

}
