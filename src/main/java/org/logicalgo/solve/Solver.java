package org.logicalgo.solve;

import org.logicalgo.fast.FastBoard;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Symmetry;
import org.logicalgo.rules.Turn;

/**
 * The exact minimax value of a game under a ruleset's logical rules, by alpha-beta search on the
 * fast board: Black maximises, White minimises, the score difference at the end (TT-9, as the
 * ruleset counts: area or shared), komi apart. The game ends at two consecutive passes (TT-8);
 * under a ruleset that ends it by an agreement (TT-C8, FR-13, NZ-10) the search ends it there too,
 * with nothing removed: dead stones must be taken by play ({@link #endingModelled}).
 *
 * <p><b>Why the table is sound.</b> Under a repetition rule the value of a position depends on
 * the history (the graph-history interaction problem). The table is keyed by all that the rules
 * can ever consult: the colouring, the player to move, whether the last turn was a pass, and the
 * <em>set</em> of the history's entries the repetition rule counts: colourings under positional
 * superko (TT-6), colourings with the player then to move under situational superko (TT-C6,
 * NZ-8), colourings with the player whose move made them under FR-9. Whether a later move is
 * refused depends only on that set, so two nodes with equal keys have equal subtrees and equal
 * values: an entry is used only for a key equal to its own, compared whole (no hash decides).
 * Symmetries of the grid map a key to the key of an equivalent game; the table holds the least
 * of a key's images, and a node whose key a symmetry leaves unchanged searches one move of each
 * orbit. Under positional superko the set may be cut to the earlier colourings play can still
 * come back to ({@link Options#reachable}, {@link ColouringGraph}, proved in docs/solve.md).
 * Depth-limited iterations ({@link Options#deepening}) store only results whose subtree met no
 * horizon: those are exact. Move-ordering hints are keyed by the position alone: they change the
 * order, never a value. The first window is the score's bounds, -area..area
 * ({@link Options#window}). Nodes are counted as Tromp counts them (positions with a player to
 * move) and the ended games apart ({@link Solution#ends}). See docs/solve.md.
 *
 * <p>Grids of at most {@link #MAX_AREA} points (a colouring is one base-3 number in a long).
 * Not thread-safe; one solver, one search.
 */
public final class Solver {

    /** The most points a grid may have: 3^39 fits in a long, twice over. */
    public static final int MAX_AREA = 39;

    private static final int INF = 1 << 20;
    private static final long NO_ENTRY = Long.MIN_VALUE;

    /** When a pass is tried among the turns of a node. */
    public enum PassOrder { FIRST, LAST }

    /**
     * How the root's value is found: one search with the score's window (alpha-beta as Tromp's
     * program does it), or MTD(f) (Plaat; Weninger and Hayward's driver for linear Go): tests of
     * one point's width, "is the value at least g?", each of which, once it ends, proves a bound;
     * or the same tests each settled by proof numbers (df-pn, Nagai), which go by the size of
     * the proof, not by depth.
     */
    public enum Driver { WINDOW, MTDF, PROOF }

    /**
     * How to search, and when to stop.
     *
     * @param passes        passes tried before the moves or after them
     * @param table         the transposition table
     * @param symmetry      keys reduced by the grid's symmetries, and symmetric moves searched once
     * @param hints         the best move found earlier at a position tried first
     * @param deepening     iterative deepening: depth 1, 2, 3... until a search meets no horizon
     * @param window        the first window is the score's own bounds, -area..area (Tromp's -4..4 on
     *                      2x2), not -infinity..infinity: a line that wins every point ends the search
     * @param reachable     under positional superko on a small grid, the table's key holds only the
     *                      earlier colourings play can still come back to ({@link ColouringGraph})
     * @param benson        early win by Benson's pass-alive stones ({@link #decided})
     * @param keep          bounds proved by a depth-limited search (its horizon's leaves taken for the
     *                      score's whole range) kept in the table for the next depth, and a depth's
     *                      search ended as soon as its proved bounds decide it
     * @param driver        one search with a window, or MTD(f)'s tests, by alpha-beta or by proof
     *                      numbers (which always keep their proofs in the table, whatever {@code table} says)
     * @param guess         MTD(f)'s first g, as Black's margin (komi apart)
     * @param threads       searches at once: more than one runs MTD(f)'s tests side by side, each
     *                      thread with its own board and table ({@link TwoCores})
     * @param maxNodes      stop after this many nodes (each thread)
     * @param maxNanos      stop after this long
     * @param maxTableBytes the table's size: when full, the entries of the smallest subtrees are
     *                      dropped (shared among the threads)
     */
    public record Options(PassOrder passes, boolean table, boolean symmetry, boolean hints, boolean deepening,
                          boolean window, boolean reachable, boolean benson, boolean keep, Driver driver, int threads, int guess,
                          long maxNodes, long maxNanos, long maxTableBytes) {

        public Options {
            if (threads < 1) {
                throw new IllegalArgumentException("threads must be at least 1, not " + threads);
            }
            if (threads > 1 && driver != Driver.MTDF) {
                throw new IllegalArgumentException("more than one thread needs MTD(f): its tests are what the threads share");
            }
        }

        /**
         * Passes first, the score's window, the table keyed by every earlier colouring, symmetry,
         * hints, iterative deepening, one search with the window, one thread; no bound but the
         * table's size (half the heap, at most 1.5 GB). The reachable key is off: it finds few more
         * transpositions and costs a search of the colouring graph at every node; MTD(f) is off:
         * from a guess of 0 it searches more than the window does (docs/solve.md, both measured).
         */
        public static Options defaults() {
            return new Options(PassOrder.FIRST, true, true, true, true, true, false, false, false, Driver.WINDOW, 1, 0, Long.MAX_VALUE,
                    Long.MAX_VALUE, Math.min(Runtime.getRuntime().maxMemory() / 2, 1536L << 20));
        }

        /** Plain alpha-beta: no table, no symmetry, no hints, no deepening, the window -infinity..infinity. */
        public Options plain() {
            return new Options(passes, false, false, false, false, false, false, false, false, Driver.WINDOW, 1, guess, maxNodes, maxNanos,
                    maxTableBytes);
        }

        public Options withPasses(PassOrder p) {
            return new Options(p, table, symmetry, hints, deepening, window, reachable, benson, keep, driver, threads, guess, maxNodes,
                    maxNanos, maxTableBytes);
        }

        public Options withTable(boolean on) {
            return new Options(passes, on, symmetry, hints, deepening, window, reachable, benson, keep, driver, threads, guess, maxNodes,
                    maxNanos, maxTableBytes);
        }

        public Options withSymmetry(boolean on) {
            return new Options(passes, table, on, hints, deepening, window, reachable, benson, keep, driver, threads, guess, maxNodes,
                    maxNanos, maxTableBytes);
        }

        public Options withHints(boolean on) {
            return new Options(passes, table, symmetry, on, deepening, window, reachable, benson, keep, driver, threads, guess, maxNodes,
                    maxNanos, maxTableBytes);
        }

        public Options withDeepening(boolean on) {
            return new Options(passes, table, symmetry, hints, on, window, reachable, benson, keep, driver, threads, guess, maxNodes,
                    maxNanos, maxTableBytes);
        }

        public Options withWindow(boolean on) {
            return new Options(passes, table, symmetry, hints, deepening, on, reachable, benson, keep, driver, threads, guess, maxNodes,
                    maxNanos, maxTableBytes);
        }

        public Options withReachable(boolean on) {
            return new Options(passes, table, symmetry, hints, deepening, window, on, benson, keep, driver, threads, guess, maxNodes,
                    maxNanos, maxTableBytes);
        }

        /** Benson's early win: a node whose pass-alive stones already decide the test returns at once. */
        public Options withBenson(boolean on) {
            return new Options(passes, table, symmetry, hints, deepening, window, reachable, on, keep, driver, threads, guess,
                    maxNodes, maxNanos, maxTableBytes);
        }

        /** Bounds proved under a horizon kept in the table, and a depth's search stopped once they decide it. */
        public Options withKeep(boolean on) {
            return new Options(passes, table, symmetry, hints, deepening, window, reachable, benson, on, driver, threads, guess,
                    maxNodes, maxNanos, maxTableBytes);
        }

        /** The driver; one thread when it is the window's. */
        public Options withDriver(Driver d) {
            return new Options(passes, table, symmetry, hints, deepening, window, reachable, benson, keep, d,
                    d == Driver.MTDF ? threads : 1, guess, maxNodes, maxNanos, maxTableBytes);
        }

        public Options withThreads(int n) {
            return new Options(passes, table, symmetry, hints, deepening, window, reachable, benson, keep, driver, n, guess, maxNodes,
                    maxNanos, maxTableBytes);
        }

        /** MTD(f)'s first g, Black's margin: a published value, when there is one, saves tests. */
        public Options withGuess(int g) {
            return new Options(passes, table, symmetry, hints, deepening, window, reachable, benson, keep, driver, threads, g, maxNodes,
                    maxNanos, maxTableBytes);
        }

        public Options withBounds(long nodes, long nanos, long tableBytes) {
            return new Options(passes, table, symmetry, hints, deepening, window, reachable, benson, keep, driver, threads, guess, nodes,
                    nanos, tableBytes);
        }
    }

    /**
     * How far a search has gone: for progress lines and for the message of a bound reached.
     *
     * @param lowest  the least Black's margin (komi apart) can be, proved so far ({@code -area} when nothing is)
     * @param highest the most it can be, proved so far ({@code area} when nothing is)
     * @param dropped table entries dropped to keep the table within its size
     */
    public record Stats(long nodes, long tableEntries, long tableBytes, int iteration, int deepest, long nanos,
                        int lowest, int highest, long dropped) {

        /** Whether a bound narrower than the score's own range was proved. */
        public boolean bounded(int area) {
            return lowest > -area || highest < area;
        }
    }

    /**
     * The answer.
     *
     * @param margin       Black's points less White's at the end of best play, komi apart
     * @param komi         the komi added to White's score
     * @param pv           the principal variation: best play, to the end of the game
     * @param nodes        nodes searched for the value, every position the search entered
     * @param ends           of those, the ones where the game had ended (two passes) and was scored:
     *                       Tromp counts the others, the positions with a player to move
     * @param pvNodes      nodes searched again to read the principal variation off
     * @param tableEntries entries in the table at the end
     * @param tableBytes   about how many bytes they take
     * @param iterations   depth-limited searches made (1 without deepening)
     * @param deepest      the most turns after the start any node searched had
     * @param nanos        time taken
     */
    public record Solution(int margin, double komi, List<Turn> pv, long nodes, long ends, long pvNodes, long tableEntries,
                           long tableBytes, int iterations, int deepest, long nanos) {

        /** Black's score less White's with komi. */
        public double value() {
            return margin - komi;
        }
    }

    /** A bound of {@link Options} was reached before the search ended. */
    public static final class Stopped extends RuntimeException {
        private final transient Stats stats;

        Stopped(String message, Stats stats) {
            super(message);
            this.stats = stats;
        }

        public Stats stats() {
            return stats;
        }
    }

    /**
     * Why the rules leave this game without a value the search can find, or empty when it has
     * one: no repetition rule (a game may then go on for ever), a repetition rule this solver
     * does not know, a handicap, a grid too large.
     */
    public static java.util.Optional<String> unsolvable(Setup setup) {
        Grid g = setup.grid();
        if (g.area() > MAX_AREA) {
            return java.util.Optional.of("a " + g + " grid has " + g.area() + " points; the solver takes at most "
                    + MAX_AREA);
        }
        if (setup.handicap() > 1) {
            return java.util.Optional.of("the solver plays no handicap");
        }
        Ruleset.Repetition r = setup.rules().repetition();
        if (r == Ruleset.Repetition.NONE) {
            return java.util.Optional.of("with no repetition rule (ko=none) a game can go on for ever, a ko taken"
                    + " back and forth, so minimax gives it no value; choose positional, situational or own-moves");
        }
        if (r == Ruleset.Repetition.SIMPLE) {
            return java.util.Optional.of("with only simple ko (ko=simple, TT-V1) a cycle of more than two turns (a"
                    + " capture, a pass, a retake...; three kos) may repeat for ever, so the game has no minimax value;"
                    + " a solver that scores such a cycle (van der Werf: no result) adds a rule this ruleset does not"
                    + " have; choose positional, situational or own-moves superko (docs/solve.md)");
        }
        if (r != Ruleset.Repetition.POSITIONAL && r != Ruleset.Repetition.SITUATIONAL
                && r != Ruleset.Repetition.OWN_MOVES) {
            return java.util.Optional.of("the solver does not know the repetition rule " + r + " (TT-V3: Spight's ko forgets"
                    + " the colourings before each pass, which its table, keyed by every earlier colouring, does not)");
        }
        Ruleset rules = setup.rules();
        if (rules.ending().endsOnARepeatedPass()) {
            return java.util.Optional.of("the solver ends a game at two passes; Spight's end (TT-V5) is not modelled");
        }
        if (rules.button() != Ruleset.Button.NONE || rules.maxTurns() > 0) {
            return java.util.Optional.of("the solver's table does not know who has the button (TT-V6) or how many turns are"
                    + " left (TT-V7)");
        }
        if (!rules.repeating().refuses() || rules.cycles() != Ruleset.Cycles.GO_ON) {
            return java.util.Optional.of("the solver refuses the moves its repetition rule forbids; a ruleset where they are played"
                    + " and end the game (TT-V10), or where a cycle voids it (TT-V11), is not modelled");
        }
        if (rules.countsAsKataGo()) {
            return java.util.Optional.of("the solver counts as TT-9 or NZ-6 do, not KataGo's count (TT-V9)");
        }
        if (rules.suicide() == Ruleset.Suicide.MULTI_STONE) {
            return java.util.Optional.of("the solver plays suicide allowed or forbidden, not only of several stones (TT-V4)");
        }
        return java.util.Optional.empty();
    }

    /**
     * Whether the ruleset ends the game by an agreement the search models (TT-C8, FR-13, NZ-10):
     * then the game ends at two consecutive passes with nothing removed, scored as it stands.
     */
    public static boolean endingModelled(Ruleset rules) {
        return rules.ending().hasAgreement();
    }

    private final Setup setup;
    private final Options options;
    private final Consumer<Stats> progress;
    private final Ruleset.Repetition repetition;
    private final int area;
    /** idx[i]: the board index of grid point i (row * width + column). */
    private final int[] idx;
    private final Point[] points;
    /** The pass, among the moves of {@link #order}: grid points are 0..area-1. */
    private final int pass;
    /** pow[g][i]: 3 to the power of where symmetry g takes point i. */
    private final long[][] pow;
    /** perm[g][i]: where symmetry g takes point i. perm[0] is the identity. */
    private final int[][] perm;

    /**
     * The one board the search walks, each turn played and taken back ({@link FastBoard#undo}):
     * no copy per node.
     */
    private FastBoard board;
    /** movers[ply]: who made the turn that led to the node at ply (FR-9 asks), as the board said before it. */
    private int[] movers = new int[64];
    /** code[g][ply]: the colouring at that ply as a base-3 number, seen through symmetry g. */
    private long[][] code;
    /** elem[g][ply]: the history entry that ply added to the set, through g, or -1 when it added none. */
    private long[][] elem;
    /** setHash[g][ply]: a hash of the set at that ply, through g: a sum, so the order does not count. */
    private long[][] setHash;

    /** The colouring graph, when the key is the reachable part of the history; else null. */
    private final ColouringGraph graph;
    /** Scratch for the frontier: the history's colourings, identity codes. */
    private long[] historyCodes = new long[64];

    /**
     * The table: each key's value packed, the nodes its subtree took ({@link #WORK}, saturating)
     * in the high half, the bounds in the low half ({@link #pack}).
     */
    private final Map<Key, Long> table = new HashMap<>();
    private long tableBytes;
    private long dropped;
    private final Map<Long, Integer> hints = new HashMap<>();

    private long nodes;
    private long ends;
    private boolean horizon;
    private int iteration;
    private int deepest;
    private long started;
    /** Turns played on the board from the root and not taken back: what {@link #unwind} takes back. */
    private int walked;
    /** The root player's value is proved to lie in lo..hi (root's view; -INF..INF when nothing is). */
    private int provenLo = -INF;
    private int provenHi = INF;
    /** Black's sign at the root: +1 when Black moves first. */
    private final int rootSign;
    /** The depth MTD(f)'s next test starts its deepening at: where the last one ended. */
    private int proveDepth = 1;
    /** Asked every thousand nodes: true when another thread has made this search's test moot. */
    private java.util.function.BooleanSupplier abandon = () -> false;

    public Solver(Setup setup, Options options, Consumer<Stats> progress) {
        java.util.Optional<String> why = unsolvable(setup);
        if (why.isPresent()) {
            throw new IllegalArgumentException(why.get());
        }
        this.setup = setup;
        this.options = options;
        this.progress = progress == null ? s -> { } : progress;
        this.repetition = setup.rules().repetition();
        Grid grid = setup.grid();
        area = grid.area();
        pass = area;
        board = FastBoard.start(setup);
        board.keepTurns();
        idx = new int[area];
        points = new Point[area];
        for (int i = 0; i < area; i++) {
            points[i] = new Point(i % grid.width(), i / grid.width());
            idx[i] = board.index(points[i]);
        }
        perm = symmetries(grid, options.symmetry());
        pow = new long[perm.length][area];
        for (int g = 0; g < perm.length; g++) {
            for (int i = 0; i < area; i++) {
                long p = 1;
                for (int k = 0; k < perm[g][i]; k++) {
                    p *= 3;
                }
                pow[g][i] = p;
            }
        }
        graph = options.table() && options.reachable() && repetition == Ruleset.Repetition.POSITIONAL
                && area <= ColouringGraph.MAX_AREA ? new ColouringGraph(setup, perm) : null;
        code = new long[perm.length][64];
        elem = new long[perm.length][64];
        setHash = new long[perm.length][64];
        rootSign = board.toMove() == FastBoard.BLACK ? 1 : -1;
    }

    /**
     * The symmetries of the grid ({@link Symmetry#of}, the colours kept) as permutations of its
     * points, index row * width + column, the identity first, each once; the identity alone when
     * {@code all} is false.
     */
    static int[][] symmetries(Grid grid, boolean all) {
        List<Symmetry> of = all ? Symmetry.of(grid, false) : List.of(Symmetry.IDENTITY);
        int[][] out = new int[of.size()][];
        for (int g = 0; g < of.size(); g++) {
            int[] p = new int[grid.area()];
            for (Point q : grid.points()) {
                Point to = of.get(g).apply(grid, q);
                p[q.row() * grid.width() + q.column()] = to.row() * grid.width() + to.column();
            }
            out[g] = p;
        }
        return out;
    }

    /** Whether the table's key is the reachable part of the history (positional superko, a small grid). */
    public boolean reachableKey() {
        return graph != null;
    }

    /** Searches the game from its start to the end and reads off the principal variation. */
    public Solution solve() {
        if (options.threads() > 1) {
            return TwoCores.solve(setup, options, progress);
        }
        begin();
        int value = switch (options.driver()) {
            case MTDF -> mtdf();
            case PROOF -> proofNumbers();
            default -> windowed();
        };
        return finish(value, nodes, ends);
    }

    /** Starts the clock and describes the root: before the first search. */
    void begin() {
        started = System.nanoTime();
        describe(0);
    }

    /** The root's value by one search with the score's window (deepened, when deepening is on). */
    private int windowed() {
        // No score lies outside -area..area: with that window a line winning every point cuts at once.
        int lo = options.window() ? -area : -INF;
        int hi = options.window() ? area : INF;
        int value;
        if (options.deepening()) {
            for (int depth = 1; ; depth++) {
                iteration = depth;
                horizon = false;
                value = search(0, lo, hi, depth);
                if (options.keep()) {
                    prove(nodeLo, nodeHi);
                    if (decides(lo, hi)) {
                        value = decision(hi);
                        break;
                    }
                    unproved(lo, hi);
                }
                if (!horizon) {
                    break;
                }
            }
        } else {
            iteration = 1;
            value = search(0, lo, hi, Integer.MAX_VALUE);
        }
        provenLo = value;
        provenHi = value;
        return value;
    }

    /**
     * MTD(f): tests "is the value at least g?" until the proved bounds meet, each g the last
     * test's answer (fail-soft, so an answer can move a bound past g).
     */
    private int mtdf() {
        int guess = rootSign * options.guess();
        while (lowest() < highest()) {
            int gamma = Math.max(lowest() + 1, Math.min(guess, highest()));
            guess = prove(gamma);
        }
        // The bounds met: at the score's own edge they may have met without a proof there (-area holds anyway).
        return lowest();
    }

    /**
     * MTD(f)'s tests, each settled by proof numbers: "is the value at least g?" proved or
     * disproved, each g one past the last bound, from the guess.
     */
    private int proofNumbers() {
        int guess = rootSign * options.guess();
        while (lowest() < highest()) {
            int gamma = Math.max(lowest() + 1, Math.min(guess, highest()));
            iteration++;
            numbers.clear();
            numbersBytes = 0;
            long answer = mid(0, gamma, PN_INF, PN_INF);
            if (answer == PROVED) {
                prove(gamma, INF);
                guess = gamma + 1;
            } else if (answer == DISPROVED) {
                prove(-INF, gamma - 1);
                guess = gamma - 1;
            } else {
                // Numbers that reached their ceiling unproved (a graph's counts add up): no answer, and none claimed.
                throw stopped("the proof numbers reached their ceiling before the test \"at least " + gamma
                        + "\" was settled");
            }
        }
        return lowest();
    }

    /** A proof or disproof number past any count: the goal can no longer be proved (or disproved). */
    private static final int PN_INF = 1 << 29;
    private static final long PROVED = (long) PN_INF; // phi 0, delta infinite
    private static final long DISPROVED = (long) PN_INF << 32; // phi infinite, delta 0

    /** Proof and disproof numbers of the nodes of the test under way (phi in the high half), by key. */
    private final Map<Key, Long> numbers = new HashMap<>();
    private long numbersBytes;

    private static int phi(long n) {
        return (int) (n >>> 32);
    }

    private static int delta(long n) {
        return (int) n;
    }

    private static long numbers(int phi, int delta) {
        return (long) phi << 32 | delta;
    }

    /**
     * What is known of the node at ply (entered, not searched) for the goal "the mover's value is
     * at least g", without expanding it: an ended game's score, a bound proved (Benson's, the
     * table's), the numbers of an earlier visit, else one and one.
     */
    private long known(int ply, int g, Key[] keys, int slot) {
        FastBoard b = board;
        if (b.consecutivePasses() >= 2) {
            // An ended game scored: counted as the other searches count it.
            nodes++;
            ends++;
            return sign(ply) * margin(b) >= g ? PROVED : DISPROVED;
        }
        int lo = -area;
        int hi = area;
        if (options.benson()) {
            passAliveBounds(ply);
            lo = nodeLo;
            hi = nodeHi;
        }
        Key key = key(ply);
        keys[slot] = key;
        Long e = table.get(key);
        if (e != null) {
            lo = Math.max(lo, low(e));
            hi = Math.min(hi, high(e));
        }
        if (lo >= g) {
            return PROVED;
        }
        if (hi < g) {
            return DISPROVED;
        }
        Long n = numbers.get(key);
        return n == null ? numbers(1, 1) : n;
    }

    /**
     * Df-pn's multiple iterative deepening (Nagai, negamax form): searches the node at ply for
     * the goal "the mover's value is at least g" until its proof number reaches thPhi or its
     * disproof number thDelta, and returns both. The goal holds when some child's goal, "at
     * least 1 - g" for its mover, fails: phi is the least of the children's deltas, delta the sum
     * of their phis. A node proved or disproved puts the bound it proves in the table, where it
     * serves every later test and the variation; the numbers of the rest are kept for the test.
     * The child's threshold has Pawlewicz and Lew's 1 + epsilon, so that the search does not
     * switch between two children of nearly equal numbers at every step.
     */
    private long mid(int ply, int g, int thPhi, int thDelta) {
        long before = nodes;
        visit(ply);
        if (board.consecutivePasses() >= 2) {
            ends++;
            return sign(ply) * margin(board) >= g ? PROVED : DISPROVED;
        }
        Key[] self = new Key[1];
        long here = known(ply, g, self, 0);
        if (here == PROVED || here == DISPROVED) {
            return here;
        }
        Key key = self[0];
        int stabiliser = options.symmetry() ? stabiliser(ply) : 0;
        int[] order = order(ply, stabiliser);
        int[] moves = new int[order.length];
        long[] child = new long[order.length];
        Key[] keys = new Key[order.length];
        int n = 0;
        for (int m : order) {
            if (!enter(ply, m)) {
                continue;
            }
            child[n] = known(ply + 1, 1 - g, keys, n);
            moves[n++] = m;
            leave();
        }
        long result;
        while (true) {
            int phi = PN_INF;
            long delta = 0;
            int best = -1;
            int bestDelta = PN_INF + 1;
            int second = PN_INF;
            for (int i = 0; i < n; i++) {
                int d = delta(child[i]);
                delta += phi(child[i]);
                phi = Math.min(phi, d);
                if (d < bestDelta) {
                    second = Math.min(bestDelta, PN_INF);
                    bestDelta = d;
                    best = i;
                } else if (d < second) {
                    second = d;
                }
            }
            int sum = (int) Math.min(delta, PN_INF);
            if (phi == 0) {
                result = PROVED;
                break;
            }
            if (sum == 0) {
                result = DISPROVED;
                break;
            }
            if (phi >= thPhi || sum >= thDelta) {
                result = numbers(phi, sum);
                break;
            }
            int childPhi = (int) Math.min((long) thDelta - sum + phi(child[best]), PN_INF);
            int childDelta = (int) Math.min(thPhi, Math.max(second + 1L, (long) Math.ceil(second * 1.25)));
            enter(ply, moves[best]);
            child[best] = mid(ply + 1, 1 - g, childPhi, Math.min(childDelta, PN_INF));
            leave();
        }
        if (result == PROVED) {
            keep(key, g, INF, nodes - before);
            numbers.remove(key);
        } else if (result == DISPROVED) {
            keep(key, -INF, g - 1, nodes - before);
            numbers.remove(key);
        } else {
            if (numbers.put(key, result) == null) {
                numbersBytes += bytes(key);
                if (numbersBytes > options.maxTableBytes() / 2) {
                    // Numbers only steer the search: dropping them costs nodes, never a wrong proof.
                    numbers.clear();
                    numbersBytes = 0;
                }
            }
        }
        return result;
    }

    /** The least the root's value is proved to be, within the score's range when the window is on. */
    int lowest() {
        return options.window() ? Math.max(provenLo, -area) : provenLo;
    }

    /** The most the root's value is proved to be. */
    int highest() {
        return options.window() ? Math.min(provenHi, area) : provenHi;
    }

    /**
     * One test: searches the root with the window (gamma - 1, gamma), deepening until the search
     * meets no horizon, and records the bound it proves: the value is at least the answer when
     * the answer is at least gamma, else at most the answer (fail-soft). Returns the answer.
     */
    int prove(int gamma) {
        int depth = options.deepening() ? proveDepth : Integer.MAX_VALUE;
        while (true) {
            iteration = depth;
            horizon = false;
            int v = search(0, gamma - 1, gamma, depth);
            if (options.keep()) {
                prove(nodeLo, nodeHi);
                if (decides(gamma - 1, gamma)) {
                    proveDepth = depth;
                    return decision(gamma);
                }
                unproved(gamma - 1, gamma);
            }
            if (!horizon) {
                if (options.deepening()) {
                    proveDepth = depth;
                }
                prove(v >= gamma ? v : -INF, v >= gamma ? INF : v);
                return v;
            }
            depth++;
        }
    }

    /** A search that met no horizon proves its window's answer: kept bounds that do not are a fault. */
    private void unproved(int alpha, int beta) {
        if (!horizon) {
            throw new IllegalStateException("a search with no horizon left its window (" + alpha + ", " + beta
                    + ") undecided: proved " + nodeLo + ".." + nodeHi);
        }
    }

    /** Narrows the proved bounds to lo..hi (the root's view); another thread's proof comes here too. */
    void prove(int lo, int hi) {
        provenLo = Math.max(provenLo, lo);
        provenHi = Math.min(provenHi, hi);
    }

    /** After the value: the principal variation read off, and the answer. */
    Solution finish(int value, long searched, long scored) {
        long before = nodes;
        int margin = rootSign * value;
        List<Turn> pv;
        try {
            pv = principalVariation(value);
        } catch (Stopped e) {
            double v = margin - setup.komi();
            throw new Stopped(e.getMessage() + " while reading the variation off; the value was found: "
                    + (v == 0 ? "0" : (v > 0 ? "B+" : "W+") + org.logicalgo.rules.Score.half(Math.abs(v))), e.stats());
        }
        return new Solution(margin, setup.komi(), pv, searched, scored, nodes - before, table.size(), tableBytes,
                options.deepening() ? iteration : 1, deepest, System.nanoTime() - started);
    }

    /** Nodes searched so far; ended games among them. */
    long nodes() {
        return nodes;
    }

    long ends() {
        return ends;
    }

    /** Takes back every turn a stopped search left on the board: the board is at the root again. */
    void unwind() {
        while (walked > 0) {
            leave();
        }
        horizon = false;
    }

    /** What another thread's decision makes moot: asked every thousand nodes. */
    void abandonWhen(java.util.function.BooleanSupplier moot) {
        abandon = moot;
    }

    /** Thrown by a search whose test another thread has made moot: the board is then {@link #unwind unwound}. */
    static final class Abandoned extends RuntimeException {
        Abandoned() {
            super(null, null, false, false);
        }
    }

    private int sign(int ply) {
        return board.toMove() == FastBoard.BLACK ? 1 : -1;
    }

    private static int margin(FastBoard b) {
        return b.margin();
    }

    /**
     * What the last node searched is proved to be worth, from its mover's side, whatever its
     * value says: set by every {@link #search} as it returns. Under a horizon the value is a
     * guess (the colouring scored as it stands) and these are what the leaves prove: a game ended
     * exactly, a horizon nothing but the score's range (or Benson's bounds), a table entry its
     * bounds. A node's least is the most of its searched children's; its most the most of all its
     * children's, and nothing when a cut left some unsearched ({@link Options#keep}).
     */
    private int nodeLo;
    private int nodeHi;

    /** Negamax, fail-soft: the value of the node at {@code ply} for the player to move there. */
    private int search(int ply, int alpha, int beta, int depthLeft) {
        long before = nodes;
        visit(ply);
        FastBoard b = board;
        if (b.consecutivePasses() >= 2) {
            ends++;
            int v = sign(ply) * margin(b);
            nodeLo = v;
            nodeHi = v;
            return v;
        }
        // No score lies outside the score's range, whatever the window.
        int lo = -area;
        int hi = area;
        if (options.benson()) {
            passAliveBounds(ply);
            lo = nodeLo;
            hi = nodeHi;
            if (lo >= beta) {
                return lo;
            }
            if (hi <= alpha) {
                return hi;
            }
        }
        if (depthLeft <= 0 && !options.keep()) {
            horizon = true;
            nodeLo = lo;
            nodeHi = hi;
            return sign(ply) * margin(b);
        }
        Key key = null;
        if (options.table()) {
            key = key(ply);
            Long e = table.get(key);
            if (e != null) {
                int tl = low(e);
                int th = high(e);
                lo = Math.max(lo, tl);
                hi = Math.min(hi, th);
                nodeLo = lo;
                nodeHi = hi;
                if (tl >= beta) {
                    return tl;
                }
                if (th <= alpha) {
                    return th;
                }
                if (tl == th) {
                    return tl;
                }
                alpha = Math.max(alpha, tl);
                beta = Math.min(beta, th);
            }
        }
        if (depthLeft <= 0) {
            // Kept bounds: the table was asked first, so a subtree proved at a shallower depth ends here.
            horizon = true;
            nodeLo = lo;
            nodeHi = hi;
            return Math.max(lo, Math.min(hi, sign(ply) * margin(b)));
        }
        int stabiliser = options.symmetry() ? stabiliser(ply) : 0;
        boolean horizonAbove = horizon;
        horizon = false;
        int best = -INF;
        int bestMove = -1;
        int a = alpha;
        int childrenLo = -INF;
        int childrenHi = -INF;
        boolean cut = false;
        for (int m : order(ply, stabiliser)) {
            if (!enter(ply, m)) {
                continue;
            }
            int v = -search(ply + 1, -beta, -a, depthLeft == Integer.MAX_VALUE ? depthLeft : depthLeft - 1);
            childrenLo = Math.max(childrenLo, -nodeHi);
            childrenHi = Math.max(childrenHi, -nodeLo);
            leave();
            if (v > best) {
                best = v;
                bestMove = m;
                if (v > a) {
                    a = v;
                }
                if (v >= beta) {
                    cut = true;
                    break;
                }
            }
        }
        lo = Math.max(lo, childrenLo);
        if (!cut) {
            hi = Math.min(hi, childrenHi);
        }
        if (!horizon) {
            // No horizon below: the value is fail-soft exact, as plain alpha-beta's.
            if (best <= alpha) {
                hi = Math.min(hi, best);
            } else if (best >= beta) {
                lo = Math.max(lo, best);
            } else {
                lo = Math.max(lo, best);
                hi = Math.min(hi, best);
            }
        }
        if (lo > hi) {
            throw new IllegalStateException("proved bounds crossed: " + lo + " > " + hi + " at turn " + ply);
        }
        if (key != null) {
            if (options.keep()) {
                if (lo > -area || hi < area) {
                    keep(key, lo, hi, nodes - before);
                }
            } else if (!horizon) {
                store(key, alpha, beta, best, nodes - before);
            }
        }
        if (options.hints()) {
            hints.put(stateKey(ply), bestMove);
        }
        horizon |= horizonAbove;
        nodeLo = lo;
        nodeHi = hi;
        return options.keep() ? Math.max(lo, Math.min(hi, best)) : best;
    }

    /** Counts a node at ply, for the bounds, the progress line and the deepest line. */
    private void visit(int ply) {
        nodes++;
        if (nodes > options.maxNodes()) {
            throw stopped("the search reached " + String.format(java.util.Locale.ROOT, "%,d", options.maxNodes())
                    + " nodes (--max-nodes)");
        }
        if ((nodes & 0x3FF) == 0) {
            tick();
        }
        if (ply > deepest) {
            deepest = ply;
        }
    }

    /** Whether the bounds the last search proved decide a window: at least beta, at most alpha, or exact. */
    private boolean decides(int alpha, int beta) {
        return nodeLo >= beta || nodeHi <= alpha || nodeLo == nodeHi;
    }

    /** The value the bounds the last search proved give within the window, once they {@link #decides decide} it. */
    private int decision(int beta) {
        return nodeLo >= beta || nodeLo == nodeHi ? nodeLo : nodeHi;
    }

    /**
     * Benson's early win: bounds of the node's value from the points no play can take, in
     * {@link #nodeLo} and {@link #nodeHi}. A chain
     * pass-alive (Benson; {@link KataGoArea#passAlive}, with the ruleset's suicide) stays on the
     * board to the end of the game whatever the opponent plays and even if its owner only passes,
     * under any repetition rule (a rule that forbids moves only takes the opponent's away), and a
     * stone is a point of its owner's at the end, under area and shared counting alike. So Black's
     * margin is at least 2b - area and at most area - 2w (b, w: the points each {@link #held holds},
     * those stones and the empty points only they border): the owner can hold that by passing. The search returns at once where they already decide the
     * window (fail-soft: at least beta, or at most alpha). Sound, so that answer is no horizon's:
     * a test it settles is proved.
     */
    private void passAliveBounds(int ply) {
        long c = code[0][ply];
        Integer counts = passAlive.get(c);
        if (counts == null) {
            org.logicalgo.rules.Colouring colouring = board.colouring();
            boolean suicideLegal = setup.rules().suicide() != Ruleset.Suicide.FORBIDDEN;
            counts = held(colouring, Colour.BLACK, suicideLegal) | held(colouring, Colour.WHITE, suicideLegal) << 16;
            // Bounded: a colouring read again costs a reading, never a wrong bound.
            if (passAlive.size() < PASS_ALIVE_KEPT) {
                passAlive.put(c, counts);
            }
        }
        int lowest = 2 * (counts & 0xFFFF) - area;
        int highest = area - 2 * (counts >>> 16);
        int s = sign(ply);
        nodeLo = s > 0 ? lowest : -highest;
        nodeHi = s > 0 ? highest : -lowest;
    }

    /**
     * The points a player holds to the end of the game whatever the opponent plays, even if he
     * only passes from now on: his pass-alive stones, and the empty points all of whose
     * neighbours are among them. The opponent's stone on such a point would take nothing (the
     * chains around it cannot be taken) and have no liberty: refused where suicide is, else
     * cleared at once (TT-7), so the point stays empty and reaches only his colour (TT-9).
     */
    private static int held(org.logicalgo.rules.Colouring colouring, Colour player, boolean suicideLegal) {
        java.util.Set<Point> alive = org.logicalgo.rules.KataGoArea.passAlive(colouring, player, suicideLegal);
        int held = alive.size();
        if (held == 0) {
            return 0;
        }
        Grid grid = colouring.grid();
        for (Point p : grid.points()) {
            if (colouring.colour(p) == Colour.EMPTY && alive.containsAll(grid.neighbours(p))) {
                held++;
            }
        }
        return held;
    }

    /** How many colourings' pass-alive counts are kept. */
    private static final int PASS_ALIVE_KEPT = 2_000_000;
    /** Pass-alive stones by colouring: Black's in the low 16 bits, White's above. */
    private final Map<Long, Integer> passAlive = new HashMap<>();

    /**
     * Plays turn m (a point, or {@link #pass}) on the board, from the node at ply to one at ply + 1;
     * false, and nothing played, when the rules refuse it. {@link #leave} takes it back.
     */
    private boolean enter(int ply, int m) {
        FastBoard b = board;
        if (m != pass && (b.colour(idx[m]) != FastBoard.EMPTY || !b.check(idx[m]).legal())) {
            return false;
        }
        if (ply + 1 >= movers.length) {
            grow();
        }
        movers[ply + 1] = b.toMove();
        if (m == pass) {
            b.pass();
        } else {
            b.play(idx[m]);
        }
        walked++;
        describe(ply + 1);
        return true;
    }

    /** Takes back the turn {@link #enter} played. */
    private void leave() {
        board.undo();
        walked--;
    }

    private void grow() {
        int n = movers.length * 2;
        movers = Arrays.copyOf(movers, n);
        for (int g = 0; g < perm.length; g++) {
            code[g] = Arrays.copyOf(code[g], n);
            elem[g] = Arrays.copyOf(elem[g], n);
            setHash[g] = Arrays.copyOf(setHash[g], n);
        }
    }

    /** The turns of a node in the order tried: the hint first, then passes first or last; one move of each symmetric orbit. */
    private int[] order(int ply, int stabiliser) {
        int[] moves = new int[area + 1];
        int n = 0;
        int hint = -1;
        if (options.hints()) {
            Integer h = hints.get(stateKey(ply));
            if (h != null && h >= 0) {
                hint = representative(h, stabiliser);
                moves[n++] = hint;
            }
        }
        if (options.passes() == PassOrder.FIRST && hint != pass) {
            moves[n++] = pass;
        }
        for (int i = 0; i < area; i++) {
            if (i != hint && representative(i, stabiliser) == i) {
                moves[n++] = i;
            }
        }
        if (options.passes() == PassOrder.LAST && hint != pass) {
            moves[n++] = pass;
        }
        return Arrays.copyOf(moves, n);
    }

    /** The least point of the orbit of m under the symmetries of the bitmask (the pass is its own). */
    private int representative(int m, int stabiliser) {
        if (m == pass || stabiliser == 0) {
            return m;
        }
        int least = m;
        for (int g = 1; g < perm.length; g++) {
            if ((stabiliser >> g & 1) != 0 && perm[g][m] < least) {
                least = perm[g][m];
            }
        }
        return least;
    }

    /** The position and turn state at ply, for hints: a hash, not exact (a hint only orders). */
    private long stateKey(int ply) {
        FastBoard b = board;
        return mix(code[0][ply]) ^ (b.toMove() * 4L + Math.min(b.consecutivePasses(), 3));
    }

    /**
     * Works out, for the node at ply, its colouring through every symmetry and the entry its turn
     * adds to the set of history entries the repetition rule counts.
     */
    private void describe(int ply) {
        FastBoard b = board;
        for (int g = 0; g < perm.length; g++) {
            long c = 0;
            long[] pg = pow[g];
            for (int i = 0; i < area; i++) {
                c += b.colour(idx[i]) * pg[i];
            }
            code[g][ply] = c;
        }
        // The entry the turn that made this node added to the history, as the rule counts it.
        int bit;
        switch (repetition) {
            case POSITIONAL:
                bit = -1;
                break;
            case SITUATIONAL:
                bit = b.toMove() == FastBoard.WHITE ? 1 : 0;
                break;
            default: // OWN_MOVES: only a move's colouring forbids anything, and only to its maker
                if (ply == 0 || b.consecutivePasses() > 0) {
                    bit = -2;
                } else {
                    bit = movers[ply] == FastBoard.WHITE ? 1 : 0;
                }
        }
        long e0 = bit == -2 ? -1 : bit == -1 ? code[0][ply] : code[0][ply] * 2 + bit;
        boolean added = e0 >= 0;
        for (int k = 0; added && k < ply; k++) {
            if (elem[0][k] == e0) {
                added = false;
            }
        }
        for (int g = 0; g < perm.length; g++) {
            long e = !added ? -1 : bit == -1 ? code[g][ply] : code[g][ply] * 2 + bit;
            elem[g][ply] = e;
            setHash[g][ply] = (ply == 0 ? 0 : setHash[g][ply - 1]) + (added ? mix(e) : 0);
        }
    }

    /** The table key of the node at ply: the least of its images under the symmetries. */
    private Key key(int ply) {
        if (graph != null) {
            return reachableKey(ply);
        }
        int best = 0;
        for (int g = 1; g < perm.length; g++) {
            int c = Long.compare(code[g][ply], code[best][ply]);
            if (c < 0 || c == 0 && Long.compareUnsigned(setHash[g][ply], setHash[best][ply]) < 0) {
                best = g;
            }
        }
        return keyThrough(ply, best);
    }

    private Key keyThrough(int ply, int g) {
        FastBoard b = board;
        int n = 0;
        long[] set = new long[ply + 1];
        for (int k = 0; k <= ply; k++) {
            if (elem[g][k] >= 0) {
                set[n++] = elem[g][k];
            }
        }
        set = Arrays.copyOf(set, n);
        Arrays.sort(set);
        int side = b.toMove() * 4 + Math.min(b.consecutivePasses(), 3);
        return new Key(code[g][ply], side, set, setHash[g][ply]);
    }

    private Key lastKey;
    private int lastStabiliser;

    /**
     * The key by the frontier ({@link ColouringGraph}): the colouring, the turn state and the
     * history colourings play can still come back to, least image under the symmetries; sets
     * {@link #lastKey} and {@link #lastStabiliser} (the symmetries that leave the key as it is).
     */
    private Key reachableKey(int ply) {
        if (historyCodes.length < ply + 1) {
            historyCodes = Arrays.copyOf(historyCodes, 2 * (ply + 1));
        }
        for (int k = 0; k <= ply; k++) {
            historyCodes[k] = code[0][ply - k];
        }
        long[] f = graph.frontier(code[0][ply], historyCodes, ply + 1);
        FastBoard b = board;
        int side = b.toMove() * 4 + Math.min(b.consecutivePasses(), 3);
        Key best = null;
        Key[] images = new Key[perm.length];
        for (int g = 0; g < perm.length; g++) {
            long[] set = new long[f.length];
            long h = 0;
            for (int k = 0; k < f.length; k++) {
                set[k] = graph.image(g, f[k]);
                h += mix(set[k]);
            }
            Arrays.sort(set);
            images[g] = new Key(graph.image(g, code[0][ply]), side, set, h);
            if (best == null || images[g].compareTo(best) < 0) {
                best = images[g];
            }
        }
        int mask = 0;
        for (int g = 1; g < perm.length; g++) {
            if (images[g].equals(images[0])) {
                mask |= 1 << g;
            }
        }
        lastKey = best;
        lastStabiliser = mask;
        return best;
    }

    /** The symmetries (as a bitmask over {@link #perm}) that leave the node at ply, history included, as it is. */
    private int stabiliser(int ply) {
        if (graph != null) {
            return lastStabiliser;
        }
        int mask = 0;
        Key self = null;
        for (int g = 1; g < perm.length; g++) {
            if (code[g][ply] == code[0][ply] && setHash[g][ply] == setHash[0][ply]) {
                if (self == null) {
                    self = keyThrough(ply, 0);
                }
                if (keyThrough(ply, g).equals(self)) {
                    mask |= 1 << g;
                }
            }
        }
        return mask;
    }

    /** A fail-soft value's bound, as plain alpha-beta proves it, into the table. */
    private void store(Key key, int alpha, int beta, int value, long work) {
        if (value <= alpha) {
            keep(key, -INF, value, work);
        } else if (value >= beta) {
            keep(key, value, INF, work);
        } else {
            keep(key, value, value, work);
        }
    }

    /** Proved bounds of the key's value into the table, met with what it held. */
    private void keep(Key key, int lo, int hi, long work) {
        Long old = table.get(key);
        if (old == null) {
            tableBytes += bytes(key);
            if (tableBytes > options.maxTableBytes()) {
                evict();
            }
        } else {
            lo = Math.max(lo, low(old));
            hi = Math.min(hi, high(old));
            work += work(old);
        }
        table.put(key, pack(lo, hi, work));
    }

    /** About what an entry costs: the map's node, the key, its set, the boxed value. */
    private static long bytes(Key key) {
        return 120 + 8L * key.set.length;
    }

    /**
     * The table is full: drops the entries of the smallest subtrees (about half the table), the
     * cheapest to search again. Sound: an entry only saves a search, whose answer is the same.
     */
    private void evict() {
        int n = table.size();
        if (n == 0) {
            return;
        }
        long[] works = new long[n];
        int i = 0;
        for (long e : table.values()) {
            works[i++] = work(e);
        }
        Arrays.sort(works);
        long threshold = works[n / 2];
        int before = table.size();
        table.values().removeIf(e -> work(e) <= threshold);
        if (table.size() == before) {
            table.clear();
        }
        dropped += before - table.size();
        tableBytes = 0;
        for (Key k : table.keySet()) {
            tableBytes += bytes(k);
        }
    }

    /** The largest work an entry records: it saturates there. */
    private static final long WORK = (1L << 31) - 1;
    /** Bounds are kept in 16 bits each; beyond the score's range they stand for -INF and INF. */
    private static final int FAR = 1 << 14;

    private static long pack(int lo, int hi, long work) {
        int l = Math.max(lo, -FAR);
        int h = Math.min(hi, FAR);
        return Math.min(work, WORK) << 32 | (l & 0xFFFFL) << 16 | (h & 0xFFFFL);
    }

    private static int low(long e) {
        int l = (short) (e >>> 16);
        return l <= -FAR ? -INF : l;
    }

    private static int high(long e) {
        int h = (short) e;
        return h >= FAR ? INF : h;
    }

    private static long work(long e) {
        return e >>> 32;
    }

    private void tick() {
        if (abandon.getAsBoolean()) {
            throw new Abandoned();
        }
        long now = System.nanoTime();
        if (now - started > options.maxNanos()) {
            throw stopped("the search reached its time bound of " + Math.round(options.maxNanos() / 1e9)
                    + " s (--max-seconds)");
        }
        if ((nodes & 0xFFFF) == 0) {
            progress.accept(stats());
        }
    }

    Stats stats() {
        int[] black = blackBounds(lowest(), highest());
        return new Stats(nodes, table.size(), tableBytes, iteration, deepest, System.nanoTime() - started, black[0],
                black[1], dropped);
    }

    /** Black's margin as the root player's value. */
    int rootView(int margin) {
        return rootSign * margin;
    }

    /** Bounds of the root player's value as bounds of Black's margin, within the score's range. */
    int[] blackBounds(int lo, int hi) {
        return new int[] {Math.max(-area, rootSign > 0 ? lo : -hi), Math.min(area, rootSign > 0 ? hi : -lo)};
    }

    private Stopped stopped(String message) {
        return new Stopped(message, stats());
    }

    /**
     * Best play from the start: at each node the first turn whose child has the node's value,
     * each child searched with a window of one point either side (the table makes it quick).
     */
    private List<Turn> principalVariation(int rootValue) {
        List<Turn> pv = new ArrayList<>();
        int v = rootValue;
        int ply = 0;
        while (board.consecutivePasses() < 2) {
            Colour mover = FastBoard.colourOf(board.toMove());
            int chosen = options.driver() == Driver.PROOF ? provedChild(ply, v) : -1;
            for (int m : chosen >= 0 ? new int[0] : order(ply, 0)) {
                if (!enter(ply, m)) {
                    continue;
                }
                // Within the score's bounds, as the value's own search was: its table entries then serve.
                int lo = options.window() ? Math.max(-v - 1, -area) : -v - 1;
                int hi = options.window() ? Math.min(-v + 1, area) : -v + 1;
                boolean keeps;
                if (options.driver() == Driver.PROOF) {
                    // The child's value is at least -v (the node's is at most v): it is -v when "at least 1 - v" fails.
                    numbers.clear();
                    numbersBytes = 0;
                    keeps = mid(ply + 1, 1 - v, PN_INF, PN_INF) == DISPROVED;
                } else {
                    keeps = -settle(ply + 1, lo, hi) == v;
                }
                if (keeps) {
                    chosen = m;
                    break;
                }
                leave();
            }
            if (chosen < 0) {
                throw new IllegalStateException("no turn keeps the value " + v + " at turn " + (ply + 1));
            }
            // The chosen turn stays played: the variation goes on from it.
            pv.add(chosen == pass ? Turn.pass(mover) : Turn.play(mover, points[chosen]));
            ply++;
            v = -v;
        }
        return pv;
    }

    /**
     * The turn of the node at ply (worth v to its mover) whose child the table already proves
     * worth -v, played and left on the board; -1, and nothing played, when there is none. The
     * proof of the node's value proved such a child, so unless its entry was dropped the
     * variation is read off without a search.
     */
    private int provedChild(int ply, int v) {
        Key[] unused = new Key[1];
        for (int m : order(ply, 0)) {
            if (!enter(ply, m)) {
                continue;
            }
            if (delta(known(ply + 1, 1 - v, unused, 0)) == 0) {
                return m;
            }
            leave();
        }
        return -1;
    }

    /**
     * The value of the node at ply within the window, by iterative deepening when it is on (as
     * the root's was: an unbounded search here can wander through lines the deepening never
     * needed), else by one unbounded search.
     */
    private int settle(int ply, int alpha, int beta) {
        if (!options.deepening()) {
            return search(ply, alpha, beta, Integer.MAX_VALUE);
        }
        for (int depth = 1; ; depth++) {
            horizon = false;
            int v = search(ply, alpha, beta, depth);
            if (options.keep()) {
                if (decides(alpha, beta)) {
                    return decision(beta);
                }
                unproved(alpha, beta);
            }
            if (!horizon) {
                return v;
            }
        }
    }

    /** The finaliser of SplitMix64: spreads a code's bits over the hash. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A table key: colouring, turn state and the set of counted history entries, compared whole. */
    private static final class Key {
        final long code;
        final int side;
        final long[] set;
        final int hash;

        Key(long code, int side, long[] set, long setHash) {
            this.code = code;
            this.side = side;
            this.set = set;
            long h = mix(code * 31 + side) ^ setHash;
            this.hash = (int) (h ^ (h >>> 32));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.code == code && k.side == side && Arrays.equals(k.set, set);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        /** An order on keys: the colouring first, then the set, member by member. */
        int compareTo(Key o) {
            int c = Long.compare(code, o.code);
            if (c != 0) {
                return c;
            }
            c = Integer.compare(set.length, o.set.length);
            if (c != 0) {
                return c;
            }
            return Arrays.compare(set, o.set);
        }
    }
}
