package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.logicalgo.io.Names;

/**
 * Text from an engine is data: its control characters reach neither the terminal nor a report raw.
 * Before issue 43 the conformance runner copied an engine's ESC and NUL bytes into standard output
 * and report.txt, so an engine could colour, retitle or clear the terminal of whoever tested it.
 */
class EngineTextTest {

    @Test
    void escapesAreShownNotSent() {
        assertEquals("a\\x1b[31mb\\x00c\\x9b\\x7f", Names.shown("a\u001b[31mb\u0000c\u009b\u007f"));
        assertEquals("line\\nforged\\rrow\\ttab", Names.shown("line\nforged\rrow\ttab"));
        // A backslash stays (paths hold them): a text spelling \x1b reads as its escape, harmlessly.
        assertEquals("\\x1b", Names.shown("\\x1b"));
        assertEquals("\\u2029quit \\u202eevil", Names.shown("\u2029quit \u202eevil"));
        assertEquals("plain text, été, 囲碁", Names.shown("plain text, été, 囲碁"));
        assertEquals("a\\x07\nb", Names.lines("a\u0007\nb"));
    }

    @Test
    void anEngineThatAnswersWithEscapesIsShownEscapedOnTheTerminalAndInTheReport(@TempDir Path dir) throws Exception {
        Path reports = dir.resolve("reports");
        String engine = String.join(" ", Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                HostileInputTest.classPath(), "org.logicalgo.gtp.FakeEngine", "escapes");
        HostileInputTest.Child c = HostileInputTest.run("128m", new byte[0], "conformance", "--engine", engine,
                "--case", "tiny.1x1-white-move-repeats-start", "--report-dir", reports.toString(), "--case-timeout", "30");
        // The fake refuses every move: the case fails, which is exit 3, not a crash.
        assertEquals(3, c.status(), c.out() + c.err());
        String report = Files.readString(reports.resolve("report.txt"));
        for (String text : new String[] {c.out(), c.err(), report}) {
            assertTrue(text.codePoints().allMatch(ch -> ch == '\n' || (ch >= 0x20 && ch < 0x7f) || ch > 0x9f), text);
        }
        // What the engine said is there, escaped: its name on the first line, its refusal in the case.
        assertTrue(report.contains("fake\\x1b[31mred\\x1b]0;owned\\x07\\x00nul\\x9bC1"), report);
        assertTrue(report.contains("illegal\\x1b[31mred"), report);
        assertTrue(c.out().contains("\\x1b[31mred"), c.out());
    }
}
