package org.logicalgo.explorer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;

import org.logicalgo.conformance.RulesetNames;
import org.logicalgo.rules.Ruleset;

/**
 * A ruleset as the explorer names it: the preset of its text and the value of every knob, in the
 * command line's words, read back from {@link RulesetNames} (the one place that names them).
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

    /** The three presets, in the order of the spec. */
    static final List<Ruleset> PRESETS = List.of(Ruleset.TROMP_TAYLOR, Ruleset.FRENCH, Ruleset.NEW_ZEALAND);

    static RulesetJson of(Ruleset r, double komi, Integer handicap) {
        return new RulesetJson(r.name(), preset(r).name(), preset(r).name(), knobs(r), r.ending() != Ruleset.Ending.TWO_PASSES,
                komi, handicap);
    }

    /** The preset whose text a ruleset cites. */
    static Ruleset preset(Ruleset r) {
        return switch (r.text()) {
            case TROMP_TAYLOR -> Ruleset.TROMP_TAYLOR;
            case FRENCH -> Ruleset.FRENCH;
            case NEW_ZEALAND -> Ruleset.NEW_ZEALAND;
        };
    }

    /** Every knob's values, as {@link RulesetNames#KNOBS} lists them, under the command line's names. */
    static Map<String, List<String>> knobValues() {
        Map<String, List<String>> all = new LinkedHashMap<>();
        for (String entry : RulesetNames.KNOBS.split(",\\s*")) {
            String[] kv = entry.split("=", 2);
            all.put(commandLineName(kv[0]), List.of(kv[1].split("\\|")));
        }
        return all;
    }

    /**
     * The value of each knob that gives this ruleset's setting: the knob set to it leaves the
     * ruleset as it is (so the words are {@link RulesetNames}' own).
     */
    static Map<String, String> knobs(Ruleset r) {
        Map<String, String> found = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> knob : knobValues().entrySet()) {
            String inName = knob.getKey().equals("handicap-rule") ? "handicap" : knob.getKey();
            for (String value : knob.getValue()) {
                if (RulesetNames.withKnob(r, inName, value).equals(r)) {
                    found.put(knob.getKey(), value);
                    break;
                }
            }
        }
        return found;
    }

    /** The knobs that change a preset into this ruleset: what a request gives as {@code knobs}. */
    static Map<String, String> knobsFromPreset(Ruleset r) {
        Map<String, String> own = knobs(r);
        Map<String, String> base = knobs(preset(r));
        Map<String, String> changed = new LinkedHashMap<>();
        own.forEach((k, v) -> {
            if (!v.equals(base.get(k))) {
                changed.put(k, v);
            }
        });
        return changed;
    }

    private static String commandLineName(String knob) {
        return knob.toLowerCase(Locale.ROOT).equals("handicap") ? "handicap-rule" : knob;
    }

    /** {@code GET /api/rulesets}. */
    record Catalogue(List<RulesetJson> presets, Map<String, List<String>> knobs) {

        static Catalogue of() {
            List<RulesetJson> presets = new ArrayList<>();
            for (Ruleset r : PRESETS) {
                presets.add(RulesetJson.of(r, r.defaultKomi(), null));
            }
            return new Catalogue(presets, knobValues());
        }
    }
}
