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

class JudgeCommandTest {

    private static final org.logicalgo.rules.Engine ENGINE = org.logicalgo.fast.Fast.ENGINE;

    private static final String CORPUS = "src/test/resources/sgf/";

    private static void assertOneCleanLine(CliRun run) {
        assertEquals(2, run.status(), run.out() + run.err());
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().startsWith("logical-go: "), run.err());
        assertFalse(run.err().contains("Exception") || run.err().contains("\tat "), run.err());
    }

    @Test
    void aKoRetakenAtOnceIsTheFirstRefusedTurnWithItsClauseAndTheBoardBeforeIt() {
        CliRun run = CliRun.of("judge", CORPUS + "ko-retaken-at-once.sgf");
        assertEquals(3, run.status(), run.err());
        assertTrue(run.out().contains("rules: tromp-taylor, from RU[Tromp-Taylor]\n"
                + "move 2 (W B2) repeats the grid colouring at the start [TT-6]\n"
                + "The board after move 1:\n"), run.out());
        assertTrue(run.out().contains("2  X . X O  2"), run.out());
    }

    @Test
    void aRecordWhoseResultAgreesExitsZero() {
        CliRun run = CliRun.of("judge", CORPUS + "passes-and-komi.sgf");
        assertEquals(0, run.status(), run.out() + run.err());
        assertTrue(run.out().contains("all 4 moves accepted\n"), run.out());
        assertTrue(run.out().contains("Black 3, White 1 + komi 2.5: White wins, W+0.5 (the game has ended)\n"
                + "the record says RE[W+0.5]: it agrees with the rules (W+0.5 under tromp-taylor)"), run.out());
    }

    @Test
    void aResultThatDisagreesExitsThree(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("wrong.sgf");
        Files.writeString(f, "(;SZ[5:1]KM[2.5]RE[B+0.5];B[ca];W[ea];B[];W[])");
        CliRun run = CliRun.of("judge", f.toString());
        assertEquals(3, run.status(), run.out());
        assertTrue(run.out().contains("the record says RE[B+0.5]: it DISAGREES: the rules give W+0.5 under tromp-taylor"), run.out());
    }

    @Test
    void theRulesGivenOverrideRu() {
        CliRun chinese = CliRun.of("judge", CORPUS + "suicide-two-stones.sgf");
        assertEquals(3, chinese.status());
        assertTrue(chinese.out().contains("move 1 (W B3) suicide"), chinese.out());
        assertTrue(chinese.out().contains("[TT-C7]"), chinese.out());
        assertTrue(chinese.out().contains("rules: tromp-taylor+suicide=forbidden+ending=agreement+bonus=n+komi=7.5, from RU[Chinese]\nnote: RU[Chinese] is read as tromp-taylor+suicide=forbidden+ending=agreement+bonus=n+komi=7.5, an approximation: "), chinese.out());
        CliRun logical = CliRun.of("judge", "--rules", "tromp-taylor", CORPUS + "suicide-two-stones.sgf");
        assertEquals(0, logical.status(), logical.out());
        assertTrue(logical.out().contains("rules: tromp-taylor, from --rules"), logical.out());
        assertTrue(logical.out().contains("Black 9, White 0 + komi 7.5: Black wins, B+1.5"), logical.out());
    }

    @Test
    void aNameOfTheRuTableMayBeGivenAsRules() {
        // Ing allows suicide: White's two-stone suicide stands, both stones cleared; Black owns all 9 points.
        CliRun ing = CliRun.of("judge", "--rules", "ing", CORPUS + "suicide-two-stones.sgf");
        assertEquals(0, ing.status(), ing.out() + ing.err());
        assertTrue(ing.out().contains("rules: tromp-taylor+ko=situational+ending=agreement+komi=7.5, from --rules\nnote: --rules is read as tromp-taylor+ko=situational+ending=agreement+komi=7.5, an approximation: "), ing.out());
        assertTrue(ing.out().contains("Black 9, White 0 + komi 7.5"), ing.out());
        // An option's bad value: one line saying why, and picocli's pointer to the help, as for every option.
        CliRun unknown = CliRun.of("judge", "--rules", "martian", CORPUS + "suicide-two-stones.sgf");
        assertEquals(2, unknown.status());
        assertEquals("logical-go: Invalid value for option '--rules': no ruleset called 'martian' (known: tromp-taylor, french, new-zealand,"
                + " the RU names of docs/rulesets.md and KataGo's rules strings)\n(see: ./logical-go judge --help)\n", unknown.err());
        // A knob beside an RU name changes that setting; the note stays.
        CliRun forbidden = CliRun.of("judge", "--rules", "ing", "--suicide", "forbidden", CORPUS + "suicide-two-stones.sgf");
        assertEquals(3, forbidden.status(), forbidden.out() + forbidden.err());
        assertTrue(forbidden.out().contains("rules: tromp-taylor+ko=situational+suicide=forbidden+ending=agreement+komi=7.5, from --rules\nnote: "),
                forbidden.out());
    }

    @Test
    void aChosenVariationIsJudged() {
        CliRun second = CliRun.of("judge", "--variation", "2", CORPUS + "variations.sgf");
        assertEquals(0, second.status(), second.out() + second.err());
        assertTrue(second.out().contains("(variation 2 of 2)"), second.out());
        assertTrue(second.out().contains("Black 5, White 7: White wins, W+2 (the game has ended)"), second.out());
        CliRun none = CliRun.of("judge", "--variation", "3", CORPUS + "variations.sgf");
        assertOneCleanLine(none);
        assertTrue(none.err().contains("there is no variation 3: the game has 2 lines"), none.err());
    }

    @Test
    void malformedInputIsOneLineNamingTheFileAndTheByte(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("cut.sgf");
        Files.writeString(f, "(;SZ[9];B[aa");
        CliRun run = CliRun.of("judge", f.toString());
        assertOneCleanLine(run);
        assertEquals("logical-go: " + f + ": byte 12: expected ']' to close the value opened at byte 9, found the end of the input\n",
                run.err());
        assertOneCleanLine(CliRun.of("judge", dir.resolve("absent.sgf").toString()));
    }

    @Test
    void aDirectoryGivesATableASummaryAndProgress(@TempDir Path dir) throws Exception {
        for (String name : new String[] {"passes-and-komi.sgf", "ko-retaken-at-once.sgf", "two-games.sgf"}) {
            Files.copy(Path.of(CORPUS + name), dir.resolve(name));
        }
        CliRun run = CliRun.of("judge", dir.toString());
        assertEquals(3, run.status(), run.err());
        // A header, four games (two-games.sgf holds two), the summary.
        assertEquals(6, run.out().lines().count(), run.out());
        assertTrue(run.out().lines().toList().get(5).startsWith("4 games in 3 files: 2 agree, 0 disagree, 2 refused,"
                + " 0 not compared, 0 unreadable;"), run.out());
        assertTrue(run.out().contains("refused: move 2 (W B2) [TT-6, repeats 0]"), run.out());
        // Off a terminal (here) no progress line: a log gets no carriage returns.
        assertEquals("", run.err());
        Files.writeString(dir.resolve("zz-broken.sgf"), "(;SZ[99])");
        CliRun broken = CliRun.of("judge", dir.toString());
        assertEquals(2, broken.status());
        assertTrue(broken.out().contains("unreadable: byte 2: SZ[99]: a grid is 1x1 to 25x25 [TT-R9], not 99x99"), broken.out());
    }

    @Test
    void jsonGivesEveryGameAndTheSummary() throws Exception {
        CliRun run = CliRun.of("judge", "--json", CORPUS + "two-games.sgf");
        assertEquals(3, run.status());
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertEquals(2, json.get("games").size());
        JsonNode first = json.get("games").get(0);
        // The result is the score's, beside both scores and komi (it was a field of its own beside score).
        assertEquals("W+0.5", first.get("score").get("result").asText());
        assertEquals(2.5, first.get("score").get("komi").asDouble());
        assertEquals("agrees", first.get("agreement").asText());
        assertTrue(first.get("refused").isNull());
        JsonNode second = json.get("games").get(1);
        assertEquals(2, second.get("refused").get("number").asInt());
        assertEquals("white", second.get("refused").get("colour").asText());
        assertEquals("B2", second.get("refused").get("move").asText());
        assertEquals("TT-6", second.get("refused").get("clause").asText());
        assertEquals(0, second.get("refused").get("repeats").asInt());
        assertEquals(1, second.get("accepted").asInt());
        assertEquals(2, json.get("summary").get("games").asInt());
    }

    @Test
    void theBenchJudgesRandomGamesItWroteAsSgf() {
        CliRun run = CliRun.of("judge", "--bench", "3", "--bench-size", "5x5");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("judged 3 random 5x5 records ("), run.out());
        assertTrue(run.out().contains("records per minute"), run.out());
    }

    @Test
    void jobsJudgeFilesAtOnceAndPrintThemInTheirOrder(@TempDir Path dir) throws Exception {
        // Files of every kind, some slow (long games) before quick ones, so that jobs finish out of order.
        int n = 0;
        for (int round = 0; round < 6; round++) {
            for (String name : new String[] {"variations.sgf", "two-games.sgf", "off-grid.sgf", "ko-retaken-at-once.sgf",
                "old-style-ff3.sgf", "passes-and-komi.sgf"}) {
                Files.copy(Path.of(CORPUS + name), dir.resolve(String.format("f%03d-%s", n++, name)));
            }
            Files.writeString(dir.resolve(String.format("f%03d-broken.sgf", n++)), "(;SZ[9];B[aa]");
            Files.writeString(dir.resolve(String.format("f%03d-klingon.sgf", n++)), "(;CA[klingon-8]SZ[5]KM[0.5];B[cc];W[dc])");
            Files.writeString(dir.resolve(String.format("f%03d-long.sgf", n++)), org.logicalgo.sgf.SgfWriter.write(
                    org.logicalgo.sgf.GameRecord.of(org.logicalgo.rules.Setup.of(org.logicalgo.rules.Ruleset.TROMP_TAYLOR,
                            new org.logicalgo.rules.Grid(19, 19)), org.logicalgo.arbiter.RandomGames.play(ENGINE,
                            org.logicalgo.rules.Setup.of(org.logicalgo.rules.Ruleset.TROMP_TAYLOR, new org.logicalgo.rules.Grid(19, 19)),
                            new java.util.Random(round), 1000), java.util.Optional.empty(), "tromp-taylor").toSgf()));
        }
        CliRun one = CliRun.of("judge", "--jobs", "1", dir.toString());
        CliRun three = CliRun.of("judge", "--jobs", "3", dir.toString());
        assertEquals(2, one.status(), one.err());
        assertEquals(2, three.status(), three.err());
        List<String> rows = one.out().lines().toList();
        // A header, a row per game (two-games.sgf holds two), the summary with its time.
        assertEquals(1 + 6 * 10 + 1, rows.size(), one.out());
        assertEquals(rows.subList(0, rows.size() - 1), three.out().lines().toList().subList(0, rows.size() - 1));
        // Six rounds of nine files: seven games from the six copies, one from the long game, one from klingon; the broken file is no game.
        assertTrue(rows.get(rows.size() - 1).startsWith("54 games in 54 files:"), rows.get(rows.size() - 1));
        assertTrue(rows.get(rows.size() - 1).contains(" 6 unreadable;"), rows.get(rows.size() - 1));
        // The warnings too, each file's in the files' order.
        List<String> warnings = one.err().lines().map(l -> l.replaceAll(".*\r", "")).filter(l -> l.contains("warning")).toList();
        assertEquals(6, warnings.size(), one.err());
        assertEquals(warnings, three.err().lines().map(l -> l.replaceAll(".*\r", "")).filter(l -> l.contains("warning")).toList());
        CliRun json1 = CliRun.of("judge", "--json", "--jobs", "1", dir.toString());
        CliRun json3 = CliRun.of("judge", "--json", "--jobs", "3", dir.toString());
        assertEquals(json1.out().replaceAll("\"seconds\" : [0-9.E-]+", ""), json3.out().replaceAll("\"seconds\" : [0-9.E-]+", ""));
    }

    @Test
    void jobsAreOneOrMore() {
        CliRun none = CliRun.of("judge", "--jobs", "0", CORPUS);
        assertOneCleanLine(none);
        assertTrue(none.err().contains("--jobs takes 1 to 256, not 0"), none.err());
    }

    @Test
    void theBenchWritesItsGamesAsFilesThatJudgeFindsLegalAndAgreeing(@TempDir Path dir) throws Exception {
        CliRun write = CliRun.of("judge", "--bench", "4", "--bench-size", "5x5", "--bench-out", dir.toString());
        assertEquals(0, write.status(), write.err());
        assertTrue(write.out().startsWith("wrote 4 random 5x5 records ("), write.out());
        assertEquals(List.of("g000000.sgf", "g000001.sgf", "g000002.sgf", "g000003.sgf"),
                Files.list(dir).map(f -> f.getFileName().toString()).sorted().toList());
        // Games played to two passes by the rules themselves: every turn legal, RE the rules' result.
        CliRun judged = CliRun.of("judge", dir.toString());
        assertEquals(0, judged.status(), judged.out() + judged.err());
        assertTrue(judged.out().contains("4 games in 4 files: 4 agree, 0 disagree, 0 refused, 0 not compared, 0 unreadable;"), judged.out());
        CliRun again = CliRun.of("judge", "--bench", "4", "--bench-size", "5x5", "--bench-out", dir.toString());
        assertOneCleanLine(again);
        assertTrue(again.err().contains("g000000.sgf: exists already; not overwritten"), again.err());
    }
}
