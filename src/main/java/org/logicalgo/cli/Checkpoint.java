package org.logicalgo.cli;

import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import org.logicalgo.batch.Summary;
import org.logicalgo.io.InputFile;
import org.logicalgo.io.InputFileException;
import org.logicalgo.io.OutputFile;

/**
 * Where a batch of {@code judge --checkpoint} stands, written whole (atomically) every few seconds,
 * when it is stopped, and at its end: enough to go on from the next record without judging or
 * counting anything twice.
 *
 * @param checkpoint     what the file is, so that no other file is taken for one
 * @param sources        the sources of the batch, in order: a resumed batch must name the same
 * @param settings       the ruleset given and the variation judged: a resumed batch must judge alike
 * @param jsonLines      the JSON lines file of the batch, or null
 * @param jsonLinesBytes how long that file was at the checkpoint: what follows was written after it, and is cut
 * @param records        the records judged (and written, and counted) so far
 * @param progress       the sources that gave records so far, in order, with how many each gave; all
 *                       but the last are finished
 * @param complete       whether the batch ended
 * @param summary        the summary of the records so far
 */
record Checkpoint(String checkpoint, List<String> sources, String settings, String jsonLines, long jsonLinesBytes, long records,
                  List<Done> progress, boolean complete, Summary summary) {

    static final String WHAT = "logical-go judge checkpoint 1";

    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** A source and how many of its records were judged. */
    record Done(String source, long records) {
    }

    Checkpoint {
        sources = List.copyOf(sources);
        progress = List.copyOf(progress);
    }

    /**
     * The checkpoint in a file.
     *
     * @throws UserError naming the file when it cannot be read or is not a checkpoint of {@code judge}
     */
    static Checkpoint read(Path file) {
        String text;
        try {
            text = InputFile.of(file).text().text();
        } catch (InputFileException e) {
            throw new UserError("--checkpoint " + e.getMessage());
        }
        try {
            Checkpoint c = MAPPER.readValue(text, Checkpoint.class);
            if (!WHAT.equals(c.checkpoint()) || c.summary() == null) {
                throw new UserError("--checkpoint " + file + ": not a checkpoint of judge (its first field says what it is)");
            }
            return c;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UserError("--checkpoint " + file + ": not a checkpoint of judge (" + e.getOriginalMessage() + ")");
        }
    }

    /** Writes it whole in place of the last (never half written: see {@link OutputFile}). */
    void write(Path file) throws OutputFile.Failure {
        try {
            OutputFile.write(file, MAPPER.writer(SerializationFeature.INDENT_OUTPUT).writeValueAsString(this) + "\n", true);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
