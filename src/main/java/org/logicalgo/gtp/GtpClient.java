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
import java.util.function.Predicate;

import org.logicalgo.io.Names;

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
    /** What the engine writes on stderr while a command watches it ({@link #sendWatchingStderr}); null otherwise. */
    private StringBuilder stderrCapture;
    private Transcript transcript = Transcript.NONE;
    private int nextId = 1;
    private boolean broken;

    private GtpClient(List<String> command, Process process) {
        this.command = List.copyOf(command);
        this.process = process;
        this.toEngine = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readResponses, "gtp-stdout");
        reader.setDaemon(true);
        reader.start();
        drain = new Thread(() -> drain(process.getErrorStream()), "gtp-stderr");
        drain.setDaemon(true);
        drain.start();
    }

    /** Reads the engine's stderr into {@link #stderrTail} until it closes. */
    private final Thread drain;

    /**
     * The engines running now: a shutdown hook (Ctrl-C, SIGTERM, SIGHUP) ends each one's whole
     * process group, so that no engine nor anything it started outlives the run.
     */
    private static final java.util.Set<GtpClient> LIVE = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /** Set on the way out: no engine is started after it, and one started meanwhile is ended at once. */
    private static volatile boolean ending;

    static {
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                ending = true;
                LIVE.forEach(GtpClient::end);
            }, "logical-go: end the engines"));
        } catch (IllegalStateException e) {
            // already shutting down: no engine will be started
        }
    }

    /** Starts the engine; it is not talked to yet. */
    public static GtpClient start(List<String> command) throws GtpException {
        if (command.isEmpty()) {
            throw new GtpException(GtpException.Kind.START, "no engine command given");
        }
        if (ending) {
            throw new GtpException(GtpException.Kind.START, "not started: the program is stopping");
        }
        List<String> resolved = new ArrayList<>(command);
        resolved.set(0, executable(command.get(0)));
        List<String> launched = new ArrayList<>(resolved);
        SETSID.ifPresent(setsid -> launched.add(0, setsid));
        try {
            Process p = new ProcessBuilder(launched).start();
            GtpClient client = new GtpClient(resolved, p);
            LIVE.add(client);
            if (ending) {
                client.end();
            }
            return client;
        } catch (IOException e) {
            String why = e.getMessage() == null ? e.toString() : e.getMessage().replaceFirst("^Cannot run program \"[^\"]*\"(: )?", "");
            throw new GtpException(GtpException.Kind.START, "cannot start '" + String.join(" ", command) + "': " + why);
        }
    }

    /**
     * util-linux's setsid, where there is one: the engine is started as the leader of a process
     * group of its own, so that whatever it starts (a child that keeps its output open after the
     * engine exits, say) ends with it ({@link #close}). Java cannot make a process group itself.
     */
    private static final java.util.Optional<String> SETSID = java.util.stream.Stream.of("/usr/bin/setsid", "/bin/setsid")
            .filter(p -> java.nio.file.Files.isExecutable(java.nio.file.Path.of(p))).findFirst();

    /** Where Debian and most Unix systems put games, GNU Go among them, though root's PATH lacks it. */
    private static final List<String> GAMES = List.of("/usr/games", "/usr/local/games");

    /**
     * The engine's program: a name with a slash as given; a bare name looked up on PATH, then in
     * the games directories. Not found, or not executable: one line saying so.
     */
    static String executable(String name) throws GtpException {
        if (name.contains("/")) {
            java.nio.file.Path p = java.nio.file.Path.of(name);
            if (!java.nio.file.Files.exists(p)) {
                throw new GtpException(GtpException.Kind.START, "cannot start '" + name + "': no such file");
            }
            if (java.nio.file.Files.isDirectory(p) || !java.nio.file.Files.isExecutable(p)) {
                throw new GtpException(GtpException.Kind.START, "cannot start '" + name + "': not an executable file");
            }
            return name;
        }
        List<String> dirs = new ArrayList<>();
        String path = System.getenv("PATH");
        if (path != null) {
            dirs.addAll(List.of(path.split(java.io.File.pathSeparator)));
        }
        dirs.addAll(GAMES);
        for (String dir : dirs) {
            java.nio.file.Path p = java.nio.file.Path.of(dir.isEmpty() ? "." : dir, name);
            if (java.nio.file.Files.isRegularFile(p) && java.nio.file.Files.isExecutable(p)) {
                return p.toString();
            }
        }
        throw new GtpException(GtpException.Kind.START, "cannot start '" + name + "': not found on PATH nor in " + String.join(", ", GAMES));
    }

    public List<String> command() {
        return command;
    }

    /** Where the dialogue is written from now on (commands, answers, failures), for a report. */
    public void transcript(Transcript t) {
        this.transcript = t;
    }

    /**
     * Sends a command whose answer some engines write on stderr instead (Leela Zero's
     * {@code showboard}): returns the response, and in {@code stderr} what the engine wrote there
     * from the moment the command was sent until {@code complete} holds for it, or {@code settle}
     * has passed after the response (the two streams are not ordered with respect to each other).
     * An answer for which {@code complete} holds itself (Pachi's, Fuego's, KataGo's boards come on
     * stdout) is returned at once, with what stderr held by then.
     */
    public Response sendWatchingStderr(String gtpCommand, Duration timeout, Duration settle, Predicate<String> complete,
                                       StringBuilder stderr) throws GtpException {
        synchronized (stderrTail) {
            stderrCapture = new StringBuilder();
        }
        try {
            Response r = send(gtpCommand, timeout);
            long until = r.success() && complete.test(r.text()) ? System.nanoTime() : System.nanoTime() + settle.toNanos();
            while (true) {
                String seen;
                synchronized (stderrTail) {
                    seen = stderrCapture.toString();
                }
                if (complete.test(seen) || System.nanoTime() > until || !process.isAlive()) {
                    seen = Names.lines(seen);
                    stderr.append(seen);
                    transcript.stderr(seen);
                    return r;
                }
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    stderr.append(Names.lines(seen));
                    return r;
                }
            }
        } finally {
            synchronized (stderrTail) {
                stderrCapture = null;
            }
        }
    }

    /** Sends one command and waits at most {@code timeout} for its response. */
    public Response send(String gtpCommand, Duration timeout) throws GtpException {
        try {
            Response r = exchange(gtpCommand, timeout);
            transcript.answer(r.success(), r.text());
            return r;
        } catch (GtpException e) {
            transcript.failure(e.getMessage());
            throw e;
        }
    }

    /** How long to wait for the next answer; throws when no more waiting is allowed. */
    @FunctionalInterface
    public interface Wait {
        Duration next() throws GtpException;
    }

    /**
     * Sends commands together, then reads their answers in order, each within what {@code wait}
     * gives: for a controller that knows what each answer should be (a game's turns), it spares a
     * round trip a command. Each answer is added to {@code got} as it comes. The dialogue is
     * recorded in order; from the first answer whose success is not the one {@code succeeds} gives,
     * the commands after it, sent before it was read, are recorded after a note that says so, and
     * an engine that fails while their answers are read is not thrown for but left unusable.
     *
     * @param got filled in: after an exception, the answers that came before it
     * @throws GtpException as {@link #send}, up to the first unexpected answer
     */
    public void sendAll(List<String> commands, List<Boolean> succeeds, Wait wait, List<Response> got) throws GtpException {
        if (broken) {
            transcript.command(commands.get(0));
            transcript.failure("the engine is no longer usable");
            throw new GtpException(GtpException.Kind.DIED, "the engine is no longer usable");
        }
        int first = nextId;
        StringBuilder lines = new StringBuilder();
        for (String command : commands) {
            lines.append(nextId++).append(' ').append(command).append('\n');
        }
        try {
            toEngine.write(lines.toString());
            toEngine.flush();
        } catch (IOException e) {
            broken = true;
            transcript.command(commands.get(0));
            GtpException died = new GtpException(GtpException.Kind.DIED, "the engine no longer reads its input (" + exitNote() + ")" + stderrNote());
            transcript.failure(died.getMessage());
            throw died;
        }
        boolean astray = false;
        for (int k = 0; k < commands.size(); k++) {
            transcript.command(commands.get(k));
            Response r;
            try {
                r = await(first + k, commands.get(k), wait.next());
            } catch (GtpException e) {
                transcript.failure(e.getMessage());
                broken = true;
                if (astray) {
                    return;
                }
                throw e;
            }
            transcript.answer(r.success(), r.text());
            got.add(r);
            if (!astray && r.success() != succeeds.get(k)) {
                astray = true;
                if (k + 1 < commands.size()) {
                    transcript.note("the commands below were sent with those above, before this answer was read");
                }
            }
        }
    }

    private Response exchange(String gtpCommand, Duration timeout) throws GtpException {
        transcript.command(gtpCommand);
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
        return await(id, gtpCommand, timeout);
    }

    /** The answer to command {@code id}, already sent. */
    private Response await(int id, String gtpCommand, Duration timeout) throws GtpException {
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

    /** The engine wrote more than a response may hold before a line end. */
    private static final class TooLong extends Exception {
        TooLong() {
            super(null, null, false, false);
        }
    }

    /**
     * A line of the engine's output, up to LF (GTP v2 section 3.1; a CR is removed), null at the end
     * of the stream; never more than {@code max} characters kept, so that an engine writing without
     * end cannot fill the memory (as {@code BufferedReader.readLine} would let it).
     *
     * @throws TooLong after {@code max} characters without a line end
     */
    private static String readLine(java.io.Reader in, int max) throws IOException, TooLong {
        StringBuilder line = new StringBuilder();
        while (true) {
            int c = in.read();
            if (c < 0) {
                return line.length() == 0 ? null : line.toString();
            }
            if (c == '\n') {
                return line.toString();
            }
            if (c != '\r') {
                if (line.length() >= max) {
                    throw new TooLong();
                }
                line.append((char) c);
            }
        }
    }

    /** Reads responses: '=' or '?', an optional id, the text, lines up to an empty line; at most {@link #MAX_RESPONSE_CHARS} characters. */
    private void readResponses() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = readLine(in, MAX_RESPONSE_CHARS)) != null) {
                if (line.isBlank()) {
                    continue;
                }
                char first = line.charAt(0);
                if (first != '=' && first != '?') {
                    answers.add(new GtpException(GtpException.Kind.NONSENSE, "not a GTP response: '" + Names.shown(shorten(line)) + "'"));
                    return;
                }
                int i = 1;
                while (i < line.length() && line.charAt(i) >= '0' && line.charAt(i) <= '9') {
                    i++;
                }
                String id = line.substring(1, i);
                // An engine's text is data: its control characters escaped here, where it comes in,
                // so no report or terminal gets them raw (a tab is a space, as GTP's own preprocessing has it).
                StringBuilder text = new StringBuilder(Names.shown(line.substring(i).strip().replace('\t', ' ')));
                while ((line = readLine(in, MAX_RESPONSE_CHARS - text.length())) != null && !line.isEmpty()) {
                    text.append('\n').append(Names.shown(line.replace('\t', ' ')));
                    if (text.length() > MAX_RESPONSE_CHARS) {
                        throw new TooLong();
                    }
                }
                answers.add(new Raw(first == '=', id, text.toString()));
                if (line == null) {
                    break;
                }
            }
            answers.add(new GtpException(GtpException.Kind.DIED, "the engine closed its output (" + exitNote() + ")"));
        } catch (TooLong e) {
            answers.add(new GtpException(GtpException.Kind.NONSENSE, "a response longer than " + MAX_RESPONSE_CHARS + " characters"));
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
                    String text = new String(buffer, 0, n, StandardCharsets.UTF_8);
                    if (stderrCapture != null && stderrCapture.length() < MAX_RESPONSE_CHARS) {
                        stderrCapture.append(text);
                    }
                    stderrTail.append(text);
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
            return Names.lines(stderrTail.toString());
        }
    }

    private String stderrNote() {
        if (!process.isAlive()) {
            // A dead engine's last words may still be in the pipe: let the drain read them (bounded:
            // a child that inherited stderr may keep it open).
            try {
                drain.join(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
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
        end();
        LIVE.remove(this);
        try {
            toEngine.close();
        } catch (IOException e) {
            // nothing left to tell it
        }
    }

    /** Ends the engine, what it started, and its process group, at once: no quit asked. */
    private void end() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        endGroup();
    }

    /**
     * Ends the engine's process group: what it started and left behind, even after the engine
     * itself has exited (its orphans are no longer its descendants, but still in its group).
     */
    private void endGroup() {
        if (SETSID.isEmpty()) {
            return;
        }
        try {
            Process kill = new ProcessBuilder("kill", "-KILL", "--", "-" + process.pid())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            kill.waitFor(2, TimeUnit.SECONDS);
        } catch (IOException e) {
            // no kill command: the descendants were ended above, orphans are left to the system
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
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
