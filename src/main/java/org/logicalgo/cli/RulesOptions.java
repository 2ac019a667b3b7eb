package org.logicalgo.cli;

import java.util.Locale;

import org.logicalgo.rules.Ruleset;

import picocli.CommandLine.Option;

/** The ruleset options every command shares: a preset, then knobs that change one setting of it. */
public final class RulesOptions {

    @Option(names = "--rules", paramLabel = "NAME", defaultValue = "tromp-taylor",
            description = "ruleset preset: tromp-taylor (default)")
    String preset;

    @Option(names = "--ko", paramLabel = "KIND",
            description = "repetition rule: positional (TT-6), situational (TT-C6) or none")
    String ko;

    @Option(names = "--suicide", paramLabel = "allowed|forbidden", description = "whether suicide is allowed (TT-C7)")
    String suicide;

    @Option(names = "--ending", paramLabel = "KIND",
            description = "two-passes (TT-8) or agreement (TT-C8: agree after two passes, or four passes end it as is)")
    String ending;

    public Ruleset ruleset() {
        Ruleset r = Ruleset.preset(preset);
        boolean knobs = false;
        if (ko != null) {
            r = r.withRepetition(switch (ko.toLowerCase(Locale.ROOT)) {
                case "positional", "psk" -> Ruleset.Repetition.POSITIONAL;
                case "situational", "ssk" -> Ruleset.Repetition.SITUATIONAL;
                case "none" -> Ruleset.Repetition.NONE;
                default -> throw new UserError("--ko takes positional, situational or none, not '" + ko + "'");
            });
            knobs = true;
        }
        if (suicide != null) {
            r = r.withSuicide(switch (suicide.toLowerCase(Locale.ROOT)) {
                case "allowed", "yes" -> Ruleset.Suicide.ALLOWED;
                case "forbidden", "no" -> Ruleset.Suicide.FORBIDDEN;
                default -> throw new UserError("--suicide takes allowed or forbidden, not '" + suicide + "'");
            });
            knobs = true;
        }
        if (ending != null) {
            r = r.withEnding(switch (ending.toLowerCase(Locale.ROOT)) {
                case "two-passes" -> Ruleset.Ending.TWO_PASSES;
                case "agreement" -> Ruleset.Ending.AGREEMENT_OR_FOUR_PASSES;
                default -> throw new UserError("--ending takes two-passes or agreement, not '" + ending + "'");
            });
            knobs = true;
        }
        return knobs ? r.named(r.name() + "+knobs") : r;
    }
}
