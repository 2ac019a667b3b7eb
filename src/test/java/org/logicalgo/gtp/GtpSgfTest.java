package org.logicalgo.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Ruleset;

/** loadsgf and printsgf of our GTP engine. */
class GtpSgfTest {

    private static final String CORPUS = "src/test/resources/sgf/";

    private final GtpEngine gtp = new GtpEngine(Reference.ENGINE, Ruleset.TROMP_TAYLOR, 3);

    private String say(String line) {
        return gtp.respond(line);
    }

    @Test
    void loadsgfPlaysTheMovesBeforeTheOneNamedAndAnswersTheColourToMove() {
        // Moves 1-3 of the ko after threats: B C2 (captures B2), W A4, B D4; White to move.
        assertEquals("= white\n\n", say("loadsgf " + CORPUS + "ko-after-threats.sgf 4"));
        // list_stones goes row by row from the bottom.
        assertEquals("= B1 A2 C2 B3 D4\n\n", say("list_stones black"));
        // White may now take back the ko: the colouring it leaves has not stood before (TT-6).
        assertEquals("= \n\n", say("play w B2"));
        assertEquals("= black\n\n", say("loadsgf " + CORPUS + "ko-after-threats.sgf"));
        assertEquals("= W+2\n\n", say("gogui-rules_final_result"));
    }

    @Test
    void loadsgfRefusesARecordWithAnIllegalMoveAndKeepsTheGameItHad() {
        say("boardsize 5");
        say("play b C3");
        assertEquals("? illegal move at move 2 (W B2): repeats the grid colouring at the start [TT-6]\n\n",
                say("loadsgf " + CORPUS + "ko-retaken-at-once.sgf"));
        assertEquals("= C3\n\n", say("list_stones black"));
        assertEquals("? cannot open 'no/such.sgf'\n\n", say("loadsgf no/such.sgf"));
    }

    @Test
    void printsgfGivesTheGameThatLoadsgfReadsBack(@TempDir Path dir) throws Exception {
        say("rectangular_boardsize 5 3");
        say("komi 0.5");
        say("play b C2");
        say("play w D2");
        say("play b pass");
        say("play w pass");
        // 5x3: C2 is column c, row 3-1-1 = 1 from the top: 'cb'; D2 is 'db'. The empty points form one
        // region touching both colours, nobody's: Black 1, White 1 + 0.5, W+0.5.
        String expected = "(;GM[1]FF[4]CA[UTF-8]AP[logical-go:0.1.0]SZ[5:3]KM[0.5]RU[tromp-taylor]RE[W+0.5]PL[B]"
                + ";B[cb];W[db];B[];W[])";
        assertEquals("= \n" + expected + "\n\n", say("printsgf"));
        Path file = dir.resolve("game.sgf");
        assertEquals("= \n\n", say("printsgf " + file));
        assertEquals(expected + "\n", Files.readString(file));
        say("clear_board");
        assertEquals("= black\n\n", say("loadsgf " + file + " 3"));
        assertEquals("= C2\n\n", say("list_stones black"));
        assertEquals("= D2\n\n", say("list_stones white"));
        assertTrue(say("list_commands").contains("loadsgf\nprintsgf\n"));
    }

    @Test
    void printsgfNeverOverwritesAFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("precious.sgf");
        Files.writeString(file, "a record the controller wants kept");
        say("boardsize 5");
        say("play b C3");
        assertEquals("? cannot write '" + file + "': exists already, not overwritten\n\n", say("printsgf " + file));
        assertEquals("a record the controller wants kept", Files.readString(file));
        assertEquals("? cannot write '" + dir + "': is a directory\n\n", say("printsgf " + dir));
        assertTrue(say("printsgf " + dir.resolve("no/such/../x.sgf")).startsWith("= "), "missing directories are made");
        try (var left = Files.list(dir)) {
            assertTrue(left.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary file is left");
        }
    }
}
