package org.logicalgo.cli;

import java.util.Iterator;

import org.logicalgo.rules.Ruleset;
import org.logicalgo.rulesets.Knob;
import org.logicalgo.rulesets.Nearest;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.rulesets.Rulesets.Reading;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The ruleset options every command shares: a ruleset's name, then knobs that change one setting of it.
 * The words are the registry's ({@link Rulesets}): picocli reads the name with {@link Rulesets#read} and
 * converts each knob's word to the rules' setting with {@link #converters}, and lists the words from there
 * in the help.
 */
public final class RulesOptions {

    @Option(names = "--rules", paramLabel = "NAME", defaultValue = Rulesets.DEFAULT, completionCandidates = Presets.class,
            description = "Ruleset: a preset (${COMPLETION-CANDIDATES}), a composed name (tromp-taylor+ko=situational+suicide=forbidden),"
                    + " an SGF RU name (Chinese, AGA, Japanese, ...) or KataGo's rules string (koPOSITIONALscoreAREAsui1);"
                    + " see docs/rulesets.md (default: ${DEFAULT-VALUE}).")
    Reading named;

    @Option(names = "--ko", paramLabel = "KIND", completionCandidates = KoWords.class,
            description = "Repetition rule (TT-6, TT-C6, FR-9, NZ-8, TT-V1, TT-V3): ${COMPLETION-CANDIDATES}.")
    Ruleset.Repetition ko;

    @Option(names = "--repeat", paramLabel = "KIND", completionCandidates = RepeatWords.class,
            description = "What a move the repetition rule forbids does: refused (TT-6), or played and the game ends, draw or"
                    + " loses for its player (TT-V10).")
    Ruleset.Repeating repeat;

    @Option(names = "--cycles", paramLabel = "KIND", completionCandidates = CyclesWords.class,
            description = "go-on, or no-result: a situation standing a third time since the last pass ends the game without"
                    + " result (TT-V11, KataGo's under simple ko).")
    Ruleset.Cycles cycles;

    @Option(names = "--suicide", paramLabel = "KIND", completionCandidates = SuicideWords.class,
            description = "Whether suicide is allowed (TT-C7, FR-8; multi-stone: not of a lone stone, TT-V4): ${COMPLETION-CANDIDATES}.")
    Ruleset.Suicide suicide;

    @Option(names = "--ending", paramLabel = "KIND", completionCandidates = EndingWords.class,
            description = "How the game ends: two-passes (TT-8), agreement (TT-C8: agree after two passes, or four"
                    + " passes end it as is), passes-then-agreement (FR-13: two passes stop play, an agreement ends it,"
                    + " play may resume), agreement-only (NZ-10: only an agreement ends it), spight (TT-V5: a pass from a"
                    + " colouring its player has passed from before ends it) or two-passes-or-spight (TT-8 or TT-V5).")
    Ruleset.Ending ending;

    @Option(names = "--counting", paramLabel = "KIND", completionCandidates = CountingWords.class,
            description = "How empty points count: area (TT-9, FR-10), shared (NZ-6: an empty point reaching both colours counts for both)"
                    + " or pass-alive (TT-V9: KataGo's area, a pass-alive territory counted whole).")
    Ruleset.Counting counting;

    @Option(names = "--tax", paramLabel = "KIND", completionCandidates = TaxWords.class,
            description = "KataGo's tax (TT-V9): none, seki (a seki's empty points count for nobody) or all (each independent"
                    + " region also costs 2 points).")
    Ruleset.Tax tax;

    @Option(names = "--handicap-rule", paramLabel = "KIND", completionCandidates = HandicapWords.class,
            description = "How a handicap is given: consecutive (TT-C5, FR-14: Black's first n turns in a row) or white-passes (NZ-13).")
    Ruleset.Handicap handicapRule;

    @Option(names = "--handicap-bonus", paramLabel = "POINTS", completionCandidates = BonusWords.class,
            description = "White's points for n handicap stones: 0, n (TT-V2) or n-1 (FR-14, TT-V2).")
    Ruleset.Bonus bonus;

    @Option(names = "--button", paramLabel = "YES-NO", completionCandidates = ButtonWords.class,
            description = "Whether the first pass takes a button worth half a point (TT-V6): ${COMPLETION-CANDIDATES}.")
    Ruleset.Button button;

    @Option(names = "--ties", paramLabel = "WHO", completionCandidates = TiesWords.class,
            description = "Who a tie goes to: draw (TT-10) or white (TT-V8).")
    Ruleset.Ties ties;

    /** Whether any knob was given. */
    boolean anyKnob() {
        return ko != null || repeat != null || cycles != null || suicide != null || ending != null || counting != null || tax != null || handicapRule != null
                || bonus != null || button != null || ties != null;
    }

    /** The ruleset named by --rules, changed by the knobs given. */
    public Ruleset ruleset() {
        return reading().ruleset();
    }

    /** Where --rules names its ruleset only approximately (an RU name such as Chinese), the line that says so. */
    java.util.Optional<String> note() {
        Reading r = reading();
        return r.exact() ? java.util.Optional.empty()
                : java.util.Optional.of("note: --rules is read as " + Rulesets.name(r.ruleset()) + ", an " + r.note());
    }

    /** What --rules reads as, changed by the knobs given: exact, or with the reading's note. */
    public Reading reading() {
        return new Reading(withKnobs(named.ruleset()), named.exact(), named.note());
    }

    /** A ruleset changed by the knobs given. */
    Ruleset withKnobs(Ruleset r) {
        r = ko == null ? r : r.withRepetition(ko);
        r = repeat == null ? r : r.withRepeating(repeat);
        r = cycles == null ? r : r.withCycles(cycles);
        r = suicide == null ? r : r.withSuicide(suicide);
        r = ending == null ? r : r.withEnding(ending);
        r = counting == null ? r : r.withCounting(counting);
        r = tax == null ? r : r.withTax(tax);
        r = handicapRule == null ? r : r.withHandicap(handicapRule);
        r = bonus == null ? r : r.withBonus(bonus);
        r = button == null ? r : r.withButton(button);
        r = ties == null ? r : r.withTies(ties);
        return r;
    }

    /** Each knob's words read by the registry, for every command of a command line. */
    static void converters(CommandLine cl) {
        // A whole name, as every command reads it (tromp-taylor+ko=situational, Chinese, koSITUATIONALscoreAREAsui0).
        cl.registerConverter(Reading.class, name -> {
            try {
                return Rulesets.read(name);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        });
        cl.registerConverter(Ruleset.class, name -> {
            try {
                return Rulesets.read(name).ruleset();
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
            super(Rulesets.presetWords());
        }
    }

    static final class KoWords extends Words {
        KoWords() {
            super(Rulesets.KO.words());
        }
    }

    static final class RepeatWords extends Words {
        RepeatWords() {
            super(Rulesets.REPEAT.words());
        }
    }

    static final class CyclesWords extends Words {
        CyclesWords() {
            super(Rulesets.CYCLES.words());
        }
    }

    static final class TaxWords extends Words {
        TaxWords() {
            super(Rulesets.TAX.words());
        }
    }

    static final class ButtonWords extends Words {
        ButtonWords() {
            super(Rulesets.BUTTON.words());
        }
    }

    static final class TiesWords extends Words {
        TiesWords() {
            super(Rulesets.TIES.words());
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
