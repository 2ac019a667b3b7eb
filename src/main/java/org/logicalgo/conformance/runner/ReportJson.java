package org.logicalgo.conformance.runner;

import org.logicalgo.rulesets.Rulesets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.json.JsonShapes;
import org.logicalgo.rules.Colouring;

/**
 * {@code report.json}: the run, its totals and matrix, and each case; a case that failed or erred
 * says where, with the turn, the verdicts, the score and the boards in the shapes of
 * {@link JsonShapes}, as {@code replay --json}, {@code judge --json} and {@code explain --json}
 * write them.
 *
 * @param started  when the run began (ISO-8601, UTC)
 * @param millis   how long it took
 * @param clauses  clause id to the counts of the cases citing it, in the spec's order ({@link Reports#byClause})
 */
record ReportJson(String engine, List<String> rulesets, String started, long millis, Counts totals, int checksAsked,
                  int checksSkipped, Map<String, Reports.ClauseCounts> clauses, List<CaseJson> cases) {

    static ReportJson of(Reports r) {
        Map<String, Reports.ClauseCounts> clauses = new LinkedHashMap<>(r.byClause());
        return new ReportJson(r.engine(), r.rulesets(), r.started().toString(), r.duration().toMillis(), Counts.of(r.totals()),
                r.asked(), r.skipped(), clauses, r.outcomes().stream().map(CaseJson::of).toList());
    }

    /** Cases by status. */
    record Counts(int passed, int incomplete, int failed, int unsupported, int errored) {

        static Counts of(Map<Status, Integer> byStatus) {
            return new Counts(byStatus.get(Status.PASSED), byStatus.get(Status.INCOMPLETE), byStatus.get(Status.FAILED),
                    byStatus.get(Status.UNSUPPORTED), byStatus.get(Status.ERRORED));
        }
    }

    /**
     * One case under one ruleset; {@code reason} (why nothing could be asked) only when it is
     * unsupported, and the fields of its {@link FailureJson} only when it failed or erred.
     */
    record CaseJson(String id, String ruleset, String title, List<String> clauses, String status, String placement,
                    int checksAsked, Map<String, Integer> checksSkipped, List<String> clausesNotShown,
                    @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> clausesFailed,
                    @JsonInclude(JsonInclude.Include.NON_NULL) String reason, @JsonUnwrapped FailureJson failure, long millis) {

        static CaseJson of(CaseOutcome o) {
            return new CaseJson(o.caseId(), Rulesets.name(o.ruleset()), o.title(), o.clauses(), o.status().name().toLowerCase(), o.placement(),
                    o.asked(), o.skipped(), o.unevidenced(), o.charged(), o.status() == Status.UNSUPPORTED ? o.actual() : null,
                    o.bad() ? FailureJson.of(o) : null, o.millis());
        }
    }

    /**
     * Where a case failed or erred, and what was said there.
     *
     * @param turn            the case's listed turn at or after which it failed (null at the start and at the score)
     * @param expected        what the rules say there, in words
     * @param actual          what the engine said there
     * @param expectedVerdict where the check was a turn's verdict: the rules' (an earlier colouring
     *                        named by its listed turn); absent otherwise
     * @param actualVerdict   and the engine's; its {@code reason} is the engine's answer, with no
     *                        clause (GTP names none)
     * @param expectedScore   where the check was the result: the score the rules give; absent otherwise
     * @param board           the case's grid where it failed, as the rules play it: before the turn
     *                        refused or accepted wrongly, the colouring expected after a turn, the
     *                        final position at the score, the position reached at an error
     * @param after           the grid after the turn, the engine's where it was read ({@code afterCaption}
     *                        says which); absent when there is none
     * @param repeated        where the rules refuse the turn as a repetition: the earlier colouring it
     *                        repeats, as the rules play the case; absent otherwise
     * @param setUpFile       where the start was given by {@code loadsgf}: the file beside the report that
     *                        keeps it (the transcript names it); absent otherwise
     * @param transcript      the GTP dialogue of the case
     */
    record FailureJson(JsonShapes.TurnJson turn, String expected, String actual,
                       @JsonInclude(JsonInclude.Include.NON_NULL) JsonShapes.VerdictJson expectedVerdict,
                       @JsonInclude(JsonInclude.Include.NON_NULL) JsonShapes.VerdictJson actualVerdict,
                       @JsonInclude(JsonInclude.Include.NON_NULL) JsonShapes.ScoreJson expectedScore,
                       List<String> board,
                       @JsonInclude(JsonInclude.Include.NON_NULL) List<String> after,
                       @JsonInclude(JsonInclude.Include.NON_NULL) String afterCaption,
                       @JsonInclude(JsonInclude.Include.NON_NULL) List<String> repeated,
                       @JsonInclude(JsonInclude.Include.NON_NULL) String setUpFile,
                       List<String> transcript) {

        static FailureJson of(CaseOutcome o) {
            return new FailureJson(o.listed().map(t -> JsonShapes.TurnJson.of(o.turn(), t)).orElse(null), o.expected(), o.actual(),
                    o.verdicts().map(v -> JsonShapes.VerdictJson.of(v.rules())).orElse(null),
                    o.verdicts().map(FailureJson::engineVerdict).orElse(null),
                    o.score().map(JsonShapes.ScoreJson::of).orElse(null),
                    rows(o.before()), rows(o.after()), o.after() == null ? null : o.afterCaption(), rows(o.detail().repeated()),
                    o.detail().setUpByFile() ? Reports.setUpFile(o) : null, o.transcript());
        }

        private static JsonShapes.VerdictJson engineVerdict(CaseOutcome.Verdicts v) {
            return new JsonShapes.VerdictJson(v.engineAccepted(), null, v.engineAccepted() ? null : v.engineAnswer(), null);
        }

        private static List<String> rows(Colouring colouring) {
            return colouring == null ? null : colouring.rows();
        }
    }
}
