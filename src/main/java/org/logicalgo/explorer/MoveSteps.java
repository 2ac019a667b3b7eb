package org.logicalgo.explorer;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.logicalgo.json.JsonShapes;
import org.logicalgo.reference.LogicalRules;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;

/**
 * A move shown as its clause states it (TT-7; FR-6, FR-7, FR-8; NZ-7): the point coloured, the
 * opponent's colour cleared, the player's own colour cleared, each step a colouring with the points
 * it emptied. The colourings are the reference's ({@link LogicalRules#move}); the clause of each
 * step is the one the ruleset's text cites for it ({@link Ruleset#cite}).
 */
public final class MoveSteps {

    /**
     * One step of a move.
     *
     * @param step    {@code colour}, {@code clear-opponent} or {@code clear-own}
     * @param clause  the clause of the ruleset's text that states it
     * @param says    what it does, in words
     * @param board   the colouring after it
     * @param emptied the points it emptied
     */
    public record Step(String step, String clause, String says, Colouring board, Set<Point> emptied) {
        public Step {
            emptied = Set.copyOf(emptied);
        }
    }

    private MoveSteps() {
    }

    /** The three steps of a move on an empty point, whether or not the rules then accept it, said in English. */
    public static List<Step> of(Ruleset rules, Colouring before, Turn.Play play) {
        return of(rules, before, play, "en");
    }

    /**
     * The three steps, said in English ({@code en}) or in French ({@code fr}, in the words of
     * {@code spec/tromp-taylor.fr.md}: donner sa couleur, vider).
     */
    public static List<Step> of(Ruleset rules, Colouring before, Turn.Play play, String lang) {
        LogicalRules.MoveSteps m = LogicalRules.move(before, play.colour(), play.point());
        boolean fr = lang.equals("fr");
        Colour mover = play.colour();
        Colour opponent = mover.opponent();
        return List.of(
                new Step("colour", rules.cite(Ruleset.Topic.MOVE), fr ? player(mover) + " donne sa couleur à " + play.point()
                        : mover.word() + " colours " + play.point(), m.coloured(), Set.of()),
                new Step("clear-opponent", rules.cite(Ruleset.Topic.OPPONENT_CLEARING), clearing(opponent, m.captured(), fr),
                        m.opponentCleared(), m.captured()),
                new Step("clear-own", rules.cite(Ruleset.Topic.OWN_CLEARING), clearing(mover, m.suicided(), fr),
                        m.ownCleared(), m.suicided()));
    }

    private static String clearing(Colour c, Set<Point> emptied, boolean fr) {
        if (!fr) {
            return "clearing " + c.word() + " empties " + emptied(emptied);
        }
        String colour = c == Colour.BLACK ? "le noir" : "le blanc";
        if (emptied.isEmpty()) {
            return "vider " + colour + " ne rend vide aucun point";
        }
        return "vider " + colour + " rend " + (emptied.size() == 1 ? "vide " : "vides ") + String.join(" ", JsonShapes.names(emptied))
                + " (" + emptied.size() + (emptied.size() == 1 ? " point)" : " points)");
    }

    private static String player(Colour c) {
        return c == Colour.BLACK ? "Noir" : "Blanc";
    }

    private static String emptied(Set<Point> points) {
        if (points.isEmpty()) {
            return "nothing";
        }
        return JsonShapes.names(points).stream().collect(Collectors.joining(" ")) + " (" + points.size()
                + (points.size() == 1 ? " point)" : " points)");
    }
}
