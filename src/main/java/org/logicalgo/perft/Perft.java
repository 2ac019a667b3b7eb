package org.logicalgo.perft;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.logicalgo.fast.FastBoard;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.IllegalTurnException;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;

/**
 * How many sequences of exactly d turns the rules allow from a position, for d = 1..depth, as
 * chess perft counts: a pass is a turn; a game that has ended (TT-8, and every other end a ruleset
 * gives) has no further turn, so a sequence that ended before d adds nothing at d; the turns of
 * a node are those {@link Game#legalTurns} lists (every point the player to move may colour, then
 * the pass; an agreement, TT-C8, is not counted: it is made by both players, not offered as a
 * turn). Beside each count, how many of those sequences end the game at their last turn.
 */
public final class Perft {

    private Perft() {
    }

    /**
     * turns[d - 1]: the sequences of exactly d turns; ended[d - 1]: those of them whose d-th
     * turn ended the game. {@link #nodes} is every position reached, the root apart.
     */
    public record Counts(long[] turns, long[] ended) {

        public Counts {
            turns = turns.clone();
            ended = ended.clone();
        }

        public long nodes() {
            return Arrays.stream(turns).sum();
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Counts c && Arrays.equals(turns, c.turns) && Arrays.equals(ended, c.ended);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(turns) + Arrays.hashCode(ended);
        }

        @Override
        public String toString() {
            return "turns " + Arrays.toString(turns) + ", ended " + Arrays.toString(ended);
        }
    }

    /** One first turn of a divide, and how many sequences of the divide's depth begin with it. */
    public record Split(Turn first, long count) {
    }

    /** The counts on the reference (or any engine) from the game given, by its game values. */
    public static Counts of(Game game, int depth) {
        long[] turns = new long[depth];
        long[] ended = new long[depth];
        walk(game, depth, 0, turns, ended);
        return new Counts(turns, ended);
    }

    private static void walk(Game game, int depth, int ply, long[] turns, long[] ended) {
        if (ply > 0) {
            turns[ply - 1]++;
            if (game.ended()) {
                ended[ply - 1]++;
            }
        }
        if (ply == depth) {
            return;
        }
        for (Turn t : game.legalTurns()) {
            walk(game.play(t), depth, ply + 1, turns, ended);
        }
    }

    /** The divide on any engine: for each first turn, the sequences of exactly {@code depth} turns that begin with it. */
    public static List<Split> divide(Game game, int depth) {
        List<Split> out = new ArrayList<>();
        if (depth < 1) {
            return out;
        }
        for (Turn t : game.legalTurns()) {
            Game after = game.play(t);
            long n = depth == 1 ? 1 : of(after, depth - 1).turns()[depth - 2];
            out.add(new Split(t, n));
        }
        return out;
    }

    /**
     * The fast engine's board at a position: the game {@code start} (of any engine), then these
     * turns, each judged by that engine and played on the board.
     *
     * @throws IllegalTurnException naming the first turn the rules refuse, with its clause
     * @throws IllegalArgumentException for an agreement: perft counts from positions moves and passes reach
     */
    public static FastBoard board(Game start, List<Turn> played) {
        FastBoard b = FastBoard.start(start.setup());
        b.keepTurns();
        Game g = start;
        for (Turn t : played) {
            if (t instanceof Turn.Agreement) {
                throw new IllegalArgumentException("perft counts from positions reached by moves and passes, not by an agreement");
            }
            g = g.play(t);
            if (t instanceof Turn.Play play) {
                b.play(b.index(play.point()));
            } else {
                b.pass();
            }
        }
        return b;
    }

    /** The counts on the fast engine, by make and unmake on one board; the board is left as it was. */
    public static Counts fast(FastBoard board, int depth) {
        board.keepTurns();
        Walk w = new Walk(board, depth);
        w.from(0);
        return new Counts(w.turns, w.ended);
    }

    /** The divide on the fast engine, the first turns in the order of {@link Game#legalTurns}. */
    public static List<Split> divideFast(FastBoard board, int depth) {
        board.keepTurns();
        List<Split> out = new ArrayList<>();
        if (depth < 1 || board.ended()) {
            return out;
        }
        for (int p : moves(board)) {
            Turn t = new Turn.Play(FastBoard.colourOf(board.toMove()), board.point(p));
            board.play(p);
            out.add(new Split(t, depth == 1 ? 1 : fast(board, depth - 1).turns()[depth - 2]));
            board.undo();
        }
        Turn pass = new Turn.Pass(FastBoard.colourOf(board.toMove()));
        board.pass();
        out.add(new Split(pass, depth == 1 ? 1 : fast(board, depth - 1).turns()[depth - 2]));
        board.undo();
        return out;
    }

    /** The points the player to move may colour now, in the order of the grid's points. */
    private static int[] moves(FastBoard board) {
        List<Point> points = board.grid().points();
        int[] out = new int[points.size()];
        int n = 0;
        for (Point p : points) {
            int i = board.index(p);
            if (board.mayPlay(i)) {
                out[n++] = i;
            }
        }
        return Arrays.copyOf(out, n);
    }

    /** The fast walk: one board, each turn played and taken back; the points of each ply in an array of its own. */
    private static final class Walk {
        private final FastBoard board;
        private final int depth;
        private final long[] turns;
        private final long[] ended;
        private final int[] points;
        private final int[][] movesAt;

        Walk(FastBoard board, int depth) {
            this.board = board;
            this.depth = depth;
            turns = new long[depth];
            ended = new long[depth];
            List<Point> all = board.grid().points();
            points = new int[all.size()];
            for (int i = 0; i < points.length; i++) {
                points[i] = board.index(all.get(i));
            }
            movesAt = new int[depth + 1][points.length];
        }

        void from(int ply) {
            if (ply > 0) {
                turns[ply - 1]++;
                if (board.ended()) {
                    ended[ply - 1]++;
                    return;
                }
            } else if (board.ended()) {
                return;
            }
            if (ply == depth) {
                return;
            }
            // The moves are found before any is played: a move played and taken back leaves the
            // position as it was, but the next check must not see a half-made analysis.
            int[] moves = movesAt[ply];
            int n = 0;
            for (int p : points) {
                if (board.mayPlay(p)) {
                    moves[n++] = p;
                }
            }
            for (int i = 0; i < n; i++) {
                board.play(moves[i]);
                from(ply + 1);
                board.undo();
            }
            board.pass();
            from(ply + 1);
            board.undo();
        }
    }
}
