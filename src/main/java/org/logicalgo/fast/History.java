package org.logicalgo.fast;

import java.util.Arrays;

/**
 * TT-R2 at machine speed: every grid colouring of a game, with a hash table over them. The hash
 * only finds candidates; a repetition is decided by comparing whole colourings, so a hash
 * collision can never refuse a legal move.
 *
 * <p>A colouring is not stored whole: each entry keeps what its turn changed (the point it
 * coloured, the points it emptied and the colour each had), a few ints a turn instead of the
 * whole grid. When a hash matches, the colourings of the matching entries are rebuilt from the
 * colouring now, undoing the turns one by one back to the oldest of them ({@link #earliest}); a
 * hash matches rarely, and for a ko two turns back. So the cost of a turn does not grow with the
 * size of the grid.
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
    /** older[i]: the next older entry with the same hash as entry i, or -1. */
    private int[] older;
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
     * The hash table, open addressing, a slot in one long so that a probe reads one word: the upper
     * 32 bits of a hash beside the newest entry with that hash, plus one, in the lower 32 (0: the
     * slot is free). A slot whose upper bits match has its whole hash confirmed in {@link #hashes}.
     * At most half the slots are taken: 16 KB for a 19x19 playout.
     */
    private long[] table;
    private static final long UPPER = 0xFFFF_FFFF_0000_0000L;
    /** slotOf[i]: the slot of entry i's hash, so that emptying the table costs the entries, not the slots. */
    private int[] slotOf;
    /**
     * The slot {@link #mayContain} last found for {@link #probed}, valid until the table next
     * changes: the move analysed is usually the one played next, and its entry goes there.
     */
    private int probedSlot = -1;
    private long probed;
    /** The most stones any colouring of the history has. */
    private int mostStones;
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
        older = new int[cap];
        coloured = new int[cap];
        emptiedEnd = new int[cap];
        slotOf = new int[cap];
        emptied = new int[cap];
        table = new long[tableSizeFor(cap)];
    }

    private static int tableSizeFor(int entries) {
        return Integer.highestOneBit(Math.max(32, entries * 2) - 1) << 1;
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
            table[slotOf[i]] = 0;
        }
        length = 0;
        probedSlot = -1;
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
        link(i, hash, probedSlot >= 0 && probed == hash ? probedSlot : slot(hash));
        probedSlot = -1;
        length++;
        if (length > table.length / 2) {
            rehash();
        }
    }

    private void link(int i, long hash, int slot) {
        older[i] = (int) table[slot] - 1;
        table[slot] = (hash & UPPER) | (i + 1);
        slotOf[i] = slot;
    }

    /** The slot holding this hash, or the free slot where it would go. */
    private int slot(long hash) {
        int mask = table.length - 1;
        int s = (int) (hash ^ (hash >>> 32)) & mask;
        long upper = hash & UPPER;
        for (long e = table[s]; e != 0; e = table[s]) {
            if ((e & UPPER) == upper && hashes[(int) e - 1] == hash) {
                return s;
            }
            s = (s + 1) & mask;
        }
        return s;
    }

    private void grow() {
        int cap = hashes.length * 2;
        hashes = Arrays.copyOf(hashes, cap);
        movers = Arrays.copyOf(movers, cap);
        makers = Arrays.copyOf(makers, cap);
        older = Arrays.copyOf(older, cap);
        coloured = Arrays.copyOf(coloured, cap);
        emptiedEnd = Arrays.copyOf(emptiedEnd, cap);
        slotOf = Arrays.copyOf(slotOf, cap);
    }

    private void rehash() {
        table = new long[table.length * 2];
        for (int i = 0; i < length; i++) {
            link(i, hashes[i], slot(hashes[i]));
        }
    }

    /** Whether some entry has this hash: the cheap filter before an exact check. */
    boolean mayContain(long hash) {
        int s = slot(hash);
        probed = hash;
        probedSlot = s;
        return table[s] != 0;
    }

    /**
     * TT-6, exactly: the earliest entry whose colouring equals {@code colouring} (and, when
     * {@code mover} is a player, that stood with that player to move: TT-C6; when {@code maker}
     * is a player, that his own move gave the grid: FR-9; when {@code only} is not negative, that
     * is entry {@code only}: TT-V1), or -1. {@code now} is the colouring of the latest entry; both
     * are the board's cells.
     */
    int earliest(long hash, byte[] now, byte[] colouring, int mover, int maker, int only) {
        if (!keepsWho && (mover >= 0 || maker >= 0)) {
            throw new IllegalStateException("this history does not keep who moved: made for a rule that does not ask");
        }
        int i = (int) table[slot(hash)] - 1;
        if (i < 0) {
            return -1;
        }
        if (then == null || then.length != now.length) {
            then = new byte[now.length];
        }
        System.arraycopy(now, 0, then, 0, now.length);
        // then holds the colouring of entry `at`; the candidates come newest first.
        int at = length - 1;
        int found = -1;
        for (; i >= 0; i = older[i]) {
            for (; at > i; at--) {
                undo(at);
            }
            if ((only < 0 || i == only) && (mover < 0 || movers[i] == mover) && (maker < 0 || makers[i] == maker)
                    && Arrays.equals(then, colouring)) {
                found = i;
            }
        }
        return found;
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
