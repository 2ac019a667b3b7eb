package org.logicalgo.conformance.runner;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Leela Zero 0.17 (Debian's package {@code leela-zero}) as an engine for tests. Leela Zero will not
 * start without a weights file; only its answers to {@code play}, {@code showboard} and
 * {@code final_score} are judged, and none of them evaluates the network, so any valid weights
 * will do. This class writes the smallest valid file (1 residual block of 1 channel, all zeros)
 * once per JVM into a temporary directory deleted on exit. See conformance/engines/leela-zero.md.
 */
public final class LeelaZero {

    private LeelaZero() {
    }

    /** The leelaz executable, where it is installed. */
    public static Optional<String> executable() {
        List<String> places = new ArrayList<>(List.of("/usr/games/leelaz", "/usr/lib/leelaz/bin/leelaz"));
        String path = System.getenv("PATH");
        if (path != null) {
            for (String dir : path.split(File.pathSeparator)) {
                if (!dir.isEmpty()) {
                    places.add(Path.of(dir, "leelaz").toString());
                }
            }
        }
        return places.stream().filter(p -> Files.isExecutable(Path.of(p))).findFirst();
    }

    /**
     * The command line that runs Leela Zero as a GTP engine with the tiny weights; empty where
     * leelaz is not installed. Not {@code -q}: with it, {@code showboard} prints nothing (without it,
     * the board goes to standard error and the answer is an empty {@code =}).
     */
    public static Optional<List<String>> command() {
        return executable().map(leelaz -> List.of(leelaz, "--gtp", "--cpu-only", "--noponder", "-p", "1", "-t", "1",
                "-w", TinyWeights.FILE.toString()));
    }

    /** The weights file, written on first use. */
    static Path weights() {
        return TinyWeights.FILE;
    }

    /** Holder: the file is written once, the first time it is asked for. */
    private static final class TinyWeights {
        static final Path FILE = write();

        private static Path write() {
            try {
                Path dir = Files.createTempDirectory("leelaz-weights");
                // deleteOnExit works in reverse order of registration: the file first, then its directory.
                dir.toFile().deleteOnExit();
                Path file = dir.resolve("tiny-weights.txt");
                file.toFile().deleteOnExit();
                try (Writer out = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
                    out.write("1\n");
                    for (int n : lineLengths(CHANNELS, BLOCKS)) {
                        out.write(zeros(n));
                    }
                }
                return file;
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write Leela Zero's weights file", e);
            }
        }
    }

    static final int CHANNELS = 1;
    static final int BLOCKS = 1;
    /** Input planes: 8 past positions x (own stones, other stones), plus 2 planes for the side to move. */
    static final int INPUT_PLANES = 18;
    /** The network's fixed 19x19 board. */
    static final int SQUARES = 19 * 19;
    static final int POLICY_PLANES = 2;
    static final int VALUE_PLANES = 1;
    static final int VALUE_HIDDEN = 256;

    /**
     * How many numbers each line of a version-1 weights file holds, after the line "1" (the format
     * version), in the order Leela Zero's Network::load_v1_network reads them. It counts the lines to
     * find the number of residual blocks ((lines - 1 - 4 - 14) / 8) and reads the number of channels
     * from the third line of the file (the input convolution's biases).
     */
    static List<Integer> lineLengths(int channels, int blocks) {
        List<Integer> lines = new ArrayList<>();
        // Input convolution, 3x3, 18 planes to `channels` filters, then its batch normalisation:
        lines.add(channels * INPUT_PLANES * 9); // weights
        lines.add(channels);                    // biases
        lines.add(channels);                    // batchnorm means
        lines.add(channels);                    // batchnorm variances
        // Each residual block: two 3x3 convolutions, channels to channels, each with its batchnorm.
        for (int b = 0; b < 2 * blocks; b++) {
            lines.add(channels * channels * 9);
            lines.add(channels);
            lines.add(channels);
            lines.add(channels);
        }
        // Policy head: 1x1 convolution to 2 planes, batchnorm, then fully connected 2x361 -> 362 (361 points and pass).
        lines.add(POLICY_PLANES * channels);
        lines.add(POLICY_PLANES);
        lines.add(POLICY_PLANES);
        lines.add(POLICY_PLANES);
        lines.add(POLICY_PLANES * SQUARES * (SQUARES + 1));
        lines.add(SQUARES + 1);
        // Value head: 1x1 convolution to 1 plane, batchnorm, fully connected 361 -> 256, then 256 -> 1.
        lines.add(VALUE_PLANES * channels);
        lines.add(VALUE_PLANES);
        lines.add(VALUE_PLANES);
        lines.add(VALUE_PLANES);
        lines.add(VALUE_PLANES * SQUARES * VALUE_HIDDEN);
        lines.add(VALUE_HIDDEN);
        lines.add(VALUE_HIDDEN);
        lines.add(1);
        return lines;
    }

    /** A line of n zeros separated by spaces. */
    private static String zeros(int n) {
        StringBuilder line = new StringBuilder(2 * n);
        for (int i = 0; i < n; i++) {
            line.append(i == 0 ? "0" : " 0");
        }
        return line.append('\n').toString();
    }
}
