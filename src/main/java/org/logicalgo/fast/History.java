package org.logicalgo.fast;

import java.util.Arrays;

/**
 * TT-R2 at machine speed: every grid colouring of a game, behind a filter of their hashes. The
 * hash only finds candidates; a repetition is decided by comparing whole colourings, so a hash
 * collision can never refuse a legal move.
 *
 * <p>A colouring is not stored whole: each entry keeps what its turn changed (the point it
 * coloured, the points it emptied and the colour each had), a few ints a turn instead of the
 * whole grid. When a hash passes the filter, the entries with that hash are found by a scan of the
 * hashes, and their colourings rebuilt from the colouring now, undoing the turns one by one back
 * to the oldest of them ({@link #earliest}); that is rare (a ko retaken, a long cycle, one false
 * positive of the filter in about thirty), so a turn costs a few stores and the filter one bit.
 *
 * <p>Colourings are given as the board's cells, one byte a cell, border included. Append-only,
 * and owned by one board: a copied board gets its own copy ({@link #copy}), so no history is ever
 * shared between threads. Memory is proportional to the number of turns and of stones cleared.
 */
final class History {

    /** {@link #append}'s point for a turn that colours none: the start, a pass, an agreement. */
    static final int NONE = -1;

    private long[] hashes;
    private byte[] movers;
    /** Whose move gave each colouring (FR-9), or EMPTY for the start, a pass, an agreement. */
    private byte[] makers;
    /** coloured[i]: the point entry i's turn coloured, or NONE. */
    private int[] coloured;
    /**
     * The points the turns emptied, each with the colour it had, as point * 4 + colour: those of
     * entry i at [emptiedEnd[i - 1], emptiedEnd[i]). Those of the turn being played are at
     * [emptiedEnd[length - 1], emptiedCount), until {@link #append} closes it.
     */
    private int[] emptied;
    private int emptiedCount;
    private int[] emptiedEnd;
    private int length;
    /**
     * The filter: one bit for each hash of the history, chosen by the hash, in at least 32 bits an
     * entry, so that a hash not in the history finds its bit set about once in thirty. A turn sets
     * one bit; emptying it for a playout costs the entries, not the words.
     */
    private long[] filter;
    private int filterMask;
    /** The most stones any colouring of the history has. */
    private int mostStones;
    /**
     * For {@link #pop}: how many entries set each bit of the filter, so that the last one to go
     * clears it. Counted at the first pop (boards that never take a turn back never pay for it),
     * kept from then on, dropped when the filter is made again.
     */
    private int[] setters;
    /** In {@link #earliest}: a colouring of the history, rebuilt by undoing turns. Made at its first call. */
    private byte[] then;

    /**
     * Whether the entries keep who was to move and whose move it was: only a rule that compares
     * them asks (TT-C6 situational, FR-9); for the others two stores a turn are saved (measured:
     * about 3 % of a 9x9 playout, docs/performance.md).
     */
    private final boolean keepsWho;

    History(int capacity, boolean keepsWho) {
        this.keepsWho = keepsWho;
        int cap = Math.max(16, capacity);
        hashes = new long[cap];
        movers = new byte[cap];
        makers = new byte[cap];
        coloured = new int[cap];
        emptiedEnd = new int[cap];
        emptied = new int[cap];
        makeFilter(cap);
    }

    private void makeFilter(int entries) {
        int bits = Integer.highestOneBit(Math.max(64, entries * 32) - 1) << 1;
        filter = new long[bits >>> 6];
        filterMask = bits - 1;
        setters = null;
    }

    private int bit(long hash) {
        return (int) (hash ^ (hash >>> 32)) & filterMask;
    }

    /** A history of its own for a copied board, with room for {@code room} more entries. */
    History copy(int room) {
        History h = new History(length + room, keepsWho);
        h.assign(this);
        return h;
    }

    /**
     * Makes this history a copy of {@code other}, keeping this one's arrays when they are big
     * enough: a playout board reset to its root allocates nothing.
     */
    void assign(History other) {
        for (int i = 0; i < length; i++) {
            filter[bit(hashes[i]) >>> 6] = 0;
        }
        length = 0;
        setters = null;
        if (emptied.length < other.emptiedCount) {
            emptied = new int[Math.max(other.emptiedCount, 2 * emptied.length)];
        }
        System.arraycopy(other.emptied, 0, emptied, 0, other.emptiedCount);
        emptiedCount = other.emptiedCount;
        for (int i = 0; i < other.length; i++) {
            add(other.hashes[i], other.movers[i], other.makers[i], other.coloured[i], other.emptiedEnd[i]);
        }
        mostStones = other.mostStones;
    }

    /** Notes that the turn being played empties this point, which had this colour. */
    void emptied(int point, int colour) {
        if (emptiedCount == emptied.length) {
            emptied = Arrays.copyOf(emptied, 2 * emptied.length);
        }
        emptied[emptiedCount++] = point << 2 | colour;
    }

    /** Forgets the points {@link #emptied} noted for the turn being played: a move taken back. */
    void forgetOpenTurn() {
        emptiedCount = length == 0 ? 0 : emptiedEnd[length - 1];
    }

    /**
     * Adds the colouring after the latest turn, with its number of stones, the player then to
     * move, whose move it was (or EMPTY), and the point it coloured (or {@link #NONE}); the points
     * it emptied have been given to {@link #emptied}.
     */
    void append(long hash, int stones, int mover, int maker, int point) {
        add(hash, (byte) mover, (byte) maker, point, emptiedCount);
        mostStones = Math.max(mostStones, stones);
    }

    /**
     * A cheaper filter than the hash: a colouring with more stones than every colouring of the
     * history repeats none of them. In the opening of a game every move passes it.
     */
    boolean moreStonesThanEver(int stones) {
        return stones > mostStones;
    }

    private void add(long hash, byte mover, byte maker, int point, int end) {
        if (length == hashes.length) {
            grow();
        }
        int i = length;
        hashes[i] = hash;
        if (keepsWho) {
            movers[i] = mover;
            makers[i] = maker;
        }
        coloured[i] = point;
        emptiedEnd[i] = end;
        mark(hash);
        length++;
    }

    private void grow() {
        int cap = hashes.length * 2;
        hashes = Arrays.copyOf(hashes, cap);
        movers = Arrays.copyOf(movers, cap);
        makers = Arrays.copyOf(makers, cap);
        coloured = Arrays.copyOf(coloured, cap);
        emptiedEnd = Arrays.copyOf(emptiedEnd, cap);
        makeFilter(cap);
        for (int i = 0; i < length; i++) {
            mark(hashes[i]);
        }
    }

    /** Sets this hash's bit of the filter. */
    private void mark(long hash) {
        int b = bit(hash);
        filter[b >>> 6] |= 1L << b;
        if (setters != null) {
            setters[b]++;
        }
    }

    /**
     * Forgets the latest entry, a turn taken back, and the points it emptied; the most stones
     * of a colouring is given back as it was before that entry.
     */
    void pop(int mostStonesBefore) {
        if (setters == null) {
            setters = new int[filterMask + 1];
            for (int i = 0; i < length; i++) {
                setters[bit(hashes[i])]++;
            }
        }
        length--;
        int b = bit(hashes[length]);
        if (--setters[b] == 0) {
            filter[b >>> 6] &= ~(1L << b);
        }
        emptiedCount = length == 0 ? 0 : emptiedEnd[length - 1];
        mostStones = mostStonesBefore;
    }

    /** The most stones of any colouring of the history. */
    int mostStones() {
        return mostStones;
    }

    /** Whether some entry may have this hash: the cheap filter before an exact check. */
    boolean mayContain(long hash) {
        int b = bit(hash);
        return (filter[b >>> 6] & 1L << b) != 0;
    }

    /** {@link #earliest(long, byte[], byte[], int, int, int, int)} over the whole history, from the start. */
    int earliest(long hash, byte[] now, byte[] colouring, int mover, int maker, int only) {
        return earliest(hash, now, colouring, mover, maker, only, 0);
    }

    /**
     * TT-6, exactly: the earliest entry whose colouring equals {@code colouring} (and, when
     * {@code mover} is a player, that stood with that player to move: TT-C6; when {@code maker}
     * is a player, that his own move gave the grid: FR-9; when {@code only} is not negative, that
     * is entry {@code only}: TT-V1; and not before entry {@code from}: TT-V3, TT-V6), or -1. {@code now}
     * is the colouring of the latest entry; both are the board's cells.
     */
    int earliest(long hash, byte[] now, byte[] colouring, int mover, int maker, int only, int from) {
        if (!keepsWho && (mover >= 0 || maker >= 0)) {
            throw new IllegalStateException("this history does not keep who moved: made for a rule that does not ask");
        }
        if (!mayContain(hash)) {
            return -1;
        }
        if (then == null || then.length != now.length) {
            then = new byte[now.length];
        }
        // then holds the colouring of entry `at`; the candidates, the entries with this hash, come newest first.
        int at = length - 1;
        boolean rebuilt = false;
        int found = -1;
        for (int i = length - 1; i >= from; i--) {
            if (hashes[i] != hash || !asked(i, mover, maker, only)) {
                continue;
            }
            if (!rebuilt) {
                System.arraycopy(now, 0, then, 0, now.length);
                rebuilt = true;
            }
            for (; at > i; at--) {
                undo(at);
            }
            if (Arrays.equals(then, colouring)) {
                found = i;
            }
        }
        return found;
    }

    /**
     * TT-V11, exactly: how many entries from entry {@code from} on have this colouring (the
     * colouring of the latest entry, given as the board's cells) with this player to move.
     */
    int count(long hash, byte[] now, int mover, int from) {
        if (!keepsWho) {
            throw new IllegalStateException("this history does not keep who was to move: made for a rule that does not ask");
        }
        if (then == null || then.length != now.length) {
            then = new byte[now.length];
        }
        System.arraycopy(now, 0, then, 0, now.length);
        int at = length - 1;
        int times = 0;
        for (int i = length - 1; i >= from; i--) {
            if (hashes[i] != hash || movers[i] != mover) {
                continue;
            }
            for (; at > i; at--) {
                undo(at);
            }
            if (Arrays.equals(then, now)) {
                times++;
            }
        }
        return times;
    }

    /** For earliest: whether entry i is one the rule compares (TT-C6: mover; FR-9: maker; TT-V1: only). */
    private boolean asked(int i, int mover, int maker, int only) {
        return (only < 0 || i == only) && (mover < 0 || movers[i] == mover) && (maker < 0 || makers[i] == maker);
    }

    /** Makes {@link #then}, the colouring of entry k, that of entry k - 1: the points k emptied get their colour back, the point it coloured is empty again. */
    private void undo(int k) {
        for (int c = emptiedEnd[k - 1]; c < emptiedEnd[k]; c++) {
            then[emptied[c] >>> 2] = (byte) (emptied[c] & 3);
        }
        // After the colours: a stone that cleared itself (TT-4, second clearing) is among them, and was empty before.
        if (coloured[k] != NONE) {
            then[coloured[k]] = FastBoard.EMPTY;
        }
    }

    int length() {
        return length;
    }
}
