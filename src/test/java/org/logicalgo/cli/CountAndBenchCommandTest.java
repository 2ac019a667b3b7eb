package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CountAndBenchCommandTest {

    @Test
    void countLegalPrintsTheFigureAndTheTime() {
        CliRun r = CliRun.of("count", "legal", "5x5");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("legal positions on 5x5: 414295148741"), r.out());
        assertTrue(r.out().contains("digits: 12, about 4.1429514874e+11"), r.out());
        assertTrue(r.out().matches("(?s).*time: \\d+\\.\\d\\d s.*"), r.out());
    }

    @Test
    void countGamesPrintsTheFigure() {
        CliRun r = CliRun.of("count", "games", "1x3");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("complete games on 1x3: 907"), r.out());
    }

    @Test
    void impossibleCountsAreOneLineAndExitTwo() {
        for (String[] args : new String[][] {{"count", "legal", "0x3"}, {"count", "legal", "12x12"},
                {"count", "games", "3x3"}, {"count", "legal", "five"}}) {
            CliRun r = CliRun.of(args);
            assertEquals(2, r.status(), String.join(" ", args));
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().startsWith("logical-go: "), r.err());
        }
    }

    @Test
    void benchMeasuresEveryWorkloadAndNamesTheTargets() {
        CliRun r = CliRun.of("bench", "--seconds", "0.05");
        assertEquals(0, r.status(), r.err());
        for (String line : new String[] {"light playouts 9x9", "light playouts 19x19", "replay 19x19, fast engine",
                "replay 19x19, reference", "fast / reference", "target >= 40,000", "target >= 8,000", "target >= 100",
                "legal-turn list 19x19", "score 19x19"}) {
            assertTrue(r.out().contains(line), line + " missing from:\n" + r.out());
        }
        assertEquals(2, CliRun.of("bench", "--seconds", "0").status());
    }
}
