package org.logicalgo.display;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;

/**
 * A colouring drawn as an SVG picture of a Go board: lines, stones, GTP coordinates on all four
 * sides, the last move ringed and the points a turn emptied crossed, so that a capture or a
 * suicide is seen at a glance. Self-contained (no fonts or scripts to load), for HTML reports.
 */
public final class BoardSvg {

    private static final int CELL = 24;
    private static final int MARGIN = 22;

    private BoardSvg() {
    }

    public static String draw(Colouring colouring, Optional<Point> lastMove, Set<Point> emptied, String label) {
        Grid grid = colouring.grid();
        int cell = grid.width() > 13 || grid.height() > 13 ? 18 : CELL;
        int w = 2 * MARGIN + (grid.width() - 1) * cell;
        int h = 2 * MARGIN + (grid.height() - 1) * cell;
        StringBuilder s = new StringBuilder();
        s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\">",
                w, h, w, h));
        s.append("<title>").append(escape(label)).append("</title>");
        s.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"#e3b96a\" rx=\"4\"/>", w, h));
        for (int c = 0; c < grid.width(); c++) {
            int x = MARGIN + c * cell;
            s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#5a4321\"/>", x, MARGIN, x, h - MARGIN));
            String letter = String.valueOf(Point.COLUMN_LETTERS.charAt(c));
            s.append(text(x, MARGIN - 9, letter)).append(text(x, h - MARGIN + 15, letter));
        }
        for (int r = 0; r < grid.height(); r++) {
            int y = y(r, grid, cell);
            s.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#5a4321\"/>", MARGIN, y, w - MARGIN, y));
            s.append(text(MARGIN - 13, y + 4, Integer.toString(r + 1))).append(text(w - MARGIN + 13, y + 4, Integer.toString(r + 1)));
        }
        int radius = cell / 2 - 1;
        for (Point p : grid.points()) {
            Colour colour = colouring.colour(p);
            int x = MARGIN + p.column() * cell;
            int y = y(p.row(), grid, cell);
            if (colour.isPlayer()) {
                s.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"%s\" stroke=\"#111\"/>", x, y, radius,
                        colour == Colour.BLACK ? "#111" : "#fafafa"));
            }
            if (emptied.contains(p)) {
                int d = cell / 4;
                s.append(String.format(Locale.ROOT, "<path d=\"M%d %dL%d %dM%d %dL%d %d\" stroke=\"#c0262d\" stroke-width=\"3\"/>",
                        x - d, y - d, x + d, y + d, x - d, y + d, x + d, y - d));
            }
            if (lastMove.isPresent() && lastMove.get().equals(p)) {
                s.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"none\" stroke=\"%s\" stroke-width=\"2.5\"/>",
                        x, y, radius / 2, colour == Colour.BLACK ? "#fafafa" : "#c0262d"));
            }
        }
        return s.append("</svg>").toString();
    }

    private static int y(int row, Grid grid, int cell) {
        return MARGIN + (grid.height() - 1 - row) * cell;
    }

    private static String text(int x, int y, String t) {
        return String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"10\" font-family=\"sans-serif\" text-anchor=\"middle\" fill=\"#3b2c14\">%s</text>",
                x, y, t);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
