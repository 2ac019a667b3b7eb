package org.logicalgo.rulesets;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Ruleset.Bonus;
import org.logicalgo.rules.Ruleset.Button;
import org.logicalgo.rules.Ruleset.Counting;
import org.logicalgo.rules.Ruleset.Cycles;
import org.logicalgo.rules.Ruleset.Tax;
import org.logicalgo.rules.Ruleset.Ending;
import org.logicalgo.rules.Ruleset.Repetition;
import org.logicalgo.rules.Ruleset.Suicide;
import org.logicalgo.rules.Setup;
import org.logicalgo.rulesets.Rulesets.Reading;

/**
 * What {@link Rulesets#read} makes of the names other programs give rulesets: the SGF {@code RU}
 * values people write ({@code Chinese}, {@code AGA}, {@code Japanese}, ...) and KataGo's rules
 * strings and preset names. Only some are exact. The others differ from any setting our engines
 * have in ways a record cannot show (dead stones removed by agreement, territory counting, Japanese
 * ko without superko, pass stones, KataGo's tax and button), so their rows are approximations, and
 * each note says where. The table is {@code docs/rulesets.md}'s.
 */
final class RuReadings {

    private RuReadings() {
    }

    /** One part of KataGo's rules string: a key and its value ({@code koPOSITIONAL}, {@code whbN-1}, {@code komi-2.5}). */
    private static final Pattern PART = Pattern.compile(
            "(?i)(ko)(SIMPLE|POSITIONAL|SITUATIONAL|SPIGHT)|(scoring|score)(AREA|TERRITORY)|(tax)(NONE|SEKI|ALL)|(sui|button|fpok)([01])"
                    + "|(whb)(N-1|N|0)|(komi)(-?[0-9]+(?:\\.[0-9]+)?)");

    private static final Map<String, Reading> TABLE = new LinkedHashMap<>();
    /** KataGo's preset names that are no common name of a ruleset (those of {@link #TABLE} keep their meaning there). */
    private static final Map<String, Reading> KATAGO_PRESETS = new LinkedHashMap<>();

    /** Each row's word, as {@code explain --compare} lists the rows: the first of its names as people write it. */
    private static final Map<Reading, String> WORDS = new LinkedHashMap<>();

    private static void row(String word, Reading r, String... names) {
        WORDS.put(r, word);
        for (String n : names) {
            TABLE.put(n, r);
        }
    }

    private static void kataGoRow(String preset, String rules, String... names) {
        Reading r = kataGo(rules).orElseThrow();
        Reading read = r.exact() ? r : approximately(r.ruleset(), "KataGo's " + preset + " is " + rules + ": "
                + r.note().substring("approximation: ".length()));
        for (String n : names) {
            KATAGO_PRESETS.put(n, read);
        }
    }

    private static Reading approximately(Ruleset r, String why) {
        return new Reading(r, false, "approximation: " + why);
    }

    static {
        row(Rulesets.DEFAULT, Reading.exactly(Ruleset.TROMP_TAYLOR), "trompTaylor", "tromptaylor", "tt", "logical");
        row("chinese", approximately(new Ruleset(Repetition.POSITIONAL, Suicide.FORBIDDEN, Ending.AGREEMENT_OR_FOUR_PASSES, 7.5)
                        .withBonus(Bonus.PER_STONE),
                "area scoring, no suicide and a point to White for each handicap stone as the Chinese rules; their ban on repeating a"
                        + " position is read as positional superko (the rules leave long cycles to the referee);"
                        + " dead stones removed by agreement are not in the record, so the score counts them"),
                "chinese", "cn", "china");
        row("aga", approximately(new Ruleset(Repetition.SITUATIONAL, Suicide.FORBIDDEN, Ending.AGREEMENT_OR_FOUR_PASSES, 7.5)
                        .withBonus(Bonus.PER_STONE_LESS_ONE),
                "situational superko, no suicide and a point to White for each handicap stone beyond the first as the AGA rules;"
                        + " their pass stones and the removal of dead stones by agreement are not modelled"),
                "aga", "american", "bga", "british");
        row(Rulesets.presetNameOf(Ruleset.NEW_ZEALAND), Reading.exactly(Ruleset.NEW_ZEALAND), "newZealand", "newzealand", "nz");
        row(Rulesets.presetNameOf(Ruleset.FRENCH), Reading.exactly(Ruleset.FRENCH), "french", "fr", "france", "regleFrancaise");
        row("japanese", approximately(new Ruleset(Repetition.SIMPLE, Suicide.FORBIDDEN, Ending.AGREEMENT_OR_FOUR_PASSES, 6.5),
                "Japanese rules forbid only the immediate ko retake (simple ko, TT-V1) and void games caught in a long cycle,"
                        + " which no setting models; they count territory and prisoners, not area, so a result may differ by the"
                        + " stones each side has on the grid"),
                "japanese", "jp", "japan", "korean", "korea");
        row("ing", approximately(new Ruleset(Repetition.SITUATIONAL, Suicide.ALLOWED, Ending.AGREEMENT_OR_FOUR_PASSES, 7.5),
                "area scoring with suicide allowed as the Ing rules; their ko rules (by kinds of ko) are read as situational"
                        + " superko; komi 8 where Black wins ties is komi 7.5"),
                "ing", "goe", "ingGoe");
        // KataGo's presets as its Rules::parseRules defines them, by KataGo's words and by ours (katago-aga).
        kataGoRow("chinese-ogs", "koPOSITIONALscoreAREAtaxNONEsui0whbNkomi7.5", "chineseOgs", "chineseKgs", "chineseogs", "chinesekgs",
                "katagoChineseOgs", "katagoChineseKgs");
        kataGoRow("stone-scoring", "koSIMPLEscoreAREAtaxALLsui0komi7.5", "stoneScoring", "ancientArea", "stonescoring", "ancientarea",
                "katagoStoneScoring", "katagoAncientArea");
        kataGoRow("ancient-territory", "koSIMPLEscoreTERRITORYtaxALLsui0komi6.5", "ancientTerritory", "ancientterritory");
        kataGoRow("aga-button", "koSITUATIONALscoreAREAtaxNONEsui0button1whbN-1komi7", "agaButton", "agabutton", "katagoAgaButton");
        kataGoRow("chinese", "koSIMPLEscoreAREAtaxNONEsui0whbNkomi7.5", "katagoChinese");
        kataGoRow("aga", "koSITUATIONALscoreAREAtaxNONEsui0whbN-1komi7.5", "katagoAga", "katagoBga", "katagoFrench");
        kataGoRow("nz", "koSITUATIONALscoreAREAtaxNONEsui1komi7", "katagoNz", "katagoNewZealand");
        kataGoRow("tromp-taylor", "koPOSITIONALscoreAREAtaxNONEsui1komi7.5", "katagoTrompTaylor", "katagoGoe", "katagoIng");
        kataGoRow("japanese", "koSIMPLEscoreTERRITORYtaxSEKIsui0komi6.5", "katagoJapanese", "katagoKorean");
    }

    /** A name as the table keys it: lower case, without spaces, dashes, dots or underscores, camel case kept for reading. */
    private static String key(String ru) {
        String[] words = ru.trim().toLowerCase(Locale.ROOT).split("[\\s_.\\-/]+");
        StringBuilder k = new StringBuilder();
        for (String w : words) {
            if (w.isEmpty()) {
                continue;
            }
            k.append(k.length() == 0 ? w : Character.toUpperCase(w.charAt(0)) + w.substring(1));
        }
        return k.toString();
    }

    /** The row for an RU value: the whole name, else its first word (files write "Chinese rules", "Japanese 1989", "NZ rules"). */
    static Optional<Reading> table(String ru) {
        Reading m = TABLE.getOrDefault(key(ru), KATAGO_PRESETS.get(key(ru)));
        if (m == null) {
            m = TABLE.get(key(ru.trim().split("[\\s_\\-/(]+")[0]));
        }
        return Optional.ofNullable(m);
    }

    /** The table's names, for "did you mean". */
    static List<String> names() {
        List<String> all = new ArrayList<>(TABLE.keySet());
        all.addAll(KATAGO_PRESETS.keySet());
        return all;
    }

    /** Every row of the table of common names once, in its order, with its word (KataGo's presets left out). */
    static List<Rulesets.Named> rows() {
        List<Rulesets.Named> all = new ArrayList<>();
        WORDS.forEach((reading, word) -> all.add(new Rulesets.Named(word, reading.ruleset())));
        return all;
    }

    /**
     * KataGo's rules string, as KataGo writes it in {@code RU} and takes in {@code kata-set-rules}
     * ({@code koPOSITIONALscoreAREAtaxNONEsui1whbNkomi7.5}): its parts in any order, each optional,
     * those missing as KataGo's parser has them (positional superko, area, no tax, {@code sui1}, no
     * button, {@code whb0}; komi 7.5, 6.5 under territory scoring, 7 with the button). Every part is
     * a setting of ours (docs/rulesets.md maps each), {@code fpok} aside, which is no rule of play;
     * territory scoring alone has none, and makes the reading an approximation.
     */
    static Optional<Reading> kataGo(String ru) {
        String s = ru.strip();
        Map<String, String> parts = new LinkedHashMap<>();
        Matcher m = PART.matcher(s);
        int at = 0;
        while (at < s.length()) {
            if (!m.find(at) || m.start() != at) {
                return Optional.empty();
            }
            for (int g = 1; g <= m.groupCount(); g += 2) {
                if (m.group(g) != null) {
                    String key = m.group(g).toLowerCase(Locale.ROOT).replace("scoring", "score");
                    if (parts.put(key, m.group(g + 1).toUpperCase(Locale.ROOT)) != null) {
                        return Optional.empty();
                    }
                }
            }
            at = m.end();
        }
        if (!parts.containsKey("ko") && !parts.containsKey("score")) {
            return Optional.empty();
        }
        String ko = parts.getOrDefault("ko", "POSITIONAL");
        boolean territory = parts.getOrDefault("score", "AREA").equals("TERRITORY");
        String tax = parts.getOrDefault("tax", territory ? "SEKI" : "NONE");
        boolean suicide = parts.getOrDefault("sui", "1").equals("1");
        boolean button = parts.getOrDefault("button", "0").equals("1");
        double komi = parts.containsKey("komi") ? Double.parseDouble(parts.get("komi")) : territory ? 6.5 : button ? 7 : 7.5;
        if (!Setup.komiAllowed(komi)) {
            return Optional.empty();
        }
        List<String> apart = new ArrayList<>();
        // KataGo's area scoring counts a pass-alive territory whole (TT-V9); a lone stone's suicide is
        // never legal in KataGo, several stones' are with sui1 (TT-V4).
        Ruleset r = Ruleset.TROMP_TAYLOR.withDefaultKomi(komi).withCounting(Counting.PASS_ALIVE)
                .withSuicide(suicide ? Suicide.MULTI_STONE : Suicide.FORBIDDEN);
        switch (ko) {
            // TT-V1, TT-V5, TT-V11: KataGo's simple ko ends the game by two passes or Spight's end, and
            // voids it when a situation stands a third time since the last pass.
            case "SIMPLE" -> r = r.withRepetition(Repetition.SIMPLE).withEnding(Ending.TWO_PASSES_OR_SPIGHT)
                    .withCycles(Cycles.NO_RESULT);
            case "SITUATIONAL" -> r = r.withRepetition(Repetition.SITUATIONAL);
            // TT-V3, TT-V5.
            case "SPIGHT" -> r = r.withRepetition(Repetition.SPIGHT).withEnding(Ending.SPIGHT);
            default -> { }
        }
        if (territory) {
            apart.add("territory scoring is not a ruleset of this project: the score is KataGo's area (TT-V9); judging it exactly"
                    + " would need KataGo's cleanup phases in the record");
        }
        r = r.withTax(switch (tax) {
            case "SEKI" -> Tax.SEKI;
            case "ALL" -> Tax.ALL;
            default -> Tax.NONE;
        });
        if (button) {
            r = r.withButton(Button.FIRST_PASS);
        }
        r = r.withBonus(switch (parts.getOrDefault("whb", "0")) {
            case "N" -> Bonus.PER_STONE;
            case "N-1" -> Bonus.PER_STONE_LESS_ONE;
            default -> Bonus.NONE;
        });
        return Optional.of(apart.isEmpty() ? Reading.exactly(r) : approximately(r, String.join("; ", apart)));
    }
}
