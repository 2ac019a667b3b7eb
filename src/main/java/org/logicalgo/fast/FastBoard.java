package org.logicalgo.fast;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;

/**
 * A position and its history at machine speed, for engines that play, count and search. It
 * checks a move by the player to move against TT-7, TT-6 and TT-C7 ({@link #check}: occupied,
 * suicide, repetition), and it plays what it is given without checking it again ({@link #play},
 * {@link #pass}, {@link #agree}). Turn order (TT-5), the end of the game (TT-8), White's passes
 * in a handicap game (NZ-13) and when an agreement may be made (TT-C8) it reports when asked
 * ({@link #toMove}, {@link #ended}, {@link #mustPass}) but never enforces: that is the caller's
 * part, and {@link FastGame} is the referee. Playouts live in {@link Playouts}.
 *
 * <p>Same rules as the reference, different means: strings are kept as linked lists with a count of
 * (stone, empty neighbour) pairs, so clearing (TT-4) looks only at the strings next to the move;
 * the history (TT-R2) is every colouring, kept whole, behind a hash filter ({@link History}).
 *
 * <p>Points are indices into a grid padded with an edge; {@link #index(Point)} and
 * {@link #point(int)} convert. Colours are {@link #BLACK}, {@link #WHITE}, {@link #EMPTY}.
 * Not thread-safe: one board, one thread. {@link FastGame} wraps it as an immutable value.
 */
public final class FastBoard {

    public static final int EMPTY = 0;
    public static final int BLACK = 1;
    public static final int WHITE = 2;
    /** The colour of a padding index, off the grid. */
    static final byte EDGE = 3;
    /** What {@link #stringAt} gives for an empty point, and for a point off the grid (no string either way). */
    private static final int EMPTY_POINT = -2;
    private static final int OFF_GRID = -1;
    /** For {@link History#earliest}: any player to move, any maker. */
    private static final int ANY = -1;

    /** The other player's colour (BLACK and WHITE are 1 and 2). */
    static int opponent(int colour) {
        return 3 - colour;
    }

    private static final int MAX_INDEX = (Grid.MAX_SIDE + 2) * (Grid.MAX_SIDE + 1) + 1;
    /** Zobrist keys: {@code KEYS[colour * MAX_INDEX + index]}; fixed so that hashes are reproducible. */
    private static final long[] KEYS = keys();

    private final Grid grid;
    private final Ruleset rules;
    private final int handicap;
    private final int width;
    /** From an index to the one above it: a row of the grid and one padding index, shared by both sides. */
    private final int stride;
    /** The offsets of the four neighbours of an index: west, east, south, north. */
    private final int[] dirs;
    /** At a point: its number row by row from the bottom, its place in {@link #packed}. Never read off the grid. */
    private final int[] numberOf;

    // The position. Padding indices (column 0 of each row, the row below and the row above the
    // grid) hold EDGE for ever, so that every point has four neighbours to look at.
    /** At every index: EMPTY, BLACK or WHITE on the grid, EDGE off it. */
    private final byte[] cell;
    /** At a stone: the head of its string, one stone of it (head[head[s]] == head[s]). Stale elsewhere. */
    private final int[] head;
    /** At a stone: the next stone of its string; following it from any stone visits the string once, round. Stale elsewhere. */
    private final int[] next;
    /** At a string's head: how many (stone, empty neighbour) pairs it has; zero exactly when it reaches no empty point. */
    private final int[] libs;
    /** At a string's head: how many stones it has. */
    private final int[] size;
    /** At a string's head: the xor of its stones' keys, so a clearing updates the hash in one step. */
    private final long[] stringKey;
    /** empties[0..emptyCount): the empty points, each once, in no particular order. */
    private final int[] empties;
    /** At an empty point p: its place in {@link #empties} (empties[emptyAt[p]] == p). Stale elsewhere. */
    private final int[] emptyAt;
    private int emptyCount;
    /** The xor of the keys of the stones on the grid. */
    private long hash;
    /** The colouring now, two bits a point in {@link #numberOf} order: the form {@link History} keeps. */
    private final long[] packed;

    private int toMove;
    private int turnNumber;
    private int consecutivePasses;
    private boolean agreed;
    private History history;

    // Scratch, meaningful only during the call that fills it.
    /** In {@link #check}: the colouring the move would leave, packed as {@link #packed}. */
    private final long[] scratch;
    /** In {@link #play}: removedOpponent[0..removedOpponentCount) the points its first clearing emptied. */
    private final int[] removedOpponent;
    private int removedOpponentCount;
    /** In {@link #play}: removedOwn[0..removedOwnCount) the points its second clearing emptied. */
    private final int[] removedOwn;
    private int removedOwnCount;
    /** In {@link #territory}: marks[i] == mark when i has been reached in this call. Made at its first call. */
    private int[] marks;
    private int mark;
    /** In {@link #territory}: stack[0..top) the empty points reached whose neighbours are still to look at. */
    private int[] stack;

    private FastBoard(Setup setup) {
        grid = setup.grid();
        rules = setup.rules();
        handicap = setup.handicap();
        width = grid.width();
        stride = width + 1;
        dirs = new int[] {-1, 1, -stride, stride};
        int cells = (grid.height() + 2) * stride + 1;
        numberOf = new int[cells];
        for (int i = 0; i < cells; i++) {
            numberOf[i] = (i / stride - 1) * width + i % stride - 1;
        }
        cell = new byte[cells];
        head = new int[cells];
        next = new int[cells];
        libs = new int[cells];
        size = new int[cells];
        stringKey = new long[cells];
        empties = new int[grid.area()];
        emptyAt = new int[cells];
        packed = new long[words(grid)];
        scratch = new long[packed.length];
        removedOpponent = new int[grid.area()];
        removedOwn = new int[grid.area()];
    }

    private static int words(Grid grid) {
        return (grid.area() * 2 + 63) / 64;
    }

    private static long[] keys() {
        SplittableRandom random = new SplittableRandom(0x10_61CA_16L);
        long[] k = new long[3 * MAX_INDEX];
        for (int i = 0; i < k.length; i++) {
            k[i] = random.nextLong();
        }
        return k;
    }

    private static long key(int colour, int index) {
        return KEYS[colour * MAX_INDEX + index];
    }

    /**
     * The board at the start of a game (TT-5, TT-R7).
     *
     * @throws IllegalArgumentException when a string of the starting colouring has no liberty (TT-R7)
     */
    public static FastBoard start(Setup setup) {
        FastBoard b = new FastBoard(setup);
        b.load(setup.start());
        for (Point p : setup.grid().points()) {
            int i = b.index(p);
            if (b.cell[i] != EMPTY && b.libs[b.head[i]] == 0) {
                throw new IllegalArgumentException("the starting colouring has a string without a liberty at "
                        + p + " [TT-R7]");
            }
        }
        b.toMove = code(setup.toMove());
        b.history = new History(b.packed.length, 2 * setup.grid().area() + 16);
        b.history.append(b.hash, b.packed, b.stones(), b.toMove, EMPTY);
        return b;
    }

    /** An independent copy, with a copy of the history: use the two on different threads if you like. */
    public FastBoard copy() {
        FastBoard c = new FastBoard(Setup.of(rules, grid).withHandicap(handicap));
        c.history = new History(packed.length, history.length() + 2 * grid.area() + 16);
        c.resetTo(this);
        return c;
    }

    /**
     * Makes this board what {@code root} is now (same grid and rules), reusing its arrays: for
     * playouts from one position, many times over, without allocating.
     */
    public void resetTo(FastBoard root) {
        if (!root.grid.equals(grid) || !root.rules.equals(rules) || root.handicap != handicap) {
            throw new IllegalArgumentException("resetTo needs a board of the same grid, rules and handicap");
        }
        System.arraycopy(root.cell, 0, cell, 0, cell.length);
        System.arraycopy(root.head, 0, head, 0, head.length);
        System.arraycopy(root.next, 0, next, 0, next.length);
        System.arraycopy(root.libs, 0, libs, 0, libs.length);
        System.arraycopy(root.size, 0, size, 0, size.length);
        System.arraycopy(root.stringKey, 0, stringKey, 0, stringKey.length);
        System.arraycopy(root.empties, 0, empties, 0, empties.length);
        System.arraycopy(root.emptyAt, 0, emptyAt, 0, emptyAt.length);
        System.arraycopy(root.packed, 0, packed, 0, packed.length);
        emptyCount = root.emptyCount;
        hash = root.hash;
        toMove = root.toMove;
        turnNumber = root.turnNumber;
        consecutivePasses = root.consecutivePasses;
        agreed = root.agreed;
        history.assign(root.history);
    }

    private void load(Colouring colouring) {
        Arrays.fill(cell, EDGE);
        emptyCount = 0;
        hash = 0;
        Arrays.fill(packed, 0);
        for (Point p : grid.points()) {
            int i = index(p);
            cell[i] = EMPTY;
            addEmpty(i);
        }
        for (Point p : grid.points()) {
            int colour = code(colouring.colour(p));
            if (colour != EMPTY) {
                place(index(p), colour);
            }
        }
    }

    public static int code(Colour c) {
        return switch (c) {
            case BLACK -> BLACK;
            case WHITE -> WHITE;
            case EMPTY -> EMPTY;
        };
    }

    public static Colour colourOf(int code) {
        return code == BLACK ? Colour.BLACK : code == WHITE ? Colour.WHITE : Colour.EMPTY;
    }

    public int index(Point p) {
        return (p.row() + 1) * stride + p.column() + 1;
    }

    public Point point(int index) {
        return new Point(index % stride - 1, index / stride - 1);
    }


    /** How many indices the padded grid has: {@link #isPoint} tells which are points. */
    public int cellCount() {
        return cell.length;
    }

    public boolean isPoint(int index) {
        return cell[index] != EDGE;
    }

    public Grid grid() {
        return grid;
    }

    public int colour(int index) {
        return cell[index];
    }

    public int toMove() {
        return toMove;
    }

    public int turnNumber() {
        return turnNumber;
    }

    public int consecutivePasses() {
        return consecutivePasses;
    }

    public boolean agreed() {
        return agreed;
    }

    /** The hash of the colouring now (a filter only: equal colourings have equal hashes, not the converse). */
    public long hash() {
        return hash;
    }

    /** TT-8, TT-C8, FR-10/FR-13 (ended by the agreement after two passes), NZ-10 (by agreement only). */
    public boolean ended() {
        return rules.ending().ended(consecutivePasses, agreed);
    }

    // TT-5, TT-C5, FR-14: a handicap of n is n consecutive Black moves; NZ-13: turns alternate.
    private int moverAfter(int turn, int mover) {
        return rules.handicap().blackMovesAgain(turn, handicap) ? BLACK : opponent(mover);
    }

    /** NZ-13: whether the player to move is White in one of his first n-1 turns of a handicap game, which are passes. */
    public boolean mustPass() {
        return rules.handicap().whiteMustPass(turnNumber, handicap, colourOf(toMove));
    }

    /**
     * What the rules say of the player to move colouring this point (TT-7, TT-6, TT-C7), with the
     * evidence of a refusal, without changing anything. Whose turn it is, and whether the game
     * has ended, are not asked: the caller's part.
     */
    public MoveCheck check(int p) {
        if (cell[p] != EMPTY) {
            return MoveCheck.OCCUPIED;
        }
        int me = toMove;
        // The strings next to p (negative where there is none); a string next to p on two sides has
        // p counted twice among its (stone, empty neighbour) pairs, hence the adjacency counts.
        int hw = stringAt(p - 1);
        int he = stringAt(p + 1);
        int hs = stringAt(p - stride);
        int hn = stringAt(p + stride);
        boolean liberty = hw == EMPTY_POINT || he == EMPTY_POINT || hs == EMPTY_POINT || hn == EMPTY_POINT;
        boolean captures = false;
        long after = hash ^ key(me, p);
        long own = 0;
        int ownSize = 0;
        for (int k = 0; k < 4; k++) {
            int h = k == 0 ? hw : k == 1 ? he : k == 2 ? hs : hn;
            if (h < 0 || k >= 1 && h == hw || k >= 2 && h == he || k == 3 && h == hs) {
                continue;
            }
            int adjacent = (hw == h ? 1 : 0) + (he == h ? 1 : 0) + (hs == h ? 1 : 0) + (hn == h ? 1 : 0);
            if (cell[h] != me) {
                if (libs[h] == adjacent) { // TT-4: p is its last liberty, the move clears it
                    captures = true;
                    after ^= stringKey[h];
                }
            } else {
                liberty |= libs[h] > adjacent;
                own ^= stringKey[h];
                ownSize += size[h];
            }
        }
        // TT-R5: a move that clears opponent stones frees a neighbour of its own stone, so only a
        // move that clears nothing and reaches no empty point can clear itself.
        boolean suicide = !captures && !liberty;
        if (suicide) {
            after = hash ^ own;
            // TT-C7 (variant): the second clearing may empty nothing.
            if (rules.suicide() == Ruleset.Suicide.FORBIDDEN) {
                return new MoveCheck.Suicide(1 + ownSize);
            }
        }
        Ruleset.Repetition kind = rules.repetition();
        if (kind == Ruleset.Repetition.NONE || !captures && !suicide && history.moreStonesThanEver(stones() + 1)
                || !history.mayContain(after)) {
            return MoveCheck.LEGAL;
        }
        colouringAfter(p, suicide);
        int mover = kind == Ruleset.Repetition.SITUATIONAL ? moverAfter(turnNumber + 1, me) : ANY;
        int maker = kind == Ruleset.Repetition.OWN_MOVES ? me : ANY;
        int earliest = history.earliest(after, scratch, mover, maker);
        if (earliest < 0) {
            return MoveCheck.LEGAL;
        }
        return new MoveCheck.Repeats(earliest);
    }

    /** The head of the string at n, {@link #EMPTY_POINT} if n is empty, {@link #OFF_GRID} if it is off the grid. */
    private int stringAt(int n) {
        int c = cell[n];
        return c == BLACK || c == WHITE ? head[n] : c == EMPTY ? EMPTY_POINT : OFF_GRID;
    }

    /** How many neighbours of p belong to the string headed by h. */
    private int adjacency(int h, int p) {
        return inString(h, p - 1) + inString(h, p + 1) + inString(h, p - stride) + inString(h, p + stride);
    }

    private int inString(int h, int q) {
        int c = cell[q];
        return (c == BLACK || c == WHITE) && head[q] == h ? 1 : 0;
    }

    /** The packed colouring a move at p would leave, into scratch, for the exact comparison of TT-6. */
    private void colouringAfter(int p, boolean suicide) {
        System.arraycopy(packed, 0, scratch, 0, packed.length);
        int me = toMove;
        if (suicide) {
            for (int d = 0; d < 4; d++) {
                int n = p + dirs[d];
                if (cell[n] == me && readPacked(scratch, n) != EMPTY) {
                    forEachStone(head[n], s -> writePacked(scratch, s, EMPTY));
                }
            }
            return;
        }
        writePacked(scratch, p, me);
        for (int d = 0; d < 4; d++) {
            int n = p + dirs[d];
            if (cell[n] == opponent(me) && readPacked(scratch, n) != EMPTY && libs[head[n]] == adjacency(head[n], p)) {
                forEachStone(head[n], s -> writePacked(scratch, s, EMPTY));
            }
        }
    }

    private interface StoneAction {
        void apply(int stone);
    }

    private void forEachStone(int h, StoneAction action) {
        int s = h;
        do {
            action.apply(s);
            s = next[s];
        } while (s != h);
    }

    private int readPacked(long[] bits, int index) {
        int i = numberOf[index];
        return (int) (bits[i >>> 5] >>> ((i & 31) * 2)) & 3;
    }

    private void writePacked(long[] bits, int index, int colour) {
        int i = numberOf[index];
        int shift = (i & 31) * 2;
        bits[i >>> 5] = (bits[i >>> 5] & ~(3L << shift)) | ((long) colour << shift);
    }

    /**
     * TT-7: the player to move colours p, then the opponent's colour is cleared, then his own.
     * The caller has made sure the move is legal ({@link #check}); nothing is checked here.
     *
     * @return the points the two clearings emptied
     */
    public Cleared play(int p) {
        int me = toMove;
        int opp = opponent(me);
        removedOpponentCount = 0;
        removedOwnCount = 0;
        place(p, me);
        clearIfCaptured(p - 1, opp);
        clearIfCaptured(p + 1, opp);
        clearIfCaptured(p - stride, opp);
        clearIfCaptured(p + stride, opp);
        if (libs[head[p]] == 0) {
            removedOwnCount = remove(head[p], removedOwn, removedOwnCount);
        }
        turnNumber++;
        consecutivePasses = 0;
        toMove = moverAfter(turnNumber, me);
        history.append(hash, packed, stones(), toMove, me);
        return Cleared.of(removedOpponent, removedOpponentCount, removedOwn, removedOwnCount);
    }

    private void clearIfCaptured(int n, int opp) {
        if (cell[n] == opp && libs[head[n]] == 0) {
            removedOpponentCount = remove(head[n], removedOpponent, removedOpponentCount);
        }
    }

    /** TT-6: a pass. */
    public void pass() {
        turnNumber++;
        consecutivePasses++;
        toMove = moverAfter(turnNumber, toMove);
        history.append(hash, packed, stones(), toMove, EMPTY);
    }

    /** TT-C8: the players agree to empty these points; the game then ends. */
    public void agree(Iterable<Point> emptied) {
        char[] cells = colouring().cells().toCharArray();
        for (Point p : emptied) {
            cells[p.row() * width + p.column()] = '.';
        }
        load(new Colouring(grid, new String(cells)));
        turnNumber++;
        agreed = true;
        history.append(hash, packed, stones(), toMove, EMPTY);
    }

    /** Colours p, joins it to its neighbours of the same colour and counts the pairs it changes; clears nothing. */
    private void place(int p, int colour) {
        cell[p] = (byte) colour;
        removeEmpty(p);
        long k = key(colour, p);
        hash ^= k;
        writePacked(packed, p, colour);
        head[p] = p;
        next[p] = p;
        size[p] = 1;
        stringKey[p] = k;
        libs[p] = touch(p - 1) + touch(p + 1) + touch(p - stride) + touch(p + stride);
        joinIfSame(p - 1, p, colour);
        joinIfSame(p + 1, p, colour);
        joinIfSame(p - stride, p, colour);
        joinIfSame(p + stride, p, colour);
    }

    /** A stone now stands next to n: 1 if n is empty (a new pair), else n's string loses a pair. */
    private int touch(int n) {
        int c = cell[n];
        if (c == EMPTY) {
            return 1;
        }
        if (c != EDGE) {
            libs[head[n]]--;
        }
        return 0;
    }

    private void joinIfSame(int n, int p, int colour) {
        if (cell[n] == colour && head[n] != head[p]) {
            join(head[n], head[p]);
        }
    }

    private void join(int a, int b) {
        int big = size[a] >= size[b] ? a : b;
        int small = big == a ? b : a;
        int s = small;
        do {
            head[s] = big;
            s = next[s];
        } while (s != small);
        int t = next[big];
        next[big] = next[small];
        next[small] = t;
        size[big] += size[small];
        libs[big] += libs[small];
        stringKey[big] ^= stringKey[small];
    }

    /** TT-4 for one string that reaches no empty point: empties it, writing its points into {@code into}. */
    private int remove(int h, int[] into, int count) {
        int s = h;
        do {
            cell[s] = EMPTY;
            addEmpty(s);
            writePacked(packed, s, EMPTY);
            into[count++] = s;
            s = next[s];
        } while (s != h);
        hash ^= stringKey[h];
        s = h;
        do {
            freed(s - 1);
            freed(s + 1);
            freed(s - stride);
            freed(s + stride);
            s = next[s];
        } while (s != h);
        return count;
    }

    /** A neighbour of n was emptied: n's string, if any, gains a pair. */
    private void freed(int n) {
        int c = cell[n];
        if (c == BLACK || c == WHITE) {
            libs[head[n]]++;
        }
    }

    private void addEmpty(int p) {
        emptyAt[p] = emptyCount;
        empties[emptyCount++] = p;
    }

    private void removeEmpty(int p) {
        int at = emptyAt[p];
        int last = empties[--emptyCount];
        empties[at] = last;
        emptyAt[last] = at;
    }

    /** The grid colouring now, as the vocabulary's value. */
    public Colouring colouring() {
        char[] cells = new char[grid.area()];
        int k = 0;
        for (int row = 0; row < grid.height(); row++) {
            for (int column = 0; column < width; column++) {
                cells[k++] = colourOf(cell[(row + 1) * stride + column + 1]).symbol();
            }
        }
        return new Colouring(grid, new String(cells));
    }

    /** TT-9 (FR-10): the points of this colour, and the empty points that reach this colour only; NZ-6 under shared counting. */
    public int score(int colour) {
        return territory(colour, rules.counting() == Ruleset.Counting.SHARED);
    }

    /** The points of this colour, and the empty points that reach it (and not the other colour, unless shared). */
    private int territory(int colour, boolean shared) {
        int total = 0;
        int other = opponent(colour);
        if (marks == null) {
            marks = new int[cell.length];
            stack = new int[grid.area()];
        }
        mark++;
        for (int i = 0; i < cell.length; i++) {
            if (cell[i] == colour) {
                total++;
            } else if (cell[i] == EMPTY && marks[i] != mark) {
                // One empty region: all of it reaches the same colours (TT-3).
                int regionSize = 0;
                boolean reachesOwn = false;
                boolean reachesOther = false;
                int top = 0;
                stack[top++] = i;
                marks[i] = mark;
                while (top > 0) {
                    int q = stack[--top];
                    regionSize++;
                    for (int d = 0; d < 4; d++) {
                        int n = q + dirs[d];
                        int c = cell[n];
                        if (c == EMPTY && marks[n] != mark) {
                            marks[n] = mark;
                            stack[top++] = n;
                        } else if (c == colour) {
                            reachesOwn = true;
                        } else if (c == other) {
                            reachesOther = true;
                        }
                    }
                }
                if (reachesOwn && (shared || !reachesOther)) {
                    total += regionSize;
                }
            }
        }
        return total;
    }

    /** How many points are black or white now. */
    public int stones() {
        return grid.area() - emptyCount;
    }

    /** How many points are empty now. */
    public int emptyCount() {
        return emptyCount;
    }

    /** The k-th of the empty points, in {@link #empties} order (k below {@link #emptyCount()}): for drawing one. */
    int emptyPoint(int k) {
        return empties[k];
    }

    /** Exchanges the places of two empty points in {@link #empties}, keeping its invariant: for drawing without replacement. */
    void swapEmpties(int i, int j) {
        int a = empties[i];
        int b = empties[j];
        empties[i] = b;
        emptyAt[b] = i;
        empties[j] = a;
        emptyAt[a] = j;
    }

    /** From an index to the one above it: p - 1, p + 1, p - stride, p + stride are p's neighbours. */
    int stride() {
        return stride;
    }
}
