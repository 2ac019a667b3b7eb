package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;

/** {@code replay --compare} and the presets on the command line, on the witnesses of spec/differences.md. */
class ReplayCompareTest {

    @Test
    void theVerdictsThatDifferAreShownSideBySideThenEachResult() {
        CliRun r = CliRun.of("replay", "--compare", "--size", "3x1", "B A1", "W C1", "B B1", "W C1", "B A1");
        assertEquals(0, r.status(), r.err());
        String[] lines = r.out().split("\n");
        assertTrue(lines[0].matches("turn\\s+tromp-taylor\\s+french\\s+new-zealand"), lines[0]);
        assertTrue(lines[1].matches("5\\s+B A1\\s+refused TT-6\\s+accepted\\s+accepted"), lines[1]);
        assertTrue(r.out().contains("tromp-taylor: repeats the grid colouring after move 2 [TT-6]"), r.out());
        // French and New Zealand games went on: B A1 left X.O with White to move; 1 + 1 points each.
        assertTrue(r.out().contains("french: Black 1, White 1 + komi 7.5: White wins, W+7.5"), r.out());
        assertTrue(r.out().contains("new-zealand: Black 2, White 2 + komi 7: White wins, W+7"), r.out());
    }

    @Test
    void compareAsJsonNamesEachRuleset() throws Exception {
        CliRun r = CliRun.of("replay", "--compare", "--json", "--size", "1x1", "B A1");
        assertEquals(0, r.status(), r.err());
        JsonNode all = new ObjectMapper().readTree(r.out()).get("compare");
        assertEquals(3, all.size());
        assertEquals("tromp-taylor", all.get(0).get("rules").asText());
        // A turn has one shape everywhere: its number, colour and move (no longer {"turn": "B A1"}).
        JsonNode turn = all.get(0).get("turns").get(0);
        assertEquals("black", turn.get("colour").asText());
        assertEquals("A1", turn.get("move").asText());
        assertTrue(turn.get("turn") == null, turn.toString());
        // Its verdict as replay --json gives it, with the earlier turn a repetition repeats (0: the start).
        assertEquals(0, turn.get("repeats").asInt());
        assertEquals("TT-6", all.get(0).get("turns").get(0).get("clause").asText());
        assertEquals("FR-8", all.get(1).get("turns").get(0).get("clause").asText());
        assertTrue(all.get(2).get("turns").get(0).get("accepted").asBoolean());
    }

    @Test
    void thePresetsAndTheirKnobsOnTheCommandLine() throws Exception {
        CliRun fr = CliRun.of("replay", "--rules", "french", "--json", "--size", "3x3", "B B2", "W pass", "B pass", "agree");
        assertEquals(0, fr.status(), fr.err());
        JsonNode j = new ObjectMapper().readTree(fr.out());
        assertEquals("french", j.get("rules").asText());
        assertEquals(7.5, j.get("komi").asDouble());
        assertTrue(j.get("ended").asBoolean());
        assertEquals("B+1.5", j.get("score").get("result").asText());
        CliRun knobs = CliRun.of("replay", "--rules", "new-zealand", "--ko", "positional", "--counting", "area",
                "--json", "--size", "3x1", "B A1", "W C1");
        JsonNode k = new ObjectMapper().readTree(knobs.out());
        assertEquals("new-zealand+ko=positional+counting=area", k.get("rules").asText());
        assertEquals(1, k.get("score").get("black").asInt());
        CliRun bad = CliRun.of("replay", "--handicap-rule", "sometimes", "B A1");
        assertEquals(2, bad.status());
        assertEquals("logical-go: Invalid value for option '--handicap-rule': takes consecutive or white-passes,"
                + " not 'sometimes'\n(see: ./logical-go replay --help)", bad.err().strip());
    }
}
