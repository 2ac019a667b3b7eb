package org.logicalgo.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.logicalgo.browser.Chromium;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The solved boards page (solve.html) in headless Chromium: 2x2 under tromp-taylor is B+1 with
 * its line, the steps move the board, and the other rulesets say their values and refusals.
 */
class SolvePageBrowserTest {


    @RegisterExtension
    static final ExplorerClient client = new ExplorerClient();

    private static WebDriver driver;

    @BeforeAll
    static void startBrowser() {
        if (!Chromium.missing("the solved boards' browser test").isEmpty()) {
            return;
        }
        driver = Chromium.start();
    }

    @AfterAll
    static void stop() {
        if (driver != null) {
            driver.quit();
        }
    }

    @Test
    void twoByTwoStepByStepAndUnderTheOtherRulesets() {
        assumeTrue(driver != null, Chromium.missing("the solved boards' browser test"));
        driver.get(client.uri("/solve.html?grid=2x2").toString());
        WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(15));
        wait.until(d -> "true".equals(d.findElement(By.tagName("body")).getAttribute("data-ready")));
        assertEquals("2x2", new Select(driver.findElement(By.id("grid"))).getFirstSelectedOption().getText());
        assertTrue(driver.findElement(By.id("value")).getText().startsWith("2x2 under tromp-taylor, komi 0: B+1"),
                driver.findElement(By.id("value")).getText());
        List<WebElement> turns = driver.findElements(By.cssSelector("#turns li"));
        assertEquals("B A1 [TT-7]", turns.get(0).getText());
        assertEquals(0, driver.findElements(By.cssSelector("#board .stone")).size(), "the start is empty");
        for (int i = 0; i < 4; i++) {
            driver.findElement(By.id("next")).click();
        }
        // After W A2 takes A1 and B1: two white stones, none black.
        assertEquals("Turn 4 of " + turns.size() + ": W A2, clears A1 B1 [TT-7]", driver.findElement(By.id("step-caption")).getText());
        assertEquals(2, driver.findElements(By.cssSelector("#board .stone.white")).size());
        assertEquals(0, driver.findElements(By.cssSelector("#board .stone.black")).size());
        String others = driver.findElement(By.id("others")).getText();
        assertTrue(others.contains("tromp-taylor+ko=situational B+1"), others);
        assertTrue(others.contains("tromp-taylor+ko=simple none"), others);
        assertTrue(others.contains("with only simple ko (ko=simple, TT-V1)"), others);
        assertEquals("", client.log.toString(), "the server said nothing");
    }
}
