package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * A conformance run stopped by a signal, or whose report directory fails under it: the engine's
 * processes all end, the cases finished are reported (atomically, marked as interrupted), the
 * summary reaches standard output. The runner is a child JVM; the engine a shell script that
 * starts a child of its own and ignores SIGTERM, SIGHUP and SIGINT. Every wait is bounded.
 */
class ConformanceSignalTest {

    /**
     * A GTP engine in the shell: answers every command (slowly, so that a run lasts), ignores the
     * polite signals, and leaves a child behind; it writes its own pid and its child's to PIDS.
     */
    private static Path engine(Path dir) throws IOException {
        Path script = dir.resolve("engine.sh");
        Files.writeString(script, String.join("\n",
                "#!/bin/bash",
                "trap '' TERM HUP INT",
                "sleep 600 &",
                "echo $$ $! >> '" + dir.resolve("pids") + "'",
                "while IFS= read -r line; do",
                "  id=''; if [[ $line =~ ^([0-9]+)\\ (.*)$ ]]; then id=${BASH_REMATCH[1]}; line=${BASH_REMATCH[2]}; fi",
                "  sleep 0.02",
                "  case \"$line\" in",
                "    protocol_version) printf '=%s 2\\n\\n' \"$id\" ;;",
                "    name) printf '=%s fake\\n\\n' \"$id\" ;;",
                "    version) printf '=%s 1\\n\\n' \"$id\" ;;",
                "    list_commands) printf '=%s protocol_version\\nname\\nversion\\nlist_commands\\nboardsize\\nclear_board\\nplay\\n\\n' \"$id\" ;;",
                "    *) printf '=%s\\n\\n' \"$id\" ;;",
                "  esac",
                "done",
                ""));
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx------"));
        return script;
    }

    private static Process runner(Path dir, Path reports, Path out, Path err) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", HostileInputTest.classPath(), Main.class.getName(),
                "conformance", "--engine", engine(dir).toString(), "--rules", "tromp-taylor", "--jobs", "2",
                "--report-dir", reports.toString()));
        return new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    }

    /** The pids the engines wrote, once at least {@code n} engines have started (at most 60 s). */
    private static List<Long> pids(Path dir, int n) throws Exception {
        Path file = dir.resolve("pids");
        for (int i = 0; i < 600; i++) {
            if (Files.exists(file)) {
                List<Long> all = new ArrayList<>();
                for (String line : Files.readAllLines(file)) {
                    for (String w : line.trim().split("\\s+")) {
                        if (!w.isEmpty()) {
                            all.add(Long.parseLong(w));
                        }
                    }
                }
                if (all.size() >= 2 * n) {
                    return all;
                }
            }
            Thread.sleep(100);
        }
        throw new AssertionError("no engine started in 60 s");
    }

    private static void noneAlive(List<Long> pids) throws InterruptedException {
        for (int i = 0; i < 50; i++) {
            if (pids.stream().map(ProcessHandle::of).flatMap(Optional::stream).noneMatch(ConformanceSignalTest::running)) {
                return;
            }
            Thread.sleep(100);
        }
        List<Long> left = pids.stream().filter(p -> ProcessHandle.of(p).filter(ConformanceSignalTest::running).isPresent()).toList();
        left.forEach(p -> ProcessHandle.of(p).ifPresent(ProcessHandle::destroyForcibly));
        throw new AssertionError("processes of the engine still running 5 s after the run: " + left);
    }

    /** Alive and not a zombie waiting for its parent. */
    private static boolean running(ProcessHandle h) {
        if (!h.isAlive()) {
            return false;
        }
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(h.pid()), "stat"));
            return !stat.substring(stat.lastIndexOf(')') + 2).startsWith("Z");
        } catch (IOException e) {
            return false;
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"TERM", "HUP", "INT"})
    void aSignalEndsEveryProcessOfTheEngineAndReportsTheCasesFinished(String signal, @TempDir Path dir) throws Exception {
        // SIGTERM in every run; SIGHUP and SIGINT, which take the same way out, under mvn -Plong.
        org.junit.jupiter.api.Assumptions.assumeTrue(signal.equals("TERM") || Boolean.getBoolean("logicalgo.long"), "mvn -Plong");
        Path reports = dir.resolve("reports");
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process run = runner(dir, reports, out, err);
        try {
            pids(dir, 2);
            Thread.sleep(3_000); // some cases finished
            List<Long> pids = pids(dir, 2);
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(run.pid())).start();
            assertTrue(kill.waitFor(10, TimeUnit.SECONDS));
            assertTrue(run.waitFor(30, TimeUnit.SECONDS), "the runner still running 30 s after SIG" + signal);
            assertNotEquals(0, run.exitValue());
            noneAlive(pids(dir, 0));
            assertTrue(pids.size() >= 4);
            String printed = Files.readString(out);
            assertTrue(printed.startsWith("INTERRUPTED: "), printed + Files.readString(err));
            assertTrue(printed.contains("Reports (interrupted): "), printed + Files.readString(err));
            String json = Files.readString(reports.resolve("report.json"));
            assertTrue(json.contains("the run was interrupted (Ctrl-C, SIGTERM or SIGHUP)"), "report.json does not say the run was interrupted");
            for (String name : List.of("report.txt", "junit.xml", "report.html")) {
                assertTrue(Files.size(reports.resolve(name)) > 0, name);
            }
            try (Stream<Path> files = Files.list(reports)) {
                assertEquals(List.of(), files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList());
            }
        } finally {
            run.destroyForcibly();
            run.waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void whenTheReportDirectoryGoesAwayMidRunTheSummaryStillReachesStandardOutput(@TempDir Path dir) throws Exception {
        Path reports = dir.resolve("reports");
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", HostileInputTest.classPath(), Main.class.getName(),
                "conformance", "--engine", engine(dir).toString(), "--rules", "tromp-taylor", "--tag", "ko", "--jobs", "1",
                "--report-dir", reports.toString()));
        Process run = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        try {
            pids(dir, 1);
            for (int i = 0; i < 600 && !Files.readString(err).contains("[25/"); i++) {
                Thread.sleep(100); // the first 25 cases played
            }
            assertTrue(Files.readString(err).contains("[25/"), Files.readString(err));
            // Checked and writable before the first case; then, mid-run, a file takes the directory's place
            // (as root, permissions would not stop the writes; a file where a directory is expected does).
            assertTrue(Files.isDirectory(reports));
            Files.delete(reports);
            Files.writeString(reports, "not a directory\n");
            assertTrue(run.waitFor(120, TimeUnit.SECONDS), "the run did not end in 120 s");
            String printed = Files.readString(out);
            List<String> errLines = Files.readString(err).lines().filter(l -> !l.startsWith("Running ") && !l.startsWith("[")).toList();
            assertEquals(2, run.exitValue(), printed + errLines);
            assertTrue(printed.startsWith("Engine: fake 1"), printed);
            assertEquals(1, errLines.size(), errLines.toString());
            assertTrue(errLines.get(0).startsWith("logical-go: --report-dir " + reports), errLines.get(0));
            assertFalse(errLines.get(0).contains("Exception"), errLines.get(0));
        } finally {
            run.destroyForcibly();
            run.waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void aReportDirectoryWithoutRoomForTheReportsIsSaidBeforeTheFirstCase(@TempDir Path dir) throws Exception {
        // A full disk, as near as a test without mounts comes: files of at most 64 KB (ulimit -f), where
        // the reports of 65 cases need more. Once found only after the run, its results lost.
        Path reports = dir.resolve("reports");
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        String java = String.join(" ", Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-XX:TieredStopAtLevel=1", "-cp", HostileInputTest.classPath(), Main.class.getName(), "conformance", "--engine",
                engine(dir).toString(), "--rules", "tromp-taylor", "--tag", "ko", "--jobs", "1", "--report-dir", reports.toString());
        Process run = new ProcessBuilder("bash", "-c", "ulimit -f 64; exec " + java).redirectOutput(out.toFile())
                .redirectError(err.toFile()).start();
        try {
            assertTrue(run.waitFor(120, TimeUnit.SECONDS), "the run did not end in 120 s");
            List<String> lines = Files.readString(err).lines().toList();
            assertEquals(2, run.exitValue(), lines.toString());
            assertEquals(1, lines.size(), lines.toString());
            assertTrue(lines.get(0).startsWith("logical-go: --report-dir " + reports + ": cannot hold the "), lines.get(0));
            assertEquals("", Files.readString(out));
            try (Stream<Path> files = Files.list(reports)) {
                assertEquals(List.of(), files.toList(), "the probe is removed");
            }
        } finally {
            run.destroyForcibly();
            run.waitFor(10, TimeUnit.SECONDS);
        }
    }

    @Test
    void anUnwritableReportDirectoryIsOneLineBeforeTheFirstCase(@TempDir Path dir) throws Exception {
        // As root, under setpriv without the capabilities that pass over permissions (as HostileInputTest).
        Path reports = Files.createDirectory(dir.resolve("reports"));
        Files.setPosixFilePermissions(reports, PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            HostileInputTest.Child c = HostileInputTest.run(HostileInputTest.withoutOverride(), "256m", new byte[0], "conformance",
                    "--engine", engine(dir).toString(), "--rules", "tromp-taylor", "--tag", "ko", "--report-dir", reports.toString());
            assertEquals(2, c.status(), c.out() + c.err());
            assertEquals(1, c.err().lines().count(), c.err());
            assertTrue(c.err().startsWith("logical-go: --report-dir " + reports), c.err());
            assertTrue(c.err().contains("permission denied"), c.err());
            assertFalse(Files.exists(dir.resolve("pids")), "an engine was started");
        } finally {
            Files.setPosixFilePermissions(reports, PosixFilePermissions.fromString("rwx------"));
        }
    }
}
