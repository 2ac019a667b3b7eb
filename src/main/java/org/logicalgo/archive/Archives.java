package org.logicalgo.archive;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.ArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveInputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;
import org.logicalgo.io.InputFile;
import org.logicalgo.io.InputFileException;

/**
 * The records of an archive, in the archive's order, one at a time: nothing is kept but the entry
 * being read, and no entry is read past the limit (a bomb of zeros is one refused entry, not a full
 * memory). What holds records is told by its name, as the archives of game servers name them:
 *
 * <ul>
 * <li>{@code .sgf}: one SGF file (it may hold several game trees);</li>
 * <li>{@code .sgfs}: one record a line, each line an SGF game, named {@code NAME:LINE};</li>
 * <li>{@code .zip}, {@code .tar}: their entries, named {@code ARCHIVE!ENTRY}, read by the same rules
 *     (an entry that is itself an archive is opened, {@value #DEPTH} deep at most); other entries
 *     (directories, a README) are passed over;</li>
 * <li>{@code .gz}, {@code .xz}, {@code .bz2} (and {@code .tgz}, {@code .tbz2}, {@code .txz}): the one
 *     file compressed, read by what its name says once the suffix is dropped ({@code games.sgf.xz}
 *     is an SGF file, {@code games.tar.gz} a tar); the records keep the compressed file's name.</li>
 * </ul>
 */
public final class Archives {

    /** Archives inside archives, opened this deep at most: deeper is refused, as a quine would never end. */
    static final int DEPTH = 4;
    /** The most memory an xz stream may ask for its dictionary (xz -9 needs 65 MB): more is refused. */
    static final int XZ_MEMORY_KB = 128 * 1024;

    private Archives() {
    }

    /** How a name is read. */
    public enum Format {
        /** One SGF file. */
        SGF,
        /** One SGF record a line. */
        LINES,
        ZIP, TAR, GZIP, XZ, BZIP2
    }

    /** What a name says it holds; empty for a name that holds no records (a README, a directory). */
    public static Optional<Format> format(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.endsWith(".sgf")) {
            return Optional.of(Format.SGF);
        } else if (n.endsWith(".sgfs")) {
            return Optional.of(Format.LINES);
        } else if (n.endsWith(".zip")) {
            return Optional.of(Format.ZIP);
        } else if (n.endsWith(".tar")) {
            return Optional.of(Format.TAR);
        } else if (n.endsWith(".gz") || n.endsWith(".tgz")) {
            return Optional.of(Format.GZIP);
        } else if (n.endsWith(".xz") || n.endsWith(".txz")) {
            return Optional.of(Format.XZ);
        } else if (n.endsWith(".bz2") || n.endsWith(".tbz2")) {
            return Optional.of(Format.BZIP2);
        }
        return Optional.empty();
    }

    /** Whether a name holds records but is not a plain SGF file: an archive, a compressed file, or one record a line. */
    public static boolean isArchive(String name) {
        return format(name).filter(f -> f != Format.SGF).isPresent();
    }

    /** Whether a name holds records at all (an SGF file, or {@link #isArchive}). */
    public static boolean holdsRecords(String name) {
        return format(name).isPresent();
    }

    /** What an archive yields, in its order. */
    public sealed interface Item {
        /** Where it is: {@code games.tar.gz!2019/a.sgf}, {@code games.sgfs:12}. */
        String place();
    }

    /**
     * The bytes of one SGF file or one line.
     *
     * @param line whether it is a line of one record a line (a single game), not a file
     */
    public record Entry(String place, byte[] bytes, boolean line) implements Item {
    }

    /** What could not be read, and why, in one line; {@code place} names the entry, or the archive. */
    public record Broken(String place, String why) implements Item {
        /** The line a user reads: the place, then why. */
        public String message() {
            return place + ": " + why;
        }
    }

    /**
     * Reads the records of an archive.
     *
     * @param in    the archive's bytes (closed by the caller)
     * @param name  its name, which says its format and names its records
     * @param limit the most bytes an entry (or a line) may hold once decompressed
     * @param to    told each record, or each thing that could not be read; after a corrupt stream,
     *              the last thing it is told is where, and the rest of the archive is not read
     */
    public static void read(InputStream in, String name, long limit, Consumer<Item> to) {
        try {
            read(in, name, name, limit, to, 0, -1);
        } catch (Corrupt e) {
            to.accept(new Broken(e.place, e.getMessage()));
        }
    }

    /** @param size the bytes its archive's header says it holds once decompressed, or -1 */
    private static void read(InputStream in, String as, String place, long limit, Consumer<Item> to, int depth, long size) throws Corrupt {
        Optional<Format> format = format(as);
        if (format.isEmpty()) {
            return;
        }
        if (depth > DEPTH) {
            to.accept(new Broken(place, "an archive more than " + DEPTH + " deep inside archives: not opened"));
            return;
        }
        try {
            switch (format.get()) {
                case SGF -> entry(in, place, limit, size, to);
                case LINES -> lines(in, place, limit, to);
                case ZIP -> entries(new ZipArchiveInputStream(in, "UTF-8", true, true), place, limit, to, depth);
                case TAR -> entries(new TarArchiveInputStream(in), place, limit, to, depth);
                case GZIP -> read(new GzipCompressorInputStream(in, true), inner(as), place, limit, to, depth + 1, -1);
                case XZ -> read(new XZCompressorInputStream(in, true, XZ_MEMORY_KB), inner(as), place, limit, to, depth + 1, -1);
                case BZIP2 -> read(new BZip2CompressorInputStream(in, true), inner(as), place, limit, to, depth + 1, -1);
            }
        } catch (Corrupt e) {
            if (depth > 0 && (format.get() == Format.SGF || format.get() == Format.LINES)) {
                // An entry's bytes broke: the archive around it is what is corrupt, and it says so once.
                throw e;
            }
            to.accept(new Broken(e.place, e.getMessage()));
        } catch (IOException | InputFileException | IllegalArgumentException | IllegalStateException e) {
            // The stream's own header (a gzip that is not one) or a failure to read the archive itself.
            to.accept(new Broken(place, corrupt(e)));
        }
    }

    /** The name a compressed file's content goes by: its suffix dropped ({@code .tgz} is a tar). */
    static String inner(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.endsWith(".tgz") || n.endsWith(".txz")) {
            return name.substring(0, name.length() - 4) + ".tar";
        }
        if (n.endsWith(".tbz2")) {
            return name.substring(0, name.length() - 5) + ".tar";
        }
        return name.substring(0, name.lastIndexOf('.'));
    }

    /** The archive broke at an entry: the place names the entry, and the rest of the archive is not read. */
    private static final class Corrupt extends IOException {
        final String place;

        Corrupt(String place, String why) {
            super(why, null);
            this.place = place;
        }
    }

    private static String corrupt(Exception e) {
        return corrupt("there", e);
    }

    /** Why an archive stops being readable, in words: a stream cut short says so, not the name of an exception. */
    private static String corrupt(String where, Exception e) {
        Throwable cause = e instanceof InputFileException && e.getCause() != null ? e.getCause() : e;
        String why = e instanceof InputFileException f ? f.reason() : e.getMessage();
        if (cause instanceof java.io.EOFException || why == null || why.isBlank()) {
            why = cause instanceof java.io.EOFException || why != null && why.contains("EOF") ? "it ends too soon: cut short?"
                    : "unreadable";
        }
        return "not a readable archive " + where + " (" + why + "); the rest of it is not read";
    }

    private static void entries(ArchiveInputStream<?> archive, String place, long limit, Consumer<Item> to, int depth) throws IOException {
        String last = place;
        while (true) {
            ArchiveEntry e;
            try {
                e = archive.getNextEntry();
            } catch (IOException | IllegalArgumentException | IllegalStateException x) {
                throw new Corrupt(place, corrupt(last.equals(place) ? "there" : "after its entry " + last.substring(place.length() + 1), x));
            }
            if (e == null) {
                return;
            }
            String name = e.getName();
            String at = place + "!" + name;
            last = at;
            String base = name.substring(name.lastIndexOf('/') + 1);
            if (e.isDirectory() || base.startsWith("._") || !holdsRecords(name)) {
                // Directories, the resource forks macOS adds to archives, READMEs: no records there.
                continue;
            }
            if (!archive.canReadEntryData(e)) {
                to.accept(new Broken(at, "stored in a way this reader does not know (encrypted, or an unsupported method): passed over"));
                continue;
            }
            if (format(name).get() == Format.SGF && e.getSize() > limit) {
                // Its header says so: refused before a byte of it is read (the archive skips it).
                to.accept(new Broken(at, InputFile.size(e.getSize()) + ", more than the limit of " + InputFile.size(limit)
                        + " (--max-file-size raises it)"));
                continue;
            }
            InputStream body = new java.io.FilterInputStream(archive) {
                @Override
                public void close() {
                    // the archive goes on to its next entry
                }
            };
            try {
                read(body, name, at, limit, to, depth + 1, e.getSize());
            } catch (RuntimeException x) {
                throw new Corrupt(at, corrupt(x));
            }
        }
    }

    /**
     * One SGF file, read whole up to the limit, counted as it is decompressed: past the limit, one
     * line, and the reading goes on after it. The bytes are held once ({@link InputFile#read(InputStream, String, long, long)}).
     */
    private static void entry(InputStream in, String place, long limit, long size, Consumer<Item> to) throws IOException {
        byte[] bytes;
        try {
            bytes = InputFile.read(in, place, limit, size);
        } catch (InputFileException e) {
            if (e.file().equals(place) && refusedForSize(e, place, limit, "", to)) {
                return;
            }
            throw new Corrupt(place, corrupt(e));
        } catch (IOException e) {
            throw new Corrupt(place, corrupt(e));
        }
        to.accept(new Entry(place, bytes, false));
    }

    /**
     * An entry or a line past the limit, or more than the memory has room for: one refused record,
     * the archive skips the rest of it and goes on.
     *
     * @return whether it was refused for its size
     */
    private static boolean refusedForSize(InputFileException e, String place, long limit, String what, Consumer<Item> to) {
        // what: the words before "more than the limit" ("a line of ").
        if (e.kind() == InputFileException.Kind.TOO_LARGE) {
            to.accept(new Broken(place, what + "more than the limit of " + InputFile.size(limit) + " (--max-file-size raises it)"));
            return true;
        }
        if (e.kind() == InputFileException.Kind.NO_MEMORY) {
            to.accept(new Broken(place, e.reason()));
            return true;
        }
        return false;
    }

    /**
     * One record a line: each line its bytes, blank lines passed over (they still count in the
     * numbering, so that {@code NAME:LINE} is the line an editor shows). A line past the limit is
     * one refused record; the bytes of a line are all that is kept.
     */
    private static void lines(InputStream raw, String place, long limit, Consumer<Item> to) throws IOException {
        InputStream in = raw instanceof BufferedInputStream ? raw : new BufferedInputStream(raw, 1 << 16);
        long number = 0;
        while (true) {
            Line line = new Line(in);
            String at = place + ":" + (number + 1);
            byte[] bytes;
            try {
                bytes = InputFile.read(line, at, limit, -1);
            } catch (InputFileException e) {
                if (!e.file().equals(at) || !refusedForSize(e, at, limit, "a line of ", to)) {
                    throw new Corrupt(at, corrupt(e));
                }
                try {
                    line.skip(Long.MAX_VALUE);
                } catch (IOException | InputFileException x) {
                    throw new Corrupt(at, corrupt(x));
                }
                bytes = null;
            } catch (IOException e) {
                throw new Corrupt(at, corrupt(e));
            }
            if (!line.any) {
                return;
            }
            number++;
            if (bytes != null && !blank(bytes)) {
                to.accept(new Entry(at, bytes, true));
            }
            if (!line.ended) {
                return;
            }
        }
    }

    private static boolean blank(byte[] line) {
        for (byte b : line) {
            if (b != ' ' && b != '\t' && b != '\r') {
                return false;
            }
        }
        return true;
    }

    /** One line of a stream, its end not included: read as a stream, so that its length is counted as it is read, never kept first. */
    private static final class Line extends InputStream {
        /** Read at most this much at once: less than the buffered stream's buffer, so a mark never makes it grow. */
        private static final int BLOCK = 8192;
        private final InputStream in;
        /** Whether the line had a byte or its end: a stream that ends after a line end has no line more. */
        boolean any;
        /** Whether it ended at a line end, not at the end of the stream. */
        boolean ended;
        private boolean over;

        Line(InputStream in) {
            this.in = in;
        }

        @Override
        public int read() throws IOException {
            if (over) {
                return -1;
            }
            int b = in.read();
            if (b < 0 || b == '\n') {
                over = true;
                ended = b == '\n';
                any |= ended;
                return -1;
            }
            any = true;
            return b;
        }

        /** A block at a time: the bytes past the line's end are given back to the buffered stream (mark and reset). */
        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (over) {
                return -1;
            }
            if (len == 0) {
                return 0;
            }
            int want = Math.min(len, BLOCK);
            in.mark(want);
            int n = in.read(b, off, want);
            if (n <= 0) {
                over = true;
                return -1;
            }
            for (int i = off; i < off + n; i++) {
                if (b[i] == '\n') {
                    in.reset();
                    in.skipNBytes(i - off + 1L);
                    over = true;
                    ended = true;
                    any = true;
                    return i == off ? -1 : i - off;
                }
            }
            any = true;
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            byte[] block = new byte[BLOCK];
            long skipped = 0;
            for (int r = read(block, 0, BLOCK); r >= 0 && skipped < n; r = read(block, 0, BLOCK)) {
                skipped += r;
            }
            return skipped;
        }
    }
}
