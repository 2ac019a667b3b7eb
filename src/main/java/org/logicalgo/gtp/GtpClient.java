package org.logicalgo.gtp;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Talks GTP v2 to an engine run as a child process. Never hangs: every answer is awaited with a
 * timeout; the engine's standard error is drained continuously into a bounded buffer (an engine
 * that floods it cannot block); an engine that dies, exits at start, or answers something that is
 * not a GTP response is reported as a {@link GtpException}. {@link #close} always ends the child.
 */
public final class GtpClient implements AutoCloseable {

    /** One GTP response: success ({@code =}) or failure ({@code ?}), and its text. */
    public record Response(boolean success, String text) {
    }

    private static final int MAX_RESPONSE_CHARS = 1 << 20;
    private static final int STDERR_KEPT = 4096;

    private final List<String> command;
    private final Process process;
    private final Writer toEngine;
    /** Responses (or the one failure that ended the reading) as the reader thread finds them. */
    private final BlockingQueue<Object> answers = new LinkedBlockingQueue<>();
    private final StringBuilder stderrTail = new StringBuilder();
    private int nextId = 1;
    private boolean broken;

    private GtpClient(List<String> command, Process process) {
        this.command = List.copyOf(command);
        this.process = process;
        this.toEngine = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readResponses, "gtp-stdout");
        reader.setDaemon(true);
        reader.start();
        Thread drain = new Thread(() -> drain(process.getErrorStream()), "gtp-stderr");
        drain.setDaemon(true);
        drain.start();
    }

    /** Starts the engine; it is not talked to yet. */
    public static GtpClient start(List<String> command) throws GtpException {
        if (command.isEmpty()) {
            throw new GtpException(GtpException.Kind.START, "no engine command given");
        }
        try {
            Process p = new ProcessBuilder(command).start();
            return new GtpClient(command, p);
        } catch (IOException e) {
            throw new GtpException(GtpException.Kind.START, "cannot start '" + String.join(" ", command) + "': " + e.getMessage());
        }
    }

    public List<String> command() {
        return command;
    }

    /** Sends one command and waits at most {@code timeout} for its response. */
    public Response send(String gtpCommand, Duration timeout) throws GtpException {
        if (broken) {
            throw new GtpException(GtpException.Kind.DIED, "the engine is no longer usable");
        }
        int id = nextId++;
        try {
            toEngine.write(id + " " + gtpCommand + "\n");
            toEngine.flush();
        } catch (IOException e) {
            broken = true;
            throw new GtpException(GtpException.Kind.DIED, "the engine no longer reads its input (" + exitNote() + ")" + stderrNote());
        }
        Object answer;
        try {
            answer = answers.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            broken = true;
            throw new GtpException(GtpException.Kind.TIMEOUT, "interrupted while waiting for '" + gtpCommand + "'");
        }
        if (answer == null) {
            broken = true;
            throw new GtpException(GtpException.Kind.TIMEOUT, "no answer to '" + gtpCommand + "' within " + timeout.toMillis() + " ms");
        }
        if (answer instanceof GtpException e) {
            broken = true;
            throw new GtpException(e.kind(), e.getMessage() + " (after '" + gtpCommand + "')" + stderrNote());
        }
        Raw raw = (Raw) answer;
        if (!raw.id().isEmpty() && !raw.id().equals(Integer.toString(id))) {
            broken = true;
            throw new GtpException(GtpException.Kind.NONSENSE, "answer with id " + raw.id() + " to command " + id + " ('" + gtpCommand + "')");
        }
        return new Response(raw.success(), raw.text());
    }

    private record Raw(boolean success, String id, String text) {
    }

    /** Reads responses: '=' or '?', an optional id, the text, lines up to an empty line. */
    private void readResponses() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = in.readLine()) != null) {
                line = line.replace("\r", "");
                if (line.isBlank()) {
                    continue;
                }
                char first = line.charAt(0);
                if (first != '=' && first != '?') {
                    answers.add(new GtpException(GtpException.Kind.NONSENSE, "not a GTP response: '" + shorten(line) + "'"));
                    return;
                }
                int i = 1;
                while (i < line.length() && Character.isDigit(line.charAt(i))) {
                    i++;
                }
                String id = line.substring(1, i);
                StringBuilder text = new StringBuilder(line.substring(i).strip());
                while ((line = in.readLine()) != null && !line.replace("\r", "").isEmpty()) {
                    text.append('\n').append(line.replace("\r", ""));
                    if (text.length() > MAX_RESPONSE_CHARS) {
                        answers.add(new GtpException(GtpException.Kind.NONSENSE, "a response longer than " + MAX_RESPONSE_CHARS + " characters"));
                        return;
                    }
                }
                answers.add(new Raw(first == '=', id, text.toString()));
                if (line == null) {
                    break;
                }
            }
            answers.add(new GtpException(GtpException.Kind.DIED, "the engine closed its output (" + exitNote() + ")"));
        } catch (IOException e) {
            answers.add(new GtpException(GtpException.Kind.DIED, "reading the engine failed: " + e.getMessage()));
        }
    }

    private void drain(InputStream err) {
        byte[] buffer = new byte[8192];
        try (err) {
            int n;
            while ((n = err.read(buffer)) >= 0) {
                synchronized (stderrTail) {
                    stderrTail.append(new String(buffer, 0, n, StandardCharsets.UTF_8));
                    if (stderrTail.length() > STDERR_KEPT) {
                        stderrTail.delete(0, stderrTail.length() - STDERR_KEPT);
                    }
                }
            }
        } catch (IOException e) {
            // The engine is gone; what it wrote is kept.
        }
    }

    /** The last few kilobytes the engine wrote on its standard error. */
    public String stderrTail() {
        synchronized (stderrTail) {
            return stderrTail.toString();
        }
    }

    private String stderrNote() {
        String tail = stderrTail().strip();
        if (tail.isEmpty()) {
            return "";
        }
        List<String> lines = new ArrayList<>(tail.lines().toList());
        return "; its last words on stderr: '" + shorten(lines.get(lines.size() - 1)) + "'";
    }

    private String exitNote() {
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                return "it exited with status " + process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "it is still running";
    }

    private static String shorten(String s) {
        return s.length() <= 120 ? s : s.substring(0, 117) + "...";
    }

    public boolean alive() {
        return !broken && process.isAlive();
    }

    /** Asks the engine to quit, then ends it whatever it does. */
    @Override
    public void close() {
        if (process.isAlive() && !broken) {
            try {
                toEngine.write("quit\n");
                toEngine.flush();
                process.waitFor(500, TimeUnit.MILLISECONDS);
            } catch (IOException e) {
                // already gone
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            toEngine.close();
        } catch (IOException e) {
            // nothing left to tell it
        }
    }

    /** Splits a command line into words like a POSIX shell would (quotes and backslashes), without running a shell. */
    public static List<String> split(String commandLine) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < commandLine.length(); i++) {
            char c = commandLine.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else if (c == '\\' && quote == '"' && i + 1 < commandLine.length()) {
                    word.append(commandLine.charAt(++i));
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (c == '\\' && i + 1 < commandLine.length()) {
                word.append(commandLine.charAt(++i));
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("unclosed quote in the engine command: " + commandLine);
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }
}
