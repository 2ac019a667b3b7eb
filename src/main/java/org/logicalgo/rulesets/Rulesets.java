package org.logicalgo.rulesets;

import static org.logicalgo.rulesets.Knob.value;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Ruleset.Bonus;
import org.logicalgo.rules.Ruleset.Counting;
import org.logicalgo.rules.Ruleset.Ending;
import org.logicalgo.rules.Ruleset.Handicap;
import org.logicalgo.rules.Ruleset.Repetition;
import org.logicalgo.rules.Ruleset.Suicide;

/**
 * The registry of rulesets, as scalachess has one of variants: the three presets, the knobs that
 * change one setting each, and the names made of them ({@code tromp-taylor+ko=situational+suicide=forbidden}).
 * The command line, GTP, case files, the runner, the arbiter and the explorer read a name here and
 * carry the {@link Ruleset} after.
 *
 * <p>A name is a preset, then the knobs that differ from it, once each, in the order of {@link #KNOBS}.
 * The name of a ruleset is composed back the same way ({@link #name}), so one ruleset has one name.
 */
public final class Rulesets {

    private Rulesets() {
    }

    /** The three texts' presets, in the order of {@code spec/}. */
    public static final List<Ruleset> PRESETS = List.of(Ruleset.TROMP_TAYLOR, Ruleset.FRENCH, Ruleset.NEW_ZEALAND);

    /** Other words for the presets. */
    private static final Map<String, Ruleset> PRESET_ALIASES = Map.of(
            "tt", Ruleset.TROMP_TAYLOR, "logical", Ruleset.TROMP_TAYLOR,
            "fr", Ruleset.FRENCH, "regle-francaise", Ruleset.FRENCH,
            "nz", Ruleset.NEW_ZEALAND);

    /** TT-6, TT-C6, FR-9, NZ-8, TT-V1. */
    public static final Knob<Repetition> KO = new Knob<>("ko", "--ko", "TT-6, TT-C6, FR-9, NZ-8, TT-V1", List.of(
            value("positional", Repetition.POSITIONAL, "psk"),
            value("situational", Repetition.SITUATIONAL, "ssk"),
            value("own-moves", Repetition.OWN_MOVES, "french"),
            value("simple", Repetition.SIMPLE, "simple-ko"),
            value("none", Repetition.NONE)),
            Ruleset::repetition, Ruleset::withRepetition);

    /** TT-C7, FR-8. */
    public static final Knob<Suicide> SUICIDE = new Knob<>("suicide", "--suicide", "TT-C7, FR-8", List.of(
            value("allowed", Suicide.ALLOWED, "yes"),
            value("forbidden", Suicide.FORBIDDEN, "no")),
            Ruleset::suicide, Ruleset::withSuicide);

    /** TT-8, TT-C8, FR-13, NZ-10. */
    public static final Knob<Ending> ENDING = new Knob<>("ending", "--ending", "TT-8, TT-C8, FR-13, NZ-10", List.of(
            value("two-passes", Ending.TWO_PASSES),
            value("agreement", Ending.AGREEMENT_OR_FOUR_PASSES),
            value("passes-then-agreement", Ending.PASSES_THEN_AGREEMENT),
            value("agreement-only", Ending.AGREEMENT)),
            Ruleset::ending, Ruleset::withEnding);

    /** TT-9, FR-10, NZ-6. */
    public static final Knob<Counting> COUNTING = new Knob<>("counting", "--counting", "TT-9, FR-10, NZ-6", List.of(
            value("area", Counting.AREA),
            value("shared", Counting.SHARED)),
            Ruleset::counting, Ruleset::withCounting);

    /** TT-C5, FR-14, NZ-13. */
    public static final Knob<Handicap> HANDICAP = new Knob<>("handicap", "--handicap-rule", "TT-C5, FR-14, NZ-13", List.of(
            value("consecutive", Handicap.CONSECUTIVE_MOVES),
            value("white-passes", Handicap.WHITE_PASSES)),
            Ruleset::handicap, Ruleset::withHandicap);

    /** FR-14, TT-V2: KataGo's whiteHandicapBonus, with its words. */
    public static final Knob<Bonus> BONUS = new Knob<>("bonus", "--handicap-bonus", "FR-14, TT-V2", List.of(
            value("0", Bonus.NONE, "none"),
            value("n", Bonus.PER_STONE),
            value("n-1", Bonus.PER_STONE_LESS_ONE)),
            Ruleset::bonus, Ruleset::withBonus);

    /** The knobs, in the order a name gives them. */
    public static final List<Knob<?>> KNOBS = List.of(KO, SUICIDE, ENDING, COUNTING, HANDICAP, BONUS);

    /** The knobs and their words in one line: {@code ko=positional|situational|..., suicide=allowed|forbidden, ...}. */
    public static String knobsLine() {
        List<String> all = new ArrayList<>();
        KNOBS.forEach(k -> all.add(k.name() + "=" + String.join("|", k.words())));
        return String.join(", ", all);
    }

    /** The presets' names, as a sentence lists them. */
    public static String presetNames() {
        return String.join(", ", PRESETS.stream().map(Ruleset::name).toList());
    }

    /** A preset by name or alias. */
    public static Optional<Ruleset> findPreset(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return PRESETS.stream().filter(r -> r.name().equals(n)).findFirst().or(() -> Optional.ofNullable(PRESET_ALIASES.get(n)));
    }

    /**
     * A preset by name or alias.
     *
     * @throws IllegalArgumentException {@code no ruleset called 'x' (known: tromp-taylor, french, new-zealand)}
     */
    public static Ruleset preset(String name) {
        return findPreset(name).orElseThrow(() -> {
            Optional<String> meant = Nearest.meant(name, PRESETS.stream().map(Ruleset::name).toList());
            return new BadValue("no ruleset called '" + name + "' (known: " + presetNames() + ")"
                    + meant.map(m -> "; did you mean " + m + "?").orElse(""),
                    "aucune règle nommée '" + name + "' (connues : " + presetNames() + ")"
                    + meant.map(m -> " ; vouliez-vous dire " + m + " ?").orElse(""));
        });
    }

    /** The preset whose text a ruleset cites. */
    public static Ruleset presetOf(Ruleset rules) {
        return PRESETS.stream().filter(p -> p.text() == rules.text()).findFirst().orElseThrow();
    }

    /**
     * The order rulesets are listed in: by preset as {@link #PRESETS} lists them, each preset before
     * the rulesets that change it, those changing fewer knobs first, then by name.
     */
    public static final java.util.Comparator<Ruleset> ORDER = java.util.Comparator
            .<Ruleset>comparingInt(r -> PRESETS.indexOf(presetOf(r)))
            .thenComparingInt(r -> knobsFromPreset(r).size())
            .thenComparing(Rulesets::name);

    /** A knob by name. */
    public static Knob<?> knob(String name) {
        return KNOBS.stream().filter(k -> k.name().equals(name.toLowerCase(Locale.ROOT))).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no knob called '" + name + "' (the knobs: " + knobsLine() + ")"
                        + Nearest.meant(name, KNOBS.stream().map(Knob::name).toList()).map(m -> "; did you mean " + m + "?").orElse("")));
    }

    /**
     * The knobs whose settings differ from the preset of the ruleset's text, with their words, in
     * the order of {@link #KNOBS}: what a name adds to the preset, and what the explorer's requests give.
     */
    public static Map<String, String> knobsFromPreset(Ruleset rules) {
        Ruleset preset = presetOf(rules);
        Map<String, String> changed = new LinkedHashMap<>();
        for (Knob<?> k : KNOBS) {
            if (k.setting().apply(rules) != k.setting().apply(preset)) {
                changed.put(k.name(), k.word(rules));
            }
        }
        return changed;
    }

    /** Every knob's word for a ruleset, in the order of {@link #KNOBS}. */
    public static Map<String, String> knobWords(Ruleset rules) {
        Map<String, String> words = new LinkedHashMap<>();
        KNOBS.forEach(k -> words.put(k.name(), k.word(rules)));
        return words;
    }

    /** The name of a ruleset's settings: its text's preset, then the knobs that differ from it. */
    public static String name(Ruleset rules) {
        StringBuilder name = new StringBuilder(presetOf(rules).name());
        knobsFromPreset(rules).forEach((k, v) -> name.append('+').append(k).append('=').append(v));
        return name.toString();
    }

    /** The words that name a ruleset to GTP's {@code logicalgo-rules}: its preset, then {@code knob=word} for each knob that differs. */
    public static List<String> words(Ruleset rules) {
        List<String> words = new ArrayList<>(List.of(presetOf(rules).name()));
        knobsFromPreset(rules).forEach((k, v) -> words.add(k + "=" + v));
        return words;
    }

    /** The ruleset with these settings, named as {@link #name} composes it. */
    public static Ruleset named(Ruleset rules) {
        return rules.named(name(rules));
    }

    /**
     * A preset changed by knobs given as words ({@code ko=situational}), each knob at most once,
     * in any order, as GTP's {@code logicalgo-rules} and the explorer take them.
     *
     * @throws IllegalArgumentException naming the word that is not a preset or a knob
     */
    public static Ruleset read(String preset, List<String> knobs) {
        Ruleset r = preset(preset);
        List<String> given = new ArrayList<>();
        for (String word : knobs) {
            String[] kv = word.split("=", 2);
            if (kv.length != 2) {
                throw new IllegalArgumentException("'" + word + "' is not a knob like ko=situational (the knobs: " + knobsLine() + ")");
            }
            Knob<?> knob = knob(kv[0]);
            if (given.contains(knob.name())) {
                throw new IllegalArgumentException("the knob '" + knob.name() + "' is given twice");
            }
            given.add(knob.name());
            r = knob.apply(r, kv[1]);
        }
        return named(r);
    }

    /**
     * The ruleset a suite name stands for ({@code tromp-taylor+ko=situational}): a preset, then
     * knobs once each in the order of {@link #KNOBS}.
     *
     * @throws IllegalArgumentException {@code ruleset 'x': why}
     */
    public static Ruleset resolve(String name) {
        String[] parts = name.split("\\+", -1);
        Ruleset r;
        try {
            r = preset(parts[0]);
        } catch (IllegalArgumentException e) {
            throw bad(name, e.getMessage());
        }
        return named(withKnobs(r, name, parts));
    }

    /**
     * Whether a suite name is well formed: its knobs known and in order. The preset may be one this
     * build does not know yet (a case file may carry expectations for rulesets still to come).
     */
    public static void checkName(String name) {
        String[] parts = name.split("\\+", -1);
        if (!parts[0].matches("[a-z][a-z-]*")) {
            throw bad(name, "a ruleset name starts with a preset like tromp-taylor");
        }
        withKnobs(Ruleset.TROMP_TAYLOR, name, parts);
        if (findPreset(parts[0]).filter(p -> p.name().equals(parts[0])).isPresent()) {
            String composed = name(withKnobs(preset(parts[0]), name, parts));
            if (!composed.equals(name)) {
                throw bad(name, "the same ruleset is named " + composed + " (a knob that leaves the preset as it is is left out)");
            }
        }
    }

    private static Ruleset withKnobs(Ruleset base, String name, String[] parts) {
        Ruleset r = base;
        int lastKnob = -1;
        for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].split("=", 2);
            if (kv.length != 2) {
                throw bad(name, "'" + parts[i] + "' is not a knob like ko=situational");
            }
            int index = KNOBS.stream().map(Knob::name).toList().indexOf(kv[0]);
            if (index < 0) {
                throw bad(name, "the knobs are " + String.join(", ", KNOBS.stream().map(Knob::name).toList()));
            }
            if (index <= lastKnob) {
                throw bad(name, "knobs come once each, in the order " + String.join(", ", KNOBS.stream().map(Knob::name).toList()));
            }
            lastKnob = index;
            try {
                r = KNOBS.get(index).apply(r, kv[1]);
            } catch (IllegalArgumentException e) {
                throw bad(name, e.getMessage());
            }
        }
        return r;
    }

    private static IllegalArgumentException bad(String name, String why) {
        return new IllegalArgumentException("ruleset '" + name + "': " + why);
    }
}
