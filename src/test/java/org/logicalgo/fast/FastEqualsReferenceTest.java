package org.logicalgo.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.integers;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;
import org.logicalgo.testkit.GameCase;
import org.logicalgo.testkit.Generators;
import org.logicalgo.testkit.Lockstep;
import org.logicalgo.testkit.Positions;
import org.logicalgo.rules.Symmetry;

/**
 * The fast engine says exactly what the reference says: on random games of every supported
 * ruleset, turn by turn, the same verdict (clause, wording and repeated turn), the same colouring,
 * the same legal turns, score and end. Along the way the theorems of the logical rules are
 * checked on every position, and the symmetries of the grid and of the colours are checked on
 * whole games. {@code -Dlogicalgo.examples} sets the number of games (the long profile: 20,000).
 */
class FastEqualsReferenceTest {

    private static final int EXAMPLES = Integer.getInteger("logicalgo.examples", 200);

    @Test
    void bothEnginesGiveTheSameVerdictAtEveryTurn() {
        qt().withExamples(EXAMPLES).withShrinkCycles(300).forAll(Generators.games()).checkAssert(this::playBoth);
    }

    private void playBoth(GameCase c) {
        Game ref = Reference.ENGINE.start(c.setup());
        Game fast = Fast.ENGINE.start(c.setup());
        List<Turn> played = new ArrayList<>();
        Set<Colouring> seen = new HashSet<>(Set.of(ref.colouring()));
        int moves = 0;
        boolean agreed = false;
        int drawn = 0;
        List<Game[]> earlier = new ArrayList<>();
        earlier.add(new Game[] {ref, fast});
        for (int choice : c.choices()) {
            if (ref.ended()) {
                break;
            }
            Turn t = Lockstep.turnFor(fast, choice);
            played.add(t);
            Supplier<String> where = () -> "at turn " + played.size() + " of " + c.replayCommand(played);
            Verdict v = ref.judge(t);
            assertEquals(v, fast.judge(t), where);
            if (drawn++ < 30 || drawn % 40 == 0 || c.setup().grid().area() <= 9) {
                assertEquals(ref.legalTurns(), fast.legalTurns(), where);
            }
            if (!v.accepted()) {
                played.remove(played.size() - 1);
                continue;
            }
            ref = ref.play(t);
            fast = fast.play(t);
            earlier.add(new Game[] {ref, fast});
            assertEquals(ref.colouring(), fast.colouring(), where);
            assertEquals(ref.toMove(), fast.toMove(), where);
            assertEquals(ref.turnNumber(), fast.turnNumber(), where);
            assertEquals(ref.consecutivePasses(), fast.consecutivePasses(), where);
            assertEquals(ref.ended(), fast.ended(), where);
            assertEquals(ref.lastClearings(), fast.lastClearings(), where);
            assertEquals(ref.score(), fast.score(), where);
            // TT-R5: at most one of a move's two clearings empties anything.
            assertTrue(fast.lastClearings().opponent().isEmpty() || fast.lastClearings().own().isEmpty(), where);
            // TT-C4: after a turn no string of either colour lacks a liberty.
            assertTrue(Positions.everyStringHasALiberty(fast.colouring()), where);
            if (c.setup().rules().countsAsKataGo()) {
                // TT-V9: KataGo's count gives each point to one player at most, and the tax only takes away.
                assertTrue(fast.score().black() + fast.score().white() <= c.setup().grid().area(), where);
            } else if (c.setup().rules().counting() == Ruleset.Counting.AREA) {
                // TT-9: the two scores and the points that count for nobody make up the whole grid.
                assertEquals(c.setup().grid().area(), fast.score().black() + fast.score().white()
                        + Positions.neutral(fast.colouring()), where);
            } else {
                // NZ-R2: shared counting gives a point reaching both colours to both: the margin is area counting's.
                assertEquals(Positions.area(fast.colouring(), Colour.BLACK) - Positions.area(fast.colouring(), Colour.WHITE),
                        fast.score().black() - fast.score().white(), where);
            }
            agreed |= t instanceof Turn.Agreement;
            if (t instanceof Turn.Play) {
                moves++;
            }
            seen.add(fast.colouring());
            if (c.setup().rules().repetition() == Ruleset.Repetition.POSITIONAL && !agreed
                    && c.setup().rules().button() == Ruleset.Button.NONE && c.setup().rules().repeating().refuses()) {
                // TT-6: under positional superko every move makes a colouring never seen before (TT-V6:
                // the button's pass forgets the colourings before it).
                assertEquals(moves + 1, seen.size(), where);
            }
        }
        Turn after = new Turn.Pass(ref.toMove());
        assertEquals(ref.judge(after), fast.judge(after), () -> "after the last turn of " + c.replayCommand(played));
        // Earlier games stay values: asked again, or played from again, they are what they were.
        for (int k = earlier.size() - 1; k >= 0; k -= 1 + k / 3) {
            Game r = earlier.get(k)[0];
            Game f = earlier.get(k)[1];
            String where = "the game after turn " + k + " of " + c.replayCommand(played);
            assertEquals(r.colouring(), f.colouring(), where);
            assertEquals(r.legalTurns(), f.legalTurns(), where);
            Turn pass = new Turn.Pass(r.toMove());
            if (r.judge(pass).accepted()) {
                assertEquals(r.play(pass).score(), f.play(pass).score(), where);
                assertEquals(r.play(pass).legalTurns(), f.play(pass).legalTurns(), where);
            }
        }
    }

    @Test
    void aStartingColouringWithAStringWithoutLibertyIsRefusedByBoth() {
        // Black's A3 has no liberty: its neighbours B3 and A2 are White.
        Setup s = Setup.of(Ruleset.TROMP_TAYLOR, new Grid(3, 3)).withStart(Colouring.parse("""
                XO.
                O..
                ..."""), Colour.BLACK);
        IllegalArgumentException r = assertThrows(IllegalArgumentException.class, () -> Reference.ENGINE.start(s));
        IllegalArgumentException f = assertThrows(IllegalArgumentException.class, () -> Fast.ENGINE.start(s));
        assertEquals(r.getMessage(), f.getMessage());
    }

    /**
     * A game rotated or reflected, with the colours swapped or not, is the same game: the same
     * verdicts (by clause and repeated turn), the transformed colourings, the same scores
     * (exchanged with the colours).
     */
    @Test
    void aGameTransformedBySymmetryHasTheTransformedResult() {
        qt().withExamples(EXAMPLES).withShrinkCycles(200)
                .forAll(Generators.games(), integers().between(0, 7), booleans().all())
                .checkAssert((c, code, swap) -> {
                    boolean canSwap = swap && c.setup().handicap() <= 1;
                    Symmetry s = new Symmetry(code, canSwap);
                    Setup original = c.setup();
                    Grid g = original.grid();
                    Setup mirrored = original.withStart(s.apply(original.start()), s.apply(original.toMove()));
                    checkSymmetric(c, s, Fast.ENGINE.start(original), Fast.ENGINE.start(mirrored), g);
                    if (g.area() <= 25) {
                        checkSymmetric(c, s, Reference.ENGINE.start(original), Reference.ENGINE.start(mirrored), g);
                    }
                });
    }

    private void checkSymmetric(GameCase c, Symmetry s, Game game, Game image, Grid g) {
        List<Turn> played = new ArrayList<>();
        for (int choice : c.choices()) {
            if (game.ended()) {
                break;
            }
            Turn t = Lockstep.turnFor(game, choice);
            Turn u = s.apply(g, t);
            played.add(t);
            String where = s + " at turn " + played.size() + " of " + c.replayCommand(played);
            Verdict v = game.judge(t);
            Verdict w = image.judge(u);
            assertEquals(v.accepted(), w.accepted(), where + ": " + v + " / " + w);
            if (v instanceof Verdict.Refused r) {
                Verdict.Refused q = (Verdict.Refused) w;
                assertEquals(r.clause(), q.clause(), where);
                assertEquals(r.repeats(), q.repeats(), where);
                played.remove(played.size() - 1);
                continue;
            }
            game = game.play(t);
            image = image.play(u);
            assertEquals(s.apply(game.colouring()), image.colouring(), where);
            assertEquals(s.apply(game.toMove()), image.toMove(), where);
            int black = game.score().black();
            int white = game.score().white();
            assertEquals(s.swapColours() ? white : black, image.score().black(), where);
            assertEquals(s.swapColours() ? black : white, image.score().white(), where);
        }
        assertEquals(game.ended(), image.ended());
    }
}
