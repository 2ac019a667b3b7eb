package org.logicalgo.display;

import java.util.Set;

import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Point;

/** A grid colouring drawn as text, with GTP coordinates around it. */
public final class Diagram {

    private Diagram() {
    }

    /** The colouring with column letters above and below and row numbers on both sides. */
    public static String draw(Colouring colouring) {
        return draw(colouring, Set.of(), ' ');
    }

    /**
     * The colouring drawn with coordinates; the points of {@code marked} get {@code mark} after
     * their symbol instead of a space (for showing the last move or the stones a clearing emptied).
     */
    public static String draw(Colouring colouring, Set<Point> marked, char mark) {
        int width = colouring.grid().width();
        int height = colouring.grid().height();
        int numberWidth = Integer.toString(height).length();
        String pad = " ".repeat(numberWidth);
        StringBuilder letters = new StringBuilder(pad).append(' ');
        for (int c = 0; c < width; c++) {
            letters.append(' ').append(Point.COLUMN_LETTERS.charAt(c));
        }
        StringBuilder out = new StringBuilder(letters).append('\n');
        for (int row = height - 1; row >= 0; row--) {
            String number = String.format("%" + numberWidth + "d", row + 1);
            out.append(number).append(' ');
            for (int c = 0; c < width; c++) {
                Point p = new Point(c, row);
                out.append(marked.contains(p) ? mark : ' ');
                out.append(colouring.colour(p).symbol());
            }
            out.append(' ').append(' ').append(number).append('\n');
        }
        out.append(letters).append('\n');
        return out.toString();
    }
}
