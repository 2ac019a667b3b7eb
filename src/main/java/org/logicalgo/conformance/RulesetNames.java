package org.logicalgo.conformance;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

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

    /**
     * A preset with knobs given as words ({@code tromp-taylor}, {@code ko=situational}), each knob at
     * most once, as GTP's {@code logicalgo-rules} takes them; named as the suite names it
     * ({@code tromp-taylor+ko=situational}).
     *
     * @throws IllegalArgumentException naming the word that is not a preset or a knob
     */
    public static Ruleset read(String preset, List<String> knobs) {
        Ruleset r = preset(preset);
        StringBuilder name = new StringBuilder(r.name());
        Set<String> given = new HashSet<>();
        for (String word : knobs) {
            String[] kv = word.split("=", 2);
            if (kv.length != 2) {
                throw new IllegalArgumentException("'" + word + "' is not a knob like ko=situational (the knobs: " + KNOBS + ")");
            }
            String knob = kv[0].toLowerCase(Locale.ROOT);
            if (!given.add(knob)) {
                throw new IllegalArgumentException("the knob '" + knob + "' is given twice");
            }
            r = withKnob(r, knob, kv[1]);
            name.append('+').append(knob).append('=').append(kv[1].toLowerCase(Locale.ROOT));
        }
        return r.named(name.toString());
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
