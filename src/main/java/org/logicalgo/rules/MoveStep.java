package org.logicalgo.rules;

import java.util.Comparator;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The three steps of a move as TT-7 states them (FR-6, FR-7, FR-8; NZ-7): the point coloured, the
 * opponent's colour cleared, the player's own colour cleared. What each step says, in English or
 * in the French of {@code spec/tromp-taylor.fr.md}, is written here once, for every explanation.
 */
public enum MoveStep {
    /** Step 1: the player colours the point. */
    COLOUR("colour", Ruleset.Topic.MOVE),
    /** Step 2: the opponent's colour is cleared (the capture). */
    CLEAR_OPPONENT("clear-opponent", Ruleset.Topic.OPPONENT_CLEARING),
    /** Step 3: the player's own colour is cleared (the suicide). */
    CLEAR_OWN("clear-own", Ruleset.Topic.OWN_CLEARING);

    private final String word;
    private final Ruleset.Topic topic;

    MoveStep(String word, Ruleset.Topic topic) {
        this.word = word;
        this.topic = topic;
    }

    /** The step's name in JSON: {@code colour}, {@code clear-opponent}, {@code clear-own}. */
    public String word() {
        return word;
    }

    /** The clause of a ruleset's text that states the step. */
    public String clause(Ruleset rules) {
        return rules.cite(topic);
    }

    /** The points a step of this move emptied: none for the colouring, else the clearing's. */
    public Set<Point> emptied(Clearings clearings) {
        return switch (this) {
            case COLOUR -> Set.of();
            case CLEAR_OPPONENT -> clearings.opponent();
            case CLEAR_OWN -> clearings.own();
        };
    }

    /** What the step of {@code mover}'s move at {@code p} did, emptying {@code emptied}, in a language. */
    public String says(Colour mover, Point p, Set<Point> emptied, Language lang) {
        return switch (this) {
            case COLOUR -> lang.pick(mover.word() + " colours " + p, (mover == Colour.BLACK ? "Noir" : "Blanc") + " donne sa couleur à " + p);
            case CLEAR_OPPONENT -> clearing(mover.opponent(), emptied, lang);
            case CLEAR_OWN -> clearing(mover, emptied, lang);
        };
    }

    private static String clearing(Colour c, Set<Point> emptied, Language lang) {
        return switch (lang) {
            case ENGLISH -> "clearing " + c.word() + " empties " + (emptied.isEmpty() ? "nothing" : named(emptied));
            case FRENCH -> {
                String colour = c == Colour.BLACK ? "le noir" : "le blanc";
                if (emptied.isEmpty()) {
                    yield "vider " + colour + " ne rend vide aucun point";
                }
                yield "vider " + colour + " rend " + (emptied.size() == 1 ? "vide " : "vides ") + named(emptied);
            }
        };
    }

    /** The points from the top row down, left to right, and how many: {@code C2 (1 point)}. */
    private static String named(Set<Point> points) {
        return points.stream().sorted(Comparator.comparingInt(Point::row).reversed().thenComparingInt(Point::column))
                .map(Point::toString).collect(Collectors.joining(" ")) + " (" + points.size()
                + (points.size() == 1 ? " point)" : " points)");
    }
}
