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
import java.util.Map;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.logicalgo.browser.Chromium;

import org.logicalgo.json.JsonShapes;


/**
 * {@code ./logical-go conformance matrix} run on three cases against our engine, GNU Go (where
 * installed) and the weiqi harness (where its packages are installed), and its page read in a real
 * browser, Debian's headless Chromium driven by Selenium as in ExplorerBrowserTest: every run a
 * row, every clause cell the counts of that run's own report.json, and a failing cell's link
 * opening that run's report at the failure. Screenshots at desktop and phone width are left in
 * target/matrix-screenshots/. Skipped, with a message, where Chromium or its driver is missing.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class ConformanceMatrixBrowserTest {

    private static final Path SCREENSHOTS = Path.of("target", "matrix-screenshots");

    /** GNU Go fails the first (a suicide that recreates an earlier colouring, accepted); weiqi the second; every engine passes the ko. */
    private static final List<String> CASES = List.of("full-board.suicide-several-recreates-earlier",
            "full-board.suicide-joins-two-strings-edge", "basics.ko-basic");

    @TempDir
    static Path dir;

    private static WebDriver driver;
    private static int status;
    private static String output;

    private static String missing() {
        return Chromium.missing("the matrix's browser tests");
    }

    @BeforeAll
    static void runTheMatrix() {
        List<String> args = new ArrayList<>(List.of("conformance", "matrix", "--quiet", "--report-dir", dir.resolve("matrix").toString(),
                "--only", "logical-go", "--only", "gnugo", "--only", "weiqi"));
        CASES.forEach(c -> args.addAll(List.of("--case", c)));
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

    private static void open(int width, int height) {
        assumeTrue(driver != null, ConformanceMatrixBrowserTest::missing);
        driver.manage().window().setSize(new Dimension(width, height));
        driver.get(dir.resolve("matrix/index.html").toUri().toString());
    }

    private static void screenshot(String name) throws IOException {
        Files.createDirectories(SCREENSHOTS);
        File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), SCREENSHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    private static boolean gnugo() {
        return ConformanceMatrixCommand.find("gnugo").isPresent();
    }

    private static boolean weiqi() {
        return Files.isDirectory(Path.of("conformance/harnesses/weiqi/node_modules/weiqi"))
                && org.logicalgo.conformance.runner.HarnessRun.node().isPresent();
    }

    @Test
    void everyRunMatchesItsBaselineAndTheCommandSaysWhereThePageIs() {
        assertEquals(0, status, output);
        assertTrue(output.contains("Matrix: " + dir.resolve("matrix/index.html")), output);
        assertTrue(Files.isRegularFile(dir.resolve("matrix/logical-go.tromp-taylor/report.html")), output);
    }

    @Test
    void eachEnginesFirstRowHasItsPerftBesideItsCases() throws IOException {
        // Our engine counts every perft position as the rules do; its first row links the report.
        String ours = Files.readString(dir.resolve("matrix/logical-go.tromp-taylor/perft.txt"));
        assertTrue(ours.matches("(?s).*\\n\\d+ the same, 0 differ, \\d+ not run\\n"), ours);
        String page = Files.readString(dir.resolve("matrix/index.html"));
        assertTrue(page.contains("<a href=\"logical-go.tromp-taylor/perft.txt\">perft</a>: "), page);
        assertTrue(output.contains("perft: "), output);
        if (gnugo()) {
            // GNU Go leaves the start out of its superko history (conformance/engines/gnugo.md): its perft differs.
            String gnugo = Files.readString(dir.resolve("matrix/gnugo.tromp-taylor/perft.txt"));
            assertTrue(gnugo.contains("DIFFERS") && gnugo.contains("TT-6"), gnugo);
        }
    }

    @Test
    void everyEngineHasItsRowsAndEveryCellTheCountsOfItsOwnReport() throws IOException {
        open(1280, 900);
        screenshot("desktop");
        // Ours under every ruleset the chosen cases have expectations for, as the matrix names its runs.
        List<String> expected = new ArrayList<>();
        org.logicalgo.conformance.Suite suite = org.logicalgo.conformance.Suite.load(java.nio.file.Path.of("conformance/cases"));
        CASES.stream().flatMap(id -> suite.find(id).orElseThrow().expect().keySet().stream()).distinct()
                .forEach(r -> expected.add(org.logicalgo.conformance.runner.Matrix.slug("logical-go." + org.logicalgo.rulesets.Rulesets.name(r).replace("+", ".").replace("=", "-"))));
        // GNU Go in both roles: as a referee (play) and as a player (is_legal).
        expected.addAll(List.of("gnugo.tromp-taylor", "gnugo.player.tromp-taylor"));
        if (weiqi()) {
            expected.addAll(List.of("weiqi.tromp-taylor", "weiqi.tromp-taylor.suicide-forbidden"));
        }
        List<WebElement> rows = driver.findElements(By.cssSelector("#matrix tbody tr"));
        List<String> runs = rows.stream().map(r -> r.getAttribute("data-run")).toList();
        assertEquals(expected.stream().sorted().toList(), runs.stream().sorted().toList());
        List<String> clauses = driver.findElements(By.cssSelector("#matrix thead th[data-clause]")).stream().map(WebElement::getText).toList();
        assertTrue(clauses.containsAll(List.of("TT-6", "TT-7", "TT-C7", "TT-R4")), clauses.toString());
        for (WebElement row : rows) {
            String run = row.getAttribute("data-run");
            if (run.startsWith("gnugo.") && !gnugo()) {
                assertTrue(row.getText().contains("not installed"), row.getText());
                continue;
            }
            List<WebElement> cells = row.findElements(By.cssSelector("td[data-clause]"));
            assertEquals(clauses, cells.stream().map(c -> c.getAttribute("data-clause")).toList(), run);
            JsonNode report = JsonShapes.MAPPER.readTree(dir.resolve("matrix").resolve(run).resolve("report.json").toFile());
            for (WebElement cell : cells) {
                String clause = cell.getAttribute("data-clause");
                JsonNode counts = report.path("clauses").path(clause);
                if (counts.isMissingNode()) {
                    assertEquals("·", cell.getText(), run + " " + clause);
                    continue;
                }
                String shown = counts.path("shown").asText() + "/" + counts.path("failed").asText() + "/" + counts.path("notAsked").asText();
                assertEquals(shown, cell.getText(), run + " " + clause);
                String css = cell.getAttribute("class");
                assertEquals(counts.path("failed").asInt() > 0, css.contains("fail"), run + " " + clause + ": " + css);
            }
            assertTrue(row.getText().contains("as baseline"), row.getText());
        }
        // Our engine fails nothing: no red cell in its rows.
        assertTrue(driver.findElements(By.cssSelector("tr[data-run^='logical-go'] td.fail")).isEmpty());
        assertTrue(driver.findElement(By.id("meta")).getText().matches("(?s).*Run \\d{4}-\\d\\d-\\d\\d .*load average.*"),
                driver.findElement(By.id("meta")).getText());
    }

    @Test
    void aFailingCellLeadsToThatEnginesFailure() throws IOException {
        assumeTrue(gnugo(), "GNU Go is not installed (apt-get install -y gnugo)");
        open(1280, 900);
        WebElement cell = driver.findElement(By.cssSelector("tr[data-run='gnugo.tromp-taylor'] td.fail[data-clause='TT-6']"));
        assertEquals("1", cell.getAttribute("data-failed"));
        cell.findElement(By.tagName("a")).click();
        String url = driver.getCurrentUrl();
        // The clause's failures in that run's report, each a link to its card.
        assertTrue(url.endsWith("/gnugo.tromp-taylor/report.html#failures-TT-6"), url);
        WebElement failures = driver.findElement(By.id("failures-TT-6"));
        failures.findElement(By.cssSelector("a[href='#full-board.suicide-several-recreates-earlier@tromp-taylor']")).click();
        WebElement failure = driver.findElement(By.id("full-board.suicide-several-recreates-earlier@tromp-taylor"));
        assertTrue(failure.getAttribute("class").contains("case-failed"), failure.getAttribute("class"));
        assertTrue(failure.getText().contains("At turn 8"), failure.getText());
        assertTrue(driver.getPageSource().contains("GNU Go"), "not GNU Go's report");
    }

    @Test
    void everyClauseCellLinksToAnElementOfItsRunsReport() {
        open(1280, 900);
        Map<String, List<String>> byReport = new java.util.TreeMap<>();
        for (WebElement a : driver.findElements(By.cssSelector("#matrix td.cell a"))) {
            String href = a.getAttribute("href");
            assertTrue(href.contains("/report.html#failures-") || href.contains("/report.html#clause-"), href);
            byReport.computeIfAbsent(href.substring(0, href.indexOf('#')), k -> new ArrayList<>()).add(href.substring(href.indexOf('#') + 1));
        }
        assertFalse(byReport.isEmpty());
        byReport.forEach((report, ids) -> {
            driver.get(report);
            for (String id : ids) {
                assertEquals(1, driver.findElements(By.id(id)).size(), report + "#" + id);
            }
        });
    }

    @Test
    void onAPhoneTheRunsStayReadableAndTheMatrixScrollsSideways() throws IOException {
        open(390, 844);
        screenshot("phone");
        WebElement first = driver.findElement(By.cssSelector("#matrix tbody th.run"));
        assertTrue(first.getSize().getWidth() < 200, "the run column takes " + first.getSize().getWidth() + " px of 390");
        Map<String, Object> widths = Map.of("page", driver.findElement(By.tagName("body")).getSize().getWidth());
        assertTrue((Integer) widths.get("page") <= 390, widths.toString());
        assertFalse(driver.findElement(By.cssSelector(".scroll")).getCssValue("overflow-x").equals("visible"));
    }
}
