package org.logicalgo.gtp;

import java.util.ArrayList;
import java.util.List;

/**
 * A GTP dialogue as a person reads it in a report: {@code > command}, {@code = answer} or
 * {@code ? answer}, {@code ! failure}, {@code # note}, and {@code stderr|} lines where an answer came on stderr.
 * Bounded: past its limit it counts what it leaves out, so a flooding engine cannot fill memory.
 */
public final class Transcript {

    /** Records nothing. */
    public static final Transcript NONE = new Transcript(0);

    private final int maxLines;
    private final List<String> lines = new ArrayList<>();
    private int leftOut;

    public Transcript(int maxLines) {
        this.maxLines = maxLines;
    }

    void command(String command) {
        add("> " + command);
    }

    void answer(boolean success, String text) {
        add((success ? "= " : "? ") + text.replace("\n", "\n  "));
    }

    void failure(String message) {
        add("! " + message);
    }

    /** A line of the controller's own, as a GTP comment. */
    void note(String text) {
        add("# " + text);
    }

    void stderr(String text) {
        if (!text.isBlank()) {
            add("stderr| " + text.stripTrailing().replace("\n", "\nstderr| "));
        }
    }

    private synchronized void add(String line) {
        if (maxLines == 0) {
            return;
        }
        if (lines.size() < maxLines) {
            lines.add(line.length() > 4000 ? line.substring(0, 4000) + " ..." : line);
        } else {
            leftOut++;
        }
    }

    /** How many entries are kept so far: the index the next one will have. */
    public synchronized int size() {
        return lines.size();
    }

    /** The dialogue so far, one entry per exchange step. */
    public synchronized List<String> lines() {
        List<String> all = new ArrayList<>(lines);
        if (leftOut > 0) {
            all.add("... " + leftOut + " more lines left out");
        }
        return all;
    }
}
