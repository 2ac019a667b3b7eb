package org.logicalgo.conformance.runner;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.logicalgo.rules.Ruleset;
import org.logicalgo.display.Diagram;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

/**
 * What happened to one case under one ruleset.
 *
 * @param turn        the listed turn after which it failed or errored (0: at the start, or at the score)
 * @param turnText    that turn as listed, or {@code final_score}
 * @param listed      that turn itself (empty at the start and at the score)
 * @param expected    what the rules say there; empty when nothing failed
 * @param actual      what the engine said there; for unsupported, why nothing could be asked
 * @param before      the case's grid before that turn, as the rules play it (null when there is none to show)
 * @param after       the grid after it: as the engine shows it where it was read, else as the rules play it (null when none)
 * @param afterCaption what {@code after} is, for a report
 * @param lastMove    the point that turn colours, if it is a move
 * @param turns       the case's listed turns, for the report
 * @param komi        the case's komi
 * @param placement   where the grid lay on the engine's board ({@link Placement#describe})
 * @param asked       how many checks were put to the engine
 * @param skipped     the checks not asked, counted by the reason
 * @param unevidenced the clauses the case cites that no asked check could show
 * @param transcript  the GTP dialogue of the case
 * @param verdicts    where the check that failed was a turn's verdict: the rules' and the engine's
 * @param score       where the check that failed was the result: the score the rules give
 * @param charged     where it failed: the clauses the check that failed charges (the refusal's clause
 *                    for a turn accepted wrongly; the cited clauses of the score for a wrong result ...)
 * @param detail      what a failure's card shows besides: where the grid lay, the colouring a refused
 *                    turn repeats, the set-up given by file, the lines of the failing exchange
 */
public record CaseOutcome(String caseId, String title, Ruleset ruleset, List<String> clauses, Status status,
                          int turn, String turnText, Optional<Turn> listed, String expected, String actual,
                          Colouring before, Colouring after, String afterCaption, Optional<Point> lastMove,
                          List<String> turns, double komi, String placement,
                          int asked, Map<String, Integer> skipped, List<String> unevidenced,
                          List<String> transcript, long millis, Optional<Verdicts> verdicts, Optional<Score> score,
                          List<String> charged, Detail detail) {

    /** An outcome with nothing more to show on its card. */
    public CaseOutcome(String caseId, String title, Ruleset ruleset, List<String> clauses, Status status,
                       int turn, String turnText, Optional<Turn> listed, String expected, String actual,
                       Colouring before, Colouring after, String afterCaption, Optional<Point> lastMove,
                       List<String> turns, double komi, String placement,
                       int asked, Map<String, Integer> skipped, List<String> unevidenced,
                       List<String> transcript, long millis, Optional<Verdicts> verdicts, Optional<Score> score,
                       List<String> charged) {
        this(caseId, title, ruleset, clauses, status, turn, turnText, listed, expected, actual, before, after, afterCaption, lastMove,
                turns, komi, placement, asked, skipped, unevidenced, transcript, millis, verdicts, score, charged, Detail.NONE);
    }

    /**
     * What a failure's card shows beside the check that failed.
     *
     * @param where        where the grid lay on the engine's board; empty before a board was chosen
     * @param repeated     the earlier colouring the failing turn repeats, as the rules play it (null when it repeats none)
     * @param repeatedTurn the listed turn after which that colouring stood (0: the start)
     * @param setUpSent    the temporary file named to {@code loadsgf}, as the transcript shows it; empty when none was
     * @param setUpSgf     that file's text, a one-node SGF of the start
     * @param markFrom     the first line of the transcript that belongs to the failing exchange
     * @param markTo       the line after its last ({@code markFrom == markTo}: none marked)
     * @param onBoard      each listed turn's point as the engine's board names it ({@code F6}, {@code pass}), where
     *                     the grid was walled inside a larger board; empty when the case was played on its own grid
     */
    public record Detail(Optional<Placement> where, Colouring repeated, int repeatedTurn, String setUpSent, String setUpSgf,
                         int markFrom, int markTo, List<String> onBoard) {

        public static final Detail NONE = new Detail(Optional.empty(), null, 0, "", "", 0, 0, List.of());

        public Detail {
            onBoard = List.copyOf(onBoard);
        }

        /** Whether the set-up was given to the engine by {@code loadsgf}. */
        public boolean setUpByFile() {
            return !setUpSent.isEmpty();
        }
    }

    /**
     * PASSED: every asked check passed and every cited clause was shown by one. INCOMPLETE: every
     * asked check passed, but some cited clause was never asked (it is not a pass of that clause).
     * UNSUPPORTED: nothing of the case's clauses could be asked; never counted as passed.
     */
    public enum Status { PASSED, INCOMPLETE, FAILED, UNSUPPORTED, ERRORED }

    /**
     * A turn judged one way by the rules and the other by the engine.
     *
     * @param rules          what the rules say of it; an earlier colouring it repeats is named by its
     *                       number in the case's list of turns, as the case names it
     * @param engineAccepted whether the engine accepted it
     * @param engineAnswer   the text of the engine's answer: why, when it refused it (GTP names no clause)
     */
    public record Verdicts(Verdict rules, boolean engineAccepted, String engineAnswer) {
    }

    public CaseOutcome {
        clauses = List.copyOf(clauses);
        turns = List.copyOf(turns);
        skipped = Map.copyOf(skipped);
        unevidenced = List.copyOf(unevidenced);
        charged = List.copyOf(charged);
        transcript = List.copyOf(transcript);
    }

    public int skippedCount() {
        return skipped.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** The position before the turn where it failed, drawn as text (empty when there is none). */
    public String board() {
        return before == null ? "" : Diagram.draw(before, lastMove.map(Set::of).orElse(Set.of()), '>');
    }

    /** The points the failing turn's clearings emptied, as the rules play it. */
    public Set<Point> emptied() {
        if (before == null || after == null) {
            return Set.of();
        }
        java.util.Set<Point> out = new java.util.TreeSet<>(java.util.Comparator.comparing(Point::row).thenComparing(Point::column));
        for (Point p : before.grid().points()) {
            if (before.colour(p).isPlayer() && !after.colour(p).isPlayer()) {
                out.add(p);
            }
        }
        return out;
    }

    public boolean bad() {
        return status == Status.FAILED || status == Status.ERRORED;
    }
}
