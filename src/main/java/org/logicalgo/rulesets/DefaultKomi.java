package org.logicalgo.rulesets;

import java.util.Optional;
import java.util.regex.Pattern;

import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;

/**
 * The komi of a ruleset when the players name none (TT-C10, FR-11, NZ-12), as a name says it:
 * {@code komi=7.5}. It is not a command-line knob: {@code --komi} gives a game's komi, which wins
 * over the ruleset's. It is in names so that every ruleset has one, KataGo's {@code komi7.5} among them.
 */
public record DefaultKomi() implements Setting {

    /** A whole or half number, as {@link Score#half} writes it. */
    private static final String NUMBER = "-?(?:0|[1-9][0-9]{0,4})(?:\\.5)?";
    private static final Pattern READ = Pattern.compile(NUMBER + "|-?[0-9]{1,5}\\.(?:0|5)");

    @Override
    public String name() {
        return "komi";
    }

    @Override
    public String word(Ruleset rules) {
        return Score.half(rules.defaultKomi());
    }

    @Override
    public Optional<Ruleset> applied(Ruleset rules, String word) {
        double komi = READ.matcher(word).matches() ? Double.parseDouble(word) : Double.NaN;
        return Setup.komiAllowed(komi) ? Optional.of(rules.withDefaultKomi(komi)) : Optional.empty();
    }

    @Override
    public BadValue refusal(String word) {
        return new BadValue("komi takes a whole or half number such as 7.5, from -" + Setup.MAX_KOMI + " to " + Setup.MAX_KOMI
                + ", not '" + word + "' [TT-R9]", "komi prend un nombre entier ou demi comme 7.5, de -" + Setup.MAX_KOMI + " à "
                + Setup.MAX_KOMI + ", pas '" + word + "' [TT-R9]");
    }

    @Override
    public String pattern() {
        return NUMBER;
    }
}
