package org.logicalgo.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.io.OutputFile;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.GameRecords;
import org.logicalgo.sgf.SgfWriter;

/** SGF files for the commands: reading them with one-line errors, saving what a command played. */
final class SgfFiles {

    private SgfFiles() {
    }

    /**
     * Line {@code variation} of game {@code game} of a file, read through {@link org.logicalgo.io.InputFile}
     * (a regular file within the limit, in UTF-8, the charset its CA names, or UTF-16) one game tree
     * at a time: the others are walked for their grammar and counted, nothing of them kept. What is
     * read otherwise than the file says (an unknown CA) is a warning line on {@code err}.
     *
     * @return the game's record, or why it cannot be read as one (a record's fault, or no such variation)
     * @throws UserError naming the file, and for malformed text the byte and what was expected there;
     *                   for a game the file does not hold, how many it holds
     */
    static GameRecords.Read game(Path file, long limit, int game, int variation, java.io.PrintWriter err) {
        byte[] bytes = bytes(file, limit);
        try {
            GameRecords.Games games = GameRecords.games(bytes, variation, warning -> {
                err.println("logical-go: warning: " + file + ": " + warning);
                err.flush();
            });
            Optional<GameRecords.Read> read = Optional.empty();
            while (games.count() < game - 1 && games.skip()) {
                // the games before it: their grammar only
            }
            if (game >= 1 && games.count() == game - 1) {
                read = games.next();
            }
            while (games.skip()) {
                // the games after it: the file's grammar is checked to its end, as it always was
            }
            if (read.isEmpty()) {
                int count = games.count();
                throw new UserError(file + ": --game " + game + ": the file holds " + count + (count == 1 ? " game" : " games"));
            }
            return read.get();
        } catch (IllegalArgumentException e) {
            throw new UserError(file + ": " + e.getMessage());
        }
    }

    /**
     * The bytes of a file, read through {@link org.logicalgo.io.InputFile}: a regular file within the limit.
     *
     * @throws UserError naming the file and why it cannot be read
     */
    static byte[] bytes(Path file, long limit) {
        try {
            return new org.logicalgo.io.InputFile(file, limit).bytes();
        } catch (org.logicalgo.io.InputFileException e) {
            throw new UserError(e.getMessage() + (e.kind() == org.logicalgo.io.InputFileException.Kind.TOO_LARGE
                    ? " (--max-file-size raises it)" : ""));
        }
    }

    /**
     * Writes the turns played from a setup; the result goes in RE only once the game has ended (TT-8,
     * TT-10). An existing file is replaced only when {@code force} says so; the write is atomic.
     */
    static void save(Path file, Setup setup, List<Turn> played, Game game, boolean force) {
        String text;
        try {
            text = SgfWriter.write(GameRecord.of(setup, played,
                    game.ended() ? Optional.of(game.score().result()) : Optional.empty(), Rulesets.name(setup.rules())).toSgf());
        } catch (IllegalArgumentException e) {
            throw new UserError("--sgf: " + e.getMessage());
        }
        try {
            OutputFile.write(file, text, force);
        } catch (OutputFile.Failure e) {
            throw new UserError("--sgf " + e.getMessage() + (e.exists() ? "; not overwritten (--force replaces it)" : ""));
        }
    }
}
