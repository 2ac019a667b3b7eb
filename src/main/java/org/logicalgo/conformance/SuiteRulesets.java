package org.logicalgo.conformance;

import java.util.Locale;

import org.logicalgo.rules.Ruleset;

/**
 * The ruleset names a case file may key its expectations by: a preset ({@code tromp-taylor},
 * {@code french}, {@code new-zealand}), then knobs that change one setting each, in this order:
 * {@code +ko=...}, {@code +suicide=...}, {@code +ending=...}, {@code +counting=...},
 * {@code +handicap=...} (the values: {@link RulesetNames#KNOBS}).
 * Example: {@code tromp-taylor+ko=situational+suicide=forbidden}.
 */
public final class SuiteRulesets {

    private SuiteRulesets() {
    }

    /** The ruleset a name stands for, itself named so. */
    public static Ruleset resolve(String name) {
        return withKnobs(RulesetNames.preset(name.split("\\+")[0]), name);
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

    /** The knobs, in the order a name must give them. */
    private static final java.util.List<String> ORDER = java.util.List.of("ko", "suicide", "ending", "counting", "handicap");

    private static Ruleset withKnobs(Ruleset base, String name) {
        String[] parts = name.split("\\+");
        Ruleset r = base;
        int lastKnob = -1;
        for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].split("=", 2);
            if (kv.length != 2) {
                throw new IllegalArgumentException("'" + parts[i] + "' in '" + name + "' is not a knob like ko=situational");
            }
            int knob = ORDER.indexOf(kv[0]);
            if (knob < 0) {
                throw bad(name, "the knobs are " + String.join(", ", ORDER));
            }
            try {
                r = RulesetNames.withKnob(r, kv[0], kv[1].toLowerCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw bad(name, e.getMessage());
            }
            if (knob <= lastKnob) {
                throw bad(name, "knobs come once each, in the order " + String.join(", ", ORDER));
            }
            lastKnob = knob;
        }
        return r.named(name);
    }

    private static IllegalArgumentException bad(String name, String why) {
        return new IllegalArgumentException("ruleset '" + name + "': " + why);
    }
}
