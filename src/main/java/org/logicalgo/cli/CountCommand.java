package org.logicalgo.cli;

import java.io.PrintWriter;
import java.math.BigInteger;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.logicalgo.count.CompleteGames;
import org.logicalgo.count.LegalPositions;
import org.logicalgo.rules.Grid;

import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ./logical-go count legal|games WxH}: exact counts that published mathematics checks. */
@Command(name = "count", mixinStandardHelpOptions = true,
        description = {"Exact counts, checked against published figures:",
                "  legal WxH  colourings in which no string lacks a liberty (Tromp; OEIS A094777)",
                "  games WxH  complete games under the logical rules (Tromp and Farnebaeck, Combinatorics of Go)"},
        subcommands = {CountCommand.Legal.class, CountCommand.Games.class})
public final class CountCommand implements Runnable {

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    static Grid grid(String text) {
        try {
            return Grid.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UserError("WxH: " + e.getMessage());
        }
    }

    static String seconds(long startNanos) {
        return String.format(Locale.ROOT, "%.2f s", (System.nanoTime() - startNanos) / 1e9);
    }

    @Command(name = "legal", mixinStandardHelpOptions = true,
            description = {"The number of legal positions of a grid: colourings where every string reaches an empty point.",
                    "Border-state dynamic programming; the shorter side is at most " + LegalPositions.MAX_SHORT_SIDE + "."})
    static final class Legal implements Callable<Integer> {
        @Spec
        picocli.CommandLine.Model.CommandSpec spec;

        @Parameters(paramLabel = "WxH", description = "grid size, e.g. 5x5 or 1x4")
        String size;

        @Override
        public Integer call() {
            Grid g = grid(size);
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            long t0 = System.nanoTime();
            int rows = Math.max(g.width(), g.height());
            BigInteger n = LegalPositions.count(g, row -> {
                if (rows > 4) {
                    err.print("\rcounting: row " + row + " of " + rows + ", " + seconds(t0) + "   ");
                    err.flush();
                }
            });
            if (rows > 4) {
                err.println();
            }
            out.println("legal positions on " + g + ": " + n);
            out.println("digits: " + n.toString().length() + (n.toString().length() > 6
                    ? ", about " + String.format(Locale.ROOT, "%.10e", n.doubleValue()) : ""));
            out.println("time: " + seconds(t0));
            return 0;
        }
    }

    @Command(name = "games", mixinStandardHelpOptions = true,
            description = {"The number of complete games on a grid under the logical rules: positional superko,",
                    "suicide allowed, two passes end the game. Grids with at most "
                            + CompleteGames.MAX_POSITIONS + " reachable colourings",
                    "(1x1 to 1x4, 2x2); 1x4 takes seconds, 2x2 much longer."})
    static final class Games implements Callable<Integer> {
        @Spec
        picocli.CommandLine.Model.CommandSpec spec;

        @Parameters(paramLabel = "WxH", description = "grid size, e.g. 1x3 or 2x2")
        String size;

        @Override
        public Integer call() {
            Grid g = grid(size);
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            long t0 = System.nanoTime();
            long n = CompleteGames.count(g, steps -> {
                err.print("\rcounting: " + steps / 1_000_000 + " million positions searched, " + seconds(t0) + "   ");
                err.flush();
            });
            err.println();
            out.println("complete games on " + g + ": " + String.format(Locale.ROOT, "%,d", n));
            out.println("time: " + seconds(t0));
            return 0;
        }
    }
}
