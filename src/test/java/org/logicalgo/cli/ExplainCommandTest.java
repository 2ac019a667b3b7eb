package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.logicalgo.rulesets.Rulesets;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExplainCommandTest {

    private static final String CORPUS = "src/test/resources/sgf/";

    @Test
    void theKoRetakeIsTakenApartClauseByClauseWithBothPositions() {
        CliRun run = CliRun.of("explain", CORPUS + "ko-retaken-at-once.sgf", "--move", "2");
        assertEquals(3, run.status(), run.err());
        String out = run.out();
        // Before: the colouring after move 1, B2 (empty) marked as the point played.
        assertTrue(out.contains("Before it (after move 1, White to move; > marks the point played):\n"
                + "   A B C D\n4  . . . .  4\n3  . X O .  3\n2  X>. X O  2\n1  . X O .  1\n"), out);
        assertTrue(out.contains("  TT-7   yes clearing Black empties C2 (1 point)\n"), out);
        assertTrue(out.contains("  TT-6   NO  repeats the grid colouring at the start\n"), out);
        assertTrue(out.contains("Verdict: refused: repeats the grid colouring at the start [TT-6]\n"), out);
        // What it would leave: the start again, C2 emptied and marked.
        assertTrue(out.contains("2  X O*. O  2\n"), out);
    }

    @Test
    void jsonGivesTheTurnBothPositionsEveryClauseLineAndTheVerdict() throws Exception {
        CliRun run = CliRun.of("explain", "--json", CORPUS + "ko-retaken-at-once.sgf", "--move", "2");
        assertEquals(3, run.status(), run.err());
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertEquals("tromp-taylor", json.get("rules").asText());
        assertEquals("RU[Tromp-Taylor]", json.get("rulesFrom").asText());
        JsonNode turn = json.get("turn");
        assertEquals(2, turn.get("number").asInt());
        assertEquals("white", turn.get("colour").asText());
        assertEquals("B2", turn.get("move").asText());
        assertTrue(json.get("earlier").isNull());
        // Before it: the colouring after move 1, White to move.
        assertEquals("[\"....\",\".XO.\",\"X.XO\",\".XO.\"]", json.get("before").get("board").toString());
        assertEquals("white", json.get("before").get("toMove").asText());
        // Each clause line: the clause, whether it holds, what it says; TT-6 refuses it.
        JsonNode clauses = json.get("clauses");
        JsonNode last = clauses.get(clauses.size() - 1);
        assertEquals("TT-6", last.get("clause").asText());
        assertFalse(last.get("holds").asBoolean());
        assertEquals("repeats the grid colouring at the start", last.get("text").asText());
        assertTrue(clauses.toString().contains("{\"clause\":\"TT-7\",\"holds\":true,\"text\":\"clearing Black empties C2"), clauses.toString());
        JsonNode verdict = json.get("verdict");
        assertFalse(verdict.get("accepted").asBoolean());
        assertEquals("TT-6", verdict.get("clause").asText());
        assertEquals("repeats the grid colouring at the start", verdict.get("reason").asText());
        assertEquals(0, verdict.get("repeats").asInt());
        // What it would leave (the start again, C2 emptied); refused, so there is no position after it.
        assertEquals("XO.O", json.get("effect").get("board").get(2).asText());
        assertEquals("[\"C2\"]", json.get("effect").get("opponentEmptied").toString());
        assertTrue(json.get("after").isNull());
        assertTrue(json.get("compare") == null, "compare only with --compare");
    }

    @Test
    void jsonOfAnAcceptedTurnGivesThePositionAfterItAndCompareGivesEachPresetsVerdict() throws Exception {
        CliRun run = CliRun.of("explain", "--json", "--compare", CORPUS + "suicide-two-stones.sgf", "--move", "1");
        assertEquals(3, run.status(), run.err());
        JsonNode json = new ObjectMapper().readTree(run.out());
        // RU[Chinese] forbids suicide: refused there; the logical rules and Ing accept it.
        assertEquals("tromp-taylor+suicide=forbidden+ending=agreement+bonus=n+komi=7.5", json.get("rules").asText());
        assertEquals("TT-C7", json.get("verdict").get("clause").asText());
        JsonNode compare = json.get("compare");
        for (JsonNode under : compare) {
            assertTrue(under.get("earlier").isNull(), under.toString());
            String rules = under.get("rules").asText();
            assertEquals(Rulesets.read(rules).ruleset(), Rulesets.read(under.get("name").asText()).ruleset(), under.toString());
            if (rules.equals("tromp-taylor") || rules.equals("ing")) {
                assertTrue(under.get("verdict").get("accepted").asBoolean(), under.toString());
            }
        }
        CliRun logical = CliRun.of("explain", "--json", "--rules", "tromp-taylor", CORPUS + "suicide-two-stones.sgf", "--move", "1");
        assertEquals(0, logical.status(), logical.err());
        JsonNode after = new ObjectMapper().readTree(logical.out()).get("after");
        assertEquals("black", after.get("toMove").asText());
        assertEquals(9, after.get("score").get("black").asInt());
        assertEquals("B+1.5", after.get("score").get("result").asText());
    }

    @Test
    void compareSetsEveryPresetSideBySide() {
        CliRun run = CliRun.of("explain", CORPUS + "suicide-two-stones.sgf", "--move", "1", "--compare");
        assertEquals(3, run.status(), run.err());
        // Suicide of two stones: refused where suicide is forbidden, accepted where it is allowed.
        // Each row: the ruleset's name, padded to the longest, then its verdict.
        // Each row is the RU table's word for its ruleset (docs/rulesets.md).
        assertTrue(run.out().contains("  tromp-taylor  accepted\n"), run.out());
        assertTrue(run.out().contains("  chinese       refused: suicide"), run.out());
        assertTrue(run.out().contains("  ing           accepted\n"), run.out());
    }

    @Test
    void aMoveTheRecordDoesNotHaveIsBadInput() {
        CliRun run = CliRun.of("explain", CORPUS + "ko-retaken-at-once.sgf", "--move", "3");
        assertEquals(2, run.status());
        assertEquals("logical-go: " + CORPUS + "ko-retaken-at-once.sgf: --move 3: the record has moves 1 to 2\n", run.err());
    }

    @Test
    void aTurnAfterTheEndIsRefusedByTtR8() {
        CliRun run = CliRun.of("explain", CORPUS + "after-the-end.sgf", "--move", "3");
        assertEquals(3, run.status());
        assertTrue(run.out().contains("  TT-R8  NO  the game has ended (2 consecutive passes); no further turn is accepted"), run.out());
    }

    @Test
    void theClauseLinesCiteTheRulesetsOwnText(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        // Under the French rules a move on a stone is refused by FR-6, and every line says so in the
        // French text's ids: none of them may name the logical rules' TT-7 beside a verdict of FR-6.
        java.nio.file.Path record = dir.resolve("occupied.sgf");
        java.nio.file.Files.writeString(record, "(;GM[1]FF[4]SZ[5];B[cc];W[cc])");
        CliRun run = CliRun.of("explain", record.toString(), "--move", "2", "--rules", "french");
        assertEquals(3, run.status(), run.out() + run.err());
        assertTrue(run.out().matches("(?s).*\\n  FR-6 +NO +C3 is not empty: a move colours an empty point\\n.*"), run.out());
        assertTrue(run.out().contains("[FR-6]"), run.out());
        assertTrue(!run.out().contains("TT-7"), run.out());
    }

    @Test
    void htmlWritesTheTurnExplainedAsAPageWithItsBoardsAndNeverOverAFileWithoutForce(@TempDir Path dir) throws Exception {
        Path page = dir.resolve("ko.html");
        CliRun run = CliRun.of("explain", CORPUS + "ko-retaken-at-once.sgf", "--move", "2", "--html", page.toString(), "--compare");
        assertEquals(3, run.status(), run.err());
        assertTrue(run.out().endsWith("wrote the page to " + page.toAbsolutePath().normalize() + "\n"), run.out());
        String html = Files.readString(page);
        assertTrue(html.startsWith("<!doctype html>"), html);
        // The board before, the three steps of rule 7, the colouring it would leave and the start it
        // would bring back (W B2 retakes at once: the colouring of the start again, TT-6): six boards.
        assertEquals(6, html.split("<svg ", -1).length - 1, html);
        assertTrue(html.contains("<figure class=\"large repeated\">"), html);
        assertTrue(html.contains("The colouring at the start, which this move would bring back (TT-6)"), html);
        // Readable boards: on this 4x4 grid the least widths, 280 px a step, 360 px the boards before, after and repeated.
        assertTrue(html.contains("figure svg{width:280px") && html.contains("figure.large svg{width:360px}"), html);
        // TT-C7's text names the setting in Markdown's backticks: set as code, no backtick left.
        assertTrue(html.contains("<code>--suicide forbidden</code>"), html);
        assertFalse(html.contains("`"), html);
        // --compare: the verdict under each row of the RU table; the French rules accept the retake (FR-9: White did not make the start).
        assertTrue(html.contains("<h2>The same move under each ruleset of the RU table</h2>"), html);
        assertTrue(html.contains("<tr><td>french</td><td class=\"yes\">accepted</td></tr>"), html);
        assertTrue(html.contains("<tr><td>tromp-taylor</td><td class=\"no\">refused: repeats the grid colouring at the start [TT-6]</td></tr>"),
                html);
        // A row the table names by a word shows the ruleset's name beneath it.
        assertTrue(html.contains("<tr><td>aga<br><small class=\"name\">tromp-taylor+ko=situational+suicide=forbidden+ending=agreement"
                + "+bonus=n-1+komi=7.5</small></td>"), html);
        assertTrue(html.contains("<h2>The move, step by step</h2>"), html);
        // Step 2 clears Black: C2 emptied, crossed on its board; the clause line and TT-7's text from spec/.
        assertTrue(html.contains("TT-7: clearing Black empties C2 (1 point)"), html);
        assertTrue(html.contains("class=\"lg-emptied\" data-at=\"C2\""), html);
        assertTrue(html.contains("<td>TT-6</td><td class=\"no\">NO</td><td>repeats the grid colouring at the start</td>"), html);
        assertTrue(html.contains("A move has three steps, in this order"), html);
        assertTrue(html.contains("refused</span> repeats the grid colouring at the start [TT-6]"), html);
        assertFalse(html.toLowerCase(java.util.Locale.ROOT).contains("<script"), html);

        // On 19x19: 30 px a point of the longer side for the large boards (570 px), 22 for the steps (418 px).
        Path big = dir.resolve("19x19.sgf");
        Files.writeString(big, "(;GM[1]FF[4]SZ[19]RU[Tromp-Taylor];B[pd];W[dp])");
        Path bigPage = dir.resolve("19x19.html");
        assertEquals(0, CliRun.of("explain", big.toString(), "--move", "2", "--html", bigPage.toString()).status());
        String bigHtml = Files.readString(bigPage);
        assertTrue(bigHtml.contains("figure svg{width:418px") && bigHtml.contains("figure.large svg{width:570px}"), bigHtml);

        CliRun again = CliRun.of("explain", CORPUS + "ko-retaken-at-once.sgf", "--move", "1", "--html", page.toString());
        assertEquals(2, again.status());
        assertEquals("logical-go: --html " + page + ": exists already; not overwritten (--force replaces it)\n", again.err());
        assertEquals(html, Files.readString(page));
        CliRun forced = CliRun.of("explain", CORPUS + "ko-retaken-at-once.sgf", "--move", "1", "--html", page.toString(), "--force");
        assertEquals(0, forced.status(), forced.err());
        assertTrue(Files.readString(page).contains("Verdict: <span class=\"yes\">accepted</span>"));
    }
}
