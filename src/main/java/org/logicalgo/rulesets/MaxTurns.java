package org.logicalgo.rulesets;

import java.util.Optional;
import java.util.regex.Pattern;

import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Ruleset;

/**
 * TT-V7: the number of turns after which a game ends as it stands, as a name says it:
 * {@code max-turns=722} (0, no maximum, is never written). Learning environments bound their games
 * so (OpenSpiel's {@code max_game_length}, Pgx's step limit); the logical rules have no such bound.
 */
public record MaxTurns() implements Setting {

    private static final String NUMBER = "(?:0|[1-9][0-9]{0,6})";
    private static final Pattern READ = Pattern.compile(NUMBER);

    @Override
    public String name() {
        return "max-turns";
    }

    @Override
    public String word(Ruleset rules) {
        return Integer.toString(rules.maxTurns());
    }

    @Override
    public Optional<Ruleset> applied(Ruleset rules, String word) {
        if (!READ.matcher(word).matches()) {
            return Optional.empty();
        }
        int turns = Integer.parseInt(word);
        return turns <= Ruleset.MAX_TURNS ? Optional.of(rules.withMaxTurns(turns)) : Optional.empty();
    }

    @Override
    public BadValue refusal(String word) {
        return new BadValue("max-turns takes a whole number of turns from 1 to " + Ruleset.MAX_TURNS + ", or 0 for none, not '" + word
                + "' [TT-V7]", "max-turns prend un nombre entier de tours de 1 à " + Ruleset.MAX_TURNS + ", ou 0 pour aucun, pas '"
                + word + "' [TT-V7]");
    }

    @Override
    public String pattern() {
        return NUMBER;
    }
}
