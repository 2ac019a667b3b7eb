package org.logicalgo.cli;

import java.util.Locale;

import org.logicalgo.conformance.RulesetNames;
import org.logicalgo.rules.Ruleset;

import picocli.CommandLine.Option;

/** The ruleset options every command shares: a preset, then knobs that change one setting of it. */
public final class RulesOptions {

    @Option(names = "--rules", paramLabel = "NAME", defaultValue = "tromp-taylor",
            description = "ruleset preset: tromp-taylor (default), french, new-zealand")
    String preset;

    @Option(names = "--ko", paramLabel = "KIND",
            description = "repetition rule: positional (TT-6), situational (TT-C6, NZ-8), own-moves (FR-9) or none")
    String ko;

    @Option(names = "--suicide", paramLabel = "allowed|forbidden", description = "whether suicide is allowed (TT-C7, FR-8)")
    String suicide;

    @Option(names = "--ending", paramLabel = "KIND",
            description = {"two-passes (TT-8), agreement (TT-C8: agree after two passes, or four passes end it as is),",
                    "passes-then-agreement (FR-13: two passes stop play, an agreement ends it, play may resume)",
                    "or agreement-only (NZ-10: only an agreement ends it)"})
    String ending;

    @Option(names = "--counting", paramLabel = "area|shared",
            description = "area (TT-9, FR-10) or shared (NZ-6: an empty point reaching both colours counts for both)")
    String counting;

    @Option(names = "--handicap-rule", paramLabel = "KIND",
            description = "consecutive (TT-C5), consecutive-paid (FR-14: White gets n-1 points) or white-passes (NZ-13)")
    String handicapRule;

    /** Whether any knob was given. */
    boolean anyKnob() {
        return ko != null || suicide != null || ending != null || counting != null || handicapRule != null;
    }

    public Ruleset ruleset() {
        // An unknown preset is an IllegalArgumentException: judge then looks the name up in the RU table.
        Ruleset r = RulesetNames.preset(preset);
        String[][] knobs = {{"ko", ko}, {"suicide", suicide}, {"ending", ending}, {"counting", counting},
                {"handicap", handicapRule}};
        String name = r.name();
        for (String[] k : knobs) {
            if (k[1] != null) {
                try {
                    r = RulesetNames.withKnob(r, k[0], k[1]);
                } catch (IllegalArgumentException e) {
                    String option = "--" + (k[0].equals("handicap") ? "handicap-rule" : k[0]);
                    throw new UserError(option + e.getMessage().substring(k[0].length()));
                }
                name += "+" + k[0] + "=" + k[1].toLowerCase(Locale.ROOT);
            }
        }
        return r.named(name);
    }
}
