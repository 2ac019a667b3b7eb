package org.logicalgo.conformance.runner;

import java.util.Collection;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Expectation;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.gtp.Transcript;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Refusal;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

/**
 * What one case under one ruleset has shown so far, and the outcome built from it: how many checks
 * were asked, what each passed check showed ({@link Aspect}), the checks skipped with their reasons
 * (never counted as passed), the clauses a failed check charges, and the GTP dialogue.
 */
final class Evidence {

    private final ConformanceCase c;
    private final Ruleset ruleset;
    /** The clauses the case's expectation under this ruleset cites ({@link #cited}): what a pass must show. */
    private final List<String> required;
    private final Expectation e;
    private final AsPlayed played;
    private final EngineBoard board;
    private final long started;
    private final Transcript transcript = new Transcript(2000);
    private final Map<String, Integer> skipped = new LinkedHashMap<>();
    private final Set<Aspect> shown = EnumSet.noneOf(Aspect.class);
    /** The clauses the check that failed charges, set just before the failure is reported. */
    private List<String> charged = List.of();
    private int asked;
    /** The transcript's lines of the exchange whose answer failed: from, and to (exclusive). */
    private int markFrom;
    private int markTo;

    /**
     * @param started {@link System#nanoTime()} when the case began
     */
    Evidence(ConformanceCase c, Ruleset ruleset, Expectation e, AsPlayed played, EngineBoard board, long started) {
        this.c = c;
        this.ruleset = ruleset;
        this.required = cited(c, ruleset, e, played);
        this.e = e;
        this.played = played;
        this.board = board;
        this.started = started;
    }

    Transcript transcript() {
        return transcript;
    }

    /** Where the next line of the transcript will be: the start of an exchange about to be sent. */
    int line() {
        return transcript.size();
    }

    /** The transcript's lines {@code from} to {@code to} (exclusive) are the exchange whose answer failed. */
    void mark(int from, int to) {
        markFrom = from;
        markTo = Math.max(from, to);
    }

    /** A check put to the engine. */
    void asked() {
        asked++;
    }

    boolean nothingAsked() {
        return asked == 0;
    }

    /** What a passed check showed. */
    void shown(Aspect... aspects) {
        shown.addAll(List.of(aspects));
    }

    void shown(Collection<Aspect> aspects) {
        shown.addAll(aspects);
    }

    void skip(String reason) {
        skipped.merge(reason, 1, Integer::sum);
    }

    private String reasons() {
        return skipped.isEmpty() ? "the case has no check the engine can be asked" : String.join("; ", skipped.keySet());
    }

    /**
     * The clauses a case's expectation under a ruleset cites: those of the case that the ruleset's
     * text speaks of ({@link Ruleset#speaksOf}: FR-13 is not judged under tromp-taylor, nor TT-V1
     * under superko) and that one of the expectation's checks can show ({@link #couldShow}: a lone
     * stone refused as a suicide where suicide is forbidden shows nothing of the repetition rule the
     * same case shows under the logical rules). A case is one position and its turns, read under
     * several rulesets; each reading is held to what it can show, and a clause none of them can show
     * is no citation at all (the suite's test refuses it).
     */
    static List<String> cited(ConformanceCase c, Ruleset ruleset, Expectation e, AsPlayed played) {
        Set<Aspect> could = couldShow(c, e, played);
        return c.clauses().stream().filter(ruleset::speaksOf).filter(cl -> Aspect.show(could, cl, ruleset)).toList();
    }

    /**
     * What the checks of an expectation show of an engine that can be asked all of them and answers
     * each as the rules do: each listed turn's verdict (a refusal its clause's aspect, an accepted
     * turn its near misses, an agreement, a turn after two passes the end), each board (the
     * colouring), the end and the turn where they are stated, and the score. Whatever an engine
     * cannot be asked of these leaves its case incomplete, and says what it lacks.
     */
    static Set<Aspect> couldShow(ConformanceCase c, Expectation e, AsPlayed played) {
        Set<Aspect> could = EnumSet.of(Aspect.MOVE, Aspect.GRID);
        for (int k = 1; k <= c.turns().size(); k++) {
            could.addAll(shownByTurn(e, played, k));
        }
        if (!e.boards().isEmpty()) {
            could.addAll(SHOWN_BY_BOARD);
        }
        if (e.ended().isPresent()) {
            could.add(Aspect.END);
        }
        if (!played.end().ended()) {
            could.add(Aspect.ORDER);
        }
        if (e.result().isPresent()) {
            could.addAll(SHOWN_BY_SCORE);
        }
        return could;
    }

    /**
     * What listed turn {@code k}, answered as the rules answer it, shows: a refusal the aspects of its
     * clause; an accepted turn its near misses ({@link #nearMisses}), an agreement the agreement, a
     * turn after two passes the end (the engine did not end the game there). The one table that both
     * what a case could show and what a run showed are read from.
     */
    static Set<Aspect> shownByTurn(Expectation e, AsPlayed played, int k) {
        Set<Aspect> shows = EnumSet.of(Aspect.MOVE);
        Optional<Expectation.Refusal> refusal = e.refusal(k);
        if (refusal.isPresent()) {
            shows.addAll(Aspect.shownByRefusal(refusal.get().clause()));
            return shows;
        }
        shows.addAll(nearMisses(played, k));
        if (played.turn(k) instanceof Turn.Agreement) {
            shows.add(Aspect.AGREEMENT);
        }
        if (played.state(k - 1).consecutivePasses() >= 2) {
            shows.add(Aspect.END);
        }
        return shows;
    }

    /** What listed turn {@code k} showed, answered as the rules answer it ({@link #shownByTurn}). */
    Set<Aspect> shownByTurn(int k) {
        return shownByTurn(e, played, k);
    }

    /** What a board the engine drew as the case states it shows. */
    static final Set<Aspect> SHOWN_BY_BOARD = Set.of(Aspect.MOVE, Aspect.COLOURING);

    /** What a result the engine gave as the rules count it shows. */
    static final Set<Aspect> SHOWN_BY_SCORE = Set.of(Aspect.SCORE, Aspect.COLOURING, Aspect.MOVE);

    /** The clauses this case's expectation under its ruleset cites ({@link #cited}). */
    List<String> required() {
        return required;
    }

    /** The failing check charges the clause of the refusal the engine missed. */
    void charge(String clause) {
        charged = List.of(clause);
    }

    /**
     * The failing check charges the cited clauses of these aspects; where the case cites none of
     * them, the clause of the ruleset's text for the topic (a wrong score is TT-9's whatever the case cites).
     */
    void charge(Set<Aspect> aspects, Ruleset.Topic otherwise) {
        List<String> of = required.stream().filter(cl -> aspects.contains(Aspect.of(cl))).toList();
        charged = of.isEmpty() ? List.of(ruleset.cite(otherwise)) : of;
    }

    /**
     * What an accepted listed turn {@code k} shows beyond the move itself: a move that recreates an
     * earlier colouring shows the repetition rule (an engine that counted it would refuse it), one
     * that clears its own stone the suicide rule.
     */
    Set<Aspect> nearMisses(int k) {
        return nearMisses(played, k);
    }

    private static Set<Aspect> nearMisses(AsPlayed played, int k) {
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

    /**
     * What the rules say of listed turn {@code n}. The rules number an earlier colouring by the turns
     * accepted before it; the case, by its list, which counts refused turns too.
     */
    Verdict rulesVerdict(int n) {
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

    Optional<Point> lastMove(int turn) {
        if (turn < 1) {
            return Optional.empty();
        }
        return played.turn(turn) instanceof Turn.Play play && c.grid().contains(play.point()) ? Optional.of(play.point()) : Optional.empty();
    }

    /** The asked checks all passed: passed where they showed every cited clause, else incomplete or unsupported. */
    CaseOutcome finished() {
        List<String> unevidenced = required.stream().filter(cl -> !Aspect.show(shown, cl, ruleset)).toList();
        if (unevidenced.size() == required.size()) {
            return outcome(Status.UNSUPPORTED, 0, "", "", asked == 0 ? "nothing could be asked: " + reasons()
                    : "none of its clauses could be shown: " + reasons(), null, null, "", Optional.empty(), unevidenced);
        }
        return outcome(unevidenced.isEmpty() ? Status.PASSED : Status.INCOMPLETE, 0, "", "", "", null, null, "", Optional.empty(), unevidenced);
    }

    /** A check failed at listed turn {@code turn} (0: the score). */
    CaseOutcome failed(int turn, String expected, String actual, Colouring before, Colouring after, String afterCaption,
                       Optional<CaseOutcome.Verdicts> verdicts, Optional<Score> score) {
        return outcome(Status.FAILED, turn, turn == 0 ? "final_score" : c.turns().get(turn - 1), expected, actual, before, after,
                afterCaption, lastMove(turn), List.of(), verdicts, score);
    }

    /** A check of the board or of the game's state failed after listed turn {@code after} (0: at the start). */
    CaseOutcome failedAfter(int after, String expected, String actual, Colouring before, Colouring seen, String seenCaption) {
        return outcome(Status.FAILED, after, after == 0 ? "(start)" : c.turns().get(after - 1), expected, actual, before, seen,
                seenCaption, lastMove(after), List.of());
    }

    CaseOutcome unsupported(String why) {
        return outcome(Status.UNSUPPORTED, 0, "", "", why, null, null, "", Optional.empty(), required);
    }

    /** The engine stopped answering as it should after listed turn {@code reached}. */
    CaseOutcome errored(String why, int reached) {
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
            unevidenced = required.stream()
                    .filter(cl -> !Aspect.show(shown, cl, ruleset) && !charged.contains(cl)).toList();
        }
        Placement placement = board.placement();
        CaseOutcome.Detail detail = new CaseOutcome.Detail(Optional.ofNullable(placement),
                status == Status.FAILED ? repeated(verdicts).orElse(null) : null,
                repeatedTurn(verdicts), board.setUpSent(), board.setUpSgf(),
                status == Status.FAILED ? markFrom : 0, status == Status.FAILED ? markTo : 0, onBoard(placement));
        return new CaseOutcome(c.id(), c.title(), ruleset, required, status, turn, turnText,
                turn == 0 ? Optional.empty() : Optional.of(played.turn(turn)), expected, actual,
                before, after, afterCaption, lastMove, c.turns(), c.komi(),
                placement == null ? "" : placement.describe(), asked, skipped, unevidenced,
                // Only a failure's report shows the dialogue.
                status == Status.FAILED || status == Status.ERRORED ? transcript.lines() : List.of(), millis, verdicts, score,
                status == Status.FAILED ? charged : List.of(), detail);
    }

    /** Each listed turn's point as the engine's board names it, where the grid was walled; empty on its own grid. */
    private List<String> onBoard(Placement placement) {
        if (placement == null || placement.isNative()) {
            return List.of();
        }
        List<String> named = new java.util.ArrayList<>();
        for (int i = 1; i <= c.turns().size(); i++) {
            Turn t = placement.onBoard(played.turn(i));
            named.add(t instanceof Turn.Play play ? (play.point().column() < Point.COLUMN_LETTERS.length() ? play.point().name() : "off the board")
                    : t instanceof Turn.Agreement a ? a.emptied().stream().map(Point::name).sorted().collect(java.util.stream.Collectors.joining(" "))
                    : "pass");
        }
        return named;
    }

    /** The listed turn after which stood the colouring the rules' verdict says a turn repeats (0 when none). */
    private static int repeatedTurn(Optional<CaseOutcome.Verdicts> verdicts) {
        return verdicts.map(CaseOutcome.Verdicts::rules)
                .filter(v -> v instanceof Verdict.Refused r && r.refusal() instanceof Refusal.Repeats)
                .map(v -> ((Refusal.Repeats) ((Verdict.Refused) v).refusal()).turn()).orElse(0);
    }

    /** That colouring itself, as the rules play the case; empty when the verdict is no repetition. */
    private Optional<Colouring> repeated(Optional<CaseOutcome.Verdicts> verdicts) {
        return verdicts.map(CaseOutcome.Verdicts::rules)
                .filter(v -> v instanceof Verdict.Refused r && r.refusal() instanceof Refusal.Repeats)
                .map(v -> played.colouring(repeatedTurn(verdicts)));
    }
}
