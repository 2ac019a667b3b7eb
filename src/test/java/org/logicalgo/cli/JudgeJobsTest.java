package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * judge's jobs: one until {@link JudgeCommand#WARM} files are judged, then as many as asked that
 * the other processes leave processors for; the rows the same, in the files' order, however many.
 */
class JudgeJobsTest {

    @Test
    void aJobMoreThanTheIdleProcessorsIsNotStarted() {
        // Two processors: idle, one busy elsewhere, both busy, far more than both.
        assertEquals(2, JudgeCommand.processorsLeft(2, OptionalDouble.of(0.2)));
        assertEquals(1, JudgeCommand.processorsLeft(2, OptionalDouble.of(1.0)));
        assertEquals(1, JudgeCommand.processorsLeft(2, OptionalDouble.of(2.3)));
        assertEquals(1, JudgeCommand.processorsLeft(2, OptionalDouble.of(20.5)));
        // Eight processors, about two and a half busy: what is left, rounded.
        assertEquals(6, JudgeCommand.processorsLeft(8, OptionalDouble.of(2.4)));
        assertEquals(5, JudgeCommand.processorsLeft(8, OptionalDouble.of(2.6)));
        // Where the load is not known, every processor.
        assertEquals(4, JudgeCommand.processorsLeft(4, OptionalDouble.empty()));
    }

    @Test
    void manyJobsPrintWhatOneJobPrints(@TempDir Path dir) throws IOException {
        // Past WARM files, so that the other jobs start where the processors are idle; a refused record among them.
        byte[] agrees = Files.readAllBytes(Path.of("src/test/resources/sgf/passes-and-komi.sgf"));
        byte[] refused = Files.readAllBytes(Path.of("src/test/resources/sgf/ko-retaken-at-once.sgf"));
        int files = JudgeCommand.WARM + 60;
        for (int i = 0; i < files; i++) {
            Files.write(dir.resolve(String.format(Locale.ROOT, "g%04d.sgf", i)), i == JudgeCommand.WARM + 30 ? refused : agrees);
        }
        CliRun one = CliRun.of("judge", "--jobs", "1", dir.toString());
        CliRun three = CliRun.of("judge", "--jobs", "3", dir.toString());
        assertEquals(Main.REFUSED, one.status(), one.err());
        assertEquals(one.status(), three.status());
        List<String> rows = one.out().lines().toList();
        assertEquals(files + 2, rows.size(), one.out());
        assertTrue(rows.get(JudgeCommand.WARM + 31).contains("refused: move 2"), rows.get(JudgeCommand.WARM + 31));
        // Every row but the summary's time.
        assertEquals(rows.subList(0, files + 1), three.out().lines().toList().subList(0, files + 1));
    }
}
