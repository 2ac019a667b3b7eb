package org.logicalgo.cli;

import java.util.Iterator;

import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Knob;
import org.logicalgo.rulesets.Nearest;
import org.logicalgo.rulesets.Rulesets;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The ruleset options every command shares: a preset, then knobs that change one setting of it.
 * The words are the registry's ({@link Rulesets}): picocli converts each knob's word to the rules'
 * setting with {@link #converters}, and lists the words from there in the help.
 */
public final class RulesOptions {

    @Option(names = "--rules", paramLabel = "NAME", defaultValue = "tromp-taylor", completionCandidates = Presets.class,
            description = "Ruleset preset: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    String preset;

    @Option(names = "--ko", paramLabel = "KIND", completionCandidates = KoWords.class,
            description = "Repetition rule (TT-6, TT-C6, FR-9, NZ-8): ${COMPLETION-CANDIDATES}.")
    Ruleset.Repetition ko;

    @Option(names = "--suicide", paramLabel = "KIND", completionCandidates = SuicideWords.class,
            description = "Whether suicide is allowed (TT-C7, FR-8): ${COMPLETION-CANDIDATES}.")
    Ruleset.Suicide suicide;

    @Option(names = "--ending", paramLabel = "KIND", completionCandidates = EndingWords.class,
            description = "How the game ends: two-passes (TT-8), agreement (TT-C8: agree after two passes, or four"
                    + " passes end it as is), passes-then-agreement (FR-13: two passes stop play, an agreement ends it,"
                    + " play may resume) or agreement-only (NZ-10: only an agreement ends it).")
    Ruleset.Ending ending;

    @Option(names = "--counting", paramLabel = "KIND", completionCandidates = CountingWords.class,
            description = "How empty points count: area (TT-9, FR-10) or shared (NZ-6: an empty point reaching both colours counts for both).")
    Ruleset.Counting counting;

    @Option(names = "--handicap-rule", paramLabel = "KIND", completionCandidates = HandicapWords.class,
            description = "How a handicap is given: consecutive (TT-C5, FR-14: Black's first n turns in a row) or white-passes (NZ-13).")
    Ruleset.Handicap handicapRule;

    @Option(names = "--handicap-bonus", paramLabel = "POINTS", completionCandidates = BonusWords.class,
            description = "White's points for n handicap stones: 0, n (TT-V2) or n-1 (FR-14, TT-V2).")
    Ruleset.Bonus bonus;

    /** Whether any knob was given. */
    boolean anyKnob() {
        return ko != null || suicide != null || ending != null || counting != null || handicapRule != null || bonus != null;
    }

    /** The preset changed by the knobs given, named as the registry names it. */
    public Ruleset ruleset() {
        // An unknown preset is an IllegalArgumentException: judge then looks the name up in the RU table.
        return withKnobs(Rulesets.preset(preset));
    }

    /** A ruleset changed by the knobs given. */
    Ruleset withKnobs(Ruleset r) {
        r = ko == null ? r : r.withRepetition(ko);
        r = suicide == null ? r : r.withSuicide(suicide);
        r = ending == null ? r : r.withEnding(ending);
        r = counting == null ? r : r.withCounting(counting);
        r = handicapRule == null ? r : r.withHandicap(handicapRule);
        r = bonus == null ? r : r.withBonus(bonus);
        return Rulesets.named(r);
    }

    /** Each knob's words read by the registry, for every command of a command line. */
    static void converters(CommandLine cl) {
        // A whole name, preset and knobs (conformance --rules tromp-taylor+ko=situational).
        cl.registerConverter(Ruleset.class, name -> {
            try {
                return Rulesets.resolve(name);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        });
        for (Knob<?> knob : Rulesets.KNOBS) {
            register(cl, knob);
        }
    }

    private static <T extends Enum<T>> void register(CommandLine cl, Knob<T> knob) {
        Class<T> type = knob.values().get(0).setting().getDeclaringClass();
        cl.registerConverter(type, word -> knob.read(word).orElseThrow(() ->
                new CommandLine.TypeConversionException("takes " + knob.takes() + ", not '" + word + "'"
                        + Nearest.meant(word, knob.words()).map(m -> "; did you mean " + m + "?").orElse(""))));
    }

    /** The words of one knob, for picocli's completion candidates and help. */
    abstract static class Words implements Iterable<String> {
        private final Iterable<String> words;

        Words(Iterable<String> words) {
            this.words = words;
        }

        @Override
        public Iterator<String> iterator() {
            return words.iterator();
        }
    }

    static final class Presets extends Words {
        Presets() {
            super(Rulesets.PRESETS.stream().map(Ruleset::name).toList());
        }
    }

    static final class KoWords extends Words {
        KoWords() {
            super(Rulesets.KO.words());
        }
    }

    static final class SuicideWords extends Words {
        SuicideWords() {
            super(Rulesets.SUICIDE.words());
        }
    }

    static final class EndingWords extends Words {
        EndingWords() {
            super(Rulesets.ENDING.words());
        }
    }

    static final class CountingWords extends Words {
        CountingWords() {
            super(Rulesets.COUNTING.words());
        }
    }

    static final class HandicapWords extends Words {
        HandicapWords() {
            super(Rulesets.HANDICAP.words());
        }
    }

    static final class BonusWords extends Words {
        BonusWords() {
            super(Rulesets.BONUS.words());
        }
    }
}
