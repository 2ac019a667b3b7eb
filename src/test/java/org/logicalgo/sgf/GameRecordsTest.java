package org.logicalgo.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The stream of game trees ({@link GameRecords#games}) reads every line of every file as the whole
 * tree read it ({@link SgfParser#parseFile}, then {@link GameRecord#read(SgfNode, int)}): the same
 * records, warnings and one-line errors, for the main line and the variations, though it builds no
 * tree. On the corpus, and on mutated records (nesting, many variations, broken grammar).
 */
class GameRecordsTest {

    /** What a reading of line {@code variation} gives: warnings, then the games or the error. */
    record Reading(List<String> warnings, List<GameRecords.Read> games, String error) {
    }

    static Reading ofTree(byte[] file, int variation) {
        List<String> warnings = new ArrayList<>();
        try {
            List<GameRecords.Read> games = new ArrayList<>();
            for (SgfNode root : SgfParser.parseFile(file, warnings::add)) {
                try {
                    games.add(new GameRecords.Read(Optional.of(GameRecord.read(root, variation)), Optional.empty()));
                } catch (IllegalArgumentException e) {
                    games.add(new GameRecords.Read(Optional.empty(), Optional.of(e.getMessage())));
                }
            }
            return new Reading(warnings, games, null);
        } catch (SgfException e) {
            return new Reading(warnings, null, e.getMessage());
        }
    }

    static Reading streamed(byte[] file, int variation, boolean fromBytes) {
        List<String> warnings = new ArrayList<>();
        try {
            return new Reading(warnings, GameRecords.read(file, variation, warnings::add, fromBytes), null);
        } catch (SgfException e) {
            return new Reading(warnings, null, e.getMessage());
        }
    }

    static void agree(byte[] file) {
        for (int variation = 0; variation <= 4; variation++) {
            Reading tree = ofTree(file, variation);
            for (boolean fromBytes : List.of(false, true)) {
                Reading stream = streamed(file, variation, fromBytes);
                if (!tree.equals(stream)) {
                    fail("variation " + variation + (fromBytes ? "" : " (no reading from bytes)") + ": expected " + tree + ", got " + stream
                            + " in: " + new String(file, StandardCharsets.ISO_8859_1));
                }
            }
            int count;
            try {
                count = GameRecords.count(file);
            } catch (SgfException e) {
                assertEquals(tree.error(), e.getMessage());
                continue;
            }
            assertEquals(tree.games() == null ? -1 : tree.games().size(), count);
        }
    }

    @Test
    void everyLineOfTheCorpusIsReadAsTheTreeReadsIt() throws IOException {
        for (Path p : MainLineReaderTest.corpus()) {
            agree(Files.readAllBytes(p));
        }
        agree("(;GM[1]SZ[5];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[cc])((;B[dd])))".getBytes(StandardCharsets.US_ASCII));
        agree("(;SZ[5](;B[aa](;W[bb])(;W[cc](;B[dd])(;B[ee])))(;B[bb]))(;SZ[3];B[aa])".getBytes(StandardCharsets.US_ASCII));
        agree("(;CA[klingon]SZ[5];B[aa](;W[bb])(;W[cc]KM[x]))(;CA[UTF-16]SZ[5](;B[aa])(;B[bb]))".getBytes(StandardCharsets.US_ASCII));
        agree("(;SZ[5];B[aa](;W[bb])(;W[cc]KM[x]))(;SZ[5](;B[aa])(;B[bb])".getBytes(StandardCharsets.US_ASCII));
        agree("(;SZ[5](;B[aa])(;B[bb]))".getBytes(StandardCharsets.UTF_16));
        agree("(;SZ[5](;B[aa])(;B[bb]".getBytes(StandardCharsets.UTF_16LE));
        agree("no game here".getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void everyLineOfMutatedRecordsIsReadAsTheTreeReadsIt() throws IOException {
        List<byte[]> corpus = SgfFuzzTest.corpus();
        corpus.add("(;GM[1]SZ[5];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[cc]PB[x])(;AB[dd]))".getBytes(StandardCharsets.US_ASCII));
        Random rnd = new Random(20_261_126L);
        int count = Boolean.getBoolean("logicalgo.long") ? 200_000 : 2_500;
        for (int i = 0; i < count; i++) {
            agree(SgfFuzzTest.mutate(corpus.get(rnd.nextInt(corpus.size())), rnd));
        }
    }

    @Test
    void aMillionVariationsAreCountedNotKept() {
        // 10^6 variations, the last one asked for: the tree of them once took more than 128 MB for 8 MB of file.
        int n = 1_000_000;
        StringBuilder sgf = new StringBuilder("(;GM[1]SZ[9];B[aa]");
        for (int i = 0; i < n; i++) {
            sgf.append(i == n - 1 ? "(;W[cc])" : "(;W[bb])");
        }
        sgf.append(')');
        byte[] file = sgf.toString().getBytes(StandardCharsets.US_ASCII);
        GameRecord last = GameRecords.read(file, n, w -> { }).get(0).record().orElseThrow();
        assertEquals(n, last.line());
        assertEquals(n, last.lines());
        assertEquals("W C7", last.moves().get(1).text());
        assertTrue(GameRecords.read(file, n + 1, w -> { }).get(0).error().orElseThrow()
                .equals("there is no variation " + (n + 1) + ": the game has " + n + " lines"));
    }
}
