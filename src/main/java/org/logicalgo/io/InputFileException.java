package org.logicalgo.io;

/**
 * A file that cannot be read as asked: one line naming the file and why, never a stack trace.
 * {@link #reason()} leaves the file out, for callers that name it their own way (GTP, case files).
 */
public final class InputFileException extends RuntimeException {

    /** What kept the file out; a caller may add a hint (an option that raises the limit). */
    public enum Kind {
        /** No such file. */
        MISSING,
        /** A directory, a device, a pipe, a socket or a process file: nothing a reader may safely open. */
        NOT_A_FILE,
        /** Larger than the limit, or grew past it while being read. */
        TOO_LARGE,
        /** Within the limit, but more than the Java VM's heap has room for. */
        NO_MEMORY,
        /** Not text in the encoding tried. */
        NOT_TEXT,
        /** Anything else the system refused: permissions, an I/O error. */
        UNREADABLE
    }

    private final String file;
    private final Kind kind;
    private final String reason;

    public InputFileException(String file, Kind kind, String reason) {
        super(file + ": " + reason);
        this.file = file;
        this.kind = kind;
        this.reason = reason;
    }

    public String file() {
        return file;
    }

    public Kind kind() {
        return kind;
    }

    /** Why, without the file's name. */
    public String reason() {
        return reason;
    }
}
