package org.logicalgo.fast;

import java.util.Arrays;

/**
 * TT-R2 at machine speed: every grid colouring of a game, kept whole, with a hash table over
 * them. The hash only finds candidates; a repetition is decided by comparing the whole packed
 * colouring (two bits a point), so a hash collision can never refuse a legal move.
 *
 * <p>Append-only, and owned by one board: a copied board gets its own copy ({@link #copy}), so
 * no history is ever shared between threads. Memory is proportional to the number of turns.
 */
final class History {

    private final int words;
    private long[] hashes;
    private long[] colourings;
    private byte[] movers;
    /** Whose move gave each colouring (FR-9), or EMPTY for the start, a pass, an agreement. */
    private byte[] makers;
    /** older[i]: the next older entry with the same hash as entry i, or -1. */
    private int[] older;
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

    History(int words, int capacity) {
        this.words = words;
        int cap = Math.max(16, capacity);
        hashes = new long[cap];
        colourings = new long[cap * words];
        movers = new byte[cap];
        makers = new byte[cap];
        older = new int[cap];
        slotOf = new int[cap];
        table = new long[tableSizeFor(cap)];
    }

    private static int tableSizeFor(int entries) {
        return Integer.highestOneBit(Math.max(32, entries * 2) - 1) << 1;
    }

    /** The most stones any colouring of the history has. */
    private int mostStones;

    /** A history of its own for a copied board, with room for {@code room} more entries. */
    History copy(int room) {
        History h = new History(words, length + room);
        for (int i = 0; i < length; i++) {
            h.add(hashes[i], colourings, i * words, movers[i], makers[i]);
        }
        h.mostStones = mostStones;
        return h;
    }

    /**
     * Makes this history a copy of {@code other}, keeping this one's arrays when they are big
     * enough: a playout board reset to its root allocates nothing.
     */
    void assign(History other) {
        if (other.words != words) {
            throw new IllegalArgumentException("histories of different grids");
        }
        if (hashes.length < other.length + 16) {
            History fresh = other.copy(Math.max(16, other.length));
            hashes = fresh.hashes;
            colourings = fresh.colourings;
            movers = fresh.movers;
            makers = fresh.makers;
            older = fresh.older;
            slotOf = fresh.slotOf;
            table = fresh.table;
            length = fresh.length;
            mostStones = fresh.mostStones;
            return;
        }
        for (int i = 0; i < length; i++) {
            table[slotOf[i]] = 0;
        }
        length = 0;
        for (int i = 0; i < other.length; i++) {
            add(other.hashes[i], other.colourings, i * words, other.movers[i], other.makers[i]);
        }
        mostStones = other.mostStones;
    }

    /** Adds the colouring after the latest turn, with its number of stones and the player then to move. */
    void append(long hash, long[] colouring, int stones, int mover, int maker) {
        add(hash, colouring, 0, (byte) mover, (byte) maker);
        mostStones = Math.max(mostStones, stones);
    }

    /**
     * A cheaper filter than the hash: a colouring with more stones than every colouring of the
     * history repeats none of them. In the opening of a game every move passes it.
     */
    boolean moreStonesThanEver(int stones) {
        return stones > mostStones;
    }

    private void add(long hash, long[] source, int from, byte mover, byte maker) {
        if (length == hashes.length) {
            grow();
        }
        int i = length;
        hashes[i] = hash;
        System.arraycopy(source, from, colourings, i * words, words);
        movers[i] = mover;
        makers[i] = maker;
        link(i, hash);
        length++;
        if (length > table.length / 2) {
            rehash();
        }
    }

    private void link(int i, long hash) {
        int slot = slot(hash);
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
        colourings = Arrays.copyOf(colourings, cap * words);
        movers = Arrays.copyOf(movers, cap);
        makers = Arrays.copyOf(makers, cap);
        older = Arrays.copyOf(older, cap);
        slotOf = Arrays.copyOf(slotOf, cap);
    }

    private void rehash() {
        table = new long[table.length * 2];
        for (int i = 0; i < length; i++) {
            link(i, hashes[i]);
        }
    }

    /** Whether some entry has this hash: the cheap filter before an exact check. */
    boolean mayContain(long hash) {
        return table[slot(hash)] != 0;
    }

    /**
     * TT-6, exactly: the earliest entry whose colouring equals {@code colouring}
     * (and, when {@code mover} is a player, that stood with that player to move: TT-C6; when
     * {@code maker} is a player, that his own move gave the grid: FR-9), or -1.
     */
    int earliest(long hash, long[] colouring, int mover, int maker) {
        int found = -1;
        for (int i = (int) table[slot(hash)] - 1; i >= 0; i = older[i]) {
            if ((mover < 0 || movers[i] == mover) && (maker < 0 || makers[i] == maker) && Arrays.equals(colourings, i * words,
                    i * words + words, colouring, 0, words)) {
                found = i;
            }
        }
        return found;
    }

    int length() {
        return length;
    }
}
