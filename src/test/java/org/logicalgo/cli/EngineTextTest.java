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

    /**
     * An engine's answer of several lines keeps its line ends, each line shown as a name is
     * ({@code Names.shown}, held by ArchiveAttackTest); a lone carriage return is no line end.
     */
    @Test
    void anAnswerOfSeveralLinesKeepsItsLineEnds() {
        assertEquals("a\\x07\nb", Names.lines("a\u0007\nb"));
        assertEquals("a\\rb\n\\x1b[2J", Names.lines("a\rb\n\u001b[2J"));
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
