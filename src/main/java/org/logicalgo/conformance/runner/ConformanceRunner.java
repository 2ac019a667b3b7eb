package org.logicalgo.conformance.runner;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Expectation;
import org.logicalgo.conformance.Need;
import org.logicalgo.conformance.SuiteRulesets;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.display.Diagram;
import org.logicalgo.gtp.GtpClient;
import org.logicalgo.gtp.GtpException;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Turn;

/**
 * Plays conformance cases through GTP and compares the engine's answers with the expectations:
 * a turn the rules refuse must be refused, one they accept accepted; where the engine lists its
 * stones, the colouring must match; where it scores, the result must match. A case the engine
 * cannot run with the commands it has is unsupported, never passed. An engine that dies, hangs or
 * answers nonsense errs the case and is started afresh for the next one.
 */
public final class ConformanceRunner {

    /** A case to run under one ruleset's expectations. */
    public record Job(ConformanceCase c, String ruleset) {
    }

    /**
     * @param engineFor      the engine command for a ruleset (our own engine is configured per ruleset;
     *                       another engine is the same command whatever the ruleset)
     * @param commandTimeout how long one GTP command may take
     * @param caseTimeout    how long one case may take
     * @param jobs           how many engine processes play cases at once
     * @param freshEngine    start a new engine process for every case, so that nothing an engine
     *                       keeps from one game (a cached score, a hash table) can affect the next
     */
    public record Options(Function<String, List<String>> engineFor, Duration commandTimeout, Duration caseTimeout, int jobs,
                          boolean freshEngine) {

        public Options(Function<String, List<String>> engineFor, Duration commandTimeout, Duration caseTimeout, int jobs) {
            this(engineFor, commandTimeout, caseTimeout, jobs, false);
        }
    }

    private final Options options;
    private final Map<String, EngineProbe> probes = Collections.synchronizedMap(new HashMap<>());

    public ConformanceRunner(Options options) {
        this.options = options;
    }

    /** The probe of the engine used for each ruleset, once it has been started. */
    public Map<String, EngineProbe> probes() {
        return Map.copyOf(probes);
    }

    /** Runs every job; the outcomes come back in the order of the jobs, every job accounted for. */
    public List<CaseOutcome> run(List<Job> jobs, Consumer<CaseOutcome> progress) {
        ConcurrentLinkedQueue<Integer> todo = new ConcurrentLinkedQueue<>();
        for (int i = 0; i < jobs.size(); i++) {
            todo.add(i);
        }
        CaseOutcome[] outcomes = new CaseOutcome[jobs.size()];
        List<Thread> workers = new ArrayList<>();
        for (int w = 0; w < Math.max(1, options.jobs()); w++) {
            Thread t = new Thread(() -> {
                Map<String, Session> sessions = new HashMap<>();
                try {
                    Integer next;
                    while ((next = todo.poll()) != null) {
                        Job job = jobs.get(next);
                        CaseOutcome outcome = runSafely(sessions, job);
                        outcomes[next] = outcome;
                        progress.accept(outcome);
                    }
                } finally {
                    sessions.values().forEach(Session::close);
                }
            }, "conformance-" + w);
            workers.add(t);
            t.start();
        }
        for (Thread t : workers) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        List<CaseOutcome> all = new ArrayList<>();
        for (int i = 0; i < outcomes.length; i++) {
            Job job = jobs.get(i);
            all.add(outcomes[i] != null ? outcomes[i]
                    : outcome(job, Status.ERRORED, 0, "", "", "the runner was interrupted before this case", "", 0));
        }
        return all;
    }

    /** One engine process, started when first needed, probed once. */
    private final class Session implements AutoCloseable {
        final String ruleset;
        GtpClient client;
        EngineProbe probe;

        Session(String ruleset) {
            this.ruleset = ruleset;
        }

        GtpClient client() throws GtpException {
            if (client == null || !client.alive()) {
                close();
                client = GtpClient.start(options.engineFor().apply(ruleset));
                probe = EngineProbe.of(client, options.commandTimeout());
                probes.putIfAbsent(ruleset, probe);
            }
            return client;
        }

        @Override
        public void close() {
            if (client != null) {
                client.close();
                client = null;
            }
        }
    }

    private CaseOutcome runSafely(Map<String, Session> sessions, Job job) {
        Session session = sessions.computeIfAbsent(job.ruleset(), Session::new);
        long started = System.nanoTime();
        try {
            CaseOutcome outcome = runCase(session, job, started);
            if (options.freshEngine()) {
                session.close();
            }
            return outcome;
        } catch (GtpException e) {
            session.close();
            return outcome(job, Status.ERRORED, 0, "", "", e.getMessage(), "", started);
        } catch (RuntimeException e) {
            session.close();
            return outcome(job, Status.ERRORED, 0, "", "", "the runner failed on this case: " + e, "", started);
        }
    }

    private static CaseOutcome outcome(Job job, Status status, int turn, String turnText, String expected, String actual,
                                       String board, long started) {
        long millis = started == 0 ? 0 : (System.nanoTime() - started) / 1_000_000;
        return new CaseOutcome(job.c().id(), job.c().title(), job.ruleset(), job.c().clauses(), status, turn, turnText,
                expected, actual, board, millis);
    }

    /** The commands a case needs, each with why, that the engine does not list. */
    static List<String> missing(ConformanceCase c, Expectation e, EngineProbe probe) {
        List<String> missing = new ArrayList<>();
        Set<Need> needs = c.needs();
        if (needs.contains(Need.RECTANGULAR) && !probe.knows("rectangular_boardsize")) {
            missing.add("rectangular_boardsize (a " + c.width() + "x" + c.height() + " grid)");
        }
        if (needs.contains(Need.SETUP) && !probe.knows("loadsgf")) {
            if (!c.start().isEmpty() && !probe.knows("gogui-setup")) {
                missing.add("gogui-setup or loadsgf (a starting colouring)");
            }
            if (c.toMove() == Colour.WHITE && !probe.knows("gogui-setup_player")) {
                missing.add("gogui-setup_player or loadsgf (White moves first)");
            }
        }
        if (needs.contains(Need.AGREEMENT) && !probe.knows("logicalgo-agree")) {
            missing.add("logicalgo-agree (the comment-8 agreement has no GTP command)");
        }
        if (needs.contains(Need.BOARD) && !probe.knows("list_stones")) {
            missing.add("list_stones (to compare the colouring)");
        }
        if (needs.contains(Need.FINAL_SCORE) && e.result().isPresent() && !probe.knows("final_score")) {
            missing.add("final_score");
        }
        // GTP lets either colour play and does not end games; only a refereeing engine (GoGui's
        // rules commands) can be asked about turn order (TT-5) and turns after the end (TT-R8).
        if (e.refused().stream().anyMatch(r -> r.clause().equals("TT-5")) && !probe.knows("gogui-rules_side_to_move")) {
            missing.add("gogui-rules_side_to_move (GTP lets either colour play: turn order, TT-5, cannot be asked)");
        }
        if (e.refused().stream().anyMatch(r -> r.clause().equals("TT-R8")) && !probe.knows("gogui-rules_final_result")) {
            missing.add("gogui-rules_final_result (GTP does not end games: turns after the end, TT-R8, cannot be asked)");
        }
        return missing;
    }

    private CaseOutcome runCase(Session session, Job job, long started) throws GtpException {
        ConformanceCase c = job.c();
        Expectation e = c.expectation(job.ruleset()).orElseThrow();
        GtpClient engine = session.client();
        List<String> missing = missing(c, e, session.probe);
        if (!missing.isEmpty()) {
            return outcome(job, Status.UNSUPPORTED, 0, "", "", "needs " + String.join(", ", missing), "", started);
        }
        long deadline = started + options.caseTimeout().toNanos();
        List<Game> positions = referencePositions(c, job.ruleset());

        GtpClient.Response r = send(engine, c.width() == c.height() ? "boardsize " + c.width()
                : "rectangular_boardsize " + c.width() + " " + c.height(), deadline);
        if (!r.success()) {
            return outcome(job, Status.UNSUPPORTED, 0, "", "", "the engine refuses a " + c.width() + "x" + c.height()
                    + " grid: '? " + r.text() + "'", "", started);
        }
        require(engine, "clear_board", deadline);
        require(engine, "komi " + komiText(c.komi()), deadline);
        if (c.handicap() > 1 && session.probe.knows("set_handicap")) {
            require(engine, "set_handicap " + c.handicap(), deadline);
        }
        boolean setup = !c.start().isEmpty() || c.toMove() == Colour.WHITE;
        boolean gogui = (c.start().isEmpty() || session.probe.knows("gogui-setup"))
                && (c.toMove() == Colour.BLACK || session.probe.knows("gogui-setup_player"));
        if (setup && gogui) {
            if (!c.start().isEmpty()) {
                require(engine, "gogui-setup " + setupStones(c.startColouring()), deadline);
            }
            if (c.toMove() == Colour.WHITE) {
                require(engine, "gogui-setup_player w", deadline);
            }
        } else if (setup) {
            loadSetup(engine, c, deadline);
        }
        Optional<CaseOutcome> boardAtStart = checkBoards(job, e, 0, engine, positions, deadline, started);
        if (boardAtStart.isPresent()) {
            return boardAtStart.get();
        }
        for (int i = 1; i <= c.turns().size(); i++) {
            Turn turn = c.turn(i);
            String text = c.turns().get(i - 1);
            GtpClient.Response answer = send(engine, gtpCommand(turn), deadline);
            Optional<Expectation.Refusal> refusal = e.refusal(i);
            String board = Diagram.draw(positions.get(i - 1).colouring());
            if (refusal.isPresent() && answer.success()) {
                return outcome(job, Status.FAILED, i, text, "refused: " + refusalText(refusal.get()),
                        "accepted", board, started);
            }
            if (refusal.isEmpty() && !answer.success()) {
                return outcome(job, Status.FAILED, i, text, "accepted", "refused: ? " + answer.text(), board, started);
            }
            Optional<CaseOutcome> boardCheck = checkBoards(job, e, i, engine, positions, deadline, started);
            if (boardCheck.isPresent()) {
                return boardCheck.get();
            }
        }
        if (e.result().isPresent()) {
            GtpClient.Response score = send(engine, "final_score", deadline);
            String expected = e.result().get();
            if (!score.success() || !sameResult(expected, score.text())) {
                return outcome(job, Status.FAILED, 0, "final_score", "result " + expected
                                + e.score().map(s -> " (Black " + s.black() + ", White " + s.white() + ")").orElse(""),
                        (score.success() ? "= " : "? ") + score.text(),
                        Diagram.draw(positions.get(positions.size() - 1).colouring()), started);
            }
        }
        return outcome(job, Status.PASSED, 0, "", "", "", "", started);
    }

    private static String refusalText(Expectation.Refusal r) {
        return r.clause() + (r.repeats().isPresent()
                ? (r.repeats().getAsInt() == 0 ? ", repeats the colouring at the start" : ", repeats the colouring after turn " + r.repeats().getAsInt())
                : "");
    }

    /** The position before each listed turn and after the last, as the reference plays the case. */
    private static List<Game> referencePositions(ConformanceCase c, String ruleset) {
        List<Game> positions = new ArrayList<>();
        Game g = Reference.ENGINE.start(c.setup(SuiteRulesets.resolve(ruleset)));
        positions.add(g);
        for (int i = 1; i <= c.turns().size(); i++) {
            Turn t = c.turn(i);
            if (g.judge(t).accepted()) {
                g = g.play(t);
            }
            positions.add(g);
        }
        return positions;
    }

    private Optional<CaseOutcome> checkBoards(Job job, Expectation e, int after, GtpClient engine, List<Game> positions,
                                              long deadline, long started) throws GtpException {
        for (Expectation.BoardCheck check : e.boards()) {
            if (check.after() != after) {
                continue;
            }
            Colouring expected = Colouring.parse(String.join("/", check.rows()));
            Colouring actual = Colouring.empty(expected.grid());
            for (Colour c : List.of(Colour.BLACK, Colour.WHITE)) {
                GtpClient.Response r = send(engine, "list_stones " + c.word().toLowerCase(Locale.ROOT), deadline);
                if (!r.success()) {
                    throw new GtpException(GtpException.Kind.NONSENSE, "list_stones failed: ? " + r.text());
                }
                for (String v : r.text().trim().split("\\s+")) {
                    if (v.isEmpty()) {
                        continue;
                    }
                    try {
                        actual = actual.with(Point.parse(v, expected.grid()), c);
                    } catch (IllegalArgumentException ex) {
                        throw new GtpException(GtpException.Kind.NONSENSE, "list_stones named '" + v + "', not a point of the grid");
                    }
                }
            }
            if (!actual.equals(expected)) {
                String turnText = after == 0 ? "(start)" : job.c().turns().get(after - 1);
                return Optional.of(outcome(job, Status.FAILED, after, turnText,
                        "colouring after turn " + after + ":\n" + Diagram.draw(expected),
                        "the engine's stones:\n" + Diagram.draw(actual),
                        Diagram.draw(positions.get(Math.max(0, after - 1)).colouring()), started));
            }
        }
        return Optional.empty();
    }

    private GtpClient.Response send(GtpClient engine, String command, long deadline) throws GtpException {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            throw new GtpException(GtpException.Kind.TIMEOUT, "the case took longer than " + options.caseTimeout().toSeconds() + " s");
        }
        Duration wait = Duration.ofNanos(Math.min(left, options.commandTimeout().toNanos()));
        return engine.send(command, wait);
    }

    private void require(GtpClient engine, String command, long deadline) throws GtpException {
        GtpClient.Response r = send(engine, command, deadline);
        if (!r.success()) {
            throw new GtpException(GtpException.Kind.NONSENSE, "'" + command + "' failed: ? " + r.text());
        }
    }

    static String gtpCommand(Turn turn) {
        if (turn instanceof Turn.Pass pass) {
            return "play " + pass.colour().word().toLowerCase(Locale.ROOT) + " pass";
        }
        if (turn instanceof Turn.Play play) {
            return "play " + play.colour().word().toLowerCase(Locale.ROOT) + " " + play.point().name();
        }
        Turn.Agreement agreement = (Turn.Agreement) turn;
        return ("logicalgo-agree " + agreement.emptied().stream().map(Point::name).sorted().collect(Collectors.joining(" "))).trim();
    }

    /** A starting colouring given through {@code loadsgf}: a one-node SGF with AB, AW and PL. */
    private void loadSetup(GtpClient engine, ConformanceCase c, long deadline) throws GtpException {
        Path file;
        try {
            file = Files.createTempFile("logicalgo-setup-", ".sgf");
            Files.writeString(file, setupSgf(c), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new GtpException(GtpException.Kind.START, "cannot write a setup file: " + e.getMessage());
        }
        try {
            require(engine, "loadsgf " + file, deadline);
            require(engine, "komi " + komiText(c.komi()), deadline);
        } finally {
            try {
                Files.deleteIfExists(file);
            } catch (IOException e) {
                // a temporary file left behind is harmless
            }
        }
    }

    /** SGF FF[4]: columns and rows are letters from a, rows counted from the top. */
    static String setupSgf(ConformanceCase c) {
        StringBuilder sgf = new StringBuilder("(;FF[4]GM[1]SZ[");
        sgf.append(c.width() == c.height() ? Integer.toString(c.width()) : c.width() + ":" + c.height()).append(']');
        sgf.append("KM[").append(komiText(c.komi())).append(']');
        Colouring start = c.startColouring();
        for (Colour colour : List.of(Colour.BLACK, Colour.WHITE)) {
            List<Point> stones = start.pointsOf(colour);
            if (!stones.isEmpty()) {
                sgf.append(colour == Colour.BLACK ? "AB" : "AW");
                for (Point p : stones) {
                    sgf.append('[').append((char) ('a' + p.column())).append((char) ('a' + (c.height() - 1 - p.row()))).append(']');
                }
            }
        }
        sgf.append("PL[").append(c.toMove().letter()).append("])\n");
        return sgf.toString();
    }

    private static String setupStones(Colouring start) {
        List<String> words = new ArrayList<>();
        for (Colour c : List.of(Colour.BLACK, Colour.WHITE)) {
            for (Point p : start.pointsOf(c)) {
                words.add(c.letter().toLowerCase(Locale.ROOT) + " " + p.name());
            }
        }
        return String.join(" ", words);
    }

    static String komiText(double komi) {
        return komi == Math.rint(komi) ? Long.toString((long) komi) : Double.toString(komi);
    }

    /** Whether a GTP {@code final_score} answer says the same as an expected result ({@code B+3.5}, {@code W+1}, {@code 0}). */
    static boolean sameResult(String expected, String answer) {
        Double a = margin(answer.trim());
        Double x = margin(expected.trim());
        return a != null && a.equals(x);
    }

    private static Double margin(String result) {
        String r = result.toUpperCase(Locale.ROOT);
        if (r.equals("0") || r.equals("DRAW") || r.equals("JIGO") || r.equals("0.0")) {
            return 0.0;
        }
        if (r.length() < 3 || r.charAt(1) != '+' || (r.charAt(0) != 'B' && r.charAt(0) != 'W')) {
            return null;
        }
        try {
            double m = Double.parseDouble(r.substring(2));
            return r.charAt(0) == 'B' ? m : -m;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
