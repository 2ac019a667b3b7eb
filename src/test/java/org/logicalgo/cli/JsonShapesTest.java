package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One JSON shape per concept: the same turn, verdict, board and score read alike in replay, judge and explain. */
class JsonShapesTest {

    private static final String CORPUS = "src/test/resources/sgf/";
    /** The start of ko-retaken-at-once.sgf, drawn for replay --start. */
    private static final String KO = "..../.XO./XO.O/.XO.";

    private static JsonNode json(CliRun run) throws Exception {
        return new ObjectMapper().readTree(run.out());
    }

    /** Explain's turn and its verdict, in one object: a turn judged, as replay and judge write it. */
    private static JsonNode judged(JsonNode explain) {
        ObjectNode both = ((ObjectNode) explain.get("turn")).deepCopy();
        both.setAll((ObjectNode) explain.get("verdict"));
        return both;
    }

    @Test
    void theKoRetakeIsTheSameTurnWithTheSameVerdictInReplayJudgeAndExplain() throws Exception {
        JsonNode replay = json(CliRun.of("replay", "--json", "--start", KO, "B C2", "W B2"));
        JsonNode judge = json(CliRun.of("judge", "--json", CORPUS + "ko-retaken-at-once.sgf")).get("games").get(0);
        JsonNode explain = json(CliRun.of("explain", "--json", CORPUS + "ko-retaken-at-once.sgf", "--move", "2"));

        JsonNode refused = replay.get("turns").get(1);
        assertEquals("{\"number\":2,\"colour\":\"white\",\"move\":\"B2\",\"accepted\":false,\"clause\":\"TT-6\","
                + "\"reason\":\"repeats the grid colouring at the start\",\"repeats\":0}", refused.toString());
        assertEquals(refused, judge.get("refused"));
        assertEquals(refused, judged(explain));

        // The position the refusal leaves: the board and score after move 1, alike in all three.
        assertEquals(replay.get("board"), judge.get("board"));
        assertEquals(replay.get("board"), explain.get("before").get("board"));
        assertEquals("{\"black\":6,\"white\":4,\"bonus\":0,\"komi\":0.0,\"result\":\"B+2\"}", replay.get("score").toString());
        assertEquals(replay.get("score"), judge.get("score"));
        assertEquals(replay.get("score"), explain.get("before").get("score"));
        assertEquals(replay.get("toMove"), explain.get("before").get("toMove"));
    }

    @Test
    void anAcceptedTurnIsTheSameInReplayAndExplain() throws Exception {
        JsonNode replay = json(CliRun.of("replay", "--json", "--start", KO, "B C2", "W B2"));
        JsonNode explain = json(CliRun.of("explain", "--json", CORPUS + "ko-retaken-at-once.sgf", "--move", "1"));
        assertEquals("{\"number\":1,\"colour\":\"black\",\"move\":\"C2\",\"accepted\":true}", replay.get("turns").get(0).toString());
        assertEquals(replay.get("turns").get(0), judged(explain));
        // The position after it is the one replay ends on (the retake being refused).
        ObjectNode after = ((ObjectNode) explain.get("after")).deepCopy();
        assertEquals(replay.get("board"), after.get("board"));
        assertEquals(replay.get("score"), after.get("score"));
    }

    @Test
    void anEarlierRefusalInExplainIsTheRefusedTurnOfJudge(@TempDir Path dir) throws Exception {
        // White plays on Black's stone (TT-7): judge stops there, and explain of a later turn names it.
        Path record = dir.resolve("occupied.sgf");
        Files.writeString(record, "(;GM[1]FF[4]SZ[3];B[aa];W[aa];B[bb])");
        JsonNode judge = json(CliRun.of("judge", "--json", record.toString())).get("games").get(0);
        JsonNode explain = json(CliRun.of("explain", "--json", record.toString(), "--move", "3"));
        assertEquals("{\"number\":2,\"colour\":\"white\",\"move\":\"A3\",\"accepted\":false,\"clause\":\"TT-7\","
                + "\"reason\":\"A3 is not empty: a move colours an empty point\"}", judge.get("refused").toString());
        assertEquals(judge.get("refused"), explain.get("earlier"));
        JsonNode replay = json(CliRun.of("replay", "--json", "--size", "3x3", "B A3", "W A3"));
        assertEquals(judge.get("refused"), replay.get("turns").get(1));
    }

    @Test
    void compareWritesTheTurnsAsReplayDoes() throws Exception {
        JsonNode replay = json(CliRun.of("replay", "--json", "--start", KO, "B C2", "W B2"));
        JsonNode compare = json(CliRun.of("replay", "--compare", "--json", "--start", KO, "B C2", "W B2"))
                .get("compare").get(0);
        assertEquals("tromp-taylor", compare.get("rules").asText());
        assertEquals(replay.get("turns"), compare.get("turns"));
        assertEquals(replay.get("board"), compare.get("board"));
        assertEquals(replay.get("score").get("result"), compare.get("score").get("result"));
    }
}
