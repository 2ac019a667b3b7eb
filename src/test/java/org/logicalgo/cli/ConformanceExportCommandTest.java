package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code conformance export}: files written and exit 0, or one line and exit 2. */
class ConformanceExportCommandTest {

    record Run(int exit, String out, String err) {
    }

    static Run run(String... args) {
        CommandLine cl = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cl.setOut(new PrintWriter(out));
        cl.setErr(new PrintWriter(err));
        int exit = cl.execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void writesRegressionFiles(@TempDir Path dir) {
        Run r = run("conformance", "export", "--format", "gtp", "--out", dir.toString());
        assertEquals(0, r.exit(), r.err());
        assertTrue(Files.exists(dir.resolve("basics.ko-basic.tst")));
        assertTrue(r.out().startsWith("wrote "), r.out());
    }

    @Test
    void anUnknownKnobIsOneLineAndExit2(@TempDir Path dir) {
        Run r = run("conformance", "export", "--out", dir.toString(), "--rules", "tromp-taylor+ko=sometimes");
        assertEquals(2, r.exit());
        assertEquals("logical-go: --rules: ruleset 'tromp-taylor+ko=sometimes': ko takes positional, situational, own-moves or none, not 'sometimes'\n", r.err());
    }

    @Test
    void anUnknownFormatIsOneLineAndExit2(@TempDir Path dir) {
        Run r = run("conformance", "export", "--out", dir.toString(), "--format", "xml");
        assertEquals(2, r.exit());
        assertEquals("logical-go: --format: gtp or sgf, not 'xml'\n", r.err());
    }

    @Test
    void sgfWritesOneRecordPerCaseSgfCanHold(@TempDir Path dir) throws Exception {
        Run r = run("conformance", "export", "--out", dir.toString(), "--format", "sgf");
        assertEquals(0, r.exit(), r.err());
        // The same files as the corpus kept in conformance/sgf (ConformanceSgfTest keeps that equal to the suite).
        try (var kept = java.nio.file.Files.list(Path.of("conformance/sgf")); var written = java.nio.file.Files.list(dir)) {
            assertEquals(kept.count(), written.count());
        }
        assertEquals(java.nio.file.Files.readString(Path.of("conformance/sgf/repetition.ko-repeats-start.sgf")),
                java.nio.file.Files.readString(dir.resolve("repetition.ko-repeats-start.sgf")));
    }
}
