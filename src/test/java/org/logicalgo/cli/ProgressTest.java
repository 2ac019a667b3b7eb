package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

/** Progress only when it helps: silent for the first seconds, then every few seconds; control characters only on a terminal. */
class ProgressTest {

    private static final long SECOND = 1_000_000_000L;

    private static String runFor(boolean terminal, int seconds) {
        StringWriter err = new StringWriter();
        AtomicLong now = new AtomicLong(5 * SECOND);
        Progress p = new Progress(new PrintWriter(err), terminal, now::get);
        for (int tenths = 0; tenths <= seconds * 10; tenths++) {
            long at = now.get();
            p.report(() -> "counting: at " + (at - 5 * SECOND) / (SECOND / 10) + " tenths");
            now.addAndGet(SECOND / 10);
        }
        p.done();
        return err.toString();
    }

    @Test
    void aShortRunIsSilent() {
        assertEquals("", runFor(false, 1));
        assertEquals("", runFor(true, 1));
    }

    @Test
    void aLogGetsAWholeLineEveryFewSecondsAndNoControlCharacter() {
        String log = runFor(false, 13);
        assertEquals("counting: at 20 tenths, 2 s\ncounting: at 70 tenths, 7 s\ncounting: at 120 tenths, 12 s\n", log);
    }

    @Test
    void aTerminalGetsOneLineRewrittenInPlaceThenEnded() {
        String shown = runFor(true, 4);
        assertTrue(shown.startsWith("\rcounting: at 20 tenths, 2 s   \rcounting: at 30 tenths, 3 s   "), shown);
        assertTrue(shown.endsWith("   \n"), shown);
    }

    @Test
    void aShortCountPrintsNothingOnStderr() {
        CliRun r = CliRun.of("count", "games", "1x3");
        assertEquals(0, r.status());
        assertEquals("", r.err());
    }
}
