package org.logicalgo.rulesets;

import static org.logicalgo.rulesets.Knob.value;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Ruleset.Bonus;
import org.logicalgo.rules.Ruleset.Button;
import org.logicalgo.rules.Ruleset.Counting;
import org.logicalgo.rules.Ruleset.Cycles;
import org.logicalgo.rules.Ruleset.Ending;
import org.logicalgo.rules.Ruleset.Handicap;
import org.logicalgo.rules.Ruleset.Repeating;
import org.logicalgo.rules.Ruleset.Repetition;
import org.logicalgo.rules.Ruleset.Suicide;
import org.logicalgo.rules.Ruleset.Tax;
import org.logicalgo.rules.Ruleset.Ties;

/**
 * The registry of rulesets, as scalachess has one of variants, and the one place a ruleset is read
 * from words and written back as words. KataGo's {@code Rules} is the model: a ruleset is its
 * settings, compared by value; one reader ({@link #read}) takes whatever people and programs call a
 * ruleset, and one writer ({@link #name}) gives the shortest name, which the reader gives back as the
 * same ruleset.
 *
 * <p>A name is a preset and then the settings in which the ruleset differs from it, each
 * {@code setting=word}: {@code tromp-taylor+ko=situational+suicide=forbidden}. The reader takes the
 * settings in any order and in any case; the writer gives them in the order of {@link #SETTINGS}.
 * The reader also takes what SGF records write in {@code RU} ({@code Chinese}, {@code AGA},
 * {@code NZ}, {@code Japanese}, ...) and KataGo's rules strings ({@code koPOSITIONALscoreAREAsui1komi7.5}
 * and its preset names), each exact or with a note saying where it departs ({@link RuReadings}).
 */
public final class Rulesets {

    private Rulesets() {
    }

    /** A preset: its name and the other words read as it. */
    private record Preset(String name, Ruleset ruleset, List<String> aliases) {
        boolean answersTo(String word) {
            return name.equals(word) || aliases.contains(word);
        }
    }

    /** The name of the ruleset a command plays when none is given: the logical rules as written. */
    public static final String DEFAULT = "tromp-taylor";

    private static final List<Preset> NAMED = List.of(
            new Preset(DEFAULT, Ruleset.TROMP_TAYLOR, List.of("tt", "logical")),
            new Preset("french", Ruleset.FRENCH, List.of("fr", "regle-francaise")),
            new Preset("new-zealand", Ruleset.NEW_ZEALAND, List.of("nz")));

    /** The three texts' presets, in the order of {@code spec/}. */
    public static final List<Ruleset> PRESETS = NAMED.stream().map(Preset::ruleset).toList();

    /** TT-6, TT-C6, FR-9, NZ-8, TT-V1, TT-V3. */
    public static final Knob<Repetition> KO = new Knob<>("ko", "--ko", "TT-6, TT-C6, FR-9, NZ-8, TT-V1, TT-V3", List.of(
            value("positional", Repetition.POSITIONAL, "psk"),
            value("situational", Repetition.SITUATIONAL, "ssk"),
            value("own-moves", Repetition.OWN_MOVES, "french"),
            value("simple", Repetition.SIMPLE, "simple-ko"),
            value("spight", Repetition.SPIGHT),
            value("none", Repetition.NONE)),
            Ruleset::repetition, Ruleset::withRepetition);

    /** TT-C7, FR-8, TT-V4. */
    public static final Knob<Suicide> SUICIDE = new Knob<>("suicide", "--suicide", "TT-C7, FR-8, TT-V4", List.of(
            value("allowed", Suicide.ALLOWED, "yes"),
            value("forbidden", Suicide.FORBIDDEN, "no"),
            value("multi-stone", Suicide.MULTI_STONE)),
            Ruleset::suicide, Ruleset::withSuicide);

    /** TT-8, TT-C8, FR-13, NZ-10, TT-V5. */
    public static final Knob<Ending> ENDING = new Knob<>("ending", "--ending", "TT-8, TT-C8, FR-13, NZ-10, TT-V5", List.of(
            value("two-passes", Ending.TWO_PASSES),
            value("agreement", Ending.AGREEMENT_OR_FOUR_PASSES),
            value("passes-then-agreement", Ending.PASSES_THEN_AGREEMENT),
            value("agreement-only", Ending.AGREEMENT),
            value("spight", Ending.SPIGHT),
            value("two-passes-or-spight", Ending.TWO_PASSES_OR_SPIGHT)),
            Ruleset::ending, Ruleset::withEnding);

    /** TT-9, FR-10, NZ-6, TT-V9. */
    public static final Knob<Counting> COUNTING = new Knob<>("counting", "--counting", "TT-9, FR-10, NZ-6, TT-V9", List.of(
            value("area", Counting.AREA),
            value("shared", Counting.SHARED),
            value("pass-alive", Counting.PASS_ALIVE, "katago")),
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

    /** TT-V6: KataGo's hasButton. */
    public static final Knob<Button> BUTTON = new Knob<>("button", "--button", "TT-V6", List.of(
            value("no", Button.NONE, "none", "0"),
            value("yes", Button.FIRST_PASS, "1")),
            Ruleset::button, Ruleset::withButton);

    /** TT-10, TT-V8. */
    public static final Knob<Ties> TIES = new Knob<>("ties", "--ties", "TT-10, TT-V8", List.of(
            value("draw", Ties.DRAW),
            value("white", Ties.WHITE)),
            Ruleset::ties, Ruleset::withTies);

    /** TT-V9: KataGo's taxRule. */
    public static final Knob<Tax> TAX = new Knob<>("tax", "--tax", "TT-V9", List.of(
            value("none", Tax.NONE),
            value("seki", Tax.SEKI),
            value("all", Tax.ALL)),
            Ruleset::tax, Ruleset::withTax);

    /** TT-V10: what a repetition does. */
    public static final Knob<Repeating> REPEAT = new Knob<>("repeat", "--repeat", "TT-6, TT-V10", List.of(
            value("refused", Repeating.REFUSED),
            value("draw", Repeating.DRAWN, "drawn"),
            value("loses", Repeating.LOST, "lost", "loss")),
            Ruleset::repeating, Ruleset::withRepeating);

    /** TT-V11: KataGo's no result for a long cycle. */
    public static final Knob<Cycles> CYCLES = new Knob<>("cycles", "--cycles", "TT-V11", List.of(
            value("go-on", Cycles.GO_ON),
            value("no-result", Cycles.NO_RESULT, "void")),
            Ruleset::cycles, Ruleset::withCycles);

    /** The knobs: the settings chosen from words, each a command-line option and a field of the explorer's requests, in the order a name gives them. */
    public static final List<Knob<?>> KNOBS = List.of(KO, REPEAT, CYCLES, SUICIDE, ENDING, COUNTING, TAX, HANDICAP, BONUS, BUTTON, TIES);

    /** TT-C10, FR-11, NZ-12: the komi when the players name none. */
    public static final DefaultKomi KOMI = new DefaultKomi();

    /** TT-V7: the most turns a game may last. */
    public static final MaxTurns MAX_TURNS = new MaxTurns();

    /** Every setting a name may give, in the order the writer gives them: the knobs, then the maximum of turns and the default komi. */
    public static final List<Setting> SETTINGS = Stream.<Setting>concat(KNOBS.stream(), Stream.of(MAX_TURNS, KOMI)).toList();

    /**
     * What the reader made of a text: the ruleset, whether the text means exactly that ruleset, and,
     * where it does not, a note saying where the ruleset departs from what the text names and why.
     */
    public record Reading(Ruleset ruleset, boolean exact, String note) implements java.io.Serializable {

        /** A ruleset read exactly, with nothing to note. */
        public static Reading exactly(Ruleset rules) {
            return new Reading(rules, true, "");
        }
    }

    /**
     * The ruleset a text names: a preset, a composed name ({@code tromp-taylor+ko=situational+suicide=forbidden},
     * settings in any order and case), an SGF {@code RU} value as records write them, or a KataGo rules
     * string or preset name.
     *
     * @throws BadValue in one line, naming the part not read and the nearest word where there is one
     */
    public static Reading read(String text) {
        Attempt a = attempt(text);
        if (a.refusal() != null) {
            throw a.refusal();
        }
        return a.reading();
    }

    /**
     * The ruleset an SGF {@code RU} names, as {@link #read} reads it; a value it cannot read is judged
     * under the logical rules, with a note that says so and why: a record's {@code RU} is the record's
     * word, not the user's, so it is no error.
     */
    public static Reading readRu(String ru) {
        Attempt a = attempt(ru);
        if (a.refusal() != null) {
            return new Reading(Ruleset.TROMP_TAYLOR, false, "RU[" + shown(ru) + "] is not a ruleset this project reads ("
                    + a.refusal().getMessage() + "): judged under the logical rules (tromp-taylor); give --rules to choose another");
        }
        Reading r = a.reading();
        return r.exact() ? r : new Reading(r.ruleset(), false, "RU[" + shown(ru) + "] is read as " + name(r.ruleset()) + ", an " + r.note());
    }

    /** A reading, or why there is none: exactly one of the two. */
    private record Attempt(Reading reading, BadValue refusal) {
    }

    private static Attempt attempt(String text) {
        String name = text.strip();
        if (name.isEmpty()) {
            return new Attempt(null, new BadValue("a ruleset's name is empty (known: " + presetNames() + ")",
                    "le nom d'une règle est vide (connues : " + presetNames() + ")"));
        }
        String[] parts = name.split("\\+", -1);
        Optional<Reading> head = head(parts[0]);
        if (head.isEmpty()) {
            return new Attempt(null, unknown(name, parts[0]));
        }
        Ruleset r = head.get().ruleset();
        List<Setting> given = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            String[] kv = parts[i].split("=", 2);
            if (kv.length != 2) {
                return new Attempt(null, bad(name, "'" + parts[i] + "' is not a setting like ko=situational (the settings: "
                        + knobsLine() + ")", "'" + parts[i] + "' n'est pas un réglage comme ko=situational (les réglages : "
                        + knobsLine() + ")"));
            }
            String key = kv[0].strip().toLowerCase(Locale.ROOT);
            Optional<Setting> s = SETTINGS.stream().filter(x -> x.name().equals(key) || x instanceof Knob<?> k && k.field().equals(key))
                    .findFirst();
            if (s.isEmpty()) {
                Optional<String> meant = Nearest.meant(key, SETTINGS.stream().map(Setting::name).toList());
                return new Attempt(null, bad(name, "no setting called '" + kv[0].strip() + "' (the settings: " + knobsLine() + ")"
                                + meant.map(m -> "; did you mean " + m + "?").orElse(""),
                        "aucun réglage nommé '" + kv[0].strip() + "' (les réglages : " + knobsLine() + ")"
                                + meant.map(m -> " ; vouliez-vous dire " + m + " ?").orElse("")));
            }
            if (given.contains(s.get())) {
                return new Attempt(null, bad(name, "the setting '" + s.get().name() + "' is given twice",
                        "le réglage '" + s.get().name() + "' est donné deux fois"));
            }
            given.add(s.get());
            String word = kv[1].strip();
            Optional<Ruleset> changed = s.get().applied(r, word);
            if (changed.isEmpty()) {
                BadValue why = s.get().refusal(word);
                return new Attempt(null, bad(name, why.getMessage(), why.phrase()));
            }
            r = changed.get();
        }
        return new Attempt(new Reading(r, head.get().exact(), head.get().note()), null);
    }

    /**
     * A name as the case files and baselines write it: exactly the writer's name of what it reads.
     *
     * @throws BadValue when it cannot be read, is not exact, or the same ruleset is named otherwise
     */
    public static Ruleset readName(String name) {
        Reading r = read(name);
        String written = name(r.ruleset());
        if (!r.exact() || !written.equals(name)) {
            throw bad(name, "the same ruleset is named " + written + " (the registry's name: a preset, then the settings that"
                    + " differ from it, in the order " + String.join(", ", SETTINGS.stream().map(Setting::name).toList()) + ")",
                    "la même règle s'écrit " + written);
        }
        return r.ruleset();
    }

    /** A preset, KataGo's rules string, or a name of the RU table: what a name starts with. */
    private static Optional<Reading> head(String word) {
        String w = word.strip().toLowerCase(Locale.ROOT);
        Optional<Reading> preset = NAMED.stream().filter(p -> p.answersTo(w)).findFirst().map(p -> Reading.exactly(p.ruleset()));
        return preset.or(() -> RuReadings.kataGo(word.strip())).or(() -> RuReadings.table(word));
    }

    private static BadValue unknown(String name, String head) {
        List<String> known = new ArrayList<>();
        NAMED.forEach(p -> known.add(p.name()));
        known.addAll(RuReadings.names());
        // A typo is short: a long head (a hostile RU of a megabyte) is no misspelt name, and is not measured against every one.
        Optional<String> meant = head.length() > 64 ? Optional.empty() : Nearest.meant(head.strip(), known);
        return new BadValue("no ruleset called '" + shown(name) + "' (known: " + presetNames() + ", the RU names of docs/rulesets.md"
                + " and KataGo's rules strings)" + meant.map(m -> "; did you mean " + m + "?").orElse(""),
                "aucune règle nommée '" + shown(name) + "' (connues : " + presetNames() + ")"
                        + meant.map(m -> " ; vouliez-vous dire " + m + " ?").orElse(""));
    }

    private static BadValue bad(String name, String why, String pourquoi) {
        return new BadValue("ruleset '" + shown(name) + "': " + why, "règle '" + shown(name) + "' : " + pourquoi);
    }

    /** A name as a message quotes it: whole up to 80 characters, else its start and how long it is. */
    private static String shown(String name) {
        return name.length() <= 80 ? name : name.substring(0, 60) + "… (" + name.length() + " characters)";
    }

    /**
     * The name of a ruleset: the preset of its text from which it differs in the fewest settings
     * (the first such in {@link #PRESETS}), then those settings, in the order of {@link #SETTINGS}.
     * {@code read(name(r))} is {@code r}.
     */
    public static String name(Ruleset rules) {
        return String.join("+", words(rules));
    }

    /** The words that name a ruleset to GTP's {@code logicalgo-rules}: its preset, then {@code setting=word} for each that differs. */
    public static List<String> words(Ruleset rules) {
        Preset p = nearest(rules);
        List<String> words = new ArrayList<>(List.of(p.name()));
        differing(rules, p.ruleset()).forEach(s -> words.add(s.name() + "=" + s.word(rules)));
        return words;
    }

    /** The preset a ruleset's name starts with. */
    public static Ruleset presetOf(Ruleset rules) {
        return nearest(rules).ruleset();
    }

    /** The name of the preset a ruleset's name starts with. */
    public static String presetNameOf(Ruleset rules) {
        return nearest(rules).name();
    }

    private static Preset nearest(Ruleset rules) {
        return NAMED.stream().filter(p -> p.ruleset().text() == rules.text())
                .min(Comparator.comparingInt(p -> differing(rules, p.ruleset()).size()))
                .orElseThrow(() -> new IllegalStateException("no preset cites the text " + rules.text()));
    }

    private static List<Setting> differing(Ruleset rules, Ruleset preset) {
        return SETTINGS.stream().filter(s -> !s.same(rules, preset)).toList();
    }

    /**
     * The order rulesets are listed in: by preset as {@link #PRESETS} lists them, each preset before
     * the rulesets that change it, those changing fewer settings first, then by name.
     */
    public static final Comparator<Ruleset> ORDER = Comparator
            .<Ruleset>comparingInt(r -> PRESETS.indexOf(presetOf(r)))
            .thenComparingInt(r -> differing(r, presetOf(r)).size())
            .thenComparing(Rulesets::name);

    /** The settings and their words in one line: {@code ko=positional|situational|..., suicide=allowed|forbidden, ..., komi=NUMBER}. */
    public static String knobsLine() {
        List<String> all = new ArrayList<>();
        KNOBS.forEach(k -> all.add(k.name() + "=" + String.join("|", k.words())));
        all.add(MAX_TURNS.name() + "=TURNS");
        all.add(KOMI.name() + "=NUMBER");
        return String.join(", ", all);
    }

    /** The presets' names, as a sentence lists them. */
    public static String presetNames() {
        return String.join(", ", NAMED.stream().map(Preset::name).toList());
    }

    /** The presets' names, in order. */
    public static List<String> presetWords() {
        return NAMED.stream().map(Preset::name).toList();
    }

    /**
     * A knob by its name or its field.
     *
     * @throws BadValue {@code no knob called 'x' (...); did you mean ko?}
     */
    public static Knob<?> knob(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return KNOBS.stream().filter(k -> k.name().equals(n) || k.field().equals(n)).findFirst().orElseThrow(() -> {
            Optional<String> meant = Nearest.meant(name, KNOBS.stream().map(Knob::name).toList());
            return new BadValue("no knob called '" + name + "' (the knobs: " + knobsLine() + ")" + meant.map(m -> "; did you mean " + m + "?").orElse(""),
                    "aucun réglage nommé '" + name + "'" + meant.map(m -> " ; vouliez-vous dire " + m + " ?").orElse(""));
        });
    }

    /**
     * The knobs whose settings differ from the preset a ruleset's name starts with, with their
     * words, in the order of {@link #KNOBS}: what the explorer's requests give beside the preset.
     */
    public static Map<String, String> knobsFromPreset(Ruleset rules) {
        Ruleset preset = presetOf(rules);
        Map<String, String> changed = new LinkedHashMap<>();
        for (Knob<?> k : KNOBS) {
            if (!k.same(rules, preset)) {
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

    /** A ruleset and the word a table calls it by ({@code chinese}): a row of {@code explain --compare}. */
    public record Named(String word, Ruleset ruleset) {
    }

    /**
     * Every row of the table of {@code RU} names, once each, in its order, and before them the chosen
     * ruleset, under its name, when it is none of them: what {@code explain --compare} sets side by side.
     */
    public static List<Named> besideTheRuTable(Ruleset chosen) {
        List<Named> all = new ArrayList<>(RuReadings.rows());
        if (all.stream().noneMatch(n -> n.ruleset().equals(chosen))) {
            all.add(0, new Named(name(chosen), chosen));
        }
        return all;
    }

    /** The regular expression of every name the writer can give: what the case files' schema allows as an expectation's key. */
    public static String namePattern() {
        List<String> settings = new ArrayList<>();
        SETTINGS.forEach(s -> settings.add(s.name() + "=" + s.pattern()));
        return "^(?:" + String.join("|", presetWords()) + ")(?:\\+(?:" + String.join("|", settings) + "))*$";
    }
}
