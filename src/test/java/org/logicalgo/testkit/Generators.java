package org.logicalgo.testkit;

import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.List;

import org.logicalgo.reference.LogicalRules;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
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

    /** The three presets, and every combination of the knobs on each (the text decides the clauses cited). */
    public static Gen<Ruleset> rulesets() {
        Gen<Ruleset> preset = integers().between(0, 2)
                .map(i -> i == 0 ? Ruleset.TROMP_TAYLOR : i == 1 ? Ruleset.FRENCH : Ruleset.NEW_ZEALAND);
        Gen<String> ko = pick("", "", "", "positional", "situational", "own-moves", "none");
        Gen<String> suicide = pick("", "", "allowed", "forbidden");
        Gen<String> ending = pick("", "", "two-passes", "agreement", "passes-then-agreement", "agreement-only");
        Gen<String> counting = pick("", "", "area", "shared");
        Gen<String> handicap = pick("", "", "consecutive", "consecutive-paid", "white-passes");
        return preset.zip(ko, suicide, ending, (p, k, s, e) -> knob(knob(knob(p, "ko", k), "suicide", s), "ending", e))
                .zip(counting, handicap, (r, c, h) -> knob(knob(r, "counting", c), "handicap", h));
    }

    /** One of these values, each as likely; the empty string leaves a knob as the preset has it. */
    private static Gen<String> pick(String... values) {
        return integers().between(0, values.length - 1).map(i -> values[i]);
    }

    private static Ruleset knob(Ruleset r, String knob, String value) {
        return value.isEmpty() ? r : org.logicalgo.rulesets.Rulesets.named(org.logicalgo.rulesets.Rulesets.knob(knob).apply(r, value));
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
