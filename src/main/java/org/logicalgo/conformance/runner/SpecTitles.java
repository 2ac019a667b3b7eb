package org.logicalgo.conformance.runner;

import org.logicalgo.spec.SpecText;

/** A clause id as the reports show it beside the id: its title from {@code spec/}, and a tooltip with its first words. */
final class SpecTitles {

    /** How much of a clause's text a tooltip holds. */
    private static final int TOOLTIP = 240;

    private SpecTitles() {
    }

    /** The clause's heading in {@code spec/}; empty for an id the spec does not define. */
    static String title(String clause) {
        return SpecText.clause(clause).map(SpecText.Entry::title).orElse("");
    }

    /** {@code TT-6 Repetition: A move may not ...}: the id, the title and the start of the first paragraph, without markdown. */
    static String tooltip(String clause) {
        return SpecText.clause(clause).map(e -> {
            String first = e.text().split("\n\n", 2)[0].replace("`", "");
            return clause + " " + e.title() + ": " + (first.length() > TOOLTIP ? first.substring(0, TOOLTIP) + "..." : first);
        }).orElse(clause);
    }
}
