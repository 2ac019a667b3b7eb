package org.logicalgo.conformance.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The harnesses' GTP front ends (conformance/harnesses/lib/gtp.js and gtp.py) read lines as GTP
 * version 2 defines them (section 3.1): a line ends at LF alone; CR and the other control characters
 * but HT are removed; a comment runs from '#' to the end of the line; a line is bounded. Each is
 * driven here behind a stub adapter that knows no Go (no library needed, only Node or Python).
 * Before issue 43: a lone CR split one command in two, {@code # x<U+2029>quit} quit (a JavaScript
 * {@code .} stops at U+2029), and a 600 MB line crashed Node with a RangeError.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class HarnessFrontEndTest {

    private static final Path LIB = Path.of("conformance/harnesses/lib").toAbsolutePath();

    /** A line past the front ends' bound (64 KiB), streamed: 256 MiB, 1 GiB under -Plong. */
    private static final long LONG_LINE = Boolean.getBoolean("logicalgo.long") ? 1L << 30 : 256L << 20;

    private static List<String> frontEnd(String language, Path dir) throws IOException {
        if (language.equals("js")) {
            Path stub = dir.resolve("stub.js");
            Files.writeString(stub, "require(" + quoted(LIB.resolve("gtp.js").toString()) + ").serve({ name: \"stub\", version: \"1\","
                    + " options: {}, create: () => ({ size() {}, clear() {}, komi() {}, play() {}, stones() { return []; } }) });\n");
            return List.of("node", stub.toString());
        }
        Path stub = dir.resolve("stub.py");
        Files.writeString(stub, "import sys, types\nsys.path.insert(0, " + quoted(LIB.toString()) + ")\nimport gtp\n"
                + "class Game:\n    def size(self, w, h): pass\n    def clear(self): pass\n    def komi(self, k): pass\n"
                + "    def play(self, c, v): pass\n    def stones(self, c): return []\n"
                + "gtp.serve(types.SimpleNamespace(NAME=\"stub\", VERSION=\"1\", OPTIONS={}, RECTANGULAR=False, create=lambda o: Game()), [])\n");
        return List.of("python3", stub.toString());
    }

    private static String quoted(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static boolean runs(String program) {
        try {
            return new ProcessBuilder(program, "--version").redirectErrorStream(true).start().waitFor(30, TimeUnit.SECONDS);
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private static String exchange(List<String> command, byte[] input) throws Exception {
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (OutputStream in = p.getOutputStream()) {
            in.write(input);
        }
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"js", "py"})
    void linesAreAsGtpDefinesThem(String language, @TempDir Path dir) throws Exception {
        assumeTrue(runs(language.equals("js") ? "node" : "python3"), "no " + language + " here");
        String input = "1 name\rquit\n"            // a lone CR is removed, not a line end: one unknown command
                + "# x\u2029quit\n"                // a comment to the end of the line, past U+2029: no answer
                + "2 na\u0001m\u001be\n"           // control characters removed
                + "3 protocol_version\t# why\n"    // a tab is a space, the comment dropped
                + "x".repeat(100_000) + "\n"       // past the bound: refused, and the session goes on
                + "4 version\r\n"
                + "quit\n"
                + "5 name\n";                      // after quit: not read
        String out = exchange(frontEnd(language, dir), input.getBytes(StandardCharsets.UTF_8));
        assertEquals("?1 unknown command\n\n=2 stub (logical-go harness)\n\n=3 2\n\n? line too long\n\n=4 1\n\n= \n\n", out);
    }

    @ParameterizedTest
    @ValueSource(strings = {"js", "py"})
    void aLineOfHundredsOfMegabytesIsRefusedWithoutBeingHeld(String language, @TempDir Path dir) throws Exception {
        assumeTrue(runs(language.equals("js") ? "node" : "python3"), "no " + language + " here");
        Process p = new ProcessBuilder(frontEnd(language, dir)).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            Thread writer = new Thread(() -> {
                try {
                    OutputStream in = p.getOutputStream();
                    byte[] block = new byte[1 << 20];
                    Arrays.fill(block, (byte) 'x');
                    for (long sent = 0; sent < LONG_LINE; sent += block.length) {
                        in.write(block);
                    }
                    in.write("\n1 name\n".getBytes(StandardCharsets.US_ASCII));
                    in.flush();
                } catch (IOException e) {
                    // the front end died: the answers below say so
                }
            });
            writer.start();
            InputStream out = p.getInputStream();
            String expected = "? line too long\n\n=1 stub (logical-go harness)\n\n";
            ByteArrayOutputStream seen = new ByteArrayOutputStream();
            int b;
            while (seen.size() < expected.length() && (b = out.read()) >= 0) {
                seen.write(b);
            }
            assertEquals(expected, seen.toString(StandardCharsets.UTF_8));
            // The most the process ever held (Linux): far below the line, which was never kept.
            Path status = Path.of("/proc", Long.toString(p.pid()), "status");
            if (Files.isReadable(status)) {
                long peakKb = Files.readAllLines(status).stream().filter(l -> l.startsWith("VmHWM:"))
                        .mapToLong(l -> Long.parseLong(l.replaceAll("[^0-9]", ""))).findFirst().orElse(0);
                assertTrue(peakKb < 150 * 1024, language + " held " + peakKb / 1024 + " MB for a line of " + (LONG_LINE >> 20) + " MB");
            }
            p.getOutputStream().write("quit\n".getBytes(StandardCharsets.US_ASCII));
            p.getOutputStream().close();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS));
            assertEquals(0, p.exitValue());
        } finally {
            p.destroyForcibly();
        }
    }
}
