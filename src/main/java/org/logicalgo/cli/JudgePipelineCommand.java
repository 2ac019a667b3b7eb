package org.logicalgo.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import org.apache.beam.runners.direct.DirectOptions;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.io.fs.EmptyMatchTreatment;
import org.apache.beam.sdk.io.fs.MatchResult;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.logicalgo.rulesets.Rulesets.Reading;
import org.logicalgo.io.OutputFile;
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
            description = "Where the JSON lines go: PATH-00000-of-0000N, a shard for each file matched (cat PATH-* joins them).")
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
        writable("--summary-json", summaryJson);
        writable("--json-lines", jsonLines);
        if (local(jsonLines)) {
            for (Path shard : shards(Path.of(jsonLines).toAbsolutePath().normalize())) {
                try {
                    OutputFile.replaceable(shard, force);
                } catch (OutputFile.Failure e) {
                    throw new UserError("--json-lines " + jsonLines + ": " + shard.getFileName() + " " + e.why()
                            + (e.exists() ? "; not overwritten (--force replaces it)" : ""));
                }
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
        // Checked before the pipeline starts: Beam would find each only when a worker met it, and say it as a Java exception.
        FileSystems.setDefaultPipelineOptions(options);
        for (String path : List.of(jsonLines, summaryJson)) {
            fileSystem(path);
        }
        for (String pattern : patterns) {
            matched(pattern);
        }
        long started = System.nanoTime();
        JudgePipeline.Result result;
        try {
            result = new JudgePipeline(patterns, JudgeCommand.given(spec, rules), variation, fileSize.limit(),
                    absolute(jsonLines), absolute(summaryJson)).run(options);
        } catch (Pipeline.PipelineExecutionException e) {
            throw new UserError("the pipeline stopped: " + inOurWords(e.getCause()));
        } catch (OutOfMemoryError e) {
            throw new UserError("not enough memory for the pipeline: give the JVM more with -Xmx (JAVA_TOOL_OPTIONS=-Xmx2g ./logical-go ...)");
        } catch (RuntimeException e) {
            if (e instanceof UserError) {
                throw e;
            }
            throw new UserError("the pipeline stopped: " + inOurWords(e.getCause() == null ? e : e.getCause()));
        }
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

    /**
     * Beam's module for each file system it can reach beyond the local disk: the default jar has none
     * (docs/archives.md), and Beam says only that it has no file system for the scheme.
     */
    private static final Map<String, String> MODULES = Map.of(
            "gs", "org.apache.beam:beam-sdks-java-extensions-google-cloud-platform-core",
            "s3", "org.apache.beam:beam-sdks-java-io-amazon-web-services2",
            "hdfs", "org.apache.beam:beam-sdks-java-io-hadoop-file-system",
            "webhdfs", "org.apache.beam:beam-sdks-java-io-hadoop-file-system",
            "azfs", "org.apache.beam:beam-sdks-java-io-azure");

    /** A path on a file system Beam has here, or one line saying which module would bring it. */
    private static void fileSystem(String path) {
        try {
            FileSystems.matchNewResource(path, false);
        } catch (IllegalArgumentException e) {
            throw new UserError(notReachable(path, e));
        }
    }

    private static String notReachable(String path, IllegalArgumentException e) {
        String said = e.getMessage() == null ? "" : e.getMessage().lines().findFirst().orElse("");
        return said.startsWith("No filesystem found for scheme") ? noFileSystem(path)
                : path + ": not a path or pattern Beam can read (" + said + ")";
    }

    private static String noFileSystem(String path) {
        String scheme = path.contains("://") ? path.substring(0, path.indexOf("://")).toLowerCase(Locale.ROOT) : "";
        String module = MODULES.get(scheme);
        return path + ": no file system for " + scheme + ":// here; "
                + (module == null ? "Beam has a module for some (docs/archives.md)" : "it needs Beam's module " + module)
                + " in the jar (pom.xml's dependencies, then a build)";
    }

    /** A pattern that matches at least one file, checked before the pipeline starts. */
    private static void matched(String pattern) {
        MatchResult match;
        try {
            match = FileSystems.match(List.of(pattern), EmptyMatchTreatment.DISALLOW).get(0);
        } catch (IllegalArgumentException e) {
            throw new UserError(notReachable(pattern, e));
        } catch (IOException e) {
            throw new UserError(pattern + ": cannot be listed (" + OutputFile.reason(e) + ")");
        }
        if (match.status() == MatchResult.Status.NOT_FOUND) {
            throw new UserError(pattern + ": no file matches");
        }
        if (match.status() != MatchResult.Status.OK) {
            try {
                match.metadata();
            } catch (IOException e) {
                throw new UserError(pattern + ": cannot be listed (" + e.getMessage() + ")");
            }
            throw new UserError(pattern + ": cannot be listed");
        }
    }

    /**
     * A local output by {@link OutputFile}'s rules (its directory there and writable; a file there
     * replaced only with {@code --force}, and only a regular file): Beam would create a missing
     * directory and replace a link, a device or a pipe by a file.
     */
    private void writable(String option, String path) {
        if (!local(path)) {
            return;
        }
        Path file = Path.of(path).toAbsolutePath().normalize();
        Path dir = file.getParent();
        try {
            if (dir == null || !Files.isDirectory(dir)) {
                throw new UserError(option + " " + path + ": " + (dir != null && Files.exists(dir) ? dir + " is not a directory"
                        : "the directory " + dir + " does not exist"));
            }
            OutputFile.replaceable(Path.of(path), force);
        } catch (OutputFile.Failure e) {
            throw new UserError(option + " " + e.getMessage() + (e.exists() ? "; not overwritten (--force replaces it)" : ""));
        }
        try {
            OutputFile.checkWritable(dir);
        } catch (OutputFile.Failure e) {
            throw new UserError(option + " " + path + ": its directory " + dir + " " + e.why());
        }
    }

    /** What stopped a pipeline, in a line: the first message down its causes that says something. */
    static String inOurWords(Throwable fault) {
        for (Throwable t = fault; t != null; t = t.getCause()) {
            String said = t.getMessage() == null ? "" : t.getMessage().lines().findFirst().orElse("");
            if (t instanceof java.io.FileNotFoundException && said.startsWith("No files matched spec: ")) {
                return said.substring("No files matched spec: ".length()) + ": no file matches";
            }
            if (t instanceof IllegalArgumentException && said.startsWith("No filesystem found for scheme ")) {
                return noFileSystem(said.substring("No filesystem found for scheme ".length()) + "://");
            }
            if (t instanceof OutOfMemoryError) {
                return "not enough memory: give the JVM more with -Xmx (JAVA_TOOL_OPTIONS=-Xmx2g ./logical-go ...)";
            }
            if (t instanceof IOException io && t.getCause() == null) {
                return OutputFile.reason(io) + (said.isEmpty() ? "" : " (" + said + ")");
            }
            if (t.getCause() == null) {
                return said.isEmpty() ? t.getClass().getSimpleName() : said;
            }
        }
        return "no reason given";
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
