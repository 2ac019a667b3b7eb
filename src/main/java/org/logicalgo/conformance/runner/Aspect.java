package org.logicalgo.conformance.runner;

import java.util.Map;

/**
 * What a check can show of an engine over GTP, and so which clauses it evidences. A case passes
 * only when each clause it cites is evidenced by some check the engine was asked: a check on
 * moves and captures says nothing of turn order, of the end, or of the score.
 */
public enum Aspect {
    /** The grid itself (TT-1, TT-C1, TT-R9): shown by a refused point off the grid, or by playing on the case's own grid. */
    GRID,
    /** Whose turn it is (TT-5, TT-R11): shown only by a refused turn of the wrong player. */
    ORDER,
    /** The end (TT-8, TT-R8): shown only by a refused turn after the end. */
    END,
    /** Removal by agreement (TT-C8 and the French and New Zealand endings): shown only by an agreement turn. */
    AGREEMENT,
    /** The score and the winner (TT-9, TT-10, komi): shown only by the engine's score. */
    SCORE,
    /**
     * Colours, reaching and clearing (TT-2, TT-3, TT-4, TT-C4, TT-R5): shown by a colouring read
     * from the engine, or by a refused suicide or repetition, which the engine can only refuse by
     * working out what the move clears. An accepted turn shows nothing of them.
     */
    COLOURING,
    /**
     * A repetition rule (TT-6, TT-C6, TT-V1, FR-9, NZ-8 and their readings): shown only by a check
     * that could catch its violation, a turn refused for repetition (the engine must find the
     * earlier colouring) or an accepted move that recreates an earlier colouring (the engine must
     * not count what this ruleset's rule does not).
     */
    REPETITION,
    /**
     * The suicide rule (TT-C7, FR-8): shown only by a turn refused as a suicide or by an accepted
     * move that clears its own stone.
     */
    SUICIDE,
    /** Turns and moves: shown by any turn's verdict or any colouring. */
    MOVE;

    /** The refusals that an engine can only give by working out the clearings of the move. */
    private static final java.util.Set<String> CLEARING_REFUSALS = java.util.Set.of("TT-6", "TT-C6", "TT-V1", "TT-C7", "FR-8", "FR-9", "NZ-8",
            "TT-V3", "TT-V4");

    /** What a refused turn shows: its clause's aspect, and the clearings where the refusal needs them. */
    static java.util.Set<Aspect> shownByRefusal(String clause) {
        return CLEARING_REFUSALS.contains(clause) ? java.util.EnumSet.of(of(clause), COLOURING, MOVE)
                : java.util.EnumSet.of(of(clause), MOVE);
    }

    private static final Map<String, Aspect> CLAUSES = Map.ofEntries(
            Map.entry("TT-1", GRID), Map.entry("TT-C1", GRID), Map.entry("TT-R9", GRID),
            Map.entry("FR-1", GRID), Map.entry("NZ-1", GRID),
            Map.entry("TT-5", ORDER), Map.entry("TT-R11", ORDER), Map.entry("NZ-9", ORDER),
            Map.entry("TT-8", END), Map.entry("TT-R8", END), Map.entry("FR-10", END), Map.entry("NZ-10", END),
            Map.entry("TT-C8", AGREEMENT), Map.entry("FR-13", AGREEMENT), Map.entry("FR-R3", AGREEMENT),
            Map.entry("NZ-R3", AGREEMENT),
            Map.entry("TT-2", COLOURING), Map.entry("TT-3", COLOURING), Map.entry("TT-4", COLOURING),
            Map.entry("TT-C4", COLOURING), Map.entry("TT-R5", COLOURING), Map.entry("FR-2", COLOURING),
            Map.entry("FR-3", COLOURING), Map.entry("FR-4", COLOURING), Map.entry("FR-7", COLOURING),
            Map.entry("NZ-2", COLOURING), Map.entry("NZ-3", COLOURING), Map.entry("NZ-4", COLOURING), Map.entry("NZ-5", COLOURING),
            Map.entry("TT-9", SCORE), Map.entry("TT-10", SCORE), Map.entry("TT-C10", SCORE), Map.entry("TT-R6", SCORE),
            Map.entry("TT-C9", SCORE), Map.entry("FR-5", SCORE), Map.entry("FR-11", SCORE), Map.entry("FR-12", SCORE),
            Map.entry("FR-15", SCORE), Map.entry("FR-R4", SCORE), Map.entry("NZ-6", SCORE), Map.entry("NZ-11", SCORE),
            Map.entry("NZ-12", SCORE), Map.entry("NZ-R2", SCORE), Map.entry("TT-V2", SCORE),
            Map.entry("TT-6", REPETITION), Map.entry("TT-C6", REPETITION), Map.entry("TT-V1", REPETITION),
            Map.entry("TT-R1", REPETITION), Map.entry("TT-R2", REPETITION), Map.entry("TT-R4", REPETITION),
            Map.entry("FR-9", REPETITION), Map.entry("FR-R1", REPETITION), Map.entry("NZ-8", REPETITION),
            Map.entry("NZ-R1", REPETITION),
            Map.entry("TT-C7", SUICIDE), Map.entry("FR-8", SUICIDE), Map.entry("FR-R2", SUICIDE),
            Map.entry("TT-V3", REPETITION), Map.entry("TT-V4", SUICIDE), Map.entry("TT-V5", END), Map.entry("TT-V6", SCORE),
            Map.entry("TT-V7", END), Map.entry("TT-V8", SCORE), Map.entry("TT-V9", SCORE),
            Map.entry("TT-V10", END), Map.entry("TT-V11", END));

    /** The aspect a clause is about; a clause of moves where it is none of the others. */
    public static Aspect of(String clause) {
        return CLAUSES.getOrDefault(clause, MOVE);
    }

    /**
     * The clauses that speak of two things, each shown by either: TT-R4 of a lone stone's suicide
     * (refused as a repetition) and several stones' (allowed as a suicide); the endings by agreement
     * (TT-C8, FR-13, FR-R3, NZ-R3) of the agreement and of play going on after two passes, which a
     * turn accepted there shows (an engine that ended the game at two passes refuses it).
     */
    private static final Map<String, Aspect> ALSO = Map.of("TT-R4", SUICIDE, "TT-C8", END, "FR-13", END, "FR-R3", END, "NZ-R3", END,
            "TT-V6", END);

    /** Whether these aspects, shown, show the clause under a ruleset. */
    static boolean show(java.util.Set<Aspect> shown, String clause, org.logicalgo.rules.Ruleset rules) {
        if (clause.equals("TT-6") && !rules.cite(org.logicalgo.rules.Ruleset.Topic.REPETITION).equals("TT-6")) {
            // Where another clause is the ruleset's repetition rule, TT-6 speaks of what a turn is (a pass or a move).
            return shown.contains(MOVE);
        }
        return shown.contains(of(clause)) || ALSO.containsKey(clause) && shown.contains(ALSO.get(clause));
    }
}
