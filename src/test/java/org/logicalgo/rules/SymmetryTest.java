package org.logicalgo.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** The symmetries of a rectangle, written once: how many map each grid onto itself, and what they do. */
class SymmetryTest {

    @Test
    void aSquareHasEightARectangleFourAStripTwoAPointOne() {
        assertEquals(8, Symmetry.of(new Grid(3, 3), false).size());
        assertEquals(16, Symmetry.of(new Grid(3, 3), true).size());
        assertEquals(4, Symmetry.of(new Grid(3, 2), false).size());
        // On a strip, reflecting its width moves no point: the identity and the reversal.
        assertEquals(2, Symmetry.of(new Grid(1, 5), false).size());
        assertEquals(1, Symmetry.of(new Grid(1, 1), false).size());
        assertEquals(Symmetry.IDENTITY, Symmetry.of(new Grid(4, 4), false).get(0));
    }

    @Test
    void eachMovesThePointsOfTheGridOntoThemOnce() {
        for (Grid g : List.of(new Grid(4, 4), new Grid(5, 2), new Grid(1, 7))) {
            for (Symmetry s : Symmetry.of(g, false)) {
                Set<Point> images = new HashSet<>();
                g.points().forEach(p -> images.add(s.apply(g, p)));
                assertEquals(new HashSet<>(g.points()), images, g + " " + s);
            }
        }
    }

    @Test
    void aColouringTurnedAndItsColoursExchanged() {
        // 3x2, rows from the top: "X.." over "..O"; the columns reflected (code 2) and the colours exchanged.
        Colouring c = Colouring.parse("X../..O");
        assertEquals(Colouring.parse("..O/X.."), new Symmetry(2, true).apply(c));
        // The axes swapped (code 1): a 3x2 grid becomes 2x3; A2 (X) goes to B1, C1 (O) to A3.
        assertEquals(Colouring.parse("O./../.X"), new Symmetry(1, false).apply(c));
        assertThrows(IllegalArgumentException.class, () -> new Symmetry(8, false));
    }
}
