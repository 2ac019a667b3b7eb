package org.logicalgo.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A peer's playout loop run as a program of its own: libEGO's board built by
 * {@code src/bench/libego/build.sh}, one binary a grid size ({@code libego-9}, {@code libego-19}),
 * which runs light playouts for so many seconds of its CPU time and prints what it did in one
 * line ({@code playouts=P turns=T black_wins=B cpu_ns=C wall_ns=W}).
 *
 * @param playouts playouts finished, each scored when it ended by two passes
 * @param turns their turns, passes included
 * @param cpuNanos the peer thread's CPU time
 * @param wallNanos the wall-clock time of the same run
 */
public record Peer(long playouts, long turns, long cpuNanos, long wallNanos) {

    private static final Pattern LINE = Pattern.compile(
            "playouts=(\\d+) turns=(\\d+) black_wins=\\d+ cpu_ns=(\\d+) wall_ns=(\\d+)( grid=(\\d+))?");

    /** The binary for grids of this side in the directory build.sh wrote. */
    public static Path binary(Path directory, int side) {
        return directory.resolve("libego-" + side);
    }

    public double perCpuSecond() {
        return playouts / (cpuNanos / 1e9);
    }

    public double perWallSecond() {
        return playouts / (wallNanos / 1e9);
    }

    public double turnsPerPlayout() {
        return turns / (double) playouts;
    }

    /**
     * Runs the binary for this many seconds of its CPU time, with the command put before it (for
     * {@code taskset -c N}, or nothing), and reads its line.
     *
     * @throws IOException when it cannot be run, fails, or prints no such line
     */
    public static Peer run(List<String> prefix, Path binary, int side, double seconds) throws IOException {
        List<String> command = new ArrayList<>(prefix);
        command.add(binary.toString());
        command.add(Double.toString(seconds));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output;
        try {
            output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(60 + (long) (20 * seconds), TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new IOException(binary + ": still running long after its " + seconds + " s");
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException(binary + ": interrupted");
        }
        Matcher m = LINE.matcher(output);
        if (process.exitValue() != 0 || !m.find()) {
            String said = output.strip().lines().findFirst().orElse("nothing");
            throw new IOException(binary + ": exit status " + process.exitValue() + ", said: " + said);
        }
        if (m.group(6) != null && Integer.parseInt(m.group(6)) != side) {
            throw new IOException(binary + ": plays " + m.group(6) + "x" + m.group(6) + ", not " + side + "x" + side);
        }
        return new Peer(Long.parseLong(m.group(1)), Long.parseLong(m.group(2)), Long.parseLong(m.group(3)),
                Long.parseLong(m.group(4)));
    }

    /** The machine's load averages over 1, 5 and 15 minutes, as /proc/loadavg gives them, or "unknown". */
    public static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }
}
