package org.logicalgo.browser;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's Chromium and its driver, headless, for the browser tests (the explorer, the conformance
 * report, the matrix, the solved boards). The driver's path is given, so Selenium Manager is never
 * asked for one and never goes to the network.
 */
public final class Chromium {

    public static final Path BINARY = Path.of("/usr/bin/chromium");
    public static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private Chromium() {
    }

    /** Why the browser tests of {@code who} cannot run on this machine, or "" when they can. */
    public static String missing(String who) {
        if (!Files.isExecutable(BINARY)) {
            return BINARY + " is not installed (apt-get install -y chromium chromium-driver); " + who + " need it";
        }
        if (!Files.isExecutable(DRIVER)) {
            return DRIVER + " is not installed (apt-get install -y chromium-driver); " + who + " need it";
        }
        return "";
    }

    /** A headless browser, 1280x900, with these arguments besides ({@code --lang=en-GB}, ...). */
    public static WebDriver start(String... arguments) {
        // Selenium ships CDP bindings for a few Chrome versions; WebDriver needs none, so its warning is noise.
        Logger.getLogger("org.openqa.selenium").setLevel(Level.SEVERE);
        System.setProperty("webdriver.chrome.driver", DRIVER.toString());
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).usingAnyFreePort().build();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(BINARY.toFile());
        List<String> all = new ArrayList<>(List.of("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,900"));
        all.addAll(List.of(arguments));
        options.addArguments(all);
        return new ChromeDriver(service, options);
    }
}
