package org.logicalgo.rulesets;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Ruleset.Ending;
import org.logicalgo.rules.Ruleset.Repetition;
import org.logicalgo.rules.Ruleset.Suicide;

/**
 * The ruleset an SGF {@code RU} names, as the settings our engines know: repetition, suicide, the
 * ending and the default komi. Only the logical rules are exact. The others differ from any such
 * setting in ways a record cannot show (dead stones removed by agreement, territory counting,
 * Japanese ko without superko, pass stones), so their rows are approximations, and each says where.
 * Where the French and New Zealand presets of presets exist, they are used as they are.
 */
public final class RuReadings {

    /** A row of the table: the ruleset, and how far it is from what the name means. */
    public record Mapping(Ruleset ruleset, boolean exact, String note) {
    }

    private static final Map<String, Mapping> TABLE = new LinkedHashMap<>();

    private static void row(Mapping m, String... names) {
        for (String n : names) {
            TABLE.put(n, m);
        }
    }

    static {
        row(new Mapping(Ruleset.TROMP_TAYLOR, true, "the logical rules as written"),
                "trompTaylor", "tt", "logical");
        row(new Mapping(new Ruleset("chinese", Repetition.POSITIONAL, Suicide.FORBIDDEN, Ending.AGREEMENT_OR_FOUR_PASSES, 7.5)
                .withBonus(Ruleset.Bonus.PER_STONE), false,
                "approximation: area scoring, no suicide and a point to White for each handicap stone as the Chinese rules; their ban on repeating a"
                        + " position is read as positional superko (the rules leave long cycles to the referee);"
                        + " dead stones removed by agreement are not in the record, so the score counts them"),
                "chinese", "cn", "china");
        row(new Mapping(new Ruleset("aga", Repetition.SITUATIONAL, Suicide.FORBIDDEN, Ending.AGREEMENT_OR_FOUR_PASSES, 7.5)
                .withBonus(Ruleset.Bonus.PER_STONE_LESS_ONE), false,
                "approximation: situational superko, no suicide and a point to White for each handicap stone beyond the first as the AGA rules; their pass stones and"
                        + " the removal of dead stones by agreement are not modelled"),
                "aga", "american", "bga", "british");
        row(new Mapping(Ruleset.NEW_ZEALAND, true, "the new-zealand preset"),
                "newZealand", "nz");
        row(new Mapping(Ruleset.FRENCH, true, "the french preset"),
                "french", "fr", "france", "regleFrancaise");
        row(new Mapping(new Ruleset("japanese", Repetition.SIMPLE, Suicide.FORBIDDEN, Ending.AGREEMENT_OR_FOUR_PASSES, 6.5), false,
                "approximation: Japanese rules forbid only the immediate ko retake (simple ko, TT-V1) and void"
                        + " games caught in a long cycle, which no setting models; they count territory and prisoners,"
                        + " not area, so a result may differ by the stones each side has on the grid"),
                "japanese", "jp", "japan", "korean", "korea");
        row(new Mapping(new Ruleset("ing", Repetition.SITUATIONAL, Suicide.ALLOWED, Ending.AGREEMENT_OR_FOUR_PASSES, 7.5), false,
                "approximation: area scoring with suicide allowed as the Ing rules; their ko rules (by kinds"
                        + " of ko) are read as situational superko; komi 8 where Black wins ties is komi 7.5"),
                "ing", "goe", "ingGoe");
    }

    private RuReadings() {
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

    /**
     * KataGo's compact rules string, as KataGo writes it in {@code RU} and takes in {@code kata-set-rules}:
     * {@code koPOSITIONALscoreAREAtaxNONEsui1whbN...}, the nearest thing to a standard vocabulary of rules.
     */
    private static final java.util.regex.Pattern KATAGO = java.util.regex.Pattern.compile(
            "(?i)ko(SIMPLE|POSITIONAL|SITUATIONAL|SPIGHT)score(AREA|TERRITORY)(?:tax(NONE|SEKI|ALL))?(?:sui([01]))?"
                    + "(?:button([01]))?(?:fpok([01]))?(?:whb(0|N|N-1))?(?:komi(-?[0-9]+(?:\\.[05])?))?");

    /**
     * KataGo's rules string read as our settings: {@code ko}, {@code sui} and {@code whb} (TT-V2) map exactly (KataGo's
     * SIMPLE is TT-V1; {@code sui1} allows suicide of several stones, and under positional superko a
     * lone stone's suicide is refused anyway, TT-R4); what has no setting here is named in the note
     * and makes the reading an approximation: territory scoring, a tax, the button, Spight's ko rule, a lone stone's suicide under simple or
     * situational ko (KataGo refuses it always).
     */
    static Optional<Mapping> kataGo(String ru) {
        java.util.regex.Matcher m = KATAGO.matcher(ru.trim());
        if (!m.matches()) {
            return Optional.empty();
        }
        String ko = m.group(1).toUpperCase(Locale.ROOT);
        boolean suicide = m.group(4) == null || m.group(4).equals("1");
        List<String> apart = new ArrayList<>();
        Ruleset r = Ruleset.TROMP_TAYLOR;
        switch (ko) {
            case "SIMPLE" -> r = r.withRepetition(Repetition.SIMPLE);
            case "SITUATIONAL" -> r = r.withRepetition(Repetition.SITUATIONAL);
            case "SPIGHT" -> {
                r = r.withRepetition(Repetition.SITUATIONAL);
                apart.add("Spight's ko rule is read as situational superko");
            }
            default -> { }
        }
        r = r.withSuicide(suicide ? Suicide.ALLOWED : Suicide.FORBIDDEN);
        if (suicide && !ko.equals("POSITIONAL")) {
            apart.add("KataGo refuses a lone stone's suicide, which " + ko.toLowerCase(Locale.ROOT) + " ko allows here");
        }
        if (m.group(2).equalsIgnoreCase("TERRITORY")) {
            apart.add("territory scoring is not modelled: the score is area (TT-9)");
        }
        if (m.group(3) != null && !m.group(3).equalsIgnoreCase("NONE")) {
            apart.add("the tax " + m.group(3).toUpperCase(Locale.ROOT) + " is not modelled");
        }
        if ("1".equals(m.group(5))) {
            apart.add("the button is not modelled");
        }
        if (m.group(7) != null) {
            r = r.withBonus(switch (m.group(7).toUpperCase(Locale.ROOT)) {
                case "N" -> Ruleset.Bonus.PER_STONE;
                case "N-1" -> Ruleset.Bonus.PER_STONE_LESS_ONE;
                default -> Ruleset.Bonus.NONE;
            });
        }
        String note = apart.isEmpty() ? "KataGo's rules string, every part of it a setting of ours"
                : "approximation of KataGo's rules string: " + String.join("; ", apart);
        return Optional.of(new Mapping(Rulesets.named(r), apart.isEmpty(), note));
    }

    /** The row for an RU value, or empty when the table does not know the name. */
    public static Optional<Mapping> forRu(String ru) {
        Optional<Mapping> kata = kataGo(ru);
        if (kata.isPresent()) {
            return kata;
        }
        Mapping m = TABLE.get(key(ru));
        if (m == null) {
            // Many files write "Chinese rules", "Japanese 1989", "NZ rules": the first word decides.
            String first = key(ru.trim().split("[\\s_\\-/(]+")[0]);
            m = TABLE.get(first);
        }
        return Optional.ofNullable(m);
    }

    /** Every ruleset of the table once, in its order, and before them the chosen one when it is none of them: {@code explain --compare}. */
    public static List<Ruleset> presetsBeside(Ruleset chosen) {
        List<Ruleset> all = new ArrayList<>();
        distinct().forEach(m -> all.add(m.ruleset()));
        if (all.stream().noneMatch(r -> r.name().equals(chosen.name()))) {
            all.add(0, chosen);
        }
        return all;
    }

    /** Every ruleset of the table once, in its order: the presets {@code explain --compare} sets side by side. */
    public static List<Mapping> distinct() {
        List<Mapping> all = new ArrayList<>();
        for (Mapping m : TABLE.values()) {
            if (all.stream().noneMatch(x -> x.ruleset().name().equals(m.ruleset().name()))) {
                all.add(m);
            }
        }
        return all;
    }
}
