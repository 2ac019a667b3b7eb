package org.logicalgo.conformance.runner;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Expectation;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.display.Diagram;
import org.logicalgo.fast.Fast;
import org.logicalgo.gtp.GtpClient;
import org.logicalgo.gtp.GtpException;
import org.logicalgo.gtp.Showboard;
import org.logicalgo.gtp.Transcript;
import org.logicalgo.io.OutputFile;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Refusal;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

/**
 * One case under one ruleset, put to one engine as a sequence of checks: each listed turn accepted
 * or refused, the colouring where the case states one, the result at the end. Every check the
 * engine can be asked is asked; one it cannot be asked is skipped with the reason, and never
 * counts as passed. The case fails at the first asked check that fails (after that the engine's
 * game and the case's are no longer the same game).
 */
final class CaseRun {

    /** How long an engine that writes its board on stderr may take to finish writing it. */
    private static final Duration SHOWBOARD_SETTLE = Duration.ofSeconds(2);

    private final ConformanceRunner.Job job;
    private final ConformanceCase c;
    private final Expectation e;
    private final EngineSession session;
    private final ConformanceRunner.Options options;
    private final long started;
    private final long deadline;
    private final Transcript transcript = new Transcript(2000);
    private final Map<String, Integer> skipped = new LinkedHashMap<>();
    private final Set<Aspect> shown = EnumSet.noneOf(Aspect.class);
    /** The clauses the check that failed charges, set just before the failure is reported. */
    private List<String> charged = List.of();
    private int asked;
    /** The case as the rules play it. */
    private final AsPlayed played;
    private Placement placement;
    /** The case played inside the engine's board by the rules, after its last turn (when walled and faithful). */
    private Game walledEnd;
    /** The listed turn the engine has reached (for an error's picture). */
    private int reached;

    CaseRun(ConformanceRunner.Job job, EngineSession session, ConformanceRunner.Options options) {
        this.job = job;
        this.c = job.c();
        this.e = c.expectation(job.ruleset().name()).orElseThrow();
        this.session = session;
        this.options = options;
        this.started = System.nanoTime();
        this.deadline = started + options.caseTimeout().toNanos();
        this.played = AsPlayed.of(c, job.ruleset());
    }

    CaseOutcome run() {
        try {
            GtpClient engine = session.client();
            engine.transcript(transcript);
            try {
                return play(engine);
            } finally {
                engine.transcript(Transcript.NONE);
            }
        } catch (GtpException ex) {
            session.close();
            return errored(ex.getMessage());
        } catch (RuntimeException ex) {
            session.close();
            return errored("the runner failed on this case: " + ex);
        }
    }

    private CaseOutcome play(GtpClient engine) throws GtpException {
        EngineProbe probe = session.probe();
        Optional<String> rules = session.rulesCommand(job.ruleset());
        if (rules.isPresent()) {
            require(engine, rules.get());
            session.playing(job.ruleset());
        }
        Optional<String> noBoard = choosePlacement(engine, probe);
        if (noBoard.isPresent()) {
            return unsupported(noBoard.get());
        }
        Optional<String> noStart = setUp(engine, probe);
        if (noStart.isPresent()) {
            return unsupported(noStart.get());
        }
        int faithfulUntil = faithfulUntil();
        String lost = null;
        Optional<CaseOutcome> failed = checkBoards(engine, probe, 0);
        if (failed.isPresent()) {
            return failed.get();
        }
        int given = giveHandicap(engine, probe);
        // One answer for the stones together: the boards between them cannot be asked.
        for (int k = 1; k < given; k++) {
            skipBoards(k, "not asked: the handicap stones are placed together (set_free_handicap)");
        }
        if (given > 0) {
            failed = judged(engine, probe, given, new GtpClient.Response(true, ""));
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
                skip(skip);
                if (refusal.isEmpty() && lost == null && i < faithfulUntil) {
                    lost = "not asked: turn " + i + " (" + c.turns().get(i - 1) + ") is accepted by the rules but could not be sent, "
                            + "so the engine's game no longer follows the case";
                }
                if (lost == null && i < faithfulUntil) {
                    failed = checkBoards(engine, probe, i);
                    if (failed.isPresent()) {
                        return failed.get();
                    }
                } else {
                    skipBoards(i, lost != null ? lost : "not asked: the case's grid no longer plays the same inside the engine's board");
                }
                continue;
            }
            // The turns from here sent one after another, no board read between them, all but the
            // last accepted by the rules: sent together, their answers read after. An answer that
            // differs from the rules' is then that of a turn the rules accept, whose failure is
            // drawn as the rules play it, or that of the last, after which the engine's board is read.
            int last = i;
            while (last < n && last - i + 1 < TOGETHER && e.refusal(last).isEmpty() && !boardAfter(last)
                    && whyNotAsked(last + 1, lost, faithfulUntil, probe) == null) {
                last++;
            }
            List<String> commands = new ArrayList<>();
            List<Boolean> accepted = new ArrayList<>();
            for (int k = i; k <= last; k++) {
                commands.add(gtpCommand(placement.onBoard(played.turn(k))));
                accepted.add(e.refusal(k).isEmpty());
            }
            List<GtpClient.Response> answers = new ArrayList<>();
            try {
                engine.sendAll(commands, accepted, () -> wait(options.commandTimeout()), answers);
            } catch (GtpException ex) {
                reached = i - 1 + answers.size();
                throw ex;
            }
            for (int k = i; k < i + answers.size(); k++) {
                failed = judged(engine, probe, k, answers.get(k - i));
                if (failed.isPresent()) {
                    return failed.get();
                }
            }
            i = last;
        }
        reached = c.turns().size();
        failed = lost != null || faithfulUntil <= c.turns().size() ? Optional.empty() : checkEndAndTurn(engine, probe);
        if (failed.isPresent()) {
            return failed.get();
        }
        if (e.result().isPresent()) {
            String skip = lost != null ? lost
                    : faithfulUntil <= c.turns().size() ? "not asked: the case's grid no longer plays the same inside the engine's board"
                    : !probe.knows("final_score") ? "not asked: the engine has no final_score"
                    : options.scoreTimeout().isZero() ? "not asked: the score is left out of this run (--skip-score)"
                    : job.ruleset().compensation(c.handicap()) > 0 && given == 0 && !probe.knows("set_handicap")
                    ? "not asked: the handicap stones went as moves (no set_free_handicap), so the engine cannot know to pay White for them (TT-V2)"
                    : !placement.isNative() && !played.end().score().result().equals(e.result().get())
                    ? "not asked: the rules engine does not count the case's grid as the case does" : null;
            GtpClient.Response score = skip != null ? null : score(engine);
            if (score == null) {
                skip(skip != null ? skip : "not asked: final_score gave no answer within --score-timeout ("
                        + options.scoreTimeout().toSeconds() + " s); the engine was ended and is started afresh");
            } else {
                asked++;
                String expected = expectedResult();
                if (!score.success() || !sameResult(expected, score.text())) {
                    charged = charge(EnumSet.of(Aspect.SCORE), Ruleset.Topic.SCORE);
                    return failed(0, "result " + expected + (placement.isNative()
                                    ? e.score().map(s -> " (Black " + s.black() + ", White " + s.white() + ")").orElse("")
                                    : " (Black " + walledEnd.score().black() + ", White " + walledEnd.score().white()
                                    + " on the walled board; on the case's grid " + e.result().get() + ")")
                                    + (c.komi() != 0 ? ", komi " + komiText(c.komi()) : ""),
                            (score.success() ? "= " : "? ") + score.text() + onGrid(score), played.end().colouring(), null, "",
                            Optional.empty(), Optional.of(placement.isNative() ? played.end().score() : walledEnd.score()));
                }
                shown.add(Aspect.SCORE);
                shown.add(Aspect.COLOURING);
                shown.add(Aspect.MOVE);
                shown.add(Aspect.GRID);
            }
        }
        List<String> required = required(c.clauses(), job.ruleset());
        List<String> unevidenced = required.stream().filter(cl -> !Aspect.show(shown, cl, job.ruleset())).toList();
        if (unevidenced.size() == required.size()) {
            return outcome(Status.UNSUPPORTED, 0, "", "", asked == 0 ? "nothing could be asked: " + reasons()
                    : "none of its clauses could be shown: " + reasons(), null, null, "", Optional.empty(), unevidenced);
        }
        return outcome(unevidenced.isEmpty() ? Status.PASSED : Status.INCOMPLETE, 0, "", "", "", null, null, "", Optional.empty(), unevidenced);
    }

    /**
     * The engine's {@code final_score}, or null when it did not answer within the score's own bound
     * (a slow count is not a wrong one: the score is then not asked). The engine, which still owes
     * the answer, is ended. Past the case's own deadline the case errs as any other command.
     */
    private GtpClient.Response score(GtpClient engine) throws GtpException {
        boolean caseLeftLonger = deadline - System.nanoTime() > options.scoreTimeout().toNanos();
        try {
            return send(engine, "final_score", options.scoreTimeout());
        } catch (GtpException ex) {
            if (ex.kind() != GtpException.Kind.TIMEOUT || !caseLeftLonger) {
                throw ex;
            }
            session.close();
            return null;
        }
    }

    /** The most turns sent before their answers are read (a few kilobytes: never more than a pipe holds). */
    private static final int TOGETHER = 64;

    /** Why listed turn {@code i} is not put to the engine, or null when it is. */
    private String whyNotAsked(int i, String lost, int faithfulUntil, EngineProbe probe) {
        return lost != null ? lost
                : i >= faithfulUntil ? "not asked: from turn " + faithfulUntil + " on, the case's turns do not play the same inside the "
                + placement.board() + " board as on the " + placement.grid() + " grid"
                : whyNotSent(played.turn(i), played.state(i - 1), probe);
    }

    private boolean boardAfter(int i) {
        return e.boards().stream().anyMatch(b -> b.after() == i);
    }

    /** Listed turn {@code k} as the engine answered it, against the rules, then the boards after it; the failure if any. */
    private Optional<CaseOutcome> judged(GtpClient engine, EngineProbe probe, int k, GtpClient.Response answer) throws GtpException {
        Turn turn = played.turn(k);
        Optional<Expectation.Refusal> refusal = e.refusal(k);
        asked++;
        reached = k;
        if (refusal.isPresent() && answer.success()) {
            Optional<Colouring> seen = readBoard(engine, probe);
            charged = List.of(refusal.get().clause());
            return Optional.of(failed(k, "refused: " + refusalText(refusal.get()), "accepted", played.colouring(k - 1),
                    seen.map(placement::cut).orElse(null), seen.isPresent() ? "the engine's board after it" : "",
                    Optional.of(new CaseOutcome.Verdicts(rulesVerdict(k), true, answer.text())), Optional.empty()));
        }
        if (refusal.isEmpty() && !answer.success()) {
            // A turn the rules accept, refused: the rules it could have been mistaken for, else the move's.
            Set<Aspect> mistaken = nearMisses(k);
            charged = charge(mistaken.isEmpty() ? EnumSet.of(Aspect.MOVE) : mistaken, Ruleset.Topic.MOVE);
            return Optional.of(failed(k, "accepted", "refused: ? " + answer.text(), played.colouring(k - 1),
                    played.colouring(k), "after it, as the rules play it",
                    Optional.of(new CaseOutcome.Verdicts(rulesVerdict(k), false, answer.text())), Optional.empty()));
        }
        shown.add(Aspect.MOVE);
        refusal.ifPresent(r -> shown.addAll(Aspect.shownByRefusal(r.clause())));
        if (refusal.isEmpty()) {
            shown.addAll(nearMisses(k));
        }
        if (turn instanceof Turn.Agreement && refusal.isEmpty()) {
            shown.add(Aspect.AGREEMENT);
        }
        // A turn accepted after two passes shows that the engine did not end the game there.
        if (refusal.isEmpty() && played.state(k - 1).consecutivePasses() >= 2) {
            shown.add(Aspect.END);
        }
        if (placement.isNative()) {
            shown.add(Aspect.GRID);
        }
        return checkBoards(engine, probe, k);
    }

    /**
     * The result the engine must give. On the case's own grid, the case's (worked out by hand). On a
     * walled board the wall's stones, and the points that reach them, count too: the result is that
     * of the walled board counted by the rules (TT-9), whose grid part is the case's own (checked
     * turn by turn, and the rules' count of the grid alone is checked against the case's first).
     */
    private String expectedResult() {
        return placement.isNative() ? e.result().get() : walledEnd.score().result();
    }

    /**
     * On a walled board, the engine's result read back on the case's grid: the wall's part of the
     * rules' count (the walled board's margin less the grid's) taken off the engine's margin, so the
     * report says what the engine's count means for the case itself.
     */
    private String onGrid(GtpClient.Response score) {
        Double engine = score.success() ? margin(score.text().trim()) : null;
        if (placement.isNative() || engine == null) {
            return "";
        }
        double wall = margin(walledEnd.score().result()) - margin(e.result().get());
        double grid = engine - wall;
        String result = grid == 0 ? "0" : (grid > 0 ? "B+" : "W+") + komiText(Math.abs(grid));
        return " (on the case's " + c.grid() + " grid: " + result + ", the wall's part " + (wall >= 0 ? "B+" : "W+")
                + komiText(Math.abs(wall)) + " taken off)";
    }

    /**
     * The cited clauses a ruleset's expectations can show ({@link Ruleset#speaksOf}: a case citing
     * FR-13 for its French expectation shows nothing of it under tromp-taylor, nor TT-V1 under superko).
     */
    static List<String> required(List<String> clauses, Ruleset ruleset) {
        return clauses.stream().filter(ruleset::speaksOf).toList();
    }

    /**
     * Where the engine referees (GoGui's rules commands), whether the game has ended (TT-8) as the
     * case says, and, if not, whose turn it is (TT-5).
     */
    private Optional<CaseOutcome> checkEndAndTurn(GtpClient engine, EngineProbe probe) throws GtpException {
        Game end = played.end();
        int n = c.turns().size();
        if (e.ended().isPresent() && probe.knows("gogui-rules_final_result")) {
            GtpClient.Response r = send(engine, "gogui-rules_final_result", options.commandTimeout());
            asked++;
            boolean ended = r.success() && !r.text().strip().equalsIgnoreCase("unknown");
            if (!r.success() || ended != e.ended().get()) {
                charged = charge(EnumSet.of(Aspect.END), Ruleset.Topic.END);
                return Optional.of(outcome(Status.FAILED, n, n == 0 ? "(start)" : c.turns().get(n - 1),
                        e.ended().get() ? "the game has ended (TT-8)" : "the game goes on",
                        "gogui-rules_final_result: " + (r.success() ? "= " : "? ") + r.text(), end.colouring(), null, "",
                        lastMove(n), List.of()));
            }
            shown.add(Aspect.END);
        }
        if (!end.ended() && probe.knows("gogui-rules_side_to_move")) {
            GtpClient.Response r = send(engine, "gogui-rules_side_to_move", options.commandTimeout());
            asked++;
            String expected = end.toMove().word().toLowerCase(Locale.ROOT);
            if (!r.success() || !r.text().strip().equalsIgnoreCase(expected)) {
                charged = charge(EnumSet.of(Aspect.ORDER), Ruleset.Topic.TURN_ORDER);
                return Optional.of(outcome(Status.FAILED, n, n == 0 ? "(start)" : c.turns().get(n - 1),
                        expected + " to move (TT-5)", "gogui-rules_side_to_move: " + (r.success() ? "= " : "? ") + r.text(),
                        end.colouring(), null, "", lastMove(n), List.of()));
            }
            shown.add(Aspect.ORDER);
        }
        return Optional.empty();
    }

    private String reasons() {
        return skipped.isEmpty() ? "the case has no check the engine can be asked" : String.join("; ", skipped.keySet());
    }

    /** Why a turn cannot be put to this engine over GTP, or null when it can. */
    private String whyNotSent(Turn turn, AsPlayed.State before, EngineProbe probe) {
        if (turn instanceof Turn.Play play && !nameable(placement.onBoard(play.point()))) {
            return "not sent: a point off the engine's board that GTP cannot name";
        }
        if (turn instanceof Turn.Agreement) {
            return probe.knows("logicalgo-agree") ? null : "not sent: an agreement (TT-C8) has no GTP command";
        }
        // GTP lets either colour play and does not end games; only a refereeing engine (GoGui's
        // rules commands) can be asked about turn order (TT-5) and turns after the end (TT-R8).
        if (before.ended()) {
            return probe.knows("gogui-rules_final_result") ? null
                    : "not sent: a turn after the end (TT-R8); GTP does not end games";
        }
        Colour mover = turn instanceof Turn.Pass pass ? pass.colour() : ((Turn.Play) turn).colour();
        if (mover != before.toMove() && !probe.knows("gogui-rules_side_to_move")) {
            return "not sent: a turn out of order (TT-5); GTP lets either colour play";
        }
        return null;
    }

    private void skip(String reason) {
        skipped.merge(reason, 1, Integer::sum);
    }

    private void skipBoards(int after, String reason) {
        e.boards().stream().filter(b -> b.after() == after).forEach(b -> skip(reason));
    }

    /**
     * Sets the engine's board: the case's own grid where the engine plays it, otherwise the
     * smallest square board that holds it walled. Empty when a board was found.
     */
    private Optional<String> choosePlacement(GtpClient engine, EngineProbe probe) throws GtpException {
        Grid grid = c.grid();
        if (grid.width() == grid.height()) {
            if (session.acceptsSquare(grid.width())) {
                placement = Placement.natively(grid);
                return Optional.empty();
            }
        } else if (probe.knows("rectangular_boardsize")
                && send(engine, "rectangular_boardsize " + grid.width() + " " + grid.height(), options.commandTimeout()).success()) {
            placement = Placement.natively(grid);
            return Optional.empty();
        }
        String native_ = grid.width() == grid.height() ? "boardsize " + grid.width() : "rectangular_boardsize";
        if (!canSetUp(probe, true)) {
            return Optional.of("the engine refuses a " + grid + " grid (" + native_ + ") and has no loadsgf or gogui-setup "
                    + "to wall the grid inside a larger board");
        }
        for (int side = Math.max(grid.width(), grid.height()); side <= Grid.MAX_SIDE; side++) {
            if (Placement.fits(grid.width(), side) && Placement.fits(grid.height(), side) && session.acceptsSquare(side)) {
                placement = Placement.walled(grid, side, played.colourings());
                return Optional.empty();
            }
        }
        return Optional.of("the engine refuses a " + grid + " grid (" + native_ + ") and every board that could hold it walled");
    }

    private static boolean canSetUp(EngineProbe probe, boolean stones) {
        return probe.knows("loadsgf") || (stones ? probe.knows("gogui-setup") : probe.knows("gogui-setup_player"));
    }

    /** The board size, komi and start on the engine. Empty when done. */
    private Optional<String> setUp(GtpClient engine, EngineProbe probe) throws GtpException {
        Grid board = placement.board();
        require(engine, board.width() == board.height() ? "boardsize " + board.width()
                : "rectangular_boardsize " + board.width() + " " + board.height());
        require(engine, "clear_board");
        require(engine, "komi " + komiText(c.komi()));
        Optional<String> started = startStones(engine, probe);
        // Our own engine is told of a handicap (TT-C5) once its start is set, unless the stones go by
        // set_free_handicap; other engines take Black's consecutive moves as they come.
        if (started.isEmpty() && c.handicap() > 1 && probe.knows("set_handicap") && freeHandicap(probe).isEmpty()) {
            require(engine, "set_handicap " + c.handicap());
        }
        return started;
    }

    /**
     * The case's handicap stones (its first n turns) where they can go by GTP's {@code set_free_handicap},
     * as an engine that pays White for handicap stones (TT-V2) knows them: n of at least two on the
     * case's own empty grid, each a Black move the rules accept, on a point GTP can name.
     */
    private List<String> freeHandicap(EngineProbe probe) {
        int stones = c.handicap();
        if (stones < 2 || stones > c.turns().size() || !placement.isNative() || !probe.knows("set_free_handicap")
                || c.toMove() != Colour.BLACK || !c.startColouring().equals(Colouring.empty(c.grid()))) {
            return List.of();
        }
        List<String> vertices = new ArrayList<>();
        for (int k = 1; k <= stones; k++) {
            if (!(played.turn(k) instanceof Turn.Play play) || play.colour() != Colour.BLACK || e.refusal(k).isPresent()
                    || !nameable(play.point())) {
                return List.of();
            }
            vertices.add(play.point().name());
        }
        return vertices;
    }

    /**
     * The handicap stones sent together by {@code set_free_handicap}: how many listed turns that
     * gave, or 0 when they go as moves (no such command, or the engine refused it: then the board is
     * as before, GTP's set_free_handicap changing nothing when it fails).
     */
    private int giveHandicap(GtpClient engine, EngineProbe probe) throws GtpException {
        List<String> vertices = freeHandicap(probe);
        if (vertices.isEmpty()) {
            return 0;
        }
        return send(engine, "set_free_handicap " + String.join(" ", vertices), options.commandTimeout()).success() ? vertices.size() : 0;
    }

    private Optional<String> startStones(GtpClient engine, EngineProbe probe) throws GtpException {
        Grid board = placement.board();
        Colouring start = placement.embed(c.startColouring());
        boolean stones = !start.equals(Colouring.empty(board));
        boolean white = c.toMove() == Colour.WHITE;
        if (!stones && !white) {
            return Optional.empty();
        }
        if ((!stones || probe.knows("gogui-setup")) && (!white || probe.knows("gogui-setup_player"))) {
            if (stones) {
                require(engine, "gogui-setup " + setupStones(start));
            }
            if (white) {
                require(engine, "gogui-setup_player w");
            }
            return Optional.empty();
        }
        if (!probe.knows("loadsgf")) {
            return Optional.of("the case starts from " + (stones ? "a colouring" : "White's turn")
                    + " and the engine has neither gogui-setup" + (white ? " with gogui-setup_player" : "") + " nor loadsgf");
        }
        loadSetup(engine, start);
        return Optional.empty();
    }

    /**
     * The first listed turn from which the case no longer plays the same inside the engine's board
     * as on its own grid (beyond the last turn when it always does): the same verdict, the same
     * colouring of the grid, the wall untouched. Checked by playing both games with the rules.
     */
    private int faithfulUntil() {
        if (placement.isNative()) {
            return Integer.MAX_VALUE;
        }
        Ruleset rules = job.ruleset();
        Game walled = Fast.ENGINE.start(new Setup(rules, placement.embed(c.startColouring()), c.toMove(), c.komi(), c.handicap()));
        for (int i = 1; i <= c.turns().size(); i++) {
            Turn turn = played.turn(i);
            Verdict onGrid = played.verdict(i);
            Verdict inside = walled.judge(placement.onBoard(turn));
            if (onGrid.accepted() != inside.accepted()) {
                return i;
            }
            if (onGrid instanceof Verdict.Refused a && inside instanceof Verdict.Refused b
                    && (!a.clause().equals(b.clause()) || !a.repeats().equals(b.repeats()))) {
                return i;
            }
            if (inside.accepted()) {
                walled = walled.play(placement.onBoard(turn));
                if (!walled.colouring().equals(placement.embed(played.colouring(i)))) {
                    return i;
                }
            }
        }
        walledEnd = walled;
        return Integer.MAX_VALUE;
    }

    private Optional<CaseOutcome> checkBoards(GtpClient engine, EngineProbe probe, int after) throws GtpException {
        for (Expectation.BoardCheck check : e.boards()) {
            if (check.after() != after) {
                continue;
            }
            if (!probe.knows("list_stones") && !probe.knows("showboard")) {
                skip("not asked: the engine has neither list_stones nor showboard to show its board");
                continue;
            }
            Optional<Colouring> seen = readBoard(engine, probe);
            if (seen.isEmpty()) {
                skip("not asked: the engine's showboard could not be read as a " + placement.board() + " board (never guessed)");
                continue;
            }
            asked++;
            // On its own grid the engine's rows are compared as the case draws them; the colouring
            // is read from the drawing where the wall counts too, or for a failure's report.
            if (placement.isNative() ? !seen.get().rows().equals(check.rows())
                    : !seen.get().equals(placement.embed(Colouring.parse(String.join("/", check.rows()))))) {
                Colouring expected = Colouring.parse(String.join("/", check.rows()));
                String turnText = after == 0 ? "(start)" : c.turns().get(after - 1);
                charged = charge(EnumSet.of(Aspect.COLOURING), Ruleset.Topic.MOVE);
                return Optional.of(outcome(Status.FAILED, after, turnText,
                        "colouring after turn " + after + ":\n" + Diagram.draw(placement.embed(expected)),
                        "the engine's board:\n" + Diagram.draw(seen.get()),
                        expected, placement.cut(seen.get()), "the engine's board", lastMove(after), List.of()));
            }
            shown.add(Aspect.MOVE);
            shown.add(Aspect.COLOURING);
            if (placement.isNative()) {
                shown.add(Aspect.GRID);
            }
        }
        return Optional.empty();
    }

    /** The engine's board, by list_stones, else by showboard where it can be read; empty otherwise. */
    private Optional<Colouring> readBoard(GtpClient engine, EngineProbe probe) throws GtpException {
        Grid board = placement.board();
        if (probe.knows("list_stones")) {
            Colouring seen = Colouring.empty(board);
            for (Colour colour : List.of(Colour.BLACK, Colour.WHITE)) {
                GtpClient.Response r = send(engine, "list_stones " + colour.word().toLowerCase(Locale.ROOT), options.commandTimeout());
                if (!r.success()) {
                    throw new GtpException(GtpException.Kind.NONSENSE, "list_stones failed: ? " + r.text());
                }
                List<Point> stones = new ArrayList<>();
                for (String v : r.text().trim().split("\\s+")) {
                    if (v.isEmpty()) {
                        continue;
                    }
                    try {
                        stones.add(Point.parse(v, board));
                    } catch (IllegalArgumentException ex) {
                        throw new GtpException(GtpException.Kind.NONSENSE, "list_stones named '" + v + "', not a point of the board");
                    }
                }
                seen = seen.with(stones, colour);
            }
            return Optional.of(seen);
        }
        if (!probe.knows("showboard")) {
            return Optional.empty();
        }
        StringBuilder stderr = new StringBuilder();
        GtpClient.Response r = engine.sendWatchingStderr("showboard", wait(options.commandTimeout()), SHOWBOARD_SETTLE,
                text -> Showboard.parse(text, board).isPresent(), stderr);
        if (!r.success()) {
            return Optional.empty();
        }
        Optional<Colouring> fromAnswer = Showboard.parse(r.text(), board);
        return fromAnswer.isPresent() ? fromAnswer : Showboard.parse(stderr.toString(), board);
    }

    private static boolean nameable(Point p) {
        return p.column() < Point.COLUMN_LETTERS.length() && p.row() < Grid.MAX_SIDE;
    }

    private Optional<Point> lastMove(int turn) {
        if (turn < 1) {
            return Optional.empty();
        }
        return played.turn(turn) instanceof Turn.Play play && c.grid().contains(play.point()) ? Optional.of(play.point()) : Optional.empty();
    }

    private GtpClient.Response send(GtpClient engine, String command, Duration timeout) throws GtpException {
        return engine.send(command, wait(timeout));
    }

    private Duration wait(Duration timeout) throws GtpException {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            throw new GtpException(GtpException.Kind.TIMEOUT, "the case took longer than " + options.caseTimeout().toSeconds() + " s");
        }
        return Duration.ofNanos(Math.min(left, timeout.toNanos()));
    }

    private void require(GtpClient engine, String command) throws GtpException {
        GtpClient.Response r = send(engine, command, options.commandTimeout());
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

    private static String refusalText(Expectation.Refusal r) {
        return r.clause() + (r.repeats().isPresent()
                ? (r.repeats().getAsInt() == 0 ? ", repeats the colouring at the start" : ", repeats the colouring after turn " + r.repeats().getAsInt())
                : "");
    }

    /** A starting colouring given through {@code loadsgf}: a one-node SGF with AB, AW and PL. */
    private void loadSetup(GtpClient engine, Colouring start) throws GtpException {
        Path file;
        try {
            file = OutputFile.temporary("logicalgo-setup-", ".sgf", setupSgf(start, c.toMove(), c.komi()));
        } catch (OutputFile.Failure ex) {
            throw new GtpException(GtpException.Kind.START, "cannot write a setup file: " + ex.getMessage());
        }
        try {
            require(engine, "loadsgf " + file);
            require(engine, "komi " + komiText(c.komi()));
        } finally {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ex) {
                // a temporary file left behind is harmless
            }
        }
    }

    /** SGF FF[4]: columns and rows are letters from a, rows counted from the top. */
    static String setupSgf(Colouring start, Colour toMove, double komi) {
        Grid grid = start.grid();
        StringBuilder sgf = new StringBuilder("(;FF[4]GM[1]SZ[");
        sgf.append(grid.width() == grid.height() ? Integer.toString(grid.width()) : grid.width() + ":" + grid.height()).append(']');
        sgf.append("KM[").append(komiText(komi)).append(']');
        for (Colour colour : List.of(Colour.BLACK, Colour.WHITE)) {
            List<Point> stones = start.pointsOf(colour);
            if (!stones.isEmpty()) {
                sgf.append(colour == Colour.BLACK ? "AB" : "AW");
                for (Point p : stones) {
                    sgf.append('[').append((char) ('a' + p.column())).append((char) ('a' + (grid.height() - 1 - p.row()))).append(']');
                }
            }
        }
        sgf.append("PL[").append(toMove.letter()).append("])\n");
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
        } catch (NumberFormatException ex) {
            return null;
        }
    }

    /**
     * What the rules say of listed turn {@code n}. The rules number an earlier colouring by the turns
     * accepted before it; the case, by its list, which counts refused turns too.
     */
    private Verdict rulesVerdict(int n) {
        Verdict v = played.verdict(n);
        if (v instanceof Verdict.Refused r && r.refusal() instanceof Refusal.Repeats repeats) {
            int listed = 0;
            while (played.state(listed).turnNumber() < repeats.turn()) {
                listed++;
            }
            return new Verdict.Refused(new Refusal.Repeats(listed, repeats.kind(), repeats.nextToMove(), repeats.mover()), r.clause());
        }
        return v;
    }

    private CaseOutcome failed(int turn, String expected, String actual, Colouring before, Colouring after, String afterCaption,
                               Optional<CaseOutcome.Verdicts> verdicts, Optional<Score> score) {
        return outcome(Status.FAILED, turn, turn == 0 ? "final_score" : c.turns().get(turn - 1), expected, actual, before, after,
                afterCaption, lastMove(turn), List.of(), verdicts, score);
    }

    private CaseOutcome unsupported(String why) {
        return outcome(Status.UNSUPPORTED, 0, "", "", why, null, null, "", Optional.empty(), required(c.clauses(), job.ruleset()));
    }

    CaseOutcome errored(String why) {
        Colouring at = played.colouring(Math.min(reached, c.turns().size()));
        return outcome(Status.ERRORED, reached, reached == 0 ? "" : c.turns().get(reached - 1), "", why, at, null, "",
                lastMove(reached), List.of());
    }

    private CaseOutcome outcome(Status status, int turn, String turnText, String expected, String actual, Colouring before,
                                Colouring after, String afterCaption, Optional<Point> lastMove, List<String> unevidenced) {
        return outcome(status, turn, turnText, expected, actual, before, after, afterCaption, lastMove, unevidenced,
                Optional.empty(), Optional.empty());
    }

    private CaseOutcome outcome(Status status, int turn, String turnText, String expected, String actual, Colouring before,
                                Colouring after, String afterCaption, Optional<Point> lastMove, List<String> unevidenced,
                                Optional<CaseOutcome.Verdicts> verdicts, Optional<Score> score) {
        long millis = (System.nanoTime() - started) / 1_000_000;
        if (status == Status.FAILED) {
            // What was shown before the check that failed, and the clauses it charges.
            unevidenced = required(c.clauses(), job.ruleset()).stream()
                    .filter(cl -> !Aspect.show(shown, cl, job.ruleset()) && !charged.contains(cl)).toList();
        }
        return new CaseOutcome(c.id(), c.title(), job.ruleset(), c.clauses(), status, turn, turnText,
                turn == 0 ? Optional.empty() : Optional.of(played.turn(turn)), expected, actual,
                before, after, afterCaption, lastMove, c.turns(), c.komi(),
                placement == null ? "" : placement.describe(), asked, skipped, unevidenced,
                // Only a failure's report shows the dialogue.
                status == Status.FAILED || status == Status.ERRORED ? transcript.lines() : List.of(), millis, verdicts, score,
                status == Status.FAILED ? charged : List.of());
    }

    /**
     * The cited clauses of these aspects, which a failed check charges; where the case cites none of
     * them, the clause of the ruleset's text for the topic (a wrong score is TT-9's whatever the case cites).
     */
    private List<String> charge(Set<Aspect> aspects, Ruleset.Topic otherwise) {
        List<String> of = required(c.clauses(), job.ruleset()).stream().filter(cl -> aspects.contains(Aspect.of(cl))).toList();
        return of.isEmpty() ? List.of(job.ruleset().cite(otherwise)) : of;
    }

    /**
     * What an accepted listed turn {@code k} shows beyond the move itself: a move that recreates an
     * earlier colouring shows the repetition rule (an engine that counted it would refuse it), one
     * that clears its own stone the suicide rule.
     */
    private Set<Aspect> nearMisses(int k) {
        Set<Aspect> also = EnumSet.noneOf(Aspect.class);
        if (played.turn(k) instanceof Turn.Play play) {
            Colouring after = played.colouring(k);
            if (played.colourings().subList(0, k).contains(after)) {
                also.add(Aspect.REPETITION);
            }
            if (after.colour(play.point()) == Colour.EMPTY) {
                also.add(Aspect.SUICIDE);
            }
        }
        return also;
    }
}
