package org.logicalgo.conformance.runner;

import org.logicalgo.rules.Ruleset;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import org.logicalgo.conformance.Suite;
import org.logicalgo.json.JsonShapes;

/**
 * report.json read back after small runs against our engine made wrong in one way: the failing
 * turn, the verdicts, the score and the boards in the shapes of {@link JsonShapes}, each expected
 * value worked out by hand from the case.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ReportJsonTest {

    private static final Suite SUITE = Suite.load(Path.of("conformance/cases"));

    private static List<CaseOutcome> run(Suite suite, List<String> engine, String... ids) {
        List<ConformanceRunner.Job> jobs = new ArrayList<>();
        for (String id : ids) {
            jobs.add(new ConformanceRunner.Job(suite.find(id).orElseThrow(), Ruleset.TROMP_TAYLOR));
        }
        return new ConformanceRunner(new ConformanceRunner.Options(r -> engine, Duration.ofSeconds(20), Duration.ofSeconds(60), 1))
                .run(jobs, o -> { });
    }

    private static JsonNode written(Path dir, List<CaseOutcome> outcomes) throws Exception {
        new Reports("test engine", outcomes).writeTo(dir);
        return JsonShapes.MAPPER.readTree(Files.readString(dir.resolve("report.json")));
    }

    private static JsonNode caseNamed(JsonNode report, String id) {
        for (JsonNode c : report.get("cases")) {
            if (c.get("id").asText().equals(id)) {
                return c;
            }
        }
        throw new AssertionError(id + " is not in " + report);
    }

    private static List<String> rows(JsonNode board) {
        List<String> rows = new ArrayList<>();
        board.forEach(r -> rows.add(r.asText()));
        return rows;
    }

    @Test
    void aRetakeThatRecreatesTheStartIsReportedWithItsTurnVerdictsAndBoards(@TempDir Path dir) throws Exception {
        // repetition.ko-repeats-start, 4x4 from .XO./XO.O/.XO./....: 1 B C3 takes the white stone
        // on B3; 2 W B3 takes C3 back, which gives the grid its starting colouring again (TT-6,
        // repeats 0). An engine that does not remember the start accepts it.
        List<CaseOutcome> outcomes = run(SUITE, CheckByCheckTest.ours("--defect", "start-not-counted"),
                "repetition.ko-repeats-start", "basics.capture-corner-stone");
        JsonNode report = written(dir, outcomes);

        assertEquals("test engine", report.get("engine").asText());
        assertEquals(List.of("tromp-taylor"), rows(report.get("rulesets")));
        assertEquals(1, report.get("totals").get("passed").asInt(), report::toString);
        assertEquals(1, report.get("totals").get("failed").asInt());
        // The failing case cites TT-6, TT-C6, TT-R1, TT-R7; capture-corner-stone cites no TT-6. Its failed
        // check, the retake accepted, is TT-6's: that clause is charged, and TT-R7 (the set-up) was shown before.
        assertEquals(1, report.get("clauses").get("TT-6").get("failed").asInt());
        assertEquals(0, report.get("clauses").get("TT-6").get("shown").asInt());
        assertEquals(1, report.get("clauses").get("TT-R7").get("shown").asInt(), report::toString);
        // The colouring the retake repeats is the start, drawn as the case gives it.
        assertEquals(List.of(".XO.", "XO.O", ".XO.", "...."), rows(caseNamed(report, "repetition.ko-repeats-start").get("repeated")));
        assertEquals(0, report.get("clauses").get("TT-R7").get("failed").asInt());

        JsonNode ko = caseNamed(report, "repetition.ko-repeats-start");
        assertEquals("failed", ko.get("status").asText());
        // Asked: turn 1, the board after it, turn 2.
        assertEquals(3, ko.get("checksAsked").asInt());
        assertEquals(JsonShapes.MAPPER.readTree("{\"number\": 2, \"colour\": \"white\", \"move\": \"B3\"}"), ko.get("turn"));
        assertEquals(JsonShapes.MAPPER.readTree("{\"accepted\": false, \"clause\": \"TT-6\","
                + " \"reason\": \"repeats the grid colouring at the start\", \"repeats\": 0}"), ko.get("expectedVerdict"));
        assertEquals(JsonShapes.MAPPER.readTree("{\"accepted\": true}"), ko.get("actualVerdict"));
        assertFalse(ko.has("expectedScore"), "not a result check");
        // Before turn 2: B3 emptied by B C3.
        assertEquals(List.of(".XO.", "X.XO", ".XO.", "...."), rows(ko.get("board")));
        // The engine's board after it accepted W B3: the start again.
        assertEquals(List.of(".XO.", "XO.O", ".XO.", "...."), rows(ko.get("after")));
        assertEquals("the engine's board after it", ko.get("afterCaption").asText());
        assertEquals("refused: TT-6, repeats the colouring at the start", ko.get("expected").asText());
        assertEquals("accepted", ko.get("actual").asText());
        assertTrue(ko.get("transcript").toString().contains("play white B3"), ko.get("transcript").toString());

        JsonNode passed = caseNamed(report, "basics.capture-corner-stone");
        assertEquals("passed", passed.get("status").asText());
        for (String absent : List.of("turn", "expected", "actual", "expectedVerdict", "board", "after", "transcript", "reason")) {
            assertFalse(passed.has(absent), absent + " in a passed case: " + passed);
        }
    }

    @Test
    void aRepetitionNamesTheEarlierTurnByItsNumberInTheCaseNotByTheTurnsAccepted(@TempDir Path dir) throws Exception {
        // basics.ko-basic with a refused turn first: 1 W D1 (Black is to move, TT-5), 2 B D1,
        // 3 W A1, 4 B C3 takes B3, 5 W B3 takes C3 back: the colouring after listed turn 3, which
        // the rules count as the second turn accepted.
        Path cases = Files.createDirectories(dir.resolve("cases"));
        Files.writeString(cases.resolve("one.json"), """
                {"format": 1, "group": "one", "description": "a refused turn before a ko",
                 "cases": [{"id": "one.ko-after-a-refusal", "clauses": ["TT-6", "TT-5"], "title": "the ko after a refused turn",
                   "width": 4, "height": 4, "start": [".XO.", "XO.O", ".XO.", "...."],
                   "turns": ["W D1", "B D1", "W A1", "B C3", "W B3"], "needs": ["setup"],
                   "expect": {"tromp-taylor": {"refused": [{"turn": 1, "clause": "TT-5"}, {"turn": 5, "clause": "TT-6", "repeats": 3}]}}}]}
                """);
        List<CaseOutcome> outcomes = run(Suite.load(cases), CheckByCheckTest.ours("--ko", "none"), "one.ko-after-a-refusal");
        JsonNode ko = caseNamed(written(dir.resolve("reports"), outcomes), "one.ko-after-a-refusal");

        assertEquals("failed", ko.get("status").asText(), ko::toString);
        assertEquals(5, ko.get("turn").get("number").asInt());
        assertEquals(3, ko.get("expectedVerdict").get("repeats").asInt());
        assertEquals("repeats the grid colouring after move 3", ko.get("expectedVerdict").get("reason").asText());
        assertEquals(List.of(".XO.", "X.XO", ".XO.", "O..X"), rows(ko.get("board")));
    }

    @Test
    void aWrongResultIsReportedWithTheScoreTheRulesGive(@TempDir Path dir) throws Exception {
        // komi.centre-stone-komi-9-5, 3x3: B B2, two passes. Every empty point reaches only Black:
        // Black 9, White 0, and 9.5 komi gives W+0.5 (TT-9, TT-10). Without the komi, B+9.
        List<CaseOutcome> outcomes = run(SUITE, CheckByCheckTest.ours("--defect", "komi-ignored"), "komi.centre-stone-komi-9-5");
        JsonNode komi = caseNamed(written(dir, outcomes), "komi.centre-stone-komi-9-5");

        assertEquals("failed", komi.get("status").asText(), komi::toString);
        assertTrue(komi.get("turn").isNull(), "at the score, after every turn");
        assertEquals(JsonShapes.MAPPER.readTree("{\"black\": 9, \"white\": 0, \"bonus\": 0, \"komi\": 9.5, \"result\": \"W+0.5\"}"),
                komi.get("expectedScore"));
        assertEquals("= B+9", komi.get("actual").asText());
        assertFalse(komi.has("expectedVerdict"), "not a verdict check");
        assertEquals(List.of("...", ".X.", "..."), rows(komi.get("board")));
        assertFalse(komi.has("after"));
    }
}
