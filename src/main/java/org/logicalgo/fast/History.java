package org.logicalgo.fast;

import java.util.Arrays;

/**
 * TT-R2 at machine speed: every grid colouring of a game, kept whole, with a hash table over
 * them. The hash only finds candidates; a repetition is decided by comparing the whole packed
 * colouring (two bits a point), so a hash collision can never refuse a legal move.
 *
 * <p>Append-only and shared between the game values of one line of play: a game knows how many
 * entries are its own ({@code limit}) and ignores the rest. A game that appends where another
 * already has (a branch after an undo) gets its own copy of the common prefix. Memory is
 * proportional to the number of turns.
 */
final class History {

    private final int words;
    private long[] hashes;
    private long[] colourings;
    private byte[] movers;
    private int[] older;
    private int length;
    private int[] table;

    History(int words, int capacity) {
        this.words = words;
        int cap = Math.max(16, capacity);
        hashes = new long[cap];
        colourings = new long[cap * words];
        movers = new byte[cap];
        older = new int[cap];
        table = new int[tableSizeFor(cap)];
        Arrays.fill(table, -1);
    }

    private static int tableSizeFor(int entries) {
        return Integer.highestOneBit(Math.max(32, entries * 2) - 1) << 1;
    }

    /**
     * Adds the colouring after turn {@code limit - 1} of a game that owns the first {@code limit}
     * entries, and returns the history the game must use from now on (this one, or a copy of the
     * prefix when another game has appended here first).
     */
    synchronized History append(int limit, long hash, long[] colouring, int mover) {
        History target = this;
        if (limit != length) {
            target = new History(words, limit * 2);
            for (int i = 0; i < limit; i++) {
                target.add(hashes[i], colourings, i * words, movers[i]);
            }
        }
        target.add(hash, colouring, 0, (byte) mover);
        return target;
    }

    private void add(long hash, long[] source, int from, byte mover) {
        if (length == hashes.length) {
            grow();
        }
        int i = length;
        hashes[i] = hash;
        System.arraycopy(source, from, colourings, i * words, words);
        movers[i] = mover;
        int slot = slot(hash);
        older[i] = table[slot];
        table[slot] = i;
        length++;
        if (length * 2 > table.length) {
            rehash();
        }
    }

    private int slot(long hash) {
        int mask = table.length - 1;
        int s = (int) (hash ^ (hash >>> 32)) & mask;
        while (table[s] >= 0 && hashes[table[s]] != hash) {
            s = (s + 1) & mask;
        }
        return s;
    }

    private void grow() {
        int cap = hashes.length * 2;
        hashes = Arrays.copyOf(hashes, cap);
        colourings = Arrays.copyOf(colourings, cap * words);
        movers = Arrays.copyOf(movers, cap);
        older = Arrays.copyOf(older, cap);
    }

    private void rehash() {
        table = new int[table.length * 2];
        Arrays.fill(table, -1);
        for (int i = 0; i < length; i++) {
            int slot = slot(hashes[i]);
            older[i] = table[slot];
            table[slot] = i;
        }
    }

    /** Whether some entry below {@code limit} has this hash: the cheap filter before an exact check. */
    synchronized boolean mayContain(int limit, long hash) {
        for (int i = table[slot(hash)]; i >= 0; i = older[i]) {
            if (i < limit) {
                return true;
            }
        }
        return false;
    }

    /**
     * TT-6, exactly: the earliest entry below {@code limit} whose colouring equals {@code colouring}
     * (and, when {@code mover} is a player, that stood with that player to move: TT-C6), or -1.
     */
    synchronized int earliest(int limit, long hash, long[] colouring, int mover) {
        int found = -1;
        for (int i = table[slot(hash)]; i >= 0; i = older[i]) {
            if (i < limit && (mover < 0 || movers[i] == mover) && Arrays.equals(colourings, i * words,
                    i * words + words, colouring, 0, words)) {
                found = i;
            }
        }
        return found;
    }

    synchronized int length() {
        return length;
    }
}
