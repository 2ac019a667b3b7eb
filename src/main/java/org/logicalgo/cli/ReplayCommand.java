package org.logicalgo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.annotation.JsonUnwrapped;


import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.json.JsonShapes;
import org.logicalgo.display.Diagram;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Replay.Reading;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ./logical-go replay}: plays turns under a ruleset and shows the verdict of each, the board and the score. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        header = "Plays the given turns and prints the board after the last one, both scores and the result.",
        description = {"Plays the turns in order under a ruleset, stops at the first turn the rules refuse and says"
                + " which clause refuses it, then prints the board after the last accepted turn, both scores and the"
                + " result.",
                "Exit status: 0 every turn accepted, 3 a turn refused, 2 bad input."},
        footer = {"", "Turns: 'B C3', 'W pass', 'C3' or 'pass' (the colour omitted: turns alternate), 'agree C3 D4'"
                + " (TT-C8). Each turn is one argument, in quotes. Points as in GTP: a column letter A..Z without I,"
                + " then the row from 1 at the bottom.",
                "Example: ./logical-go replay --size 5x5 --komi 0.5 \"B C3\" \"W D3\" \"B pass\"",
                "",
                "--json: {rules, width, height, komi, handicap, turns, board, toMove, ended, score}; each turn"
                + " {number, colour, move, accepted, clause, reason, repeats} (clause and reason when refused, repeats"
                + " for a repetition: the earlier turn, 0 the start); board: rows from the top; score: {black, white,"
                + " komi, result}. --compare --json: {compare: [{rules, turns, board, toMove, ended, score}]},"
                + " accepted null for a turn after a refused one."})
public final class ReplayCommand implements Callable<Integer> {

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    RulesOptions rules;

    @Mixin
    EngineOption engineOption;

    @Option(names = "--size", paramLabel = "WxH", description = "Grid size, 1x1 to 25x25 (default 19x19, or the --start drawing's).")
    String size;

    @Option(names = "--komi", paramLabel = "K", description = "Komi added to White's score, a multiple of 0.5 (default: the ruleset's).")
    Double komi;

    @Option(names = "--handicap", paramLabel = "N", defaultValue = "0",
            description = "The first N turns are Black's (TT-C5).")
    int handicap;

    @Option(names = "--start", paramLabel = "ROWS",
            description = "Starting colouring, rows from the top separated by '/': X black, O white, . empty (TT-R7).")
    String start;

    @Option(names = "--to-move", paramLabel = "black|white", description = "Who moves first (default black).")
    String toMove;

    @Option(names = "--moves-file", paramLabel = "FILE",
            description = "Read turns from FILE, one per line ('-' for standard input; '#' starts a comment).")
    String movesFile;

    @Mixin
    FileSizeOption fileSize;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    @Option(names = "--sgf", paramLabel = "FILE",
            description = "Also save the turns accepted as an FF[4] SGF record (with RE once the game has ended).")
    Path sgf;

    @Option(names = "--force", description = "Let --sgf replace an existing file (without it, an existing file is never overwritten).")
    boolean force;

    @Option(names = "--compare", description = "Replay the turns under the three presets (tromp-taylor, french,"
            + " new-zealand) and print, side by side, the verdicts where they differ, then each score and result.")
    boolean compare;

    @Parameters(paramLabel = "TURN", description = "Turns to play, in order.")
    List<String> turns = new ArrayList<>();

    /** Where a turn's text came from, so that an error can name the place. */
    private record Source(String text, String place) {
    }

    @Override
    public Integer call() throws IOException {
        if (compare) {
            return compare();
        }
        Setup setup = setup(rules.ruleset());
        rules.note().ifPresent(spec.commandLine().getErr()::println);
        Engine engine = engineOption.engine();
        Game game;
        try {
            game = engine.start(setup);
        } catch (IllegalArgumentException e) {
            throw new UserError("--start: " + e.getMessage());
        }
        Iterable<Source> sources = turnSources();
        java.util.Iterator<Source> offered = sources.iterator();

        PrintWriter out = spec.commandLine().getOut();
        List<JsonShapes.JudgedTurn> judged = new ArrayList<>();
        Replay.Step<Source> refused = null;
        int number = 0;
        List<Turn> played = new ArrayList<>();
        for (Replay.Step<Source> step : Replay.of(game, () -> offered, reading(setup.grid()), Replay.AfterRefusal.STOPS)) {
            number = step.number();
            if (json) {
                judged.add(JsonShapes.JudgedTurn.of(step));
            }
            if (step.accepted()) {
                if (sgf != null) {
                    played.add(step.turn().orElseThrow());
                }
            } else {
                refused = step;
            }
            game = step.after();
        }
        while (offered.hasNext()) {
            // The turns after a refused one are not played; the rest of the file is still read, so that a bad byte in it is said.
            offered.next();
        }
        if (sgf != null) {
            SgfFiles.save(sgf, setup, played, game, force);
        }

        if (json) {
            out.println(JsonShapes.write(new ReplayJson(Rulesets.name(setup.rules()), setup.grid().width(), setup.grid().height(),
                    setup.komi(), setup.handicap(), judged, JsonShapes.PositionJson.of(game))));
        } else {
            if (refused != null) {
                out.println("move " + number + " (" + refused.turn().orElseThrow().text() + ") " + refused.verdict());
                out.println("The board after move " + (number - 1) + ":");
            }
            out.print(Diagram.draw(game.colouring()));
            out.println(scoreLine(game));
        }
        out.flush();
        return refused == null ? 0 : Main.REFUSED;
    }

    /**
     * {@code replay --json}: the setup, each turn played with its verdict (up to the first refused),
     * then the position after the last accepted turn (see {@link Json} for each shape).
     */
    record ReplayJson(String rules, int width, int height, double komi, int handicap, List<JsonShapes.JudgedTurn> turns,
                      @JsonUnwrapped JsonShapes.PositionJson position) {
    }

    /** {@code replay --compare --json}: the replay under each preset. */
    record CompareJson(List<ReplayUnder> compare) {
    }

    /** The turns under one preset, those after its first refused turn not reached, and its last position. */
    record ReplayUnder(String rules, List<JsonShapes.JudgedTurn> turns, @JsonUnwrapped JsonShapes.PositionJson position) {
    }

    /** Both scores, the handicap bonus and komi, the winner and whether the game goes on, in one line (TT-9, TT-10, TT-V2). */
    static String scoreLine(Game game) {
        Score score = game.score();
        return score.text() + ": "
                + score.winner().map(w -> w.word() + " wins, " + score.result()).orElse("a tie, 0")
                + (game.ended() ? " (the game has ended)"
                        : " (" + game.setup().rules().ending().goesOn(game.consecutivePasses(), game.toMove()) + ")");
    }

    private Setup setup(Ruleset ruleset) {
        Setup setup = StartOptions.read(ruleset, size, "--size", start, toMove, new Grid(19, 19)).orElseThrow();
        try {
            // TT-C10, FR-11, FR-14, NZ-12: the ruleset's komi for this handicap unless one is given.
            setup = setup.withKomi(komi != null ? komi : ruleset.komiFor(handicap));
        } catch (IllegalArgumentException e) {
            throw new UserError("--komi: " + e.getMessage());
        }
        try {
            return setup.withHandicap(handicap);
        } catch (IllegalArgumentException e) {
            throw new UserError("--handicap: " + e.getMessage());
        }
    }

    /** One preset's replay for --compare: its verdict at each turn (null once a turn was refused) and its last game. */
    private record Line(Ruleset rules, List<Verdict> verdicts, Game game) {
    }

    /** --compare: the same turns under the three presets, their verdicts side by side where they differ. */
    private int compare() throws IOException {
        List<Source> sources = sources();
        Engine engine = engineOption.engine();
        List<Line> lines = new ArrayList<>();
        // The turns as the first preset (tromp-taylor) reads them: the table's column of turns, and the turns of the JSON.
        List<Turn> read = new ArrayList<>();
        for (Ruleset preset : Rulesets.PRESETS) {
            Setup setup = setup(preset);
            Game game;
            try {
                game = engine.start(setup);
            } catch (IllegalArgumentException e) {
                throw new UserError("--start: " + e.getMessage());
            }
            List<Verdict> verdicts = new ArrayList<>();
            for (Replay.Step<Source> step : Replay.of(game, sources, reading(setup.grid()), Replay.AfterRefusal.STOPS)) {
                if (lines.isEmpty()) {
                    read.add(step.turn().orElseThrow());
                }
                verdicts.add(step.verdict());
                game = step.after();
            }
            // The turns after a refused one are not reached (null); they are still read, so that a mistake in any is reported.
            Reading<Source> reading = reading(setup.grid());
            for (Source source : sources.subList(verdicts.size(), sources.size())) {
                Turn turn = reading.turn(game, source).orElseThrow();
                if (lines.isEmpty()) {
                    read.add(turn);
                }
                verdicts.add(null);
            }
            lines.add(new Line(preset, verdicts, game));
        }
        PrintWriter out = spec.commandLine().getOut();
        boolean differ = false;
        if (json) {
            List<ReplayUnder> all = new ArrayList<>();
            for (Line l : lines) {
                List<JsonShapes.JudgedTurn> judged = new ArrayList<>();
                for (int i = 0; i < read.size(); i++) {
                    Verdict v = l.verdicts().get(i);
                    judged.add(new JsonShapes.JudgedTurn(JsonShapes.TurnJson.of(i + 1, read.get(i)),
                            v == null ? JsonShapes.VerdictJson.NOT_REACHED : JsonShapes.VerdictJson.of(v)));
                }
                all.add(new ReplayUnder(Rulesets.name(l.rules()), judged, JsonShapes.PositionJson.of(l.game())));
            }
            out.println(JsonShapes.write(new CompareJson(all)));
        } else {
            String header = String.format(Locale.ROOT, "%-5s %-12s", "turn", "");
            for (Line l : lines) {
                header += String.format(Locale.ROOT, " %-34s", Rulesets.name(l.rules()));
            }
            out.println(header.stripTrailing());
            for (int i = 0; i < read.size(); i++) {
                java.util.Set<String> kinds = new java.util.HashSet<>();
                StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-5d %-12s", i + 1, read.get(i).text()));
                for (Line l : lines) {
                    Verdict v = l.verdicts().get(i);
                    String cell = v == null ? "-" : v.accepted() ? "accepted" : "refused " + ((Verdict.Refused) v).clause();
                    kinds.add(v == null ? "-" : v.accepted() ? "accepted" : "refused");
                    row.append(String.format(Locale.ROOT, " %-34s", cell));
                }
                if (kinds.size() > 1) {
                    differ = true;
                    out.println(row.toString().stripTrailing());
                    for (Line l : lines) {
                        if (l.verdicts().get(i) instanceof Verdict.Refused r) {
                            out.println("      " + Rulesets.name(l.rules()) + ": " + r);
                        }
                    }
                }
            }
            if (!differ) {
                out.println("(the verdicts agree at every turn)");
            }
            for (Line l : lines) {
                out.println(Rulesets.name(l.rules()) + ": " + scoreLine(l.game()));
            }
        }
        out.flush();
        return 0;
    }

    /** How a turn given as text is read: in the game it is offered to, whose player to move takes a turn without a colour. */
    private static Reading<Source> reading(Grid grid) {
        return (game, source) -> {
            try {
                return Optional.of(Turn.parse(source.text(), grid, game.toMove()));
            } catch (IllegalArgumentException e) {
                throw new UserError(source.place() + " ('" + source.text().trim() + "'): " + e.getMessage());
            }
        };
    }

    /** The most characters of a turn's line before any comment: far more than any turn (an agreement naming 625 points). */
    static final int MAX_TURN_LINE = 10_000;
    /** The most turns --compare replays: it keeps them all, to replay them under each preset. */
    static final int MAX_COMPARE_TURNS = 100_000;

    /** The turns given, all of them, for --compare: at most {@link #MAX_COMPARE_TURNS}. */
    private List<Source> sources() {
        List<Source> all = new ArrayList<>();
        for (Source s : turnSources()) {
            if (all.size() == MAX_COMPARE_TURNS) {
                throw new UserError("--compare replays at most " + MAX_COMPARE_TURNS + " turns, and "
                        + (movesFile == null ? "the command line" : name()) + " holds more (without --compare, replay reads any number)");
            }
            all.add(s);
        }
        return all;
    }

    private String name() {
        return movesFile.equals("-") ? "standard input" : movesFile;
    }

    /**
     * The turns given, read once as they are played: those of the command line, then those of
     * --moves-file a line at a time (memory: a line, whatever the file's size or shape).
     */
    private Iterable<Source> turnSources() {
        return () -> new java.util.Iterator<>() {
            private int argument;
            private org.logicalgo.io.InputFile.Lines lines;
            private int lineNumber;
            private Source next;

            @Override
            public boolean hasNext() {
                if (next == null) {
                    next = read();
                }
                return next != null;
            }

            @Override
            public Source next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                Source s = next;
                next = null;
                return s;
            }

            private Source read() {
                if (argument < turns.size()) {
                    argument++;
                    String text = turns.get(argument - 1);
                    if (Colour.isPlayer(text.trim()) && argument < turns.size()) {
                        // The shell split "B C3" in two: show the turn as it should have been written.
                        throw new UserError("turn " + argument + " ('" + text.trim() + "'): a colour alone is not a turn; write the colour"
                                + " and its point as one argument, in quotes: \"" + text.trim() + " " + turns.get(argument).trim() + "\"");
                    }
                    return new Source(text, "turn " + argument);
                }
                if (movesFile == null) {
                    return null;
                }
                String name = name();
                try {
                    if (lines == null) {
                        // Through the one way in: a regular file within --max-file-size; standard input only when asked by '-'.
                        java.io.InputStream in = movesFile.equals("-")
                                ? org.logicalgo.io.InputFile.bounded(System.in, name, fileSize.limit())
                                : new org.logicalgo.io.InputFile(Path.of(movesFile), fileSize.limit()).open();
                        lines = new org.logicalgo.io.InputFile.Lines(in, name, MAX_TURN_LINE);
                    }
                    for (org.logicalgo.io.InputFile.Line line = lines.next(); line != null; line = lines.next()) {
                        lineNumber++;
                        int hash = line.text().indexOf('#');
                        if (line.cut() && hash < 0) {
                            throw new UserError(name + " line " + lineNumber + ": more than " + MAX_TURN_LINE
                                    + " characters before any '#': not a turn");
                        }
                        String text = (hash >= 0 ? line.text().substring(0, hash) : line.text()).trim();
                        if (!text.isEmpty()) {
                            return new Source(text, name + " line " + lineNumber);
                        }
                    }
                    lines.close();
                    return null;
                } catch (org.logicalgo.io.InputFileException e) {
                    throw new UserError(name + ": " + switch (e.kind()) {
                        case NOT_TEXT -> "not a text of turns: " + e.reason().replaceFirst("^not text: ", "");
                        case TOO_LARGE -> e.reason() + " (--max-file-size raises it)";
                        default -> e.reason();
                    });
                } catch (java.nio.file.InvalidPathException e) {
                    throw new UserError(name + ": not a file name (" + e.getMessage() + ")");
                }
            }
        };
    }
}
