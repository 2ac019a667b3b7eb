package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code conformance export}: files written and exit 0, or one line and exit 2. */
class ConformanceExportCommandTest {

    record Run(int exit, String out, String err) {
    }

    static Run run(String... args) {
        CliRun ran = CliRun.of(args);
        return new Run(ran.status(), ran.out(), ran.err());
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
        assertEquals("logical-go: Invalid value for option '--rules': ruleset 'tromp-taylor+ko=sometimes': ko takes positional, situational,"
                + " own-moves, simple, spight or none, not 'sometimes'\n(see: ./logical-go conformance export --help)\n", r.err());
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

    @Test
    void anExportNeverOverwritesAnEarlierOneWithoutForce(@TempDir Path dir) throws Exception {
        assertEquals(0, run("conformance", "export", "--out", dir.toString()).exit());
        Path file = dir.resolve("basics.ko-basic.tst");
        Files.writeString(file, "edited by hand");
        Run again = run("conformance", "export", "--out", dir.toString());
        assertEquals(2, again.exit());
        assertTrue(again.err().matches("logical-go: --out \\S+: \\d+ of the \\d+ files exist already \\(\\S+, \\.\\.\\.\\); "
                + "not overwritten \\(--force replaces them\\)\n"), again.err());
        assertEquals("edited by hand", Files.readString(file));
        Run forced = run("conformance", "export", "--out", dir.toString(), "--force");
        assertEquals(0, forced.exit(), forced.err());
        assertTrue(Files.readString(file).startsWith("# basics.ko-basic"));
        Run sgf = run("conformance", "export", "--format", "sgf", "--out", dir.toString());
        assertEquals(0, sgf.exit(), "new names are written beside the old: " + sgf.err());
        assertEquals(2, run("conformance", "export", "--format", "sgf", "--out", dir.toString()).exit());
        try (var names = Files.list(dir)) {
            assertTrue(names.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")));
        }
    }

    @Test
    void aDirectoryThatCannotBeMadeIsOneLineSayingWhy(@TempDir Path dir) throws Exception {
        Run proc = run("conformance", "export", "--out", "/proc/nope");
        assertEquals(2, proc.exit());
        assertEquals("logical-go: --out /proc/nope: cannot create the directory (no such file or directory)\n", proc.err());
        Path file = dir.resolve("a-file");
        Files.writeString(file, "x");
        Run under = run("conformance", "export", "--out", file.resolve("out").toString());
        assertEquals("logical-go: --out " + file.resolve("out") + ": cannot create the directory (not a directory)\n", under.err());
        Run onFile = run("conformance", "export", "--format", "sgf", "--out", file.toString());
        assertEquals("logical-go: --out " + file + ": is not a directory\n", onFile.err());
    }

    @Test
    void aMissingOptionNamesTheCommandThatExists() {
        Run r = run("conformance", "export");
        assertEquals(2, r.exit());
        assertEquals("logical-go: Missing required option: '--out=DIR'\n(see: ./logical-go conformance export --help)\n", r.err());
    }
}
