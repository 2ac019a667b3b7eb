package org.logicalgo.cli;

import org.logicalgo.rulesets.Rulesets;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import org.logicalgo.fast.Fast;
import org.logicalgo.solve.Solver;
import org.logicalgo.rules.Clearings;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Ruleset.Topic;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ./logical-go solve WxH}: the exact minimax value of a small game, and best play. */
@Command(name = "solve", header = "Settles a small game by search: its exact value and the best play, clause by clause.", mixinStandardHelpOptions = true,
        description = {"Settles a small game by search: the exact minimax value under the ruleset (Black's score less"
                + " White's with komi, at the end of best play), the principal variation with the clause deciding each"
                + " turn, the nodes searched, the time and the memory.",
                "Exit status: 0 solved, 4 a bound reached, 2 bad input."},
        footer = {"", "Examples:",
                "  ./logical-go solve 2x2     (B+1, Tromp)",
                "  ./logical-go solve 1x5 --suicide forbidden --start \"X.O..\"",
                "", "More: docs/solve.md."})
public final class SolveCommand implements Callable<Integer> {

    /** Exit status when a bound (--max-seconds, --max-nodes, --max-table-mb) stops the search. */
    static final int BOUND_REACHED = 4;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    RulesOptions rules;

    @Parameters(paramLabel = "WxH", arity = "0..1", description = "Grid size (default: the --start drawing's).")
    String size;

    @Option(names = "--start", paramLabel = "ROWS",
            description = "Starting colouring, rows from the top separated by '/': X black, O white, . empty.")
    String start;

    @Option(names = "--to-move", paramLabel = "black|white", description = "Who moves first (default black).")
    String toMove;

    @Option(names = "--komi", paramLabel = "K", description = "Komi added to White's score (default: the ruleset's).")
    Double komi;

    @Option(names = "--max-seconds", paramLabel = "S", description = "Stop after S seconds (exit 4).")
    Double maxSeconds;

    @Option(names = "--max-nodes", paramLabel = "N", description = "Stop after N nodes (exit 4).")
    Long maxNodes;

    @Option(names = "--max-table-mb", paramLabel = "MB",
            description = "The transposition table's size: when it holds about MB megabytes, the entries of the smallest"
                    + " subtrees are dropped (default: half the heap, at most 1536; at most the heap).")
    Long maxTableMb;

    @Option(names = "--driver", paramLabel = "window|mtdf|proof", defaultValue = "window",
            description = "One search with the score's window (default), or MTD(f)'s tests, each of which proves a bound"
                    + " (so a search stopped by a bound says what it proved), by alpha-beta (mtdf) or by proof numbers"
                    + " (proof: df-pn, which goes by the size of the proof, not by depth).")
    String driver;

    @Option(names = "--guess", paramLabel = "MARGIN", defaultValue = "0",
            description = "MTD(f)'s first test: is Black's margin (komi apart) at least this? (default 0; a published"
                    + " value saves tests; never changes the value).")
    int guess;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Run MTD(f)'s tests on N threads at once, each with its own table (default 1; at most the cores).")
    int threads;

    @Option(names = "--passes", paramLabel = "first|last", defaultValue = "first",
            description = "Try passes before the moves (default) or after them.")
    String passes;

    @Option(names = "--no-table", description = "No transposition table.")
    boolean noTable;

    @Option(names = "--no-symmetry", description = "No reduction by the grid's symmetries.")
    boolean noSymmetry;

    @Option(names = "--no-hints", description = "No best-move-first ordering.")
    boolean noHints;

    @Option(names = "--no-window", description = "First window -infinity..infinity, not the score's bounds -area..area.")
    boolean noWindow;

    @Option(names = "--reachable-key", description = "Under positional superko, key the table by the earlier colourings"
            + " play can come back to, not all of them.")
    boolean reachableKey;

    @Option(names = "--benson", description = "Early win: a node whose pass-alive stones (Benson) already decide the"
            + " window returns at once (sound under every repetition rule; off by default, measured in docs/solve.md).")
    boolean benson;

    @Option(names = "--keep-bounds", description = "Keep in the table the bounds each depth's search proves (a horizon"
            + " taken for the score's whole range) and end a depth's search once they decide it.")
    boolean keepBounds;

    @Option(names = "--no-deepening", description = "No iterative deepening (depth 1, 2, 3... until no horizon is met).")
    boolean noDeepening;

    @Option(names = "--compare", description = "Search the game once with each enhancement added in turn and print"
            + " a table of nodes and time (the bounds hold for each search).")
    boolean compare;

    @Option(names = "--json", description = "Solve under each ruleset of the suite and print one JSON object: each"
            + " ruleset's value and variation, with the clause and the board after every turn (the explorer's solve.json).")
    boolean json;

    @Override
    public Integer call() {
        Setup setup = setup();
        Solver.Options options = options();
        if (compare) {
            return compare(setup, options);
        }
        if (json) {
            return json(setup, options);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Ruleset r = setup.rules();
        out.println("solve " + setup.grid() + " under " + Rulesets.name(r) + ", komi " + Score.half(setup.komi()) + ", "
                + setup.toMove().word() + " to move" + (setup.start().pointsOf(Colour.EMPTY).size() == setup.grid().area()
                ? "" : ", from " + drawing(setup.start())));
        if (Solver.endingModelled(r)) {
            out.println("ending: " + r.cite(Topic.END) + " is modelled as two consecutive passes ending the game with"
                    + " nothing removed (dead stones must be taken by play)");
        }
        out.flush();
        Progress progress = new Progress(err);
        // A long search stopped by Ctrl-C or SIGTERM still says what it had proved (as of its last
        // progress report, a few thousand nodes before): hours of search are not lost to a signal.
        java.util.concurrent.atomic.AtomicReference<Solver.Stats> last = new java.util.concurrent.atomic.AtomicReference<>();
        java.util.concurrent.atomic.AtomicBoolean searching = new java.util.concurrent.atomic.AtomicBoolean(true);
        Thread interrupted = new Thread(() -> {
            Solver.Stats st = last.get();
            if (st != null) {
                progress.done();
                err.println(stopped(setup, "solve interrupted (Ctrl-C, SIGTERM or SIGHUP)", st));
                err.flush();
            } else if (searching.get()) {
                // Stopped before the first progress report: still one line, and nothing claimed.
                err.println("logical-go: solve interrupted (Ctrl-C, SIGTERM or SIGHUP) before its first progress report;"
                        + " nothing proved");
                err.flush();
            }
        }, "solve-interrupted");
        Runtime.getRuntime().addShutdownHook(interrupted);
        Solver.Solution s;
        try {
            s = new Solver(setup, options, st -> {
                last.set(st);
                progress.report(() -> String.format(Locale.ROOT, "searching: %,d nodes, table %,d entries, deepest %d"
                        + " turns%s%s", st.nodes(), st.tableEntries(), st.deepest(), options.deepening() ? ", depth "
                        + st.iteration() : "", st.bounded(setup.grid().area()) ? ", proved between " + bounds(setup, st) : ""));
            }).solve();
        } catch (Solver.Stopped e) {
            last.set(null);
            progress.done();
            err.println(stopped(setup, e));
            err.flush();
            return BOUND_REACHED;
        } finally {
            last.set(null);
            searching.set(false);
            try {
                Runtime.getRuntime().removeShutdownHook(interrupted);
            } catch (IllegalStateException shuttingDown) {
                // The hook is running or has run: it says what it says.
            }
        }
        progress.done();
        print(out, setup, s);
        return 0;
    }

    /**
     * The one line of a search a bound stopped: why, the bounds it proved (a bound reached is
     * reported as a bound), the nodes and the time.
     */
    static String stopped(Setup setup, Solver.Stopped e) {
        return stopped(setup, "solve stopped, no value: " + e.getMessage(), e.stats());
    }

    private static String stopped(Setup setup, String why, Solver.Stats st) {
        String proved = st.bounded(setup.grid().area()) ? "; proved: the value lies between " + bounds(setup, st) : "";
        return "logical-go: " + why + proved + String.format(Locale.ROOT, "; %,d nodes in %.1f s, table %,d entries",
                st.nodes(), st.nanos() / 1e9, st.tableEntries());
    }

    /** The bounds proved, as Black's result with komi: "B+1 and B+6". */
    private static String bounds(Setup setup, Solver.Stats st) {
        return result(st.lowest() - setup.komi()) + " and " + result(st.highest() - setup.komi());
    }

    /** A value as the score says it: B+n, W+n or 0. */
    private static String result(double margin) {
        return new Score(0, 0, -margin).result();
    }

    /**
     * The enhancements side by side: one search per row, each adding one to the row above (or
     * changing one thing, as its name says), nodes counted as Tromp counts them (positions with a
     * player to move) and the ended games beside them, CPU time of the process (every searching thread).
     */
    private int compare(Setup setup, Solver.Options bounds) {
        PrintWriter out = spec.commandLine().getOut();
        Solver.Options plain = bounds.plain();
        Solver.Options tromp = plain.withWindow(true);
        Solver.Options all = tromp.withTable(true).withSymmetry(true).withHints(true).withDeepening(true);
        List<java.util.Map.Entry<String, Solver.Options>> rows = List.of(
                java.util.Map.entry("plain alpha-beta, passes first, window -inf..inf", plain),
                java.util.Map.entry("plain alpha-beta, passes last, window -inf..inf", plain.withPasses(Solver.PassOrder.LAST)),
                java.util.Map.entry("plain, passes first, window -area..area (Tromp's program)", tromp),
                java.util.Map.entry("plain, passes last, window -area..area (Tromp's program)", tromp.withPasses(Solver.PassOrder.LAST)),
                java.util.Map.entry("+ table (key: every earlier colouring)", tromp.withTable(true)),
                java.util.Map.entry("+ symmetry", tromp.withTable(true).withSymmetry(true)),
                java.util.Map.entry("+ hints (best move first)", tromp.withTable(true).withSymmetry(true).withHints(true)),
                java.util.Map.entry("+ iterative deepening (the default)", all),
                java.util.Map.entry("the default, MTD(f) from 0", all.withDriver(Solver.Driver.MTDF)),
                java.util.Map.entry("the default, MTD(f) from 0, two threads", all.withDriver(Solver.Driver.MTDF).withThreads(2)),
                java.util.Map.entry("the default, Benson's early win", all.withBenson(true)),
                java.util.Map.entry("the default, MTD(f) from 0, Benson's early win", all.withDriver(Solver.Driver.MTDF)
                        .withBenson(true)),
                java.util.Map.entry("the default, bounds kept", all.withKeep(true)),
                java.util.Map.entry("the default, MTD(f) from 0, Benson's early win, bounds kept",
                        all.withDriver(Solver.Driver.MTDF).withBenson(true).withKeep(true)),
                java.util.Map.entry("the default, proof numbers from 0", all.withDriver(Solver.Driver.PROOF)),
                java.util.Map.entry("the default, proof numbers from 0, Benson's early win",
                        all.withDriver(Solver.Driver.PROOF).withBenson(true)),
                java.util.Map.entry("the default, passes last", all.withPasses(Solver.PassOrder.LAST)),
                java.util.Map.entry("the default, key: the reachable earlier colourings", all.withReachable(true)),
                java.util.Map.entry("the default without deepening", all.withDeepening(false)));
        // The process's CPU, not the thread's: a search on two threads runs on neither this one nor one alone.
        java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        java.util.function.LongSupplier cpu = os instanceof com.sun.management.OperatingSystemMXBean sun
                ? sun::getProcessCpuTime : ManagementFactory.getThreadMXBean()::getCurrentThreadCpuTime;
        out.println("compare " + setup.grid() + " under " + Rulesets.name(setup.rules()) + ", komi " + Score.half(setup.komi())
                + "; load average " + String.format(Locale.ROOT, "%.1f",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()) + " on "
                + Runtime.getRuntime().availableProcessors() + " cores at the start");
        out.println();
        out.println("| search | value | nodes (player to move) | ended games | table entries | CPU s |");
        out.println("|---|---|---|---|---|---|");
        out.flush();
        for (java.util.Map.Entry<String, Solver.Options> row : rows) {
            long t0 = cpu.getAsLong();
            String cells;
            try {
                Solver.Solution s = new Solver(setup, row.getValue(), null).solve();
                cells = String.format(Locale.ROOT, "%s | %,d | %,d | %,d", new Score(0, 0, -s.value()).result(),
                        s.nodes() - s.ends(), s.ends(), s.tableEntries());
            } catch (Solver.Stopped e) {
                Solver.Stats st = e.stats();
                cells = String.format(Locale.ROOT, "stopped: %s%s | more than %,d nodes in all | | %,d",
                        e.getMessage(), st.bounded(setup.grid().area()) ? "; proved between " + bounds(setup, st) : "",
                        st.nodes(), st.tableEntries());
            }
            out.printf(Locale.ROOT, "| %s | %s | %.3f |%n", row.getKey(), cells, (cpu.getAsLong() - t0) / 1e9);
            out.flush();
        }
        out.println();
        out.println("load average " + String.format(Locale.ROOT, "%.1f",
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage()) + " at the end");
        return 0;
    }

    /** The rulesets of the conformance suite, in its order; ko=simple and ko=none are answered with their refusal. */
    static List<Ruleset> suiteRulesets() {
        Ruleset tt = Ruleset.TROMP_TAYLOR;
        return List.of(tt, tt.withSuicide(Ruleset.Suicide.FORBIDDEN), tt.withRepetition(Ruleset.Repetition.SITUATIONAL),
                tt.withRepetition(Ruleset.Repetition.SITUATIONAL).withSuicide(Ruleset.Suicide.FORBIDDEN),
                tt.withEnding(Ruleset.Ending.AGREEMENT_OR_FOUR_PASSES), Ruleset.FRENCH, Ruleset.NEW_ZEALAND,
                tt.withRepetition(Ruleset.Repetition.SIMPLE), tt.withRepetition(Ruleset.Repetition.NONE));
    }

    /** One turn of a variation: the turn, the clause deciding it, the board after it (rows from the top). */
    record JsonTurn(String turn, String clause, List<String> rows) {
    }

    /** A ruleset's answer: its value and variation, or why it has none (refused or a bound reached). */
    record JsonSolution(String ruleset, String value, String refused, List<JsonTurn> turns, String end, String score,
                        Long nodes) {
    }

    record JsonBoard(String grid, String start, String komi, List<JsonSolution> rulesets) {
    }

    private int json(Setup setup, Solver.Options options) {
        List<JsonSolution> out = new java.util.ArrayList<>();
        for (Ruleset r : suiteRulesets()) {
            Setup s = new Setup(r, setup.start(), setup.toMove(), setup.komi(), setup.handicap());
            String name = org.logicalgo.rulesets.Rulesets.name(r);
            String why = Solver.unsolvable(s).orElse(null);
            if (why != null) {
                out.add(new JsonSolution(name, null, why, List.of(), null, null, null));
                continue;
            }
            Solver.Solution sol;
            try {
                sol = new Solver(s, options, null).solve();
            } catch (Solver.Stopped e) {
                out.add(new JsonSolution(name, null, "not settled: " + e.getMessage(), List.of(), null, null, null));
                continue;
            }
            List<JsonTurn> turns = new java.util.ArrayList<>();
            Game game = Fast.ENGINE.start(s);
            for (Turn t : sol.pv()) {
                Verdict v = game.judge(t);
                if (!v.accepted()) {
                    throw new IllegalStateException("the variation's turn " + t.text() + " is refused: " + v);
                }
                game = game.play(t);
                turns.add(new JsonTurn(t.text(), clause(r, t, game.lastClearings()),
                        List.of(drawing(game.colouring()).split("/"))));
            }
            Score score = game.score();
            if (score.margin() != sol.value()) {
                throw new IllegalStateException("the variation scores " + score.result() + ", the search said " + sol.value());
            }
            out.add(new JsonSolution(name, score.result(), null, turns,
                    "two consecutive passes [" + r.cite(Topic.END) + "]" + (Solver.endingModelled(r)
                            ? "; " + r.cite(Topic.END) + " modelled so: nothing removed, dead stones taken by play" : ""),
                    "[" + r.cite(Topic.SCORE) + "] " + score.text(),
                    sol.nodes() - sol.ends()));
        }
        JsonBoard board = new JsonBoard(setup.grid().toString(), drawing(setup.start()), Score.half(setup.komi()), out);
        PrintWriter w = spec.commandLine().getOut();
        try {
            w.println(new com.fasterxml.jackson.databind.ObjectMapper()
                    .setSerializationInclusion(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                    .writerWithDefaultPrettyPrinter().writeValueAsString(board));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
        w.flush();
        return 0;
    }

    private Solver.Options options() {
        Solver.Options o = Solver.Options.defaults();
        switch (passes.toLowerCase(Locale.ROOT)) {
            case "first" -> o = o.withPasses(Solver.PassOrder.FIRST);
            case "last" -> o = o.withPasses(Solver.PassOrder.LAST);
            default -> throw new UserError("--passes takes first or last, not '" + passes + "'");
        }
        o = o.withTable(!noTable).withSymmetry(!noSymmetry).withHints(!noHints).withDeepening(!noDeepening)
                .withWindow(!noWindow).withReachable(reachableKey).withBenson(benson)
                .withKeep(keepBounds);
        switch (driver.toLowerCase(Locale.ROOT)) {
            case "mtdf" -> o = o.withDriver(Solver.Driver.MTDF);
            case "proof" -> o = o.withDriver(Solver.Driver.PROOF);
            case "window" -> o = o.withDriver(Solver.Driver.WINDOW);
            default -> throw new UserError("--driver takes window, mtdf or proof, not '" + driver + "'");
        }
        int cores = Runtime.getRuntime().availableProcessors();
        if (threads < 1 || threads > cores) {
            throw new UserError("--threads takes 1 to " + cores + " (the cores this machine has), not " + threads);
        }
        if (threads > 1 && o.driver() != Solver.Driver.MTDF) {
            throw new UserError("--threads " + threads + " runs MTD(f)'s alpha-beta tests side by side (--driver mtdf); --driver "
                    + driver.toLowerCase(Locale.ROOT) + (o.driver() == Solver.Driver.WINDOW ? " has one search" : " searches on one thread"));
        }
        o = o.withThreads(threads).withGuess(guess);
        long nodes = o.maxNodes();
        long nanos = o.maxNanos();
        long bytes = o.maxTableBytes();
        if (maxNodes != null) {
            if (maxNodes < 1) {
                throw new UserError("--max-nodes takes a positive number, not " + maxNodes);
            }
            nodes = maxNodes;
        }
        if (maxSeconds != null) {
            if (!(maxSeconds > 0) || maxSeconds > 1e9) {
                throw new UserError("--max-seconds takes a positive number of seconds, not " + maxSeconds);
            }
            nanos = (long) (maxSeconds * 1e9);
        }
        if (maxTableMb != null) {
            long heapMb = Runtime.getRuntime().maxMemory() >> 20;
            if (maxTableMb < 1 || maxTableMb > heapMb) {
                throw new UserError("--max-table-mb takes 1 to " + heapMb + " (the heap's size: "
                        + org.logicalgo.io.NotEnoughMemory.howMore() + "), not " + maxTableMb);
            }
            bytes = maxTableMb << 20;
        }
        return o.withBounds(nodes, nanos, bytes);
    }

    private Setup setup() {
        Ruleset ruleset = rules.ruleset();
        rules.note().ifPresent(spec.commandLine().getErr()::println);
        Setup setup = StartOptions.read(ruleset, size, "WxH", start, toMove, null)
                .orElseThrow(() -> new UserError("solve needs a grid, WxH (like 2x2 or 1x5), or a --start drawing"));
        try {
            setup = setup.withKomi(komi != null ? komi : ruleset.defaultKomi());
        } catch (IllegalArgumentException e) {
            throw new UserError("--komi: " + e.getMessage());
        }
        try {
            Fast.ENGINE.start(setup);
        } catch (IllegalArgumentException e) {
            throw new UserError("--start: " + e.getMessage());
        }
        String why = Solver.unsolvable(setup).orElse(null);
        if (why != null) {
            throw new UserError("solve: " + why);
        }
        return setup;
    }

    private static String drawing(Colouring c) {
        Grid g = c.grid();
        StringBuilder rows = new StringBuilder();
        for (int row = g.height() - 1; row >= 0; row--) {
            for (int col = 0; col < g.width(); col++) {
                rows.append(c.colour(new Point(col, row)).symbol());
            }
            if (row > 0) {
                rows.append('/');
            }
        }
        return rows.toString();
    }

    /** The value, then the variation replayed by the fast engine, the referee, each turn with its clause. */
    private static void print(PrintWriter out, Setup setup, Solver.Solution s) {
        Ruleset r = setup.rules();
        Score value = new Score(0, 0, -s.value());
        out.println("value: " + value.result());
        out.println("principal variation (" + s.pv().size() + " turns):");
        Game game = Fast.ENGINE.start(setup);
        int n = 0;
        for (Turn t : s.pv()) {
            Verdict v = game.judge(t);
            if (!v.accepted()) {
                throw new IllegalStateException("the variation's turn " + (n + 1) + " (" + t.text() + ") is refused: " + v);
            }
            game = game.play(t);
            n++;
            out.printf(Locale.ROOT, "%4d  %-7s %s%n", n, t.text(), clause(r, t, game.lastClearings()));
        }
        Score score = game.score();
        if (score.margin() != s.value()) {
            throw new IllegalStateException("the variation scores " + score.result() + ", the search said " + value.result());
        }
        out.println("the game ends: two consecutive passes [" + r.cite(Topic.END) + "]");
        out.println("score [" + r.cite(Topic.SCORE) + "]: " + score.text() + ": " + score.result());
        out.printf(Locale.ROOT, "nodes: %,d with a player to move, %,d ended games scored (and %,d more to read the"
                + " variation off)%n", s.nodes() - s.ends(), s.ends(), s.pvNodes());
        out.printf(Locale.ROOT, "time: %.2f s%n", s.nanos() / 1e9);
        out.printf(Locale.ROOT, "memory: table %,d entries (about %.1f MB), heap peak %d MB%n", s.tableEntries(),
                s.tableBytes() / 1048576.0, heapPeakMb());
        out.flush();
    }

    private static String clause(Ruleset r, Turn t, Clearings c) {
        if (t instanceof Turn.Pass) {
            return "a pass [" + r.cite(Topic.TURN) + "]";
        }
        if (!c.opponent().isEmpty()) {
            return "clears " + names(c.opponent()) + " [" + r.cite(Topic.OPPONENT_CLEARING) + "]";
        }
        if (!c.own().isEmpty()) {
            return "clears its own " + names(c.own()) + " [" + r.cite(Topic.OWN_CLEARING) + "]";
        }
        return "[" + r.cite(Topic.MOVE) + "]";
    }

    private static String names(java.util.Set<Point> ps) {
        return ps.stream().sorted(java.util.Comparator.comparingInt(Point::row).thenComparingInt(Point::column))
                .map(Point::toString).collect(Collectors.joining(" "));
    }

    private static long heapPeakMb() {
        long peak = 0;
        List<MemoryPoolMXBean> pools = ManagementFactory.getMemoryPoolMXBeans();
        for (MemoryPoolMXBean p : pools) {
            if (p.getType() == MemoryType.HEAP && p.getPeakUsage() != null) {
                peak += p.getPeakUsage().getUsed();
            }
        }
        return peak >> 20;
    }
}
