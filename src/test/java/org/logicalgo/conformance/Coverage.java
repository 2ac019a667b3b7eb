package org.logicalgo.conformance;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;
import org.logicalgo.rulesets.Rulesets;

/**
 * Which clause alone decides what in each case of the suite, under the six rulesets engines claim
 * on the tromp-taylor preset (repetition positional, situational or simple ko, each with suicide
 * allowed or forbidden). A case is counted for a decision when at least one of its listed turns
 * (or its end) is decided by that clause alone, as {@link Decision} defines it, on the reference
 * engine: so a case that only shows a clause beside another (a suicide that is also a repetition)
 * counts for neither.
 *
 * <p>Cases tagged {@code slow} (a 1,248-turn game on 25x25, seconds on the reference each time it
 * is replayed) are left out, as the default build leaves them out of {@code ConformanceSuiteTest}.
 */
final class Coverage {

    /** The six rulesets, in the order of the table. */
    static final List<String> RULESETS = List.of("tromp-taylor", "tromp-taylor+suicide=forbidden",
            "tromp-taylor+ko=situational", "tromp-taylor+ko=situational+suicide=forbidden",
            "tromp-taylor+ko=simple", "tromp-taylor+ko=simple+suicide=forbidden");

    /**
     * What a clause decides alone, and how that is checked. For a refused turn the position is the
     * one the ruleset reached (refused turns are not played), and a <em>variant</em> is the ruleset
     * with one knob changed, judging the same turn after the same accepted turns.
     */
    enum Decision {
        /** Refused under TT-1, and it is the mover's turn in a game going on, so that no other check refuses it. */
        OFF_GRID("TT-1", "a point off the grid, refused"),
        /** Refused under TT-5, in a game going on, on an empty point of the grid (or a pass). */
        NOT_TO_MOVE("TT-5", "a turn by the player not to move, refused"),
        /** Refused under TT-7, in a game going on, by the player to move. */
        OCCUPIED("TT-7", "a move on a coloured point, refused"),
        /** Accepted, and its own clearing (TT-7's third step) empties stones: the variant with suicide forbidden would refuse it. */
        SUICIDE_PLAYED("TT-7", "a suicide, accepted: the mover's own stones cleared"),
        /** Accepted, its opponent clearing empties stones, and the case states the colouring after it. */
        CAPTURE("TT-4", "a capture, accepted, the colouring after it stated"),
        /**
         * Refused under the ruleset's repetition clause (TT-6, TT-C6 or TT-V1); the variant without
         * a repetition rule (ko=none) accepts it, and the variant with suicide allowed still refuses
         * it under that clause: it is no suicide.
         */
        REPETITION("", "a repetition, refused"),
        /**
         * Accepted under situational superko or simple ko, while the variant with positional
         * superko (ko=positional) refuses it under TT-6: the ruleset's clause lets back a colouring
         * that stood before.
         */
        REPETITION_ALLOWED("", "a colouring that stood before, accepted (TT-6 would refuse it)"),
        /**
         * Refused under TT-C7; the variant with suicide allowed accepts it (so it is no repetition),
         * and the variant without a repetition rule still refuses it under TT-C7.
         */
        SUICIDE_REFUSED("TT-C7", "a suicide, refused"),
        /** Refused under TT-R8: the game had ended (then no other check is asked). */
        AFTER_THE_END("TT-R8", "a turn after the end, refused"),
        /** The case states that the game has ended, and it ended by two consecutive passes, the only ending these rulesets have. */
        ENDED("TT-8", "the game ended by two passes"),
        /** The case states both scores, which TT-9 alone computes from the final colouring. */
        SCORE("TT-9", "the score"),
        /** The case states the result, which TT-10 (with TT-C10's komi) alone derives from the score. */
        RESULT("TT-10", "the result");

        private final String clause;
        private final String words;

        Decision(String clause, String words) {
            this.clause = clause;
            this.words = words;
        }

        /** The clause of a ruleset that makes this decision; empty where the ruleset has none of its kind. */
        Optional<String> clause(Ruleset rules) {
            boolean forbidden = rules.suicide() == Ruleset.Suicide.FORBIDDEN;
            return switch (this) {
                case REPETITION -> Optional.of(repetitionClause(rules));
                case REPETITION_ALLOWED -> rules.repetition() == Ruleset.Repetition.POSITIONAL ? Optional.empty()
                        : Optional.of(repetitionClause(rules));
                case SUICIDE_PLAYED -> forbidden ? Optional.empty() : Optional.of(clause);
                case SUICIDE_REFUSED -> forbidden ? Optional.of(clause) : Optional.empty();
                default -> Optional.of(clause);
            };
        }

        String words() {
            return words;
        }
    }

    static String repetitionClause(Ruleset rules) {
        return switch (rules.repetition()) {
            case POSITIONAL -> "TT-6";
            case SITUATIONAL -> "TT-C6";
            case SIMPLE -> "TT-V1";
            default -> throw new IllegalArgumentException("not one of the six: " + Rulesets.name(rules));
        };
    }

    /** For each ruleset, for each decision it has, the ids of the cases that make it, in the suite's order. */
    private final Map<String, Map<Decision, Set<String>>> cases = new LinkedHashMap<>();
    /** For each ruleset, its cases. */
    private final Map<String, Integer> totals = new LinkedHashMap<>();

    private Coverage() {
    }

    static Coverage of(Suite suite) {
        return of(suite, Reference.ENGINE);
    }

    static Coverage of(Suite suite, Engine engine) {
        Coverage cov = new Coverage();
        for (String name : RULESETS) {
            Ruleset rules = Rulesets.read(name).ruleset();
            Map<Decision, Set<String>> byDecision = new EnumMap<>(Decision.class);
            for (Decision d : Decision.values()) {
                if (d.clause(rules).isPresent()) {
                    byDecision.put(d, new LinkedHashSet<>());
                }
            }
            int total = 0;
            for (ConformanceCase c : suite.cases()) {
                Optional<Expectation> e = c.expectation(org.logicalgo.rulesets.Rulesets.read(name).ruleset());
                if (e.isEmpty()) {
                    continue;
                }
                total++;
                if (c.tags().contains("slow")) {
                    continue;
                }
                for (Decision d : decisions(c, e.get(), rules, engine)) {
                    byDecision.get(d).add(c.id());
                }
            }
            cov.cases.put(name, byDecision);
            cov.totals.put(name, total);
        }
        return cov;
    }

    /** The cases of a ruleset that make a decision (empty when the ruleset has no such decision). */
    Set<String> cases(String ruleset, Decision d) {
        return cov(ruleset).getOrDefault(d, Set.of());
    }

    /** Whether the ruleset has a clause of this kind. */
    boolean applies(String ruleset, Decision d) {
        return cov(ruleset).containsKey(d);
    }

    int total(String ruleset) {
        return totals.get(ruleset);
    }

    private Map<Decision, Set<String>> cov(String ruleset) {
        Map<Decision, Set<String>> m = cases.get(ruleset);
        if (m == null) {
            throw new IllegalArgumentException("not one of the six: " + ruleset);
        }
        return m;
    }

    /** The decisions one case makes under one ruleset. */
    static Set<Decision> decisions(ConformanceCase c, Expectation e, Ruleset rules, Engine engine) {
        Set<Decision> out = new TreeSet<>();
        Ruleset noKo = Rulesets.KO.apply(rules, "none");
        Ruleset allowed = Rulesets.SUICIDE.apply(rules, "allowed");
        Ruleset positional = Rulesets.KO.apply(rules, "positional");
        Game game = engine.start(c.setup(rules));
        Game withoutKo = engine.start(c.setup(noKo));
        Game withSuicide = engine.start(c.setup(allowed));
        // the variant with positional superko, while it has accepted every turn the ruleset accepted
        Game strict = rules.repetition() == Ruleset.Repetition.POSITIONAL ? null : engine.start(c.setup(positional));
        String repetition = repetitionClause(rules);
        for (int n = 1; n <= c.turns().size(); n++) {
            Turn turn = c.turn(n);
            Verdict v = game.judge(turn);
            Optional<Expectation.Refusal> want = e.refusal(n);
            if (v instanceof Verdict.Refused r) {
                if (want.isEmpty() || !want.get().clause().equals(r.clause())) {
                    continue; // ConformanceSuiteTest reports it; nothing is counted from a disagreement
                }
                String clause = r.clause();
                if (clause.equals(repetition)) {
                    if (withoutKo.judge(turn).accepted() && refusedUnder(withSuicide.judge(turn), repetition)) {
                        out.add(Decision.REPETITION);
                    }
                } else if (clause.equals("TT-C7")) {
                    if (withSuicide.judge(turn).accepted() && refusedUnder(withoutKo.judge(turn), "TT-C7")) {
                        out.add(Decision.SUICIDE_REFUSED);
                    }
                } else {
                    fixed(clause, game, turn).ifPresent(out::add);
                }
                continue;
            }
            if (want.isPresent()) {
                continue;
            }
            if (strict != null) {
                Verdict sv = strict.judge(turn);
                if (sv.accepted()) {
                    strict = strict.play(turn);
                } else {
                    if (refusedUnder(sv, "TT-6")) {
                        out.add(Decision.REPETITION_ALLOWED);
                    }
                    strict = null; // it can no longer follow the ruleset's game
                }
            }
            game = game.play(turn);
            withoutKo = withoutKo.play(turn);
            withSuicide = withSuicide.play(turn);
            if (turn instanceof Turn.Play) {
                if (!game.lastClearings().own().isEmpty()) {
                    out.add(Decision.SUICIDE_PLAYED);
                }
                final int after = n;
                if (!game.lastClearings().opponent().isEmpty() && e.boards().stream().anyMatch(b -> b.after() == after)) {
                    out.add(Decision.CAPTURE);
                }
            }
        }
        if (e.ended().orElse(false) && game.ended() && game.consecutivePasses() >= 2) {
            out.add(Decision.ENDED);
        }
        if (e.score().isPresent()) {
            out.add(Decision.SCORE);
        }
        if (e.result().isPresent()) {
            out.add(Decision.RESULT);
        }
        out.removeIf(d -> d.clause(rules).isEmpty());
        return out;
    }

    private static boolean refusedUnder(Verdict v, String clause) {
        return v instanceof Verdict.Refused r && r.clause().equals(clause);
    }

    /**
     * A refusal by a check no knob changes (TT-R8, TT-5, TT-1, TT-7) is decided by its clause alone
     * when each of the other three would hold: the game going on, the mover to move, the point on
     * the grid, the point empty.
     */
    private static Optional<Decision> fixed(String clause, Game game, Turn turn) {
        boolean ended = game.ended();
        Colour mover = turn instanceof Turn.Pass p ? p.colour() : turn instanceof Turn.Play p ? p.colour() : null;
        boolean notToMove = mover != null && mover != game.toMove();
        boolean offGrid = turn instanceof Turn.Play p && !game.setup().grid().contains(p.point());
        boolean occupied = turn instanceof Turn.Play p && !offGrid && game.colouring().colour(p.point()) != Colour.EMPTY;
        List<Boolean> found = new ArrayList<>(List.of(ended, notToMove, offGrid, occupied));
        int count = (int) found.stream().filter(b -> b).count();
        if (count != 1) {
            return Optional.empty();
        }
        return switch (clause) {
            case "TT-R8" -> ended ? Optional.of(Decision.AFTER_THE_END) : Optional.empty();
            case "TT-5" -> notToMove ? Optional.of(Decision.NOT_TO_MOVE) : Optional.empty();
            case "TT-1" -> offGrid ? Optional.of(Decision.OFF_GRID) : Optional.empty();
            case "TT-7" -> occupied ? Optional.of(Decision.OCCUPIED) : Optional.empty();
            default -> Optional.empty();
        };
    }

    /** The table of conformance/README.md: one row per decision, one column per ruleset, the cases that make it. */
    String table() {
        StringBuilder t = new StringBuilder("| clause | decides | ");
        t.append(String.join(" | ", RULESETS.stream().map(r -> "`" + r + "`").toList())).append(" |\n|---|---|");
        t.append("---:|".repeat(RULESETS.size())).append('\n');
        for (Decision d : Decision.values()) {
            // a row per clause: the repetition rows are TT-6's, TT-C6's and TT-V1's, each in its rulesets
            Set<String> clauses = new LinkedHashSet<>();
            for (String r : RULESETS) {
                d.clause(Rulesets.read(r).ruleset()).ifPresent(clauses::add);
            }
            for (String clause : clauses) {
                t.append("| ").append(clause).append(" | ").append(d.words()).append(" |");
                for (String r : RULESETS) {
                    boolean here = applies(r, d) && d.clause(Rulesets.read(r).ruleset()).orElseThrow().equals(clause);
                    t.append(' ').append(here ? String.valueOf(cases(r, d).size()) : "—").append(" |");
                }
                t.append('\n');
            }
        }
        t.append("| | **cases** |");
        for (String r : RULESETS) {
            t.append(" **").append(total(r)).append("** |");
        }
        return t.append('\n').toString();
    }
}
