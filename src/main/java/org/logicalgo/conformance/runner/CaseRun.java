package org.logicalgo.conformance.runner;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Expectation;
import org.logicalgo.display.Diagram;
import org.logicalgo.gtp.GtpClient;
import org.logicalgo.gtp.GtpException;
import org.logicalgo.gtp.Transcript;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Turn;

/**
 * One case under one ruleset, put to one engine as a sequence of checks: each listed turn accepted
 * or refused, the colouring where the case states one, the result at the end. Every check the
 * engine can be asked is asked; one it cannot be asked is skipped with the reason, and never
 * counts as passed. The case fails at the first asked check that fails (after that the engine's
 * game and the case's are no longer the same game).
 *
 * <p>The board the case is played on is {@link EngineBoard}'s, the engine's board is read by
 * {@link BoardReading}, the words said to the engine are {@link GtpWords}', and what the checks
 * showed, and the outcome, are kept by {@link Evidence}: this class holds only the order of the checks.
 */
final class CaseRun {

    private final ConformanceRunner.Job job;
    private final ConformanceCase c;
    private final Expectation e;
    private final EngineSession session;
    private final ConformanceRunner.Options options;
    private final long deadline;
    /** The case as the rules play it. */
    private final AsPlayed played;
    private final EngineBoard board;
    private final Evidence evidence;
    /** Set when the engine is reached. */
    private Exchange exchange;
    /** The listed turn the engine has reached (for an error's picture). */
    private int reached;

    CaseRun(ConformanceRunner.Job job, EngineSession session, ConformanceRunner.Options options) {
        this.job = job;
        this.c = job.c();
        this.e = c.expectation(job.ruleset()).orElseThrow();
        this.session = session;
        this.options = options;
        long started = System.nanoTime();
        this.deadline = started + options.caseTimeout().toNanos();
        this.played = AsPlayed.of(c, job.ruleset());
        this.board = new EngineBoard(c, job.ruleset(), played, session);
        this.evidence = new Evidence(c, job.ruleset(), e, played, board, started);
    }

    CaseOutcome run() {
        try {
            GtpClient engine = session.client();
            engine.transcript(evidence.transcript());
            try {
                exchange = new Exchange(engine, options, deadline);
                return play();
            } finally {
                engine.transcript(Transcript.NONE);
            }
        } catch (GtpException ex) {
            session.close();
            return evidence.errored(ex.getMessage(), reached);
        } catch (RuntimeException ex) {
            session.close();
            return evidence.errored("the runner failed on this case: " + ex, reached);
        }
    }

    /** Whether a GTP {@code final_score} answer says the same as an expected result ({@code B+3.5}, {@code W+1}, {@code 0}). */
    static boolean sameResult(String expected, String answer) {
        return GtpWords.sameResult(expected, answer);
    }

    private CaseOutcome play() throws GtpException {
        EngineProbe probe = session.probe();
        List<String> rules = session.rulesCommands(job.ruleset());
        for (String command : rules) {
            exchange.require(command);
        }
        if (!rules.isEmpty()) {
            session.playing(job.ruleset());
        }
        Optional<String> noBoard = board.choose(exchange, probe);
        if (noBoard.isPresent()) {
            return evidence.unsupported(noBoard.get());
        }
        if (options.role() == ConformanceRunner.Role.PLAYER && Legality.query(probe).isEmpty()) {
            return evidence.unsupported("the engine has neither is_legal nor gogui-rules_legal_moves nor kata-raw-nn, so what it"
                    + " would play cannot be asked (its player role)");
        }
        Optional<String> noStart = board.setUp(exchange, probe);
        if (noStart.isPresent()) {
            return evidence.unsupported(noStart.get());
        }
        Placement placement = board.placement();
        int faithfulUntil = board.faithfulUntil();
        String lost = null;
        Optional<CaseOutcome> failed = checkBoards(probe, 0);
        if (failed.isPresent()) {
            return failed.get();
        }
        int handicapAt = evidence.line();
        int given = board.giveHandicap(exchange, probe);
        // One answer for the stones together: the boards between them cannot be asked.
        for (int k = 1; k < given; k++) {
            skipBoards(k, "not asked: the handicap stones are placed together (set_free_handicap)");
        }
        if (given > 0) {
            failed = judged(probe, given, new GtpClient.Response(true, ""), handicapAt);
            if (failed.isPresent()) {
                return failed.get();
            }
        }
        int n = c.turns().size();
        for (int i = given + 1; i <= n; i++) {
            reached = i - 1;
            Optional<Expectation.Refusal> refusal = e.refusal(i);
            String skip = whyNotAsked(i, lost, faithfulUntil, probe);
            if (skip != null) {
                evidence.skip(skip);
                if (refusal.isEmpty() && lost == null && i < faithfulUntil) {
                    lost = "not asked: turn " + i + " (" + c.turns().get(i - 1) + ") is accepted by the rules but could not be sent, "
                            + "so the engine's game no longer follows the case";
                }
                if (lost == null && i < faithfulUntil) {
                    failed = checkBoards(probe, i);
                    if (failed.isPresent()) {
                        return failed.get();
                    }
                } else {
                    skipBoards(i, lost != null ? lost : "not asked: the case's grid no longer plays the same inside the engine's board");
                }
                continue;
            }
            if (options.role() == ConformanceRunner.Role.PLAYER && played.turn(i) instanceof Turn.Play play) {
                failed = asPlayer(probe, i, play);
                if (failed.isPresent()) {
                    return failed.get();
                }
                continue;
            }
            // The turns from here sent one after another, no board read between them, all but the
            // last accepted by the rules: sent together, their answers read after. An answer that
            // differs from the rules' is then that of a turn the rules accept, whose failure is
            // drawn as the rules play it, or that of the last, after which the engine's board is read.
            int last = i;
            // A player is asked of each move before it is told: nothing goes ahead of the question.
            while (options.role() == ConformanceRunner.Role.REFEREE && last < n && last - i + 1 < TOGETHER
                    && e.refusal(last).isEmpty() && !boardAfter(last)
                    && whyNotAsked(last + 1, lost, faithfulUntil, probe) == null) {
                last++;
            }
            List<String> commands = new ArrayList<>();
            List<Boolean> accepted = new ArrayList<>();
            for (int k = i; k <= last; k++) {
                commands.add(GtpWords.gtpCommand(placement.onBoard(played.turn(k))));
                accepted.add(e.refusal(k).isEmpty());
            }
            List<GtpClient.Response> answers = new ArrayList<>();
            // Each turn sent is a command and its answer in the transcript, in order, up to the first answer astray.
            int sentAt = evidence.line();
            try {
                exchange.engine().sendAll(commands, accepted, () -> exchange.wait(options.commandTimeout()), answers);
            } catch (GtpException ex) {
                reached = i - 1 + answers.size();
                throw ex;
            }
            for (int k = i; k < i + answers.size(); k++) {
                failed = judged(probe, k, answers.get(k - i), sentAt + 2 * (k - i));
                if (failed.isPresent()) {
                    return failed.get();
                }
            }
            i = last;
        }
        reached = c.turns().size();
        failed = lost != null || faithfulUntil <= c.turns().size() ? Optional.empty() : checkEndAndTurn(probe);
        if (failed.isPresent()) {
            return failed.get();
        }
        if (e.result().isPresent()) {
            String skip = lost != null ? lost
                    : faithfulUntil <= c.turns().size() ? "not asked: the case's grid no longer plays the same inside the engine's board"
                    : !probe.knows("final_score") && !probe.knows("gogui-rules_final_result")
                    ? "not asked: the engine has no final_score"
                    : options.scoreTimeout().isZero() ? "not asked: the score is left out of this run (--skip-score)"
                    : job.ruleset().compensation(c.handicap()) > 0 && given == 0 && !probe.knows("set_handicap")
                    ? "not asked: the handicap stones went as moves (no set_free_handicap), so the engine cannot know to pay White for them (TT-V2)"
                    : !placement.isNative() && !played.end().score().result().equals(e.result().get())
                    ? "not asked: the rules engine does not count the case's grid as the case does"
                    : whyNotClosed(probe);
            if (skip != null) {
                evidence.skip(skip);
            } else {
                failed = close();
                if (failed.isEmpty()) {
                    failed = probe.knows("final_score") ? checkScore(probe) : checkWinner();
                }
                if (failed.isPresent()) {
                    return failed.get();
                }
            }
        }
        return evidence.finished();
    }

    /**
     * Listed move {@code k} put to the engine as a player: whether it would play it, against the
     * rules; a move the rules refuse is then not told, one they accept is played to go on. A player
     * is asked only of its own turns while the game goes on: a move out of turn (TT-5) or after the
     * end (TT-R8), which the rules refuse, is neither asked nor told.
     */
    private Optional<CaseOutcome> asPlayer(EngineProbe probe, int k, Turn.Play play) throws GtpException {
        AsPlayed.State before = played.state(k - 1);
        Optional<Expectation.Refusal> refusal = e.refusal(k);
        reached = k - 1;
        if (before.ended() || play.colour() != before.toMove()) {
            evidence.skip("not asked: a move " + (before.ended() ? "after the end (TT-R8)" : "out of turn (TT-5)")
                    + ", which a player is never to make");
            return checkBoards(probe, k);
        }
        int from = evidence.line();
        Legality.Answer answer = Legality.ask(exchange, probe, (Turn.Play) board.placement().onBoard(play));
        if (answer.legal().isEmpty()) {
            throw new GtpException(GtpException.Kind.NONSENSE, "not an answer to the legality query: " + answer.text());
        }
        evidence.asked();
        reached = k;
        boolean legal = answer.legal().get();
        if (legal == refusal.isPresent()) {
            evidence.mark(from, evidence.line());
            CaseOutcome.Verdicts verdicts = new CaseOutcome.Verdicts(evidence.rulesVerdict(k), legal, answer.text());
            if (refusal.isPresent()) {
                evidence.charge(refusal.get().clause());
                return Optional.of(evidence.failed(k, "refused: " + refusalText(refusal.get()), "the engine would play it: "
                        + answer.text(), played.colouring(k - 1), null, "", Optional.of(verdicts), Optional.empty()));
            }
            Set<Aspect> mistaken = evidence.nearMisses(k);
            evidence.charge(mistaken.isEmpty() ? EnumSet.of(Aspect.MOVE) : mistaken, Ruleset.Topic.MOVE);
            return Optional.of(evidence.failed(k, "accepted", "the engine would not play it: " + answer.text(),
                    played.colouring(k - 1), played.colouring(k), "after it, as the rules play it", Optional.of(verdicts), Optional.empty()));
        }
        if (refusal.isPresent()) {
            evidence.shown(evidence.shownByTurn(k));
            return checkBoards(probe, k);
        }
        int line = evidence.line();
        GtpClient.Response told = exchange.send(GtpWords.gtpCommand(board.placement().onBoard(play)));
        return judged(probe, k, told, line);
    }

    /** The most turns sent before their answers are read (a few kilobytes: never more than a pipe holds). */
    private static final int TOGETHER = 64;

    /** Why listed turn {@code i} is not put to the engine, or null when it is. */
    private String whyNotAsked(int i, String lost, int faithfulUntil, EngineProbe probe) {
        Placement placement = board.placement();
        return lost != null ? lost
                : i >= faithfulUntil ? "not asked: from turn " + faithfulUntil + " on, the case's turns do not play the same inside the "
                + placement.board() + " board as on the " + placement.grid() + " grid"
                : whyNotSent(played.turn(i), played.state(i - 1), probe);
    }

    private boolean boardAfter(int i) {
        return e.boards().stream().anyMatch(b -> b.after() == i);
    }

    /**
     * Listed turn {@code k} as the engine answered it, against the rules, then the boards after it;
     * the failure if any. {@code line}: where its command stands in the transcript.
     */
    private Optional<CaseOutcome> judged(EngineProbe probe, int k, GtpClient.Response answer, int line) throws GtpException {
        Optional<Expectation.Refusal> refusal = e.refusal(k);
        Placement placement = board.placement();
        evidence.asked();
        reached = k;
        if (refusal.isPresent() == answer.success()) {
            evidence.mark(line, line + 2);
        }
        if (refusal.isPresent() && answer.success()) {
            Optional<Colouring> seen = BoardReading.read(exchange, probe, placement.board());
            evidence.charge(refusal.get().clause());
            return Optional.of(evidence.failed(k, "refused: " + refusalText(refusal.get()), "accepted", played.colouring(k - 1),
                    seen.map(placement::cut).orElse(null), seen.isPresent() ? "the engine's board after it" : "",
                    Optional.of(new CaseOutcome.Verdicts(evidence.rulesVerdict(k), true, answer.text())), Optional.empty()));
        }
        if (refusal.isEmpty() && !answer.success()) {
            // A turn the rules accept, refused: the rules it could have been mistaken for, else the move's.
            Set<Aspect> mistaken = evidence.nearMisses(k);
            evidence.charge(mistaken.isEmpty() ? EnumSet.of(Aspect.MOVE) : mistaken, Ruleset.Topic.MOVE);
            return Optional.of(evidence.failed(k, "accepted", "refused: ? " + answer.text(), played.colouring(k - 1),
                    played.colouring(k), "after it, as the rules play it",
                    Optional.of(new CaseOutcome.Verdicts(evidence.rulesVerdict(k), false, answer.text())), Optional.empty()));
        }
        evidence.shown(evidence.shownByTurn(k));
        if (placement.isNative()) {
            evidence.shown(Aspect.GRID);
        }
        return checkBoards(probe, k);
    }

    /**
     * Why the game cannot be ended by its ruleset's own ending before its score is asked, or null.
     * A score is asked only of a game the rules have ended: before the end an engine's
     * {@code final_score} is, by design, its estimate with the stones it judges dead removed, which
     * says nothing of the rules.
     */
    private String whyNotClosed(EngineProbe probe) {
        AsPlayed.Closing closing = played.closing();
        Game end = played.end();
        if (!closing.ends()) {
            return "not asked: the score, as the game has not ended: " + job.ruleset().ending().notEndedBecause(end.consecutivePasses())
                    + ", and no such turn is accepted here";
        }
        if (!closing.end().score().result().equals(e.result().get())) {
            return "not asked: ending the game by its ruleset's own ending (" + text(closing.turns()) + ") changes its count";
        }
        if (closing.turns().stream().anyMatch(Turn.Agreement.class::isInstance) && !probe.knows("logicalgo-agree")) {
            return "not asked: the score, as the game has not ended: " + job.ruleset().ending().notEndedBecause(end.consecutivePasses())
                    + "; the engine has no logicalgo-agree, and GTP has no command for the agreement";
        }
        return null;
    }

    /**
     * The turns that end the game by its ruleset's own ending ({@link AsPlayed#closing}), put to
     * the engine; each is accepted by the rules, so a refusal is a failure.
     */
    private Optional<CaseOutcome> close() throws GtpException {
        int n = c.turns().size();
        reached = n;
        for (Turn t : played.closing().turns()) {
            int from = evidence.line();
            GtpClient.Response r = exchange.send(GtpWords.gtpCommand(board.placement().onBoard(t)));
            evidence.asked();
            if (!r.success()) {
                evidence.mark(from, evidence.line());
                evidence.charge(EnumSet.of(Aspect.END), Ruleset.Topic.END);
                return Optional.of(evidence.failedAfter(n, t.text() + " accepted: " + text(played.closing().turns())
                                + " end the game (" + job.ruleset().ending().notEndedBecause(played.end().consecutivePasses())
                                + ") before its score is asked",
                        "refused: ? " + r.text(), played.end().colouring(), null, ""));
            }
        }
        return Optional.empty();
    }

    private static String text(List<Turn> turns) {
        return turns.stream().map(Turn::text).collect(java.util.stream.Collectors.joining(", "));
    }

    /**
     * The result at the end, by {@code final_score}, against the rules' count. An engine that
     * still takes stones off after the end, where it says which ({@code final_status_list dead}),
     * is reported as doing so.
     */
    private Optional<CaseOutcome> checkScore(EngineProbe probe) throws GtpException {
        Placement placement = board.placement();
        Game walledEnd = board.walledEnd();
        int from = evidence.line();
        GtpClient.Response score = score();
        if (score == null) {
            evidence.skip("not asked: final_score gave no answer within --score-timeout (" + options.scoreTimeout().toSeconds()
                    + " s); the engine was ended and is started afresh");
            return Optional.empty();
        }
        evidence.asked();
        String expected = expectedResult();
        if (!score.success() || !GtpWords.sameResult(expected, score.text())) {
            String removes = score.success() ? removedAfterTheEnd(probe) : "";
            evidence.mark(from, evidence.line());
            evidence.charge(EnumSet.of(Aspect.SCORE), Ruleset.Topic.SCORE);
            Score rules = placement.isNative() ? played.end().score() : walledEnd.score();
            List<Turn> closing = played.closing().turns();
            return Optional.of(evidence.failed(0, "result " + expected + " (" + rules.text()
                            + (placement.isNative() ? "" : " on the walled board; on the case's grid " + e.result().get()) + ")"
                            + (closing.isEmpty() ? "" : ", after " + text(closing) + (closing.size() == 1 ? ", which ends" : ", which end")
                            + " the game (" + job.ruleset().cite(Ruleset.Topic.END) + ")"),
                    (score.success() ? "= " : "? ") + score.text() + onGrid(score) + removes, played.end().colouring(), null, "",
                    Optional.empty(), Optional.of(rules)));
        }
        evidence.shown(Evidence.SHOWN_BY_SCORE);
        evidence.shown(Aspect.GRID);
        return Optional.empty();
    }

    /**
     * Where the engine has no {@code final_score} but states the result of an ended game (GoGui's
     * {@code gogui-rules_final_result}, as learning environments whose rewards are a win or a loss):
     * who won, against the rules' result. The margin is still not asked, unless the result is no more
     * than who won (a draw, a decision of TT-V10, a void game of TT-V11).
     */
    private Optional<CaseOutcome> checkWinner() throws GtpException {
        int n = c.turns().size();
        String expected = expectedResult();
        int from = evidence.line();
        GtpClient.Response r = exchange.send("gogui-rules_final_result");
        String said = r.success() ? GtpWords.winner(r.text()) : null;
        if (r.success() && said == null) {
            evidence.skip("not asked: the score: the engine has no final_score, and its gogui-rules_final_result ("
                    + r.text().strip() + ") does not say who won");
            return Optional.empty();
        }
        evidence.asked();
        if (!GtpWords.winner(expected).equals(said)) {
            evidence.mark(from, evidence.line());
            evidence.charge(EnumSet.of(Aspect.SCORE), Ruleset.Topic.SCORE);
            Score rules = board.placement().isNative() ? played.end().score() : board.walledEnd().score();
            return Optional.of(evidence.failedAfter(n, "result " + expected + " (" + rules.text() + "): " + winnerText(expected),
                    "gogui-rules_final_result: " + (r.success() ? "= " : "? ") + r.text(), played.end().colouring(), null, ""));
        }
        if (GtpWords.onlyWinner(expected)) {
            evidence.shown(Aspect.SCORE);
        } else {
            evidence.skip("not asked: the margin: the engine has no final_score (who won was asked of gogui-rules_final_result)");
        }
        return Optional.empty();
    }

    private static String winnerText(String result) {
        return switch (GtpWords.winner(result)) {
            case "B" -> "Black wins";
            case "W" -> "White wins";
            case "0" -> "a draw";
            default -> "no result";
        };
    }

    /**
     * Where the engine names the stones it counts as dead, those it still takes off after the end,
     * in words for a failed score; empty when it names none or cannot be asked.
     */
    private String removedAfterTheEnd(EngineProbe probe) throws GtpException {
        if (!probe.knows("final_status_list")) {
            return "";
        }
        GtpClient.Response dead = exchange.send("final_status_list dead");
        String stones = dead.text().strip().replaceAll("\\s+", " ");
        if (!dead.success() || stones.isEmpty()) {
            return "";
        }
        return "; after the end the engine still takes off stones it judges dead (final_status_list dead: " + stones
                + "), where the rules count every stone on the board (" + job.ruleset().cite(Ruleset.Topic.SCORE) + ")";
    }

    /**
     * The engine's {@code final_score}, or null when it did not answer within the score's own bound
     * (a slow count is not a wrong one: the score is then not asked). The engine, which still owes
     * the answer, is ended. Past the case's own deadline the case errs as any other command.
     */
    private GtpClient.Response score() throws GtpException {
        boolean caseLeftLonger = deadline - System.nanoTime() > options.scoreTimeout().toNanos();
        try {
            return exchange.send("final_score", options.scoreTimeout());
        } catch (GtpException ex) {
            if (ex.kind() != GtpException.Kind.TIMEOUT || !caseLeftLonger) {
                throw ex;
            }
            session.close();
            return null;
        }
    }

    /**
     * On a walled board, the engine's result read back on the case's grid: the wall's part of the
     * rules' count (the walled board's margin less the grid's) taken off the engine's margin, so the
     * report says what the engine's count means for the case itself.
     */
    private String onGrid(GtpClient.Response score) {
        Double engine = score.success() ? GtpWords.margin(score.text().trim()) : null;
        if (board.placement().isNative() || engine == null || GtpWords.margin(e.result().get()) == null) {
            return "";
        }
        double wall = GtpWords.margin(board.walledEnd().score().result()) - GtpWords.margin(e.result().get());
        double grid = engine - wall;
        String result = grid == 0 ? "0" : (grid > 0 ? "B+" : "W+") + GtpWords.komiText(Math.abs(grid));
        return " (on the case's " + c.grid() + " grid: " + result + ", the wall's part " + (wall >= 0 ? "B+" : "W+")
                + GtpWords.komiText(Math.abs(wall)) + " taken off)";
    }

    /**
     * The result the engine must give. On the case's own grid, the case's (worked out by hand). On a
     * walled board the wall's stones, and the points that reach them, count too: the result is that
     * of the walled board counted by the rules (TT-9), whose grid part is the case's own (checked
     * turn by turn, and the rules' count of the grid alone is checked against the case's first).
     */
    private String expectedResult() {
        return board.placement().isNative() ? e.result().get() : board.walledEnd().score().result();
    }

    /**
     * Where the engine referees (GoGui's rules commands), whether the game has ended (TT-8) as the
     * case says, and, if not, whose turn it is (TT-5).
     */
    private Optional<CaseOutcome> checkEndAndTurn(EngineProbe probe) throws GtpException {
        Game end = played.end();
        int n = c.turns().size();
        if (e.ended().isPresent() && !probe.knows("gogui-rules_final_result")) {
            evidence.skip("not asked: whether the game has ended (TT-8): the engine has no gogui-rules_final_result");
        }
        if (!end.ended() && !probe.knows("gogui-rules_side_to_move")) {
            evidence.skip("not asked: whose turn it is (TT-5): the engine has no gogui-rules_side_to_move");
        }
        if (e.ended().isPresent() && probe.knows("gogui-rules_final_result")) {
            int from = evidence.line();
            GtpClient.Response r = exchange.send("gogui-rules_final_result");
            evidence.asked();
            boolean ended = r.success() && !r.text().strip().equalsIgnoreCase("unknown");
            if (!r.success() || ended != e.ended().get()) {
                evidence.mark(from, evidence.line());
                evidence.charge(EnumSet.of(Aspect.END), Ruleset.Topic.END);
                return Optional.of(evidence.failedAfter(n, e.ended().get() ? "the game has ended (TT-8)" : "the game goes on",
                        "gogui-rules_final_result: " + (r.success() ? "= " : "? ") + r.text(), end.colouring(), null, ""));
            }
            evidence.shown(Aspect.END);
        }
        if (!end.ended() && probe.knows("gogui-rules_side_to_move")) {
            int from = evidence.line();
            GtpClient.Response r = exchange.send("gogui-rules_side_to_move");
            evidence.asked();
            String expected = end.toMove().word().toLowerCase(Locale.ROOT);
            if (!r.success() || !r.text().strip().equalsIgnoreCase(expected)) {
                evidence.mark(from, evidence.line());
                evidence.charge(EnumSet.of(Aspect.ORDER), Ruleset.Topic.TURN_ORDER);
                return Optional.of(evidence.failedAfter(n, expected + " to move (TT-5)",
                        "gogui-rules_side_to_move: " + (r.success() ? "= " : "? ") + r.text(), end.colouring(), null, ""));
            }
            evidence.shown(Aspect.ORDER);
        }
        return Optional.empty();
    }

    /** Why a turn cannot be put to this engine over GTP, or null when it can. */
    private String whyNotSent(Turn turn, AsPlayed.State before, EngineProbe probe) {
        if (turn instanceof Turn.Play play && !GtpWords.nameable(board.placement().onBoard(play.point()))) {
            return "not sent: a point off the engine's board that GTP cannot name";
        }
        if (turn instanceof Turn.Agreement) {
            return probe.knows("logicalgo-agree") ? null
                    : "not sent: an agreement (TT-C8): the engine has no logicalgo-agree, and GTP has no command for it";
        }
        // GTP lets either colour play and does not end games; only a refereeing engine (GoGui's
        // rules commands) can be asked about turn order (TT-5) and turns after the end (TT-R8).
        if (before.ended()) {
            return probe.knows("gogui-rules_final_result") ? null
                    : "not sent: a turn after the end (TT-R8): the engine has no gogui-rules_final_result, and GTP does not end games";
        }
        Colour mover = turn instanceof Turn.Pass pass ? pass.colour() : ((Turn.Play) turn).colour();
        if (mover != before.toMove() && !probe.knows("gogui-rules_side_to_move")) {
            return "not sent: a turn out of order (TT-5): the engine has no gogui-rules_side_to_move, and GTP lets either colour play";
        }
        return null;
    }

    private void skipBoards(int after, String reason) {
        e.boards().stream().filter(b -> b.after() == after).forEach(b -> evidence.skip(reason));
    }

    /** The colourings the case states after listed turn {@code after}, against the engine's board. */
    private Optional<CaseOutcome> checkBoards(EngineProbe probe, int after) throws GtpException {
        Placement placement = board.placement();
        for (Expectation.BoardCheck check : e.boards()) {
            if (check.after() != after) {
                continue;
            }
            if (!BoardReading.possible(probe)) {
                evidence.skip("not asked: the engine has neither list_stones nor showboard to show its board");
                continue;
            }
            int from = evidence.line();
            Optional<Colouring> seen = BoardReading.read(exchange, probe, placement.board());
            if (seen.isEmpty()) {
                evidence.skip("not asked: the engine's showboard could not be read as a " + placement.board() + " board (never guessed)");
                continue;
            }
            evidence.asked();
            // On its own grid the engine's rows are compared as the case draws them; the colouring
            // is read from the drawing where the wall counts too, or for a failure's report.
            if (placement.isNative() ? !seen.get().rows().equals(check.rows())
                    : !seen.get().equals(placement.embed(Colouring.parse(String.join("/", check.rows()))))) {
                Colouring expected = Colouring.parse(String.join("/", check.rows()));
                evidence.mark(from, evidence.line());
                evidence.charge(EnumSet.of(Aspect.COLOURING), Ruleset.Topic.MOVE);
                return Optional.of(evidence.failedAfter(after,
                        "colouring after turn " + after + ":\n" + Diagram.draw(placement.embed(expected)),
                        "the engine's board:\n" + Diagram.draw(seen.get()),
                        expected, placement.cut(seen.get()), "the engine's board"));
            }
            evidence.shown(Evidence.SHOWN_BY_BOARD);
            if (placement.isNative()) {
                evidence.shown(Aspect.GRID);
            }
        }
        return Optional.empty();
    }

    private static String refusalText(Expectation.Refusal r) {
        return r.clause() + (r.repeats().isPresent()
                ? (r.repeats().getAsInt() == 0 ? ", repeats the colouring at the start" : ", repeats the colouring after turn " + r.repeats().getAsInt())
                : "");
    }
}
