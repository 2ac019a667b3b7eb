package org.logicalgo.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.logicalgo.rules.Clearings;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;

/**
 * A fast game is a value: the games a line of play went through answer as they did when they were
 * the latest, and a second line of play from one of them is its own, though the line keeps its
 * turns once and hands its one board from game to game.
 */
class FastGameLineTest {

    private static Turn play(Colour c, String point) {
        return new Turn.Play(c, Point.named(point));
    }

    @Test
    void anEarlierGameAnswersAsItDidAndASecondLineFromItIsItsOwn() {
        Game start = Fast.ENGINE.start(Setup.of(Ruleset.TROMP_TAYLOR, new Grid(3, 3)));
        // B B1, W A1 (beside it), B A2: White's A1 has no liberty left and is cleared.
        Game b1 = start.play(play(Colour.BLACK, "B1"));
        Game a1 = b1.play(play(Colour.WHITE, "A1"));
        Game a2 = a1.play(play(Colour.BLACK, "A2"));
        Game pass = a2.play(new Turn.Pass(Colour.WHITE));
        assertEquals(Colouring.parse(".../X../.X."), a2.colouring());
        assertEquals(new Clearings(Set.of(Point.named("A1")), Set.of()), a2.lastClearings());
        assertEquals(Clearings.NONE, pass.lastClearings());

        // Asked again after later games took its board: a1 as it stood, White's stone there.
        assertEquals(Colouring.parse(".../.../OX."), a1.colouring());
        assertEquals(Colour.BLACK, a1.toMove());
        assertEquals(2, a1.turnNumber());
        assertEquals(new Clearings(Set.of(Point.named("A1")), Set.of()), a2.lastClearings(), "a2 rebuilt, its clearing with it");

        // A second line from a1: Black at C1 instead; the first line is untouched.
        Game c1 = a1.play(play(Colour.BLACK, "C1"));
        assertEquals(Colouring.parse(".../.../OXX"), c1.colouring());
        assertEquals(Colouring.parse(".../X../.X."), pass.colouring());
        assertEquals(4, pass.turnNumber());
        // And each line goes on as its own: White at C2 on the second, Black retakes nothing on the first.
        Game c2 = c1.play(play(Colour.WHITE, "C2"));
        assertEquals(Colouring.parse(".../..O/OXX"), c2.colouring());
        Game afterPass = pass.play(play(Colour.BLACK, "C3"));
        assertEquals(Colouring.parse("..X/X../.X."), afterPass.colouring());
        assertEquals(Colouring.parse(".../.../OXX"), c1.colouring());
    }
}
