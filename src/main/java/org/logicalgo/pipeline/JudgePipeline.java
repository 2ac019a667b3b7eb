package org.logicalgo.pipeline;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;

import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.io.Compression;
import org.apache.beam.sdk.io.FileIO;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.io.fs.MatchResult;
import org.apache.beam.sdk.io.fs.MoveOptions;
import org.apache.beam.sdk.io.fs.ResourceId;
import org.apache.beam.sdk.util.MimeTypes;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.io.fs.EmptyMatchTreatment;
import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.MetricNameFilter;
import org.apache.beam.sdk.metrics.MetricQueryResults;
import org.apache.beam.sdk.metrics.MetricResult;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.metrics.MetricsFilter;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.logicalgo.rulesets.Rulesets.Reading;
import org.logicalgo.archive.Archives;
import org.logicalgo.arbiter.Judge;
import org.logicalgo.batch.Judged;
import org.logicalgo.batch.RecordLine;
import org.logicalgo.batch.Records;
import org.logicalgo.batch.Summary;
import org.logicalgo.fast.Fast;
import org.logicalgo.rules.Ruleset;

/**
 * {@code judge} as a Beam pipeline: file patterns matched (on any file system Beam has a module for:
 * local files, {@code gs://}, {@code s3://}, {@code hdfs://}), each file read as it comes by
 * {@link Archives}, the files spread over the workers, each record judged by {@link Records} as
 * {@code judge} judges it, and written as the same JSON lines, with the summary
 * they add up to. A record is named as {@code judge} names it, its source being the file as the
 * file system spells it (an absolute path for a local file).
 *
 * @param patterns   files or globs ({@code games/*.tar.gz})
 * @param given      the ruleset given, which overrides each record's RU; empty: each record's RU
 * @param variation  the line of each game tree judged (1: the main line)
 * @param limit      the most bytes an entry may hold
 * @param jsonLines  where the JSON lines go: shards {@code jsonLines-00000-of-0000N}, one a file matched
 * @param summary    where the summary goes (one file)
 */
public record JudgePipeline(List<String> patterns, Optional<Reading> given, int variation, long limit, String jsonLines, String summary)
        implements Serializable {

    private static final long serialVersionUID = 1L;

    public JudgePipeline {
        patterns = List.copyOf(patterns);
    }

    /** How a run ended, and the counts of its records by verdict (the summary has them all; these decide the exit status). */
    public record Result(PipelineResult.State state, long records, long unreadable, long refused, long disagrees) {
    }

    /** Builds the pipeline on {@code options} (its runner among them) and runs it to its end. */
    public Result run(PipelineOptions options) {
        Pipeline p = Pipeline.create(options);
        // Each file's lines go to a part of their own as they are judged, named at random in a directory beside the
        // lines, and the parts take the names of shards (PATH-00000-of-0000N) once every file is judged. A runner
        // holds what a step outputs for one element until the element is done (the direct runner in memory): a
        // .sgfs.gz of a million records handed on as a million lines once filled a 256 MB heap and never ended.
        String parts = jsonLines + ".parts-" + UUID.randomUUID();
        p.apply("patterns", Create.of(patterns).withCoder(StringUtf8Coder.of()))
                .apply("match", FileIO.matchAll().withEmptyMatchTreatment(EmptyMatchTreatment.DISALLOW))
                // The bytes as stored: the reader tells a .tar.gz from a .sgf.gz itself.
                .apply("open", FileIO.readMatches().withCompression(Compression.UNCOMPRESSED))
                // A file is read and its records judged as they come, on one worker; the files are spread over the
                // workers (matchAll reshuffles them).
                .apply("judge", ParDo.of(new JudgeFn(limit, given, variation, parts))).setCoder(SerializableCoder.of(Part.class))
                .apply("add up", Combine.globally(new PartsFn()))
                .apply("name the shards", ParDo.of(new ShardFn(jsonLines, parts)))
                .apply("summary", MapElements.into(TypeDescriptors.strings()).via(s -> s.json().stripTrailing()))
                .apply("write summary", TextIO.write().to(summary).withoutSharding().withShardNameTemplate(""));
        PipelineResult result = p.run();
        PipelineResult.State state = result.waitUntilFinish();
        MetricQueryResults metrics = result.metrics().queryMetrics(MetricsFilter.builder()
                .addNameFilter(MetricNameFilter.inNamespace(JudgePipeline.class)).build());
        java.util.Map<String, Long> counts = new java.util.HashMap<>();
        for (MetricResult<Long> c : metrics.getCounters()) {
            counts.merge(c.getName().getName(), committedOrAttempted(c), Long::sum);
        }
        return new Result(state, counts.getOrDefault("records", 0L), counts.getOrDefault(RecordLine.UNREADABLE, 0L),
                counts.getOrDefault(RecordLine.REFUSED, 0L), counts.getOrDefault(RecordLine.DISAGREES, 0L));
    }

    /** The lines of one file (a part, by its name) and their summary; or of many, added up. */
    record Part(TreeSet<String> names, Summary summary) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    /** A counter as the runner gives it: committed where it keeps them (the direct runner), else attempted. */
    private static long committedOrAttempted(MetricResult<Long> c) {
        try {
            return c.getCommitted();
        } catch (UnsupportedOperationException e) {
            return c.getAttempted();
        }
    }

    /** A file read as it comes (an SGF file whole, up to the limit, as judge reads it), each of its records judged, each one line. */
    static final class JudgeFn extends DoFn<FileIO.ReadableFile, Part> {
        private static final long serialVersionUID = 1L;
        private final long limit;
        /** The ruleset given, or null: an Optional is not serialisable, and a DoFn travels to the workers. */
        private final Reading given;
        private final int variation;
        private static final Counter RECORDS = Metrics.counter(JudgePipeline.class, "records");
        private transient Records.Judging judging;

        private final String parts;

        JudgeFn(long limit, Optional<Reading> given, int variation, String parts) {
            this.limit = limit;
            this.given = given.orElse(null);
            this.variation = variation;
            this.parts = parts;
        }

        @Setup
        public void setup() {
            judging = new Records.Judging(new Judge(Fast.ENGINE), Optional.ofNullable(given), variation);
        }

        @ProcessElement
        public void process(@Element FileIO.ReadableFile file, OutputReceiver<Part> out) throws IOException {
            String source = file.getMetadata().resourceId().toString();
            // A name of its own for each try: a retried file never writes into the part of a try that failed.
            ResourceId name = FileSystems.matchNewResource(parts + "/" + UUID.randomUUID() + ".jsonl", false);
            Summary summary = new Summary();
            try (Writer lines = new BufferedWriter(new OutputStreamWriter(Channels.newOutputStream(
                    FileSystems.create(name, MimeTypes.TEXT)), StandardCharsets.UTF_8), 1 << 16)) {
                Records.Sink sink = new Records.Sink() {
                    @Override
                    public void warning(String line) {
                        // The warnings of judge go to its stderr; a worker's would be lost among its logs.
                    }

                    @Override
                    public void judged(Judged judged, int games) {
                        RecordLine line = RecordLine.of(judged);
                        try {
                            lines.write(line.json());
                            lines.write('\n');
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                        summary.add(line);
                        RECORDS.inc();
                        Metrics.counter(JudgePipeline.class, line.verdict()).inc();
                    }
                };
                try (InputStream in = Channels.newInputStream(file.open())) {
                    Archives.read(in, source, limit, item -> Records.judge(judging, source, item, 0, sink));
                } catch (IOException e) {
                    Records.judge(judging, source, new Archives.Broken(source, "cannot be read (" + e.getMessage() + ")"), 0, sink);
                }
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
            out.output(new Part(new TreeSet<>(Set.of(name.toString())), summary));
        }
    }

    /** The parts, added up: their names and their summaries merged. */
    static final class PartsFn extends Combine.CombineFn<Part, Part, Part> {
        private static final long serialVersionUID = 1L;

        @Override
        public Part createAccumulator() {
            return new Part(new TreeSet<>(), new Summary());
        }

        @Override
        public Part addInput(Part all, Part part) {
            all.names().addAll(part.names());
            all.summary().merge(part.summary());
            return all;
        }

        @Override
        public Part mergeAccumulators(Iterable<Part> parts) {
            Part all = createAccumulator();
            parts.forEach(p -> addInput(all, p));
            return all;
        }

        @Override
        public Part extractOutput(Part all) {
            return all;
        }
    }

    /**
     * Once every file is judged: the parts take the names of shards, {@code PATH-00000-of-0000N}, in the
     * order of their random names, and their directory goes (with what a failed try left in it).
     */
    static final class ShardFn extends DoFn<Part, Summary> {
        private static final long serialVersionUID = 1L;
        private final String jsonLines;
        private final String parts;

        ShardFn(String jsonLines, String parts) {
            this.jsonLines = jsonLines;
            this.parts = parts;
        }

        @ProcessElement
        public void process(@Element Part all, OutputReceiver<Summary> out) throws IOException {
            List<ResourceId> from = new ArrayList<>();
            List<ResourceId> to = new ArrayList<>();
            int n = all.names().size();
            int i = 0;
            for (String name : all.names()) {
                from.add(FileSystems.matchNewResource(name, false));
                to.add(FileSystems.matchNewResource(String.format(Locale.ROOT, "%s-%05d-of-%05d", jsonLines, i++, n), false));
            }
            FileSystems.rename(from, to, MoveOptions.StandardMoveOptions.IGNORE_MISSING_FILES);
            List<ResourceId> left = new ArrayList<>();
            for (MatchResult m : FileSystems.match(List.of(parts + "/*"), EmptyMatchTreatment.ALLOW)) {
                if (m.status() == MatchResult.Status.OK) {
                    m.metadata().forEach(f -> left.add(f.resourceId()));
                }
            }
            left.add(FileSystems.matchNewResource(parts, true));
            FileSystems.delete(left, MoveOptions.StandardMoveOptions.IGNORE_MISSING_FILES);
            out.output(all.summary());
        }
    }
}
