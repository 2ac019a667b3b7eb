package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ReplayCommandTest {

    private static final String KO = "..../.XO./XO.O/.XO.";

    private static void assertOneCleanLine(CliRun run) {
        assertEquals(2, run.status(), run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().startsWith("logical-go: "), run.err());
        assertFalse(run.err().contains("Exception") || run.err().contains("\tat "), run.err());
    }

    @Test
    void aKoRetakenAtOnceIsRefusedWithItsClauseAndTheEarlierTurn() {
        CliRun run = CliRun.of("replay", "--start", KO, "B C2", "W B2");
        assertEquals(3, run.status());
        assertTrue(run.out().startsWith("move 2 (W B2) repeats the grid colouring at the start [TT-6]\n"), run.out());
        // The board after move 1, drawn with coordinates: B2 empty, C2 black.
        assertTrue(run.out().contains("2  X . X O  2"), run.out());
    }

    @Test
    void theScoreAndResultAreShownWithKomi() {
        // 5x1: Black C1 owns A1 B1 (3), White E1 (1); komi 2.5 makes it W+0.5.
        CliRun run = CliRun.of("replay", "--size", "5x1", "--komi", "2.5", "C1", "E1", "pass", "pass");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().contains("Black 3, White 1 + komi 2.5: White wins, W+0.5 (the game has ended)"), run.out());
    }

    @ParameterizedTest
    @CsvSource({"reference", "fast"})
    void theHandicapBonusIsNamedApartFromKomi(String engine, @TempDir Path dir) throws Exception {
        // 3x3, handicap 2, bonus n-1 (TT-V2) = 1, komi 0: B A1, B A3, W C2, two passes. The six empty
        // points A2 B1 B2 B3 C1 C3 are one region (joined through B2) reaching A1 and C2, so nobody's
        // (TT-9): Black 2, White 1; the one point is White's for Black's second stone, not komi:
        // 2 - (1 + 1), a tie.
        Path sgf = dir.resolve("tie.sgf");
        CliRun tie = CliRun.of("replay", "--engine", engine, "--size", "3x3", "--handicap", "2", "--handicap-bonus", "n-1",
                "--sgf", sgf.toString(), "B A1", "B A3", "W C2", "B pass", "W pass");
        assertEquals(0, tie.status(), tie.err());
        assertTrue(tie.out().contains("Black 2, White 1 + handicap bonus 1: a tie, 0 (the game has ended)"), tie.out());
        assertFalse(tie.out().contains("komi"), tie.out());
        // The record's result is the margin alone, as before the bonus was kept apart.
        assertTrue(Files.readString(sgf).contains("RE[0]"), Files.readString(sgf));

        // 3x3, handicap 3, bonus n-1 = 2, komi 0.5: B A1, B C3, B A3, W pass, B pass. No white stone:
        // every empty point reaches black only, Black 9, White 0; 9 - (0 + 2 + 0.5) = 6.5.
        CliRun run = CliRun.of("replay", "--engine", engine, "--size", "3x3", "--handicap", "3", "--handicap-bonus", "n-1",
                "--komi", "0.5", "--json", "B A1", "B C3", "B A3", "W pass", "B pass");
        assertEquals(0, run.status(), run.err());
        JsonNode score = new ObjectMapper().readTree(run.out()).get("score");
        assertEquals("{\"black\":9,\"white\":0,\"bonus\":2,\"komi\":0.5,\"result\":\"B+6.5\"}", score.toString());
        CliRun words = CliRun.of("replay", "--engine", engine, "--size", "3x3", "--handicap", "3", "--handicap-bonus", "n-1",
                "--komi", "0.5", "B A1", "B C3", "B A3", "W pass", "B pass");
        assertTrue(words.out().contains("Black 9, White 0 + handicap bonus 2 + komi 0.5: Black wins, B+6.5"), words.out());
    }

    @Test
    void jsonHasEveryField() throws Exception {
        CliRun run = CliRun.of("replay", "--json", "--start", KO, "B C2", "W B2");
        assertEquals(3, run.status());
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertEquals("tromp-taylor", json.get("rules").asText());
        assertEquals(4, json.get("width").asInt());
        assertEquals(4, json.get("height").asInt());
        assertEquals(0.0, json.get("komi").asDouble());
        assertEquals(2, json.get("turns").size());
        JsonNode first = json.get("turns").get(0);
        assertEquals(1, first.get("number").asInt());
        assertEquals("black", first.get("colour").asText());
        assertEquals("C2", first.get("move").asText());
        assertTrue(first.get("accepted").asBoolean());
        JsonNode second = json.get("turns").get(1);
        assertFalse(second.get("accepted").asBoolean());
        assertEquals("TT-6", second.get("clause").asText());
        assertEquals(0, second.get("repeats").asInt());
        assertEquals("X.XO", json.get("board").get(2).asText());
        // Black: B3 A2 C2 B1 (4) + B2 A1 (2) = 6; White: C3 D2 C1 (3) + D1 (1) = 4. The top row
        // with A3 and D3 is one empty region touching both colours: nobody's.
        assertEquals(6, json.get("score").get("black").asInt());
        assertEquals(4, json.get("score").get("white").asInt());
        // The result is the score's, beside both scores and komi (it was a field of its own beside score).
        assertEquals("B+2", json.get("score").get("result").asText());
        assertEquals(0.0, json.get("score").get("komi").asDouble());
        assertEquals(0, json.get("score").get("bonus").asInt());
        assertTrue(json.get("result") == null, json.toString());
        assertFalse(json.get("ended").asBoolean());
    }

    @Test
    void turnsComeFromAFileWithCommentsAndFromStandardInput(@TempDir Path dir) throws Exception {
        Path moves = dir.resolve("moves.txt");
        Files.writeString(moves, "# a ko\nB C2\n\nW B2   # taken back at once\n");
        CliRun fromFile = CliRun.of("replay", "--start", KO, "--moves-file", moves.toString());
        assertEquals(3, fromFile.status());
        assertTrue(fromFile.out().startsWith("move 2 (W B2) repeats"), fromFile.out());

        CliRun fromStdin = CliRun.withInput("C2\npass\npass\n", "replay", "--start", KO, "--moves-file", "-");
        assertEquals(0, fromStdin.status(), fromStdin.err());
        assertTrue(fromStdin.out().contains("(the game has ended)"), fromStdin.out());
    }

    @Test
    void aMistakeInAFileNamesItsLine(@TempDir Path dir) throws Exception {
        Path moves = dir.resolve("moves.txt");
        Files.writeString(moves, "B C3\nW D9\n");
        CliRun run = CliRun.of("replay", "--size", "5x5", "--moves-file", moves.toString());
        assertOneCleanLine(run);
        assertTrue(run.err().contains("moves.txt line 2 ('W D9'): 'D9' is off the 5x5 grid"), run.err());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "size 0x5                 | --size,0x5,B A1                     | --size: a grid is 1x1 to 25x25",
            "size 30x30               | --size,30x30                        | not 30x30",
            "size abc                 | --size,abc                          | 'abc' is not a grid size",
            "point off the grid       | --size,5x5,B Z9                     | turn 1 ('B Z9')",
            "unreadable move          | --size,5x5,B C3 D4                  | is not a turn",
            "unknown player           | --size,5x5,R C3                     | is not a player",
            "string without liberty   | --start,XO./O..                     | [TT-R7]",
            "ragged drawing           | --start,XO./O.                      | row 2 from the top",
            "bad komi                 | --size,5x5,--komi,0.3               | multiple of 0.5",
            "huge komi                | --size,5x5,--komi,1e308             | komi must be a finite multiple of 0.5 between -10000 and 10000 [TT-R9], not 1.0E308",
            "komi not a number        | --size,5x5,--komi,NaN               | komi must be a finite multiple of 0.5 between -10000 and 10000 [TT-R9], not NaN",
            "missing file             | --size,5x5,--moves-file,/nonexistent/m.txt | no such file",
            "unknown option           | --sise,5x5                          | no option called '--sise'; did you mean --size?",
            "unknown ruleset          | --rules,martian                     | no ruleset called 'martian'",
            "bad knob                 | --ko,sometimes                      | Invalid value for option '--ko': takes positional"})
    void badInputGetsOneLineAndStatusTwo(String what, String args, String expected) {
        String[] argv = ("replay," + args).split(",");
        CliRun run = CliRun.of(argv);
        assertOneCleanLineOrUsage(run);
        assertTrue(run.err().contains(expected), what + ": " + run.err());
    }

    private static void assertOneCleanLineOrUsage(CliRun run) {
        assertEquals(2, run.status(), run.err());
        assertTrue(run.err().startsWith("logical-go: "), run.err());
        assertFalse(run.err().contains("Exception") || run.err().contains("\tat "), run.err());
        assertTrue(run.err().strip().lines().count() <= 2, run.err());
    }

    @Test
    void refusedAfterTheEndOfTheGame() {
        CliRun run = CliRun.of("replay", "--size", "3x3", "pass", "pass", "B2");
        assertEquals(3, run.status());
        assertTrue(run.out().startsWith("move 3 (B B2) the game has ended"), run.out());
        assertTrue(run.out().contains("[TT-R8]"), run.out());
    }

    @Test
    void agreementUnderTheAmendment() {
        CliRun run = CliRun.of("replay", "--ending", "agreement", "--start", "OXO./.XO./.XO./.XO.",
                "pass", "pass", "agree A4");
        assertEquals(0, run.status(), run.err() + run.out());
        assertTrue(run.out().contains("Black 8, White 8: a tie, 0 (the game has ended)"), run.out());
    }

    @Test
    void sgfSavesTheTurnsAcceptedAndTheResultOnceEnded(@TempDir Path dir) throws Exception {
        Path ended = dir.resolve("ended.sgf");
        CliRun run = CliRun.of("replay", "--size", "5x1", "--komi", "2.5", "--sgf", ended.toString(), "C1", "E1", "pass", "pass");
        assertEquals(0, run.status(), run.err());
        // 5x1: C1 is column c, row 1-1-0 = 0 from the top: 'ca'; E1 is 'ea'. W+0.5 as in the test above.
        assertEquals("(;GM[1]FF[4]CA[UTF-8]AP[logical-go:0.1.0]SZ[5:1]KM[2.5]RU[tromp-taylor]RE[W+0.5]PL[B]"
                + ";B[ca];W[ea];B[];W[])\n", Files.readString(ended));
        Path refused = dir.resolve("ko.sgf");
        assertEquals(3, CliRun.of("replay", "--start", KO, "--sgf", refused.toString(), "B C2", "W B2").status());
        // Only the accepted B C2 is saved; the game goes on, so no RE.
        String ko = Files.readString(refused);
        assertTrue(ko.endsWith("PL[B];B[cc])\n") && !ko.contains("RE["), ko);
        CliRun judged = CliRun.of("judge", ended.toString());
        assertEquals(0, judged.status(), judged.out());
    }

    @Test
    void sgfNeverOverwritesAFileWithoutForce(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("mine.sgf");
        Files.writeString(file, "a record I keep");
        CliRun refused = CliRun.of("replay", "--size", "3x3", "--sgf", file.toString(), "B A1");
        assertOneCleanLine(refused);
        assertEquals("logical-go: --sgf " + file + ": exists already; not overwritten (--force replaces it)\n", refused.err());
        assertEquals("a record I keep", Files.readString(file));
        CliRun forced = CliRun.of("replay", "--size", "3x3", "--sgf", file.toString(), "--force", "B A1");
        assertEquals(0, forced.status(), forced.err());
        assertTrue(Files.readString(file).endsWith(";B[ac])\n"), Files.readString(file));
        try (var names = Files.list(dir)) {
            assertEquals(List.of("mine.sgf"), names.map(p -> p.getFileName().toString()).toList(), "no temporary file left");
        }
        CliRun intoADirectory = CliRun.of("replay", "--size", "3x3", "--sgf", dir.toString(), "--force", "B A1");
        assertOneCleanLine(intoADirectory);
        assertEquals("logical-go: --sgf " + dir + ": is a directory\n", intoADirectory.err());
    }

    @Test
    void theAgreementCannotBeSavedAsSgf(@TempDir Path dir) {
        CliRun run = CliRun.of("replay", "--size", "3x3", "--ending", "agreement", "--sgf", dir.resolve("a.sgf").toString(),
                "pass", "pass", "agree");
        assertOneCleanLine(run);
        assertTrue(run.err().contains("SGF has no property for the comment-8 agreement"), run.err());
    }
}
