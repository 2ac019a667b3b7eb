package org.logicalgo.testkit;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;

import org.logicalgo.reference.LogicalRules;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Knob;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.rules.Setup;
import org.quicktheories.core.Gen;

/** QuickTheories generators of grids, rulesets, starting colourings and random games. */
public final class Generators {

    private Generators() {
    }

    /** A side from 1 to 25, small ones favoured: half of them up to 5, most up to 9. */
    public static Gen<Integer> sides() {
        return integers().between(1, 5).mix(integers().between(6, 9), 35).mix(integers().between(10, 25), 15);
    }

    public static Gen<Grid> grids() {
        return sides().zip(sides(), Grid::new);
    }

    /**
     * The three presets, and every combination of the knobs on each (the text decides the clauses
     * cited), the knobs' words taken from the registry so that a new one is drawn as soon as it exists.
     */
    public static Gen<Ruleset> rulesets() {
        Gen<Ruleset> preset = integers().between(0, Rulesets.PRESETS.size() - 1).map(Rulesets.PRESETS::get);
        Gen<Ruleset> rules = preset;
        for (Knob<?> knob : Rulesets.KNOBS) {
            // Each knob left as the preset has it about half the time (the repetition rule a little more).
            Gen<String> word = words(knob, knob == Rulesets.KO ? 3 : 2);
            rules = rules.zip(word, (r, w) -> knob(r, knob, w));
        }
        return rules;
    }

    /** One of a knob's words, each as likely, or (with the weight of {@code unchanged} words) the empty string, which leaves it as the preset has it. */
    private static Gen<String> words(Knob<?> knob, int unchanged) {
        List<String> values = new ArrayList<>(java.util.Collections.nCopies(unchanged, ""));
        values.addAll(knob.words());
        return integers().between(0, values.size() - 1).map(values::get);
    }

    private static Ruleset knob(Ruleset r, Knob<?> knob, String value) {
        return value.isEmpty() ? r : knob.apply(r, value);
    }

    /**
     * A starting colouring that obeys TT-R7: random stones at a random density, then every
     * string without a liberty cleared (Black's first, then White's, which can only add liberties).
     */
    public static Gen<Colouring> starts(Grid grid) {
        Gen<Integer> density = integers().between(0, 6).map(i -> i < 3 ? 0 : i * 10);
        return density.flatMap(percent -> lists().of(integers().between(0, 99)).ofSize(grid.area()).map(draws -> {
            StringBuilder cells = new StringBuilder(grid.area());
            for (int d : draws) {
                cells.append(d >= percent ? '.' : d % 2 == 0 ? 'X' : 'O');
            }
            Colouring c = new Colouring(grid, cells.toString());
            return LogicalRules.clear(LogicalRules.clear(c, Colour.BLACK), Colour.WHITE);
        }));
    }

    /** Random games: small grids get long games (up to 1,500 choices) so that the whole history matters. */
    public static Gen<GameCase> games() {
        return grids().flatMap(grid -> rulesets().flatMap(rules -> starts(grid).flatMap(start -> integers().between(0, 9)
                .flatMap(shape -> {
                    int longest = grid.area() <= 16 ? 1500 : grid.area() <= 81 ? 400 : 150;
                    Gen<List<Integer>> choices = lists().of(integers().between(0, GameCase.RANGE - 1))
                            .ofSizeBetween(0, longest);
                    return choices.map(cs -> new GameCase(setup(rules, start, shape), cs));
                }))));
    }

    /** Komi, the side to move and a handicap, from one small draw. */
    private static Setup setup(Ruleset rules, Colouring start, int shape) {
        Setup s = Setup.of(rules, start.grid()).withStart(start, shape == 9 ? Colour.WHITE : Colour.BLACK)
                .withKomi(shape % 3 == 0 ? 0 : shape % 3 == 1 ? 0.5 : 7.5);
        if (shape == 8 && start.grid().area() >= 3) {
            s = s.withHandicap(Math.min(3, start.grid().area() - 1));
        }
        return s;
    }
}
