package org.logicalgo.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;

/** The mutable board's own API, for engines that embed it: copies and resets are independent of their root. */
class FastBoardTest {

    /** A 3x3 ko: Black has just taken at B2's neighbour; White's retake would repeat turn 2. */
    private static FastBoard koPosition() {
        FastBoard b = FastBoard.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(4, 3))
                .withStart(Colouring.parse(".XO./X..O/.XO."), org.logicalgo.rules.Colour.WHITE));
        b.play(b.index(new Point(1, 1))); // W B2: the ko shape
        b.play(b.index(new Point(2, 1))); // B C2 takes B2
        return b;
    }

    @Test
    void aBoardResetToItsRootAfterAPlayoutSaysWhatTheRootSays() {
        FastBoard root = koPosition();
        int b2 = root.index(new Point(1, 1));
        assertEquals(new MoveCheck.Repeats(1), root.check(b2));
        FastBoard scratch = root.copy();
        for (int i = 0; i < 20; i++) {
            Playouts.playout(scratch, new SplittableRandom(i), 1000, null);
            scratch.resetTo(root);
            assertEquals(root.colouring(), scratch.colouring());
            assertEquals(root.turnNumber(), scratch.turnNumber());
            assertEquals(root.hash(), scratch.hash());
            assertEquals(new MoveCheck.Repeats(1), scratch.check(b2), "the history came back with the reset");
        }
    }

    @Test
    void aCopyPlaysOnWithoutTouchingItsRoot() {
        FastBoard root = koPosition();
        Colouring before = root.colouring();
        FastBoard copy = root.copy();
        copy.play(copy.index(new Point(3, 0))); // W D1
        copy.play(copy.index(new Point(0, 0))); // B A1
        assertEquals(before, root.colouring());
        assertEquals(2, root.turnNumber());
        assertEquals(new MoveCheck.Repeats(1), root.check(root.index(new Point(1, 1))));
    }

    @Test
    void resetToABoardOfAnotherGridIsRefused() {
        FastBoard a = FastBoard.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(3, 3)));
        FastBoard b = FastBoard.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(4, 3)));
        assertThrows(IllegalArgumentException.class, () -> a.resetTo(b));
    }
}
