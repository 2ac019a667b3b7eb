package org.logicalgo.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.logicalgo.cli.CliRun;

/**
 * The explorer's API over real HTTP, each answer checked against the rules worked out by hand on
 * small boards drawn in the test (rows from the top, X black, O white, . empty).
 */
class ExploreApiTest {

    @RegisterExtension
    static final ExplorerClient client = new ExplorerClient();

    private static Map<String, Object> game(Object... keysAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            m.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return m;
    }

    private static List<String> strings(JsonNode array) {
        List<String> all = new ArrayList<>();
        array.forEach(n -> all.add(n.asText()));
        return all;
    }

    /** The paragraph of spec/ under a clause's heading (after the line of links), read here from the file itself. */
    private static String specParagraph(String file, String heading) throws IOException {
        List<String> lines = Files.readAllLines(Path.of("spec", file));
        int at = lines.indexOf(heading);
        assertTrue(at >= 0, heading + " in spec/" + file);
        while (at + 1 < lines.size() && (lines.get(at + 1).isBlank() || lines.get(at + 1).startsWith("→ "))) {
            at++;
        }
        StringBuilder p = new StringBuilder();
        for (int i = at + 1; i < lines.size() && !lines.get(i).isBlank() && !lines.get(i).startsWith("#"); i++) {
            p.append(p.length() > 0 ? " " : "").append(lines.get(i).strip());
        }
        return p.toString();
    }

    @Test
    void aCaptureShowsItsThreeStepsTheCapturedPointEmptiedInTheSecond() throws IOException {
        // White's B2 has one liberty, C2; Black plays there: step 1 colours C2, step 2 clears White (B2 no
        // longer reaches empty), step 3 clears Black (every black stone reaches empty: nothing).
        JsonNode a = client.game(game("start", List.of(".X.", "XO.", ".X."), "turns", List.of("C2")));
        JsonNode turn = a.get("turns").get(0);
        assertTrue(turn.get("accepted").asBoolean());
        JsonNode steps = turn.get("steps");
        assertEquals(3, steps.size());
        assertEquals(List.of("colour", "clear-opponent", "clear-own"),
                List.of(steps.get(0).get("step").asText(), steps.get(1).get("step").asText(), steps.get(2).get("step").asText()));
        assertEquals(List.of(".X.", "XOX", ".X."), strings(steps.get(0).get("board")));
        assertEquals(List.of(), strings(steps.get(0).get("emptied")));
        assertEquals(List.of(".X.", "X.X", ".X."), strings(steps.get(1).get("board")));
        assertEquals(List.of("B2"), strings(steps.get(1).get("emptied")));
        assertEquals(List.of(".X.", "X.X", ".X."), strings(steps.get(2).get("board")));
        assertEquals(List.of(), strings(steps.get(2).get("emptied")));
        // Each step is TT-7's, quoted from spec/ as written there.
        String tt7 = specParagraph("tromp-taylor.md", "### TT-7 A move");
        for (JsonNode s : steps) {
            assertEquals("TT-7", s.get("clause").asText());
            assertEquals(tt7, s.get("text").asText());
            assertTrue(s.get("svg").asText().startsWith("<svg"), s.get("svg").asText());
        }
        assertTrue(steps.get(1).get("svg").asText().contains("class=\"lg-emptied\" data-at=\"B2\""));
        assertEquals(List.of("B2"), strings(turn.get("opponentEmptied")));
        assertEquals(List.of(".X.", "X.X", ".X."), strings(turn.get("board")));
        assertEquals("C2", a.get("lastMove").asText());
        // Black 4 stones, and all five empty points reach only black: 9; White 0.
        assertEquals(9, a.get("score").get("black").asInt());
        assertEquals(0, a.get("score").get("white").asInt());

        // The same move under the French rules cites the French text's clauses for its steps.
        JsonNode fr = client.game(game("rules", "french", "start", List.of(".X.", "XO.", ".X."), "turns", List.of("C2")));
        JsonNode frSteps = fr.get("turns").get(0).get("steps");
        assertEquals(List.of("FR-6", "FR-7", "FR-8"), List.of(frSteps.get(0).get("clause").asText(),
                frSteps.get(1).get("clause").asText(), frSteps.get(2).get("clause").asText()));
        assertEquals(specParagraph("regle-francaise.md", "### FR-7 Capture"), frSteps.get(1).get("text").asText());
        // Asked in French, the logical rules' steps quote the French translation.
        JsonNode inFrench = client.game(game("lang", "fr", "start", List.of(".X.", "XO.", ".X."), "turns", List.of("C2")));
        assertEquals(specParagraph("tromp-taylor.fr.md", "### TT-7 Un coup"), inFrench.get("turns").get(0).get("steps").get(0).get("text").asText());
        assertEquals("Noir donne sa couleur à C2", inFrench.get("turns").get(0).get("steps").get(0).get("says").asText());
        assertEquals("vider le blanc rend vide B2 (1 point)", inFrench.get("turns").get(0).get("steps").get(1).get("says").asText());
        assertEquals("vider le noir ne rend vide aucun point", inFrench.get("turns").get(0).get("steps").get(2).get("says").asText());
    }

    @Test
    void aSuicideClearsTheMoversOwnStonesAndIsRefusedWhereSuicideIsForbidden() {
        // 4x1: B A1, W C1, B B1. B1 makes the chain A1-B1, whose only neighbours are the edge and White's C1:
        // step 3 empties both. The colouring left, ..O., is new: the logical rules accept it (TT-C7).
        Map<String, Object> g = game("size", "4x1", "turns", List.of("A1", "C1", "B1"), "detail", 3);
        JsonNode tt = client.game(g).get("turns").get(2);
        assertTrue(tt.get("accepted").asBoolean());
        JsonNode own = tt.get("steps").get(2);
        assertEquals("clear-own", own.get("step").asText());
        assertEquals("TT-7", own.get("clause").asText());
        assertEquals(List.of("A1", "B1"), strings(own.get("emptied")));
        assertEquals(List.of("..O."), strings(own.get("board")));
        assertEquals(List.of(), strings(tt.get("steps").get(1).get("emptied")));
        assertEquals(List.of("A1", "B1"), strings(tt.get("ownEmptied")));

        g.put("knobs", Map.of("suicide", "forbidden"));
        JsonNode forbidden = client.game(g).get("turns").get(2);
        assertFalse(forbidden.get("accepted").asBoolean());
        assertEquals("TT-C7", forbidden.get("clause").asText());
        // What it would have done is still shown, step by step.
        assertEquals(List.of("A1", "B1"), strings(forbidden.get("steps").get(2).get("emptied")));

        g.remove("knobs");
        g.put("rules", "french");
        JsonNode french = client.game(g);
        JsonNode refused = french.get("turns").get(2);
        assertFalse(refused.get("accepted").asBoolean());
        assertEquals("FR-8", refused.get("clause").asText());
        assertTrue(refused.get("clauseText").asText().startsWith("A stone may not be placed so as to make a chain"));
        // The replay stops there: the position is the one after move 2, Black to move.
        assertEquals(List.of("X.O."), strings(french.get("position").get("board")));
        assertEquals("black", french.get("position").get("toMove").asText());
    }

    @Test
    void aKoRetakeIsRefusedWithTheEarlierColouringItRepeats() {
        // Turn 1, White B2, makes the ko; turn 2, Black C2, takes it (B2's last liberty); turn 3, White B2,
        // takes back (C2's last liberty) and gives the grid the colouring that stood after turn 1: TT-6.
        List<String> afterTurn1 = List.of("....", ".XO.", "XO.O", ".XO.");
        JsonNode a = client.game(game("start", List.of("....", ".XO.", "X..O", ".XO."), "toMove", "white",
                "turns", List.of("B2", "C2", "B2")));
        assertEquals(afterTurn1, strings(a.get("turns").get(0).get("board")));
        assertEquals(List.of("....", ".XO.", "X.XO", ".XO."), strings(a.get("turns").get(1).get("board")));
        JsonNode retake = a.get("turns").get(2);
        assertFalse(retake.get("accepted").asBoolean());
        assertEquals("TT-6", retake.get("clause").asText());
        assertEquals(1, retake.get("repeats").asInt());
        JsonNode evidence = retake.get("repetition");
        assertEquals(1, evidence.get("turn").asInt());
        assertEquals("black", evidence.get("toMove").asText());
        assertEquals(afterTurn1, strings(evidence.get("board")));
        assertEquals(afterTurn1, strings(evidence.get("would")));
        assertTrue(evidence.get("svg").asText().startsWith("<svg") && evidence.get("wouldSvg").asText().startsWith("<svg"));
        // The steps of the retake show C2 emptied by the first clearing.
        assertEquals(List.of("C2"), strings(retake.get("steps").get(1).get("emptied")));

        assertEquals("repeats the grid colouring after move 1", retake.get("reason").asText());
        // Asked in French, the refusal says it in French, and the game goes on in French.
        JsonNode fr = client.game(game("lang", "fr", "start", List.of("....", ".XO.", "X..O", ".XO."), "toMove", "white",
                "turns", List.of("B2", "C2", "B2")));
        assertEquals("répète le coloriage de la grille après le coup 1", fr.get("turns").get(2).get("reason").asText());
        assertEquals("la partie continue : Blanc a le trait", fr.get("goesOn").asText());
    }

    @Test
    void situationalSuperkoNamesWhoWasToMoveWhenTheColouringStood() {
        // spec/differences.md, witness 4, 4x1: B B1, W C1, B pass, W A1 (clears B1), B B1 (clears A1) gives
        // .XO. again with White to move, as after turn 3 (the pass); after turn 2 it stood with Black to move.
        Map<String, Object> g = game("size", "4x1", "rules", "new-zealand", "turns", List.of("B1", "C1", "pass", "A1", "B1"));
        JsonNode last = client.game(g).get("turns").get(4);
        assertFalse(last.get("accepted").asBoolean());
        assertEquals("NZ-8", last.get("clause").asText());
        assertEquals(3, last.get("repetition").get("turn").asInt());
        assertEquals("white", last.get("repetition").get("toMove").asText());
        assertEquals(List.of(".XO."), strings(last.get("repetition").get("board")));
        g.put("rules", "tromp-taylor");
        g.put("knobs", Map.of("ko", "situational"));
        JsonNode ssk = client.game(g).get("turns").get(4);
        assertEquals("TT-C6", ssk.get("clause").asText());
        assertEquals(3, ssk.get("repetition").get("turn").asInt());
        // Positional superko refuses it for the earlier colouring, after turn 2.
        g.remove("knobs");
        assertEquals(2, client.game(g).get("turns").get(4).get("repetition").get("turn").asInt());
    }

    @Test
    void twoPassesEndTheGameAndTheScoreIsCountedAsTtNineSays() {
        // Black: B1 B2 B3 and A1 A2 A3 (empty, reaching black only) = 6. White: C1 C2 = 2.
        // C3 reaches both: nobody's. With komi 0.5: B+3.5.
        JsonNode a = client.game(game("start", List.of(".X.", ".XO", ".XO"), "komi", 0.5, "turns", List.of("pass", "pass")));
        JsonNode position = a.get("position");
        assertTrue(position.get("ended").asBoolean());
        assertTrue(position.get("toMove").isNull());
        JsonNode score = a.get("score");
        assertEquals(6, score.get("black").asInt());
        assertEquals(2, score.get("white").asInt());
        assertEquals("B+3.5", score.get("result").asText());
        assertEquals(List.of("A3", "A2", "A1"), strings(score.get("territory").get("black")));
        assertEquals(List.of(), strings(score.get("territory").get("white")));
        assertEquals(List.of("C3"), strings(score.get("neutral")));
        assertEquals("TT-9", score.get("clause").asText());
        assertTrue(score.get("quickCount").isNull());
        assertTrue(score.get("svg").asText().contains("class=\"lg-territory lg-black\" data-at=\"A3\""));
        assertTrue(score.get("svg").asText().contains("class=\"lg-neutral\" data-at=\"C3\""));
        assertEquals(0, a.get("legal").size());
        assertFalse(a.get("canPass").asBoolean());
        assertTrue(a.get("goesOn").isNull());
        // How it ended, in the words of the refusal of any further turn, and the clause that ends it (TT-8).
        JsonNode ended = a.get("ended");
        assertEquals("the game has ended (2 consecutive passes)", ended.get("says").asText());
        assertEquals("TT-8", ended.get("clause").asText());
        assertEquals("Two passes in a row end the game.", ended.get("clauseText").asText());
        JsonNode fr = client.game(game("size", 3, "turns", List.of("pass", "pass"), "lang", "fr"));
        assertEquals("la partie est finie (2 passes consécutives)", fr.get("ended").get("says").asText());
        // Under the French rules two passes stop play but do not end the game (FR-13): nothing has ended.
        assertFalse(client.game(game("size", 3, "rules", "french", "turns", List.of("pass", "pass"))).has("ended"));
        // An agreement after two passes ends it under the New Zealand rules (NZ-10).
        JsonNode nz = client.game(game("size", 3, "rules", "nz", "turns", List.of("pass", "pass", "agree")));
        assertEquals("the game has ended (by agreement after two passes)", nz.get("ended").get("says").asText());
        assertEquals("NZ-10", nz.get("ended").get("clause").asText());
    }

    @Test
    void aTurnThatIsNoTurnIsRefusedWithItsNumber() {
        ExplorerClient.Reply r = client.post("/api/game", ExplorerClient.write(game("size", 9, "turns", List.of("E5", "D4", "Z99"))));
        assertEquals(400, r.status());
        assertEquals("turns[2] (turn 3): 'Z99' is off the 9x9 grid", r.json().get("error").asText());
        assertEquals(3, r.json().get("turn").asInt());
        // A fault elsewhere names no turn.
        assertFalse(client.post("/api/game", ExplorerClient.write(game("komi", 0.3))).json().has("turn"));
    }

    @Test
    void underTheFrenchRulesTheQuickCountIsGivenBeside() {
        // spec/differences.md, witness 7, 3x1: B A1, W C1, B pass, W pass. B1 reaches both: no territory.
        // Each holds the stone of the other's pass; White placed the last stone, so Black gets none more.
        // Black 0 - 1 = -1, White 0 - 1 = -1, komi 7.5: W+7.5, as area counting gives (two passes end it, FR-R4).
        JsonNode a = client.game(game("size", "3x1", "rules", "french", "turns", List.of("A1", "C1", "pass", "pass")));
        JsonNode score = a.get("score");
        assertEquals("W+7.5", score.get("result").asText());
        JsonNode quick = score.get("quickCount");
        assertEquals(0, quick.get("blackTerritory").asInt());
        assertEquals(1, quick.get("blackHolds").asInt());
        assertEquals(1, quick.get("whiteHolds").asInt());
        assertEquals(-1, quick.get("blackLeft").asInt());
        assertEquals(-1, quick.get("whiteLeft").asInt());
        assertEquals("W+7.5", quick.get("result").asText());
        assertTrue(quick.get("exact").asBoolean());
        assertEquals("FR-10", score.get("clause").asText());
        // Two passes stop a French game; the agreement ends it (FR-13).
        assertFalse(a.get("position").get("ended").asBoolean());
        assertTrue(a.get("canAgree").asBoolean());
    }

    @Test
    void reachGivesAShortestPathForEachColourAndAStonesChainAndLiberties() {
        // Black's row A2-D2 between two white rows, its one liberty E2:
        //   3  O O O O O
        //   2  X X X X .
        //   1  O O O O O
        List<String> board = List.of("OOOOO", "XXXX.", "OOOOO");
        JsonNode a = client.post("/api/reach", ExplorerClient.write(game("start", board, "point", "A2"))).json();
        assertEquals("black", a.get("colour").asText());
        // To empty: the only walk is along the row to E2.
        assertEquals(List.of("A2", "B2", "C2", "D2", "E2"), strings(a.get("reaches").get("empty")));
        // To white: one step, up or down; either is a shortest walk.
        List<String> toWhite = strings(a.get("reaches").get("white"));
        assertTrue(toWhite.equals(List.of("A2", "A1")) || toWhite.equals(List.of("A2", "A3")), toWhite.toString());
        assertEquals(List.of("A2", "B2", "C2", "D2"), strings(a.get("string")));
        assertEquals(List.of("E2"), strings(a.get("liberties")));
        assertEquals("TT-3", a.get("clause").asText());
        assertTrue(a.get("svg").asText().contains("class=\"lg-path lg-reaches-empty\" data-from=\"A2\" data-to=\"E2\""));
        // An empty point: its region, no liberties; E2 reaches black at D2.
        JsonNode e = client.post("/api/reach", ExplorerClient.write(game("start", board, "point", "E2", "rules", "french"))).json();
        assertEquals("empty", e.get("colour").asText());
        assertEquals(List.of("E2", "D2"), strings(e.get("reaches").get("black")));
        assertTrue(e.get("liberties").isNull());
        assertEquals("FR-4", e.get("clause").asText());
        assertEquals("FR-3", e.get("stringClause").asText());
        // A white stone of the bottom row reaches empty only through its chain: A1 ... E1, E2.
        JsonNode w = client.post("/api/reach", ExplorerClient.write(game("start", board, "point", "A1"))).json();
        assertEquals(List.of("A1", "B1", "C1", "D1", "E1", "E2"), strings(w.get("reaches").get("empty")));
        assertTrue(w.get("reaches").get("black").size() == 2);
    }

    @Test
    void compareFindsTheFirstTurnWhereThePresetsPart() {
        // spec/differences.md, witness 3: the fifth turn recreates the colouring after turn 2, which White's move made.
        JsonNode a = client.post("/api/compare", ExplorerClient.write(game("size", "3x1",
                "turns", List.of("B A1", "W C1", "B B1", "W C1", "B A1")))).json();
        assertEquals(5, a.get("parts").asInt());
        JsonNode presets = a.get("presets");
        assertEquals("tromp-taylor", presets.get(0).get("rules").get("name").asText());
        assertEquals("TT-6", presets.get(0).get("turns").get(4).get("clause").asText());
        assertEquals(2, presets.get(0).get("turns").get(4).get("repeats").asInt());
        assertTrue(presets.get(1).get("turns").get(4).get("accepted").asBoolean());
        assertTrue(presets.get(2).get("turns").get(4).get("accepted").asBoolean());
        // Witness 7: the verdicts never part, the scores do.
        JsonNode seven = client.post("/api/compare", ExplorerClient.write(game("size", "3x1",
                "turns", List.of("B A1", "W C1", "B pass", "W pass")))).json();
        assertTrue(seven.get("parts").isNull());
        assertEquals(List.of("0", "W+7.5", "W+7"), List.of(seven.get("presets").get(0).get("score").get("result").asText(),
                seven.get("presets").get(1).get("score").get("result").asText(),
                seven.get("presets").get(2).get("score").get("result").asText()));
    }

    @Test
    void aCaseByIdGivesItsGameWhatItsFileExpectsAndWhatTheReferenceSays() {
        assertTrue(client.get("/api/cases").json().get("cases").size() > 100);
        JsonNode c = client.get("/api/case?id=suicide.one-stone-corner-a1-5x5").json();
        assertEquals("5x5", c.get("game").get("size").asText());
        assertEquals(List.of("B A1", "B pass", "W pass"), strings(c.get("game").get("turns")));
        JsonNode expected = c.get("expect").get("tromp-taylor").get("refused").get(0);
        assertEquals("{\"turn\":1,\"clause\":\"TT-6\",\"repeats\":0}", expected.toString());
        // A lone black stone at A1 between White's A2 and B1 clears itself: the start again, TT-6.
        JsonNode replay = c.get("replays").get("tromp-taylor").get("turns");
        assertEquals("TT-6", replay.get(0).get("clause").asText());
        assertEquals(0, replay.get(0).get("repeats").asInt());
        // A refused turn is not played: the next is tried on the game as it was (the suite's convention).
        assertTrue(replay.get(1).get("accepted").asBoolean());
        JsonNode forbidden = c.get("replays").get("tromp-taylor+suicide=forbidden");
        assertEquals("TT-C7", forbidden.get("turns").get(0).get("clause").asText());
        // Each ruleset of the file as /api/game takes it, and each turn drawn.
        assertEquals("tromp-taylor", forbidden.get("rules").asText());
        assertEquals("{\"suicide\":\"forbidden\"}", forbidden.get("knobs").toString());
        assertTrue(forbidden.get("turns").get(0).get("svg").asText().contains("data-point=\"A1\" data-colour=\"empty\""));
        assertEquals(404, client.get("/api/case?id=no.such.case").status());
        assertEquals(400, client.get("/api/case").status());
    }

    @Test
    void anSgfUploadIsReadAsAGameThatReplaysAsTheRecordSays() throws IOException {
        byte[] sgf = Files.readAllBytes(Path.of("src/test/resources/sgf/ko-retaken-at-once.sgf"));
        JsonNode read = client.post("/api/sgf", sgf).json();
        JsonNode g = read.get("games").get(0);
        assertEquals("4x4", g.get("size").asText());
        assertEquals("tromp-taylor", g.get("rules").asText());
        assertEquals("RU[Tromp-Taylor]", g.get("rulesFrom").asText());
        assertEquals(List.of("....", ".XO.", "XO.O", ".XO."), strings(g.get("start")));
        assertEquals(List.of("B C2", "W B2"), strings(g.get("turns")));
        assertEquals("black", g.get("toMove").asText());
        // Sent back as a game, as the page does: the retake repeats the start.
        ObjectNode request = ((ObjectNode) g.deepCopy());
        request.retain("size", "rules", "knobs", "komi", "handicap", "start", "toMove", "turns");
        JsonNode replayed = client.post("/api/game", request.toString()).json();
        assertEquals("TT-6", replayed.get("turns").get(1).get("clause").asText());
        assertEquals(0, replayed.get("turns").get(1).get("repetition").get("turn").asInt());
        // A record that is not SGF: one line naming the byte.
        ExplorerClient.Reply bad = client.post("/api/sgf", "(;GM[1]SZ[4];B[cc".getBytes());
        assertEquals(400, bad.status());
        assertTrue(bad.json().get("error").asText().startsWith("sgf: byte "), bad.body());
    }

    @Test
    void explainGivesTheJsonOfExplainJsonForTheSameTurn() {
        for (String[] extra : List.of(new String[0], new String[] {"--compare"})) {
            List<String> args = new ArrayList<>(List.of("explain", "--json", "src/test/resources/sgf/ko-retaken-at-once.sgf",
                    "--move", "2", "--rules", "tromp-taylor"));
            args.addAll(List.of(extra));
            CliRun run = CliRun.of(args.toArray(String[]::new));
            assertEquals(3, run.status(), run.err());
            ObjectNode cli = (ObjectNode) new ExplorerClient.Reply(200, "", run.out()).json();
            Map<String, Object> request = game("size", "4x4", "komi", 0, "start", List.of("....", ".XO.", "XO.O", ".XO."),
                    "turns", List.of("B C2", "W B2"), "move", 2);
            if (extra.length > 0) {
                request.put("compare", true);
            }
            ExplorerClient.Reply api = client.post("/api/explain", ExplorerClient.write(request));
            assertEquals(200, api.status(), api.body());
            ObjectNode served = (ObjectNode) api.json();
            assertTrue(served.get("file").isNull());
            // The file is the one thing the request has not: everything else is the same JSON.
            cli.remove("file");
            served.remove("file");
            assertEquals(cli, served);
        }
    }

    @Test
    void explainAskedInFrenchSaysTheRefusalAndEveryLineInFrench() {
        // White on Black's stone: TT-7 refuses it, after the end, the turn and the grid have held.
        Map<String, Object> occupied = game("size", 3, "turns", List.of("B2", "B2"), "move", 2, "lang", "fr", "compare", true);
        JsonNode refused = client.post("/api/explain", ExplorerClient.write(occupied)).json();
        String notEmpty = "B2 n'est pas vide : un coup donne sa couleur à un point vide";
        assertEquals("TT-7", refused.get("verdict").get("clause").asText());
        assertEquals(notEmpty, refused.get("verdict").get("reason").asText());
        assertEquals(List.of(
                "TT-8 la partie continue : elle n'est pas finie (0 passes consécutives avant ce tour)",
                "TT-5 c'est à Blanc de jouer, et Blanc joue",
                "TT-1 B2 est un point de la grille 3x3",
                "TT-7 " + notEmpty), lines(refused));
        // Under every ruleset beside it the same refusal, in the same words.
        for (JsonNode under : refused.get("compare")) {
            assertEquals(notEmpty, under.get("verdict").get("reason").asText(), under.get("rules").asText());
        }
        // The same game on /api/game says it in French too.
        JsonNode game = client.game(game("size", 3, "turns", List.of("B2", "B2"), "lang", "fr"));
        assertEquals(notEmpty, game.get("turns").get(1).get("reason").asText());

        // An accepted move: its three steps, the checks after them, what follows and the score, all in French.
        // Black's lone stone on 3x3: 1 stone and 8 empty points reaching black only, 9; White 0 and komi 7,5.
        Map<String, Object> accepted = game("size", 3, "komi", 7.5, "turns", List.of("B2"), "move", 1, "lang", "fr");
        JsonNode played = client.post("/api/explain", ExplorerClient.write(accepted)).json();
        assertTrue(played.get("verdict").get("accepted").asBoolean());
        assertEquals(List.of(
                "TT-8 la partie continue : elle n'est pas finie (0 passes consécutives avant ce tour)",
                "TT-5 c'est à Noir de jouer, et Noir joue",
                "TT-1 B2 est un point de la grille 3x3",
                "TT-7 B2 est vide",
                "TT-7 Noir donne sa couleur à B2",
                "TT-7 vider le blanc ne rend vide aucun point",
                "TT-7 vider le noir ne rend vide aucun point",
                "TT-C7 ces règles permettent le suicide : le vidage de sa propre couleur peut vider les pierres du joueur",
                "TT-6 le coloriage qui suit le coup n'a pas encore existé dans cette partie",
                "TT-8 après ce tour, la partie continue : Blanc a le trait",
                "TT-9 le score alors : Noir 9, Blanc 0 + komi 7,5"), lines(played));
        // Asked without a language, the same lines in English.
        accepted.remove("lang");
        List<String> english = lines(client.post("/api/explain", ExplorerClient.write(accepted)).json());
        assertEquals("TT-9 the score then: Black 9, White 0 + komi 7.5", english.get(english.size() - 1));
        assertEquals("TT-8 after it the game goes on: White to move", english.get(english.size() - 2));
    }

    @Test
    void aRequestRefusedInFrenchSaysItsLineInFrenchAndInEnglishAsBefore() {
        // A value the rules refuse: TT-R9's bounds, the clause id kept as it is.
        refusedIn("/api/game", "{\"size\": 26}", 400,
                "size: a grid is 1x1 to 25x25 [TT-R9], not 26x26",
                "size : une grille va de 1x1 à 25x25 [TT-R9], pas 26x26");
        refusedIn("/api/game", "{\"komi\": 0.3}", 400,
                "komi: komi must be a finite multiple of 0.5 between -10000 and 10000 [TT-R9], not 0.3",
                "komi : le komi doit être un multiple fini de 0,5 entre -10000 et 10000 [TT-R9], pas 0.3");
        // 3x3 has 9 points: at most 9 handicap stones.
        refusedIn("/api/game", "{\"size\": 3, \"handicap\": 10}", 400,
                "handicap: a handicap is 0 to 9 stones on 3x3",
                "handicap : un handicap va de 0 à 9 pierres sur 3x3");
        refusedIn("/api/game", "{\"size\": 3, \"handicap\": 2, \"toMove\": \"white\"}", 400,
                "handicap: handicap moves are Black's [TT-C5]",
                "handicap : les coups de handicap sont à Noir [TT-C5]");
        // A lone black stone on 1x1 has no liberty (TT-R7).
        refusedIn("/api/game", "{\"start\": [\"X\"]}", 400,
                "start: the starting colouring has a string without a liberty at A1 [TT-R7]",
                "start : le coloriage de départ a une chaîne sans liberté en A1 [TT-R7]");
        // An unknown ruleset, one letter from a preset's name.
        refusedIn("/api/game", "{\"rules\": \"frnch\"}", 400,
                "rules: no ruleset called 'frnch' (known: tromp-taylor, french, new-zealand, the RU names of docs/rulesets.md and KataGo's"
                        + " rules strings); did you mean french?",
                "rules : aucune règle nommée 'frnch' (connues : tromp-taylor, french, new-zealand) ; vouliez-vous dire french ?");
        refusedIn("/api/reach", "{\"start\": [\"...\"], \"point\": \"D1\"}", 400,
                "point: 'D1' is off the 3x1 grid", "point : 'D1' est hors de la grille 3x1");
        refusedIn("/api/reach", "{\"start\": [\"...\"], \"point\": \"11\"}", 400,
                "point: '11' has no column letter A..Z (without I)", "point : '11' n'a pas de lettre de colonne A..Z (sans I)");
        refusedIn("/api/game", "{\"size\": 9, \"turns\": [\"E5\", \"Z99\"]}", 400,
                "turns[1] (turn 2): 'Z99' is off the 9x9 grid", "turns[1] (tour 2) : 'Z99' est hors de la grille 9x9");
        refusedIn("/api/game", "{\"size\": 9, \"turns\": [\"E5\", \"R E5\"]}", 400,
                "turns[1] (turn 2): 'R' is not a player (B, W, black or white)", "turns[1] (tour 2) : 'R' n'est pas un joueur (B, W, black ou white)");
        refusedIn("/api/game", "{\"start\": [\"X.\", \"..Q\"]}", 400,
                "start: row 2 from the top has 3 points, the first row has 2",
                "start : la ligne 2 depuis le haut a 3 points, la première ligne en a 2");

        // The explorer's own lines.
        refusedIn("/api/game", "{\"size\": 3, \"start\": [\"...\"]}", 400,
                "start: draws a 3x1 grid but size says 3x3", "start : dessine une grille 3x1 mais size dit 3x3");
        refusedIn("/api/game", "{\"handicap\": -1}", 400,
                "handicap: a whole number from 0 to 625 was expected, not -1",
                "handicap : on attendait un nombre entier de 0 à 625, pas -1");
        refusedIn("/api/game", "{\"turns\": [\"pass\", \"pass\"], \"detail\": 5}", 400,
                "detail: the game has 2 turns, not 5", "detail : la partie a 2 tours, pas 5");
        refusedIn("/api/reach", "{\"start\": [\"...\"]}", 400, "point: the point is missing", "point : le point manque");
        refusedIn("/api/reach", "{\"point\": \"A1\"}", 400, "start: the board is missing", "start : le goban manque");
        refusedIn("/api/explain", "{\"turns\": [\"pass\"]}", 400,
                "move: the turn to explain is missing", "move : le tour à expliquer manque");
        refusedIn("/api/explain", "{\"turns\": [\"pass\"], \"move\": 3}", 400,
                "move: the game has turns 1 to 1, not 3", "move : la partie a les tours 1 à 1, pas 3");
        // Faults Jackson finds, said in the explorer's words; the language is read as far as the body can be.
        refusedIn("/api/game", "{\"komi\": \"7.5\"}", 400,
                "komi: a number was expected, not '7.5'", "komi : on attendait un nombre, pas '7.5'");
        refusedIn("/api/game", "{\"size\": [9, 9]}", 400,
                "size: 'WxH', 'N' or a number N was expected (1 to 25), not a list",
                "size : on attendait 'WxH', 'N' ou un nombre N (de 1 à 25), pas une liste");
        refusedIn("/api/game", "{\"toMove\": \"red\"}", 400,
                "toMove: black or white, not 'red'", "toMove : black ou white, pas 'red'");
        refusedIn("/api/game", "{\"colour\": \"blue\"}", 400,
                "colour: no such field (known: detail, handicap, knobs, komi, lang, rules, size, start, toMove, turns)",
                "colour : champ inconnu (connus : detail, handicap, knobs, komi, lang, rules, size, start, toMove, turns)");
        // "lang": "fr", adds 14 characters before the second "size".
        ExplorerClient.Reply twice = client.post("/api/game", "{\"lang\": \"fr\", \"size\": 5, \"size\": 6}");
        assertEquals("JSON mal formé à la ligne 1, colonne 33 : un champ est donné deux fois", twice.json().get("error").asText());
        // A body that cannot be read as far as a language is answered in English.
        assertEquals("malformed JSON at line 1, column 5: this is not JSON", client.post("/api/game", "not json").json().get("error").asText());
        // A query names its language as the page's GET requests do.
        ExplorerClient.Reply noCase = client.get("/api/case?id=TT-none&lang=fr");
        assertEquals(404, noCase.status());
        assertEquals("aucun cas 'TT-none' dans la suite", noCase.json().get("error").asText());
        assertEquals("no case 'TT-none' in the suite", client.get("/api/case?id=TT-none").json().get("error").asText());
        assertEquals("aucune clause TT-99 dans spec/", client.get("/api/clauses?id=TT-99&lang=fr").json().get("error").asText());
    }

    /** A body refused, asked without a language (English, as before) and with {@code "lang": "fr"} first. */
    private static void refusedIn(String path, String body, int status, String english, String french) {
        ExplorerClient.Reply en = client.post(path, body);
        assertEquals(status, en.status(), en.body());
        assertEquals(english, en.json().get("error").asText());
        ExplorerClient.Reply fr = client.post(path, "{\"lang\": \"fr\", " + body.substring(1));
        assertEquals(status, fr.status(), fr.body());
        assertEquals(french, fr.json().get("error").asText());
    }

    /** explain's clause lines, each as its clause and what it says. */
    private static List<String> lines(JsonNode explained) {
        List<String> all = new ArrayList<>();
        explained.get("clauses").forEach(c -> all.add(c.get("clause").asText() + " " + c.get("text").asText()));
        return all;
    }

    @Test
    void theReferenceDataAreServed() {
        JsonNode rulesets = client.get("/api/rulesets").json();
        assertEquals(List.of("positional", "situational", "own-moves", "simple", "spight", "none"), strings(rulesets.get("knobs").get("ko")));
        assertEquals(7.5, rulesets.get("presets").get(1).get("komi").asDouble());
        assertEquals("own-moves", rulesets.get("presets").get(1).get("knobs").get("ko").asText());
        JsonNode clauses = client.get("/api/clauses").json();
        assertEquals(org.logicalgo.rules.Clause.IDS.size(), clauses.size());
        assertEquals("TT-1", clauses.get(0).get("id").asText());
        JsonNode nz7 = client.get("/api/clauses?id=NZ-7").json();
        assertEquals("Playing a stone", nz7.get("title").asText());
        assertEquals(404, client.get("/api/clauses?id=TT-99").status());
        assertTrue(client.get("/api/lessons").json().get("lessons").isArray());
        assertTrue(client.get("/api/tour").json().get("witnesses").isArray());
        // In French, the logical rules' clauses come from spec/tromp-taylor.fr.md; the French text's own are as written.
        JsonNode tt7 = client.get("/api/clauses?id=TT-7&lang=fr").json();
        assertEquals("Un coup", tt7.get("title").asText());
        assertEquals("tromp-taylor.fr.md", tt7.get("spec").asText());
        assertEquals("No suicide", client.get("/api/clauses?id=FR-8&lang=fr").json().get("title").asText());
        assertEquals(400, client.get("/api/clauses?lang=de").status());
    }
}
