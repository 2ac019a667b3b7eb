package org.logicalgo.cli;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The smallest weights file Leela Zero 0.17 loads (1 residual block of 1 channel, all zeros), for
 * the matrix: only its answers to {@code play}, {@code showboard} and {@code final_score} are
 * judged, and none of them evaluates the network. Why each line is as long as it is:
 * conformance/engines/leela-zero.md, "How it is run: the tiny weights" (the tests' LeelaZero writes
 * the same file).
 */
final class LeelaZeroWeights {

    private LeelaZeroWeights() {
    }

    /** Writes the file into a temporary directory deleted when the JVM exits. */
    static Path write() throws IOException {
        Path dir = Files.createTempDirectory("leelaz-weights");
        dir.toFile().deleteOnExit();
        Path file = dir.resolve("tiny-weights.txt");
        file.toFile().deleteOnExit();
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            out.write("1\n");
            for (int n : lineLengths()) {
                StringBuilder line = new StringBuilder(2 * n);
                for (int i = 0; i < n; i++) {
                    line.append(i == 0 ? "0" : " 0");
                }
                out.write(line.append('\n').toString());
            }
        }
        return file;
    }

    /** The numbers on each line after the version, in the order Network::load_v1_network reads them. */
    static List<Integer> lineLengths() {
        int ch = 1;
        int squares = 19 * 19;
        List<Integer> lines = new ArrayList<>(List.of(ch * 18 * 9, ch, ch, ch));
        for (int conv = 0; conv < 2; conv++) {
            lines.addAll(List.of(ch * ch * 9, ch, ch, ch));
        }
        lines.addAll(List.of(2 * ch, 2, 2, 2, 2 * squares * (squares + 1), squares + 1));
        lines.addAll(List.of(ch, 1, 1, 1, squares * 256, 256, 256, 1));
        return lines;
    }
}
