package org.logicalgo.fast;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.KataGoArea;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;

/**
 * A position and its history at machine speed, for engines that play, count and search.
 *
 * <p><b>Scope.</b> It decides, for the player to move, whether the rules allow a move: TT-7 (only
 * an empty point), TT-C7 (suicide, where the ruleset forbids it) and the repetition rule of the
 * ruleset (TT-6, TT-C6, FR-9), exactly, against the whole history ({@link #check},
 * {@link #playIfAllowed}). It plays what it is given without checking it again ({@link #play},
 * {@link #pass}, {@link #agree}). Turn order (TT-5), the end of the game (TT-8), White's passes
 * in a handicap game (NZ-13) and when an agreement may be made (TT-C8) it reports when asked
 * ({@link #toMove}, {@link #ended}, {@link #mustPass}) but never enforces: that is the caller's
 * part, and {@link FastGame} is the referee. Playout policies live in {@link Playouts}.
 *
 * <p><b>Means.</b> Same rules as the reference, different means, those of the fastest boards: one
 * flat array of points with a border of {@link #EDGE} cells, so that every point has four
 * neighbours to look at and none needs a bounds check; strings as circular lists with a head and
 * a count of (stone, empty neighbour) pairs (pseudo-liberties), so that clearing (TT-4) looks only
 * at the strings next to the move; at every point the number of its neighbours of each colour, so
 * that "is every neighbour of p black?" and "has p an empty neighbour?" are one read; the empty
 * points in arrays to draw from, those found to be a player's eyes apart; an incremental Zobrist
 * hash. A move is worked out once: what
 * {@link #check} finds (the strings it clears, the hash after it) {@link #play} uses;
 * {@link #playIfAllowed}, the playouts' way, plays a stone that keeps a liberty first and asks the
 * repetition rule after, taking the move back on the rare refusal, as libEGO's board plays. The
 * history (TT-R2) is every colouring, kept as what each turn changed, behind a hash filter
 * ({@link History}): a hash only finds candidates, a repetition is decided by comparing whole
 * colourings, rebuilt when a hash matches.
 *
 * <p>Points are indices into the padded grid; {@link #index(Point)} and {@link #point(int)}
 * convert. Colours are {@link #BLACK}, {@link #WHITE}, {@link #EMPTY}. Nothing is allocated per
 * move, except the evidence of a refusal and the list of what a capturing {@link #play} cleared.
 * Not thread-safe: one board, one thread; a playout thread keeps one scratch board and
 * {@link #resetTo} its root. {@link FastGame} wraps a board as an immutable value.
 */
public final class FastBoard {

    public static final int EMPTY = 0;
    public static final int BLACK = 1;
    public static final int WHITE = 2;
    /** The colour of a cell of the border, off the grid. */
    static final byte EDGE = 3;
    /** No point: {@link #analysedAt} when no analysis stands. */
    private static final int NOWHERE = -1;
    /**
     * The head of no string: {@link #head} where there is no stone. Index 0, a border cell, never a
     * stone; its {@link #libs} is kept at {@link #LOTS}, so that it is never taken for a string
     * with its last liberty, and the neighbours of a point need no test for being stones.
     */
    private static final int NO_STRING = 0;
    /** More (stone, empty neighbour) pairs than any string has. */
    private static final int LOTS = 1 << 20;
    /** For {@link History#earliest}: any player to move, any maker. */
    private static final int ANY = -1;

    /** The other player's colour (BLACK and WHITE are 1 and 2). */
    static int opponent(int colour) {
        return 3 - colour;
    }

    // The neighbour counts: four 4-bit counts in an int, one for each of EMPTY, BLACK, WHITE, EDGE.
    /** How many of the neighbours counted in {@code around} have this colour. */
    private static int count(int around, int colour) {
        return (around >>> (4 * colour)) & 15;
    }

    /** The bits of {@code around} that count this colour: zero exactly when no neighbour has it. */
    private static int bits(int colour) {
        return 15 << (4 * colour);
    }

    /** What a neighbour changing from empty to this colour adds to {@code around}. */
    private static int emptyBecomes(int colour) {
        return (1 << (4 * colour)) - 1;
    }

    private static final int MAX_INDEX = (Grid.MAX_SIDE + 2) * (Grid.MAX_SIDE + 1) + 1;
    /** Zobrist keys: {@code KEYS[colour * MAX_INDEX + index]}; fixed so that hashes are reproducible. */
    private static final long[] KEYS = keys();

    private final Grid grid;
    private final Ruleset rules;
    /** Whether the rules refuse a lone stone that clears itself: see {@link #playIfAllowed}. */
    private final boolean loneStoneRefused;
    private final int handicap;
    /** From this turn on, turns simply alternate (TT-5): the handicap rule, asked once (measured: 2 to 3 % of a playout). */
    private final int alternatesFrom;
    private final int width;
    /** How many points the grid has. */
    private final int area;
    /** From an index to the one above it: a row of the grid and one border cell, shared by both sides. */
    private final int stride;
    /** The offsets of the four neighbours of an index: west, east, south, north. */
    private final int[] dirs;

    // The position. Border cells (column 0 of each row, the row below and the row above the grid)
    // hold EDGE for ever.
    /** At every index: EMPTY, BLACK or WHITE on the grid, EDGE off it. */
    private final byte[] cell;
    /**
     * At a point: how many of its four neighbours have each colour, EDGE included ({@link #count});
     * the counts add up to four. Meaningless on the border.
     */
    private final int[] around;
    /** At a stone: the head of its string, one stone of it (head[head[s]] == head[s]). NO_STRING at every other index. */
    private final int[] head;
    /** At a stone: the next stone of its string; following it from any stone visits the string once, round. Stale elsewhere. */
    private final int[] next;
    /**
     * At a string's head: how many (stone, empty neighbour) pairs it has; zero exactly when it
     * reaches no empty point. LOTS at NO_STRING between calls (place and remove change it on the
     * way, without a test, and put it back).
     */
    private final int[] libs;
    /** At a string's head: how many stones it has. */
    private final int[] size;
    /** At a string's head: the xor of its stones' keys, so that a clearing updates the hash in one step. */
    private final long[] stringKey;
    /**
     * The empty points, each once, in three lists, each in no particular order: empties[0,
     * openEnd), empties[area, blackEyesEnd) and empties[2 * area, whiteEyesEnd). The last two
     * hold points found to be eye-like for Black and for White (every neighbour on the grid that
     * colour, none empty; {@link #parkOpen}); the first holds the rest, eye-like or not. A point
     * eye-like for a player stays so until it is coloured: the strings around it reach it, so no
     * clearing but that of a move there empties a neighbour of it. So a playout that spares the
     * mover's eyes need draw each of them once only, and never again.
     */
    private final int[] empties;
    /** At an empty point p: its place in {@link #empties} (empties[emptyAt[p]] == p). Stale elsewhere. */
    private final int[] emptyAt;
    private int emptyCount;
    /** stonesOf[BLACK], stonesOf[WHITE]: how many points have that colour. */
    private final int[] stonesOf = new int[3];
    private int openEnd;
    private int blackEyesEnd;
    private int whiteEyesEnd;
    /** The xor of the keys of the stones on the grid. */
    private long hash;

    private int toMove;
    private int turnNumber;
    private int consecutivePasses;
    private boolean agreed;
    /** The turn of the last pass, 0 for none (TT-V3: Spight's ko forgets the colourings before it). */
    private int lastPass;
    /** TT-V6: the turn of the pass that took the button, 0 while nobody has; and who took it (EMPTY: nobody). */
    private int buttonTurn;
    private int buttonTo = EMPTY;
    /** TT-V5: passTurns[0..passCount) the turns of the passes (the button's aside), passers[i] who passed. */
    private int[] passTurns = new int[8];
    private byte[] passers = new byte[8];
    private int passCount;
    /** TT-V5: whether the last turn was a pass from a colouring its player had passed from before. */
    private boolean passRepeated;
    /** TT-V10: the player whose last move the repetition rule forbade, played where the ruleset plays it; EMPTY for none. */
    private int repeatedBy = EMPTY;
    /** TT-V11: whether the last move made its situation stand a third time since the last pass. */
    private boolean cycled;
    private History history;
    /** The turns {@link #undo} can take back, or null where nobody asked ({@link #keepTurns}): playouts keep none. */
    private Turns kept;

    // The analysis of one move by the player to move, made by analyse() and used by check(),
    // playIfAllowed() and play(); it stands until the position changes (analysedAt = NOWHERE).
    /**
     * The point the last turn emptied when it emptied exactly one, or NOWHERE: where a ko would be
     * retaken, which {@link #playIfAllowed} asks of the rules before playing, not after.
     */
    private int koPoint = NOWHERE;
    /** The point analysed, or NOWHERE. */
    private int analysedAt = NOWHERE;
    /** cleared[0..clearedCount): the heads of the opponent strings the move clears (TT-4), each once. */
    private final int[] cleared = new int[4];
    private int clearedCount;
    /** Whether the move's own string is left without a liberty and clears itself (TT-4, second clearing). */
    private boolean clearsItself;
    /** When it clears itself: own[0..ownCount) the heads of the mover's strings next to the point, each once. */
    private final int[] own = new int[4];
    private int ownCount;
    /** The hash of the colouring the move leaves. */
    private long hashAfter;

    // Scratch, meaningful only during the call that fills it.
    /** In {@link #repeatedTurn}: the colouring the move would leave, as {@link #cell}. */
    private final byte[] scratch;
    /** In {@link #play}: removedOpponent[0..removedOpponentCount) the points its first clearing emptied. */
    private final int[] removedOpponent;
    private int removedOpponentCount;
    /** In {@link #play}: removedOwn[0..removedOwnCount) the points its second clearing emptied. */
    private final int[] removedOwn;
    private int removedOwnCount;
    /** In {@link #scores}: marks[i] == mark when i has been reached in this call. Made at its first call. */
    private int[] marks;
    private int mark;
    /** In {@link #scores}: stack[0..top) the empty points reached whose neighbours are still to look at. */
    private int[] stack;

    private FastBoard(Setup setup) {
        grid = setup.grid();
        rules = setup.rules();
        handicap = setup.handicap();
        alternatesFrom = rules.handicap().alternatesFrom(handicap);
        // TT-C7, TT-V4, TT-6, TT-V3: a lone stone that clears itself is refused by every rule against
        // suicide, and repeats the colouring now, which positional superko and Spight's ko remember.
        loneStoneRefused = rules.suicide() != Ruleset.Suicide.ALLOWED || rules.repetition() == Ruleset.Repetition.POSITIONAL
                || rules.repetition() == Ruleset.Repetition.SPIGHT;
        width = grid.width();
        area = grid.area();
        stride = width + 1;
        dirs = new int[] {-1, 1, -stride, stride};
        int cells = (grid.height() + 2) * stride + 1;
        cell = new byte[cells];
        around = new int[cells];
        head = new int[cells];
        next = new int[cells];
        libs = new int[cells];
        size = new int[cells];
        stringKey = new long[cells];
        empties = new int[3 * grid.area()];
        emptyAt = new int[cells];
        scratch = new byte[cells];
        removedOpponent = new int[grid.area()];
        removedOwn = new int[grid.area()];
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
                throw BadValue.startWithoutLiberty(p);
            }
        }
        b.toMove = code(setup.toMove());
        b.history = new History(2 * setup.grid().area() + 16, b.asksWho());
        b.history.append(b.hash, b.stones(), b.toMove, EMPTY, History.NONE);
        b.history.offer(b.cell);
        return b;
    }

    /**
     * TT-C6, FR-9, TT-V11: whether the repetition rule asks who was to move or who moved, or cycles
     * are counted by situation, which the history then keeps.
     */
    private boolean asksWho() {
        return rules.repetition().asksToMove() || rules.repetition().asksMadeBy() || rules.cycles() != Ruleset.Cycles.GO_ON;
    }

    /** An independent copy, with a copy of the history: use the two on different threads if you like. */
    public FastBoard copy() {
        FastBoard c = new FastBoard(Setup.of(rules, grid).withHandicap(handicap));
        c.history = new History(history.length() + 2 * grid.area() + 16, asksWho());
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
        System.arraycopy(root.around, 0, around, 0, around.length);
        System.arraycopy(root.head, 0, head, 0, head.length);
        System.arraycopy(root.next, 0, next, 0, next.length);
        System.arraycopy(root.libs, 0, libs, 0, libs.length);
        System.arraycopy(root.size, 0, size, 0, size.length);
        System.arraycopy(root.stringKey, 0, stringKey, 0, stringKey.length);
        System.arraycopy(root.empties, 0, empties, 0, empties.length);
        System.arraycopy(root.emptyAt, 0, emptyAt, 0, emptyAt.length);
        emptyCount = root.emptyCount;
        stonesOf[BLACK] = root.stonesOf[BLACK];
        stonesOf[WHITE] = root.stonesOf[WHITE];
        openEnd = root.openEnd;
        blackEyesEnd = root.blackEyesEnd;
        whiteEyesEnd = root.whiteEyesEnd;
        hash = root.hash;
        toMove = root.toMove;
        turnNumber = root.turnNumber;
        consecutivePasses = root.consecutivePasses;
        agreed = root.agreed;
        lastPass = root.lastPass;
        buttonTurn = root.buttonTurn;
        buttonTo = root.buttonTo;
        passTurns = Arrays.copyOf(root.passTurns, root.passTurns.length);
        passers = Arrays.copyOf(root.passers, root.passers.length);
        passCount = root.passCount;
        passRepeated = root.passRepeated;
        repeatedBy = root.repeatedBy;
        cycled = root.cycled;
        analysedAt = NOWHERE;
        koPoint = root.koPoint;
        history.assign(root.history);
        if (kept != null) {
            kept.forget();
        }
    }

    private void load(Colouring colouring) {
        analysedAt = NOWHERE;
        koPoint = NOWHERE;
        Arrays.fill(cell, EDGE);
        Arrays.fill(head, NO_STRING);
        libs[NO_STRING] = LOTS;
        emptyCount = 0;
        stonesOf[BLACK] = 0;
        stonesOf[WHITE] = 0;
        openEnd = 0;
        blackEyesEnd = area;
        whiteEyesEnd = 2 * area;
        hash = 0;
        for (Point p : grid.points()) {
            int i = index(p);
            cell[i] = EMPTY;
            addEmpty(i);
        }
        for (Point p : grid.points()) {
            int i = index(p);
            around[i] = 0;
            for (int d = 0; d < 4; d++) {
                around[i] += 1 << (4 * cell[i + dirs[d]]);
            }
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

    public Ruleset rules() {
        return rules;
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

    /** TT-8, TT-C8, FR-10/FR-13 (ended by the agreement after two passes), NZ-10 (by agreement only), TT-V5, TT-V7. */
    public boolean ended() {
        return end().isPresent();
    }

    /** How the game has ended, if it has, as the ruleset decides (TT-8, TT-C8, FR-10, NZ-10, TT-V5, TT-V6, TT-V7). */
    public java.util.Optional<org.logicalgo.rules.Refusal.Ended> end() {
        return rules.end(consecutivePasses, buttonTurn > turnNumber - consecutivePasses, agreed, passRepeated, turnNumber,
                colourOf(repeatedBy), cycled);
    }

    /** TT-V6: who has the button: its taker, or at the end, where nobody took it, the player to move. */
    public Colour button() {
        return ended() ? rules.buttonAtTheEnd(colourOf(buttonTo), colourOf(toMove)) : colourOf(buttonTo);
    }

    // TT-5, TT-C5, FR-14: a handicap of n is n consecutive Black moves; NZ-13: turns alternate.
    private int moverAfter(int turn, int mover) {
        return turn >= alternatesFrom || !rules.handicap().blackMovesAgain(turn, handicap) ? opponent(mover) : BLACK;
    }

    /** NZ-13: whether the player to move is White in one of his first n-1 turns of a handicap game, which are passes. */
    public boolean mustPass() {
        return turnNumber < alternatesFrom && rules.handicap().whiteMustPass(turnNumber, handicap, colourOf(toMove));
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
        return switch (analyse(p)) {
            case ALLOWED -> MoveCheck.LEGAL;
            case CLEARS_ITSELF -> new MoveCheck.Suicide(stonesClearedByItself());
            default -> {
                int earlier = repeatedTurn();
                yield earlier < 0 ? MoveCheck.LEGAL : new MoveCheck.Repeats(earlier);
            }
        };
    }

    /**
     * Whether colouring p is one of the turns the player to move may take now (TT-7, TT-6, TT-C7,
     * NZ-13), whether or not it then ends the game: what {@link #check} allows, and where the
     * ruleset plays a repetition its ko does not refuse (TT-V10), that move too. Whether the game
     * has ended is not asked: the caller's part.
     */
    public boolean mayPlay(int p) {
        if (mustPass()) {
            return false;
        }
        MoveCheck c = check(p);
        return c.legal() || c instanceof MoveCheck.Repeats && !rules.koRefuses();
    }

    /**
     * The move at p by the player to move, if the rules allow it (as {@link #check} says): the
     * playouts' way, with no evidence made for a refusal. Turn order and the end of the game are
     * the caller's part, as for {@link #play}.
     *
     * @return whether the move was played
     */
    public boolean playIfAllowed(int p) {
        if (kept != null) {
            kept.forget();
        }
        history.makeRoom(turnNumber + 1, area);
        if (cell[p] != EMPTY) {
            return false;
        }
        int a = around[p];
        if ((a & bits(EMPTY)) == 0) {
            // The playouts' commonest refusal, decided before anything is played: a lone stone
            // among the opponent's stones that clears none of them clears itself (TT-4) and leaves
            // the colouring as it stands, which positional superko refuses (TT-6), as does a rule
            // against suicide (TT-C7).
            if (loneStoneRefused && (a & bits(toMove)) == 0 && !clearsANeighbour(p)) {
                return false;
            }
            // Without an empty neighbour the stone may clear itself, which a rule against suicide
            // forbids (TT-C7) and which, played, often recreates an earlier colouring (measured:
            // four times a 19x19 playout): asked before playing.
            return playAnalysed(p);
        }
        // With an empty neighbour the stone keeps a liberty whatever it clears (TT-4): played
        // first, the repetition rule asked after, from the colouring the move left (libEGO's
        // shape, with the exact check kept); not on the point the last turn emptied alone, where
        // a ko retaken at once would be played only to be taken back.
        return p == koPoint ? playAnalysed(p) : playThenAsk(p);
    }

    /** For playIfAllowed: the move at p worked out before it is played ({@link #analyse}), and played if the rules allow it. */
    private boolean playAnalysed(int p) {
        int verdict = analyse(p);
        // REPEATS_NOW needs no look-up: the colouring now is the history's latest.
        if (verdict == ALLOWED || verdict == MAY_REPEAT && repeatedTurn() < 0) {
            move(p);
            return true;
        }
        return false;
    }

    /**
     * For playIfAllowed: the move at the empty point p, which has an empty neighbour, by the
     * player to move: colours p, clears the opponent's strings left without a liberty (TT-4),
     * then asks the repetition rule of the colouring it left. A move the rule refuses is taken
     * back, and the board is as it was, lists of empty points included.
     */
    private boolean playThenAsk(int p) {
        int me = toMove;
        int opp = opponent(me);
        int emptyAtBefore = emptyAt[p];
        int lastLiberty = place(p, me);
        removedOpponentCount = 0;
        removedOwnCount = 0;
        if (lastLiberty != 0) {
            clearAround(p, lastLiberty);
        }
        // The second clearing empties nothing: p's string reaches the empty neighbour p had.
        Ruleset.Repetition kind = rules.repetition();
        if (kind != Ruleset.Repetition.NONE && !history.moreStonesThanEver(stones()) && history.mayContain(hash)
                && repeatedAfterPlaying(p, me, opp) >= 0) {
            takeBack(p, emptyAtBefore);
            return false;
        }
        moved(p, me);
        return true;
    }

    /**
     * For playThenAsk, TT-4's first clearing: clears the opponent's strings next to p that
     * {@link #place} found without a liberty (bits 1, 2, 4, 8: west, east, south, north), each once.
     */
    private void clearAround(int p, int lastLiberty) {
        for (int d = 0; d < 4; d++) {
            int q = p + dirs[d];
            // A string next to p on two sides is cleared at the first; the second finds q empty.
            if ((lastLiberty & 1 << d) != 0 && cell[q] != EMPTY) {
                removedOpponentCount = remove(head[q], removedOpponent, removedOpponentCount);
            }
        }
    }

    /**
     * For playThenAsk, TT-6, TT-C6, FR-9, TT-V1 exactly: the earliest turn after which the
     * colouring now stood (the move at p just played, not yet in the history), or -1. The
     * history's latest colouring is this one with the move taken back.
     */
    private int repeatedAfterPlaying(int p, int me, int opp) {
        System.arraycopy(cell, 0, scratch, 0, cell.length);
        scratch[p] = EMPTY;
        for (int i = 0; i < removedOpponentCount; i++) {
            scratch[removedOpponent[i]] = (byte) opp;
        }
        return history.earliest(hash, scratch, cell, moverAsked(me), makerAsked(me), onlyAsked(), rememberedFrom());
    }

    /**
     * For playThenAsk: the move at p, refused after it was played, taken back. The colouring
     * before it is in {@link #scratch}; the strings, their pairs and keys, the neighbour counts
     * and the hash are worked out again from it; the lists of empty points are put back as they
     * were, so that a draw from them goes on. Rare: a long cycle, not a ko retaken at once.
     */
    private void takeBack(int p, int emptyAtBefore) {
        history.forgetOpenTurn();
        // The lists: the cleared points were added to the open list's end, p taken from its place.
        openEnd -= removedOpponentCount;
        emptyCount -= removedOpponentCount;
        int end = emptyAtBefore < area ? openEnd++ : emptyAtBefore < 2 * area ? blackEyesEnd++ : whiteEyesEnd++;
        int moved = empties[emptyAtBefore];
        empties[end] = moved;
        emptyAt[moved] = end;
        empties[emptyAtBefore] = p;
        emptyAt[p] = emptyAtBefore;
        emptyCount++;
        System.arraycopy(scratch, 0, cell, 0, cell.length);
        strings();
    }

    /** The strings, their pairs and keys, the neighbour counts, the stones of each colour and the hash, from {@link #cell}. */
    private void strings() {
        Arrays.fill(head, NO_STRING);
        libs[NO_STRING] = LOTS;
        stonesOf[BLACK] = 0;
        stonesOf[WHITE] = 0;
        hash = 0;
        for (int i = 0; i < cell.length; i++) {
            if (cell[i] != EDGE) {
                int a = 0;
                for (int d = 0; d < 4; d++) {
                    a += 1 << (4 * cell[i + dirs[d]]);
                }
                around[i] = a;
            }
        }
        for (int i = 0; i < cell.length; i++) {
            int colour = cell[i];
            if ((colour == BLACK || colour == WHITE) && head[i] == NO_STRING) {
                buildString(i);
                stonesOf[colour] += size[i];
                hash ^= stringKey[i];
            }
        }
    }

    /**
     * The string of the stone at i, none of whose stones has a head yet, made whole from the
     * cells: i its head, its circular list, its size, key and (stone, empty neighbour) pairs.
     */
    private void buildString(int i) {
        int colour = cell[i];
        long key = 0;
        int pairs = 0;
        int n = 0;
        int last = i;
        head[i] = i;
        next[i] = i;
        int top = 0;
        if (stack == null || stack.length < area) {
            stack = new int[area];
        }
        stack[top++] = i;
        while (top > 0) {
            int q = stack[--top];
            n++;
            key ^= key(colour, q);
            pairs += count(around[q], EMPTY);
            for (int d = 0; d < 4; d++) {
                int r = q + dirs[d];
                if (cell[r] == colour && head[r] == NO_STRING) {
                    head[r] = i;
                    next[r] = next[last];
                    next[last] = r;
                    last = r;
                    stack[top++] = r;
                }
            }
        }
        size[i] = n;
        libs[i] = pairs;
        stringKey[i] = key;
    }

    // What analyse() finds.
    /** No rule refuses the move. */
    private static final int ALLOWED = 0;
    /** TT-C7 (variant): the move would clear its own stone, and the ruleset forbids it. */
    private static final int CLEARS_ITSELF = 1;
    /** TT-6 (positional): a lone stone that clears itself leaves the colouring as it is now, which the history holds. */
    private static final int REPEATS_NOW = 2;
    /** The hash after the move is in the history: whether it repeats is for {@link #repeatedTurn} to say. */
    private static final int MAY_REPEAT = 3;

    /**
     * Works out a move by the player to move at the empty point p once, for check and play
     * alike: the strings it clears, whether it clears itself, the hash after it; then the cheap
     * filters of the repetition rule.
     */
    private int analyse(int p) {
        analysedAt = p;
        clearedCount = 0;
        ownCount = 0;
        clearsItself = false;
        int me = toMove;
        int a = around[p];
        // The strings next to p, by their heads (NO_STRING for an empty neighbour or one off the grid).
        int hw = head[p - 1];
        int he = head[p + 1];
        int hs = head[p - stride];
        int hn = head[p + stride];
        int opponents = count(a, opponent(me));
        // A string with more pairs than p has opponent neighbours cannot have them all at p: one
        // branch, rarely taken, rules out most moves (NO_STRING has LOTS of pairs).
        boolean mayClear = opponents != 0 && (libs[hw] <= opponents | libs[he] <= opponents | libs[hs] <= opponents
                | libs[hn] <= opponents);
        // The commonest move, kept short: it clears nothing, and with an empty neighbour its own string keeps a liberty.
        if (!mayClear && count(a, EMPTY) != 0) {
            return repetition(hash ^ key(me, p), stones() + 1);
        }
        return analyseClearings(p, me, a, mayClear, hw, he, hs, hn);
    }

    /** For analyse: a move that may clear opponent strings (TT-4, first clearing) or, with no empty neighbour, its own (second clearing). */
    private int analyseClearings(int p, int me, int a, boolean mayClear, int hw, int he, int hs, int hn) {
        int opponents = count(a, opponent(me));
        if (mayClear) {
            // TT-4: an opponent string whose (stone, empty neighbour) pairs are all at p has p for
            // its last liberty, and the move clears it.
            clearIfLastLiberty(hw, me, opponents, hw, he, hs, hn);
            clearIfLastLiberty(he, me, opponents, hw, he, hs, hn);
            clearIfLastLiberty(hs, me, opponents, hw, he, hs, hn);
            clearIfLastLiberty(hn, me, opponents, hw, he, hs, hn);
        }
        long after = hash ^ key(me, p);
        int stonesAfter = stones() + 1;
        for (int i = 0; i < clearedCount; i++) {
            after ^= stringKey[cleared[i]];
            stonesAfter -= size[cleared[i]];
        }
        // TT-R5: a move that clears opponent stones frees a neighbour of its own stone, so only a
        // move that clears nothing and has no empty neighbour can clear itself: when each of its
        // own neighbouring strings has p for its last liberty (a lone stone into the opponent's
        // eye has none, and clears itself at once).
        int mine = count(a, me);
        if (clearedCount == 0 && count(a, EMPTY) == 0 && (mine == 0
                || !keepsALiberty(hw, me, mine, hw, he, hs, hn) && !keepsALiberty(he, me, mine, hw, he, hs, hn)
                && !keepsALiberty(hs, me, mine, hw, he, hs, hn) && !keepsALiberty(hn, me, mine, hw, he, hs, hn))) {
            clearsItself = true;
            if (rules.suicide() == Ruleset.Suicide.FORBIDDEN || rules.suicide() == Ruleset.Suicide.MULTI_STONE && ownCount == 0) {
                return CLEARS_ITSELF;
            }
            after = hash;
            stonesAfter = stones();
            for (int i = 0; i < ownCount; i++) {
                after ^= stringKey[own[i]];
                stonesAfter -= size[own[i]];
            }
        }
        return repetition(after, stonesAfter);
    }

    /** For analyse: the cheap filters of the repetition rule, for the move analysed, which leaves this hash and this many stones. */
    private int repetition(long after, int stonesAfter) {
        hashAfter = after;
        Ruleset.Repetition kind = rules.repetition();
        if (kind == Ruleset.Repetition.NONE) {
            return ALLOWED;
        }
        if (clearsItself && ownCount == 0 && (kind == Ruleset.Repetition.POSITIONAL || kind == Ruleset.Repetition.SPIGHT)) {
            return REPEATS_NOW;
        }
        if (history.moreStonesThanEver(stonesAfter) || !history.mayContain(after)) {
            return ALLOWED;
        }
        return MAY_REPEAT;
    }

    /**
     * For analyse: adds the string headed by h to {@link #cleared} if it is the opponent's and has
     * the move's point for its last liberty (and is not there yet).
     */
    private void clearIfLastLiberty(int h, int me, int opponents, int hw, int he, int hs, int hn) {
        boolean mayBeLast = libs[h] <= opponents & cell[h] != me;
        if (mayBeLast && lastLibertyHere(h, hw, he, hs, hn) && !among(cleared, clearedCount, h)) {
            cleared[clearedCount++] = h;
        }
    }

    /**
     * For analyse: whether the string headed by h is the mover's and reaches an empty point other
     * than the move's; if it is his and does not, adds it to {@link #own}.
     */
    private boolean keepsALiberty(int h, int me, int mine, int hw, int he, int hs, int hn) {
        if (cell[h] != me) {
            return false;
        }
        if (libs[h] > mine || libs[h] > pairs(h, hw, he, hs, hn)) {
            return true;
        }
        if (!among(own, ownCount, h)) {
            own[ownCount++] = h;
        }
        return false;
    }

    /**
     * For a stone at p every neighbour of which is the opponent's: whether it clears some string,
     * one that has p for its last liberty (all its pairs at p). NO_STRING, off the grid, has LOTS.
     */
    private boolean clearsANeighbour(int p) {
        int hw = head[p - 1];
        int he = head[p + 1];
        int hs = head[p - stride];
        int hn = head[p + stride];
        return lastLibertyHere(hw, hw, he, hs, hn) | lastLibertyHere(he, hw, he, hs, hn)
                | lastLibertyHere(hs, hw, he, hs, hn) | lastLibertyHere(hn, hw, he, hs, hn);
    }

    /**
     * Whether the string headed by h, next to a point whose neighbours' heads are given, has that
     * point for its last liberty (TT-4): all its (stone, empty neighbour) pairs are there.
     */
    private boolean lastLibertyHere(int h, int hw, int he, int hs, int hn) {
        return libs[h] == pairs(h, hw, he, hs, hn);
    }

    /** Of the four neighbours of a point, given by the heads of their strings: how many are stones of the string headed by h. */
    private static int pairs(int h, int hw, int he, int hs, int hn) {
        return (hw == h ? 1 : 0) + (he == h ? 1 : 0) + (hs == h ? 1 : 0) + (hn == h ? 1 : 0);
    }

    private static boolean among(int[] heads, int count, int h) {
        for (int i = 0; i < count; i++) {
            if (heads[i] == h) {
                return true;
            }
        }
        return false;
    }

    /** Of the analysed move that clears itself: the points its own clearing empties, its new stone among them. */
    private int stonesClearedByItself() {
        int n = 1;
        for (int i = 0; i < ownCount; i++) {
            n += size[own[i]];
        }
        return n;
    }

    /**
     * TT-6, TT-C6, FR-9, exactly: the earliest turn after which the colouring stood that the
     * analysed move would leave, counted as the ruleset counts repetitions, or -1.
     */
    private int repeatedTurn() {
        int me = toMove;
        return repeatedTurn(moverAsked(me), makerAsked(me), onlyAsked(), rememberedFrom());
    }

    /**
     * TT-V10: whether the move at p, which the ruleset's ko does not refuse, recreates any earlier
     * colouring of the game (TT-6), and so ends it where the ruleset plays such a move.
     */
    private boolean recreatesAnEarlierColouring(int p) {
        if (rules.repetition() == Ruleset.Repetition.POSITIONAL) {
            return check(p) instanceof MoveCheck.Repeats;
        }
        if (cell[p] != EMPTY) {
            return false;
        }
        analyse(p);
        return repeatedTurn(ANY, ANY, ANY, 0) >= 0;
    }

    private int repeatedTurn(int moverAsked, int makerAsked, int onlyAsked, int rememberedFrom) {
        int p = analysedAt;
        int me = toMove;
        System.arraycopy(cell, 0, scratch, 0, cell.length);
        if (clearsItself) {
            for (int i = 0; i < ownCount; i++) {
                emptyInScratch(own[i]);
            }
        } else {
            scratch[p] = (byte) me;
            for (int i = 0; i < clearedCount; i++) {
                emptyInScratch(cleared[i]);
            }
        }
        return history.earliest(hashAfter, cell, scratch, moverAsked, makerAsked, onlyAsked, rememberedFrom);
    }

    /** TT-C6: situational superko compares only colourings that stood with the same player to move after the move; else ANY. */
    private int moverAsked(int me) {
        return rules.repetition().asksToMove() ? moverAfter(turnNumber + 1, me) : ANY;
    }

    /** FR-9: only colourings the mover's own moves gave; else ANY. */
    private int makerAsked(int me) {
        return rules.repetition().asksMadeBy() ? me : ANY;
    }

    /**
     * TT-V1: simple ko compares only the colouring before the last turn (entry k stood after turn
     * k). Before any turn there is none: the history's entries start at 0, so asking for
     * entry -1 finds nothing.
     */
    private int rememberedFrom() {
        return rules.remembersFrom(lastPass, buttonTurn);
    }

    private int onlyAsked() {
        if (rules.repetition() != Ruleset.Repetition.SIMPLE) {
            return ANY;
        }
        return turnNumber > 0 ? turnNumber - 1 : Integer.MAX_VALUE;
    }

    private void emptyInScratch(int h) {
        int s = h;
        do {
            scratch[s] = EMPTY;
            s = next[s];
        } while (s != h);
    }

    /**
     * TT-7: the player to move colours p, then the opponent's colour is cleared, then his own.
     * The caller has made sure the move is legal ({@link #check}); nothing is checked here.
     *
     * @return the points the two clearings emptied
     */
    public Cleared play(int p) {
        // TT-V10: where the ruleset plays a move its repetition rule forbids, that move ends the game.
        int me = toMove;
        history.makeRoom(turnNumber + 1, area);
        boolean repeats = !rules.repeating().refuses() && recreatesAnEarlierColouring(p);
        if (analysedAt != p) {
            analyse(p);
        }
        if (kept != null) {
            kept.open(this, p);
        }
        move(p);
        repeatedBy = repeats ? me : EMPTY;
        if (kept != null) {
            kept.close(removedOpponent, removedOpponentCount, removedOwn, removedOwnCount);
        }
        return Cleared.of(removedOpponent, removedOpponentCount, removedOwn, removedOwnCount);
    }

    /** TT-7 for the analysed move at p: colour, clear the opponent's strings it takes, then its own if it has no liberty. */
    private void move(int p) {
        int me = toMove;
        place(p, me);
        removedOpponentCount = 0;
        for (int i = 0; i < clearedCount; i++) {
            removedOpponentCount = remove(cleared[i], removedOpponent, removedOpponentCount);
        }
        removedOwnCount = clearsItself ? remove(head[p], removedOwn, 0) : 0;
        moved(p, me);
    }

    /**
     * A move at p by {@code me} has coloured and cleared: the turn is over (TT-5: who moves next)
     * and the colouring it left joins the history (TT-R2).
     */
    private void moved(int p, int me) {
        analysedAt = NOWHERE;
        koPoint = removedOpponentCount == 1 ? removedOpponent[0] : NOWHERE;
        turnNumber++;
        consecutivePasses = 0;
        passRepeated = false;
        toMove = moverAfter(turnNumber, me);
        history.append(hash, stones(), toMove, me, p);
        history.offer(cell);
        // TT-V11: the situation now, counted since the last pass (or the button's), this one included.
        cycled = rules.cycles() != Ruleset.Cycles.GO_ON
                && rules.cycles().voids(history.count(hash, cell, toMove, Math.max(lastPass, buttonTurn)));
    }

    /** TT-6: a pass; TT-V6: the first takes the button, where there is one; TT-V5: the others are remembered. */
    public void pass() {
        history.makeRoom(turnNumber + 1, 0);
        if (kept != null) {
            kept.open(this, NOWHERE);
            kept.close(removedOpponent, 0, removedOwn, 0);
        }
        analysedAt = NOWHERE;
        koPoint = NOWHERE;
        int me = toMove;
        turnNumber++;
        consecutivePasses++;
        lastPass = turnNumber;
        if (rules.takesButton(buttonTo != EMPTY)) {
            buttonTurn = turnNumber;
            buttonTo = me;
            passRepeated = false;
        } else {
            passRepeated = rules.ending().endsOnARepeatedPass() && passedFromBefore(me);
            if (passCount == passTurns.length) {
                passTurns = Arrays.copyOf(passTurns, 2 * passCount);
                passers = Arrays.copyOf(passers, 2 * passCount);
            }
            passTurns[passCount] = turnNumber;
            passers[passCount++] = (byte) me;
        }
        toMove = moverAfter(turnNumber, me);
        history.append(hash, stones(), toMove, EMPTY, History.NONE);
        history.offer(cell);
    }

    /**
     * TT-V5, before the pass joins the history: whether this player has passed before, after the
     * button's pass, from the colouring now (entry t of the history stood after turn t, a pass's
     * colouring the one it was made from), compared exactly.
     */
    private boolean passedFromBefore(int me) {
        // Through the entries with this hash, not every pass: a game of many passes costs no more a pass.
        for (int t = history.latestWith(hash); t > buttonTurn; t = history.sameHashBefore(t)) {
            int i = Arrays.binarySearch(passTurns, 0, passCount, t);
            if (i >= 0 && passers[i] == me && history.earliest(hash, cell, cell, ANY, ANY, t, 0) >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Keeps, from now on, what each {@link #play} and {@link #pass} changed, so that {@link #undo}
     * can take it back: for searches that walk a tree of turns on one board (perft), without a
     * copy per node. {@link #playIfAllowed}, {@link #agree} and {@link #resetTo} forget what was kept.
     */
    public void keepTurns() {
        if (kept == null) {
            kept = new Turns();
        }
    }

    /** How many turns {@link #undo} can take back now. */
    public int keptTurns() {
        return kept == null ? 0 : kept.count;
    }

    /**
     * Takes back the last turn kept ({@link #keepTurns}): the position, its strings and lists of
     * empty points, whose turn it is, the passes and the history are as they were before it.
     *
     * @throws IllegalStateException when no turn is kept
     */
    public void undo() {
        if (kept == null || kept.count == 0) {
            throw new IllegalStateException("no turn kept to take back");
        }
        int[] f = kept.last();
        history.pop(f[Turns.MOST_STONES]);
        int p = f[Turns.POINT];
        if (p != NOWHERE) {
            int me = f[Turns.TO_MOVE];
            int from = f[Turns.TRAIL];
            int opponents = f[Turns.OPPONENTS];
            // Backwards, as TT-7 went forwards: the mover's own clearing, the opponent's, then the stone.
            restore(kept.trail, from + opponents, from + opponents + f[Turns.OWN], me);
            restore(kept.trail, from, from + opponents, opponent(me));
            unplace(p, me, f[Turns.EMPTY_AT]);
        }
        toMove = f[Turns.TO_MOVE];
        turnNumber = f[Turns.TURN];
        consecutivePasses = f[Turns.PASSES];
        lastPass = f[Turns.LAST_PASS];
        buttonTurn = f[Turns.BUTTON_TURN];
        buttonTo = f[Turns.BUTTON_TO];
        passCount = f[Turns.PASS_COUNT];
        passRepeated = f[Turns.PASS_REPEATED] != 0;
        repeatedBy = f[Turns.REPEATED_BY];
        cycled = f[Turns.CYCLED] != 0;
        koPoint = f[Turns.KO_POINT];
        analysedAt = NOWHERE;
        kept.drop();
    }

    /**
     * For undo: the stones of {@code points[from..to)}, all of this colour, which a clearing
     * emptied in that order, back on the grid; the open list of empty points gave them their
     * places last, so they leave it in the reverse order. Their strings are made again from the
     * cells (a cleared string is always whole: TT-4 clears strings, never parts).
     */
    private void restore(int[] points, int from, int to, int colour) {
        if (from == to) {
            return;
        }
        int change = emptyBecomes(colour);
        for (int i = to - 1; i >= from; i--) {
            int s = points[i];
            removeEmpty(s);
            cell[s] = (byte) colour;
            head[s] = NO_STRING;
            hash ^= key(colour, s);
            stonesOf[colour]++;
        }
        for (int i = from; i < to; i++) {
            int s = points[i];
            for (int d = 0; d < 4; d++) {
                int q = s + dirs[d];
                around[q] += change;
                // Each neighbouring string loses the pair it had with the emptied point (the
                // restored stones have no head yet: NO_STRING, put back below).
                libs[head[q]]--;
            }
        }
        libs[NO_STRING] = LOTS;
        for (int i = from; i < to; i++) {
            if (head[points[i]] == NO_STRING) {
                buildString(points[i]);
            }
        }
    }

    /**
     * For undo: the stone at p, of this colour, taken off; the strings of its colour it had
     * joined are made again from the cells, the others get back the pair they had with p, and p
     * goes back to its place in the lists of empty points ({@code emptyAtBefore}).
     */
    private void unplace(int p, int colour, int emptyAtBefore) {
        int s = p;
        do {
            int following = next[s];
            head[s] = NO_STRING;
            s = following;
        } while (s != p);
        cell[p] = EMPTY;
        stonesOf[colour]--;
        hash ^= key(colour, p);
        int change = emptyBecomes(colour);
        int opp = opponent(colour);
        for (int d = 0; d < 4; d++) {
            int q = p + dirs[d];
            around[q] -= change;
            if (cell[q] == opp) {
                libs[head[q]]++;
            }
        }
        for (int d = 0; d < 4; d++) {
            int q = p + dirs[d];
            if (cell[q] == colour && head[q] == NO_STRING) {
                buildString(q);
            }
        }
        // The reverse of removeEmpty: the point that took p's place goes back to its list's end
        // (none did when p was the last: what lies past a list's end is stale).
        int at = emptyAtBefore;
        int end = at < area ? openEnd++ : at < 2 * area ? blackEyesEnd++ : whiteEyesEnd++;
        int moved = at == end ? p : empties[at];
        empties[end] = moved;
        emptyAt[moved] = end;
        empties[at] = p;
        emptyAt[p] = at;
        emptyCount++;
    }

    /**
     * What {@link #undo} needs of each kept turn: the state before it that the turn overwrote
     * (whose turn, the passes, the ko point...), and the points its clearings emptied, in order.
     * Two growing arrays, so that walking a tree allocates nothing once they are big enough.
     */
    private static final class Turns {
        static final int POINT = 0;
        static final int EMPTY_AT = 1;
        static final int TO_MOVE = 2;
        static final int TURN = 3;
        static final int PASSES = 4;
        static final int LAST_PASS = 5;
        static final int BUTTON_TURN = 6;
        static final int BUTTON_TO = 7;
        static final int PASS_COUNT = 8;
        static final int PASS_REPEATED = 9;
        static final int REPEATED_BY = 10;
        static final int CYCLED = 11;
        static final int KO_POINT = 12;
        static final int MOST_STONES = 13;
        static final int TRAIL = 14;
        static final int OPPONENTS = 15;
        static final int OWN = 16;
        static final int SIZE = 17;

        int[][] frames = new int[64][SIZE];
        int count;
        int[] trail = new int[256];
        int trailEnd;

        /** Before a turn (a move at p, or a pass: NOWHERE): what it will change. */
        void open(FastBoard b, int p) {
            if (count == frames.length) {
                frames = Arrays.copyOf(frames, 2 * count);
                for (int i = count; i < frames.length; i++) {
                    frames[i] = new int[SIZE];
                }
            }
            int[] f = frames[count];
            f[POINT] = p;
            f[EMPTY_AT] = p == NOWHERE ? 0 : b.emptyAt[p];
            f[TO_MOVE] = b.toMove;
            f[TURN] = b.turnNumber;
            f[PASSES] = b.consecutivePasses;
            f[LAST_PASS] = b.lastPass;
            f[BUTTON_TURN] = b.buttonTurn;
            f[BUTTON_TO] = b.buttonTo;
            f[PASS_COUNT] = b.passCount;
            f[PASS_REPEATED] = b.passRepeated ? 1 : 0;
            f[REPEATED_BY] = b.repeatedBy;
            f[CYCLED] = b.cycled ? 1 : 0;
            f[KO_POINT] = b.koPoint;
            f[MOST_STONES] = b.history.mostStones();
            f[TRAIL] = trailEnd;
        }

        /** After the turn: the points its two clearings emptied. */
        void close(int[] opponent, int opponents, int[] own, int owns) {
            int[] f = frames[count++];
            f[OPPONENTS] = opponents;
            f[OWN] = owns;
            if (trailEnd + opponents + owns > trail.length) {
                trail = Arrays.copyOf(trail, Math.max(2 * trail.length, trailEnd + opponents + owns));
            }
            System.arraycopy(opponent, 0, trail, trailEnd, opponents);
            System.arraycopy(own, 0, trail, trailEnd + opponents, owns);
            trailEnd += opponents + owns;
        }

        int[] last() {
            return frames[count - 1];
        }

        void drop() {
            trailEnd = frames[--count][TRAIL];
        }

        void forget() {
            count = 0;
            trailEnd = 0;
        }
    }

    /** TT-C8: the players agree to empty these points; the game then ends. */
    public void agree(Iterable<Point> emptied) {
        history.makeRoom(turnNumber + 1, area);
        if (kept != null) {
            kept.forget();
        }
        char[] cells = colouring().cells().toCharArray();
        for (Point p : emptied) {
            int i = index(p);
            if (cells[p.row() * width + p.column()] != '.') {
                history.emptied(i, cell[i]);
                cells[p.row() * width + p.column()] = '.';
            }
        }
        load(new Colouring(grid, new String(cells)));
        turnNumber++;
        agreed = true;
        passRepeated = false;
        history.append(hash, stones(), toMove, EMPTY, History.NONE);
        history.offer(cell);
    }

    /**
     * Colours the empty point p, joins it to its neighbours of the same colour, and takes from each
     * neighbouring string the pair its stone made with p; clears nothing. The four neighbours are
     * read once; the first string of p's colour next to it takes the stone in (no string of one
     * stone is made only to be joined), and the others of its colour are joined to that.
     */
    private int place(int p, int colour) {
        cell[p] = (byte) colour;
        stonesOf[colour]++;
        removeEmpty(p);
        long k = key(colour, p);
        hash ^= k;
        int change = emptyBecomes(colour);
        int w = p - 1;
        int e = p + 1;
        int s = p - stride;
        int n = p + stride;
        int cw = cell[w];
        int ce = cell[e];
        int cs = cell[s];
        int cn = cell[n];
        around[w] += change;
        around[e] += change;
        around[s] += change;
        around[n] += change;
        int hw = head[w];
        int he = head[e];
        int hs = head[s];
        int hn = head[n];
        // Each neighbouring string loses the pair its stone made with p (NO_STRING is put back below).
        libs[hw]--;
        libs[he]--;
        libs[hs]--;
        libs[hn]--;
        libs[NO_STRING] = LOTS;
        int opp = opponent(colour);
        // TT-4: the opponent's strings next to p that reach no empty point now, for the caller to clear.
        int lastLiberty = (cw == opp && libs[hw] == 0 ? 1 : 0) | (ce == opp && libs[he] == 0 ? 2 : 0)
                | (cs == opp && libs[hs] == 0 ? 4 : 0) | (cn == opp && libs[hn] == 0 ? 8 : 0);
        int pairs = count(around[p], EMPTY);
        int mine = cw == colour ? hw : ce == colour ? he : cs == colour ? hs : cn == colour ? hn : NO_STRING;
        if (mine == NO_STRING) {
            head[p] = p;
            next[p] = p;
            size[p] = 1;
            stringKey[p] = k;
            libs[p] = pairs;
            return lastLiberty;
        }
        head[p] = mine;
        next[p] = next[mine];
        next[mine] = p;
        size[mine]++;
        stringKey[mine] ^= k;
        libs[mine] += pairs;
        if (cw == colour) {
            joinIfApart(w, p);
        }
        if (ce == colour) {
            joinIfApart(e, p);
        }
        if (cs == colour) {
            joinIfApart(s, p);
        }
        if (cn == colour) {
            joinIfApart(n, p);
        }
        return lastLiberty;
    }

    /** For place: joins the string of q, a stone of p's colour, to p's if it is not p's already. */
    private void joinIfApart(int q, int p) {
        if (head[q] != head[p]) {
            join(head[q], head[p]);
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
        int colour = cell[h];
        int change = -emptyBecomes(colour);
        hash ^= stringKey[h];
        stonesOf[colour] -= size[h];
        int s = h;
        do {
            int following = next[s];
            cell[s] = EMPTY;
            head[s] = NO_STRING;
            addEmpty(s);
            history.emptied(s, colour);
            into[count++] = s;
            emptiedBeside(s - 1, change);
            emptiedBeside(s + 1, change);
            emptiedBeside(s - stride, change);
            emptiedBeside(s + stride, change);
            s = following;
        } while (s != h);
        libs[NO_STRING] = LOTS;
        return count;
    }

    /**
     * For remove: q's neighbour has become empty; q's string, if any, gains a pair. A stone of the
     * string being emptied gains one too, which no longer matters.
     */
    private void emptiedBeside(int q, int change) {
        around[q] += change;
        libs[head[q]]++;
    }

    /** Adds p to the open list of empty points (were it eye-like, a playout finds it out). */
    private void addEmpty(int p) {
        emptyAt[p] = openEnd;
        empties[openEnd++] = p;
        emptyCount++;
    }

    private void removeEmpty(int p) {
        int at = emptyAt[p];
        int end = at < area ? --openEnd : at < 2 * area ? --blackEyesEnd : --whiteEyesEnd;
        int last = empties[end];
        empties[at] = last;
        emptyAt[last] = at;
        emptyCount--;
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
        if (rules.countsAsKataGo()) {
            KataGoArea.Count k = KataGoArea.of(rules, colouring());
            return colour == BLACK ? k.black() : k.white();
        }
        long both = scores();
        return colour == BLACK ? black(both) : white(both);
    }

    /** TT-9 and TT-10 with this komi added to White's score (TT-C10): both scores from one pass over the empty points. */
    public Score score(double komi) {
        if (rules.countsAsKataGo()) {
            // TT-V9: KataGo's count, read from the colouring (no fast path: it is asked at the end).
            KataGoArea.Count k = KataGoArea.of(rules, colouring());
            return new Score(k.black(), k.white(), komi);
        }
        long both = scores();
        return new Score(black(both), white(both), komi);
    }

    /** Black's score less White's (TT-9), komi aside: one pass over the empty points. */
    public int margin() {
        if (rules.countsAsKataGo()) {
            KataGoArea.Count k = KataGoArea.of(rules, colouring());
            return k.black() - k.white();
        }
        long both = scores();
        return black(both) - white(both);
    }

    private static int black(long both) {
        return (int) (both >>> 32);
    }

    private static int white(long both) {
        return (int) both;
    }

    /**
     * Both players' scores, Black's in the upper 32 bits: the stones of each colour, counted as
     * they are placed and cleared, and the empty points that reach only that colour (both, under
     * shared counting). The empty points are read off their lists, not found by a pass over the
     * grid: one with no empty neighbour is a region of its own, which reaches the colours of its
     * neighbours (one read of {@link #around}); a larger region is walked once, from its first
     * point met. At the end of a playout almost every empty point is of the first kind.
     */
    private long scores() {
        boolean shared = rules.counting() == Ruleset.Counting.SHARED;
        if (marks == null) {
            marks = new int[cell.length];
            stack = new int[grid.area()];
        }
        mark++;
        long both = (long) stonesOf[BLACK] << 32 | stonesOf[WHITE];
        both += emptyTerritory(0, openEnd, shared);
        both += emptyTerritory(area, blackEyesEnd, shared);
        both += emptyTerritory(2 * area, whiteEyesEnd, shared);
        return both;
    }

    /** For scores: the points of empties[from, to) that count for each colour, and the rest of their regions, as scores packs them. */
    private long emptyTerritory(int from, int to, boolean shared) {
        long both = 0;
        for (int k = from; k < to; k++) {
            int i = empties[k];
            int a = around[i];
            if (count(a, EMPTY) == 0) {
                // A region of one point (TT-3): it reaches exactly the colours of its neighbours.
                both += reached(count(a, BLACK) != 0, count(a, WHITE) != 0, 1, shared);
            } else if (marks[i] != mark) {
                both += region(i, shared);
            }
        }
        return both;
    }

    /** What an empty region of this size adds to the packed scores, given the colours it reaches (TT-9, NZ-6). */
    private static long reached(boolean black, boolean white, int size, boolean shared) {
        if (black == white && !shared) {
            return 0;
        }
        return (black ? (long) size << 32 : 0) | (white ? size : 0);
    }

    /** For scores: what the empty region of i, not yet marked, adds to the packed scores; marks it. */
    private long region(int i, boolean shared) {
        // One empty region: all of it reaches the same colours (TT-3).
        int regionSize = 0;
        boolean black = false;
        boolean white = false;
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
                } else if (c == BLACK) {
                    black = true;
                } else if (c == WHITE) {
                    white = true;
                }
            }
        }
        return reached(black, white, regionSize, shared);
    }

    /** How many points are black or white now. */
    public int stones() {
        return area - emptyCount;
    }

    /** How many points are empty now. */
    public int emptyCount() {
        return emptyCount;
    }

    /** How many empty points the open list holds. */
    int openCount() {
        return openEnd;
    }

    /** How many points have been found eye-like for this player. */
    int eyeCount(int colour) {
        return colour == BLACK ? blackEyesEnd - area : whiteEyesEnd - 2 * area;
    }

    /** The k-th point of the open list (k below {@link #openCount()}): for drawing one. */
    int openPoint(int k) {
        return empties[k];
    }

    /** The k-th of the points found eye-like for this player (k below {@link #eyeCount}). */
    int eyePoint(int colour, int k) {
        return empties[colour * area + k];
    }

    /** Exchanges two points of the open list: for drawing without replacement. */
    void swapOpen(int i, int j) {
        swapEmpties(i, j);
    }

    /** Exchanges two points of the list of those eye-like for this player. */
    void swapEyes(int colour, int i, int j) {
        swapEmpties(colour * area + i, colour * area + j);
    }

    /**
     * Moves the k-th point of the open list, found to have every neighbour on the grid of this
     * colour and none empty, to the list of that player's eye-like points, where it stays until it
     * is coloured. The open list's last point takes its place.
     */
    void parkOpen(int k, int colour) {
        if ((around[empties[k]] & (bits(EMPTY) | bits(opponent(colour)))) != 0) {
            throw new IllegalArgumentException("not eye-like for " + colour + ": " + point(empties[k]));
        }
        swapEmpties(k, --openEnd);
        int p = empties[openEnd];
        int at = colour == BLACK ? blackEyesEnd++ : whiteEyesEnd++;
        empties[at] = p;
        emptyAt[p] = at;
    }

    /** Whether the lists of empty points are as {@link #empties} says: for tests. */
    boolean listsHold() {
        int empty = 0;
        for (int i = 0; i < cell.length; i++) {
            if (cell[i] == EMPTY) {
                empty++;
                int at = emptyAt[i];
                boolean inOpen = at < openEnd;
                boolean black = at >= area && at < blackEyesEnd;
                boolean white = at >= 2 * area && at < whiteEyesEnd;
                if (empties[at] != i || !(inOpen || black || white)
                        || black && !surroundedBy(i, BLACK) || white && !surroundedBy(i, WHITE)) {
                    return false;
                }
            }
        }
        return empty == emptyCount && openEnd + blackEyesEnd - area + whiteEyesEnd - 2 * area == emptyCount;
    }

    /**
     * Whether everything the board keeps of its strings is what {@link #cell} says, worked out
     * again the slow way: the neighbour counts, each string's head, circle of stones, size, pairs
     * and key, the stones of each colour and the hash. For tests.
     */
    boolean stringsHold() {
        long h = 0;
        int[] stones = new int[3];
        int[] ofHead = new int[cell.length];
        for (int i = 0; i < cell.length; i++) {
            int c = cell[i];
            if (c == EDGE) {
                continue;
            }
            int a = 0;
            for (int d = 0; d < 4; d++) {
                a += 1 << (4 * cell[i + dirs[d]]);
            }
            if (around[i] != a) {
                return false;
            }
            if (c == EMPTY) {
                if (head[i] != NO_STRING) {
                    return false;
                }
                continue;
            }
            stones[c]++;
            h ^= key(c, i);
            int hd = head[i];
            if (hd == NO_STRING || cell[hd] != c || head[hd] != hd) {
                return false;
            }
            ofHead[hd]++;
            // Every neighbour of the same colour is of the same string.
            for (int d = 0; d < 4; d++) {
                if (cell[i + dirs[d]] == c && head[i + dirs[d]] != hd) {
                    return false;
                }
            }
            if (hd == i) {
                // The circle from the head: every stone once, all with this head; its size, pairs and key.
                int n = 0;
                int pairs = 0;
                long k = 0;
                int q = i;
                do {
                    if (head[q] != i || n > area) {
                        return false;
                    }
                    n++;
                    pairs += count(around[q], EMPTY);
                    k ^= key(c, q);
                    q = next[q];
                } while (q != i);
                if (size[i] != n || libs[i] != pairs || stringKey[i] != k) {
                    return false;
                }
            }
        }
        for (int i = 0; i < cell.length; i++) {
            if (ofHead[i] != 0 && ofHead[i] != size[i]) {
                return false;
            }
        }
        return h == hash && stones[BLACK] == stonesOf[BLACK] && stones[WHITE] == stonesOf[WHITE]
                && libs[NO_STRING] == LOTS;
    }

    private void swapEmpties(int i, int j) {
        int a = empties[i];
        int b = empties[j];
        empties[i] = b;
        emptyAt[b] = i;
        empties[j] = a;
        emptyAt[a] = j;
    }

    /** Whether every neighbour of the point p on the grid has this colour: one read. */
    boolean surroundedBy(int p, int colour) {
        return (around[p] & (bits(EMPTY) | bits(opponent(colour)))) == 0;
    }

    /** Whether the point p is on the edge of the grid: some neighbour of it is off the grid. */
    boolean onEdge(int p) {
        return count(around[p], EDGE) != 0;
    }

    /** From an index to the one above it: p - 1, p + 1, p - stride, p + stride are p's neighbours. */
    int stride() {
        return stride;
    }
}
