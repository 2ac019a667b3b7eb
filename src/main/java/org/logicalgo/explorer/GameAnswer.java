package org.logicalgo.explorer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import org.logicalgo.spec.MoveSteps;
import org.logicalgo.spec.SpecText;
import org.logicalgo.display.BoardSvg;
import org.logicalgo.json.JsonShapes;
import org.logicalgo.reference.LogicalRules;
import org.logicalgo.reference.QuickCount;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Language;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Refusal;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

/**
 * {@code POST /api/game}: a game replayed on the reference engine ({@link Replay}, stopping at the
 * first refused turn), each turn with its verdict and the position after it; the turn asked for in
 * detail step by step (TT-7), a refusal for repetition with the earlier colouring it repeats; the
 * position, the score and what may be played now. The shapes are in docs/explorer.md.
 */
record GameAnswer(RulesetJson rules, int width, int height, JsonShapes.PositionJson start, String startSvg,
                  List<TurnAnswer> turns, JsonShapes.PositionJson position, String svg, String lastMove, String goesOn,
                  @JsonInclude(JsonInclude.Include.NON_NULL) EndedAnswer ended, ScoreAnswer score, List<String> legal, boolean canPass, boolean canAgree) {

    /** A turn: its judged shape, then what the explorer shows of it. */
    record TurnAnswer(@JsonUnwrapped JsonShapes.JudgedTurn judged,
                      @JsonInclude(JsonInclude.Include.NON_NULL) String clauseText,
                      @JsonInclude(JsonInclude.Include.NON_NULL) List<String> board,
                      @JsonInclude(JsonInclude.Include.NON_NULL) JsonShapes.PositionJson after,
                      @JsonInclude(JsonInclude.Include.NON_NULL) List<String> opponentEmptied,
                      @JsonInclude(JsonInclude.Include.NON_NULL) List<String> ownEmptied,
                      @JsonInclude(JsonInclude.Include.NON_NULL) List<StepAnswer> steps,
                      @JsonInclude(JsonInclude.Include.NON_NULL) String svg,
                      @JsonInclude(JsonInclude.Include.NON_NULL) RepetitionAnswer repetition) {
    }

    /** A step of a move (TT-7). */
    record StepAnswer(String step, String clause, String text, String says, List<String> board, List<String> emptied, String svg) {
    }

    /** The evidence of a repetition: the earlier colouring, who was then to move, and the colouring the move would make. */
    record RepetitionAnswer(int turn, String toMove, List<String> board, String svg, List<String> would, String wouldSvg) {
    }

    /**
     * How the game ended, in the words of the refusal of any further turn ({@link Refusal.Ended}), and
     * the clause that ends it under these rules (TT-8, FR-10, NZ-10) with its text.
     */
    record EndedAnswer(String says, String clause, String clauseText) {

        static EndedAnswer of(Game game, Optional<Turn> last, Language lang) {
            Refusal.Ended how = game.howEnded().orElseThrow();
            String clause = how.clause(game.setup().rules());
            return new EndedAnswer(how.how(lang), clause, SpecText.text(clause, lang));
        }
    }

    /** Empty points by the colours they reach (TT-9). */
    record Territory(List<String> black, List<String> white) {
    }

    /** FR-15, the French quick count. */
    record QuickCountJson(int blackTerritory, int whiteTerritory, int blackHolds, int whiteHolds, int blackLeft, int whiteLeft,
                          double komi, String result, int trailingPasses, boolean exact) {
    }

    /** The score of a position and the points it counts. */
    record ScoreAnswer(@JsonUnwrapped JsonShapes.ScoreJson score, String counting, String clause, String clauseText,
                       Territory territory, List<String> neutral, List<String> unreached, QuickCountJson quickCount,
                       String svg) {
    }

    /** A turn as the request wrote it, with its place in the list for the messages. */
    private record Offered(int index, String text) {
    }

    static GameAnswer of(GameRequest request, Ruleset rules) {
        Setup setup = request.setup(rules);
        Game start = request.start(rules);
        Grid grid = setup.grid();
        List<Offered> offered = new ArrayList<>();
        for (int i = 0; i < request.turns().size(); i++) {
            offered.add(new Offered(i, request.turns().get(i)));
        }
        Replay.Reading<Offered> reading = (game, o) -> {
            try {
                return Optional.of(Turn.parse(o.text(), grid, game.toMove()));
            } catch (IllegalArgumentException e) {
                throw RequestRefused.badTurn(o.index(), e);
            }
        };
        // games.get(n): the game after accepted turn n (0: the start); every turn before a refused one is accepted.
        List<Game> games = new ArrayList<>(List.of(start));
        List<Turn> played = new ArrayList<>();
        List<Replay.Step<Offered>> steps = Replay.of(start, offered, reading, Replay.AfterRefusal.STOPS).steps().toList();
        int detail = request.detail().orElse(steps.size());
        if (detail > request.turns().size()) {
            throw RequestRefused.badRequest("detail: the game has " + request.turns().size() + " turns, not " + detail,
                    "detail : la partie a " + request.turns().size() + " tours, pas " + detail);
        }
        List<TurnAnswer> turns = new ArrayList<>();
        for (Replay.Step<Offered> step : steps) {
            turns.add(turn(step, rules, games, step.number() == detail, request.lang()));
            if (step.accepted()) {
                games.add(step.after());
                played.add(step.turn().orElseThrow());
            }
        }
        Game now = games.get(games.size() - 1);
        Optional<Point> lastMove = played.isEmpty() || !(played.get(played.size() - 1) instanceof Turn.Play p)
                ? Optional.empty() : Optional.of(p.point());
        Set<Point> emptied = new HashSet<>(now.lastClearings().opponent());
        emptied.addAll(now.lastClearings().own());
        String svg = BoardSvg.draw(now.colouring(), BoardSvg.Marks.NONE.withLastMove(lastMove).withEmptied(emptied).withHitAreas(),
                "the position after turn " + now.turnNumber());
        List<Point> legal = new ArrayList<>();
        for (Turn t : now.legalTurns()) {
            if (t instanceof Turn.Play p) {
                legal.add(p.point());
            }
        }
        return new GameAnswer(RulesetJson.of(rules, setup.komi(), setup.handicap()), grid.width(), grid.height(),
                JsonShapes.PositionJson.of(start),
                BoardSvg.draw(start.colouring(), BoardSvg.Marks.NONE.withHitAreas(), "the start"),
                turns, JsonShapes.PositionJson.of(now), svg, lastMove.map(Point::toString).orElse(null),
                now.ended() ? null : rules.ending().goesOn(now.consecutivePasses(), now.toMove(), request.lang()),
                now.ended() ? EndedAnswer.of(now, played.isEmpty() ? Optional.empty() : Optional.of(played.get(played.size() - 1)),
                        request.lang()) : null,
                score(now, played, request.lang()), JsonShapes.names(legal),
                now.judge(new Turn.Pass(now.toMove())).accepted(),
                now.judge(new Turn.Agreement(Set.of())).accepted());
    }

    private static TurnAnswer turn(Replay.Step<?> step, Ruleset rules, List<Game> games, boolean detail, Language lang) {
        // The page's language: a refusal's own sentence in it (Refusal says it once in each).
        JsonShapes.JudgedTurn judged = JsonShapes.JudgedTurn.of(step, lang);
        Turn turn = step.turn().orElseThrow();
        Game before = step.before();
        // Rule 7 plays a move on an empty point; its steps are shown when the rules accept it, and
        // when they refuse it for what those steps do (suicide, repetition): what it would have done.
        boolean stepsShown = turn instanceof Turn.Play play && before.colouring().colour(play.point()) == Colour.EMPTY
                && (step.accepted() || step.refused().get().refusal() instanceof Refusal.Suicide
                        || step.refused().get().refusal() instanceof Refusal.Repeats);
        List<StepAnswer> stepAnswers = null;
        if (detail) {
            stepAnswers = new ArrayList<>();
            if (stepsShown) {
                for (MoveSteps.Step s : MoveSteps.of(rules, before.colouring(), (Turn.Play) turn, lang)) {
                    stepAnswers.add(new StepAnswer(s.step(), s.clause(), SpecText.text(s.clause(), lang), s.says(), s.board().rows(),
                            JsonShapes.names(s.emptied()),
                            BoardSvg.draw(s.board(), BoardSvg.Marks.NONE.withLastMove(Optional.of(((Turn.Play) turn).point()))
                                    .withEmptied(s.emptied()).withHitAreas(), "turn " + step.number() + ", " + s.says())));
                }
            }
        }
        if (step.refused().isPresent()) {
            Verdict.Refused r = step.refused().get();
            RepetitionAnswer repetition = null;
            if (r.repeats().isPresent()) {
                int earlier = r.repeats().getAsInt();
                Game then = games.get(earlier);
                Turn.Play play = (Turn.Play) turn;
                Colouring would = LogicalRules.move(before.colouring(), play.colour(), play.point()).after();
                repetition = new RepetitionAnswer(earlier, JsonShapes.word(then.toMove()), then.colouring().rows(),
                        BoardSvg.draw(then.colouring(), BoardSvg.Marks.NONE.withHitAreas(),
                                earlier == 0 ? "the start" : "the colouring after turn " + earlier),
                        would.rows(),
                        BoardSvg.draw(would, BoardSvg.Marks.NONE.withLastMove(Optional.of(play.point())).withHitAreas(),
                                "the colouring turn " + step.number() + " would make"));
            }
            return new TurnAnswer(judged, SpecText.text(r.clause(), lang), null, null, null, null, stepAnswers, null, repetition);
        }
        Game after = step.after();
        Set<Point> emptied = new HashSet<>(after.lastClearings().opponent());
        emptied.addAll(after.lastClearings().own());
        String svg = detail ? BoardSvg.draw(after.colouring(), BoardSvg.Marks.NONE
                .withLastMove(turn instanceof Turn.Play p ? Optional.of(p.point()) : Optional.empty())
                .withEmptied(emptied).withHitAreas(), "the position after turn " + step.number()) : null;
        // The position (with its score, TT-9) for the turn asked for only: scoring every turn of a long game costs seconds.
        return new TurnAnswer(judged, null, after.colouring().rows(), detail ? JsonShapes.PositionJson.of(after) : null,
                JsonShapes.names(after.lastClearings().opponent()),
                JsonShapes.names(after.lastClearings().own()), stepAnswers, svg, null);
    }

    /** The score of a position with the points it counts shaded; under the French rules the quick count too. */
    static ScoreAnswer score(Game game, List<Turn> played, Language lang) {
        Colouring c = game.colouring();
        Ruleset rules = game.setup().rules();
        List<Point> black = new ArrayList<>();
        List<Point> white = new ArrayList<>();
        List<Point> both = new ArrayList<>();
        List<Point> neither = new ArrayList<>();
        if (rules.countsAsKataGo()) {
            // TT-V9: the points KataGo's count gives each player, stones of the other among them (a
            // pass-alive territory counted whole), and those it gives nobody.
            Colouring owners = org.logicalgo.rules.KataGoArea.of(rules, c).owners();
            for (Point p : c.grid().points()) {
                Colour owner = owners.colour(p);
                if (owner != c.colour(p)) {
                    (owner == Colour.BLACK ? black : owner == Colour.WHITE ? white : neither).add(p);
                }
            }
        } else {
            for (Point p : c.pointsOf(Colour.EMPTY)) {
                boolean b = LogicalRules.reaches(c, p, Colour.BLACK);
                boolean w = LogicalRules.reaches(c, p, Colour.WHITE);
                (b && w ? both : b ? black : w ? white : neither).add(p);
            }
        }
        QuickCountJson quick = null;
        if (rules.text() == Ruleset.Text.FRENCH) {
            QuickCount.Tally tally = QuickCount.tally(game.setup(), played);
            QuickCount.Result r = QuickCount.count(c, tally, game.setup().komi());
            quick = new QuickCountJson(r.blackTerritory(), r.whiteTerritory(), r.blackHolds(), r.whiteHolds(), r.blackLeft(),
                    r.whiteLeft(), r.komi(), new Score(r.blackLeft(), r.whiteLeft(), r.komi()).result(), tally.trailingPasses(),
                    tally.trailingPasses() == 2);
        }
        String clause = rules.cite(Ruleset.Topic.SCORE);
        return new ScoreAnswer(JsonShapes.ScoreJson.of(game.score()),
                org.logicalgo.rulesets.Rulesets.COUNTING.word(rules), clause, SpecText.text(clause, lang),
                new Territory(JsonShapes.names(black), JsonShapes.names(white)), JsonShapes.names(both), JsonShapes.names(neither), quick,
                BoardSvg.draw(c, BoardSvg.Marks.NONE.withAreas(black, white, both).withHitAreas(), "the score"));
    }
}
