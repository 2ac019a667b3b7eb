package org.logicalgo.solve;

import org.logicalgo.fast.FastBoard;
import java.util.ArrayList;
import java.util.List;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Setup;

/**
 * Every colouring of a small grid and the colourings one move of either colour makes from it, as
 * the ruleset's move rules decide them (TT-7, the suicide rule; repetition apart), for
 * {@link Solver}'s reduced key under positional superko.
 *
 * <p>A colouring is a base-3 number: point i (row * width + column) counts {@code colour * 3^i},
 * colour 0 empty, 1 black, 2 white (the {@link FastBoard} codes). Either colour may move from any
 * colouring: the other player may pass first, and one pass does not end the game.
 *
 * <p><b>The frontier.</b> Under positional superko a move is refused when it makes a colouring
 * of the history H (TT-6). From the colouring D now, the members of H that play can ever be
 * refused for are those some sequence of moves from D reaches with every colouring before it
 * outside H: the search of the graph from D that stops at H's members finds exactly them (the
 * frontier F). A member of H not in F is never reached: every way to it passes a member of F
 * first, and that move is refused. So the game from D depends on H only through F, and two nodes
 * with the same colouring, player to move, passes and frontier have the same game below them
 * (docs/solve.md proves it by induction on the moves).
 */
final class ColouringGraph {

    /** The most points a grid may have for the graph: 3^12 colourings, 24 successors each. */
    static final int MAX_AREA = 12;

    private final int area;
    private final int size;
    /** succ[code * 2 * area + (colour - 1) * area + point]: the colouring that move makes, or -1 when it is refused or the point is not empty. */
    private final int[] succ;
    /** image[g][code]: the code seen through symmetry g of {@link Solver#symmetries}. */
    private final int[][] image;

    private final int[] seen;
    private final int[] inHistory;
    private final int[] queue;
    private int stamp;

    ColouringGraph(Setup setup, int[][] perm) {
        Grid grid = setup.grid();
        area = grid.area();
        int n = 1;
        for (int i = 0; i < area; i++) {
            n *= 3;
        }
        size = n;
        Point[] points = new Point[area];
        for (int i = 0; i < area; i++) {
            points[i] = new Point(i % grid.width(), i / grid.width());
        }
        long[] pow = new long[area];
        for (int i = 0; i < area; i++) {
            pow[i] = i == 0 ? 1 : pow[i - 1] * 3;
        }
        succ = new int[size * 2 * area];
        java.util.Arrays.fill(succ, -1);
        FastBoard scratch = null;
        for (int code = 0; code < size; code++) {
            List<Point> black = new ArrayList<>();
            List<Point> white = new ArrayList<>();
            int c = code;
            for (int i = 0; i < area; i++) {
                if (c % 3 == FastBoard.BLACK) {
                    black.add(points[i]);
                } else if (c % 3 == FastBoard.WHITE) {
                    white.add(points[i]);
                }
                c /= 3;
            }
            Colouring colouring = Colouring.empty(grid).with(black, Colour.BLACK).with(white, Colour.WHITE);
            for (int colour = FastBoard.BLACK; colour <= FastBoard.WHITE; colour++) {
                FastBoard from;
                try {
                    from = FastBoard.start(setup.withStart(colouring, FastBoard.colourOf(colour)).withKomi(0));
                } catch (IllegalArgumentException e) {
                    break; // a string without a liberty: no game passes through this colouring (TT-R7)
                }
                if (scratch == null) {
                    scratch = from.copy();
                }
                for (int i = 0; i < area; i++) {
                    int p = from.index(points[i]);
                    if (from.colour(p) != FastBoard.EMPTY) {
                        continue;
                    }
                    scratch.resetTo(from);
                    if (scratch.playIfAllowed(p)) {
                        long next = 0;
                        for (int k = 0; k < area; k++) {
                            next += scratch.colour(scratch.index(points[k])) * pow[k];
                        }
                        succ[code * 2 * area + (colour - 1) * area + i] = (int) next;
                    }
                }
            }
        }
        image = new int[perm.length][];
        for (int g = 0; g < perm.length; g++) {
            image[g] = new int[size];
            for (int code = 0; code < size; code++) {
                long to = 0;
                int c = code;
                for (int i = 0; i < area; i++) {
                    to += (c % 3) * pow[perm[g][i]];
                    c /= 3;
                }
                image[g][code] = (int) to;
            }
        }
        seen = new int[size];
        inHistory = new int[size];
        queue = new int[size];
    }

    /** The code of colouring {@code code} seen through symmetry g. */
    int image(int g, long code) {
        return image[g][(int) code];
    }

    /**
     * The frontier: the members of the history (codes history[0..count-1], the colouring now
     * among them) that play from {@code now} can reach with no other member of the history on the
     * way, sorted.
     */
    long[] frontier(long now, long[] history, int count) {
        if (++stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(seen, 0);
            java.util.Arrays.fill(inHistory, 0);
            stamp = 1;
        }
        for (int k = 0; k < count; k++) {
            inHistory[(int) history[k]] = stamp;
        }
        int head = 0;
        int tail = 0;
        int found = 0;
        long[] out = new long[8];
        queue[tail++] = (int) now;
        // now itself is not marked seen: coming back to it is a repetition too (TT-6).
        while (head < tail) {
            int c = queue[head++];
            int base = c * 2 * area;
            for (int m = 0; m < 2 * area; m++) {
                int e = succ[base + m];
                if (e < 0 || seen[e] == stamp) {
                    continue;
                }
                seen[e] = stamp;
                if (inHistory[e] == stamp) {
                    if (found == out.length) {
                        out = java.util.Arrays.copyOf(out, found * 2);
                    }
                    out[found++] = e;
                } else {
                    queue[tail++] = e;
                }
            }
        }
        long[] f = java.util.Arrays.copyOf(out, found);
        java.util.Arrays.sort(f);
        return f;
    }
}
