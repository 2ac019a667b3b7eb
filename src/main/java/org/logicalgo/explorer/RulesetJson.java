package org.logicalgo.explorer;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;

import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Knob;
import org.logicalgo.rulesets.Rulesets;

/**
 * A ruleset as the explorer names it: the preset of its text and the word of every knob, as the
 * registry ({@link Rulesets}) says them, the knobs under their command-line names.
 *
 * @param name      as the command line and the verdicts' reports call it ({@code tromp-taylor+ko=situational})
 * @param preset    the preset of its text, to which the knobs apply
 * @param text      whose clause ids its verdicts cite: {@code tromp-taylor}, {@code french}, {@code new-zealand}
 * @param agreement whether it has an agreement turn at all (TT-C8, FR-13, NZ-10)
 * @param komi      the komi of this game, or of an even game for a preset
 * @param handicap  the handicap of this game (absent for a preset)
 */
record RulesetJson(String name, String preset, String text, Map<String, String> knobs, boolean agreement, double komi,
                   @JsonInclude(JsonInclude.Include.NON_NULL) Integer handicap) {

    static RulesetJson of(Ruleset r, double komi, Integer handicap) {
        String preset = Rulesets.presetNameOf(r);
        return new RulesetJson(Rulesets.name(r), preset, preset, byField(Rulesets.knobWords(r)), r.ending().hasAgreement(),
                komi, handicap);
    }

    /** The knobs that change a preset into this ruleset, under their command-line names: what a request gives as {@code knobs}. */
    static Map<String, String> knobsFromPreset(Ruleset r) {
        return byField(Rulesets.knobsFromPreset(r));
    }

    private static Map<String, String> byField(Map<String, String> byName) {
        Map<String, String> byField = new LinkedHashMap<>();
        byName.forEach((k, v) -> byField.put(Rulesets.knob(k).field(), v));
        return byField;
    }

    /** {@code GET /api/rulesets}. */
    record Catalogue(List<RulesetJson> presets, Map<String, List<String>> knobs) {

        static Catalogue of() {
            Map<String, List<String>> knobs = new LinkedHashMap<>();
            for (Knob<?> k : Rulesets.KNOBS) {
                knobs.put(k.field(), k.words());
            }
            return new Catalogue(Rulesets.PRESETS.stream().map(r -> RulesetJson.of(r, r.defaultKomi(), null)).toList(), knobs);
        }
    }
}
