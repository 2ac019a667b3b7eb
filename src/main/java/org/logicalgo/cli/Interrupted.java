package org.logicalgo.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.logicalgo.conformance.runner.CaseOutcome;
import org.logicalgo.conformance.runner.ConformanceRunner;
import org.logicalgo.conformance.runner.Reports;
import org.logicalgo.io.OutputFile;

/**
 * A conformance run stopped by Ctrl-C, SIGTERM or SIGHUP: in the shutdown hook, the cases finished
 * so far are reported (the others errored as interrupted), the summary printed, the reports
 * written, each atomically. The engines are ended by {@code GtpClient}'s own hook.
 */
final class Interrupted {

    /** The reason given to each case the run did not finish. */
    static final String WHY = "not run: the run was interrupted (Ctrl-C, SIGTERM or SIGHUP) before this case finished";

    private Interrupted() {
    }

    static void report(ConformanceRunner runner, String engine, List<String> rulesets, Instant started, Path dir, PrintWriter out,
                       PrintWriter err) {
        List<CaseOutcome> soFar = runner.soFar(WHY);
        long finished = soFar.stream().filter(o -> !WHY.equals(o.actual())).count();
        Reports reports = new Reports(engine, List.copyOf(rulesets), started, Duration.between(started, Instant.now()), soFar);
        synchronized (out) {
            out.println("INTERRUPTED: " + finished + " of " + soFar.size() + " cases finished; the others are reported as not run");
            out.print(reports.text());
            out.flush();
        }
        try {
            reports.writeTo(dir);
            out.println();
            out.println("Reports (interrupted): " + dir.resolve("report.html") + ", report.json, junit.xml, report.txt");
            out.flush();
        } catch (OutputFile.Failure e) {
            err.println("logical-go: --report-dir " + e.getMessage());
            err.flush();
        }
    }

    /**
     * What the reports of a run of {@code cases} cases may take on the disk, at most: measured near
     * 3 KB a case for the four files together (1.9 MB for 622 cases), counted at 16 KB, and 64 KB besides.
     */
    static long expectedReportBytes(int cases) {
        return 64L * 1024 + 16L * 1024 * cases;
    }
}
