package org.logicalgo.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Expectation;
import org.logicalgo.conformance.Need;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.SgfNode;
import org.logicalgo.sgf.SgfProperty;
import org.logicalgo.sgf.SgfWriter;

/**
 * A conformance case as an SGF record: its setup, komi and every listed turn, RE when the case
 * expects a result with every turn accepted, and a comment saying what the rules say of it. The
 * judge stops at the first refused turn, which is the case's first expected refusal: the turns
 * the case tries after it are in the record but not judged.
 */
final class CaseSgf {

    private CaseSgf() {
    }

    /**
     * The record, or empty when SGF cannot hold the case: an agreement (TT-C8 has no SGF property)
     * or a point above the grid (SGF names rows from the top).
     *
     * @throws IllegalArgumentException when the ruleset's preset is not known to this build
     */
    static Optional<String> of(ConformanceCase c, Ruleset rules) {
        String ruleset = Rulesets.name(rules);
        if (c.needs().contains(Need.AGREEMENT)) {
            return Optional.empty();
        }
        Expectation e = c.expectation(rules).orElseThrow(
                () -> new IllegalArgumentException(c.id() + " has no expectations under " + ruleset));
        List<Turn> turns = new ArrayList<>();
        for (int i = 1; i <= c.turns().size(); i++) {
            turns.add(c.turn(i));
        }
        Optional<String> result = e.refused().isEmpty() ? e.result() : Optional.empty();
        GameRecord record;
        try {
            record = GameRecord.of(c.setup(rules), turns, result, ruleset);
        } catch (IllegalArgumentException ex) {
            if (ex.getMessage().contains("where SGF has no coordinates")) {
                return Optional.empty();
            }
            throw ex;
        }
        SgfNode root = record.toSgf();
        List<SgfProperty> properties = new ArrayList<>(root.properties());
        properties.add(SgfProperty.of("GN", c.id()));
        properties.add(SgfProperty.of("C", c.title() + "\nClauses: " + String.join(" ", c.clauses())
                + ".\nUnder " + ruleset + ": " + expected(e) + ".\nFrom conformance/cases/" + c.file()
                + "; judge it with the ruleset named above (--rules and the knobs --ko, --suicide, --ending)."));
        return Optional.of(SgfWriter.write(new SgfNode(properties, root.children(), -1)));
    }

    private static String expected(Expectation e) {
        if (!e.refused().isEmpty()) {
            Expectation.Refusal first = e.refused().stream().min(java.util.Comparator.comparingInt(Expectation.Refusal::turn)).orElseThrow();
            return "move " + first.turn() + " is refused [" + first.clause() + "]"
                    + (first.repeats().isPresent() ? ", repeating the colouring "
                            + (first.repeats().getAsInt() == 0 ? "at the start" : "after move " + first.repeats().getAsInt()) : "");
        }
        return "every move is accepted" + e.result().map(r -> ", result " + r).orElse("");
    }
}
