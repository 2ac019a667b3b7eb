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
        row(new Mapping(new Ruleset("chinese", Repetition.POSITIONAL, Suicide.FORBIDDEN, Ending.AGREEMENT_OR_FOUR_PASSES, 7.5), false,
                "approximation: area scoring and no suicide as the Chinese rules; their ban on repeating a"
                        + " position is read as positional superko (the rules leave long cycles to the referee);"
                        + " dead stones removed by agreement are not in the record, so the score counts them"),
                "chinese", "cn", "china");
        row(new Mapping(new Ruleset("aga", Repetition.SITUATIONAL, Suicide.FORBIDDEN, Ending.AGREEMENT_OR_FOUR_PASSES, 7.5), false,
                "approximation: situational superko and no suicide as the AGA rules; their pass stones and"
                        + " the removal of dead stones by agreement are not modelled"),
                "aga", "american", "bga", "british");
        row(new Mapping(Ruleset.NEW_ZEALAND, true, "the new-zealand preset"),
                "newZealand", "nz");
        row(new Mapping(Ruleset.FRENCH, true, "the french preset"),
                "french", "fr", "france", "regleFrancaise");
        row(new Mapping(new Ruleset("japanese", Repetition.SITUATIONAL, Suicide.FORBIDDEN, Ending.AGREEMENT_OR_FOUR_PASSES, 6.5), false,
                "approximation: Japanese rules forbid only the immediate ko retake and void games caught in"
                        + " a long cycle, read here as situational superko; they count territory and prisoners,"
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

    /** The row for an RU value, or empty when the table does not know the name. */
    public static Optional<Mapping> forRu(String ru) {
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
