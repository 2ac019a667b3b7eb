package org.logicalgo.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.apache.beam.runners.direct.DirectOptions;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.logicalgo.rulesets.Rulesets.Reading;
import org.logicalgo.pipeline.JudgePipeline;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/** {@code ./logical-go judge-pipeline}: judge's judging as an Apache Beam pipeline, locally or on a cluster's runner. */
@Command(name = "judge-pipeline", header = "Judges archives of records as an Apache Beam pipeline: the JSON lines and summary of judge.",
        mixinStandardHelpOptions = true,
        description = {"Reads SGF files and archives of records (the formats of judge) from files or globs on any file"
                + " system Beam has a module for, judges every record as judge does, and writes the same JSON lines (one"
                + " object a record, in the runner's shards, in no particular order) and the same summary. Runs on Beam's"
                + " direct runner here; options of the form --name=value after the files go to Beam (--runner=SparkRunner,"
                + " ...; docs/archives.md).",
                "Exit status: as judge: 0 every record legal and its result agreeing or not comparable, 3 a refused"
                + " move or a contradicted result, 2 an unreadable record or bad input."})
public final class JudgePipelineCommand implements Callable<Integer> {

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    RulesOptions rules;

    @Mixin
    FileSizeOption fileSize;

    @Option(names = "--variation", paramLabel = "N", defaultValue = "1", description = "Judge line N of each game tree (1: the main line).")
    int variation;

    @Option(names = "--json-lines", paramLabel = "PATH", required = true,
            description = "Where the JSON lines go: PATH-00000-of-0000N, shards as the runner cuts them (cat PATH-* joins them).")
    String jsonLines;

    @Option(names = "--summary-json", paramLabel = "PATH", required = true, description = "Where the summary goes (one JSON object).")
    String summaryJson;

    @Option(names = "--force", description = "Replace an existing --json-lines or --summary-json file (local files are checked; Beam replaces others).")
    boolean force;

    @Parameters(paramLabel = "PATTERN", arity = "1..*", description = "Files or globs: games/*.tar.gz, /data/**, gs://bucket/dump/*.zip.")
    List<String> patterns = new ArrayList<>();

    @Unmatched
    List<String> beam = new ArrayList<>();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (variation < 1) {
            throw new UserError("--variation takes 1 or more, not " + variation);
        }
        for (String pattern : patterns) {
            if (local(pattern) && !glob(pattern) && !Files.isRegularFile(Path.of(pattern))) {
                throw new UserError(pattern + ": " + (Files.isDirectory(Path.of(pattern)) ? "a directory: give a glob, " + pattern + "/**"
                        : "no such file"));
            }
        }
        if (local(summaryJson) && !force && Files.exists(Path.of(summaryJson), LinkOption.NOFOLLOW_LINKS)) {
            throw new UserError("--summary-json " + summaryJson + ": exists already; not overwritten (--force replaces it)");
        }
        if (local(jsonLines) && !force) {
            Optional<Path> shard = shards(Path.of(jsonLines).toAbsolutePath().normalize()).stream().findFirst();
            if (shard.isPresent()) {
                throw new UserError("--json-lines " + jsonLines + ": " + shard.get().getFileName()
                        + " exists already; not overwritten (--force replaces it)");
            }
        }
        for (String option : beam) {
            if (!option.startsWith("--") || !option.contains("=")) {
                throw new UserError("'" + option + "': options for Beam are written --name=value, after the files (docs/archives.md)");
            }
        }
        PipelineOptions options;
        try {
            options = PipelineOptionsFactory.fromArgs(beam.toArray(String[]::new)).withValidation().create();
        } catch (IllegalArgumentException e) {
            throw new UserError("Beam: " + e.getMessage().lines().findFirst().orElse(""));
        }
        {
            DirectOptions direct = options.as(DirectOptions.class);
            // Records are values made once and never changed: the direct runner's checks of that cost half its time.
            if (beam.stream().noneMatch(o -> o.startsWith("--enforceImmutability="))) {
                direct.setEnforceImmutability(false);
            }
            if (beam.stream().noneMatch(o -> o.startsWith("--enforceEncodability="))) {
                direct.setEnforceEncodability(false);
            }
        }
        long started = System.nanoTime();
        JudgePipeline.Result result = new JudgePipeline(patterns, JudgeCommand.given(spec, rules), variation, fileSize.limit(),
                absolute(jsonLines), absolute(summaryJson)).run(options);
        double seconds = (System.nanoTime() - started) / 1e9;
        out.printf(Locale.ROOT, "%d records: %d refused, %d disagree, %d unreadable; %s in %.1f s (%.0f records per minute) on %s%n",
                result.records(), result.refused(), result.disagrees(), result.unreadable(),
                result.state().toString().toLowerCase(Locale.ROOT), seconds, seconds > 0 ? result.records() * 60 / seconds : 0,
                options.getRunner().getSimpleName());
        out.printf("JSON lines: %s-*-of-*%nsummary: %s%n", jsonLines, summaryJson);
        out.flush();
        if (result.state() != PipelineResult.State.DONE) {
            err.println("logical-go: the pipeline ended " + result.state());
            return Main.BAD_INPUT;
        }
        return result.unreadable() > 0 ? Main.BAD_INPUT : result.refused() + result.disagrees() > 0 ? Main.REFUSED : 0;
    }

    /** The shards of the JSON lines at a local path: {@code PATH-00000-of-00003}, ... */
    static List<Path> shards(Path lines) {
        Path dir = lines.getParent();
        List<Path> found = new ArrayList<>();
        if (dir == null || !Files.isDirectory(dir)) {
            return found;
        }
        try (java.nio.file.DirectoryStream<Path> all = Files.newDirectoryStream(dir, lines.getFileName() + "-*-of-*")) {
            all.forEach(found::add);
        } catch (java.io.IOException e) {
            throw new UserError("--json-lines " + lines + ": cannot list its directory (" + e.getMessage() + ")");
        }
        found.sort(null);
        return found;
    }

    /** A path on this machine's disk, not a file system's URL ({@code gs://}, {@code s3://}, {@code hdfs://}). */
    private static boolean local(String path) {
        return !path.contains("://");
    }

    private static boolean glob(String pattern) {
        return pattern.contains("*") || pattern.contains("?") || pattern.contains("[") || pattern.contains("{");
    }

    /** Local outputs as absolute paths: Beam writes relative names from its own working directory. */
    private static String absolute(String path) {
        return local(path) ? Path.of(path).toAbsolutePath().normalize().toString() : path;
    }
}
