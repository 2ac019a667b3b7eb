package org.logicalgo.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one way out: every file logical-go writes goes through here.
 *
 * <ul>
 * <li>Never over an existing file unless the caller says so ({@code --force} on the command line;
 *     GTP never does): the refusal is an {@link Failure} whose {@link Failure#exists()} is true.
 *     Never over anything but a regular file, whatever the caller says: a device, a pipe, a socket
 *     or a symbolic link stays what it is.</li>
 * <li>Never half written: the content goes to a temporary file in the same directory
 *     ({@code .NAME.RANDOM.tmp}), is forced to the disk, then takes the file's name in one step
 *     (a hard link where a new file must not replace one, so that a file created meanwhile is not
 *     lost either; an atomic rename where it may). A run interrupted at any point leaves the old
 *     file or the new one, never a mixture; the temporary file is removed on the way out, and by a
 *     shutdown hook when the run is stopped (Ctrl-C).</li>
 * <li>Every failure is one line: the path and why ({@link Failure#getMessage()}), never a stack
 *     trace.</li>
 * </ul>
 *
 * <p>Uses the JDK only.
 */
public final class OutputFile {

    private static final SecureRandom RANDOM = new SecureRandom();
    /** Writes to make on the way out (Ctrl-C, SIGTERM, SIGHUP), before the temporary files are removed. */
    private static final Set<Runnable> LAST_WRITES = ConcurrentHashMap.newKeySet();

    /**
     * Has {@code write} run if the program is stopped by a signal before {@link #noLastWrite} is
     * called: in the shutdown hook, before unfinished temporary files are removed, so that its own
     * files are written whole.
     */
    public static void lastWrite(Runnable write) {
        LAST_WRITES.add(write);
    }

    /** The program goes on: {@code write} is no longer due on the way out. */
    public static void noLastWrite(Runnable write) {
        LAST_WRITES.remove(write);
    }

    /** Temporary files being written now, removed by the shutdown hook if the run is stopped. */
    private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();

    static {
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                // What must still be written (a run's reports so far) is written first, then what is unfinished removed.
                for (Runnable r : LAST_WRITES) {
                    try {
                        r.run();
                    } catch (RuntimeException e) {
                        // the others are still written
                    }
                }
                for (Path p : PENDING) {
                    try {
                        Files.deleteIfExists(p);
                    } catch (IOException | RuntimeException e) {
                        // nothing more can be done on the way out
                    }
                }
            }, "logical-go: remove unfinished output"));
        } catch (IllegalStateException e) {
            // already shutting down: nothing to register
        }
    }

    private OutputFile() {
    }

    /** A write refused or failed: one line, the path and why. */
    public static final class Failure extends IOException {
        private final transient Path path;
        private final String why;
        private final boolean exists;

        Failure(Path path, String why, boolean exists, Throwable cause) {
            super(path + ": " + why, cause);
            this.path = path;
            this.why = why;
            this.exists = exists;
        }

        public Path path() {
            return path;
        }

        /** Why, without the path: "exists already", "permission denied", "no space left on device", ... */
        public String why() {
            return why;
        }

        /** Whether the write was refused because the file exists (and replacing it was not asked for). */
        public boolean exists() {
            return exists;
        }
    }

    /** Writes {@code text} as UTF-8 into {@code file}; see the class comment. */
    public static void write(Path file, String text, boolean replace) throws Failure {
        write(file, text.getBytes(StandardCharsets.UTF_8), replace);
    }

    /**
     * Writes {@code bytes} into {@code file}, atomically, creating the directories above it.
     *
     * @param replace whether an existing file may be replaced (a directory never is)
     * @throws Failure when the file exists and {@code replace} is false, or it cannot be written
     */
    public static void write(Path file, byte[] bytes, boolean replace) throws Failure {
        Path target = file.toAbsolutePath().normalize();
        Path dir = target.getParent();
        if (dir == null) {
            throw new Failure(file, "is not a file name", false, null);
        }
        replaceable(file, replace);
        directory(dir);
        Path tmp = temporaryBeside(target, file);
        try {
            try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.WRITE);
                 OutputStream out = java.nio.channels.Channels.newOutputStream(ch)) {
                out.write(bytes);
                out.flush();
                ch.force(true);
            } catch (IOException e) {
                throw failure(file, e);
            }
            if (replace) {
                try {
                    Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    moveOrFail(tmp, target, file, StandardCopyOption.REPLACE_EXISTING);
                } catch (IOException e) {
                    throw failure(file, e);
                }
            } else {
                // link(2) fails when the name is taken: no window in which a file created meanwhile is replaced.
                try {
                    Files.createLink(target, tmp);
                } catch (FileAlreadyExistsException e) {
                    throw existing(file);
                } catch (UnsupportedOperationException | IOException e) {
                    // A file system without hard links: a rename that refuses an existing name.
                    moveOrFail(tmp, target, file);
                }
            }
            syncDirectory(dir);
        } finally {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException e) {
                // left behind under a name no one reads; harmless
            }
            PENDING.remove(tmp);
        }
    }

    /**
     * Whether {@code file} may take what is written, by the rules of {@link #write}: a directory never,
     * nor anything but a regular file even when {@code replace}; an existing file only when {@code
     * replace}. For a writer that is not this class (Beam's), checked before it starts.
     *
     * @throws Failure saying why not
     */
    public static void replaceable(Path file, boolean replace) throws Failure {
        Path target = file.toAbsolutePath().normalize();
        if (Files.isDirectory(target)) {
            throw new Failure(file, "is a directory", false, null);
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            // A device (/dev/null as root), a pipe, a socket or a link: a rename would put a file in its place, even with --force.
            throw new Failure(file, "is not a regular file (a device, a pipe, a socket or a symbolic link): never replaced", false, null);
        }
        if (!replace && Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw existing(file);
        }
    }

    /**
     * A file written as a stream, a line at a time, for a batch's output that grows as it runs (a
     * batch's JSON lines): it cannot be written whole and then renamed, so what is promised is the
     * rest of the class's rules: never over an existing file unless {@code replace}, never over
     * anything but a regular file, one line for every failure. The caller forces the channel to the
     * disk where it must last (a checkpoint records its length only after that).
     *
     * @param resumeAt the length of a file written before by an interrupted run, or -1: the file must
     *                 then exist and hold at least that many bytes, is cut there (what was written
     *                 after its last checkpoint) and written on from there
     * @throws Failure when the file exists (and neither {@code replace} nor {@code resumeAt} says it may
     *                 be written), is shorter than {@code resumeAt}, or cannot be written
     */
    public static FileChannel stream(Path file, boolean replace, long resumeAt) throws Failure {
        Path target = file.toAbsolutePath().normalize();
        if (Files.isDirectory(target)) {
            throw new Failure(file, "is a directory", false, null);
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new Failure(file, "is not a regular file (a device, a pipe, a socket or a symbolic link): never replaced", false, null);
        }
        try {
            if (resumeAt >= 0) {
                if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
                    throw new Failure(file, "is missing: the batch to resume wrote " + resumeAt + " bytes there", false, null);
                }
                FileChannel ch = FileChannel.open(target, StandardOpenOption.WRITE);
                if (ch.size() < resumeAt) {
                    long size = ch.size();
                    ch.close();
                    throw new Failure(file, "holds " + size + " bytes, fewer than the " + resumeAt
                            + " the batch to resume had written: not that batch's file", false, null);
                }
                ch.truncate(resumeAt);
                ch.position(resumeAt);
                return ch;
            }
            if (target.getParent() != null) {
                directory(target.getParent());
            }
            if (replace) {
                return FileChannel.open(target, StandardOpenOption.WRITE, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING);
            }
            return FileChannel.open(target, StandardOpenOption.WRITE, StandardOpenOption.CREATE_NEW);
        } catch (FileAlreadyExistsException e) {
            throw existing(file);
        } catch (IOException e) {
            throw failure(file, e);
        }
    }

    /**
     * Writes several files into a directory (created when missing). Without {@code replace}, every
     * name is checked before the first is written, so a refusal leaves the directory as it was.
     *
     * @param files file names (no directories) and their contents, written in this order
     * @throws Failure for the directory, the first existing file (naming how many exist), or the first write that fails
     */
    public static void writeAll(Path dir, Map<String, String> files, boolean replace) throws Failure {
        directory(dir);
        if (!replace) {
            List<String> existing = new ArrayList<>();
            for (String name : files.keySet()) {
                if (Files.exists(dir.resolve(name), LinkOption.NOFOLLOW_LINKS)) {
                    existing.add(name);
                }
            }
            if (!existing.isEmpty()) {
                String why = existing.size() == 1 ? existing.get(0) + " exists already"
                        : existing.size() + " of the " + files.size() + " files exist already (" + existing.get(0) + ", ...)";
                throw new Failure(dir, why, true, null);
            }
        }
        for (Map.Entry<String, String> f : files.entrySet()) {
            write(dir.resolve(f.getKey()), f.getValue(), replace);
        }
    }

    /**
     * A directory to write into: created with its parents when missing.
     *
     * @throws Failure "cannot create the directory (why)", or "is not a directory"
     */
    public static void directory(Path dir) throws Failure {
        if (Files.isDirectory(dir)) {
            return;
        }
        if (Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            throw new Failure(dir, "is not a directory", false, null);
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new Failure(dir, "cannot create the directory (" + reason(e) + ")", false, e);
        }
    }

    /**
     * Whether files can be created in a directory, checked before a long run so that its results are
     * not lost at the end: creates the directory when missing, then a temporary file, removed at once.
     */
    public static void checkWritable(Path dir) throws Failure {
        checkWritable(dir, 0);
    }

    /**
     * As {@link #checkWritable(Path)}, the probe file {@code bytes} long and forced to the disk, so that
     * a full disk is found before the run rather than after it.
     */
    public static void checkWritable(Path dir, long bytes) throws Failure {
        directory(dir);
        Path probe = temporaryBeside(dir.toAbsolutePath().normalize().resolve(".write-check"), dir);
        try (FileChannel ch = FileChannel.open(probe, StandardOpenOption.WRITE)) {
            java.nio.ByteBuffer block = java.nio.ByteBuffer.allocate(64 * 1024);
            for (long left = bytes; left > 0; ) {
                block.clear().limit((int) Math.min(block.capacity(), left));
                left -= ch.write(block);
            }
            ch.force(true);
        } catch (IOException e) {
            throw new Failure(dir, "cannot hold the " + bytes / 1024 + " KB the reports will take (" + reason(e) + ")", false, e);
        } finally {
            try {
                Files.deleteIfExists(probe);
            } catch (IOException e) {
                // the probe was written: the directory is writable
            }
            PENDING.remove(probe);
        }
    }

    /**
     * A new temporary file with the given content, in the system's temporary directory, complete
     * before its name is returned (for a file handed to another program, such as a GTP engine's
     * {@code loadsgf}). The caller deletes it.
     */
    public static Path temporary(String prefix, String suffix, String text) throws Failure {
        Path dir = Path.of(System.getProperty("java.io.tmpdir"));
        Path target = dir.resolve(prefix + Long.toUnsignedString(RANDOM.nextLong(), 36) + suffix);
        write(target, text, false);
        return target;
    }

    /** One line for an I/O exception: the system's reason in lower case, without the path it repeats. */
    public static String reason(IOException e) {
        if (e instanceof Failure f) {
            return f.why();
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "exists already";
        }
        if (e instanceof NotDirectoryException) {
            return "not a directory";
        }
        if (e instanceof DirectoryNotEmptyException) {
            return "a directory that is not empty";
        }
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            String r = fs.getReason();
            return r.isEmpty() ? "cannot be written" : r.substring(0, 1).toLowerCase(Locale.ROOT) + r.substring(1);
        }
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : m.replace('\n', ' ');
    }

    private static Failure existing(Path file) {
        return new Failure(file, "exists already", true, null);
    }

    private static Failure failure(Path file, IOException e) {
        return e instanceof Failure f ? f : new Failure(file, "cannot be written (" + reason(e) + ")", false, e);
    }

    /** A new empty file {@code .NAME.RANDOM.tmp} beside {@code target}, with the default permissions. */
    private static Path temporaryBeside(Path target, Path shown) throws Failure {
        String name = target.getFileName().toString();
        if (name.length() > 200) {
            name = name.substring(0, 200);
        }
        for (int attempt = 0; ; attempt++) {
            Path tmp = target.resolveSibling("." + name + "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".tmp");
            try {
                Files.newByteChannel(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                PENDING.add(tmp);
                return tmp;
            } catch (FileAlreadyExistsException e) {
                if (attempt > 10) {
                    throw new Failure(shown, "cannot be written (no free temporary name)", false, e);
                }
            } catch (IOException e) {
                throw new Failure(shown, "cannot be written (" + reason(e) + ")", false, e);
            }
        }
    }

    private static void moveOrFail(Path tmp, Path target, Path shown, StandardCopyOption... options) throws Failure {
        try {
            Files.move(tmp, target, options);
        } catch (FileAlreadyExistsException e) {
            throw existing(shown);
        } catch (IOException e) {
            throw failure(shown, e);
        }
    }

    /** The new name lasts a crash too: best effort, not every system can sync a directory. */
    private static void syncDirectory(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | RuntimeException e) {
            // not supported here: the rename is still atomic
        }
    }
}
