package org.logicalgo.gtp;

import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.logicalgo.io.InputFile;
import org.logicalgo.io.InputFileException;
import org.logicalgo.io.OutputFile;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Numbers;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Setup;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.GameRecords;
import org.logicalgo.sgf.SgfWriter;

/**
 * The commands that set a game up or write it out: a starting colouring stone by stone (GoGui's
 * {@code gogui-setup}, {@code gogui-setup_player}, TT-R7), a game read from an SGF file
 * ({@code loadsgf}) and written to one ({@code printsgf}).
 */
final class SetupCommands {

    private final GtpGame game;

    SetupCommands(GtpGame game) {
        this.game = game;
    }

    /** TT-R7: stones placed before the first turn make the starting colouring. */
    String setupStones(List<String> args) throws GtpError {
        if (game.now().turnNumber() > 0) {
            throw new GtpError("board not empty");
        }
        if (args.size() % 2 != 0) {
            throw new GtpError("syntax error");
        }
        Setup setup = game.setup();
        Colouring start = setup.start();
        for (int i = 0; i < args.size(); i += 2) {
            Colour c = GtpArgs.colour(args, i);
            try {
                start = start.with(Point.parse(args.get(i + 1), setup.grid()), c);
            } catch (IllegalArgumentException e) {
                throw new GtpError("syntax error");
            }
        }
        return restart(start, setup.toMove());
    }

    String setupPlayer(List<String> args) throws GtpError {
        if (game.now().turnNumber() > 0) {
            throw new GtpError("board not empty");
        }
        return restart(game.setup().start(), GtpArgs.colour(args, 0));
    }

    private String restart(Colouring start, Colour toMove) throws GtpError {
        try {
            // The setup itself may refuse (White to move after a handicap, TT-C5), and so may the start (TT-R7).
            Setup candidate = game.setup().withStart(start, toMove);
            Game g = game.engine().start(candidate);
            game.restart(candidate, new GameHistory(g));
            return "";
        } catch (IllegalArgumentException e) {
            throw new GtpError(e.getMessage());
        }
    }

    /**
     * The first game of an SGF file, its moves before move {@code N} refereed; nothing changes if one
     * is refused. Warnings of the reader go to {@code err}.
     */
    String loadsgf(List<String> args, PrintStream err) throws GtpError {
        if (args.isEmpty() || args.size() > 2) {
            throw new GtpError("syntax error");
        }
        GameRecord record;
        try {
            // Through the one way in: a FIFO, a device or /dev/stdin (our own command stream) is refused, not read.
            byte[] bytes = InputFile.of(Path.of(args.get(0))).bytes();
            // The first game's main line, read as a stream: the rest of the file is walked for its grammar only.
            GameRecords.Games games = GameRecords.games(bytes, 1, warning -> err.println("loadsgf " + args.get(0) + ": " + warning));
            GameRecords.Read first = games.next().orElseThrow();
            while (games.skip()) {
                // the other games: their grammar, as the whole file was parsed before
            }
            if (first.error().isPresent()) {
                throw new IllegalArgumentException(first.error().get());
            }
            record = first.record().orElseThrow();
        } catch (InputFileException e) {
            // GNU Go's words for a missing file; what else kept it out, after them.
            throw new GtpError("cannot open '" + args.get(0) + "'"
                    + (e.kind() == InputFileException.Kind.MISSING ? "" : ": " + e.reason()));
        } catch (InvalidPathException e) {
            throw new GtpError("cannot open '" + args.get(0) + "'");
        } catch (IllegalArgumentException e) {
            throw new GtpError("cannot read '" + args.get(0) + "': " + e.getMessage());
        }
        int upTo = record.moves().size();
        if (args.size() == 2) {
            try {
                upTo = Math.min(upTo, Numbers.parseInt(args.get(1)) - 1);
            } catch (NumberFormatException e) {
                throw new GtpError("syntax error");
            }
            if (upTo < 0) {
                throw new GtpError("syntax error");
            }
        }
        Setup candidate;
        Game g;
        try {
            candidate = record.setup(game.setup().rules());
            if (record.komi().isEmpty()) {
                candidate = candidate.withKomi(game.setup().komi());
            }
            g = game.engine().start(candidate);
        } catch (IllegalArgumentException e) {
            throw new GtpError("cannot read '" + args.get(0) + "': " + e.getMessage());
        }
        GameHistory played = new GameHistory(g);
        // The main line up to move N, stopping at the first refused move, which leaves the game as it was.
        try {
            for (Replay.Step<GameRecord.Move> step : Replay.of(g, record.moves().subList(0, upTo),
                    GameRecord.Move.READING, Replay.AfterRefusal.STOPS)) {
                if (step.refused().isPresent()) {
                    GameRecord.Move m = step.offered();
                    throw new GtpError("illegal move at move " + m.number() + " (" + m.text() + "): " + step.refused().get());
                }
                played.add(step.turn().orElseThrow(), step.after());
            }
        } catch (OutOfMemoryError e) {
            // What the failed allocation was for is dropped with the game being loaded; the game as it was stays.
            played = null;
            throw new GtpError("cannot load '" + args.get(0) + "': not enough memory to keep a game this long: give the Java VM more with -Xmx");
        }
        game.restart(candidate, played);
        return game.now().toMove().word().toLowerCase(Locale.ROOT);
    }

    /** The game so far as an FF[4] record; its result in RE once it has ended (TT-8, TT-10). */
    String printsgf(List<String> args) throws GtpError {
        String text;
        Game now = game.now();
        try {
            text = SgfWriter.write(GameRecord.of(game.setup(), game.history().turns(),
                    now.ended() ? Optional.of(now.score().result()) : Optional.empty(), Rulesets.name(game.setup().rules())).toSgf());
        } catch (IllegalArgumentException e) {
            throw new GtpError(e.getMessage());
        }
        if (args.isEmpty()) {
            return "\n" + text.strip();
        }
        // Never over an existing file: GTP has no --force, and a controller's typo must not cost a record.
        Path file;
        try {
            file = Path.of(args.get(0));
        } catch (InvalidPathException e) {
            throw new GtpError("cannot write '" + args.get(0) + "': not a file name");
        }
        try {
            OutputFile.write(file, text, false);
        } catch (OutputFile.Failure e) {
            throw new GtpError("cannot write '" + args.get(0) + "': " + e.why() + (e.exists() ? ", not overwritten" : ""));
        }
        return "";
    }
}
