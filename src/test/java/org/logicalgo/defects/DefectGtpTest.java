package org.logicalgo.defects;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.logicalgo.gtp.GtpEngine;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Engine;
import org.logicalgo.rules.Ruleset;

/** Two defective engines over GTP: the same answers as the reference, but for the one the defect spoils. */
class DefectGtpTest {

    private static List<String> session(Engine engine, String... commands) {
        GtpEngine gtp = new GtpEngine(engine, Ruleset.TROMP_TAYLOR, 1);
        List<String> answers = new ArrayList<>();
        for (String c : commands) {
            answers.add(gtp.respond(c));
        }
        return answers;
    }

    @Test
    void withTheStartNotCountedTheOneByOneMoveIsPlayed() {
        String[] script = {"boardsize 1", "is_legal b A1", "play b A1", "list_stones black", "showboard",
                "play w pass", "play b pass", "final_score", "gogui-rules_final_result"};
        List<String> reference = session(Reference.ENGINE, script);
        List<String> defective = session(Defect.START_NOT_COUNTED.engine(), script);
        // TT-R1: the stone is coloured, then cleared; the empty grid is the start again.
        assertEquals("= 0\n\n", reference.get(1));
        assertEquals("? illegal move: repeats the grid colouring at the start [TT-6]\n\n", reference.get(2));
        assertEquals("= 1\n\n", defective.get(1));
        assertEquals("= \n\n", defective.get(2));
        // Black's accepted move makes it White's turn, so the passes that follow are White's then Black's;
        // in the reference Black is still to move and White's pass is refused.
        assertEquals("? illegal move: it is Black's turn, not White's [TT-5]\n\n", reference.get(5));
        assertEquals("= \n\n", defective.get(5));
        for (int i : new int[] {0, 3, 4, 7}) {
            assertEquals(reference.get(i), defective.get(i), script[i]);
        }
        assertEquals("= \n\n", defective.get(3), "no stone: the move cleared itself");
        assertEquals("= 0\n\n", defective.get(8), "two passes ended it, a tie on the empty grid");
    }

    @Test
    void withNoEndPlayGoesOnAfterTwoPasses() {
        // 5x1: Black C1 owns A1 B1 (3), White E1 (1), D1 nobody's: B+2 with no komi.
        String[] script = {"rectangular_boardsize 5 1", "play b C1", "play w E1", "play b pass", "play w pass",
                "gogui-rules_final_result", "final_score", "play b A1", "list_stones black", "gogui-rules_legal_moves"};
        List<String> reference = session(Reference.ENGINE, script);
        List<String> defective = session(Defect.NO_END.engine(), script);
        for (int i = 0; i <= 4; i++) {
            assertEquals("= \n\n", reference.get(i), script[i]);
            assertEquals("= \n\n", defective.get(i), script[i]);
        }
        assertEquals("= B+2\n\n", reference.get(5));
        assertEquals("= unknown\n\n", defective.get(5));
        assertEquals("= B+2\n\n", reference.get(6));
        assertEquals("= B+2\n\n", defective.get(6));
        assertEquals("? illegal move: the game has ended (2 consecutive passes); no further turn is accepted [TT-R8]\n\n",
                reference.get(7));
        assertEquals("= \n\n", defective.get(7));
        assertEquals("= C1\n\n", reference.get(8));
        assertEquals("= A1 C1\n\n", defective.get(8));
        assertEquals("= \n\n", reference.get(9), "nothing is legal once the game has ended");
        // X.X.O, White to move. W B1 takes A1's last liberty (C1 keeps D1): .OX.O, new. W D1 leaves
        // {D1,E1} no empty neighbour, C1 keeps B1, so the second clearing empties both: X.X.., new.
        assertEquals("= B1 D1 pass\n\n", defective.get(9));
    }
}
