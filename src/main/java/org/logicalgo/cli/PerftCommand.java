package org.logicalgo.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.logicalgo.fast.Fast;
import org.logicalgo.fast.FastBoard;
import org.logicalgo.perft.Perft;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.IllegalTurnException;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rulesets.Rulesets;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ./logical-go perft}: the legal turn sequences of each length from a position, as chess perft counts them. */
@Command(name = "perft", mixinStandardHelpOptions = true,
        header = "Counts the legal turn sequences of each length from a position (perft), with the divide.",
        description = {"From the position the turns given reach (on the grid, from the start colouring, under the"
                + " ruleset), the number of sequences of exactly d turns the rules allow, for d = 1 to the depth, as"
                + " chess perft counts them: a pass is a turn; a game that has ended has no further turn; beside each"
                + " count, how many of those sequences end the game at their last turn. --divide splits the deepest"
                + " count by first turn, to walk a wrong total down to the position where two engines' legal turns"
                + " differ. Agreements (TT-C8) are not counted. docs/perft.md.",
                "Exit status: 0 counted, 3 a turn given is refused, 2 bad input."},
        footer = {"", "Example: ./logical-go perft --size 5x5 --depth 3 'B C3' 'W D3'",
                "         ./logical-go perft --size 9x9 --depth 2 --divide"})
public final class PerftCommand implements Callable<Integer> {

    /** Deep enough for any published figure here; past it a count runs for days on 9x9. */
    static final int MAX_DEPTH = 30;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    RulesOptions rules;

    @Mixin
    EngineOption engineOption;

    @Option(names = "--size", paramLabel = "WxH", description = "Grid size, 1x1 to 25x25 (default 19x19, or the --start drawing's).")
    String size;

    @Option(names = "--start", paramLabel = "ROWS",
            description = "Starting colouring, rows from the top separated by '/': X black, O white, . empty (TT-R7).")
    String start;

    @Option(names = "--to-move", paramLabel = "black|white", description = "Who moves first (default black).")
    String toMove;

    @Option(names = "--depth", paramLabel = "D", defaultValue = "3", description = "Count sequences of 1 to D turns (default 3).")
    int depth;

    @Option(names = "--divide", description = "Also split the count at the depth by first turn.")
    boolean divide;

    @Parameters(paramLabel = "TURN", description = "Turns played before counting, in order ('B C3', 'W pass', 'C3').")
    List<String> turns = new ArrayList<>();

    @Override
    public Integer call() {
        if (depth < 1 || depth > MAX_DEPTH) {
            throw new UserError("--depth: from 1 to " + MAX_DEPTH + ", not " + depth);
        }
        Ruleset ruleset = rules.ruleset();
        rules.note().ifPresent(spec.commandLine().getErr()::println);
        Setup setup = StartOptions.read(ruleset, size, "--size", start, toMove, new Grid(19, 19)).orElseThrow();
        Engine engine = engineOption.engine(Fast.ENGINE);
        Game game;
        try {
            game = engine.start(setup);
        } catch (IllegalArgumentException e) {
            throw new UserError("--start: " + e.getMessage());
        }
        Game first = game;
        List<Turn> played = new ArrayList<>();
        PrintWriter out = spec.commandLine().getOut();
        for (String text : turns) {
            Turn t;
            try {
                t = Turn.parse(text, setup.grid(), game.toMove());
            } catch (IllegalArgumentException e) {
                throw new UserError("turn " + (played.size() + 1) + " ('" + text.trim() + "'): " + e.getMessage());
            }
            if (t instanceof Turn.Agreement) {
                throw new UserError("turn " + (played.size() + 1) + ": perft counts from positions reached by moves and passes, not by an agreement");
            }
            try {
                game = game.play(t);
            } catch (IllegalTurnException e) {
                out.println("turn " + (played.size() + 1) + " (" + t.text() + ") is refused: " + e.getMessage());
                out.flush();
                return Main.REFUSED;
            }
            played.add(t);
        }
        out.println("perft on " + setup.grid() + " under " + Rulesets.name(ruleset) + ", " + played.size() + " turns played, "
                + game.toMove().word().toLowerCase(Locale.ROOT) + " to move" + (game.ended() ? " (the game has ended)" : "")
                + ", " + engine.name() + " engine");
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        long wall = System.nanoTime();
        long cpu0 = cpu.getCurrentThreadCpuTime();
        Perft.Counts counts;
        List<Perft.Split> splits = List.of();
        if (engine == Fast.ENGINE) {
            FastBoard board = Perft.board(first, played);
            counts = Perft.fast(board, depth);
            if (divide) {
                splits = Perft.divideFast(board, depth);
            }
        } else {
            counts = Perft.of(game, depth);
            if (divide) {
                splits = Perft.divide(game, depth);
            }
        }
        double seconds = (System.nanoTime() - wall) / 1e9;
        double cpuSeconds = (cpu.getCurrentThreadCpuTime() - cpu0) / 1e9;
        for (int d = 1; d <= depth; d++) {
            out.printf(Locale.ROOT, "depth %d: %,d (ended %,d)%n", d, counts.turns()[d - 1], counts.ended()[d - 1]);
        }
        if (divide) {
            out.println("divide at depth " + depth + ":");
            for (Perft.Split s : splits) {
                out.printf(Locale.ROOT, "  %s: %,d%n", s.first().text(), s.count());
            }
        }
        long nodes = counts.nodes();
        out.printf(Locale.ROOT, "nodes: %,d; %.2f s, %.2f s of CPU; %,.0f nodes a CPU second; load average %.2f%n", nodes,
                seconds, cpuSeconds, nodes / Math.max(cpuSeconds, 1e-9),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        out.flush();
        return 0;
    }
}
