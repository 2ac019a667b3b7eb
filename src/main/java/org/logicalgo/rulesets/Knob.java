package org.logicalgo.rulesets;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

import org.logicalgo.rules.BadValue;
import org.logicalgo.rules.Ruleset;

/**
 * One setting of a ruleset that a name may change, with the words for its values: {@code ko=situational}
 * on a suite name, {@code --ko situational} on the command line, {@code "ko": "situational"} in the
 * explorer's requests. The words live here and nowhere else; the settings they stand for are the
 * rules' own enums.
 *
 * @param name    the knob's name in a ruleset name and in requests ({@code ko})
 * @param option  the command line's option for it ({@code --ko})
 * @param clauses the clauses whose settings it chooses, for help texts
 * @param values  its values, the first word of each the one names are composed with
 * @param setting reads the knob's setting from a ruleset
 * @param with    a ruleset with the knob set
 * @param <T>     the rules' enum the knob chooses from
 */
public record Knob<T extends Enum<T>>(String name, String option, String clauses, List<Value<T>> values,
                                      Function<Ruleset, T> setting, BiFunction<Ruleset, T, Ruleset> with) implements Setting {

    /** A value of a knob: the word names are composed with, the other words read as it, and what it sets. */
    public record Value<T>(String word, T setting, List<String> aliases) {
        boolean answersTo(String w) {
            return word.equals(w) || aliases.contains(w);
        }
    }

    public Knob {
        values = List.copyOf(values);
    }

    static <T> Value<T> value(String word, T setting, String... aliases) {
        return new Value<>(word, setting, List.of(aliases));
    }

    /** The setting a word stands for, if it is one of this knob's. */
    public Optional<T> read(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        return values.stream().filter(v -> v.answersTo(w)).map(Value::setting).findFirst();
    }

    /**
     * The setting a word stands for.
     *
     * @throws BadValue {@code ko takes positional, situational, own-moves, simple or none, not 'x'; did you mean ...?}
     */
    public T setting(String word) {
        return read(word).orElseThrow(() -> refusal(word));
    }

    @Override
    public BadValue refusal(String word) {
        Optional<String> meant = Nearest.meant(word, words());
        return new BadValue(name + " takes " + takes() + ", not '" + word + "'" + meant.map(m -> "; did you mean " + m + "?").orElse(""),
                name + " prend " + list(" ou ") + ", pas '" + word + "'" + meant.map(m -> " ; vouliez-vous dire " + m + " ?").orElse(""));
    }

    /** The ruleset with this knob set by a word, if it is one of the knob's. */
    @Override
    public Optional<Ruleset> applied(Ruleset rules, String word) {
        return read(word).map(t -> with.apply(rules, t));
    }

    @Override
    public String pattern() {
        return "(?:" + String.join("|", words()) + ")";
    }

    /** The word for a ruleset's setting of this knob. */
    @Override
    public String word(Ruleset rules) {
        T now = setting.apply(rules);
        return values.stream().filter(v -> v.setting() == now).map(Value::word).findFirst()
                .orElseThrow(() -> new IllegalStateException("no word for " + now + " of knob " + name));
    }

    /** The knob's name where a field of its own says it: the option without its dashes ({@code handicap-rule}). */
    public String field() {
        return option.substring(2);
    }

    /** The words, in order. */
    public List<String> words() {
        List<String> words = new ArrayList<>();
        values.forEach(v -> words.add(v.word()));
        return words;
    }

    /** The words as a sentence ends them: {@code positional, situational, own-moves, simple or none}. */
    public String takes() {
        return list(" or ");
    }

    private String list(String or) {
        List<String> w = words();
        return String.join(", ", w.subList(0, w.size() - 1)) + or + w.get(w.size() - 1);
    }
}
