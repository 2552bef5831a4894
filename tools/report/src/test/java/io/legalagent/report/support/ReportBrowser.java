package io.legalagent.report.support;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * A report opened from its file in Debian's headless Chromium, as a reader would open it: what it
 * drew, what the console said, and a screenshot to look at. Skips the test where there is no browser.
 */
public final class ReportBrowser implements AutoCloseable {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    private final ChromeDriver browser;

    private ReportBrowser(ChromeDriver browser) {
        this.browser = browser;
    }

    public static ReportBrowser open(Path page) {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER), "no headless Chromium here");
        var options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu");
        var logging = new LoggingPreferences();
        logging.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logging);
        var service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort()
                .withEnvironment(Map.of("TMPDIR", System.getProperty("java.io.tmpdir")))
                .build();
        var browser = new ChromeDriver(service, options);
        browser.manage().window().setSize(new Dimension(1100, 1400));
        browser.get(page.toAbsolutePath().toUri().toString());
        return new ReportBrowser(browser);
    }

    /** Each figure's rendered SVG, by chart id, in page order. */
    public Map<String, String> svgs() {
        var svgs = new LinkedHashMap<String, String>();
        for (var figure : browser.findElements(By.cssSelector("figure[id^='chart-']"))) {
            var svg = figure.findElement(By.tagName("svg"));
            svgs.put(figure.getDomAttribute("id").substring("chart-".length()), svg.getDomProperty("outerHTML"));
        }
        return svgs;
    }

    /** The drawn height of the whole page, in CSS pixels. */
    public long pageHeight() {
        return (Long) ((JavascriptExecutor) browser).executeScript("return document.body.scrollHeight");
    }

    /** Console errors: a blocked fetch, a script the policy refused, a broken image. */
    public List<String> severeLogs() {
        return browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                .toList();
    }

    /** A screenshot of the whole page: the viewport is stretched to the page's height first. */
    public Path screenshot(Path png) throws IOException {
        browser.executeCdpCommand(
                "Emulation.setDeviceMetricsOverride",
                Map.of(
                        "width",
                        1100,
                        "height",
                        Math.min(16000, pageHeight() + 40),
                        "deviceScaleFactor",
                        1,
                        "mobile",
                        false));
        Files.createDirectories(png.toAbsolutePath().getParent());
        Files.write(png, browser.getScreenshotAs(OutputType.BYTES));
        return png;
    }

    @Override
    public void close() {
        browser.quit();
    }
}
