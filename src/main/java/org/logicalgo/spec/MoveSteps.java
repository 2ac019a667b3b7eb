package org.logicalgo.spec;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.logicalgo.reference.LogicalRules;
import org.logicalgo.rules.Clearings;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Language;
import org.logicalgo.rules.MoveStep;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;



/**
 * A move shown as its clause states it (TT-7; FR-6, FR-7, FR-8; NZ-7): the point coloured, the
 * opponent's colour cleared, the player's own colour cleared, each step a colouring with the points
 * it emptied. The colourings are the reference's ({@link LogicalRules#move}); the clause of each
 * step, and what it says, are the rules' ({@link MoveStep}).
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
        return of(rules, before, play, Language.ENGLISH);
    }

    /**
     * The three steps, said in a language (French in the words of {@code spec/tromp-taylor.fr.md}:
     * donner sa couleur, vider).
     */
    public static List<Step> of(Ruleset rules, Colouring before, Turn.Play play, Language lang) {
        LogicalRules.MoveSteps m = LogicalRules.move(before, play.colour(), play.point());
        Clearings clearings = new Clearings(m.captured(), m.suicided());
        List<Colouring> boards = List.of(m.coloured(), m.opponentCleared(), m.ownCleared());
        List<Step> steps = new ArrayList<>();
        for (MoveStep s : MoveStep.values()) {
            Set<Point> emptied = s.emptied(clearings);
            steps.add(new Step(s.word(), s.clause(rules), s.says(play.colour(), play.point(), emptied, lang), boards.get(s.ordinal()), emptied));
        }
        return steps;
    }
}
