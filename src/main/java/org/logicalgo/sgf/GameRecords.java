package org.logicalgo.sgf;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The Go records of an SGF file: each game tree read as a {@link GameRecord}, or the one line saying
 * why it cannot be. The main line of a plain file is read straight from its bytes
 * ({@link MainLineReader}); anything else by {@link SgfParser#parseFile} and {@link GameRecord#read},
 * and either way the records, the warnings and the errors are the same.
 */
public final class GameRecords {

    private GameRecords() {
    }

    /** A game tree read as a record, or why it cannot be read as one (the file's other games may still be). */
    public record Read(Optional<GameRecord> record, Optional<String> error) {
    }

    /**
     * Line {@code variation} (1: the main line) of every game tree of a file's bytes.
     *
     * @param warnings told, one line each, what is read otherwise than the file says (see {@link SgfParser#parseFile})
     * @throws SgfException when the file is not SGF: one line naming the byte
     */
    public static List<Read> read(byte[] file, int variation, Consumer<String> warnings) {
        if (variation == 1) {
            List<GameRecord> plain = MainLineReader.read(file, warnings);
            if (plain != null) {
                List<Read> games = new ArrayList<>(plain.size());
                for (GameRecord record : plain) {
                    games.add(new Read(Optional.of(record), Optional.empty()));
                }
                return games;
            }
        }
        List<SgfNode> roots = SgfParser.parseFile(file, warnings);
        List<Read> games = new ArrayList<>(roots.size());
        for (SgfNode root : roots) {
            try {
                games.add(new Read(Optional.of(GameRecord.read(root, variation)), Optional.empty()));
            } catch (IllegalArgumentException e) {
                games.add(new Read(Optional.empty(), Optional.of(e.getMessage())));
            }
        }
        return games;
    }
}
