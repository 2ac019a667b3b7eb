package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import org.logicalgo.defects.Defect;

/** {@code ./logical-go gtp --defect NAME}: hidden from the help; an unknown name is one line and status 2. */
class GtpDefectOptionTest {

    @Test
    void anUnknownDefectIsOneLineNamingTheKnownOnes() {
        CliRun run = CliRun.of("gtp", "--defect", "ko-blind");
        assertEquals(Main.BAD_INPUT, run.status(), run.err());
        assertEquals("logical-go: --defect takes one of " + Defect.ids() + ", not 'ko-blind'\n", run.err());
    }

    @Test
    void aDefectSpoilsTheReferenceAndTakesNoOtherEngine() {
        CliRun run = CliRun.of("gtp", "--defect", "simple-ko", "--engine", "fast");
        assertEquals(Main.BAD_INPUT, run.status(), run.err());
        assertEquals("logical-go: --defect spoils the reference engine; it takes no --engine\n", run.err());
    }

    @Test
    void theHelpDoesNotShowTheOption() {
        CliRun run = CliRun.of("gtp", "--help");
        assertEquals(0, run.status());
        assertTrue(run.out().contains("--seed"), run.out());
        assertFalse(run.out().contains("--defect"), run.out());
    }
}
