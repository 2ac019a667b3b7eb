package org.logicalgo.pipeline;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.nio.channels.Channels;
import java.util.List;
import java.util.Optional;

import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.io.Compression;
import org.apache.beam.sdk.io.FileIO;
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
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.values.PCollection;
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
 * @param jsonLines  where the JSON lines go: shards {@code jsonLines-00000-of-0000N}, as the runner cuts them
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
        PCollection<RecordLine> lines = p
                .apply("patterns", Create.of(patterns).withCoder(StringUtf8Coder.of()))
                .apply("match", FileIO.matchAll().withEmptyMatchTreatment(EmptyMatchTreatment.DISALLOW))
                // The bytes as stored: the reader tells a .tar.gz from a .sgf.gz itself.
                .apply("open", FileIO.readMatches().withCompression(Compression.UNCOMPRESSED))
                // A file is read and its records judged as they come, on one worker; the files are spread over the
                // workers (matchAll reshuffles them). Handing each record on to be judged elsewhere cost the direct
                // runner a bundle a record, ten times the judging.
                .apply("judge", ParDo.of(new JudgeFn(limit, given, variation))).setCoder(SerializableCoder.of(RecordLine.class));
        // Shards as the runner makes them (PATH-00000-of-0000N): one shard would gather every line under one key first.
        lines.apply("line", MapElements.into(TypeDescriptors.strings()).via(RecordLine::json))
                .apply("write lines", TextIO.write().to(jsonLines));
        // Counted a bundle at a time, then the bundles' summaries merged: a runner that does not lift combiners
        // (the direct runner) would otherwise gather every line under one key.
        lines.apply("count", ParDo.of(new CountFn())).setCoder(SerializableCoder.of(Summary.class))
                .apply("add up", Combine.globally(new SummaryFn()))
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

    /** A counter as the runner gives it: committed where it keeps them (the direct runner), else attempted. */
    private static long committedOrAttempted(MetricResult<Long> c) {
        try {
            return c.getCommitted();
        } catch (UnsupportedOperationException e) {
            return c.getAttempted();
        }
    }

    /** A file read as it comes (an SGF file whole, up to the limit, as judge reads it), each of its records judged, each one line. */
    static final class JudgeFn extends DoFn<FileIO.ReadableFile, RecordLine> {
        private static final long serialVersionUID = 1L;
        private final long limit;
        /** The ruleset given, or null: an Optional is not serialisable, and a DoFn travels to the workers. */
        private final Reading given;
        private final int variation;
        private static final Counter RECORDS = Metrics.counter(JudgePipeline.class, "records");
        private transient Records.Judging judging;

        JudgeFn(long limit, Optional<Reading> given, int variation) {
            this.limit = limit;
            this.given = given.orElse(null);
            this.variation = variation;
        }

        @Setup
        public void setup() {
            judging = new Records.Judging(new Judge(Fast.ENGINE), Optional.ofNullable(given), variation);
        }

        @ProcessElement
        public void process(@Element FileIO.ReadableFile file, OutputReceiver<RecordLine> out) {
            String source = file.getMetadata().resourceId().toString();
            Records.Sink sink = new Records.Sink() {
                @Override
                public void warning(String line) {
                    // The warnings of judge go to its stderr; a worker's would be lost among its logs.
                }

                @Override
                public void judged(Judged judged, int games) {
                    RecordLine line = RecordLine.of(judged);
                    RECORDS.inc();
                    Metrics.counter(JudgePipeline.class, line.verdict()).inc();
                    out.output(line);
                }
            };
            try (InputStream in = Channels.newInputStream(file.open())) {
                Archives.read(in, source, limit, item -> Records.judge(judging, source, item, 0, sink));
            } catch (IOException e) {
                Records.judge(judging, source, new Archives.Broken(source, "cannot be read (" + e.getMessage() + ")"), 0, sink);
            }
        }
    }

    /** The summary of the lines of a bundle. */
    static final class CountFn extends DoFn<RecordLine, Summary> {
        private static final long serialVersionUID = 1L;
        private transient Summary bundle;

        @StartBundle
        public void start() {
            bundle = new Summary();
        }

        @ProcessElement
        public void process(@Element RecordLine line) {
            bundle.add(line);
        }

        @FinishBundle
        public void finish(FinishBundleContext context) {
            context.output(bundle, GlobalWindow.INSTANCE.maxTimestamp(), GlobalWindow.INSTANCE);
        }
    }

    /** The summaries of the bundles, merged. */
    static final class SummaryFn extends Combine.CombineFn<Summary, Summary, Summary> {
        private static final long serialVersionUID = 1L;

        @Override
        public Summary createAccumulator() {
            return new Summary();
        }

        @Override
        public Summary addInput(Summary summary, Summary part) {
            return summary.merge(part);
        }

        @Override
        public Summary mergeAccumulators(Iterable<Summary> parts) {
            Summary all = new Summary();
            parts.forEach(all::merge);
            return all;
        }

        @Override
        public Summary extractOutput(Summary summary) {
            return summary;
        }
    }
}
