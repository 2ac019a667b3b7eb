package org.logicalgo.cli;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.logicalgo.batch.Judged;
import org.logicalgo.batch.RecordLine;
import org.logicalgo.batch.Summary;
import org.logicalgo.io.OutputFile;

/**
 * What {@code judge} leaves of a batch besides its table: a JSON line a record ({@code --json-lines}),
 * the summary ({@code --summary}, {@code --summary-json}) and a checkpoint to resume from
 * ({@code --checkpoint}); with {@code --max-records}, the batch stops after that many. It wraps the
 * batch's report: each record's line is made on the thread that judged it, and written, counted and
 * checkpointed in the batch's order as the report prints it, so the checkpoint's count is always
 * the records written before it.
 *
 * @param <P> a row of the report it wraps
 */
final class JudgeRecords<P> implements JudgeReport.Batch<JudgeRecords.Both<P>> {

    /** A checkpoint at most this often (and at the end, when stopped, and on the way out). */
    static final long CHECKPOINT_NANOS = 2_000_000_000L;

    /** A record's row of the wrapped report and its JSON line. */
    record Both<P>(P row, RecordLine line) {
    }

    /** The batch stopped after {@code --max-records}: the checkpoint is written, the rest waits. */
    static final class Enough extends RuntimeException {
        Enough() {
            super(null, null, false, false);
        }
    }

    /** What the options ask, before anything is judged. */
    record Asked(Path jsonLines, Path summaryJson, boolean summaryText, Path checkpoint, Long maxRecords, boolean force) {
        boolean any() {
            return jsonLines != null || summaryJson != null || summaryText || checkpoint != null || maxRecords != null;
        }
    }

    /** Where a batch starts: the sources still to judge, and how many records of the first were judged before. */
    record Start(List<Path> files, Path first, long skip, Checkpoint resumed) {
    }

    private final JudgeReport.Batch<P> report;
    private final Asked asked;
    private final List<String> sources;
    private final String settings;
    private final PrintWriter out;
    private final Summary summary;
    private final List<Checkpoint.Done> progress;
    private final FileChannel channel;
    private final OutputStream lines;
    private long linesBytes;
    private long records;
    private long thisRun;
    private long checkpointedAt = System.nanoTime();
    private boolean closed;
    private final Runnable lastWrite = this::lastCheckpoint;

    private JudgeRecords(JudgeReport.Batch<P> report, Asked asked, List<String> sources, String settings, PrintWriter out,
                         Checkpoint resumed) {
        this.report = report;
        this.asked = asked;
        this.sources = sources;
        this.settings = settings;
        this.out = out;
        this.summary = resumed == null ? new Summary() : resumed.summary();
        this.progress = resumed == null ? new ArrayList<>() : new ArrayList<>(resumed.progress());
        this.records = resumed == null ? 0 : resumed.records();
        this.linesBytes = resumed == null ? 0 : resumed.jsonLinesBytes();
        if (asked.jsonLines() != null) {
            try {
                channel = OutputFile.stream(asked.jsonLines(), asked.force(), resumed == null ? -1 : resumed.jsonLinesBytes());
            } catch (OutputFile.Failure e) {
                throw new UserError("--json-lines " + e.getMessage() + (e.exists() ? "; not overwritten (--force replaces it)" : ""));
            }
            lines = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16);
        } else {
            channel = null;
            lines = null;
        }
        if (asked.checkpoint() != null) {
            OutputFile.lastWrite(lastWrite);
        }
    }

    /**
     * Checks the options against the files before anything is judged, and reads the checkpoint: the
     * sources its batch finished are dropped, and the first left resumes after its records judged.
     *
     * @throws UserError when an output file exists (without {@code --force}), or the checkpoint is of another batch
     */
    static Start start(Asked asked, List<Path> files, String settings, long limit) {
        if (asked.maxRecords() != null && asked.maxRecords() < 1) {
            throw new UserError("--max-records takes 1 or more, not " + asked.maxRecords());
        }
        apart(asked);
        if (asked.checkpoint() == null || !Files.exists(asked.checkpoint(), LinkOption.NOFOLLOW_LINKS)) {
            summaryNotThere(asked);
            if (asked.checkpoint() != null) {
                Set<Path> seen = new HashSet<>();
                for (Path f : files) {
                    if (!seen.add(f)) {
                        throw new UserError(f + ": named twice; a checkpoint counts each source once");
                    }
                }
            }
            return new Start(files, null, 0, null);
        }
        Checkpoint c = Checkpoint.read(asked.checkpoint(), limit);
        List<String> names = files.stream().map(Path::toString).toList();
        if (!c.sources().equals(names)) {
            throw new UserError("--checkpoint " + asked.checkpoint() + ": its batch judges other sources (" + c.sources().size()
                    + ", from " + (c.sources().isEmpty() ? "none" : c.sources().get(0)) + "); give the same, or another checkpoint file");
        }
        if (!c.settings().equals(settings)) {
            throw new UserError("--checkpoint " + asked.checkpoint() + ": its batch judges with " + c.settings() + ", not " + settings);
        }
        String lines = asked.jsonLines() == null ? null : asked.jsonLines().toString();
        if (!java.util.Objects.equals(c.jsonLines(), lines)) {
            throw new UserError("--checkpoint " + asked.checkpoint() + ": its batch writes "
                    + (c.jsonLines() == null ? "no --json-lines" : "--json-lines " + c.jsonLines()) + "; give the same");
        }
        if (c.jsonLines() != null) {
            linesCounted(asked.checkpoint(), c);
        }
        if (c.complete()) {
            return new Start(List.of(), null, 0, c);
        }
        summaryNotThere(asked);
        // The sources with records before the last one seen are finished; the last one goes on after its records.
        List<Path> left = new ArrayList<>();
        Path first = null;
        long skip = 0;
        int at = 0;
        for (Path f : files) {
            if (at < c.progress().size() && c.progress().get(at).source().equals(f.toString())) {
                if (at == c.progress().size() - 1) {
                    first = f;
                    skip = c.progress().get(at).records();
                    left.add(f);
                }
                at++;
            } else if (at >= c.progress().size()) {
                left.add(f);
            }
            // else: before the last source seen, and it gave no record: an empty source, finished too.
        }
        return new Start(left, first, skip, c);
    }

    /** Each file its own: a checkpoint written over the JSON lines (or the summary) would lose them. */
    private static void apart(Asked asked) {
        String[] options = {"--checkpoint", "--json-lines", "--summary-json"};
        Path[] paths = {asked.checkpoint(), asked.jsonLines(), asked.summaryJson()};
        for (int i = 0; i < paths.length; i++) {
            for (int j = i + 1; j < paths.length; j++) {
                if (paths[i] != null && paths[j] != null && same(paths[i], paths[j])) {
                    throw new UserError(options[i] + " " + paths[i] + " and " + options[j] + " " + paths[j]
                            + " name the same file; give each its own");
                }
            }
        }
    }

    private static boolean same(Path a, Path b) {
        if (a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize())) {
            return true;
        }
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * The JSON lines a checkpoint says were written are there: its first {@code jsonLinesBytes} bytes
     * hold {@code records} whole lines. A file that is missing or shorter is left to
     * {@link OutputFile#stream}, which says so.
     */
    private static void linesCounted(Path checkpoint, Checkpoint c) {
        Path file = Path.of(c.jsonLines());
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        long lines = 0;
        int lastByte = '\n';
        // Read a block at a time: the JSON lines of a long batch run to gigabytes.
        try (java.io.InputStream in = Files.newInputStream(file)) {
            byte[] block = new byte[1 << 16];
            long left = c.jsonLinesBytes();
            while (left > 0) {
                int n = in.read(block, 0, (int) Math.min(block.length, left));
                if (n < 0) {
                    return;
                }
                for (int i = 0; i < n; i++) {
                    if (block[i] == '\n') {
                        lines++;
                    }
                }
                lastByte = block[n - 1];
                left -= n;
            }
        } catch (IOException e) {
            throw new UserError("--json-lines " + file + ": cannot be read (" + OutputFile.reason(e) + ")");
        }
        if (lines != c.records() || lastByte != '\n') {
            throw new UserError("--checkpoint " + checkpoint + ": counts " + c.records() + " records, but the first "
                    + c.jsonLinesBytes() + " bytes of --json-lines " + file + " hold " + lines
                    + " lines" + (lastByte == '\n' ? "" : " and a part of another") + ": not the checkpoint of that file");
        }
    }

    /** The summary file is checked before the batch, not found taken at its end: nothing the user gave is overwritten. */
    private static void summaryNotThere(Asked asked) {
        if (asked.summaryJson() != null && !asked.force() && Files.exists(asked.summaryJson(), LinkOption.NOFOLLOW_LINKS)) {
            throw new UserError("--summary-json " + asked.summaryJson() + ": exists already; not overwritten (--force replaces it)");
        }
    }

    static <P> JudgeRecords<P> around(JudgeReport.Batch<P> report, Asked asked, List<Path> files, String settings, PrintWriter out,
                                      Start start) {
        return new JudgeRecords<>(report, asked, files.stream().map(Path::toString).toList(), settings, out, start.resumed());
    }

    @Override
    public Both<P> prepare(Judged o) {
        return new Both<>(report.prepare(o), RecordLine.of(o));
    }

    @Override
    public synchronized void print(Both<P> both) {
        if (closed) {
            return;
        }
        report.print(both.row());
        RecordLine line = both.line();
        if (lines != null) {
            byte[] bytes = (line.json() + "\n").getBytes(StandardCharsets.UTF_8);
            try {
                lines.write(bytes);
            } catch (IOException e) {
                throw new UserError("--json-lines " + asked.jsonLines() + ": cannot be written (" + OutputFile.reason(e) + ")");
            }
            linesBytes += bytes.length;
        }
        summary.add(line);
        records++;
        thisRun++;
        int last = progress.size() - 1;
        if (last >= 0 && progress.get(last).source().equals(line.source())) {
            progress.set(last, new Checkpoint.Done(line.source(), progress.get(last).records() + 1));
        } else {
            progress.add(new Checkpoint.Done(line.source(), 1));
        }
        if (asked.checkpoint() != null && System.nanoTime() - checkpointedAt > CHECKPOINT_NANOS) {
            checkpoint(false);
        }
        if (asked.maxRecords() != null && thisRun >= asked.maxRecords()) {
            throw new Enough();
        }
    }

    @Override
    public void flush() {
        report.flush();
    }

    @Override
    public void end(JudgeReport.Tally t, int files, double seconds) {
        report.end(t, files, seconds);
        finish(true);
    }

    /** The summary so far (the whole batch's, a resumed batch's earlier runs counted). */
    Summary summary() {
        return summary;
    }

    long records() {
        return records;
    }

    /** The batch ends here, complete or stopped: the JSON lines forced to the disk, the summary written, the checkpoint last. */
    synchronized void finish(boolean complete) {
        if (closed) {
            return;
        }
        if (asked.checkpoint() != null) {
            checkpoint(complete);
            OutputFile.noLastWrite(lastWrite);
        }
        closeLines();
        closed = true;
        if (asked.summaryText() && (complete || asked.checkpoint() == null)) {
            out.print(summary.text());
        }
        // A batch with a checkpoint that stopped is not over: its summary is written when it is, its count so far is in the checkpoint.
        if (asked.summaryJson() != null && (complete || asked.checkpoint() == null)) {
            try {
                OutputFile.write(asked.summaryJson(), summary.json(), asked.force());
            } catch (OutputFile.Failure e) {
                throw new UserError("--summary-json " + e.getMessage() + (e.exists() ? "; not overwritten (--force replaces it)" : ""));
            }
        }
        out.flush();
    }

    /**
     * The batch failed ({@code failure}): the JSON lines so far are forced to the disk and the
     * checkpoint counts them, so a run resumes from there; no summary, as the batch is not over.
     * What fails here is added to the failure, which is the one said.
     */
    synchronized void stopped(Throwable failure) {
        if (closed) {
            return;
        }
        try {
            if (asked.checkpoint() != null) {
                checkpoint(false);
                OutputFile.noLastWrite(lastWrite);
            }
            closeLines();
        } catch (RuntimeException e) {
            failure.addSuppressed(e);
        }
        closed = true;
    }

    /** Where the batch stands, written after the JSON lines so far are on the disk. */
    private void checkpoint(boolean complete) {
        try {
            if (lines != null) {
                lines.flush();
                channel.force(false);
            }
            new Checkpoint(Checkpoint.WHAT, sources, settings, asked.jsonLines() == null ? null : asked.jsonLines().toString(), linesBytes,
                    records, progress, complete, summary).write(asked.checkpoint());
        } catch (IOException e) {
            throw new UserError("--checkpoint " + (e instanceof OutputFile.Failure ? e.getMessage()
                    : asked.checkpoint() + ": cannot be written (" + OutputFile.reason(e) + ")"));
        }
        checkpointedAt = System.nanoTime();
    }

    /** Stopped by a signal: the checkpoint of the records written so far, so that a run resumes from there. */
    private synchronized void lastCheckpoint() {
        if (!closed) {
            checkpoint(false);
            closed = true;
        }
    }

    private void closeLines() {
        if (lines == null) {
            return;
        }
        try {
            lines.flush();
            channel.force(false);
            lines.close();
        } catch (IOException e) {
            throw new UserError("--json-lines " + asked.jsonLines() + ": cannot be written (" + OutputFile.reason(e) + ")");
        }
    }
}
