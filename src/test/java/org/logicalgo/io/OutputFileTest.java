package org.logicalgo.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one way out: never over an existing file unless asked, never half written, one line when it fails. */
class OutputFileTest {

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void writesANewFileAndLeavesNothingElse(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("a.sgf");
        OutputFile.write(f, "(;GM[1])", false);
        assertEquals("(;GM[1])", Files.readString(f));
        assertEquals(List.of("a.sgf"), names(dir));
    }

    @Test
    void neverOverwritesUnlessAsked(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("a.sgf");
        Files.writeString(f, "kept");
        OutputFile.Failure e = assertThrows(OutputFile.Failure.class, () -> OutputFile.write(f, "new", false));
        assertTrue(e.exists());
        assertEquals(f + ": exists already", e.getMessage());
        assertEquals("kept", Files.readString(f));
        OutputFile.write(f, "new", true);
        assertEquals("new", Files.readString(f));
        assertEquals(List.of("a.sgf"), names(dir));
    }

    @Test
    void aDirectoryIsNeverReplaced(@TempDir Path dir) {
        OutputFile.Failure e = assertThrows(OutputFile.Failure.class, () -> OutputFile.write(dir, "x", true));
        assertEquals(dir + ": is a directory", e.getMessage());
        assertFalse(e.exists());
    }

    @Test
    void whatIsNotARegularFileIsNeverReplacedEvenWhenAsked(@TempDir Path dir) throws Exception {
        // Once, as root, '--sgf /dev/null --force' renamed a file over the device. A FIFO, a link and
        // (where the system lets us make one) a device node of our own stand for it here.
        List<Path> others = new ArrayList<>();
        Path fifo = dir.resolve("pipe");
        if (new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0) {
            others.add(fifo);
        }
        Path kept = dir.resolve("kept.sgf");
        Files.writeString(kept, "kept");
        others.add(Files.createSymbolicLink(dir.resolve("link.sgf"), kept));
        Path device = dir.resolve("null");
        if (new ProcessBuilder("mknod", device.toString(), "c", "1", "3").start().waitFor() == 0) {
            others.add(device);
        }
        for (Path p : others) {
            for (boolean replace : List.of(true, false)) {
                OutputFile.Failure e = assertThrows(OutputFile.Failure.class, () -> OutputFile.write(p, "new", replace), p.toString());
                assertEquals(p + ": is not a regular file (a device, a pipe, a socket or a symbolic link): never replaced", e.getMessage());
                assertFalse(e.exists());
                assertFalse(Files.isRegularFile(p, java.nio.file.LinkOption.NOFOLLOW_LINKS), p + " was replaced");
            }
        }
        assertEquals("kept", Files.readString(kept));
        assertTrue(others.size() >= 2, "neither mkfifo nor a link could be made");
        try (Stream<Path> s = Files.list(dir)) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")));
        }
    }

    @Test
    void makesTheDirectoriesAboveTheFile(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("a/b/c.txt");
        OutputFile.write(f, "x", false);
        assertEquals("x", Files.readString(f));
    }

    @Test
    void whatCannotBeWrittenIsOneLineSayingWhy(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("file");
        Files.writeString(file, "x");
        OutputFile.Failure under = assertThrows(OutputFile.Failure.class, () -> OutputFile.write(file.resolve("x/y.txt"), "x", false));
        assertEquals(file.resolve("x") + ": cannot create the directory (not a directory)", under.getMessage());
        OutputFile.Failure proc = assertThrows(OutputFile.Failure.class, () -> OutputFile.directory(Path.of("/proc/nope")));
        assertTrue(proc.getMessage().matches("/proc/nope: cannot create the directory \\([a-z ]+\\)"), proc.getMessage());
        OutputFile.Failure notDir = assertThrows(OutputFile.Failure.class, () -> OutputFile.directory(file));
        assertEquals(file + ": is not a directory", notDir.getMessage());
        for (OutputFile.Failure e : List.of(under, proc, notDir)) {
            assertFalse(e.getMessage().contains("\n"));
        }
    }

    @Test
    void writeAllRefusesBeforeWritingAny(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("b.tst"), "old");
        Map<String, String> files = new LinkedHashMap<>();
        files.put("a.tst", "A");
        files.put("b.tst", "B");
        files.put("c.tst", "C");
        OutputFile.Failure e = assertThrows(OutputFile.Failure.class, () -> OutputFile.writeAll(dir, files, false));
        assertEquals(dir + ": b.tst exists already", e.getMessage());
        assertTrue(e.exists());
        assertEquals(List.of("b.tst"), names(dir));
        OutputFile.writeAll(dir, files, true);
        assertEquals(List.of("a.tst", "b.tst", "c.tst"), names(dir));
        assertEquals("B", Files.readString(dir.resolve("b.tst")));
    }

    /** A reader never sees a part of the new content: the old file whole, or the new one whole. */
    @Test
    void aReplacedFileIsNeverSeenHalfWritten(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("report.json");
        String a = "a".repeat(1 << 20);
        String b = "b".repeat(1 << 20);
        OutputFile.write(f, a, true);
        AtomicBoolean stop = new AtomicBoolean();
        List<String> seen = new ArrayList<>();
        Thread reader = new Thread(() -> {
            while (!stop.get()) {
                try {
                    String s = new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
                    if (!s.equals(a) && !s.equals(b)) {
                        seen.add(s.length() + " characters, neither version");
                    }
                } catch (IOException e) {
                    seen.add("unreadable: " + e);
                }
            }
        });
        reader.start();
        for (int i = 0; i < 20; i++) {
            OutputFile.write(f, i % 2 == 0 ? b : a, true);
        }
        stop.set(true);
        reader.join();
        assertEquals(List.of(), seen);
        assertEquals(List.of("report.json"), names(dir));
    }

    @Test
    void aTemporaryFileIsCompleteBeforeItsNameIsGiven() throws IOException {
        Path t = OutputFile.temporary("logicalgo-test-", ".sgf", "(;)");
        try {
            assertEquals("(;)", Files.readString(t));
            assertTrue(t.getFileName().toString().startsWith("logicalgo-test-"));
        } finally {
            Files.deleteIfExists(t);
        }
    }

    @Test
    void checkWritableLeavesNothing(@TempDir Path dir) throws IOException {
        OutputFile.checkWritable(dir.resolve("reports"));
        assertEquals(List.of(), names(dir.resolve("reports")));
    }
}
