package org.logicalgo.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Replay;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Score;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

/**
 * Plays a case on a rules {@link Engine} (in process, not over GTP) and lists every disagreement
 * with the case's expectations under one ruleset. A refused turn is not played; the next listed
 * turn is tried on the game as it was.
 */
public final class CaseCheck {

    /** One disagreement: at which listed turn (0: the start, -1: the end), what was expected, what the engine said. */
    public record Mismatch(String caseId, String ruleset, int turn, String expected, String actual) {
        @Override
        public String toString() {
            String when = turn < 0 ? "at the end" : turn == 0 ? "at the start" : "turn " + turn;
            return caseId + " [" + ruleset + "] " + when + ": expected " + expected + ", engine says " + actual;
        }
    }

    private CaseCheck() {
    }

    /** The mismatches of the case under a ruleset; empty when the engine agrees. */
    public static List<Mismatch> check(ConformanceCase c, Ruleset rules, Engine engine) {
        String rulesetName = Rulesets.name(rules);
        Expectation e = c.expectation(rules)
                .orElseThrow(() -> new IllegalArgumentException(c.id() + " has no expectations under " + rulesetName));
        List<Mismatch> out = new ArrayList<>();
        Game game;
        try {
            game = engine.start(c.setup(rules));
        } catch (IllegalArgumentException ex) {
            out.add(new Mismatch(c.id(), rulesetName, 0, "a game to start", "refused to start: " + ex.getMessage()));
            return out;
        }
        // acceptedAt[k] is the listed turn number of the k-th accepted turn; the engine counts accepted turns
        List<Integer> acceptedAt = new ArrayList<>();
        acceptedAt.add(0);
        boardCheck(c, e, 0, game, rulesetName, out);
        // The listed turns by number, each read when it is offered; a refused one is not played.
        List<Integer> numbers = IntStream.rangeClosed(1, c.turns().size()).boxed().toList();
        for (Replay.Step<Integer> step : Replay.of(game, numbers, (g, n) -> Optional.of(c.turn(n)), Replay.AfterRefusal.GOES_ON)) {
            int n = step.number();
            Turn turn = step.turn().orElseThrow();
            Verdict v = step.verdict();
            Optional<Expectation.Refusal> want = e.refusal(n);
            if (want.isEmpty() && v instanceof Verdict.Refused r) {
                out.add(new Mismatch(c.id(), rulesetName, n, turn.text() + " accepted", "refused: " + r));
            } else if (want.isPresent() && v.accepted()) {
                out.add(new Mismatch(c.id(), rulesetName, n, turn.text() + " refused under " + want.get().clause(), "accepted"));
            } else if (want.isPresent() && v instanceof Verdict.Refused r) {
                Expectation.Refusal w = want.get();
                String expected = describe(w);
                int repeats = r.repeats().isPresent() && r.repeats().getAsInt() < acceptedAt.size()
                        ? acceptedAt.get(r.repeats().getAsInt()) : -1;
                boolean same = w.clause().equals(r.clause())
                        && (w.repeats().isEmpty() || (r.repeats().isPresent() && w.repeats().getAsInt() == repeats));
                if (!same) {
                    String actual = "refused under " + r.clause() + (r.repeats().isPresent() ? " repeating turn " + repeats : "")
                            + ": " + r.reason();
                    out.add(new Mismatch(c.id(), rulesetName, n, turn.text() + " " + expected, actual));
                }
            }
            if (v.accepted()) {
                acceptedAt.add(n);
            }
            game = step.after();
            boardCheck(c, e, n, game, rulesetName, out);
        }
        Score score = game.score();
        if (e.score().isPresent()) {
            Expectation.ExpectedScore s = e.score().get();
            if (s.black() != score.black() || s.white() != score.white()) {
                out.add(new Mismatch(c.id(), rulesetName, -1, "score B " + s.black() + " W " + s.white(),
                        "score B " + score.black() + " W " + score.white()));
            }
        }
        if (e.result().isPresent() && !e.result().get().equals(score.result())) {
            out.add(new Mismatch(c.id(), rulesetName, -1, "result " + e.result().get(), "result " + score.result()));
        }
        if (e.ended().isPresent() && e.ended().get() != game.ended()) {
            out.add(new Mismatch(c.id(), rulesetName, -1, e.ended().get() ? "the game ended" : "the game going on",
                    game.ended() ? "the game ended" : "the game going on"));
        }
        return out;
    }

    private static String describe(Expectation.Refusal w) {
        return "refused under " + w.clause() + (w.repeats().isPresent() ? " repeating turn " + w.repeats().getAsInt() : "");
    }

    private static void boardCheck(ConformanceCase c, Expectation e, int after, Game game, String ruleset, List<Mismatch> out) {
        for (Expectation.BoardCheck b : e.boards()) {
            if (b.after() == after) {
                Colouring want = Colouring.parse(String.join("/", b.rows()));
                if (!want.equals(game.colouring())) {
                    out.add(new Mismatch(c.id(), ruleset, after, "board " + want, "board " + game.colouring()));
                }
            }
        }
    }
}
