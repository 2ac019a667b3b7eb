package org.logicalgo.arbiter;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.rulesets.Rulesets.Reading;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.SgfException;

/** Judges records with an engine: every turn in order, stopping at the first the rules refuse. */
public final class Judge {

    private final Engine engine;
    /**
     * The choices made so far, by the ruleset given and the record's RU: a batch's records mostly
     * share one, and reading RU through the table each time cost more than judging a short game.
     * Bounded, so that a batch of many RU values still keeps little.
     */
    private final Map<Chosen, Choice> chosen = new ConcurrentHashMap<>();
    private static final int CHOICES_KEPT = 256;

    private record Chosen(Optional<Reading> given, Optional<String> ru) {
    }

    public Judge(Engine engine) {
        this.engine = engine;
    }

    public Engine engine() {
        return engine;
    }

    /** The ruleset a record is judged under: the one given, or else the one its RU names (TT by default). */
    public record Choice(Ruleset rules, String from, List<String> notes) {
        public Choice {
            notes = List.copyOf(notes);
        }
    }

    /**
     * The ruleset given on the command line, as the registry read it, else the one the record's RU
     * names, read by the same registry, else the logical rules; a note for each reading that is not exact.
     */
    public static Choice choose(GameRecord record, Optional<Reading> given) {
        if (given.isPresent()) {
            Reading r = given.get();
            return new Choice(r.ruleset(), "--rules", r.exact() ? List.of()
                    : List.of("--rules is read as " + Rulesets.name(r.ruleset()) + ", an " + r.note()));
        }
        if (record.rules().isEmpty()) {
            return new Choice(Ruleset.TROMP_TAYLOR, "the default (the record has no RU)", List.of());
        }
        String ru = record.rules().get();
        Reading r = Rulesets.readRu(ru);
        return new Choice(r.ruleset(), "RU[" + ru + "]", r.exact() ? List.of() : List.of(r.note()));
    }

    /**
     * Judges one record.
     *
     * @throws SgfException when the record's setup is impossible (a string without a liberty at the start, TT-R7)
     */
    public Judgement judge(GameRecord record, Optional<Reading> given) {
        Chosen key = new Chosen(given, record.rules());
        Choice choice = chosen.get(key);
        if (choice == null) {
            choice = choose(record, given);
            if (chosen.size() < CHOICES_KEPT) {
                chosen.put(key, choice);
            }
        }
        List<String> notes = new ArrayList<>(choice.notes());
        Setup setup = record.setup(choice.rules());
        if (record.komi().isEmpty()) {
            notes.add("the record gives no KM: komi " + Score.half(setup.komi()) + " is the ruleset's");
        }
        Replay.End<GameRecord.Move> end = record.replay(start(setup, record), Replay.AfterRefusal.STOPS).end();
        Game game = end.game();
        Score score = game.score();
        Optional<Judgement.Refusal> refusal = end.refused().map(Judgement.Refusal::of);
        Optional<RecordedResult> recorded = record.result().map(RecordedResult::parse);
        RecordedResult.Agreement agreement = RecordedResult.Agreement.NOT_COMPARED;
        String why;
        if (refusal.isPresent()) {
            why = "the record breaks the rules at move " + refusal.get().move().number();
        } else if (recorded.isEmpty()) {
            why = "the record has no RE";
        } else {
            agreement = recorded.get().against(score);
            why = agreement == RecordedResult.Agreement.NOT_COMPARED ? recorded.get().notComparedBecause()
                    : "the rules give " + score.result();
        }
        if (refusal.isEmpty() && !game.ended()) {
            int passes = game.consecutivePasses();
            notes.add("the game had not ended (" + game.turnNumber() + " turns, " + passes
                    + (passes == 1 ? " consecutive pass" : " consecutive passes") + " at the end): " + game.setup().rules().ending().notEndedBecause(passes)
                    + "; the score is that of the colouring as it stands (TT-9)");
        }
        return new Judgement(record, choice.rules(), choice.from(), notes, game, score, refusal, recorded, agreement, why);
    }

    /** The game at the record's start; a start with a string lacking a liberty is not a game (TT-R7). */
    Game start(Setup setup, GameRecord record) {
        try {
            return engine.start(setup);
        } catch (IllegalArgumentException e) {
            throw new SgfException(Math.max(record.offset(), 0), "the game's setup: " + e.getMessage());
        }
    }
}
