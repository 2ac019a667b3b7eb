package org.logicalgo.conformance.runner;

import java.util.List;

/**
 * What happened to one case under one ruleset.
 *
 * @param turn     the listed turn where it failed or errored (0: before the first turn or at the end)
 * @param expected what the rules say there; empty when it passed
 * @param actual   what the engine said there; for unsupported, why it could not run
 * @param board    the position before that turn, drawn (from the reference), when it helps
 */
public record CaseOutcome(String caseId, String title, String ruleset, List<String> clauses, Status status,
                          int turn, String turnText, String expected, String actual, String board, long millis) {

    public enum Status { PASSED, FAILED, UNSUPPORTED, ERRORED }

    public CaseOutcome {
        clauses = List.copyOf(clauses);
    }
}
