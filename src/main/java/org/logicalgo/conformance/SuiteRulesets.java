package org.logicalgo.conformance;

import java.util.Locale;

import org.logicalgo.rules.Ruleset;

/**
 * The ruleset names a case file may key its expectations by: a preset ({@code tromp-taylor}, and
 * {@code french}, {@code new-zealand} once they exist), then knobs that change one setting each,
 * in this order: {@code +ko=positional|situational|none} (TT-6, TT-C6),
 * {@code +suicide=allowed|forbidden} (TT-C7), {@code +ending=two-passes|agreement} (TT-8, TT-C8).
 * Example: {@code tromp-taylor+ko=situational+suicide=forbidden}.
 */
public final class SuiteRulesets {

    private SuiteRulesets() {
    }

    /** The ruleset a name stands for, itself named so. */
    public static Ruleset resolve(String name) {
        return withKnobs(Ruleset.preset(name.split("\\+")[0]), name);
    }

    /**
     * Whether a name is well formed: its knobs are known and in order. The preset may be one this
     * build does not know yet (a case file may carry expectations for rulesets still to come).
     */
    public static void checkKnobs(String name) {
        if (!name.split("\\+")[0].matches("[a-z][a-z-]*")) {
            throw bad(name, "a ruleset name starts with a preset like tromp-taylor");
        }
        withKnobs(Ruleset.TROMP_TAYLOR, name);
    }

    private static Ruleset withKnobs(Ruleset base, String name) {
        String[] parts = name.split("\\+");
        Ruleset r = base;
        int lastKnob = -1;
        for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].split("=", 2);
            if (kv.length != 2) {
                throw new IllegalArgumentException("'" + parts[i] + "' in '" + name + "' is not a knob like ko=situational");
            }
            String value = kv[1].toLowerCase(Locale.ROOT);
            int knob;
            switch (kv[0]) {
                case "ko" -> {
                    knob = 0;
                    r = r.withRepetition(switch (value) {
                        case "positional" -> Ruleset.Repetition.POSITIONAL;
                        case "situational" -> Ruleset.Repetition.SITUATIONAL;
                        case "none" -> Ruleset.Repetition.NONE;
                        default -> throw bad(name, "ko takes positional, situational or none");
                    });
                }
                case "suicide" -> {
                    knob = 1;
                    r = r.withSuicide(switch (value) {
                        case "allowed" -> Ruleset.Suicide.ALLOWED;
                        case "forbidden" -> Ruleset.Suicide.FORBIDDEN;
                        default -> throw bad(name, "suicide takes allowed or forbidden");
                    });
                }
                case "ending" -> {
                    knob = 2;
                    r = r.withEnding(switch (value) {
                        case "two-passes" -> Ruleset.Ending.TWO_PASSES;
                        case "agreement" -> Ruleset.Ending.AGREEMENT_OR_FOUR_PASSES;
                        default -> throw bad(name, "ending takes two-passes or agreement");
                    });
                }
                default -> throw bad(name, "the knobs are ko, suicide and ending");
            }
            if (knob <= lastKnob) {
                throw bad(name, "knobs come once each, in the order ko, suicide, ending");
            }
            lastKnob = knob;
        }
        return r.named(name);
    }

    private static IllegalArgumentException bad(String name, String why) {
        return new IllegalArgumentException("ruleset '" + name + "': " + why);
    }
}
