package org.logicalgo.conformance.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import org.logicalgo.conformance.ConformanceCase;
import org.logicalgo.conformance.Expectation;
import org.logicalgo.conformance.Suite;
import org.logicalgo.conformance.runner.CaseOutcome.Status;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Turn;
import org.logicalgo.rulesets.Rulesets;

/**
 * A score is asked only of a game the rules have ended (issue 37, item 5): GTP's
 * {@code final_score} before the end is, by design in GNU Go, Fuego, Pachi and KataGo, the engine's
 * estimate with the stones it judges dead taken off, and says nothing of the rules. The runner ends
 * the case's game by its ruleset's own ending first, with turns that change nothing of the count.
 */
class ScoreAfterTheEndTest {

    private static final Suite SUITE = Suite.load(Path.of("conformance/cases"));

    @Test
    void eachEndingIsReachedByPassesOrTheAgreementThatEmptiesNothing() {
        // TT-8: two consecutive passes; TT-C8: four end it as it stands; FR-13: two stop play, then the
        // agreement; NZ-10: the agreement at any time.
        Turn agree = new Turn.Agreement(Set.of());
        Turn whitePasses = new Turn.Pass(Colour.WHITE);
        assertEquals(whitePasses, Ruleset.Ending.TWO_PASSES.closing(0, Colour.WHITE));
        assertEquals(whitePasses, Ruleset.Ending.AGREEMENT_OR_FOUR_PASSES.closing(3, Colour.WHITE));
        assertEquals(whitePasses, Ruleset.Ending.PASSES_THEN_AGREEMENT.closing(1, Colour.WHITE));
        assertEquals(agree, Ruleset.Ending.PASSES_THEN_AGREEMENT.closing(2, Colour.WHITE));
        assertEquals(agree, Ruleset.Ending.AGREEMENT.closing(0, Colour.WHITE));
    }

    @Test
    void aCaseIsClosedByItsRulesetsOwnEnding() {
        // capture.corner-a1-2x3: B B1, W A1, B A2 (which takes A1); White to move, no pass yet.
        ConformanceCase c = SUITE.find("capture.corner-a1-2x3").orElseThrow();
        assertEquals(List.of("W pass", "B pass"), closing(c, Ruleset.TROMP_TAYLOR));
        assertEquals(List.of("W pass", "B pass", "W pass", "B pass"), closing(c, Rulesets.read("tromp-taylor+ending=agreement").ruleset()));
        // rulesets.shared-point under the French rules: W C1, B pass, W pass; two passes have stopped
        // play, and the agreement that empties nothing ends it (FR-13).
        assertEquals(List.of("agree"), closing(SUITE.find("rulesets.shared-point").orElseThrow(), Ruleset.FRENCH));
        // rulesets.handicap-compensation: B A1, B C1, two handicap stones; White to move.
        assertEquals(List.of("W pass", "B pass", "agree"), closing(SUITE.find("rulesets.handicap-compensation").orElseThrow(), Ruleset.FRENCH));
        // A game the listed turns have ended is not closed again: handicap.komi-and-score ends with W pass, B pass.
        assertEquals(List.of(), closing(SUITE.find("handicap.komi-and-score").orElseThrow(), Ruleset.TROMP_TAYLOR));
    }

    private static List<String> closing(ConformanceCase c, Ruleset rules) {
        AsPlayed.Closing closing = AsPlayed.of(c, rules).closing();
        assertTrue(closing.ends(), c.id());
        return closing.turns().stream().map(Turn::text).toList();
    }

    @Test
    void closingEveryCaseWithAResultEndsItAndLeavesItsCountAsTheCaseStatesIt() {
        List<String> faults = new ArrayList<>();
        int closed = 0;
        for (ConformanceCase c : SUITE.cases()) {
            for (Map.Entry<Ruleset, Expectation> entry : c.expect().entrySet()) {
                if (entry.getValue().result().isEmpty()) {
                    continue;
                }
                AsPlayed.Closing closing = AsPlayed.of(c, entry.getKey()).closing();
                String where = c.id() + " [" + Rulesets.name(entry.getKey()) + "]";
                if (!closing.ends()) {
                    faults.add(where + ": its ruleset's ending is not reached");
                } else if (!closing.end().score().result().equals(entry.getValue().result().get())) {
                    faults.add(where + ": ended, it counts " + closing.end().score().result() + ", not " + entry.getValue().result().get());
                }
                closed += closing.turns().isEmpty() ? 0 : 1;
            }
        }
        assertEquals(List.of(), faults);
        assertTrue(closed > 100, "so few cases left to close: " + closed);
    }

    @Test
    void anEngineThatStillTakesOffStonesAfterTheEndIsSaidToDoSo() {
        // edges.corners-1x3: B A1, W pass, B A3, W pass, then two moves off the grid, refused. Black's
        // A1 and A3 share the one liberty A2; Black's pass, after White's, ends the game (TT-8), which
        // the rules count B+3 (TT-9: two stones, and A2, which reaches only black). The defect takes
        // off every string of one liberty, so it counts 0, and names the two stones.
        CaseOutcome o = run(CheckByCheckTest.ours("--rules", "tromp-taylor", "--defect", "dead-stones-removed"), "edges.corners-1x3");
        assertEquals(Status.FAILED, o.status(), String.join("\n", o.transcript()));
        List<String> sent = o.transcript().stream().filter(l -> l.startsWith("> ")).map(l -> l.substring(2)).toList();
        assertEquals(List.of("play black pass", "final_score", "final_status_list dead"), sent.subList(sent.size() - 3, sent.size()));
        assertEquals("result B+3 (Black 3, White 0), after B pass, which ends the game (TT-8)", o.expected());
        assertEquals("= 0; after the end the engine still takes off stones it judges dead (final_status_list dead: A1 A3),"
                + " where the rules count every stone on the board (TT-9)", o.actual());
    }

    @Test
    void whereTheEngineSaysOnlyWhoWonTheWinnerIsCheckedAndTheMarginIsNotAsked() {
        // full-board.score-tie-no-komi: 35 to 35, a tie (TT-10). An engine that gives ties to White
        // (TT-V8, as PettingZoo and Pgx do), asked who won, fails on the result alone.
        CaseOutcome tie = run(CheckByCheckTest.ours("--rules", "tromp-taylor+ties=white", "--profile", "environment"),
                "full-board.score-tie-no-komi");
        assertEquals(Status.FAILED, tie.status(), String.join("\n", tie.transcript()));
        assertEquals("result 0 (Black 35, White 35): a draw", tie.expected());
        assertEquals("gogui-rules_final_result: = W+0", tie.actual());
        assertEquals(List.of("TT-9", "TT-10"), tie.charged());
        assertTrue(tie.transcript().stream().noneMatch(l -> l.startsWith("> final_score")), String.join("\n", tie.transcript()));
        // The same engine under the logical rules: the tie is a draw, and a draw is the whole result.
        CaseOutcome draw = run(CheckByCheckTest.ours("--rules", "tromp-taylor", "--profile", "environment"), "full-board.score-tie-no-komi");
        assertTrue(draw.skipped().keySet().stream().noneMatch(r -> r.contains("margin")), draw.skipped().toString());
        assertTrue(!draw.unevidenced().contains("TT-9"), draw.unevidenced().toString());
        // edges.corners-1x3, B+3: Black wins, as the engine says; how much is not asked.
        CaseOutcome margin = run(CheckByCheckTest.ours("--rules", "tromp-taylor", "--profile", "environment"), "edges.corners-1x3");
        assertEquals(Status.INCOMPLETE, margin.status(), margin.skipped().toString());
        assertTrue(margin.skipped().containsKey(
                "not asked: the margin: the engine has no final_score (who won was asked of gogui-rules_final_result)"), margin.skipped().toString());
    }

    @Test
    void whoWonIsReadFromAResultOfAnyForm() {
        assertEquals("B", GtpWords.winner("B+3.5"));
        assertEquals("W", GtpWords.winner("W+"));
        assertEquals("W", GtpWords.winner("W+0"));
        assertEquals("B", GtpWords.winner("B+F"));
        assertEquals("0", GtpWords.winner("0"));
        assertEquals("0", GtpWords.winner("Draw"));
        assertEquals("VOID", GtpWords.winner("Void"));
        assertEquals(null, GtpWords.winner("over"));
        assertEquals(null, GtpWords.winner(""));
        // A draw, a forfeit and a void game say no more than who won; W+0 says the margin too.
        assertTrue(GtpWords.onlyWinner("0") && GtpWords.onlyWinner("W+F") && GtpWords.onlyWinner("Void"));
        assertTrue(!GtpWords.onlyWinner("W+0") && !GtpWords.onlyWinner("B+3"));
    }

    private static CaseOutcome run(List<String> engine, String id) {
        ConformanceRunner runner = new ConformanceRunner(new ConformanceRunner.Options(r -> engine,
                Duration.ofSeconds(20), Duration.ofSeconds(60), 1));
        return runner.run(List.of(new ConformanceRunner.Job(SUITE.find(id).orElseThrow(), Ruleset.TROMP_TAYLOR)), o -> { }).get(0);
    }
}
