package org.logicalgo.cli;

import org.logicalgo.rulesets.Rulesets.Reading;
import org.logicalgo.rulesets.Rulesets;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Callable;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.logicalgo.arbiter.Judge;
import org.logicalgo.arbiter.Judgement;
import org.logicalgo.arbiter.RecordedResult;
import org.logicalgo.display.Diagram;
import org.logicalgo.fast.Fast;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.archive.Archives;
import org.logicalgo.batch.Judged;
import org.logicalgo.batch.Records;
import org.logicalgo.io.Names;
import org.logicalgo.io.NotEnoughMemory;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ./logical-go judge}: SGF records judged under a ruleset, turn by turn, with the record's result checked. */
@Command(name = "judge", header = "Judges SGF records: the first refused turn with its clause, else the score and whether RE agrees.", mixinStandardHelpOptions = true,
        description = {"Replays SGF game records (files, directories, archives: docs/archives.md) under a ruleset (the"
                + " one given, else the one RU names) and reports the first refused turn with its clause, the end, both"
                + " scores, the result with komi, and whether the record's RE agrees. Many files or directories: a row"
                + " as each game is judged, a progress line and a summary.",
                "Exit status: 0 every game legal and its RE agreeing (or not comparable), 3 a refused turn or a"
                + " disagreeing RE, 2 an unreadable file (one line naming the byte)."},
        footer = {"", "--json: {engine, games, unreadable, summary}; each game {file, game, variation, lines, rules,"
                + " rulesFrom, notes, width, height, komi, handicap, moves, accepted, refused, board, toMove, ended,"
                + " score, recorded, agreement, why}; refused: the first refused turn with its verdict, as a turn of"
                + " replay --json, or null; board and score as replay --json's."})
public final class JudgeCommand implements Callable<Integer> {

    /** The engine that judges unless --engine says otherwise: the fast one, for batches. */
    static final Engine ENGINE = Fast.ENGINE;

    @Mixin
    EngineOption engineOption;

    @Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Mixin
    RulesOptions rules;

    @Mixin
    FileSizeOption fileSize;

    @Option(names = "--variation", paramLabel = "N", defaultValue = "1",
            description = "Judge line N of each game tree (1: the main line; then in the order of the file).")
    int variation;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    @Option(names = "--bench", paramLabel = "N", arity = "0..1", fallbackValue = "200",
            description = "Time the judging of N random complete games written as SGF (default 200) instead of judging files.")
    Integer bench;

    @Option(names = "--bench-size", paramLabel = "WxH", defaultValue = "19x19", description = "Grid of the --bench games (default 19x19).")
    String benchSize;

    @Option(names = "--bench-out", paramLabel = "DIR",
            description = "Write the --bench games into DIR as SGF files (g000000.sgf, ...) instead of timing them, to time judge on files.")
    Path benchOut;

    @Option(names = "--jobs", paramLabel = "N",
            description = "Files judged at once, each on its own thread (default: the processors here); the output keeps the files' order.")
    Integer jobs;

    @Option(names = "--json-lines", paramLabel = "FILE",
            description = "Also write one JSON object a record into FILE (docs/archives.md); an existing FILE is kept unless --force.")
    Path jsonLines;

    @Option(names = "--summary", description = "Print the batch's summary at its end: by verdict, clause, RU, ruleset, result, source.")
    boolean summary;

    @Option(names = "--summary-json", paramLabel = "FILE", description = "Write the batch's summary as one JSON object into FILE at its end.")
    Path summaryJson;

    @Option(names = "--checkpoint", paramLabel = "FILE",
            description = "Keep where the batch stands in FILE; if FILE exists, resume its batch where it stopped.")
    Path checkpoint;

    @Option(names = "--max-records", paramLabel = "N", description = "Stop after N records (the checkpoint resumes the rest).")
    Long maxRecords;

    @Option(names = "--force", description = "Replace an existing --json-lines or --summary-json file.")
    boolean force;

    @Parameters(paramLabel = "FILE", arity = "0..*",
            description = "SGF files, archives of records (.zip .tar .tar.gz .tgz .xz .bz2 .gz .sgfs), or directories searched for them.")
    List<Path> paths = new ArrayList<>();

    /** Where the games of a file go as each is judged, and its warnings as each is met. */
    interface Sink {
        void warning(String line);

        /** A game judged (or unreadable), of {@code games} in the file (1 for a file that cannot be read at all). */
        void outcome(Judged o, int games);
    }

    /** What a job hands the printing: a warning line, a game's row made ready, a fault of ours, and the end of the file. */
    private record Warning(String line) {
    }

    private record Row<P>(JudgeReport.Kind kind, P report) {
    }

    private record Fault(Throwable fault) {
    }

    private static final Object END_OF_FILE = new Object();

    /** Rows of one file made ready ahead of the printing: a file of a million games waits for the printing, it is not kept. */
    private static final int ROWS_AHEAD = 64;

    /** Files judged ahead of the one being printed, per job: enough to keep every job busy, few enough to keep memory flat. */
    private static final int AHEAD_PER_JOB = 16;

    /**
     * The files judged by one job before the others start. While the JIT compiles the judging, a
     * second job only takes the processor from it (on two processors, --jobs 2 was slower than one
     * job on a few thousand files); once it is compiled, every job gains (docs/performance.md,
     * "judge from the first record").
     */
    static final int WARM = 200;

    /**
     * The processors that the other processes leave idle, at least one: those here less the load
     * average of the last minute, rounded; all of them when the load is not known. A job more than
     * that only shares a processor with the others' (on this machine, --jobs 2 took 29 to 56 % longer
     * than one job whenever other sessions kept the processors busy: docs/performance.md).
     */
    static int processorsLeft(int processors, OptionalDouble load) {
        if (load.isEmpty()) {
            return processors;
        }
        return (int) Math.max(1, Math.min(processors, Math.round(processors - load.getAsDouble())));
    }

    /** The load average of the last minute, where the system says it (Linux's /proc/loadavg). */
    private static OptionalDouble loadAverage() {
        try {
            String said = Files.readString(Path.of("/proc/loadavg"));
            return OptionalDouble.of(Double.parseDouble(said.substring(0, said.indexOf(' '))));
        } catch (IOException | RuntimeException e) {
            return OptionalDouble.empty();
        }
    }

    @Override
    public Integer call() {
        try {
            return judge();
        } catch (OutOfMemoryError e) {
            throw new NotEnoughMemory("judging " + (paths.size() == 1 ? paths.get(0) : paths.size() + " paths"), e);
        }
    }

    private int judge() {
        int threads = jobs == null ? Runtime.getRuntime().availableProcessors() : jobs;
        if (threads < 1 || threads > 256) {
            throw new UserError("--jobs takes 1 to 256, not " + threads);
        }
        if (bench != null) {
            return JudgeBench.run(spec.commandLine().getOut(), engineOption.engine(ENGINE), bench, benchSize, given(spec, rules),
                    Optional.ofNullable(benchOut));
        }
        if (paths.isEmpty()) {
            throw new UserError("judge: give SGF files or directories (or --bench)");
        }
        List<Path> files = files();
        JudgeRecords.Asked asked = new JudgeRecords.Asked(jsonLines, summaryJson, summary, checkpoint, maxRecords, force);
        boolean batch = asked.any() || files.size() > 1 || paths.size() > 1 || Files.isDirectory(paths.get(0))
                || Archives.isArchive(paths.get(0).toString());
        Judge judge = new Judge(engineOption.engine(ENGINE));
        Optional<Reading> given = given(spec, rules);
        long limit = fileSize.limit();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!batch) {
            return one(judge, files.get(0), given, limit, out, err);
        }
        String settings = "rules " + given.map(g -> Rulesets.name(g.ruleset())).orElse("from each record's RU") + ", variation " + variation;
        // Checked before the table's first line: a checkpoint or an output refused is the one line printed.
        JudgeRecords.Start start = asked.any() ? JudgeRecords.start(asked, files, settings, limit) : null;
        String engine = engineOption.engine(ENGINE).name();
        JudgeReport.Batch<?> report = json ? new JudgeReport.Json(out, engine)
                : new JudgeReport.Table(out, files.stream().mapToInt(f -> f.toString().length() + (Archives.isArchive(f.toString()) ? ENTRY_WIDTH : 0))
                        .max().orElse(0));
        if (!asked.any()) {
            return batch(report, judge, files, given, limit, threads, err);
        }
        if (start.resumed() != null && start.resumed().complete()) {
            err.println("logical-go: the batch of --checkpoint " + checkpoint + " is complete (" + start.resumed().records()
                    + " records): nothing to resume");
            if (summary) {
                out.print(start.resumed().summary().text());
                out.flush();
            }
            return start.resumed().summary().status(Main.BAD_INPUT, Main.REFUSED);
        }
        resumed = start.first();
        resumedSkip = start.skip();
        JudgeRecords<?> records = JudgeRecords.around(report, asked, files, settings, out, start);
        try {
            batch(records, judge, start.files(), given, limit, threads, err);
        } catch (JudgeRecords.Enough e) {
            records.finish(false);
            err.println();
            err.println("logical-go: stopped after " + maxRecords + " records (--max-records), " + records.records() + " in all"
                    + (checkpoint == null ? "" : "; --checkpoint " + checkpoint + " resumes the batch"));
            err.flush();
        } catch (RuntimeException | Error e) {
            // What was judged before the failure is kept: its JSON lines on the disk, and the checkpoint that counts them.
            records.stopped(e);
            throw e;
        }
        return records.summary().status(Main.BAD_INPUT, Main.REFUSED);
    }

    /** Room in the file column for an archive's entry names, unknown until they are read (a longer one shifts its row). */
    private static final int ENTRY_WIDTH = 20;

    /** The first source of a resumed batch (this very object of the list of files), and its records judged before. */
    private Path resumed;
    private long resumedSkip;

    /**
     * Many files, judged {@code threads} at a time and printed in their order as soon as each and
     * those before it are judged. Each game is printed, then only counted, and at most a bounded
     * number of files are judged ahead of the printing: memory stays flat however many files there
     * are (10,000 records once took 2.6 GB kept for the table).
     */
    private <P> int batch(JudgeReport.Batch<P> report, Judge judge, List<Path> files, Optional<Reading> given, long limit,
                          int threads, PrintWriter err) {
        long started = System.nanoTime();
        JudgeReport.Tally tally = JudgeReport.Tally.NONE;
        Progress progress = new Progress(err, files.size());
        // One job until the first files are judged, then as many as the idle processors allow (WARM, processorsLeft).
        ThreadPoolExecutor pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), work -> {
            Thread t = new Thread(work, "judge");
            t.setDaemon(true);
            return t;
        });
        try {
            Deque<java.util.concurrent.BlockingQueue<Object>> ahead = new ArrayDeque<>();
            int submitted = 0;
            for (int printed = 0; printed < files.size(); printed++) {
                while (submitted < files.size() && ahead.size() < threads * AHEAD_PER_JOB) {
                    Path file = files.get(submitted++);
                    java.util.concurrent.BlockingQueue<Object> rows = new java.util.concurrent.ArrayBlockingQueue<>(ROWS_AHEAD);
                    ahead.add(rows);
                    pool.submit(() -> job(report, judge, file, given, limit, rows));
                }
                java.util.concurrent.BlockingQueue<Object> rows = ahead.poll();
                while (true) {
                    Object item = rows.poll();
                    if (item == null) {
                        // What is printed is shown before waiting, and not flushed a row at a time.
                        report.flush();
                        item = take(rows);
                    }
                    if (item == END_OF_FILE) {
                        break;
                    }
                    progress.hide();
                    if (item instanceof Fault f) {
                        // A fault of ours in a job: thrown here as it would have been without jobs.
                        if (f.fault() instanceof RuntimeException r) {
                            throw r;
                        }
                        if (f.fault() instanceof Error error) {
                            throw error;
                        }
                        throw new IllegalStateException(f.fault());
                    } else if (item instanceof Warning w) {
                        err.println(w.line());
                    } else {
                        @SuppressWarnings("unchecked")
                        Row<P> row = (Row<P>) item;
                        report.print(row.report());
                        tally = tally.plus(row.kind());
                    }
                }
                progress.show(printed + 1);
                if (printed + 1 == WARM && threads > 1) {
                    int jobs = Math.min(threads, processorsLeft(Runtime.getRuntime().availableProcessors(), loadAverage()));
                    if (jobs > 1) {
                        pool.setMaximumPoolSize(jobs);
                        pool.setCorePoolSize(jobs);
                    }
                }
            }
        } finally {
            pool.shutdownNow();
        }
        progress.end();
        report.end(tally, files.size(), (System.nanoTime() - started) / 1e9);
        return tally.unreadable() > 0 ? Main.BAD_INPUT : tally.clean() ? 0 : Main.REFUSED;
    }

    /** A file judged on a job's thread, each game's row made ready and handed to the printing as it comes. */
    private <P> void job(JudgeReport.Batch<P> report, Judge judge, Path file, Optional<Reading> given, long limit,
                         java.util.concurrent.BlockingQueue<Object> rows) {
        try {
            judgeFile(judge, file, given, limit, new Sink() {
                @Override
                public void warning(String line) {
                    put(rows, new Warning(line));
                }

                @Override
                public void outcome(Judged o, int games) {
                    put(rows, new Row<>(JudgeReport.Kind.of(o), report.prepare(o)));
                }
            });
        } catch (OutOfMemoryError e) {
            put(rows, new Fault(new NotEnoughMemory("judging " + file, e)));
        } catch (Throwable t) {
            put(rows, new Fault(t));
        }
        put(rows, END_OF_FILE);
    }

    /** Stops the job when the batch is over (interrupted): nothing waits for its rows any more. */
    private static final class Stopped extends RuntimeException {
        Stopped() {
            super(null, null, false, false);
        }
    }

    private static void put(java.util.concurrent.BlockingQueue<Object> rows, Object item) {
        try {
            rows.put(item);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Stopped();
        }
    }

    private static Object take(java.util.concurrent.BlockingQueue<Object> rows) {
        try {
            return rows.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while judging", e);
        }
    }

    /** One file: each of its games in detail (or as JSON) as it is judged; a file that cannot be read is one line and exit 2. */
    private int one(Judge judge, Path file, Optional<Reading> given, long limit, PrintWriter out, PrintWriter err) {
        long started = System.nanoTime();
        JudgeReport.Json jsonOut = json ? new JudgeReport.Json(out, engineOption.engine(ENGINE).name()) : null;
        JudgeReport.Tally[] tally = {JudgeReport.Tally.NONE};
        judgeFile(judge, file, given, limit, new Sink() {
            @Override
            public void warning(String line) {
                err.println(line);
                err.flush();
            }

            @Override
            public void outcome(Judged o, int games) {
                if (games == 1 && o.error().isPresent()) {
                    // One file that cannot be read: bad input, one line, as every command reports it.
                    throw new UserError(o.error().get());
                }
                if (json) {
                    jsonOut.print(jsonOut.prepare(o));
                } else {
                    out.print(JudgeReport.detailed(o));
                }
                tally[0] = tally[0].plus(JudgeReport.Kind.of(o));
            }
        });
        if (json) {
            jsonOut.end(tally[0], 1, (System.nanoTime() - started) / 1e9);
        }
        out.flush();
        return tally[0].unreadable() > 0 ? Main.BAD_INPUT : tally[0].clean() ? 0 : Main.REFUSED;
    }

    /**
     * The line 'judged i/N files' on stderr, redrawn at most five times a second and wiped before a
     * row is printed; on a terminal only: a log or a pipe gets no carriage returns.
     */
    private static final class Progress {
        private final PrintWriter err;
        private final int files;
        private long shownAt;
        private int shownLength;

        Progress(PrintWriter err, int files) {
            this.err = err;
            this.files = files;
        }

        void show(int judged) {
            if (System.console() == null) {
                return;
            }
            long now = System.nanoTime();
            if (now - shownAt > 200_000_000L || judged == files) {
                String line = "judged " + judged + "/" + files + " files";
                err.print("\r" + line);
                err.flush();
                shownAt = now;
                shownLength = line.length();
            }
        }

        void hide() {
            if (shownLength > 0) {
                err.print("\r" + " ".repeat(shownLength) + "\r");
                err.flush();
                shownLength = 0;
            }
        }

        void end() {
            if (shownLength > 0) {
                err.println();
                err.flush();
            }
        }
    }

    /** The ruleset given on the command line, which overrides RU; empty when neither --rules nor a knob is given. */
    static Optional<Reading> given(picocli.CommandLine.Model.CommandSpec spec, RulesOptions rules) {
        if (!spec.commandLine().getParseResult().hasMatchedOption("--rules") && !rules.anyKnob()) {
            return Optional.empty();
        }
        return Optional.of(rules.reading());
    }

    /**
     * The directories or files a walk could not read, and why, in one line each: each takes its place
     * among the files as an unreadable row, and the others are judged.
     */
    private final java.util.Map<Path, String> unlisted = new java.util.concurrent.ConcurrentHashMap<>();

    private List<Path> files() {
        List<Path> files = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                List<Path> found = new ArrayList<>();
                try {
                    Files.walkFileTree(p, new java.nio.file.SimpleFileVisitor<>() {
                        @Override
                        public java.nio.file.FileVisitResult visitFile(Path f, java.nio.file.attribute.BasicFileAttributes a) {
                            if (Files.isRegularFile(f) && Archives.holdsRecords(f.getFileName().toString())) {
                                found.add(f);
                            }
                            return java.nio.file.FileVisitResult.CONTINUE;
                        }

                        @Override
                        public java.nio.file.FileVisitResult visitFileFailed(Path f, IOException e) {
                            unreadable(f, e);
                            return java.nio.file.FileVisitResult.CONTINUE;
                        }

                        @Override
                        public java.nio.file.FileVisitResult postVisitDirectory(Path d, IOException e) {
                            if (e != null) {
                                unreadable(d, e);
                            }
                            return java.nio.file.FileVisitResult.CONTINUE;
                        }

                        private void unreadable(Path f, IOException e) {
                            unlisted.put(f, f + ": cannot be read (" + org.logicalgo.io.OutputFile.reason(e) + ")");
                            found.add(f);
                        }
                    });
                } catch (IOException | UncheckedIOException e) {
                    throw new UserError(p + ": cannot list the directory (" + e.getMessage() + ")");
                }
                found.stream().sorted().forEach(files::add);
            } else {
                files.add(p);
            }
        }
        if (files.isEmpty()) {
            throw new UserError(paths + ": no .sgf file (nor archive of records) there");
        }
        return files;
    }

    /**
     * Reads and judges the records of a file (an SGF file, or an archive read as it comes) one at a
     * time, each handed to the sink as soon as it is judged and then forgotten; what cannot be read
     * is an outcome saying so in one line ({@link Records}). Called from any thread.
     */
    private void judgeFile(Judge judge, Path file, Optional<Reading> given, long limit, Sink sink) {
        if (unlisted.containsKey(file)) {
            sink.outcome(new Judged(file.toString(), file.toString(), 0, Optional.empty(), Optional.of(unlisted.get(file))), 1);
            return;
        }
        // The first source of a resumed batch (this very path in the list) goes on after the records judged before.
        long skip = file == resumed ? resumedSkip : 0;
        long held = Records.judge(new Records.Judging(judge, given, variation), file, limit, skip, new Records.Sink() {
            @Override
            public void warning(String line) {
                sink.warning("logical-go: warning: " + Names.shown(line));
            }

            @Override
            public void judged(Judged judged, int games) {
                sink.outcome(judged, games);
            }
        });
        if (held < skip) {
            // Records the checkpoint counts that the source does not hold: resuming would judge none of them, silently.
            throw new UserError("--checkpoint " + checkpoint + ": counts " + skip + " records of " + file + " judged, but it holds "
                    + held + ": not the checkpoint of these sources");
        }
    }

    /** The agreement of a judgement in a word, for tables and JSON. */
    static String agreementWord(Judgement j) {
        return j.agreement().name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** The lines every report of a judgement shares: the first refusal or all accepted, the board, the score, RE. */
    static String body(Judgement j) {
        StringBuilder out = new StringBuilder();
        if (j.refusal().isPresent()) {
            Judgement.Refusal r = j.refusal().get();
            out.append("move ").append(r.move().number()).append(" (").append(r.move().text()).append(") ")
                    .append(r.verdict()).append('\n');
            out.append("The board after move ").append(r.move().number() - 1).append(":\n");
        } else {
            out.append("all ").append(j.record().moves().size()).append(" moves accepted\n");
            out.append("The board after move ").append(j.record().moves().size()).append(":\n");
        }
        out.append(Diagram.draw(j.game().colouring()));
        out.append(ReplayCommand.scoreLine(j.game())).append('\n');
        Score s = j.score();
        String rules = "under " + Rulesets.name(j.rules());
        if (j.recorded().isPresent()) {
            RecordedResult re = j.recorded().get();
            out.append("the record says RE[").append(re.text()).append("]: ");
            out.append(switch (j.agreement()) {
                case AGREES -> "it agrees with the rules (" + s.result() + " " + rules + ")";
                case DISAGREES -> "it DISAGREES: " + j.agreementWhy() + " " + rules;
                case NOT_COMPARED -> "not compared: " + j.agreementWhy();
            }).append('\n');
        } else {
            out.append("the record has no RE: nothing to compare\n");
        }
        return out.toString();
    }
}
