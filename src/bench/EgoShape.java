import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;

/**
 * Where the fast engine's ceiling is, measured (issue 29): a board of libEGO's shape written in
 * Java for this project (not libEGO's code, not the fast engine's), playing light playouts the way
 * libEGO's benchmark loop plays them, to which the steps logical-go's playouts add can be added
 * one at a time. Run by src/bench/ego-shape.sh beside libEGO itself; docs/performance.md keeps
 * the figures.
 *
 * <pre>
 * java src/bench/EgoShape.java SIDE SECONDS WARM_UP [uniform] [history] [analysis]
 * </pre>
 *
 * <p>The board: colours, neighbour counts (four 4-bit counts in an int), strings as circles with
 * an id and a count of (stone, empty neighbour) pairs, the empty points in a list, a Zobrist hash.
 * A move is played without being worked out first: each neighbouring string loses a pair, an
 * opponent string left with none is cleared, strings of the mover's colour are joined, and a
 * string of his left with none is cleared (suicide of several stones); a lone stone among the
 * opponent's stones that clears nothing is refused, as is the retaking of a ko at once (simple
 * ko). The turn: from a random place in the list of empty points, the first point in list order
 * that is not the mover's eye by Dailey's rule and that the board allows, or a pass; a game ends
 * at two passes (then scored by stones and one-point eyes) or at twice the area in turns.
 *
 * <p>The steps, each an argument: {@code uniform} draws without replacement, uniformly (a random
 * number a point tried, a swap a point refused) instead of the scan; {@code history} keeps the
 * bookkeeping of an exact positional superko (a hash and a table entry a turn, a probe of the
 * table a move when the stones are not more than ever; hits counted, not acted on: the measure is
 * of the bookkeeping); {@code analysis} reads what logical-go's {@code analyse} reads before a
 * move (the four strings' ids and pairs, whether one may be cleared, the hash after).
 *
 * <p>Prints one line, as libEGO's driver does: {@code playouts=P turns=T black_wins=B cpu_ns=C
 * wall_ns=W grid=N}, for the SECONDS of the thread's CPU time after WARM_UP seconds of it.
 */
public final class EgoShape {

    private static final int EMPTY = 0;
    private static final int BLACK = 1;
    private static final int WHITE = 2;
    private static final int OFF = 3;

    private final int side;
    private final int stride;
    private final int cells;
    private final int area;
    private final boolean uniform;
    private final boolean history;
    private final boolean analysis;
    private final int[] dirs;
    private final long[] keys;

    private final byte[] colour;
    private final int[] around;
    private final int[] next;
    private final int[] id;
    private final int[] pairs;
    private final int[] empties;
    private final int[] emptyAt;
    private final int[] stones = new int[3];
    private int emptyCount;
    private int koPoint = -1;
    private int lastMover = WHITE;
    private int turns;
    private int passes;
    private long hash;

    // The empty board, copied back at the start of each playout.
    private final byte[] colour0;
    private final int[] around0;
    private final int[] next0;
    private final int[] id0;
    private final int[] empties0;
    private final int[] emptyAt0;

    // The history's bookkeeping.
    private final long[] hashes;
    private final int[] slotOf;
    private final int[] older;
    private final long[] table;
    private int length;
    private int mostStones;
    private long hits;

    private long seed = 12345;
    private long sink;
    private long blackWins;

    private EgoShape(int side, boolean uniform, boolean history, boolean analysis) {
        this.side = side;
        this.uniform = uniform;
        this.history = history;
        this.analysis = analysis;
        stride = side + 1;
        cells = (side + 2) * stride + 1;
        area = side * side;
        dirs = new int[] {-1, 1, -stride, stride};
        keys = new long[3 * cells];
        java.util.SplittableRandom r = new java.util.SplittableRandom(1);
        for (int i = 0; i < keys.length; i++) {
            keys[i] = r.nextLong();
        }
        colour = new byte[cells];
        around = new int[cells];
        next = new int[cells];
        id = new int[cells];
        pairs = new int[cells];
        empties = new int[area];
        emptyAt = new int[cells];
        Arrays.fill(colour, (byte) OFF);
        for (int row = 0; row < side; row++) {
            for (int column = 0; column < side; column++) {
                int v = (row + 1) * stride + column + 1;
                colour[v] = EMPTY;
                emptyAt[v] = emptyCount;
                empties[emptyCount++] = v;
            }
        }
        for (int v = 0; v < cells; v++) {
            next[v] = v;
            id[v] = v;
            if (colour[v] != OFF) {
                for (int d : dirs) {
                    around[v] += 1 << (4 * colour[v + d]);
                }
            }
        }
        colour0 = colour.clone();
        around0 = around.clone();
        next0 = next.clone();
        id0 = id.clone();
        empties0 = empties.clone();
        emptyAt0 = emptyAt.clone();
        int capacity = 4 * area + 16;
        hashes = new long[capacity];
        slotOf = new int[capacity];
        older = new int[capacity];
        table = new long[Integer.highestOneBit(2 * capacity - 1) << 1];
    }

    private static int count(int a, int c) {
        return (a >>> (4 * c)) & 15;
    }

    private int random(int bound) {
        seed = seed * 6364136223846793005L + 1442695040888963407L;
        return (int) (((seed >>> 32) * bound) >>> 32);
    }

    private void reset() {
        System.arraycopy(colour0, 0, colour, 0, cells);
        System.arraycopy(around0, 0, around, 0, cells);
        System.arraycopy(next0, 0, next, 0, cells);
        System.arraycopy(id0, 0, id, 0, cells);
        System.arraycopy(empties0, 0, empties, 0, area);
        System.arraycopy(emptyAt0, 0, emptyAt, 0, cells);
        emptyCount = area;
        koPoint = -1;
        lastMover = WHITE;
        turns = 0;
        passes = 0;
        stones[BLACK] = 0;
        stones[WHITE] = 0;
        hash = 0;
        for (int i = 0; i < length; i++) {
            table[slotOf[i]] = 0;
        }
        length = 0;
        mostStones = 0;
    }

    /** Dailey's eye: every neighbour on the grid the player's, and of the diagonal ones at most one the opponent's (none on the edge). */
    private boolean eye(int player, int v) {
        int a = around[v];
        if (count(a, player) + count(a, OFF) != 4) {
            return false;
        }
        int opp = 3 - player;
        int diagonal = (colour[v - stride - 1] == opp ? 1 : 0) + (colour[v - stride + 1] == opp ? 1 : 0)
                + (colour[v + stride - 1] == opp ? 1 : 0) + (colour[v + stride + 1] == opp ? 1 : 0);
        return diagonal + (count(a, OFF) > 0 ? 1 : 0) < 2;
    }

    /** Whether the board allows the player's stone at v: refused only a lone stone into the opponent's eye that clears nothing, and a ko retaken at once. */
    private boolean allowed(int player, int v) {
        int a = around[v];
        if (count(a, 3 - player) + count(a, OFF) != 4) {
            return true;
        }
        if (v == koPoint && player == 3 - lastMover) {
            return false;
        }
        int w = id[v - 1];
        int e = id[v + 1];
        int s = id[v - stride];
        int n = id[v + stride];
        pairs[w]--;
        pairs[e]--;
        pairs[s]--;
        pairs[n]--;
        boolean clears = pairs[w] == 0 | pairs[e] == 0 | pairs[s] == 0 | pairs[n] == 0;
        pairs[w]++;
        pairs[e]++;
        pairs[s]++;
        pairs[n]++;
        return clears;
    }

    private void place(int player, int v) {
        hash ^= keys[player * cells + v];
        stones[player]++;
        colour[v] = (byte) player;
        int last = empties[--emptyCount];
        int at = emptyAt[v];
        emptyAt[last] = at;
        empties[at] = last;
        id[v] = v;
        pairs[v] = count(around[v], EMPTY);
    }

    private void clear(int v) {
        int old = colour[v];
        int s = v;
        do {
            hash ^= keys[old * cells + s];
            stones[old]--;
            colour[s] = EMPTY;
            emptyAt[s] = emptyCount;
            empties[emptyCount++] = s;
            id[s] = s;
            s = next[s];
        } while (s != v);
        int change = 1 - (1 << (4 * old));
        do {
            for (int d = 0; d < 4; d++) {
                around[s + dirs[d]] += change;
                pairs[id[s + dirs[d]]]++;
            }
            int following = next[s];
            next[s] = s;
            s = following;
        } while (s != v);
    }

    private void join(int base, int other) {
        int b = id[base];
        pairs[b] += pairs[id[other]];
        int s = other;
        do {
            id[s] = b;
            s = next[s];
        } while (s != other);
        int t = next[base];
        next[base] = next[other];
        next[other] = t;
    }

    private void play(int player, int v) {
        lastMover = player;
        turns++;
        if (v < 0) {
            koPoint = -1;
            passes++;
            return;
        }
        passes = 0;
        koPoint = -1;
        int a = around[v];
        int opp = 3 - player;
        if (count(a, opp) + count(a, OFF) == 4) {
            playIntoEye(player, opp, v);
            return;
        }
        place(player, v);
        neighbour(player, opp, v, v - 1);
        neighbour(player, opp, v, v + 1);
        neighbour(player, opp, v, v - stride);
        neighbour(player, opp, v, v + stride);
        if (pairs[id[v]] == 0) {
            clear(v);
        }
    }

    /** For play: the neighbour q of the stone just placed at v gains a neighbour of the player's colour and its string loses a pair; cleared or joined. */
    private void neighbour(int player, int opp, int v, int q) {
        around[q] += (1 << (4 * player)) - 1;
        int c = colour[q];
        if (c == player || c == opp) {
            pairs[id[q]]--;
            if (c == opp) {
                if (pairs[id[q]] == 0) {
                    clear(q);
                }
            } else if (id[q] != id[v]) {
                if (pairs[id[v]] > pairs[id[q]]) {
                    join(v, q);
                } else {
                    join(q, v);
                }
            }
        }
    }

    /** For play: a stone into the opponent's eye, which allowed() let through: it clears at least one string; one stone cleared makes a ko. */
    private void playIntoEye(int player, int opp, int v) {
        pairs[id[v - 1]]--;
        pairs[id[v + 1]]--;
        pairs[id[v - stride]]--;
        pairs[id[v + stride]]--;
        int emptyBefore = emptyCount;
        place(player, v);
        int change = (1 << (4 * player)) - 1;
        around[v - 1] += change;
        around[v + 1] += change;
        around[v - stride] += change;
        around[v + stride] += change;
        for (int d = 0; d < 4; d++) {
            int q = v + dirs[d];
            if (colour[q] == opp && pairs[id[q]] == 0) {
                clear(q);
            }
        }
        if (emptyCount == emptyBefore) {
            koPoint = empties[emptyCount - 1];
        }
    }

    /** logical-go's analyse: the reads before a move, the hash after the commonest move. */
    private void analyse(int player, int v) {
        int a = around[v];
        int opp = 3 - player;
        int w = id[v - 1];
        int e = id[v + 1];
        int s = id[v - stride];
        int n = id[v + stride];
        int opponents = count(a, opp);
        boolean mayClear = opponents != 0 && ((colour[v - 1] == opp & pairs[w] <= opponents)
                | (colour[v + 1] == opp & pairs[e] <= opponents) | (colour[v - stride] == opp & pairs[s] <= opponents)
                | (colour[v + stride] == opp & pairs[n] <= opponents));
        sink += !mayClear && count(a, EMPTY) != 0 ? hash ^ keys[player * cells + v] : w + e + s + n;
    }

    private void record() {
        int mask = table.length - 1;
        int slot = (int) (hash ^ (hash >>> 32)) & mask;
        long upper = hash & 0xFFFF_FFFF_0000_0000L;
        int all = stones[BLACK] + stones[WHITE];
        for (long entry = table[slot]; entry != 0; entry = table[slot]) {
            if ((entry & 0xFFFF_FFFF_0000_0000L) == upper && hashes[(int) entry - 1] == hash) {
                break;
            }
            slot = (slot + 1) & mask;
        }
        if (all <= mostStones && table[slot] != 0) {
            hits++;
        }
        mostStones = Math.max(mostStones, all);
        int i = length++;
        hashes[i] = hash;
        older[i] = (int) table[slot] - 1;
        table[slot] = upper | (i + 1);
        slotOf[i] = slot;
    }

    private int choose(int player) {
        if (uniform) {
            for (int left = emptyCount; left > 0; left--) {
                int k = random(left);
                int v = empties[k];
                if (!eye(player, v) && allowed(player, v)) {
                    return v;
                }
                int u = empties[left - 1];
                empties[k] = u;
                emptyAt[u] = k;
                empties[left - 1] = v;
                emptyAt[v] = left - 1;
            }
            return -1;
        }
        if (emptyCount == 0) {
            return -1;
        }
        int first = random(emptyCount);
        int i = first;
        do {
            int v = empties[i];
            if (!eye(player, v) && allowed(player, v)) {
                return v;
            }
            i = i + 1 == emptyCount ? 0 : i + 1;
        } while (i != first);
        return -1;
    }

    private int score() {
        int s = stones[BLACK] - stones[WHITE];
        for (int i = 0; i < emptyCount; i++) {
            int a = around[empties[i]];
            if (count(a, BLACK) + count(a, OFF) == 4) {
                s++;
            } else if (count(a, WHITE) + count(a, OFF) == 4) {
                s--;
            }
        }
        return s;
    }

    private int playout() {
        reset();
        while (true) {
            int player = 3 - lastMover;
            int v = choose(player);
            if (analysis && v >= 0) {
                analyse(player, v);
            }
            play(player, v);
            if (history) {
                record();
            }
            if (passes >= 2) {
                if (score() > 0) {
                    blackWins++;
                }
                return turns;
            }
            if (turns >= 2 * area) {
                return turns;
            }
        }
    }

    public static void main(String[] args) {
        if (args.length < 3) {
            System.err.println("usage: java src/bench/EgoShape.java SIDE SECONDS WARM_UP [uniform] [history] [analysis]");
            System.exit(2);
        }
        int side;
        double seconds;
        double warmUp;
        try {
            side = Integer.parseInt(args[0]);
            seconds = Double.parseDouble(args[1]);
            warmUp = Double.parseDouble(args[2]);
        } catch (NumberFormatException e) {
            side = 0;
            seconds = 0;
            warmUp = -1;
        }
        java.util.List<String> steps = Arrays.asList(args).subList(3, args.length);
        java.util.List<String> known = java.util.List.of("uniform", "history", "analysis");
        if (side < 2 || side > 25 || !(seconds > 0 && seconds <= 600) || !(warmUp >= 0 && warmUp <= 600)
                || !known.containsAll(steps)) {
            System.err.println("EgoShape: SIDE is 2 to 25, SECONDS above 0 and WARM_UP from 0 (both at most 600), the steps"
                    + " among uniform, history, analysis; given: " + String.join(" ", args));
            System.exit(2);
        }
        EgoShape board = new EgoShape(side, steps.contains("uniform"), steps.contains("history"), steps.contains("analysis"));
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long start = threads.getCurrentThreadCpuTime();
        while (threads.getCurrentThreadCpuTime() - start < warmUp * 1e9) {
            for (int k = 0; k < 16; k++) {
                board.playout();
            }
        }
        board.blackWins = 0;
        long playouts = 0;
        long turns = 0;
        long cpu0 = threads.getCurrentThreadCpuTime();
        long wall0 = System.nanoTime();
        long cpu = cpu0;
        while (cpu - cpu0 < seconds * 1e9) {
            for (int k = 0; k < 16; k++) {
                turns += board.playout();
                playouts++;
            }
            cpu = threads.getCurrentThreadCpuTime();
        }
        long wall = System.nanoTime() - wall0;
        System.out.printf(Locale.ROOT, "playouts=%d turns=%d black_wins=%d cpu_ns=%d wall_ns=%d grid=%d%n", playouts, turns,
                board.blackWins, cpu - cpu0, wall, side);
        if (board.sink == 42 && board.hits < 0) {
            System.out.println();
        }
    }
}
