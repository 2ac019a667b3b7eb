package org.logicalgo.rules;

import java.util.List;
import java.util.Set;

/**
 * The clause ids of the three rules texts, in the order of their spec files
 * ({@code spec/tromp-taylor.md}, {@code spec/regle-francaise.md}, {@code spec/regles-neo-zelandaises.md}):
 * the one list every reader of ids (case files, reports) checks against. The traceability test
 * keeps it equal to the spec's headings.
 */
public final class Clause {

    /** Every id, in the spec's order: the rules, the comments, the readings. */
    public static final List<String> IDS = List.of(
            "TT-1", "TT-2", "TT-3", "TT-4", "TT-5", "TT-6", "TT-7", "TT-8", "TT-9", "TT-10",
            "TT-C1", "TT-C4", "TT-C5", "TT-C6", "TT-C7", "TT-C8", "TT-C9", "TT-C10",
            "TT-R1", "TT-R2", "TT-R3", "TT-R4", "TT-R5", "TT-R6", "TT-R7", "TT-R8", "TT-R9", "TT-R10", "TT-R11", "TT-V1", "TT-V2",
            "TT-V3", "TT-V4", "TT-V5", "TT-V6", "TT-V7", "TT-V8", "TT-V9", "TT-V10", "TT-V11",
            "FR-1", "FR-2", "FR-3", "FR-4", "FR-5", "FR-6", "FR-7", "FR-8", "FR-9", "FR-10", "FR-11", "FR-12", "FR-13",
            "FR-14", "FR-15", "FR-R1", "FR-R2", "FR-R3", "FR-R4", "FR-R5",
            "NZ-1", "NZ-2", "NZ-3", "NZ-4", "NZ-5", "NZ-6", "NZ-7", "NZ-8", "NZ-9", "NZ-10", "NZ-11", "NZ-12", "NZ-13",
            "NZ-R1", "NZ-R2", "NZ-R3", "NZ-R4");

    private static final Set<String> KNOWN = Set.copyOf(IDS);

    private Clause() {
    }

    public static boolean known(String id) {
        return KNOWN.contains(id);
    }

    /** Ids in the order of the spec ({@link #IDS}); an id it does not know comes after, by name. */
    public static final java.util.Comparator<String> ORDER = java.util.Comparator
            .comparingInt((String id) -> IDS.indexOf(id) < 0 ? IDS.size() : IDS.indexOf(id))
            .thenComparing(java.util.Comparator.naturalOrder());
}
