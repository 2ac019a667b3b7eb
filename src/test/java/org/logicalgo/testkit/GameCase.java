package org.logicalgo.testkit;

import java.util.ArrayList;
import java.util.List;

import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;

/**
 * A random game as the property tests draw it: a setup and a list of choices that
 * {@link Lockstep} turns into turns, legal and illegal, as the game goes. Its text is the replay
 * command a person can paste to see the game.
 */
public record GameCase(Setup setup, List<Integer> choices) {

    /** Choices below this pass; the next band tries a turn the rules refuse; the rest pick a point. */
    public static final int PASS_BELOW = 25;
    public static final int ODD_BELOW = 60;
    public static final int RANGE = 1000;

    /** {@code ./logical-go replay ...} with these turns, for a person to paste. */
    public String replayCommand(List<Turn> turns) {
        StringBuilder s = new StringBuilder("./logical-go replay --size ").append(setup.grid());
        Ruleset r = setup.rules();
        // The preset, then each knob that differs from it as the option the registry gives it.
        s.append(" --rules ").append(org.logicalgo.rulesets.Rulesets.presetNameOf(r));
        org.logicalgo.rulesets.Rulesets.knobsFromPreset(r).forEach((knob, word) ->
                s.append(' ').append(org.logicalgo.rulesets.Rulesets.knob(knob).option()).append(' ').append(word));
        s.append(" --komi ").append(Score.half(setup.komi()));
        if (setup.handicap() > 0) {
            s.append(" --handicap ").append(setup.handicap());
        }
        if (!setup.start().equals(org.logicalgo.rules.Colouring.empty(setup.grid()))) {
            s.append(" --start '").append(setup.start()).append('\'');
        }
        if (setup.toMove() != Colour.BLACK) {
            s.append(" --to-move white");
        }
        for (Turn t : turns) {
            s.append(" '").append(t.text()).append('\'');
        }
        return s.toString();
    }

    @Override
    public String toString() {
        List<Turn> played = new ArrayList<>();
        try {
            new Lockstep(this).play(org.logicalgo.fast.Fast.ENGINE, (turn, before, after) -> played.add(turn));
        } catch (RuntimeException | AssertionError e) {
            // The text of a failing case is wanted most; show what could be played.
        }
        return setup.grid() + " " + org.logicalgo.rulesets.Rulesets.name(setup.rules()) + ", " + choices.size() + " choices: " + replayCommand(played);
    }
}
