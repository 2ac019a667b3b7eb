package org.logicalgo.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Ruleset;

class GtpEngineTest {

    private final GtpEngine gtp = new GtpEngine(Reference.ENGINE, Ruleset.TROMP_TAYLOR, 3);

    private String say(String line) {
        return gtp.respond(line);
    }

    @Test
    void answersWithIdsAndABlankLine() {
        assertEquals("=7 2\n\n", say("7 protocol_version"));
        assertEquals("= logical-go\n\n", say("name"));
        assertEquals("?3 unknown command\n\n", say("3 no_such_command"));
        assertNull(say("   # only a comment"));
        assertEquals("= 2\n\n", say("\tprotocol_version\u0001 # tab, control character and comment"));
        assertEquals("= true\n\n", say("known_command play"));
        assertEquals("= false\n\n", say("known_command fly"));
    }

    @Test
    void refereesAKoWithTheClause() {
        say("boardsize 4");
        for (String m : new String[] {"b B3", "w C3", "b A2", "w D2", "b B1", "w C1", "w B2"}) {
            // w B2 here is out of turn, so the ko shape is built with Black's C2 next.
            if (m.equals("w B2")) {
                assertEquals("? illegal move: it is Black's turn, not White's [TT-5]\n\n", say("play " + m));
                continue;
            }
            assertEquals("= \n\n", say("play " + m), m);
        }
        assertEquals("= \n\n", say("play b C2"));
        assertEquals("= \n\n", say("play w B2"));
        // Black taking back at once would repeat the colouring after move 7 (Black's C2 capture).
        assertEquals("? illegal move: repeats the grid colouring after move 7 [TT-6]\n\n", say("play b C2"));
        assertEquals("= 0\n\n", say("is_legal b C2"));
        assertEquals("= 1\n\n", say("is_legal b D4"));
    }

    @Test
    void freeHandicapStonesArePaidForAsTheRulesetSays() {
        // 3x3, A1 and A3 Black's handicap, White C2, two passes: Black 2, White 1 (every empty point
        // reaches both). No bonus: B+1; a point a stone (TT-V2, bonus=n): W+1. Worked by hand.
        GtpEngine paid = new GtpEngine(Reference.ENGINE, Ruleset.TROMP_TAYLOR.withBonus(Ruleset.Bonus.PER_STONE), 3);
        for (GtpEngine e : new GtpEngine[] {gtp, paid}) {
            e.respond("boardsize 3");
            assertEquals("= \n\n", e.respond("set_free_handicap A1 A3"));
            for (String m : new String[] {"w C2", "b pass", "w pass"}) {
                assertEquals("= \n\n", e.respond("play " + m), m);
            }
        }
        assertEquals("= B+1\n\n", say("final_score"));
        assertEquals("= W+1\n\n", paid.respond("final_score"));
        // Refused lists leave the board as it was: one stone, a stone twice, off the grid, not empty.
        say("clear_board");
        assertEquals("? bad vertex list\n\n", say("set_free_handicap A1"));
        assertEquals("? bad vertex list\n\n", say("set_free_handicap A1 A1"));
        assertEquals("? bad vertex list\n\n", say("set_free_handicap A1 Z9"));
        assertEquals("= \n\n", say("list_stones black"));
        say("play b B2");
        assertEquals("? board not empty\n\n", say("set_free_handicap A1 A3"));
    }

    @Test
    void sizesAreOneToTwentyFiveAndRectanglesHaveTheirOwnCommand() {
        assertEquals("? unacceptable size\n\n", say("boardsize 26"));
        assertEquals("? unacceptable size\n\n", say("boardsize 0"));
        assertEquals("? syntax error\n\n", say("boardsize nine"));
        assertEquals("= \n\n", say("rectangular_boardsize 7 2"));
        assertEquals("= \n\n", say("play b G2"));
        assertEquals("? illegal move: H1 is not a point of the 7x2 grid [TT-1]\n\n", say("play w H1"));
        assertEquals("? syntax error\n\n", say("play w 12"));
    }

    @Test
    void scoresByRuleNineWithKomi() {
        // 5x1: Black C1 owns A1 and B1 (3 points), White E1 (1 point), D1 is nobody's.
        say("rectangular_boardsize 5 1");
        say("komi 2.5");
        say("play b C1");
        say("play w E1");
        assertEquals("= W+0.5\n\n", say("final_score"));
        assertEquals("= \n\n", say("komi 1.5"));
        assertEquals("= B+0.5\n\n", say("final_score"));
        assertEquals("? komi must be a finite multiple of 0.5 between -10000 and 10000 [TT-R9]\n\n", say("komi 0.3"));
        assertEquals("= C1 E1\n\n", say("final_status_list alive"));
        assertEquals("= \n\n", say("final_status_list dead"));
        assertEquals("= C1\n\n", say("list_stones black"));
    }

    @Test
    void komiIsRefusedForTheReasonThatApplies() {
        String rule = "? komi must be a finite multiple of 0.5 between -10000 and 10000 [TT-R9]\n\n";
        // Floats this engine refuses, each for the rule (TT-R9), not as a syntax error.
        for (String k : new String[] {"1e308", "-1e308", "nan", "NaN", "inf", "-Infinity", "10000.5", "0.25", "1e-320"}) {
            assertEquals(rule, say("komi " + k), k);
        }
        // Not floats at all.
        for (String k : new String[] {"abc", "0x10", "7.5d", "\u0663", "1,5"}) {
            assertEquals("? syntax error\n\n", say("komi " + k), k);
        }
        for (String k : new String[] {"10000", "-10000", "+6.5", "7.", ".5", "1e3", "-0"}) {
            assertEquals("= \n\n", say("komi " + k), k);
        }
    }

    @Test
    void undoGoesBackOneTurnAndNoFurther() {
        say("boardsize 3");
        assertEquals("? cannot undo\n\n", say("undo"));
        say("play b B2");
        assertEquals("= \n\n", say("undo"));
        assertEquals("= \n\n", say("play b B2"));
    }

    @Test
    void genmoveOnOneByOnePassesAndTheGameEnds() {
        // TT-R1: on 1x1 the only move is refused, so the engine can only pass.
        say("boardsize 1");
        assertEquals("= pass\n\n", say("genmove b"));
        assertEquals("= pass\n\n", say("genmove w"));
        assertEquals("? the game has ended [TT-R8]\n\n", say("genmove b"));
        assertEquals("= 0\n\n", say("gogui-rules_final_result"));
    }

    @Test
    void genmovePlaysOnlyLegalMoves() {
        say("boardsize 5");
        for (int i = 0; i < 60; i++) {
            String colour = i % 2 == 0 ? "b" : "w";
            String move = say("genmove " + colour);
            assertTrue(move.startsWith("= "), move);
            if (move.equals("= pass\n\n") && say("gogui-rules_final_result").startsWith("= ") && !say("gogui-rules_final_result").contains("unknown")) {
                break;
            }
        }
    }

    @Test
    void runStopsAtQuitAndFlushesEachResponse() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        gtp.run(new BufferedReader(new StringReader("1 name\n2 quit\n3 name\n")), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertEquals("=1 logical-go\n\n=2 \n\n", bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void logicalgoRulesSetsTheRulesetUnderWhichATwoStoneSuicideIsRefusedOrPlayed() {
        GtpEngine told = new GtpEngine(Reference.ENGINE, Ruleset.TROMP_TAYLOR, 1, EngineProfile.FULL, true);
        assertTrue(told.respond("list_commands").contains("\nlogicalgo-rules\n"));
        assertEquals("= \n\n", told.respond("rectangular_boardsize 3 2"));
        assertEquals("= \n\n", told.respond("komi 2.5"));
        // On 3x2, White's B1 makes {A1, B1} a string without a liberty beside Black's A2-B2 and C1,
        // which keep C2: nothing of Black's is cleared, so White's own clearing empties two points
        // (TT-4), a suicide; the colouring it leaves (A2, B2, C1 black) has not been seen before.
        String[] before = {"play b A2", "play w A1", "play b B2", "play w pass", "play b C1"};
        assertEquals("= \n\n", told.respond("logicalgo-rules tromp-taylor suicide=forbidden"));
        assertEquals("= tromp-taylor+suicide=forbidden\n\n", told.respond("logicalgo-rules"));
        for (String turn : before) {
            assertEquals("= \n\n", told.respond(turn), turn);
        }
        assertTrue(told.respond("play w B1").startsWith("? illegal move: suicide"), "TT-C7 forbids it");
        // A new ruleset clears the board and keeps its size and komi.
        assertEquals("= \n\n", told.respond("logicalgo-rules tromp-taylor"));
        assertEquals("= W+2.5\n\n", told.respond("final_score"));
        for (String turn : before) {
            assertEquals("= \n\n", told.respond(turn), turn);
        }
        assertEquals("= \n\n", told.respond("play w B1"), "TT-7 allows it");
        assertEquals("= \n\n", told.respond("list_stones white"));
        assertEquals("= C1 A2 B2\n\n", told.respond("list_stones black"));
        assertEquals("= 0.1.0 (tromp-taylor, reference)\n\n", told.respond("version"));
    }

    @Test
    void logicalgoRulesRefusesWhatIsNotAPresetOrAKnobAndIsOfferedOnlyWhereAsked() {
        GtpEngine told = new GtpEngine(Reference.ENGINE, Ruleset.TROMP_TAYLOR, 1, EngineProfile.FULL, true);
        assertEquals("? no ruleset called 'chess' (known: tromp-taylor, french, new-zealand, the RU names of docs/rulesets.md and KataGo's"
                + " rules strings)\n\n", told.respond("logicalgo-rules chess"));
        assertEquals("? ruleset 'french+ko=none+ko=none': the setting 'ko' is given twice\n\n", told.respond("logicalgo-rules french ko=none ko=none"));
        assertTrue(told.respond("logicalgo-rules french colour=red").startsWith("? ruleset 'french+colour=red': no setting called 'colour'"));
        // One name, or the preset and its settings as words: the same reader either way.
        assertEquals("= \n\n", told.respond("logicalgo-rules tromp-taylor+ko=situational"));
        assertEquals("= tromp-taylor+ko=situational\n\n", told.respond("logicalgo-rules"));
        assertEquals("= \n\n", told.respond("logicalgo-rules tromp-taylor"));
        assertEquals("= tromp-taylor\n\n", told.respond("logicalgo-rules"), "a refused ruleset changes nothing");
        assertEquals("= \n\n", told.respond("logicalgo-rules new-zealand ko=positional"));
        assertEquals("= new-zealand+ko=positional\n\n", told.respond("logicalgo-rules"));
        // An engine not told it may set rules keeps its ruleset, and so do the profiles of engines that offer less.
        assertEquals("? unknown command\n\n", say("logicalgo-rules french"));
        assertEquals("= false\n\n", say("known_command logicalgo-rules"));
        GtpEngine plain = new GtpEngine(Reference.ENGINE, Ruleset.TROMP_TAYLOR, 1, EngineProfile.PLAIN, true);
        assertEquals("? unknown command\n\n", plain.respond("logicalgo-rules french"));
    }
}
