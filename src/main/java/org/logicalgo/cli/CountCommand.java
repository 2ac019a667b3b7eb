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
@Command(name = "count", header = "Counts legal positions and games exactly, against published figures.", mixinStandardHelpOptions = true,
        description = {"Exact counts, checked against published figures: the legal positions of a grid, colourings in"
                + " which no string lacks a liberty (Tromp; OEIS A094777), and the complete games of a grid under the"
                + " logical rules (Tromp and Farnebaeck, Combinatorics of Go)."},
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

    /** What the two counts share: a grid argument, the time taken, progress on the error stream. */
    abstract static class Count implements Callable<Integer> {
        @Spec
        picocli.CommandLine.Model.CommandSpec spec;

        @Parameters(paramLabel = "WxH", description = "Grid size, e.g. 5x5 or 1x4.")
        String size;

        long started;
        Progress progress;

        @Override
        public Integer call() {
            Grid g = grid(size);
            started = System.nanoTime();
            progress = new Progress(spec.commandLine().getErr());
            String figure;
            try {
                figure = count(g);
            } finally {
                progress.done();
            }
            PrintWriter out = spec.commandLine().getOut();
            out.println(figure);
            out.println("time: " + seconds(started));
            return 0;
        }

        /** The count, as the lines to print before the time. */
        abstract String count(Grid g);
    }

    @Command(name = "legal", mixinStandardHelpOptions = true,
            header = "Counts the legal positions of a grid: colourings where every string reaches an empty point.",
            description = {"Border-state dynamic programming; the shorter side is at most " + LegalPositions.MAX_SHORT_SIDE + "."})
    static final class Legal extends Count {
        @Override
        String count(Grid g) {
            int rows = Math.max(g.width(), g.height());
            BigInteger n = LegalPositions.count(g, row -> progress.report(() -> "counting: row " + row + " of " + rows + " done"));
            String digits = n.toString();
            return "legal positions on " + g + ": " + n + "\ndigits: " + digits.length() + (digits.length() > 6
                    ? ", about " + String.format(Locale.ROOT, "%.10e", n.doubleValue()) : "");
        }
    }

    @Command(name = "games", mixinStandardHelpOptions = true,
            header = "Counts the complete games of a grid under the logical rules.",
            description = {"The rules as written: positional superko, suicide allowed, two passes end the game. Grids"
                    + " with at most " + CompleteGames.MAX_POSITIONS + " reachable colourings (1x1 to 1x4, 2x2); 1x4"
                    + " takes seconds, 2x2 over a minute (docs/testing.md: the time measured, and where)."})
    static final class Games extends Count {
        @picocli.CommandLine.Option(names = "--by-length", description = "Also count them by length in turns (the"
                + " second pass that ends each included): slower, and the lengths add up to the total.")
        boolean byLength;

        @Override
        String count(Grid g) {
            java.util.function.LongConsumer shown = steps -> progress.report(() -> String.format(Locale.ROOT,
                    "counting: %,d positions searched", steps));
            if (!byLength) {
                return "complete games on " + g + ": " + String.format(Locale.ROOT, "%,d", CompleteGames.count(g, shown));
            }
            long[] lengths = CompleteGames.byLength(g, shown);
            StringBuilder lines = new StringBuilder();
            long total = 0;
            for (int length = 0; length < lengths.length; length++) {
                if (lengths[length] != 0) {
                    lines.append(String.format(Locale.ROOT, "length %d: %,d%n", length, lengths[length]));
                    total = Math.addExact(total, lengths[length]);
                }
            }
            return lines + "complete games on " + g + ": " + String.format(Locale.ROOT, "%,d", total);
        }
    }
}
