package org.logicalgo.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.Locale;

/**
 * A file the project reads, whole, into memory. What a user names may be anything, so before it is
 * opened it must be a regular file (a FIFO with no writer would block the open for ever, a device
 * like {@code /dev/zero} never ends, {@code /dev/stdin} would swallow a command stream), and it is
 * never read past its limit, even if it grows while read. Every refusal is an
 * {@link InputFileException}: one line naming the file and why.
 *
 * @param path  the file
 * @param limit the most bytes it may hold
 */
public record InputFile(Path path, long limit) {

    /** The limit for SGF records, files of turns and case files: far above any real one (a 19x19 game is a few KB). */
    public static final long DEFAULT_LIMIT = 64L << 20;
    /** The most bytes one Java array holds: what "read whole" can mean at all. */
    public static final long MAX_LIMIT = Integer.MAX_VALUE - 8;

    public InputFile {
        if (limit < 0 || limit > MAX_LIMIT) {
            throw new IllegalArgumentException("a file size limit is 0 to " + size(MAX_LIMIT) + ", not " + limit);
        }
    }

    public static InputFile of(Path path) {
        return new InputFile(path, DEFAULT_LIMIT);
    }

    /** A text decoded, and the encoding it was decoded with (named in messages and warnings). */
    public record Text(String text, Charset encoding) {
    }

    /** The file's bytes, after checking it is a regular file within the limit. */
    public byte[] bytes() {
        String name = path.toString();
        BasicFileAttributes attributes = checked();
        try (InputStream in = Files.newInputStream(path)) {
            return read(in, name, limit, attributes.size(), false, GREW);
        } catch (IOException e) {
            throw unreadable(name, e);
        }
    }

    /**
     * The file opened as a stream, after the checks of {@link #bytes()}: for a reader that keeps
     * less than the whole file (a line at a time). The stream is cut at the limit: reading past it
     * throws an {@link InputFileException}, as does any failure to read, each naming the file.
     */
    public InputStream open() {
        String name = path.toString();
        checked();
        try {
            return bounded(Files.newInputStream(path), name, limit);
        } catch (IOException e) {
            throw unreadable(name, e);
        }
    }

    /**
     * The file opened as a stream of any length, after the checks of {@link #bytes()} but the size:
     * for an archive, read as it comes, whose entries are each held to the limit by their reader
     * ({@link #bounded}). Failures to read are {@link InputFileException}s naming the file.
     */
    public InputStream openAnySize() {
        String name = path.toString();
        new InputFile(path, MAX_LIMIT).checkedAnySize();
        try {
            return bounded(Files.newInputStream(path), name, Long.MAX_VALUE - 1);
        } catch (IOException e) {
            throw unreadable(name, e);
        }
    }

    /** A failure to open or read the file, in the user's words, naming it. */
    private static InputFileException unreadable(String name, IOException e) {
        if (e instanceof NoSuchFileException) {
            return new InputFileException(name, InputFileException.Kind.MISSING, "no such file");
        }
        if (e instanceof AccessDeniedException) {
            return new InputFileException(name, InputFileException.Kind.UNREADABLE, "cannot be read (permission denied)");
        }
        return new InputFileException(name, InputFileException.Kind.UNREADABLE, "cannot be read (" + e.getMessage() + ")");
    }

    /**
     * A stream never read past {@code limit} bytes (one more is how a stream that goes on is
     * noticed): beyond it, and at any failure to read, an {@link InputFileException} naming the stream.
     */
    public static InputStream bounded(InputStream in, String name, long limit) {
        return new InputStream() {
            private long count;

            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                int n = read(one, 0, 1);
                return n < 0 ? -1 : one[0] & 0xFF;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                int n;
                try {
                    n = in.read(b, off, (int) Math.min(len, limit + 1 - count));
                } catch (IOException e) {
                    throw new InputFileException(name, InputFileException.Kind.UNREADABLE, "cannot be read (" + e.getMessage() + ")");
                }
                if (n > 0) {
                    count += n;
                    if (count > limit) {
                        throw tooLarge(name, "more than the limit of " + size(limit) + " (it grew while being read, or never ends)");
                    }
                }
                return n;
            }

            @Override
            public void close() throws IOException {
                in.close();
            }
        };
    }

    /** The checks before a file is opened: not a device, a regular file, within the limit. */
    private BasicFileAttributes checked() {
        BasicFileAttributes attributes = checkedAnySize();
        if (attributes.size() > limit) {
            throw tooLarge(path.toString(), size(attributes.size()) + ", more than the limit of " + size(limit));
        }
        return attributes;
    }

    /** The checks before a file is opened, but its size: not a device, a regular file. */
    private BasicFileAttributes checkedAnySize() {
        String name = path.toString();
        if (isDeviceOrProcess(path)) {
            // /dev/stdin, /dev/fd/0, /proc/self/fd/0: even when they lead to a regular file, they are a stream that is not ours.
            throw new InputFileException(name, InputFileException.Kind.NOT_A_FILE,
                    "a device or process file, not a regular file: only regular files are read");
        }
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(path, BasicFileAttributes.class); // follows links: what would be opened
        } catch (IOException e) {
            throw unreadable(name, e);
        } catch (SecurityException e) {
            throw new InputFileException(name, InputFileException.Kind.UNREADABLE, "cannot be read (" + e.getMessage() + ")");
        }
        if (attributes.isDirectory()) {
            throw new InputFileException(name, InputFileException.Kind.NOT_A_FILE, "a directory, not a file");
        }
        if (!attributes.isRegularFile()) {
            // Checked before opening: opening a FIFO with no writer blocks for ever.
            throw new InputFileException(name, InputFileException.Kind.NOT_A_FILE,
                    "not a regular file (a device, a pipe or a socket): only regular files are read");
        }
        return attributes;
    }

    /** A line of text, at most the length its reader keeps; {@code cut} when the line held more (the rest is dropped). */
    public record Line(String text, boolean cut) {
    }

    /**
     * Text read a line at a time, decoded as {@link #decode} decodes it (UTF-8, or UTF-16 by its
     * byte order mark; a NUL byte is not text; a bad byte named by its offset), and no line kept
     * past {@code maxLine} characters: memory stays one line and a buffer, however long the text or
     * its lines. Lines end at LF, CR LF or CR, as {@link String#lines()} ends them.
     */
    public static final class Lines implements java.io.Closeable {
        private final InputStream in;
        private final String name;
        private final int maxLine;
        private final byte[] bytes = new byte[8192];
        private final ByteBuffer pending = ByteBuffer.allocate(8192 + 8);
        private final CharBuffer chars = CharBuffer.allocate(8192);
        private CharsetDecoder decoder;
        private String as;
        private boolean utf8;
        /** The bytes of the stream before those now in {@link #pending}. */
        private long consumed;
        private boolean ended;
        private boolean flushed;
        private boolean afterCr;

        public Lines(InputStream in, String name, int maxLine) {
            this.in = in;
            this.name = name;
            this.maxLine = maxLine;
            chars.flip();
            pending.flip();
        }

        /**
         * The next line, null after the last.
         *
         * @throws InputFileException naming the stream: not text, too large, unreadable
         */
        public Line next() {
            StringBuilder line = new StringBuilder();
            boolean cut = false;
            boolean any = false;
            while (true) {
                if (!chars.hasRemaining() && !fill()) {
                    return any ? new Line(line.toString(), cut) : null;
                }
                char c = chars.get();
                if (afterCr) {
                    afterCr = false;
                    if (c == '\n') {
                        continue;
                    }
                }
                any = true;
                if (c == '\n' || c == '\r') {
                    afterCr = c == '\r';
                    return new Line(line.toString(), cut);
                }
                if (c == 0) {
                    throw new InputFileException(name, InputFileException.Kind.NOT_TEXT, "not text: it holds a NUL character");
                }
                if (line.length() < maxLine) {
                    line.append(c);
                } else {
                    cut = true;
                }
            }
        }

        /** More characters decoded; false at the end of the text. */
        private boolean fill() {
            if (flushed) {
                return false;
            }
            chars.clear();
            try {
                if (decoder == null) {
                    start();
                }
                while (chars.position() == 0) {
                    CoderResult r = decoder.decode(pending, chars, ended);
                    if (r.isError()) {
                        throw bad(pending.position());
                    }
                    if (r.isOverflow()) {
                        break;
                    }
                    if (ended) {
                        // Underflow at the end: what the decoder holds, then nothing more.
                        if (decoder.flush(chars).isError()) {
                            throw bad(pending.position());
                        }
                        flushed = true;
                        break;
                    }
                    more();
                }
            } finally {
                chars.flip();
            }
            return chars.hasRemaining();
        }

        /** The byte order mark read, the decoder chosen. */
        private void start() {
            more();
            while (pending.remaining() < 3 && !ended) {
                more();
            }
            Charset encoding = StandardCharsets.UTF_8;
            as = "UTF-8";
            int at = pending.position();
            int n = pending.remaining();
            int b0 = n > 0 ? pending.get(at) & 0xFF : -1;
            int b1 = n > 1 ? pending.get(at + 1) & 0xFF : -1;
            int b2 = n > 2 ? pending.get(at + 2) & 0xFF : -1;
            if (b0 == 0xEF && b1 == 0xBB && b2 == 0xBF) {
                pending.position(at + 3);
                as = "UTF-8 (as its byte order mark says)";
            } else if (b0 == 0xFE && b1 == 0xFF) {
                encoding = StandardCharsets.UTF_16BE;
                pending.position(at + 2);
                as = "UTF-16BE (as its byte order mark says)";
            } else if (b0 == 0xFF && b1 == 0xFE) {
                encoding = StandardCharsets.UTF_16LE;
                pending.position(at + 2);
                as = "UTF-16LE (as its byte order mark says)";
            }
            utf8 = encoding.equals(StandardCharsets.UTF_8);
            if (utf8) {
                checkNul(pending.position(), pending.limit());
            }
            decoder = encoding.newDecoder().onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        }

        /** Reads more bytes behind those pending (a NUL byte refused at once in UTF-8). */
        private void more() {
            int n;
            try {
                n = in.read(bytes, 0, bytes.length);
            } catch (IOException e) {
                throw new InputFileException(name, InputFileException.Kind.UNREADABLE, "cannot be read (" + e.getMessage() + ")");
            }
            if (n < 0) {
                ended = true;
                return;
            }
            consumed += pending.position();
            pending.compact();
            int from = pending.position();
            pending.put(bytes, 0, n);
            pending.flip();
            if (utf8) {
                checkNul(from, from + n);
            }
        }

        private void checkNul(int from, int to) {
            for (int i = from; i < to; i++) {
                if (pending.get(i) == 0) {
                    throw nul(name, (int) Math.min(Integer.MAX_VALUE, consumed + i));
                }
            }
        }

        private InputFileException bad(int at) {
            return new InputFileException(name, InputFileException.Kind.NOT_TEXT, "not " + as + " text: byte " + (consumed + at)
                    + String.format(Locale.ROOT, " (0x%02X)", pending.get(at) & 0xFF) + " begins no character of it");
        }

        @Override
        public void close() {
            try {
                in.close();
            } catch (IOException e) {
                // nothing more to read from it
            }
        }
    }

    /** The file as text: see {@link #decode(byte[], String)}. */
    public Text text() {
        return decode(bytes(), path.toString());
    }

    /**
     * A stream read whole but never past the limit: for standard input when the user asks for it ('-').
     *
     * @param name what messages call the stream
     */
    public static byte[] read(InputStream in, String name, long limit) {
        return read(in, name, limit, false);
    }

    /**
     * As {@link #read(InputStream, String, long)}; for text, a NUL byte stops the reading at once
     * (so that {@code < /dev/zero} is refused at its first byte, not after the limit).
     */
    public static byte[] readText(InputStream in, String name, long limit) {
        return read(in, name, limit, true);
    }

    private static byte[] read(InputStream in, String name, long limit, boolean text) {
        try {
            return read(in, name, limit, -1, text, GREW);
        } catch (IOException e) {
            throw new InputFileException(name, InputFileException.Kind.UNREADABLE, "cannot be read (" + e.getMessage() + ")");
        }
    }

    /**
     * A stream read whole but never past the limit, in one array of its size: what a reader keeps
     * is the bytes once, never twice (an archive's entry of 60 MB once took a 128 MB heap).
     *
     * @param expected the bytes it says it holds (an archive entry's header), or -1 when unknown
     * @throws InputFileException past the limit ({@code TOO_LARGE}), as soon as the limit is passed;
     *                            when the bytes do not fit in this JVM's memory ({@code NO_MEMORY})
     * @throws IOException        as the stream throws it (a decompressor's own words are the caller's to say)
     */
    public static byte[] read(InputStream in, String name, long limit, long expected) throws IOException {
        return read(in, name, limit, expected, false, "");
    }

    /**
     * The largest piece a stream of unknown length is read in: the pieces are joined once, at its
     * end. Under half a region of G1 in a small heap (1 MB), so that no piece takes a region of its own.
     */
    private static final int PIECE = 1 << 18;

    /** Why a file or standard input went past a limit it was checked against, or was not checked against at all. */
    private static final String GREW = " (it grew while being read, or never ends)";

    private static byte[] read(InputStream in, String name, long limit, long expected, boolean text, String why) throws IOException {
        // Read in pieces, never a larger array copied from a smaller one: the bytes are held once
        // while read, and twice only for the moment they are joined. A size said beforehand (a
        // file's, an entry's) is one piece of that size and, if the stream ends there, no copy at all.
        java.util.List<byte[]> pieces = new java.util.ArrayList<>();
        long count = 0;
        int next = expected >= 0 && expected <= limit ? (int) expected : 8192;
        byte[] piece = allocate(name, next);
        int filled = 0;
        while (true) {
            if (filled == piece.length) {
                // Full: one byte more says whether the stream goes on (or a file grew past its size).
                int probe = in.read();
                if (probe < 0) {
                    break;
                }
                if (count + filled + 1 > limit) {
                    throw tooLarge(name, "more than the limit of " + size(limit) + why);
                }
                if (text && probe == 0) {
                    throw nul(name, (int) (count + filled));
                }
                pieces.add(piece);
                count += filled;
                piece = allocate(name, (int) Math.min(Math.max(8192, Math.min(2L * piece.length, PIECE)), limit - count));
                piece[0] = (byte) probe;
                filled = 1;
                continue;
            }
            int n = in.read(piece, filled, piece.length - filled);
            if (n < 0) {
                break;
            }
            if (text) {
                for (int i = filled; i < filled + n; i++) {
                    if (piece[i] == 0) {
                        throw nul(name, (int) (count + i));
                    }
                }
            }
            filled += n;
        }
        if (pieces.isEmpty() && filled == piece.length) {
            return piece;
        }
        byte[] whole = allocate(name, (int) (count + filled));
        int at = 0;
        for (int i = 0; i < pieces.size(); i++) {
            byte[] p = pieces.set(i, null);
            System.arraycopy(p, 0, whole, at, p.length);
            at += p.length;
        }
        System.arraycopy(piece, 0, whole, at, filled);
        return whole;
    }

    private static InputFileException nul(String name, int at) {
        return new InputFileException(name, InputFileException.Kind.NOT_TEXT, "not text: byte " + at + " is a NUL byte"
                + (at < 8 ? " (UTF-16 without a byte order mark? save it as UTF-8)" : ""));
    }

    private static byte[] allocate(String name, int bytes) {
        try {
            return new byte[bytes];
        } catch (OutOfMemoryError e) {
            // A failed allocation leaves the heap as it was: safe to report and go on.
            throw new InputFileException(name, InputFileException.Kind.NO_MEMORY, size(bytes) + " do not fit in the memory of this Java VM: "
                    + NotEnoughMemory.howMore());
        }
    }

    private static InputFileException tooLarge(String name, String why) {
        return new InputFileException(name, InputFileException.Kind.TOO_LARGE, why);
    }

    private static boolean isDeviceOrProcess(Path path) {
        String p = path.toAbsolutePath().normalize().toString();
        return p.startsWith("/dev/") || p.startsWith("/proc/");
    }

    /**
     * Bytes as text: UTF-8 unless a byte order mark says UTF-16 (or UTF-8); the mark is dropped.
     * Text holds no NUL byte (UTF-16 without a mark is full of them): one is refused, by its offset.
     *
     * @throws InputFileException naming the encoding and the first byte that is not text in it
     */
    public static Text decode(byte[] bytes, String name) {
        Charset encoding = StandardCharsets.UTF_8;
        int skip = 0;
        String as = "UTF-8";
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            skip = 3;
            as = "UTF-8 (as its byte order mark says)";
        } else if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFE && (bytes[1] & 0xFF) == 0xFF) {
            encoding = StandardCharsets.UTF_16BE;
            skip = 2;
            as = "UTF-16BE (as its byte order mark says)";
        } else if (bytes.length >= 2 && (bytes[0] & 0xFF) == 0xFF && (bytes[1] & 0xFF) == 0xFE) {
            encoding = StandardCharsets.UTF_16LE;
            skip = 2;
            as = "UTF-16LE (as its byte order mark says)";
        }
        if (encoding.equals(StandardCharsets.UTF_8)) {
            for (int i = skip; i < bytes.length; i++) {
                if (bytes[i] == 0) {
                    throw nul(name, i);
                }
            }
        }
        CharsetDecoder decoder = encoding.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, skip, bytes.length - skip);
        CharBuffer out = CharBuffer.allocate((int) Math.min(Integer.MAX_VALUE - 8L, (long) (bytes.length - skip) + 16));
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int at = in.position();
            throw new InputFileException(name, InputFileException.Kind.NOT_TEXT, "not " + as + " text: byte " + at
                    + String.format(Locale.ROOT, " (0x%02X)", bytes[at] & 0xFF) + " begins no character of it");
        }
        out.flip();
        String text = out.toString();
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == 0) {
                throw new InputFileException(name, InputFileException.Kind.NOT_TEXT, "not text: it holds a NUL character");
            }
        }
        return new Text(text, encoding);
    }

    /** A size as people read it: bytes, KB, MB or GB (of 1024). */
    public static String size(long bytes) {
        if (bytes < 1024) {
            return bytes + (bytes == 1 ? " byte" : " bytes");
        }
        String[] units = {"KB", "MB", "GB", "TB"};
        double v = bytes;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return (v == Math.floor(v) ? String.format(Locale.ROOT, "%d", (long) v) : String.format(Locale.ROOT, "%.1f", v)) + " " + units[u];
    }

    /**
     * A size as a user writes it: a whole number of bytes, or with K, M or G (of 1024; a trailing B allowed).
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static long parseSize(String text) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.endsWith("B")) {
            t = t.substring(0, t.length() - 1);
        }
        long unit = 1;
        if (!t.isEmpty() && "KMG".indexOf(t.charAt(t.length() - 1)) >= 0) {
            unit = 1L << (10 * ("KMG".indexOf(t.charAt(t.length() - 1)) + 1));
            t = t.substring(0, t.length() - 1).trim();
        }
        long n;
        try {
            // ASCII digits only, as rules.Numbers reads every other number (io depends on java.* alone):
            // Long.parseLong takes any script's digits.
            if (!t.matches("[0-9]+")) {
                throw new NumberFormatException(t);
            }
            n = Long.parseLong(t);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a size (a number of bytes, or like 64M or 1G)");
        }
        if (n < 1 || n > MAX_LIMIT / unit) {
            throw new IllegalArgumentException("'" + text + "': a size is 1 byte to " + size(MAX_LIMIT)
                    + " (a file is read whole into memory)");
        }
        return n * unit;
    }
}
