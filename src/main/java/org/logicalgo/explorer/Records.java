package org.logicalgo.explorer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;

import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.arbiter.Explanation;
import org.logicalgo.arbiter.Judge;
import org.logicalgo.json.ExplainJson;
import org.logicalgo.json.JsonShapes;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Language;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.sgf.GameRecord;
import org.logicalgo.sgf.SgfException;
import org.logicalgo.sgf.GameRecords;

/**
 * Game records: {@code POST /api/sgf} reads an SGF collection with the project's streaming reader, one game tree at a time, and gives
 * each game as a request for {@code /api/game}; {@code POST /api/explain} takes a game apart at one
 * turn as {@code explain --json} does, through the same {@link ExplainJson}.
 */
final class Records {

    private Records() {
    }

    /** A game of the collection, ready for {@code /api/game}. */
    record SgfGame(int game, int lines, String size, String rules, Map<String, String> knobs, String rulesFrom, List<String> notes,
                   double komi, int handicap, List<String> start, String toMove, List<String> turns, String result,
                   String black, String white) {
    }

    /**
     * The games read, and what was left out: games past {@link #MAX_GAMES} are checked and counted,
     * not given; warnings past {@link #MAX_WARNINGS} are counted.
     */
    record SgfAnswer(List<SgfGame> games, List<String> warnings, int gamesLeftOut, int warningsLeftOut) {
    }

    /** The most games one answer gives: a collection of 333,333 empty games is 1 MB of SGF. */
    static final int MAX_GAMES = 100;
    /** The most warnings one answer gives. */
    static final int MAX_WARNINGS = 100;

    /**
     * Reads the collection one game tree at a time ({@link GameRecords#games}): no tree is built,
     * and at most {@link #MAX_GAMES} games, {@link GameRequest#MAX_TURNS} turns each, are kept, so
     * the answer is bounded whatever the body's shape.
     */
    static SgfAnswer read(byte[] body) {
        List<String> warnings = new ArrayList<>();
        int[] warningsLeftOut = {0};
        Consumer<String> warn = w -> {
            if (warnings.size() < MAX_WARNINGS) {
                warnings.add(w);
            } else {
                warningsLeftOut[0]++;
            }
        };
        List<SgfGame> games = new ArrayList<>();
        int leftOut = 0;
        try {
            GameRecords.Games trees = GameRecords.games(body, 1, warn);
            for (int number = 1; ; number++) {
                if (games.size() == MAX_GAMES) {
                    while (trees.skip()) {
                        leftOut++;
                    }
                    break;
                }
                Optional<GameRecords.Read> next = trees.next();
                if (next.isEmpty()) {
                    break;
                }
                GameRecords.Read read = next.get();
                if (read.error().isPresent()) {
                    throw RequestRefused.badRequest("sgf: game " + number + ": " + ExploreServer.printable(read.error().get()));
                }
                games.add(game(number, read.record().orElseThrow(), warn));
            }
        } catch (IllegalArgumentException e) {
            throw RequestRefused.badRequest("sgf: " + ExploreServer.printable(e.getMessage()));
        }
        if (leftOut > 0) {
            warn.accept("the body holds " + (MAX_GAMES + leftOut) + " games: the first " + MAX_GAMES + " are given, "
                    + leftOut + " left out (at most " + MAX_GAMES + " a request)");
        }
        return new SgfAnswer(games, warnings, leftOut, warningsLeftOut[0]);
    }

    private static SgfGame game(int number, GameRecord record, Consumer<String> warnings) {
        try {
            Judge.Choice choice = Judge.choose(record, Optional.empty());
            Setup setup = record.setup(choice.rules());
            List<String> turns = new ArrayList<>();
            for (GameRecord.Move m : record.moves()) {
                if (m.turn().isEmpty()) {
                    warnings.accept("game " + number + ": move " + m.number() + " " + m.text() + " lies off the " + record.grid()
                            + " grid, which TT-1 refuses; the turns stop before it");
                    break;
                }
                if (turns.size() == GameRequest.MAX_TURNS) {
                    warnings.accept("game " + number + ": " + record.moves().size() + " moves; the explorer takes the first "
                            + GameRequest.MAX_TURNS + ", the rest are left out");
                    break;
                }
                turns.add(m.turn().get().text());
            }
            return new SgfGame(number, record.lines(), record.grid().toString(), Rulesets.presetNameOf(choice.rules()),
                    RulesetJson.knobsFromPreset(choice.rules()), choice.from(), choice.notes(), setup.komi(), setup.handicap(),
                    setup.start().rows(), JsonShapes.word(setup.toMove()), turns, record.result().orElse(null),
                    record.black().orElse(null), record.white().orElse(null));
        } catch (IllegalArgumentException e) {
            throw RequestRefused.badRequest("sgf: game " + number + ": " + ExploreServer.printable(e.getMessage()));
        }
    }

    /** The fields of {@code POST /api/explain}: a game's, the turn to explain, and whether to explain it under each preset too. */
    record ExplainBody(Grid size, Colouring start, Colour toMove, Double komi, Integer handicap, Rulesets.Reading rules,
                       Map<String, String> knobs, @JsonSetter(contentNulls = Nulls.FAIL) List<String> turns, Integer detail,
                       @JsonProperty("lang") String langCode, Integer move, Boolean compare) {

        GameRequest.Body game() {
            return new GameRequest.Body(size, start, toMove, komi, handicap, rules, knobs, turns, detail, langCode);
        }
    }

    /**
     * {@code POST /api/explain}: the game's turns made a record (each turn's colour read as the
     * replay reads it, a refused turn leaving the player to move as he was), judged as {@code explain}
     * judges it under the ruleset given.
     */
    static ExplainJson explain(byte[] body) {
        ExplainBody b = RequestJson.read(body, ExplainBody.class);
        GameRequest request = GameRequest.of(b.game());
        int move = GameRequest.within("move", b.move(), 1, GameRequest.MAX_TURNS)
                .orElseThrow(() -> RequestRefused.badRequest("move: the turn to explain is missing", "move : le tour à expliquer manque"));
        boolean compare = Boolean.TRUE.equals(b.compare());
        if (move > request.turns().size()) {
            throw RequestRefused.badRequest("move: the game has turns 1 to " + request.turns().size() + ", not " + move,
                    "move : la partie a les tours 1 à " + request.turns().size() + ", pas " + move);
        }
        Setup setup = request.setup(request.rules());
        Game start = request.start(request.rules());
        List<Turn> turns = new ArrayList<>();
        List<String> texts = request.turns();
        List<Integer> indices = java.util.stream.IntStream.range(0, texts.size()).boxed().toList();
        Replay.Reading<Integer> reading = (game, i) -> {
            try {
                return Optional.of(Turn.parse(texts.get(i), setup.grid(), game.toMove()));
            } catch (IllegalArgumentException e) {
                throw RequestRefused.badTurn(i, e);
            }
        };
        for (Replay.Step<Integer> step : Replay.of(start, indices, reading, Replay.AfterRefusal.GOES_ON)) {
            turns.add(step.turn().orElseThrow());
        }
        GameRecord record;
        try {
            record = GameRecord.of(setup, turns, Optional.empty(), Rulesets.name(setup.rules()));
        } catch (IllegalArgumentException e) {
            throw RequestRefused.badValue("turns", e);
        }
        Judge judge = new Judge(Reference.ENGINE);
        Judge.Choice choice = Judge.choose(record, Optional.of(request.reading()));
        Explanation e;
        try {
            e = Explanation.of(judge, record, move, choice.rules(), request.lang());
        } catch (SgfException ex) {
            throw RequestRefused.badRequest("start: " + ExploreServer.printable(ex.getMessage()));
        }
        return ExplainJson.of(null, 1, choice, e, compare ? ExplainJson.compare(judge, record, move, choice.rules(), request.lang()) : null);
    }
}
