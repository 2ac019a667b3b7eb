package org.logicalgo.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.testkit.GameCase;
import org.logicalgo.testkit.Generators;
import org.logicalgo.testkit.Lockstep;

/**
 * FR-15: the quick count gives the margin of area counting (FR-10) in every game that ends, as
 * the French text says, with two consecutive passes; FR-R4: not in a game that ends with three.
 */
class QuickCountTest {

    private static final int EXAMPLES = Integer.getInteger("logicalgo.examples", 200);

    @Test
    void theQuickCountHasTheMarginOfAreaCountingWhenTwoPassesEndTheGame() {
        qt().withExamples(EXAMPLES).withShrinkCycles(200)
                .forAll(Generators.grids(), integers().between(0, 3), lists().of(integers().between(0, GameCase.RANGE - 1))
                        .ofSizeBetween(0, 300), integers().between(0, 1000))
                .checkAssert((grid, shape, choices, removal) -> {
                    Setup setup = Setup.of(Ruleset.FRENCH, grid);
                    if (shape == 3 && grid.area() >= 9) {
                        setup = setup.withHandicap(2 + removal % 3).withKomi(Ruleset.FRENCH.komiFor(2 + removal % 3));
                    }
                    List<Turn> turns = new ArrayList<>();
                    Game g = Reference.ENGINE.start(setup);
                    // FR-14: Black places his handicap stones, n moves in a row (passing is not placing).
                    for (int i = 0; i < setup.handicap(); i++) {
                        List<Turn> legal = g.legalTurns();
                        Turn stone = legal.get((i * 7) % (legal.size() - 1));
                        g = g.play(stone);
                        turns.add(stone);
                    }
                    for (int choice : choices) {
                        Turn t = Lockstep.turnFor(g, choice);
                        if (!(t instanceof Turn.Agreement) && g.judge(t).accepted()) {
                            g = g.play(t);
                            turns.add(t);
                        }
                    }
                    // The end as FR-10 has it: the last turns so far that were passes are taken back,
                    // then both players pass, then they agree to remove some stones (FR-13).
                    while (turns.size() > setup.handicap() && turns.get(turns.size() - 1) instanceof Turn.Pass) {
                        turns.remove(turns.size() - 1);
                    }
                    g = Reference.ENGINE.start(setup);
                    for (Turn t : turns) {
                        g = g.play(t);
                    }
                    for (int i = 0; i < 2; i++) {
                        Turn pass = new Turn.Pass(g.toMove());
                        g = g.play(pass);
                        turns.add(pass);
                    }
                    List<Point> stones = new ArrayList<>(g.colouring().pointsOf(Colour.BLACK));
                    stones.addAll(g.colouring().pointsOf(Colour.WHITE));
                    Set<Point> dead = new HashSet<>();
                    for (int i = 0; i < stones.size(); i++) {
                        if ((removal >> (i % 10) & 1) == 1 && i % 3 == 0) {
                            dead.add(stones.get(i));
                        }
                    }
                    Turn agree = new Turn.Agreement(dead);
                    g = g.play(agree);
                    turns.add(agree);
                    Setup played = setup;
                    QuickCount.Result quick = QuickCount.count(g.colouring(), QuickCount.tally(played, turns), played.komi());
                    assertEquals(g.score().margin(), quick.margin(), () -> turns + " from " + played);
                });
    }

    /**
     * The smallest game where the quick count is wrong: 1x1, Black passes, White passes (play
     * stops), Black passes again (play resumes, FR-13), then they agree. Area counting: nobody has
     * a point, White wins by the komi, 7.5. Quick count: White holds Black's two pass stones, Black
     * holds White's one, there is no territory: Black 0 - 2, White 0 - 1 + 7.5, White by 8.5. The
     * game must end with the exchange [Black passes, White passes] (the article's point).
     */
    @Test
    void threePassesAtTheEndPutTheQuickCountOneStoneOut() {
        Setup setup = Setup.of(Ruleset.FRENCH, new Grid(1, 1));
        List<Turn> turns = List.of(new Turn.Pass(Colour.BLACK), new Turn.Pass(Colour.WHITE), new Turn.Pass(Colour.BLACK),
                new Turn.Agreement(Set.of()));
        Game g = Reference.ENGINE.start(setup);
        for (Turn t : turns) {
            g = g.play(t);
        }
        assertEquals(-7.5, g.score().margin());
        QuickCount.Tally tally = QuickCount.tally(setup, turns);
        assertEquals(new QuickCount.Tally(1, 2, false, 3), tally);
        assertEquals(-8.5, QuickCount.count(g.colouring(), tally, 7.5).margin());
    }

    /** FR-15 on Diag. 16's counts: Black holds 9 white stones, White 5 black; 23 and 14 points of territory. */
    @Test
    void theCountsOfDiagramSixteen() {
        QuickCount.Result r = new QuickCount.Result(23, 14, 9, 5, 7.5);
        assertEquals(18, r.blackLeft());
        assertEquals(5, r.whiteLeft());
        assertEquals(5.5, r.margin());
    }

    @Test
    void aColouringsTerritoryIsItsEmptyPointsThatReachOnlyItsColour() {
        Colouring c = Colouring.parse("""
                X.O
                X.O
                X.O""");
        QuickCount.Result r = QuickCount.count(c, new QuickCount.Tally(0, 0, false, 2), 0);
        assertEquals(0, r.blackTerritory());
        assertEquals(0, r.whiteTerritory());
        // A3 touches only Black, C1 only White; C3 and A1 touch both and belong to nobody.
        Colouring d = Colouring.parse("""
                .X.
                XXO
                .O.""");
        QuickCount.Result s = QuickCount.count(d, new QuickCount.Tally(0, 0, false, 2), 0);
        assertEquals(1, s.blackTerritory());
        assertEquals(1, s.whiteTerritory());
    }
}
