package org.logicalgo.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.fasterxml.jackson.databind.SerializationFeature;

import org.logicalgo.batch.Summary;
import org.logicalgo.conformance.CaseFormatException;
import org.logicalgo.conformance.CaseLoader;
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

    /** What a checkpoint must be, packaged beside this class; the rest (the counts agree) is {@link #consistent}. */
    private static final JsonSchema SCHEMA = CaseLoader.schema(Checkpoint.class, "checkpoint.schema.json");

    /** The checkpoint's reader: a name given twice is a fault, not the last one read. */
    private static final ObjectMapper READER = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    /**
     * The checkpoint in a file, held to its schema and its counts to each other before any is used:
     * it is input like any other, and may be anything.
     *
     * @param limit the most bytes read ({@code --max-file-size}): the file is read as a stream cut there,
     *              and no string of it is held past Jackson's bound, so a huge file is a refusal, not a full heap
     * @throws UserError naming the file when it cannot be read or is not a checkpoint of {@code judge}
     */
    static Checkpoint read(Path file, long limit) {
        JsonNode root;
        try (InputStream in = new InputFile(file, limit).open()) {
            root = READER.readTree(in);
        } catch (InputFileException e) {
            throw new UserError("--checkpoint " + e.getMessage());
        } catch (StreamConstraintsException e) {
            throw notOne(file, e.getOriginalMessage());
        } catch (JsonProcessingException e) {
            throw notOne(file, "not JSON at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr()
                    + ": " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new UserError("--checkpoint " + file + ": cannot be read (" + OutputFile.reason(e) + ")");
        }
        if (root == null || root.isMissingNode()) {
            throw notOne(file, "empty");
        }
        if (!root.isObject()) {
            throw notOne(file, "JSON " + root.getNodeType().name().toLowerCase(java.util.Locale.ROOT) + ", not an object");
        }
        if (!WHAT.equals(root.path("checkpoint").textValue())) {
            throw notOne(file, "its first field, checkpoint, must say \"" + WHAT + "\"");
        }
        try {
            CaseLoader.validate(SCHEMA, file.toString(), root);
        } catch (CaseFormatException e) {
            List<String> faults = e.getMessage().lines().toList();
            throw notOne(file, faults.get(0).substring(file.toString().length() + 1)
                    + (faults.size() > 1 ? " (and more faults)" : ""));
        }
        consistent(file, root);
        try {
            return READER.treeToValue(root, Checkpoint.class);
        } catch (JsonProcessingException | IllegalArgumentException e) {
            throw notOne(file, e.getMessage().lines().findFirst().orElse(""));
        }
    }

    private static UserError notOne(Path file, String why) {
        return new UserError("--checkpoint " + file + ": not a checkpoint of judge (" + why + ")");
    }

    /**
     * What the schema cannot say: each source judged at most once, in the batch's order; its records
     * counted alike in the progress, the count and the summary. A checkpoint whose counts disagree
     * would resume with records never judged, or judged twice.
     */
    private static void consistent(Path file, JsonNode root) {
        List<String> sources = new ArrayList<>();
        root.get("sources").forEach(s -> sources.add(s.textValue()));
        if (new HashSet<>(sources).size() != sources.size()) {
            throw notOne(file, "/sources names a source twice");
        }
        java.util.Map<String, Integer> place = new java.util.HashMap<>();
        for (int i = 0; i < sources.size(); i++) {
            place.put(sources.get(i), i);
        }
        long progressed = 0;
        int last = -1;
        JsonNode progress = root.get("progress");
        JsonNode bySource = root.get("summary").get("sources");
        for (int i = 0; i < progress.size(); i++) {
            String source = progress.get(i).get("source").textValue();
            long records = progress.get(i).get("records").longValue();
            Integer at = place.get(source);
            if (at == null) {
                throw notOne(file, "/progress/" + i + " names " + source + ", not a source of its batch");
            }
            if (at <= last) {
                throw notOne(file, "/progress/" + i + " names " + source + " again, or out of the batch's order");
            }
            last = at;
            long summed = bySource.path(source).path("records").asLong(-1);
            if (summed != records) {
                throw notOne(file, "/progress/" + i + " counts " + records + " records of " + source + ", its summary "
                        + (summed < 0 ? "none" : summed));
            }
            progressed += records;
        }
        if (bySource.size() != progress.size()) {
            throw notOne(file, "/summary/sources counts " + bySource.size() + " sources, /progress " + progress.size());
        }
        long records = root.get("records").longValue();
        long summary = root.get("summary").get("records").longValue();
        long verdicts = 0;
        for (JsonNode n : root.get("summary").get("verdicts")) {
            verdicts += n.longValue();
        }
        if (records != progressed || records != summary || records != verdicts) {
            throw notOne(file, "its counts disagree: " + records + " records, " + progressed + " in /progress, " + summary
                    + " in /summary, " + verdicts + " by verdict");
        }
        if (root.get("jsonLines").isNull() && root.get("jsonLinesBytes").longValue() != 0) {
            throw notOne(file, "/jsonLinesBytes counts bytes of no --json-lines file");
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
