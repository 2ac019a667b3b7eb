package org.logicalgo.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.extension.TestWatcher;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.logicalgo.browser.Chromium;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The explorer's page in a real browser: Debian's headless Chromium, driven by Selenium, against
 * the server started in-process. Each test plays what a student would (a capture, a suicide, a ko
 * retaken, the triple ko, two passes, a ruleset switched, a record opened, a point typed) and reads
 * what the page shows: the verdicts and clause ids in its lists, each board off its SVG (every
 * point's {@code data-point} and {@code data-colour}). Every expected value is worked out by hand
 * from the rules.
 * Skipped, with a message, where Chromium or its driver is not installed (.ci/run installs both).
 * A failing test leaves a screenshot in target/explorer-screenshots/.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
@ExtendWith(ExplorerBrowserTest.ScreenshotOnFailure.class)
class ExplorerBrowserTest {

    private static final Path SCREENSHOTS = Path.of("target", "explorer-screenshots");
    private static final Duration WAIT = Duration.ofSeconds(15);

    /** Held here: a logger's level lasts only as long as someone holds it. */

    /** The server, in this JVM on a free port, for the class; stopped after it. */
    @RegisterExtension
    static final ExplorerClient client = new ExplorerClient();

    private static WebDriver driver;
    private static String address;

    /** Why the browser cannot be had here, or empty when it can. */
    private static String missing() {
        return Chromium.missing("the explorer's browser tests");
    }

    @BeforeAll
    static void startBrowser() {
        if (!missing().isEmpty()) {
            return;
        }
        // Selenium ships CDP bindings for a few Chrome versions; WebDriver needs none, so its warning is noise.
        address = client.uri("/").toString();
        driver = Chromium.start("--lang=en-GB");
    }

    /** Each test skipped with the reason where there is no browser (as the tests against GNU Go are). */
    @BeforeEach
    void needsTheBrowser() {
        assumeTrue(driver != null, ExplorerBrowserTest::missing);
    }

    @AfterAll
    static void stop() {
        if (driver != null) {
            driver.quit();
        }
    }

    /** Saves what the browser showed when a test failed, for the reader of the build log. */
    static final class ScreenshotOnFailure implements TestWatcher {
        @Override
        public void testFailed(ExtensionContext context, Throwable cause) {
            if (driver == null) {
                return;
            }
            try {
                Files.createDirectories(SCREENSHOTS);
                File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
                Path to = SCREENSHOTS.resolve(context.getRequiredTestMethod().getName() + ".png");
                Files.copy(shot.toPath(), to, StandardCopyOption.REPLACE_EXISTING);
                System.err.println("ExplorerBrowserTest: the page when " + context.getDisplayName() + " failed: " + to);
                if (client.log.size() > 0) {
                    System.err.println("ExplorerBrowserTest: what the server said:\n" + client.log);
                }
            } catch (IOException | RuntimeException e) {
                System.err.println("ExplorerBrowserTest: no screenshot: " + e);
            }
        }
    }

    // -----------------------------------------------------------------------------------------
    // Driving the page

    private static void open() {
        driver.manage().window().setSize(new Dimension(1280, 900));
        driver.get(address + "?lang=en");
        waiting().until(d -> "true".equals(body().getAttribute("data-ready")));
    }

    /** A wait that looks every 20 ms (Selenium's default, 500 ms, would make most of the class's time). */
    private static WebDriverWait waiting() {
        return new WebDriverWait(driver, WAIT, Duration.ofMillis(20));
    }

    private static WebElement body() {
        return driver.findElement(By.tagName("body"));
    }

    private static WebElement byId(String id) {
        return driver.findElement(By.id(id));
    }

    private static int done() {
        return Integer.parseInt(body().getAttribute("data-done"));
    }

    /** Does something to the page and waits until every request it started is answered and shown. */
    private static void act(Runnable action) {
        int before = done();
        action.run();
        waiting().until(d -> done() > before && "false".equals(body().getAttribute("data-busy")));
        String error = byId("error").isDisplayed() ? byId("error").getText() : "";
        assertEquals("", error, "the page shows an error");
    }

    private static void newGame(int width, int height, String rules) {
        act(() -> {
            setNumber("width", width);
            setNumber("height", height);
            new Select(byId("rules")).selectByValue(rules);
            byId("new-game").click();
        });
    }

    /** A new game on a fresh page, and these points clicked in turn. */
    private static void play(int width, int height, String rules, String... points) {
        open();
        newGame(width, height, rules);
        for (String point : points) {
            click(point);
        }
    }

    private static void setNumber(String id, int value) {
        // Set without a change event each: the New game button reads them all at once.
        ((JavascriptExecutor) driver).executeScript("arguments[0].value = arguments[1]", byId(id), String.valueOf(value));
    }

    private static void mode(String value) {
        driver.findElement(By.cssSelector("input[name='mode'][value='" + value + "']")).click();
    }

    /** Clicks a point of the main board, as a student does, through the SVG's data-point element. */
    private static void click(String point) {
        act(() -> driver.findElement(By.cssSelector("#play-board [data-point='" + point + "']")).click());
    }

    private static void type(String words) {
        act(() -> byId("keyboard").sendKeys(words, Keys.ENTER));
    }

    /** The board of the main view, rows from the top, as its SVG draws it. */
    private static String board() {
        return board("play-board");
    }

    /**
     * A board read off the SVG in the element: every point's hit area names the point
     * ({@code data-point}) and its colour ({@code data-colour}); written as rows from the top,
     * {@code X} black, {@code O} white, {@code .} empty, joined by {@code /}.
     */
    private static String board(String id) {
        return (String) ((JavascriptExecutor) driver).executeScript(
                "const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';"
                + "const marks = {black: 'X', white: 'O', empty: '.'};"
                + "const points = [...document.querySelectorAll('#' + arguments[0] + ' svg [data-point]')].map(e => ({"
                + "  column: letters.indexOf(e.dataset.point[0]), row: Number(e.dataset.point.slice(1)), colour: e.dataset.colour}));"
                + "const width = Math.max(...points.map(p => p.column)) + 1, height = Math.max(...points.map(p => p.row));"
                + "const rows = Array.from({length: height}, () => Array(width).fill('?'));"
                + "for (const p of points) rows[height - p.row][p.column] = marks[p.colour] || '?';"
                + "return rows.map(r => r.join('')).join('/');", id);
    }

    /** The turns of a list as the page marks them: "1:accepted 2:refused:TT-6". */
    private static String verdicts(String list) {
        return verdictsOf("#" + list + " > li");
    }

    private static String verdictsOf(String css) {
        return (String) ((JavascriptExecutor) driver).executeScript(
                "return [...document.querySelectorAll(arguments[0])].map(li => li.dataset.turn + ':' + li.dataset.verdict"
                + " + (li.dataset.clause ? ':' + li.dataset.clause : '')).join(' ');", css);
    }

    // -----------------------------------------------------------------------------------------
    // The tests

    @Test
    void thePageLoadsWithABoardWhosePointsAreNamedAndTheRulesets() {
        open();
        WebElement svg = driver.findElement(By.cssSelector("#play-board svg"));
        assertFalse(svg.findElement(By.tagName("title")).getAttribute("textContent").isBlank(), "the board has a title");
        // The default game is 9x9: 81 points, from A1 to J9 (no I: GTP's letters).
        List<WebElement> points = svg.findElements(By.cssSelector("[data-point]"));
        assertEquals(81, points.size());
        assertTrue(points.stream().anyMatch(p -> "J9".equals(p.getAttribute("data-point"))));
        assertEquals("Black to move.", byId("play-status").getText());
        List<String> presets = new Select(byId("rules")).getOptions().stream().map(o -> o.getAttribute("value")).toList();
        assertEquals(List.of("tromp-taylor", "french", "new-zealand"), presets);
    }

    @Test
    void aCaptureEmptiesThePointAndItsStepsShowTheOpponentCleared() {
        play(3, 3, "tromp-taylor", "A2", "A1", "B1");
        // White's A1 touches only A2 and B1, both black: clearing White empties it (TT-4, TT-7).
        assertEquals(".../X../.X.", board());
        assertEquals("1:accepted 2:accepted 3:accepted", verdicts("turn-list"));
        List<WebElement> steps = driver.findElements(By.cssSelector("#steps .step"));
        assertEquals(List.of("colour", "clear-opponent", "clear-own"), steps.stream().map(s -> s.getAttribute("data-step")).toList());
        assertEquals("TT-7", steps.get(1).getAttribute("data-clause"));
        assertEquals("A1", steps.get(1).findElement(By.className("emptied")).getAttribute("data-emptied"));
        assertEquals("", steps.get(2).findElement(By.className("emptied")).getAttribute("data-emptied"));
        assertEquals(3, driver.findElements(By.cssSelector("#steps .step svg")).size(), "each step is its own board");

        // The emptied point reaches black (its neighbours A2 and B1 are black) and no white.
        mode("reach");
        act(() -> driver.findElement(By.cssSelector("#play-board [data-point='A1']")).click());
        assertTrue(byId("reach").findElement(By.cssSelector("li[data-colour='black']")).getAttribute("class").contains("reaches"));
        assertTrue(byId("reach").findElement(By.cssSelector("li[data-colour='white']")).getAttribute("class").contains("not-reaches"));
        // The black stone B1 stands alone (A2 is not its neighbour); its liberties are A1, B2 and C1.
        act(() -> driver.findElement(By.cssSelector("#play-board [data-point='B1']")).click());
        assertEquals("A1 B2 C1", sorted(byId("reach").findElement(By.className("liberties")).getAttribute("data-liberties")));
    }

    /** The title of the first board the selector finds: what the board shows, in the page's words. */
    private static String title(String svg) {
        return driver.findElement(By.cssSelector(svg)).findElement(By.tagName("title")).getAttribute("textContent");
    }

    private static String sorted(String points) {
        return List.of(points.split(" ")).stream().sorted().collect(Collectors.joining(" "));
    }

    @Test
    void aSuicideOfTwoStonesIsAcceptedUnderTheLogicalRulesAndRefusedUnderTheFrench() {
        play(4, 1, "tromp-taylor", "A1", "C1", "B1");
        // B1 leaves A1-B1 without a liberty: White is not cleared (C1 reaches D1), Black is (TT-7, TT-C7).
        assertEquals("..O.", board());
        assertEquals("1:accepted 2:accepted 3:accepted", verdicts("turn-list"));
        WebElement own = driver.findElement(By.cssSelector("#steps .step[data-step='clear-own']"));
        assertEquals("A1 B1", sorted(own.findElement(By.className("emptied")).getAttribute("data-emptied")));

        // The same turns under the French rules: the suicide is refused (FR-8) and not added to the game.
        act(() -> new Select(byId("rules")).selectByValue("french"));
        assertEquals("1:accepted 2:accepted 3:refused:FR-8", verdicts("turn-list"));
        assertEquals("X.O.", board());
        assertEquals("FR-8", byId("refusal").getAttribute("data-clause"));
        assertTrue(byId("play-status").getText().startsWith("Refused"), byId("play-status").getText());
    }

    @Test
    void aLoneStoneThatClearsItselfRepeatsTheStart() {
        play(1, 1, "tromp-taylor", "A1");
        // TT-R4: the stone clears itself and leaves the empty grid of the start: refused by TT-6.
        assertEquals("1:refused:TT-6", verdicts("turn-list"));
        assertEquals(".", board());
        WebElement evidence = byId("refusal").findElement(By.className("evidence"));
        assertEquals("0", evidence.getAttribute("data-repeats"));
        assertEquals(2, evidence.findElements(By.tagName("svg")).size());
        assertTrue(evidence.getText().contains("at the start"), evidence.getText());
    }

    @Test
    void aKoRetakenAtOnceIsRefusedWithTheEarlierColouringBesideTheNewOne() {
        play(4, 4, "tromp-taylor");
        // The start, drawn point by point: one click black, two clicks white.
        mode("edit");
        for (String black : List.of("B3", "A2", "B1")) {
            click(black);
        }
        for (String white : List.of("C3", "D2", "C1")) {
            click(white);
            click(white);
        }
        assertEquals("..../.XO./X..O/.XO.", board());
        mode("play");
        click("C2");
        click("B2"); // White captures C2: the ko
        assertEquals("..../.XO./XO.O/.XO.", board());
        click("C2"); // Black takes back at once: the colouring after turn 1 again
        assertEquals("1:accepted 2:accepted 3:refused:TT-6", verdicts("turn-list"));
        assertEquals("..../.XO./XO.O/.XO.", board(), "the refused turn is not added to the game");
        WebElement refusal = byId("refusal");
        assertEquals("TT-6", refusal.getAttribute("data-clause"));
        WebElement evidence = refusal.findElement(By.className("evidence"));
        assertEquals("1", evidence.getAttribute("data-repeats"));
        assertTrue(evidence.findElement(By.cssSelector(".earlier figcaption")).getText().contains("after turn 1"));
        assertEquals(2, evidence.findElements(By.tagName("svg")).size());
        // Each board is named by its title (the hover text, the accessible name) in the page's language.
        assertEquals("the position after turn 2", title("#play-board svg"));
        assertEquals("the colouring after turn 1", title("#refusal .earlier svg"));
        assertEquals("the colouring turn 3 would make", title("#refusal .would svg"));
        act(() -> new Select(byId("lang")).selectByValue("fr"));
        try {
            assertEquals("1:accepted 2:accepted 3:refused:TT-6", verdicts("turn-list"));
            assertEquals("la position après le tour 2", title("#play-board svg"));
            assertEquals("la grille après le tour 1", title("#refusal .earlier svg"));
            assertEquals("la grille que le tour 3 donnerait", title("#refusal .would svg"));
            assertEquals("le décompte", title("#score svg"));
            // A step's board: the turn's number, then what the step says, in the server's French.
            String step = title("#steps .step[data-step='colour'] svg");
            assertTrue(step.startsWith("tour 3, "), step);
        } finally {
            act(() -> new Select(byId("lang")).selectByValue("en"));
        }
        assertEquals("the score", title("#score svg"));
        // Undo takes back White's capture, and the refusal shown with it.
        act(() -> byId("undo").click());
        assertEquals("1:accepted", verdicts("turn-list"));
        assertTrue(byId("refusal").getAttribute("hidden") != null);
    }

    @Test
    void theTripleKoIsCaughtOnlyByTheWholeHistory() {
        open();
        act(() -> byId("tab-records").click());
        act(() -> {
            byId("case-id").sendKeys("repetition.triple-ko");
            driver.findElement(By.cssSelector("#case-form button[type='submit']")).click();
        });
        // Six captures bring back the start (turn 0), not the colouring of two turns before.
        assertEquals("1:accepted 2:accepted 3:accepted 4:accepted 5:accepted 6:refused:TT-6 7:accepted",
                verdicts("record-turns"));
        act(() -> driver.findElement(By.cssSelector("#record-turns li[data-turn='6'] button")).click());
        WebElement evidence = byId("record-refusal").findElement(By.className("evidence"));
        assertEquals("0", evidence.getAttribute("data-repeats"));
        assertEquals(".XO..OX..XO./XO.OOX.XX.XO/.XO..OX..XO./............", board("record-board"),
                "the refused turn leaves the board as turn 5 left it");

        // Played on from the fifth turn: White's sixth capture is refused in Play too.
        act(() -> driver.findElement(By.cssSelector("#record-turns li[data-turn='5'] button")).click());
        act(() -> byId("record-play").click());
        assertEquals(".XO..OX..XO./XO.OOX.XX.XO/.XO..OX..XO./............", board());
        type("K3");
        assertEquals("1:accepted 2:accepted 3:accepted 4:accepted 5:accepted 6:refused:TT-6", verdicts("turn-list"));
        assertEquals("0", byId("refusal").findElement(By.className("evidence")).getAttribute("data-repeats"));
    }

    /** differences.md, witness 7: on 3x1, B A1, W C1, and two passes, clicked. */
    private static void aStoneEachAndTwoPasses(String rules) {
        play(3, 1, rules, "A1", "C1");
        act(() -> byId("pass").click());
        act(() -> byId("pass").click());
    }

    @Test
    void twoPassesEndTheGameAndTheScoreIsShown() {
        aStoneEachAndTwoPasses("tromp-taylor");
        // TT-9: one stone each, B1 reaches both colours and scores for neither; no komi: a tie.
        assertEquals("true", byId("play-board").getAttribute("data-ended"));
        // How it ended, and the clause that ends it, with its text (TT-8: two passes in a row).
        assertEquals("The game has ended (2 consecutive passes) under TT-8.", byId("play-status").getText());
        assertEquals("TT-8", byId("play-goes-on").findElement(By.className("clause-text")).getAttribute("data-clause"));
        WebElement score = byId("score");
        // The final score is seen at 1280x900 without scrolling, beside the board.
        assertEquals("true", score.getAttribute("data-ended"));
        assertTrue(bottomOf(score.findElement(By.className("score-line"))) <= 900, "the score line ends at "
                + bottomOf(score.findElement(By.className("score-line"))) + " px");
        assertEquals("0", score.getAttribute("data-result"));
        assertTrue(score.findElement(By.className("score-line")).getText().startsWith("Black 1, White 1 + komi 0"),
                score.getText());
        assertTrue(score.findElement(By.className("neutral")).getText().contains("B1"));
        // A turn after the end is refused (TT-R8) and not added.
        click("B1");
        assertEquals("1:accepted 2:accepted 3:accepted 4:accepted 5:refused:TT-R8", verdicts("turn-list"));
        // Half a point of komi to White decides the tie (TT-C10).
        act(() -> byId("komi").sendKeys("0.5", Keys.TAB));
        assertEquals("W+0.5", byId("score").getAttribute("data-result"));
        assertEquals("1:accepted 2:accepted 3:accepted 4:accepted", verdicts("turn-list"));
    }

    @Test
    void theFrenchRulesScoreWithTheirKomiAndTheQuickCount() {
        aStoneEachAndTwoPasses("french");
        // FR-10, FR-11: one point each, White adds the komi of 7.5 (differences.md, witness 7).
        assertEquals("W+7.5", byId("score").getAttribute("data-result"));
        assertFalse(driver.findElements(By.cssSelector("#score .quick-count")).isEmpty(), "the quick count of FR-15");
        assertTrue(byId("agree").isDisplayed(), "the French rules have an agreement (FR-13)");
    }

    @Test
    void theHandicapBonusIsNamedBesideTheKomi() throws IOException {
        // French rules, 3x1, handicap 2 (FR-14: Black's first two turns; White gets half a point of
        // komi and n-1 = 1 point): B A1, B C1, two passes, the agreement (FR-13). B1 reaches black
        // only: Black 3, White 0; 3 - (1 + 0.5) = 1.5.
        open();
        act(() -> {
            setNumber("width", 3);
            setNumber("height", 1);
            setNumber("handicap", 2);
            new Select(byId("rules")).selectByValue("french");
            byId("new-game").click();
        });
        click("A1");
        click("C1");
        act(() -> byId("pass").click());
        act(() -> byId("pass").click());
        act(() -> byId("agree").click());
        assertEquals("true", byId("play-board").getAttribute("data-ended"));
        assertEquals("B+1.5", byId("score").getAttribute("data-result"));
        String line = byId("score").findElement(By.className("score-line")).getText();
        assertTrue(line.startsWith("Black 3, White 0 + handicap bonus 1 + komi 0.5: Black wins by 1.5"), line);
        Files.createDirectories(SCREENSHOTS);
        try {
            for (int[] size : new int[][] {{1280, 900}, {390, 844}}) {
                viewport(size[0], size[1], size[0] < 500);
                ((JavascriptExecutor) driver).executeScript("arguments[0].scrollIntoView({block: 'center'})",
                        byId("score").findElement(By.className("score-line")));
                File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
                Files.copy(shot.toPath(), SCREENSHOTS.resolve("handicap-bonus-" + size[0] + ".png"), StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            ((ChromeDriver) driver).executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
        act(() -> new Select(byId("lang")).selectByValue("fr"));
        line = byId("score").findElement(By.className("score-line")).getText();
        // French writes 0,5 where English writes 0.5; the result's code (B+1.5) is the same in both.
        assertEquals("Noir 3, Blanc 0 + compensation de handicap 1 + komi 0,5 : Noir gagne de 1,5 (B+1.5)", line);
        assertEquals("0,5", byId("score").findElement(By.cssSelector(".quick-count dd[data-key='komi']")).getText(),
                "the quick count's komi (FR-15), written the French way too");
        act(() -> new Select(byId("lang")).selectByValue("en"));
    }

    @Test
    void theThreePresetsAreComparedAndTheFirstTurnWhereTheyPartIsMarked() {
        play(4, 1, "tromp-taylor", "A1", "C1", "B1");
        act(() -> byId("tab-compare").click());
        act(() -> byId("compare-run").click());
        // differences.md, witness 2: only the French rules refuse the suicide of two stones.
        assertEquals("3", driver.findElement(By.cssSelector("#comparison .parts")).getAttribute("data-parts"));
        assertEquals("1:accepted 2:accepted 3:accepted", columnVerdicts("tromp-taylor"));
        assertEquals("1:accepted 2:accepted 3:refused:FR-8", columnVerdicts("french"));
        assertEquals("1:accepted 2:accepted 3:accepted", columnVerdicts("new-zealand"));
        assertEquals(3, driver.findElements(By.cssSelector("#comparison li.parting")).size());

        // The tour: witness 1, a lone stone on 1x1, parts at once.
        act(() -> driver.findElement(By.cssSelector("#tour li[data-witness='1'] button")).click());
        assertEquals("1", driver.findElement(By.cssSelector("#comparison .parts")).getAttribute("data-parts"));
        assertEquals("1:refused:TT-6", columnVerdicts("tromp-taylor"));
        assertEquals("1:refused:FR-8", columnVerdicts("french"));
        assertEquals("1:accepted", columnVerdicts("new-zealand"));
    }

    private static String columnVerdicts(String rules) {
        return verdictsOf("#comparison .compare-column[data-rules='" + rules + "'] li");
    }

    @Test
    void anSgfRecordIsOpenedSteppedThroughAndItsTurnExplained() {
        open();
        act(() -> byId("tab-records").click());
        Path sgf = Path.of("src/test/resources/sgf/ko-retaken-at-once.sgf").toAbsolutePath();
        act(() -> byId("sgf-file").sendKeys(sgf.toString()));
        // B C2 captures B2; W B2 takes back at once and repeats the start (TT-6).
        assertEquals("1:accepted 2:refused:TT-6", verdicts("record-turns"));
        assertEquals("2", byId("record-slider").getAttribute("max"));
        assertEquals("0", byId("record-refusal").findElement(By.className("evidence")).getAttribute("data-repeats"));

        act(() -> {
            WebElement slider = byId("record-slider");
            slider.sendKeys(Keys.HOME);
        });
        assertEquals("0", byId("record-slider").getAttribute("value"));
        assertTrue(byId("record-at").getText().contains("start"), byId("record-at").getText());
        assertEquals("..../.XO./XO.O/.XO.", board("record-board"), "the start");
        act(() -> byId("record-slider").sendKeys(Keys.ARROW_RIGHT));
        assertEquals("1", byId("record-board").getAttribute("data-turn"));
        assertEquals("..../.XO./X.XO/.XO.", board("record-board"), "B C2 captured B2");
        assertTrue(byId("record-refusal").getAttribute("hidden") != null);

        act(() -> byId("record-slider").sendKeys(Keys.ARROW_RIGHT));
        act(() -> byId("record-explain").click());
        WebElement failing = byId("record-explanation").findElement(By.cssSelector("li.fails"));
        assertEquals("TT-6", failing.getAttribute("data-clause"));
        assertTrue(failing.getText().endsWith("TT-6 repeats the grid colouring at the start"), failing.getText());

        // In French the same record, kept from before, is explained in French: the server is asked in the page's language now.
        act(() -> new Select(byId("lang")).selectByValue("fr"));
        try {
            act(() -> byId("record-explain").click());
            WebElement refused = byId("record-explanation").findElement(By.cssSelector("li.fails"));
            assertTrue(refused.getText().endsWith("TT-6 répète le coloriage de la grille du début"), refused.getText());
            WebElement turn = byId("record-explanation").findElement(By.cssSelector("li[data-clause='TT-5']"));
            assertTrue(turn.getText().endsWith("TT-5 c'est à Blanc de jouer, et Blanc joue"), turn.getText());
        } finally {
            act(() -> new Select(byId("lang")).selectByValue("en"));
        }
    }

    @Test
    void aPointTypedAndEnterPlaysIt() {
        play(9, 9, "tromp-taylor");
        type("D4");
        type("pass");
        assertEquals("1:accepted 2:accepted", verdicts("turn-list"));
        // D4: column D (the fourth), row 4 from the bottom, so the sixth row from the top of nine.
        assertEquals("...X.....", board().split("/")[5]);
        assertEquals("Black to move.", byId("play-status").getText());
        // A point off the board is refused by the server in one line, and nothing is played.
        int before = done();
        byId("keyboard").sendKeys("Z99", Keys.ENTER);
        waiting().until(d -> done() > before && byId("error").isDisplayed());
        assertTrue(byId("error").getText().startsWith("\"Z99\" is not a point of this 9x9 board."), byId("error").getText());
        assertEquals("1:accepted 2:accepted", verdicts("turn-list"));
    }

    @Test
    void thePageSpeaksFrenchAndFitsAPhone() {
        open();
        act(() -> new Select(byId("lang")).selectByValue("fr"));
        assertEquals("Jouer", byId("tab-play").getText());
        assertEquals("À Noir de jouer.", byId("play-status").getText());
        assertEquals("Passer", byId("pass").getText());
        assertEquals("fr", driver.findElement(By.tagName("html")).getAttribute("lang"));
        act(() -> new Select(byId("lang")).selectByValue("en"));
        assertEquals("Play", byId("tab-play").getText());

        viewport(375, 812, true);
        try {
            long width = (Long) ((JavascriptExecutor) driver).executeScript("return document.documentElement.clientWidth");
            long scroll = (Long) ((JavascriptExecutor) driver).executeScript("return document.documentElement.scrollWidth");
            assertEquals(375, width);
            assertTrue(scroll <= width, "the page is " + scroll + " px wide on a phone " + width + " px wide");
            WebElement svg = driver.findElement(By.cssSelector("#play-board svg"));
            assertTrue(svg.getRect().getWidth() <= width, "the board fits: " + svg.getRect().getWidth());
            // One column: the steps come below the board, not beside it.
            assertTrue(byId("steps").getRect().getY() > svg.getRect().getY() + svg.getRect().getHeight());
            tabsOnOneLine(width);
        } finally {
            ((ChromeDriver) driver).executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
        // In French, on a phone 390 px wide: the tabs on one line still, and the keys walk them to the last,
        // which the bar scrolls into view where they do not all fit.
        act(() -> new Select(byId("lang")).selectByValue("fr"));
        viewport(390, 844, true);
        try {
            long width = (Long) ((JavascriptExecutor) driver).executeScript("return document.documentElement.clientWidth");
            assertEquals(390, width);
            assertEquals("Parties et cas", byId("tab-records").getText());
            tabsOnOneLine(width);
            ((JavascriptExecutor) driver).executeScript("arguments[0].focus()", byId("tab-play"));
            key(Keys.END);
            assertEquals("records", selectedTab());
            Rectangle bar = driver.findElement(By.cssSelector("[role='tablist']")).getRect();
            Rectangle last = byId("tab-records").getRect();
            assertTrue(last.getX() >= bar.getX() && last.getX() + last.getWidth() <= bar.getX() + bar.getWidth(),
                    "the last tab " + last.getX() + "+" + last.getWidth() + " is within its bar " + bar.getX() + "+" + bar.getWidth());
            key(Keys.HOME);
            assertEquals("play", selectedTab());
        } finally {
            act(() -> new Select(byId("lang")).selectByValue("en"));
            ((ChromeDriver) driver).executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }

    /** The four tabs side by side on one line (they were two on a phone), their bar no wider than the page. */
    private static void tabsOnOneLine(long width) {
        List<WebElement> tabs = driver.findElements(By.cssSelector("[role='tab']"));
        assertEquals(4, tabs.size());
        List<Integer> tops = tabs.stream().map(t -> t.getRect().getY()).distinct().toList();
        assertEquals(1, tops.size(), "the tabs' tops, one line: " + tops);
        for (int i = 1; i < tabs.size(); i++) {
            assertTrue(tabs.get(i).getRect().getX() > tabs.get(i - 1).getRect().getX(), "the tabs in their order, left to right");
        }
        Rectangle bar = driver.findElement(By.cssSelector("[role='tablist']")).getRect();
        assertTrue(bar.getX() + bar.getWidth() <= width, "the tab bar ends at " + (bar.getX() + bar.getWidth()) + " on a page " + width + " wide");
    }

    /** The page's viewport exactly this size (the window's own size includes what the browser draws around it). */
    private static void viewport(int width, int height, boolean mobile) {
        ((ChromeDriver) driver).executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", mobile));
    }

    @Test
    void aLessonIsSteppedThroughAndPlayedOnFromAStep() {
        open();
        act(() -> byId("tab-lessons").click());
        act(() -> new Select(byId("lesson")).selectByValue("ko"));
        assertEquals("Step 1 of 5", byId("lesson-counter").getText());
        assertTrue(byId("lesson-prev").getAttribute("disabled") != null, "no step before the first");
        act(() -> byId("lesson-next").click());
        act(() -> byId("lesson-next").click());
        // The ko retaken at once: White's B2 brings back the start (TT-6).
        assertEquals("Step 3 of 5", byId("lesson-counter").getText());
        assertEquals("..../.XO./X.XO/.XO.", board("lesson-board"), "the board before the refused retake");
        assertEquals("TT-6", byId("lesson-refusal").getAttribute("data-clause"));
        assertEquals("0", byId("lesson-refusal").findElement(By.className("evidence")).getAttribute("data-repeats"));
        act(() -> byId("lesson-next").click());
        act(() -> byId("lesson-next").click());
        assertTrue(byId("lesson-next").getAttribute("disabled") != null, "no step after the last");
        String english = byId("lesson-sentence").getText();
        assertEquals("3", byId("lesson-refusal").findElement(By.className("evidence")).getAttribute("data-repeats"));

        // Played on from the last step: C2, A4, D4, B2 stand; Black's C2 again would repeat turn 3.
        act(() -> byId("lesson-play").click());
        assertTrue(byId("panel-play").isDisplayed());
        assertEquals("O..X/.XO./XO.O/.XO.", board());
        assertEquals("1:accepted 2:accepted 3:accepted 4:accepted 5:refused:TT-6", verdicts("turn-list"));
        click("A1");
        assertEquals("1:accepted 2:accepted 3:accepted 4:accepted 5:accepted", verdicts("turn-list"));

        // The lesson in French: another sentence for the same step.
        act(() -> new Select(byId("lang")).selectByValue("fr"));
        act(() -> byId("tab-lessons").click());
        assertEquals("Étape 5 sur 5", byId("lesson-counter").getText());
        assertFalse(byId("lesson-sentence").getText().isBlank());
        assertFalse(english.equals(byId("lesson-sentence").getText()));
        act(() -> new Select(byId("lang")).selectByValue("en"));
    }

    /** Where an element ends, in px from the top of the page as first shown (scrolled to the top). */
    private static long bottomOf(WebElement e) {
        return ((Number) ((JavascriptExecutor) driver).executeScript(
                "window.scrollTo(0, 0); return Math.round(arguments[0].getBoundingClientRect().bottom);", e)).longValue();
    }

    private static String selectedTab() {
        return driver.findElement(By.cssSelector("[role='tab'][aria-selected='true']")).getAttribute("data-tab");
    }

    /** Presses a key on the element that has the focus (what a tab moved to loads is waited for where it is read). */
    private static void key(Keys key) {
        driver.switchTo().activeElement().sendKeys(key);
    }

    @Test
    void theTabsFollowTheAriaTabsPatternAndTheKeyboardWalksThem() {
        open();
        WebElement list = driver.findElement(By.cssSelector("[role='tablist']"));
        assertEquals("Views", list.getAttribute("aria-label"));
        List<WebElement> tabs = list.findElements(By.cssSelector("[role='tab']"));
        assertEquals(List.of("play", "compare", "lessons", "records"), tabs.stream().map(t -> t.getAttribute("data-tab")).toList());
        for (WebElement tab : tabs) {
            WebElement panel = byId(tab.getAttribute("aria-controls"));
            assertEquals("tabpanel", panel.getAttribute("role"));
            assertEquals(tab.getAttribute("id"), panel.getAttribute("aria-labelledby"));
        }
        // Roving tabindex: only the selected tab is in the Tab order.
        assertEquals("0 -1 -1 -1", tabs.stream().map(t -> t.getAttribute("tabindex")).collect(Collectors.joining(" ")));

        // The selected tab keeps its colours under the pointer (it was white on beige: a hover rule won).
        new org.openqa.selenium.interactions.Actions(driver).moveToElement(byId("tab-play")).perform();
        assertEquals("rgba(36, 82, 122, 1)", byId("tab-play").getCssValue("background-color"));
        assertEquals("rgba(255, 255, 255, 1)", byId("tab-play").getCssValue("color"));

        ((JavascriptExecutor) driver).executeScript("arguments[0].focus()", byId("tab-play"));
        key(Keys.ARROW_RIGHT);
        assertEquals("compare", selectedTab());
        assertEquals("tab-compare", driver.switchTo().activeElement().getAttribute("id"), "the focus moves with the selection");
        assertTrue(byId("panel-compare").isDisplayed());
        assertFalse(byId("panel-play").isDisplayed());
        assertEquals("-1 0 -1 -1", tabs.stream().map(t -> t.getAttribute("tabindex")).collect(Collectors.joining(" ")));
        key(Keys.END);
        assertEquals("records", selectedTab());
        assertTrue(byId("panel-records").isDisplayed());
        key(Keys.ARROW_RIGHT); // round the end, to the first
        assertEquals("play", selectedTab());
        key(Keys.ARROW_LEFT); // and back
        assertEquals("records", selectedTab());
        key(Keys.HOME);
        assertEquals("play", selectedTab());
        assertEquals("tab-play", driver.switchTo().activeElement().getAttribute("id"));
        key(Keys.ARROW_RIGHT);
        key(Keys.ARROW_RIGHT);
        assertEquals("lessons", selectedTab());
        waiting().until(d -> !byId("lesson").findElements(By.tagName("option")).isEmpty());
        // Tab leaves the tab list for the panel.
        driver.switchTo().activeElement().sendKeys(Keys.TAB);
        assertEquals("panel-lessons", driver.switchTo().activeElement().getAttribute("id"));
    }

    @Test
    void aTypedPointOffTheBoardIsAnsweredInThePagesWords() {
        play(9, 9, "tromp-taylor", "E5");
        int before = done();
        byId("keyboard").sendKeys("Z99", Keys.ENTER);
        waiting().until(d -> done() > before && byId("error").isDisplayed());
        assertEquals("\"Z99\" is not a point of this 9x9 board. Type a column from A to J (there is no I) and a row from 1 to 9,"
                + " such as D4, or type pass.", byId("error").getText());
        assertEquals("1:accepted", verdicts("turn-list"));
        act(() -> new Select(byId("lang")).selectByValue("fr"));
        int again = done();
        byId("keyboard").sendKeys("K1", Keys.ENTER);
        waiting().until(d -> done() > again && byId("error").isDisplayed());
        assertEquals("« K1 » n'est pas un point de ce goban 9x9. Tapez une colonne de A à J (sans I) et une ligne de 1 à 9,"
                + " comme D4, ou tapez pass.", byId("error").getText());
        act(() -> new Select(byId("lang")).selectByValue("en"));
    }

    @Test
    void aBadSgfFileLeavesNothingOfTheCaseOpenBefore() throws IOException {
        open();
        act(() -> byId("tab-records").click());
        act(() -> {
            byId("case-id").sendKeys("repetition.triple-ko");
            driver.findElement(By.cssSelector("#case-form button[type='submit']")).click();
        });
        assertTrue(byId("record-body").isDisplayed());
        Path bad = Files.createTempFile("not-a-record", ".sgf");
        try {
            Files.writeString(bad, "(;GM[1]SZ[4];B[cc");
            int before = done();
            byId("sgf-file").sendKeys(bad.toString());
            waiting().until(d -> done() > before && byId("error").isDisplayed());
            String error = byId("error").getText();
            assertTrue(error.startsWith(bad.getFileName() + " cannot be opened: byte "), error);
            assertFalse(byId("record-body").isDisplayed(), "the case opened before is gone");
            assertEquals("", byId("record-title").getText());
            assertTrue(byId("record-none").isDisplayed());
        } finally {
            Files.delete(bad);
        }
    }

    @Test
    void reachingFromAnEmptyPointDrawsItsWalksWithALegendNotItsRegion() {
        play(5, 5, "tromp-taylor", "B2", "D4");
        mode("reach");
        act(() -> driver.findElement(By.cssSelector("#play-board [data-point='C3']")).click());
        WebElement reach = byId("reach");
        // C3 is empty and reaches both colours; its region (23 empty points) is listed, only C3 is ringed.
        assertEquals(1, reach.findElements(By.cssSelector("svg .lg-string")).size());
        assertEquals(2, reach.findElements(By.cssSelector("svg .lg-path")).size());
        assertEquals(2, reach.findElements(By.cssSelector(".reach-lines li.reaches .swatch")).size(), "a legend line per walk");
        assertFalse(reach.findElement(By.className("reach-legend")).getText().isBlank());
        // The legend's colour is the walk's own, and the walk to white is dashed, so both show where they overlap.
        String black = (String) ((JavascriptExecutor) driver).executeScript(
                "return getComputedStyle(document.querySelector('#reach .lg-reaches-black path')).stroke");
        String blackSwatch = reach.findElement(By.cssSelector("li[data-colour='black'] .swatch")).getCssValue("border-top-color");
        assertEquals(black.replace("rgb(", "rgba(").replace(")", ", 1)"), blackSwatch);
        assertEquals("dashed", reach.findElement(By.cssSelector("li[data-colour='white'] .swatch")).getCssValue("border-top-style"));
        assertFalse("none".equals(((JavascriptExecutor) driver).executeScript(
                "return getComputedStyle(document.querySelector('#reach .lg-reaches-white path')).strokeDasharray")));
    }

    @Test
    void compareSaysWhetherEachPresetHasEndedAndHowItCounts() {
        aStoneEachAndTwoPasses("tromp-taylor");
        act(() -> byId("tab-compare").click());
        act(() -> byId("compare-run").click());
        // Two passes end the game under TT-8 only: the French rules wait for the agreement (FR-13), the
        // New Zealand rules too (NZ-10).
        assertEquals("true", column("tromp-taylor").findElement(By.className("ending")).getAttribute("data-ended"));
        assertTrue(column("tromp-taylor").findElement(By.className("ending")).getText().endsWith("under TT-8."));
        assertEquals("false", column("french").findElement(By.className("ending")).getAttribute("data-ended"));
        assertTrue(column("french").findElement(By.className("ending")).getText().contains("FR-13"));
        assertEquals("false", column("new-zealand").findElement(By.className("ending")).getAttribute("data-ended"));
        // Shared counting under NZ-6: B1 reaches both colours and counts for both players, so Black 2,
        // White 2 (then the New Zealand komi); under TT-9 it counts for neither: 1 and 1.
        assertEquals("shared", column("new-zealand").findElement(By.className("counting")).getAttribute("data-counting"));
        assertTrue(column("new-zealand").findElement(By.className("counting")).getText().contains("NZ-6"));
        assertTrue(column("new-zealand").findElement(By.className("score-line")).getText().startsWith("Black 2, White 2"),
                column("new-zealand").getText());
        assertEquals("area", column("tromp-taylor").findElement(By.className("counting")).getAttribute("data-counting"));
        assertTrue(column("tromp-taylor").findElement(By.className("score-line")).getText().startsWith("Black 1, White 1"));
        // Each column's board is the score's: B1 reaches both, shaded half and half where it counts for both.
        assertEquals(1, column("new-zealand").findElements(By.cssSelector("svg [data-at='B1'].lg-neutral.lg-shared")).size());
        assertEquals(1, column("tromp-taylor").findElements(By.cssSelector("svg [data-at='B1'].lg-neutral")).size());
        assertEquals(0, column("tromp-taylor").findElements(By.cssSelector("svg .lg-shared")).size());
        assertTrue(column("new-zealand").findElement(By.className("both")).getText().startsWith("counted for both players"));
    }

    private static WebElement column(String rules) {
        return driver.findElement(By.cssSelector("#comparison .compare-column[data-rules='" + rules + "']"));
    }

    /** axe-core, as src/test/axe/package-lock.json pins it and .ci/run installs it (npm ci). */
    private static final Path AXE = Path.of("src", "test", "axe", "node_modules", "axe-core", "axe.min.js");

    /** The serious and critical findings of axe-core on the page as it is now, one line each. */
    private static List<String> accessibilityFindings(String where) throws IOException {
        JavascriptExecutor js = (JavascriptExecutor) driver;
        if (!Boolean.TRUE.equals(js.executeScript("return typeof window.axe === 'object'"))) {
            js.executeScript(Files.readString(AXE));
        }
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        @SuppressWarnings("unchecked")
        List<String> found = (List<String>) js.executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                + "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations"
                + "  .filter(v => v.impact === 'serious' || v.impact === 'critical')"
                + "  .map(v => v.impact + ' ' + v.id + ' (' + v.help + '): ' + v.nodes.slice(0, 4).map(n => n.target.join(' ')).join(', '))))"
                + ".catch(e => done(['axe failed: ' + e]));");
        return found.stream().map(f -> where + ": " + f).toList();
    }

    @Test
    void axeFindsNothingSeriousInAnyView() throws IOException {
        assumeTrue(Files.isReadable(AXE), AXE + " is not installed (cd src/test/axe && npm ci; .ci/run does it):"
                + " the accessibility check is skipped");
        List<String> found = new java.util.ArrayList<>();
        // The check can fail: a picture without a text alternative planted on the page is a critical finding (image-alt).
        open();
        ((JavascriptExecutor) driver).executeScript("const i = document.createElement('img'); i.id = 'planted'; i.src = 'data:,';"
                + " document.querySelector('main').append(i);");
        List<String> planted = accessibilityFindings("planted");
        assertTrue(planted.stream().anyMatch(f -> f.contains("critical image-alt") && f.contains("#planted")), planted.toString());
        // Play: a refusal with its evidence (the lone stone repeats the start), reach, then an ended game with its score.
        play(1, 1, "tromp-taylor", "A1");
        found.addAll(accessibilityFindings("play, refused"));
        newGame(4, 4, "tromp-taylor");
        click("B2");
        mode("reach");
        click("C3");
        found.addAll(accessibilityFindings("reach"));
        aStoneEachAndTwoPasses("tromp-taylor");
        found.addAll(accessibilityFindings("play, ended"));
        act(() -> byId("tab-compare").click());
        act(() -> byId("compare-run").click());
        found.addAll(accessibilityFindings("compare"));
        act(() -> byId("tab-lessons").click());
        found.addAll(accessibilityFindings("lessons"));
        act(() -> byId("tab-records").click());
        act(() -> {
            byId("case-id").sendKeys("repetition.triple-ko");
            driver.findElement(By.cssSelector("#case-form button[type='submit']")).click();
        });
        act(() -> driver.findElement(By.cssSelector("#record-turns li[data-turn='6'] button")).click());
        act(() -> byId("record-explain").click());
        found.addAll(accessibilityFindings("records"));
        viewport(390, 844, true);
        try {
            byId("tab-play").click();
            found.addAll(accessibilityFindings("play at 390 px"));
        } finally {
            ((ChromeDriver) driver).executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
        assertEquals("", String.join("\n", found), "axe-core's serious and critical findings");
    }

    /**
     * Not a test of the page: screenshots of every view at 1280x900 and 390x844 into the folder
     * -Dexplorer.screenshots=DIR names, for a reader to look at.
     */
    @Test
    void screenshots() throws IOException {
        String to = System.getProperty("explorer.screenshots");
        assumeTrue(to != null, "no screenshots asked for (-Dexplorer.screenshots=DIR)");
        Path dir = Files.createDirectories(Path.of(to));
        for (int[] size : new int[][] {{1280, 900}, {390, 844}}) {
            String suffix = "-" + size[0] + "x" + size[1] + ".png";
            // Played at the desktop's width (on a phone the game's settings start folded), shown at each size.
            java.util.function.Consumer<String> shot = name -> {
                viewport(size[0], size[1], size[0] < 800);
                try {
                    String at = name.equals("reach") ? "reach-section" : name.equals("compare") ? "comparison"
                        : name.equals("fr-records-explained") ? "record-explanation" : name.equals("fr-play-refused") ? "refusal" : null;
                    ((JavascriptExecutor) driver).executeScript(at == null ? "window.scrollTo(0, 0)"
                            : "document.getElementById(arguments[0]).scrollIntoView()", at);
                    File f = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
                    Files.copy(f.toPath(), dir.resolve(name + suffix), StandardCopyOption.REPLACE_EXISTING);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                } finally {
                    ((ChromeDriver) driver).executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
                }
            };
            open();
            try {
                new org.openqa.selenium.interactions.Actions(driver).moveToElement(byId("tab-play")).perform();
                shot.accept("play-start-hover-on-tab");
                aStoneEachAndTwoPasses("tromp-taylor");
                shot.accept("play-ended");
                newGame(5, 5, "tromp-taylor");
                click("B2");
                click("D4");
                mode("reach");
                click("C3");
                shot.accept("reach");
                mode("play");
                int before = done();
                byId("keyboard").sendKeys("Z99", Keys.ENTER);
                waiting().until(d -> done() > before && byId("error").isDisplayed());
                shot.accept("typed-off-the-board");
                aStoneEachAndTwoPasses("new-zealand");
                act(() -> byId("tab-compare").click());
                act(() -> byId("compare-run").click());
                shot.accept("compare");
                act(() -> byId("tab-records").click());
                act(() -> {
                    byId("case-id").sendKeys("repetition.triple-ko");
                    driver.findElement(By.cssSelector("#case-form button[type='submit']")).click();
                });
                Path bad = Files.createTempFile("not-a-record", ".sgf");
                Files.writeString(bad, "(;GM[1]SZ[4];B[cc");
                int b = done();
                byId("sgf-file").sendKeys(bad.toString());
                waiting().until(d -> done() > b && byId("error").isDisplayed());
                Files.delete(bad);
                shot.accept("records-bad-sgf");
                // In French: a move refused, and a record's turn explained, in the server's French.
                open();
                act(() -> new Select(byId("lang")).selectByValue("fr"));
                try {
                    shot.accept("fr-play-start");
                    newGame(5, 5, "tromp-taylor");
                    click("B2");
                    click("B2");
                    shot.accept("fr-play-refused");
                    act(() -> byId("tab-records").click());
                    act(() -> byId("sgf-file").sendKeys(Path.of("src/test/resources/sgf/ko-retaken-at-once.sgf").toAbsolutePath().toString()));
                    act(() -> byId("record-explain").click());
                    shot.accept("fr-records-explained");
                } finally {
                    act(() -> new Select(byId("lang")).selectByValue("en"));
                }
            } finally {
                ((ChromeDriver) driver).executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
            }
        }
    }

    /** Not a test of the page: makes docs/explorer.png, when -Dexplorer.picture=docs/explorer.png is given. */
    @Test
    void picture() throws IOException {
        String to = System.getProperty("explorer.picture");
        assumeTrue(to != null, "no picture asked for (-Dexplorer.picture=docs/explorer.png)");
        play(9, 9, "tromp-taylor", "E5", "D5", "E4", "D4", "F6", "E6", "D6", "F5", "C5", "E3", "G5", "F4");
        viewport(1280, 900, false);
        try {
            File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
            Files.copy(shot.toPath(), Path.of(to), StandardCopyOption.REPLACE_EXISTING);
        } finally {
            ((ChromeDriver) driver).executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
        }
    }
}
