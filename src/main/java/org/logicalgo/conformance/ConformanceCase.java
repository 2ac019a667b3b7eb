package org.logicalgo.conformance;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;

/**
 * One case of the suite: a setup, the turns to try in order, and per ruleset what must happen.
 * A refused turn is not played: the next listed turn is tried on the position before it, with
 * the same player to move, as a GTP engine goes on after {@code ? illegal move}.
 *
 * @param id       stable, unique across the suite
 * @param file     the case file it was read from (for messages), e.g. {@code captures.json}
 * @param group    the file's group name
 * @param clauses  the clause ids it tests (TT-1..TT-10, TT-C4..TT-C10, TT-R1..TT-R11)
 * @param start    rows from the top of X, O and '.', empty for an empty grid
 * @param toMove   who takes the first listed turn
 * @param turns    GTP-style turns: {@code B C3}, {@code W pass}, {@code agree C3 D4}
 * @param needs    what the case asks of an engine beyond plain GTP
 * @param expect   by ruleset, each read once by the registry from its name in the case file
 */
public record ConformanceCase(String id, String file, String group, List<String> clauses, String title,
                              List<String> tags, int width, int height, double komi, int handicap,
                              List<String> start, Colour toMove, List<String> turns, Set<Need> needs,
                              Map<Ruleset, Expectation> expect) {

    public ConformanceCase {
        clauses = List.copyOf(clauses);
        tags = List.copyOf(tags);
        start = List.copyOf(start);
        turns = List.copyOf(turns);
        needs = needs.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(needs));
        expect = Map.copyOf(expect);
    }

    public Grid grid() {
        return new Grid(width, height);
    }

    public Colouring startColouring() {
        return start.isEmpty() ? Colouring.empty(grid()) : Colouring.parse(String.join("/", start));
    }

    /** The setup under a ruleset; the ruleset's default komi is ignored, the case's komi is used. */
    public Setup setup(Ruleset rules) {
        return new Setup(rules, startColouring(), toMove, komi, handicap);
    }

    public Optional<Expectation> expectation(Ruleset ruleset) {
        return Optional.ofNullable(expect.get(ruleset));
    }

    /** The listed turn {@code number} (from 1); points off the grid stay points, for TT-1 to refuse. */
    public Turn turn(int number) {
        return CaseTurns.parse(turns.get(number - 1), grid());
    }

    /** What the case's content asks of an engine, worked out from the case itself. */
    public Set<Need> derivedNeeds() {
        EnumSet<Need> n = EnumSet.noneOf(Need.class);
        if (width != height) {
            n.add(Need.RECTANGULAR);
        }
        if (!start.isEmpty() || toMove != Colour.BLACK) {
            n.add(Need.SETUP);
        }
        if (handicap > 0) {
            n.add(Need.HANDICAP);
        }
        if (turns.stream().anyMatch(t -> t.trim().toLowerCase(java.util.Locale.ROOT).startsWith("agree"))) {
            n.add(Need.AGREEMENT);
        }
        for (Expectation e : expect.values()) {
            if (!e.boards().isEmpty()) {
                n.add(Need.BOARD);
            }
            if (e.score().isPresent() || e.result().isPresent()) {
                n.add(Need.FINAL_SCORE);
            }
        }
        return n;
    }

    @Override
    public String toString() {
        return id;
    }
}
