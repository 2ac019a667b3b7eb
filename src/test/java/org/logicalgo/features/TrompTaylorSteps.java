package org.logicalgo.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.logicalgo.reference.LogicalRules;
import org.logicalgo.reference.Reference;
import org.logicalgo.rules.Colour;
import org.logicalgo.rules.Colouring;
import org.logicalgo.rules.Game;
import org.logicalgo.rules.Grid;
import org.logicalgo.rules.Point;
import org.logicalgo.rules.Ruleset;
import org.logicalgo.rules.Setup;
import org.logicalgo.rules.Turn;
import org.logicalgo.rules.Verdict;

import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;

/**
 * The steps of the English scenarios in {@code features/tromp-taylor/}. A scenario draws a grid,
 * plays turns on the reference engine, and states what the rules say of them.
 */
public class TrompTaylorSteps {

    private Setup setup = Setup.of(Ruleset.TROMP_TAYLOR, new Grid(19, 19));
    private Game game;
    /** The verdict of the last turn offered: the first refusal, or the last acceptance. */
    private Verdict last;
    private final List<Verdict> verdicts = new ArrayList<>();

    private Game game() {
        if (game == null) {
            game = Reference.ENGINE.start(setup);
        }
        return game;
    }

    /** The colouring now: the game's, or the drawn one before any turn (it may break TT-C4, to show clearing). */
    private Colouring current() {
        return game != null ? game.colouring() : setup.start();
    }

    private static Colour player(String word) {
        return Colour.ofPlayer(word);
    }

    private static Colour colour(String word) {
        return word.equalsIgnoreCase("empty") ? Colour.EMPTY : Colour.ofPlayer(word);
    }

    private Set<Point> points(String list) {
        Set<Point> ps = new HashSet<>();
        if (list.isBlank() || list.equalsIgnoreCase("nothing")) {
            return ps;
        }
        for (String name : list.split("[\\s,]+")) {
            ps.add(Point.parse(name, setup.grid()));
        }
        return ps;
    }

    // ---- Given: the setup (the game starts at the first turn)

    @Given("an empty {int}x{int} grid")
    public void anEmptyGrid(int width, int height) {
        setup = Setup.of(setup.rules(), new Grid(width, height)).withKomi(setup.komi());
    }

    @Given("the grid:")
    public void theGrid(String drawing) {
        setup = setup.withStart(Colouring.parse(drawing), setup.toMove());
    }

    @Given("{word} to move")
    public void toMove(String who) {
        setup = setup.withStart(setup.start(), player(who));
    }

    @Given("komi {double}")
    public void komi(double k) {
        setup = setup.withKomi(k);
    }

    @Given("a handicap of {int}")
    public void handicap(int n) {
        setup = setup.withHandicap(n);
    }

    @Given("the players have adopted the dead-stone amendment")
    public void amendment() {
        setup = new Setup(setup.rules().withEnding(Ruleset.Ending.AGREEMENT_OR_FOUR_PASSES), setup.start(),
                setup.toMove(), setup.komi(), setup.handicap());
    }

    @Given("the repetition rule is {word}")
    public void repetitionRule(String kind) {
        setup = new Setup(setup.rules().withRepetition(org.logicalgo.rulesets.Rulesets.KO.setting(kind)),
                setup.start(), setup.toMove(), setup.komi(), setup.handicap());
    }

    @Given("White's handicap bonus is {word}")
    public void bonus(String word) {
        setup = new Setup(setup.rules().withBonus(org.logicalgo.rulesets.Rulesets.BONUS.setting(word)),
                setup.start(), setup.toMove(), setup.komi(), setup.handicap());
    }

    @Given("the ruleset {string}")
    public void ruleset(String name) {
        setup = new Setup(org.logicalgo.rulesets.Rulesets.read(name).ruleset(), setup.start(), setup.toMove(), setup.komi(),
                setup.handicap());
    }

    @Given("suicide is forbidden")
    public void suicideForbidden() {
        setup = new Setup(setup.rules().withSuicide(Ruleset.Suicide.FORBIDDEN), setup.start(), setup.toMove(),
                setup.komi(), setup.handicap());
    }

    // ---- When: turns

    private void offer(Turn turn) {
        last = game().judge(turn);
        verdicts.add(last);
        if (last.accepted()) {
            game = game.play(turn);
        }
    }

    @When("the turns {string} are played")
    public void turnsArePlayed(String list) {
        for (String text : list.split(",")) {
            offer(Turn.parse(text, setup.grid(), game().toMove()));
            if (!last.accepted()) {
                return;
            }
        }
    }

    @When("{word} plays {word}")
    public void plays(String who, String point) {
        offer(new Turn.Play(player(who), Point.parse(point, setup.grid())));
    }

    @When("{word} plays at column {int}, row {int}")
    public void playsAtCoordinates(String who, int column, int row) {
        offer(new Turn.Play(player(who), new Point(column - 1, row - 1)));
    }

    @When("{word} passes")
    public void passes(String who) {
        offer(new Turn.Pass(player(who)));
    }

    @When("the players agree to empty {string}")
    public void agree(String list) {
        offer(new Turn.Agreement(points(list)));
    }

    // ---- Then: verdicts

    @Then("the turn is accepted")
    public void accepted() {
        assertNotNull(last, "no turn was played");
        assertTrue(last.accepted(), () -> "refused: " + last);
    }

    @Then("every turn is accepted")
    public void everyTurnAccepted() {
        assertFalse(verdicts.isEmpty(), "no turn was played");
        for (int i = 0; i < verdicts.size(); i++) {
            int n = i + 1;
            assertTrue(verdicts.get(i).accepted(), () -> "turn " + n + " refused: " + verdicts.get(n - 1));
        }
    }

    @Then("the turn is refused under {word}")
    public void refused(String clause) {
        assertNotNull(last, "no turn was played");
        Verdict.Refused r = assertInstanceOf(Verdict.Refused.class, last, "the turn was accepted");
        assertEquals(clause, r.clause(), () -> "refused for another reason: " + r);
    }

    @Then("it repeats the colouring after move {int}")
    public void repeatsAfter(int turn) {
        Verdict.Refused r = assertInstanceOf(Verdict.Refused.class, last, "the turn was accepted");
        assertEquals(turn, r.repeats().orElseThrow(() -> new AssertionError("not a repetition: " + r)));
    }

    @Then("it repeats the colouring at the start")
    public void repeatsStart() {
        repeatsAfter(0);
    }

    @Then("the reason says {string}")
    public void reasonSays(String words) {
        Verdict.Refused r = assertInstanceOf(Verdict.Refused.class, last, "the turn was accepted");
        assertTrue(r.toString().contains(words), () -> "the reason is: " + r);
    }

    @Then("starting the game is refused under {word}")
    public void startRefused(String clause) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Reference.ENGINE.start(setup));
        assertTrue(e.getMessage().contains("[" + clause + "]"), () -> "refused for another reason: " + e.getMessage());
    }

    // ---- Then: the colouring, reaching, clearing

    @Then("the grid is:")
    public void gridIs(String drawing) {
        Colouring expected = Colouring.parse(drawing);
        assertEquals(String.join("\n", expected.rows()), String.join("\n", game().colouring().rows()));
    }

    @Then("{word} reaches {word}")
    public void reaches(String point, String colour) {
        assertTrue(LogicalRules.reaches(current(), Point.parse(point, setup.grid()), colour(colour)));
    }

    @Then("{word} does not reach {word}")
    public void doesNotReach(String point, String colour) {
        assertFalse(LogicalRules.reaches(current(), Point.parse(point, setup.grid()), colour(colour)));
    }

    @Then("clearing {word} gives:")
    public void clearingGives(String colour, String drawing) {
        Colouring cleared = LogicalRules.clear(current(), colour(colour));
        assertEquals(String.join("\n", Colouring.parse(drawing).rows()), String.join("\n", cleared.rows()));
    }

    @Then("point {word} is {word}")
    public void pointIs(String point, String colour) {
        assertEquals(colour(colour), current().colour(Point.parse(point, setup.grid())));
    }

    @Then("no string lacks a liberty")
    public void noStringWithoutLiberty() {
        assertEquals(java.util.Optional.empty(), LogicalRules.pointWithoutLiberty(game().colouring()));
    }

    @Then("a {int}x{int} grid is refused under {word}")
    public void gridRefused(int width, int height, String clause) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Grid(width, height));
        assertTrue(e.getMessage().contains("[" + clause + "]"), e::getMessage);
    }

    @Then("komi {double} is refused under {word}")
    public void komiRefused(double k, String clause) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> setup.withKomi(k));
        assertTrue(e.getMessage().contains("[" + clause + "]"), e::getMessage);
    }

    @Then("the capture emptied {string}")
    public void captureEmptied(String list) {
        assertEquals(points(list), game().lastClearings().opponent());
    }

    @Then("the suicide emptied {string}")
    public void suicideEmptied(String list) {
        assertEquals(points(list), game().lastClearings().own());
    }

    // ---- Then: turns, the end, the score

    @Then("{word} is to move")
    public void isToMove(String who) {
        assertEquals(player(who), game().toMove());
    }

    @Then("the legal turns are {string}")
    public void legalTurns(String list) {
        List<String> expected = new ArrayList<>();
        for (String t : list.split(",")) {
            expected.add(Turn.parse(t, setup.grid(), game().toMove()).text());
        }
        List<String> actual = game().legalTurns().stream().map(Turn::text).toList();
        assertEquals(new HashSet<>(expected), new HashSet<>(actual));
        assertEquals(expected.size(), actual.size());
    }

    @Then("the game has ended")
    public void ended() {
        assertTrue(game().ended(), "the game goes on");
    }

    @Then("the game has not ended")
    public void notEnded() {
        assertFalse(game().ended(), "the game has ended");
    }

    @Then("Black scores {int} and White scores {int}")
    public void scores(int black, int white) {
        assertEquals(black, game().score().black(), "Black's score");
        assertEquals(white, game().score().white(), "White's score");
    }

    @Then("the score reads {string}")
    public void scoreReads(String words) {
        assertEquals(words, game().score().text());
    }

    @Then("the result is {string}")
    public void result(String result) {
        assertEquals(result, game().score().result());
    }

    @Then("{word} wins")
    public void wins(String who) {
        assertEquals(player(who), game().score().winner().orElseThrow(() -> new AssertionError("a tie")));
    }

    @Then("the game is a tie")
    public void tie() {
        assertTrue(game().score().winner().isEmpty(), () -> "not a tie: " + game().score().result());
    }
}
