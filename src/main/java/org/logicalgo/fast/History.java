package org.logicalgo.fast;

import java.util.Arrays;

import org.logicalgo.rules.BadValue;

/**
 * TT-R2 at machine speed: every grid colouring of a game, indexed by their hashes. The hash only
 * finds candidates; a repetition is decided by comparing whole colourings, so a hash collision can
 * never refuse a legal move.
 *
 * <p>A colouring is not stored whole: each entry keeps what its turn changed (the point it
 * coloured, the points it emptied and the colour each had), a few ints a turn instead of the
 * whole grid. The entries with a hash are found through a table of hashes and a chain from each
 * entry to the one before it with the same hash, in constant time whatever the game's length;
 * their colourings are rebuilt by undoing turns from the colouring now, or from the nearest
 * colouring kept whole ({@link #offer}: one every {@link #KEPT_WHOLE_EVERY} entries), so a
 * candidate costs at most that many undos however far back it stood. Only a real repetition, or a
 * collision of 64-bit hashes, has candidates: a turn of a game that repeats nothing costs a few
 * stores and one look in the table.
 *
 * <p>Colourings are given as the board's cells, one byte a cell, border included. Append-only,
 * and owned by one board: a copied board gets its own copy ({@link #copy}), so no history is ever
 * shared between threads. Memory is about {@link #BYTES_A_TURN} bytes a turn, 4 a stone cleared,
 * and one colouring every {@link #KEPT_WHOLE_EVERY} turns; at most {@link #MOST_TURNS} turns.
 */
final class History {

    /** {@link #append}'s point for a turn that colours none: the start, a pass, an agreement. */
    static final int NONE = -1;

    /**
     * The most turns a game may have: 2^25, more than a record of the largest file read by default
     * (64 MB) can hold (a turn takes at least 3 bytes of a moves file, 6 of an SGF record), and at
     * {@link #BYTES_A_TURN} bytes a turn about a gigabyte. A turn past it is refused in one line.
     */
    static final int MOST_TURNS = 1 << 25;

    /**
     * What a turn of a fast game costs at most, as counted from the arrays below (a hash, who
     * moved, the point, the end of its clearings, the chain, up to four slots of the table) and
     * the turn itself in its game's line ({@link FastGame}); half as much again while an array doubles.
     */
    static final int BYTES_A_TURN = 8 + 2 + 4 + 4 + 4 + 4 * 4 + 4;

    /** How far apart the colourings kept whole are: the most undos a candidate's colouring costs. */
    static final int KEPT_WHOLE_EVERY = 512;

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
    /** sameHashBefore[i]: the latest entry before i with entry i's hash, or NONE. */
    private int[] sameHashBefore;
    /**
     * The latest entry of each hash of the history, plus one (0: an empty slot), by linear probing
     * from the hash's slot ({@link #home}); never more than half full, so a look ends in a slot or two.
     */
    private int[] latest;
    private int latestMask;
    /** How many hashes {@link #latest} holds. */
    private int distinct;
    /** The most stones any colouring of the history has. */
    private int mostStones;
    /** In {@link #earliest}: a colouring of the history, rebuilt by undoing turns. Made at its first call. */
    private byte[] then;
    /**
     * The colourings kept whole: that of entry k * {@link #KEPT_WHOLE_EVERY} at
     * [k * cellCount, (k + 1) * cellCount), for k below {@code keptWhole}.
     */
    private byte[] whole = new byte[0];
    private int keptWhole;
    private int cellCount;

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
        sameHashBefore = new int[cap];
        latest = new int[Integer.highestOneBit(2 * cap - 1) << 1];
        latestMask = latest.length - 1;
    }

    /** Where the look for a hash starts in {@link #latest}. */
    private int home(long hash) {
        return (int) (hash ^ (hash >>> 32)) & latestMask;
    }

    /** The slot of {@link #latest} holding this hash's latest entry, or the empty slot where it would go. */
    private int slot(long hash) {
        int s = home(hash);
        while (latest[s] != 0 && hashes[latest[s] - 1] != hash) {
            s = (s + 1) & latestMask;
        }
        return s;
    }

    /** The latest entry with this hash, or NONE. */
    int latestWith(long hash) {
        return latest[slot(hash)] - 1;
    }

    /** The latest entry before entry i with the same hash, or NONE. */
    int sameHashBefore(int i) {
        return sameHashBefore[i];
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
        // Every slot in use is reached from its hash's home over slots in use: clearing each such run empties the table.
        for (int i = 0; i < length; i++) {
            for (int s = home(hashes[i]); latest[s] != 0; s = (s + 1) & latestMask) {
                latest[s] = 0;
            }
        }
        length = 0;
        distinct = 0;
        if (emptied.length < other.emptiedCount) {
            emptied = new int[Math.max(other.emptiedCount, 2 * emptied.length)];
        }
        System.arraycopy(other.emptied, 0, emptied, 0, other.emptiedCount);
        emptiedCount = other.emptiedCount;
        for (int i = 0; i < other.length; i++) {
            add(other.hashes[i], other.movers[i], other.makers[i], other.coloured[i], other.emptiedEnd[i]);
        }
        mostStones = other.mostStones;
        cellCount = other.cellCount;
        keptWhole = other.keptWhole;
        if (whole.length < keptWhole * cellCount) {
            whole = new byte[other.whole.length];
        }
        System.arraycopy(other.whole, 0, whole, 0, keptWhole * cellCount);
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
     * Before turn {@code turn} changes anything: makes room for its entry and for {@code points}
     * points it may empty, so that the turn, once begun, allocates nothing and cannot fail half
     * played. A turn past {@link #MOST_TURNS}, or one the Java VM has no memory for, is refused
     * here, the game as it was.
     */
    void makeRoom(int turn, int points) {
        if (length >= MOST_TURNS) {
            throw BadValue.tooManyTurns(turn, MOST_TURNS);
        }
        try {
            if (length == hashes.length) {
                grow();
            }
            if (emptiedCount + points > emptied.length) {
                emptied = Arrays.copyOf(emptied, Math.max(2 * emptied.length, emptiedCount + points));
            }
            if (2 * (distinct + 1) > latest.length) {
                rehash(2 * latest.length);
            }
            if (length == keptWhole * KEPT_WHOLE_EVERY && whole.length < (keptWhole + 1) * cellCount) {
                whole = Arrays.copyOf(whole, Math.max(4 * cellCount, 2 * whole.length));
            }
        } catch (OutOfMemoryError e) {
            // A failed allocation leaves the heap and this history as they were: safe to say and go on.
            throw BadValue.noMemoryForTurn(turn, BYTES_A_TURN);
        }
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
     * Offers the colouring of the latest entry, as the board's cells, to be kept whole where one is
     * due: every {@link #KEPT_WHOLE_EVERY} entries. A history never offered one rebuilds from the
     * colouring now only.
     */
    void offer(byte[] cells) {
        if (length - 1 != keptWhole * KEPT_WHOLE_EVERY) {
            return;
        }
        cellCount = cells.length;
        if (whole.length < (keptWhole + 1) * cellCount) {
            whole = Arrays.copyOf(whole, Math.max(4 * cellCount, 2 * whole.length));
        }
        System.arraycopy(cells, 0, whole, keptWhole * cellCount, cellCount);
        keptWhole++;
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
        int s = slot(hash);
        if (latest[s] == 0) {
            distinct++;
        }
        sameHashBefore[i] = latest[s] - 1;
        latest[s] = i + 1;
        length++;
        if (2 * distinct > latest.length) {
            rehash(2 * latest.length);
        }
    }

    /** Doubles the arrays, each made before any is replaced: an allocation that fails leaves the history whole. */
    private void grow() {
        int cap = hashes.length * 2;
        long[] h = Arrays.copyOf(hashes, cap);
        byte[] mv = Arrays.copyOf(movers, cap);
        byte[] mk = Arrays.copyOf(makers, cap);
        int[] c = Arrays.copyOf(coloured, cap);
        int[] e = Arrays.copyOf(emptiedEnd, cap);
        int[] same = Arrays.copyOf(sameHashBefore, cap);
        hashes = h;
        movers = mv;
        makers = mk;
        coloured = c;
        emptiedEnd = e;
        sameHashBefore = same;
    }

    /**
     * Makes {@link #latest} of this many slots: each entry's slot, oldest first, so that the latest
     * of each hash stays. The table is made before it replaces the old one: an allocation that
     * fails leaves the history whole.
     */
    private void rehash(int slots) {
        int[] table = new int[slots];
        latest = table;
        latestMask = slots - 1;
        for (int i = 0; i < length; i++) {
            latest[slot(hashes[i])] = i + 1;
        }
    }

    /**
     * Forgets the latest entry, a turn taken back, and the points it emptied; the most stones
     * of a colouring is given back as it was before that entry.
     */
    void pop(int mostStonesBefore) {
        length--;
        int s = slot(hashes[length]);
        if (sameHashBefore[length] != NONE) {
            latest[s] = sameHashBefore[length] + 1;
        } else {
            vacate(s);
        }
        if (keptWhole > 0 && (keptWhole - 1) * KEPT_WHOLE_EVERY >= length) {
            keptWhole--;
        }
        emptiedCount = length == 0 ? 0 : emptiedEnd[length - 1];
        mostStones = mostStonesBefore;
    }

    /** Empties slot s of {@link #latest}, moving back the later slots of its run whose look would pass over it. */
    private void vacate(int s) {
        distinct--;
        int hole = s;
        for (int j = (s + 1) & latestMask; latest[j] != 0; j = (j + 1) & latestMask) {
            int h = home(hashes[latest[j] - 1]);
            boolean reachedWithoutTheHole = hole < j ? h > hole && h <= j : h > hole || h <= j;
            if (!reachedWithoutTheHole) {
                latest[hole] = latest[j];
                hole = j;
            }
        }
        latest[hole] = 0;
    }

    /** The most stones of any colouring of the history. */
    int mostStones() {
        return mostStones;
    }

    /** Whether some entry has this hash: the cheap look before an exact check. */
    boolean mayContain(long hash) {
        return latest[slot(hash)] != 0;
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
        Rebuilt rebuilt = new Rebuilt(now);
        if (only >= 0) {
            boolean is = only >= from && only < length && hashes[only] == hash && asked(only, mover, maker, only)
                    && Arrays.equals(rebuilt.at(only), colouring);
            return is ? only : -1;
        }
        int found = -1;
        // The candidates, the entries with this hash, newest first.
        for (int i = latestWith(hash); i >= from; i = sameHashBefore[i]) {
            if (asked(i, mover, maker, only) && Arrays.equals(rebuilt.at(i), colouring)) {
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
        Rebuilt rebuilt = new Rebuilt(now);
        int times = 0;
        for (int i = latestWith(hash); i >= from; i = sameHashBefore[i]) {
            if (movers[i] == mover && Arrays.equals(rebuilt.at(i), now)) {
                times++;
            }
        }
        return times;
    }

    /**
     * The colourings of entries asked newest first, in {@link #then}: each rebuilt from the one
     * before it or from the nearest colouring kept whole after it, whichever is nearer.
     */
    private final class Rebuilt {
        private final byte[] now;
        /** The entry whose colouring {@link #then} holds; none yet above the latest. */
        private int at;

        Rebuilt(byte[] now) {
            this.now = now;
            this.at = length;
        }

        byte[] at(int i) {
            if (then == null || then.length != now.length) {
                then = new byte[now.length];
            }
            if (at == length) {
                System.arraycopy(now, 0, then, 0, now.length);
                at = length - 1;
            }
            // The colouring kept whole at or after entry i, if it is nearer than the one rebuilt.
            int k = (i + KEPT_WHOLE_EVERY - 1) / KEPT_WHOLE_EVERY;
            int kept = k * KEPT_WHOLE_EVERY;
            if (k < keptWhole && kept < at && cellCount == now.length) {
                System.arraycopy(whole, k * cellCount, then, 0, cellCount);
                at = kept;
            }
            for (; at > i; at--) {
                undo(at);
            }
            return then;
        }
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
