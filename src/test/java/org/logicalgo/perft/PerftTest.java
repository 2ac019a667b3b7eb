package org.logicalgo.perft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.logicalgo.fast.Fast;
import org.logicalgo.fast.FastBoard;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rulesets.Rulesets;
import org.logicalgo.testkit.GameCase;
import org.logicalgo.testkit.Generators;
import org.logicalgo.testkit.Lockstep;

/**
 * Perft counted three ways agrees: by make and unmake on the fast board, by the reference's game
 * values, and by {@link PlainEnumeration}, written from the rules text apart from both. The divide
 * adds up to the count, and the board is left as it was.
 */
class PerftTest {

    private static final int EXAMPLES = Integer.getInteger("logicalgo.examples", 200);

    /** The rulesets the plain enumeration knows: its ko word and whether suicide is allowed. */
    private record Plain(String ruleset, String ko, boolean suicide) {
    }

    private static final List<Plain> PLAIN = List.of(
            new Plain("tromp-taylor", "positional", true),
            new Plain("tromp-taylor+suicide=forbidden", "positional", false),
            new Plain("tromp-taylor+ko=situational", "situational", true),
            new Plain("tromp-taylor+ko=simple", "simple", true),
            new Plain("tromp-taylor+ko=none", "none", true),
            new Plain("tromp-taylor+ko=simple+suicide=forbidden", "simple", false),
            new Plain("tromp-taylor+ko=situational+suicide=forbidden", "situational", false));

    @Test
    void fastAndReferenceCountAlikeOnRandomPositionsOfEveryRuleset() {
        java.util.concurrent.atomic.AtomicInteger counted = new java.util.concurrent.atomic.AtomicInteger();
        qt().withExamples(EXAMPLES).withShrinkCycles(50).forAll(Generators.games()).checkAssert(c -> {
            Setup setup = c.setup();
            if (setup.grid().area() > 12 || setup.handicap() > 0) {
                return;
            }
            counted.incrementAndGet();
            // A position a few turns in, then two turns deep (three on the smallest grids).
            Game ref = Reference.ENGINE.start(setup);
            List<Turn> played = new ArrayList<>();
            for (int choice : c.choices().subList(0, Math.min(6, c.choices().size()))) {
                Turn t = Lockstep.turnFor(ref, choice);
                if (ref.ended() || t instanceof Turn.Agreement || !ref.judge(t).accepted()) {
                    break;
                }
                ref = ref.play(t);
                played.add(t);
            }
            int depth = setup.grid().area() <= 6 ? 3 : 2;
            FastBoard board = Perft.board(Fast.ENGINE.start(setup), played);
            Colouring before = board.colouring();
            Perft.Counts fast = Perft.fast(board, depth);
            assertEquals(Perft.of(ref, depth), fast, () -> c.replayCommand(played));
            assertEquals(before, board.colouring());
            assertEquals(played.size(), board.turnNumber());
            long sum = Perft.divideFast(board, depth).stream().mapToLong(Perft.Split::count).sum();
            assertEquals(fast.turns()[depth - 1], sum, () -> "divide of " + c.replayCommand(played));
            assertEquals(Perft.divide(ref, depth), Perft.divideFast(board, depth), () -> c.replayCommand(played));
        });
        // The grids drawn are small often enough that the property is held on many positions, not on none.
        assertTrue(counted.get() >= EXAMPLES / 10, counted.get() + " positions counted");
    }

    /** The positions of PlainEnumerationTest and some more, each under every ruleset both know. */
    private record Position(int width, int height, String[] rows, char toMove, List<String> turns, int depth) {
    }

    private static final List<Position> POSITIONS = List.of(
            new Position(1, 1, null, 'B', List.of(), 4),
            new Position(2, 1, null, 'B', List.of(), 6),
            new Position(3, 1, null, 'B', List.of(), 6),
            new Position(2, 2, null, 'B', List.of(), 5),
            new Position(4, 4, new String[] {"....", ".XO.", "XO.O", ".XO."}, 'B', List.of("B C2"), 3),
            new Position(4, 1, null, 'B', List.of("B A1", "W C1"), 5),
            new Position(3, 3, new String[] {".O.", "O.O", ".O."}, 'B', List.of(), 3),
            new Position(3, 3, null, 'B', List.of("B B2", "W A1", "B pass", "W C3"), 3),
            new Position(5, 1, null, 'W', List.of("W A1", "B C1", "W E1", "B pass"), 5));

    @Test
    void bothEnginesCountAsThePlainEnumeration() {
        for (Position p : POSITIONS) {
            for (Plain rules : PLAIN) {
                PlainEnumeration.Counts plain = PlainEnumeration.perft(p.width(), p.height(), p.rows(), p.toMove(), p.turns(),
                        rules.ko(), rules.suicide(), p.depth());
                Grid grid = new Grid(p.width(), p.height());
                Setup setup = Setup.of(Rulesets.readName(rules.ruleset()), grid).withStart(
                        p.rows() == null ? Colouring.empty(grid) : Colouring.parse(String.join("/", p.rows())),
                        p.toMove() == 'B' ? Colour.BLACK : Colour.WHITE);
                List<Turn> turns = new ArrayList<>();
                Game g = Reference.ENGINE.start(setup);
                for (String t : p.turns()) {
                    Turn turn = Turn.parse(t, grid, g.toMove());
                    turns.add(turn);
                    g = g.play(turn);
                }
                String where = p.width() + "x" + p.height() + " " + p.turns() + " under " + rules.ruleset();
                Perft.Counts fast = Perft.fast(Perft.board(Fast.ENGINE.start(setup), turns), p.depth());
                assertArrayEquals(plain.turns(), fast.turns(), where + ": " + Arrays.toString(plain.turns()));
                assertArrayEquals(plain.ended(), fast.ended(), where);
                assertEquals(fast, Perft.of(g, p.depth()), where);
            }
        }
    }
}
