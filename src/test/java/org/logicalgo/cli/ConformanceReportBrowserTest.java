package org.logicalgo.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.logicalgo.browser.Chromium;

import org.logicalgo.rules.Ruleset;


/**
 * A failure's card in the report of {@code ./logical-go conformance}, read in a real browser
 * (Debian's headless Chromium driven by Selenium). The engine is ours made to forget the starting
 * colouring ({@code --defect start-not-counted}) and to play only 19x19 boards ({@code --profile
 * 19x19-showboard}), so that a small case is walled inside the engine's board and its start given
 * by {@code loadsgf}. Screenshots at desktop and phone width are left in target/report-screenshots/.
 * Skipped, with a message, where Chromium or its driver is missing.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ConformanceReportBrowserTest {

    private static final Path SCREENSHOTS = Path.of("target", "report-screenshots");

    /** Triple ko on a 12x4 grid: turn 6 (W K3) recreates the start; the 4x4 ko: turn 2 (W B3) does. */
    private static final String TRIPLE = "repetition.triple-ko@tromp-taylor";
    private static final String KO = "repetition.ko-repeats-start@tromp-taylor";

    @TempDir
    static Path dir;

    private static WebDriver driver;
    private static int status;
    private static String output;

    private static String missing() {
        return Chromium.missing("the report's browser tests");
    }

    @BeforeAll
    static void runTheCases() {
        List<String> engine = new ArrayList<>(ConformanceCommand.ownEngine(Ruleset.TROMP_TAYLOR));
        int fast = engine.indexOf("--engine");
        engine.subList(fast, fast + 2).clear();
        engine.addAll(List.of("--profile", "19x19-showboard", "--defect", "start-not-counted"));
        List<String> args = List.of("conformance", "--quiet", "--report-dir", dir.resolve("report").toString(),
                "--engine", String.join(" ", engine), "--case", "repetition.triple-ko", "--case", "repetition.ko-repeats-start",
                "--case", "full-board.ko-repeats-start");
        CliRun ran = CliRun.of(args.toArray(String[]::new));
        status = ran.status();
        output = ran.out() + "\n" + ran.err();
        if (!missing().isEmpty()) {
            return;
        }
        driver = Chromium.start("--lang=en-GB", "--allow-file-access-from-files");
    }

    @AfterAll
    static void stop() {
        if (driver != null) {
            driver.quit();
        }
    }

    private static void open(int width, int height, String fragment) {
        assumeTrue(driver != null, ConformanceReportBrowserTest::missing);
        driver.manage().window().setSize(new Dimension(width, height));
        driver.get(dir.resolve("report/report.html").toUri() + fragment);
    }

    private static void screenshot(String name) throws IOException {
        Files.createDirectories(SCREENSHOTS);
        File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), SCREENSHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void theRunFailsTheThreeRepetitions() {
        assertEquals(Main.REFUSED, status, output);
        assertTrue(output.contains("3 failed"), output);
    }

    @Test
    void aWalledFailureSaysItsTurnOnBothBoardsAndDrawsTheColouringItRepeats() throws IOException {
        open(1280, 900, "#" + TRIPLE);
        screenshot("card-desktop");
        WebElement card = driver.findElement(By.id(TRIPLE));
        // The grid's A1 is the engine's H16 (19 - 12 = 7 columns right, 19 - 4 = 15 rows up): K3 is R18.
        assertTrue(card.getText().contains("At turn 6: W K3 (R18 on the 19x19 board)"), card.getText());
        List<WebElement> captions = card.findElements(By.cssSelector(".boards figure figcaption"));
        assertTrue(captions.stream().anyMatch(c -> c.getText().equals("The start, which turn 6 repeats")),
                captions.stream().map(WebElement::getText).toList().toString());
        for (WebElement board : card.findElements(By.cssSelector("svg.lg-board"))) {
            assertTrue(board.getSize().getWidth() >= 240, "a board " + board.getSize().getWidth() + " px wide");
        }
        // The transcript is open, and its one marked exchange is turn 6 as the engine was asked it.
        WebElement transcript = card.findElement(By.cssSelector("details.transcript"));
        assertTrue(transcript.getAttribute("open") != null, "the transcript is collapsed");
        List<WebElement> marked = transcript.findElements(By.cssSelector("mark.wrong"));
        assertEquals(List.of("> play white R18", "="), marked.stream().map(m -> m.getText().strip()).toList());
        // The start went by loadsgf: the transcript names the file kept beside the report, which the card links.
        WebElement setUp = card.findElement(By.cssSelector(".replay a"));
        String file = setUp.getText();
        assertTrue(transcript.getText().contains("loadsgf " + file), transcript.getText());
        assertTrue(Files.readString(dir.resolve("report").resolve(file)).startsWith("(;FF[4]GM[1]SZ[19]"), file);
        assertTrue(card.findElement(By.cssSelector(".replay code")).getText()
                .endsWith("--case repetition.triple-ko --rules tromp-taylor"), card.findElement(By.cssSelector(".replay code")).getText());
    }

    @Test
    void aLargeBoardIsZoomedToTheMoveWithTheWholeBoardAClickAway() {
        open(1280, 900, "#full-board.ko-repeats-start@tromp-taylor");
        WebElement card = driver.findElement(By.id("full-board.ko-repeats-start@tromp-taylor"));
        // The ko is in the lower left corner (W A1 retakes at B1): seven points a side from A1.
        WebElement first = card.findElement(By.cssSelector(".boards figure figcaption"));
        assertEquals("Before turn 2 (columns A to G, rows 1 to 7)", first.getText());
        assertTrue(card.findElement(By.cssSelector("svg.lg-board")).getSize().getWidth() >= 240);
        WebElement whole = card.findElement(By.cssSelector("details.whole"));
        whole.findElement(By.tagName("summary")).click();
        assertTrue(whole.findElement(By.cssSelector("svg.lg-board title")).getAttribute("textContent").endsWith("the whole board"));
    }

    @Test
    void everyClauseLinkLeadsToAnElementAndTheClauseShowsItsText() {
        open(1280, 900, "");
        List<WebElement> links = driver.findElements(By.cssSelector("a[href^='#']"));
        assertFalse(links.isEmpty());
        for (WebElement a : links) {
            String id = a.getAttribute("href").substring(a.getAttribute("href").indexOf('#') + 1);
            assertEquals(1, driver.findElements(By.id(java.net.URLDecoder.decode(id, java.nio.charset.StandardCharsets.UTF_8))).size(),
                    "no element for " + a.getAttribute("href"));
        }
        WebElement tt6 = driver.findElement(By.cssSelector("#clause-TT-6 a.clause"));
        assertTrue(tt6.getAttribute("title").startsWith("TT-6 "), tt6.getAttribute("title"));
        assertTrue(driver.findElement(By.id("text-TT-6")).getText().startsWith("TT-6"));
        // The failed count of TT-6 leads to its failures, each a card.
        driver.findElement(By.cssSelector("#clause-TT-6 td.failed a")).click();
        List<WebElement> cards = driver.findElements(By.cssSelector("#failures-TT-6 a[href*='@']"));
        assertEquals(3, cards.size());
        // No favicon to fetch; no "reasons below" with none below.
        assertTrue(driver.findElement(By.cssSelector("link[rel=icon]")).getAttribute("href").startsWith("data:image/svg+xml"));
        assertFalse(driver.getPageSource().contains("the reasons below"));
    }

    @Test
    void onAPhoneThePageDoesNotScrollSideways() throws IOException {
        open(390, 844, "#" + KO);
        screenshot("card-phone");
        JavascriptExecutor js = (JavascriptExecutor) driver;
        Number width = (Number) js.executeScript("return document.documentElement.scrollWidth");
        Number window = (Number) js.executeScript("return window.innerWidth");
        Object wide = js.executeScript("return [...document.querySelectorAll('body *')].filter(e => !e.closest('.scroll')"
                + " && e.getBoundingClientRect().right > window.innerWidth + 1).slice(0, 8)"
                + ".map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right)).join(', ')");
        assertTrue(width.intValue() <= window.intValue(), "the page is " + width + " px wide in a window of " + window + ": " + wide);
        WebElement ruleset = driver.findElement(By.cssSelector("#" + KO.replace(".", "\\.").replace("@", "\\@") + " code.rs span"));
        assertEquals("nowrap", ruleset.getCssValue("white-space"));
    }
}
