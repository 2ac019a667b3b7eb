package org.logicalgo.conformance;

import java.util.Locale;

import org.logicalgo.rules.Ruleset;

/**
 * The names of rulesets and knobs as people write them, on the command line ({@code --rules french
 * --ko situational}) and in case files ({@code tromp-taylor+ko=situational}, {@link SuiteRulesets}):
 * read here, once, and nowhere in the rules themselves.
 */
public final class RulesetNames {

    private RulesetNames() {
    }

    /** The knobs, as the command line and the conformance suite name them. */
    public static final String KNOBS = "ko=positional|situational|own-moves|none, suicide=allowed|forbidden, "
            + "ending=two-passes|agreement|passes-then-agreement|agreement-only, counting=area|shared, "
            + "handicap=consecutive|consecutive-paid|white-passes";

    /**
     * This ruleset with one setting changed, named as on the command line ({@code ko}, {@code suicide},
     * {@code ending}, {@code counting}, {@code handicap}).
     *
     * @throws IllegalArgumentException naming the knob and the values it takes
     */
    public static Ruleset withKnob(Ruleset rules, String knob, String value) {
        String v = value.toLowerCase(Locale.ROOT);
        switch (knob) {
            case "ko":
                return rules.withRepetition(switch (v) {
                    case "positional", "psk" -> Ruleset.Repetition.POSITIONAL;
                    case "situational", "ssk" -> Ruleset.Repetition.SITUATIONAL;
                    case "own-moves", "french" -> Ruleset.Repetition.OWN_MOVES;
                    case "none" -> Ruleset.Repetition.NONE;
                    default -> throw badKnob(knob, value, "positional, situational, own-moves or none");
                });
            case "suicide":
                return rules.withSuicide(switch (v) {
                    case "allowed", "yes" -> Ruleset.Suicide.ALLOWED;
                    case "forbidden", "no" -> Ruleset.Suicide.FORBIDDEN;
                    default -> throw badKnob(knob, value, "allowed or forbidden");
                });
            case "ending":
                return rules.withEnding(switch (v) {
                    case "two-passes" -> Ruleset.Ending.TWO_PASSES;
                    case "agreement" -> Ruleset.Ending.AGREEMENT_OR_FOUR_PASSES;
                    case "passes-then-agreement" -> Ruleset.Ending.PASSES_THEN_AGREEMENT;
                    case "agreement-only" -> Ruleset.Ending.AGREEMENT;
                    default -> throw badKnob(knob, value, "two-passes, agreement, passes-then-agreement or agreement-only");
                });
            case "counting":
                return rules.withCounting(switch (v) {
                    case "area" -> Ruleset.Counting.AREA;
                    case "shared" -> Ruleset.Counting.SHARED;
                    default -> throw badKnob(knob, value, "area or shared");
                });
            case "handicap":
                return rules.withHandicap(switch (v) {
                    case "consecutive" -> Ruleset.Handicap.CONSECUTIVE_MOVES;
                    case "consecutive-paid" -> Ruleset.Handicap.CONSECUTIVE_MOVES_PAID;
                    case "white-passes" -> Ruleset.Handicap.WHITE_PASSES;
                    default -> throw badKnob(knob, value, "consecutive, consecutive-paid or white-passes");
                });
            default:
                throw new IllegalArgumentException("no knob called '" + knob + "' (the knobs: " + KNOBS + ")");
        }
    }

    private static IllegalArgumentException badKnob(String knob, String value, String takes) {
        return new IllegalArgumentException(knob + " takes " + takes + ", not '" + value + "'");
    }

    /** A preset by name: {@code tromp-taylor} (also {@code tt}, {@code logical}), {@code french}, {@code new-zealand}. */
    public static Ruleset preset(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "tromp-taylor", "tt", "logical" -> Ruleset.TROMP_TAYLOR;
            case "french", "fr", "regle-francaise" -> Ruleset.FRENCH;
            case "new-zealand", "nz" -> Ruleset.NEW_ZEALAND;
            default -> throw new IllegalArgumentException("no ruleset called '" + name
                    + "' (known: tromp-taylor, french, new-zealand)");
        };
    }

}
