package org.logicalgo.batch;

import java.io.Serializable;
import java.util.Locale;

import org.logicalgo.io.Names;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * What a batch adds up to: how many records, by verdict, by the clause of the first refused move,
 * by the {@code RU} read and by the ruleset judged under, how the results claimed compare, and the
 * verdicts per source. Counts only: two summaries of parts of a batch add up to the batch's
 * ({@link #merge}), in any order, so the pipeline's parts and a resumed batch's runs give the same.
 * The maps are sorted: equal summaries are written alike, byte for byte.
 */
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
        isGetterVisibility = JsonAutoDetect.Visibility.NONE)
@JsonPropertyOrder({"records", "verdicts", "clauses", "ru", "rules", "results", "sources"})
public final class Summary implements Serializable {

    private static final long serialVersionUID = 1L;
    /** The distinct RU values counted each on its own; the rest under {@link #OTHER} (an archive may hold thousands of spellings). */
    static final int RU_KEPT = 1000;
    static final String NO_RU = "(none)";
    static final String OTHER = "(other)";
    /** The results of {@link #results}: the record claims none. */
    static final String NO_RESULT = "none";

    private long records;
    private TreeMap<String, Long> verdicts = new TreeMap<>();
    private TreeMap<String, Long> clauses = new TreeMap<>();
    private TreeMap<String, Long> ru = new TreeMap<>();
    private TreeMap<String, Long> rules = new TreeMap<>();
    /** Of the readable records: the result claimed agrees, disagrees, is not compared (a resignation, a refused move), or none. */
    private TreeMap<String, Long> results = new TreeMap<>();
    /** Per source: {@code records} and each verdict. */
    private TreeMap<String, TreeMap<String, Long>> sources = new TreeMap<>();

    public Summary add(RecordLine line) {
        records++;
        count(verdicts, line.verdict(), 1);
        TreeMap<String, Long> source = sources.computeIfAbsent(line.source(), s -> new TreeMap<>());
        count(source, "records", 1);
        count(source, line.verdict(), 1);
        if (line.verdict().equals(RecordLine.UNREADABLE)) {
            return this;
        }
        if (line.clause() != null) {
            count(clauses, line.clause(), 1);
        }
        String read = line.ru() == null ? NO_RU : line.ru();
        count(ru, ru.containsKey(read) || ru.size() < RU_KEPT ? read : OTHER, 1);
        count(rules, line.rules(), 1);
        String result = line.claimed() == null ? NO_RESULT
                : line.verdict().equals(RecordLine.AGREES) || line.verdict().equals(RecordLine.DISAGREES) ? line.verdict()
                : RecordLine.NOT_COMPARED;
        count(results, result, 1);
        return this;
    }

    /** This summary with another's counts added: the summary of both parts. */
    public Summary merge(Summary other) {
        records += other.records;
        other.verdicts.forEach((k, v) -> count(verdicts, k, v));
        other.clauses.forEach((k, v) -> count(clauses, k, v));
        other.ru.forEach((k, v) -> count(ru, ru.containsKey(k) || ru.size() < RU_KEPT ? k : OTHER, v));
        other.rules.forEach((k, v) -> count(rules, k, v));
        other.results.forEach((k, v) -> count(results, k, v));
        other.sources.forEach((s, counts) -> counts.forEach((k, v) -> count(sources.computeIfAbsent(s, x -> new TreeMap<>()), k, v)));
        return this;
    }

    private static void count(Map<String, Long> counts, String key, long n) {
        counts.merge(key, n, Long::sum);
    }

    public long records() {
        return records;
    }

    /** How many records had this verdict ({@link RecordLine#AGREES}, ...). */
    public long verdict(String verdict) {
        return verdicts.getOrDefault(verdict, 0L);
    }

    /** How many records' first refused move this clause refuses. */
    public long clause(String clause) {
        return clauses.getOrDefault(clause, 0L);
    }

    /**
     * The exit status of {@code judge} for the batch: 2 when a record could not be read, else 3 when
     * the rules refuse a move or contradict a result, else 0.
     */
    public int status(int badInput, int refused) {
        if (verdict(RecordLine.UNREADABLE) > 0) {
            return badInput;
        }
        return verdict(RecordLine.REFUSED) + verdict(RecordLine.DISAGREES) > 0 ? refused : 0;
    }

    /** The summary as one JSON object, indented. */
    public String json() {
        try {
            return RecordLine.MAPPER.writer(SerializationFeature.INDENT_OUTPUT).writeValueAsString(this) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a summary that is not JSON: " + e.getMessage(), e);
        }
    }

    /** A summary read back from its JSON (a checkpoint). */
    public static Summary parse(String json) {
        try {
            return RecordLine.MAPPER.readValue(json, Summary.class);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a summary: " + e.getOriginalMessage());
        }
    }

    /** The summary in lines a reader takes in at a glance. */
    public String text() {
        StringBuilder out = new StringBuilder();
        out.append(records).append(records == 1 ? " record" : " records").append(": ").append(words(verdicts)).append('\n');
        if (!clauses.isEmpty()) {
            out.append("first refused move, by clause: ").append(words(clauses)).append('\n');
        }
        if (!results.isEmpty()) {
            out.append("results claimed: ").append(words(results)).append('\n');
        }
        if (!ru.isEmpty()) {
            out.append("RU read: ").append(words(ru)).append('\n');
        }
        if (!rules.isEmpty()) {
            out.append("judged under: ").append(words(rules)).append('\n');
        }
        sources.forEach((s, counts) -> {
            TreeMap<String, Long> verdictsOnly = new TreeMap<>(counts);
            verdictsOnly.remove("records");
            out.append(Names.shown(s)).append(": ").append(counts.getOrDefault("records", 0L)).append(" records: ").append(words(verdictsOnly)).append('\n');
        });
        return out.toString();
    }

    private static String words(Map<String, Long> counts) {
        StringBuilder out = new StringBuilder();
        counts.forEach((k, v) -> out.append(out.length() == 0 ? "" : ", ").append(String.format(Locale.ROOT, "%d %s", v, Names.shown(k))));
        return out.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Summary s && records == s.records && verdicts.equals(s.verdicts) && clauses.equals(s.clauses) && ru.equals(s.ru)
                && rules.equals(s.rules) && results.equals(s.results) && sources.equals(s.sources);
    }

    @Override
    public int hashCode() {
        return Objects.hash(records, verdicts, clauses, ru, rules, results, sources);
    }

    @Override
    public String toString() {
        return json();
    }
}
