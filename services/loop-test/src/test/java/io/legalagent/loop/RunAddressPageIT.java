package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.legalagent.identity.testing.LocalIssuer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A run's address on the page ({@code #/requests/ID}) and its waterfall, in Debian's headless Chromium
 * in front of the nine nodes and the real local issuer: the address survives a reload and back/forward,
 * opens the run for its asker in a fresh browser (through the sign-in form), and shows the gateway's
 * refusal to a user of another organisation. The waterfall's bars are measured against the hop times
 * the event stream gives; a run parked for review shows its wait as a wait. Screenshots in target/.
 */
class RunAddressPageIT extends GatewayLoop {
    private static final int PORT = freePort();
    private static final String OTHER = "olga";
    private static final String OTHER_ORGANISATION = "elsewhere";
    private static final String OTHER_PASSWORD = "olga-test-password";
    private static final Pattern HOP = Pattern.compile("\"hop\":(\\d+)");
    private static final Pattern ELAPSED = Pattern.compile("\"elapsedMs\":(\\d+)");
    private static final Pattern ROUTE = Pattern.compile("\"route\":\"([A-Z_]+)\"");

    private static LocalIssuer issuer;
    private final List<WebDriver> browsers = new ArrayList<>();

    /** A hop as the event stream gives it. */
    record StreamedHop(int hop, String route, long elapsedMs) {}

    @DynamicPropertySource
    static void signIn(DynamicPropertyRegistry registry) {
        issuer = BrowserSignIn.startIssuer(
                PORT,
                "legal.identity.users[1].name=" + OTHER,
                "legal.identity.users[1].password=" + OTHER_PASSWORD,
                "legal.identity.users[1].organisation=" + OTHER_ORGANISATION);
        registry.add("server.port", () -> PORT);
        BrowserSignIn.register(registry, issuer);
    }

    @AfterAll
    static void stopIssuer() {
        if (issuer != null) {
            issuer.close();
        }
    }

    @AfterEach
    void closeBrowsers() {
        browsers.forEach(WebDriver::quit);
    }

    @Test
    void aRunsAddressReopensItAfterAReloadInAFreshSessionOfItsAskerAndIsRefusedToAnotherOrganisation()
            throws Exception {
        var browser = browser();
        browser.get(uri("/").toString());
        BrowserSignIn.signIn(browser);
        assertThat(browser.findElement(By.id("run")).isDisplayed())
                .as("no hash: the empty form")
                .isFalse();
        browser.findElement(By.id("question")).sendKeys("What are the elements of battery?");
        browser.findElement(By.id("ask-button")).click();
        answered(browser);
        String address = script(browser, "return location.hash;");
        assertThat(address).matches("#/requests/[^/]+");
        String requestId = address.substring("#/requests/".length());
        String answer = browser.findElement(By.id("answer-text")).getText();
        assertThat(answer).isNotBlank();
        var hops = assertWaterfallInProportionTo(browser, requestId);
        assertThat(browser.findElements(By.cssSelector(".wf-row")).stream()
                        .map(row -> row.getAttribute("data-duration-ms"))
                        .distinct()
                        .count())
                .as("hops of different durations, so that widths in proportion say something")
                .isGreaterThan(2);
        String traceId = script(browser, "return document.querySelector('#links a').href.split('/trace/')[1];");
        assertThat(browser.findElement(By.cssSelector(".wf-row[data-hop='3'] .wf-label a"))
                        .getAttribute("href"))
                .isEqualTo("http://jaeger.example:16686/trace/" + traceId + "?uiFind=legal.hop%3D3");
        screenshot(browser, "run-address-waterfall.png");

        browser.navigate().refresh();
        answered(browser);
        assertThat(browser.findElement(By.id("answer-text")).getText()).isEqualTo(answer);
        assertThat(browser.findElement(By.id("run-meta")).getText()).contains(requestId);
        assertWaterfallInProportionTo(browser, requestId);

        script(browser, "location.hash = '#/';");
        new WebDriverWait(browser, Duration.ofSeconds(10))
                .until(ExpectedConditions.invisibilityOfElementLocated(By.id("run")));
        assertThat(browser.findElement(By.id("result")).isDisplayed()).isFalse();
        browser.navigate().back();
        answered(browser);
        assertThat(browser.findElement(By.id("answer-text")).getText()).isEqualTo(answer);

        var fresh = browser();
        fresh.get(uri("/" + address).toString());
        refused(fresh);
        BrowserSignIn.signIn(fresh);
        answered(fresh);
        assertThat(RunAddressPageIT.<String>script(fresh, "return location.hash;"))
                .isEqualTo(address);
        assertThat(fresh.findElement(By.id("answer-text")).getText()).isEqualTo(answer);
        screenshot(fresh, "run-address-fresh-session.png");

        var other = browser();
        other.get(uri("/").toString());
        BrowserSignIn.signIn(other, OTHER, OTHER_PASSWORD, OTHER_ORGANISATION);
        other.get(uri("/" + address).toString());
        assertThat(refused(other)).contains("No such run", requestId);
        assertThat(other.findElement(By.id("result")).isDisplayed()).isFalse();
        assertThat(other.findElements(By.cssSelector("#timeline li.hop"))).isEmpty();
        screenshot(other, "run-address-refused.png");
    }

    /** A run parked for a plan review: the hop that resumed it is drawn as the wait, apart from research. */
    @Test
    void theWaitForAReviewerIsDrawnAsAWaitNotAsResearch() throws Exception {
        var browser = browser();
        browser.get(uri("/").toString());
        BrowserSignIn.signIn(browser);
        browser.findElement(By.id("question")).sendKeys("What must a plaintiff prove to recover for conversion?");
        browser.findElement(By.id("review-plan")).click();
        browser.findElement(By.id("ask-button")).click();
        var wait = new WebDriverWait(browser, Duration.ofSeconds(120));
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("paused-note"), "Waiting for review"));
        Thread.sleep(3000); // a wait long enough to see beside the hops
        ReviewBoard.open(browser, wait, "conversion");
        wait.until(ExpectedConditions.elementToBeClickable(By.id("review-approve")))
                .click();
        answered(browser);
        String requestId = RunAddressPageIT.<String>script(browser, "return location.hash;")
                .substring("#/requests/".length());
        var hops = assertWaterfallInProportionTo(browser, requestId);
        int parked = hops.stream()
                .filter(hop -> hop.route().equals("PARKED"))
                .findFirst()
                .orElseThrow()
                .hop();
        var waiting = browser.findElements(By.cssSelector(".wf-row.waiting"));
        assertThat(waiting).extracting(row -> row.getAttribute("data-hop")).containsExactly(String.valueOf(parked + 1));
        assertThat(Long.parseLong(waiting.get(0).getAttribute("data-duration-ms")))
                .isGreaterThanOrEqualTo(3000);
        assertThat(waiting.get(0).getText()).contains("review wait");
        assertThat(browser.findElement(By.cssSelector(".wf-summary")).getText()).contains("waiting for review");
        screenshot(browser, "run-address-review-wait.png");
    }

    /**
     * The hops the event stream gives (read in the page's session), against the waterfall: a row per
     * hop with its start and duration, and each bar as wide as its share of the run, to a pixel.
     */
    private List<StreamedHop> assertWaterfallInProportionTo(WebDriver browser, String requestId) {
        var hops = streamedHops(browser, requestId);
        assertThat(hops).as("every node but the replanner at least").hasSizeGreaterThanOrEqualTo(8);
        @SuppressWarnings("unchecked")
        var bars = (List<Map<String, Object>>)
                ((JavascriptExecutor) browser)
                        .executeScript(
                                """
                return Array.from(document.querySelectorAll('#waterfall .wf-row')).map(row => ({
                  hop: Number(row.dataset.hop), start: Number(row.dataset.startMs), duration: Number(row.dataset.durationMs),
                  track: row.querySelector('.wf-track').getBoundingClientRect().width,
                  left: row.querySelector('.wf-bar').getBoundingClientRect().left - row.querySelector('.wf-track').getBoundingClientRect().left,
                  width: row.querySelector('.wf-bar').getBoundingClientRect().width }));
                """);
        assertThat(bars).hasSize(hops.size());
        long total = hops.get(hops.size() - 1).elapsedMs();
        long previous = 0;
        for (int i = 0; i < hops.size(); i++) {
            var hop = hops.get(i);
            var bar = bars.get(i);
            long duration = hop.elapsedMs() - previous;
            assertThat(number(bar, "hop")).isEqualTo(hop.hop());
            assertThat(number(bar, "start")).isEqualTo(previous);
            assertThat(number(bar, "duration")).isEqualTo(duration);
            double track = number(bar, "track");
            assertThat(number(bar, "width"))
                    .as("hop %d: %d of %d ms", hop.hop(), duration, total)
                    .isCloseTo(track * duration / total, within(1.0));
            assertThat(number(bar, "left")).isCloseTo(track * previous / total, within(1.0));
            previous = hop.elapsedMs();
        }
        return hops;
    }

    private static double number(Map<String, Object> bar, String key) {
        return ((Number) bar.get(key)).doubleValue();
    }

    /** The run's hop events as {@code GET /api/questions/{id}/events} gives them to the signed-in page. */
    private static List<StreamedHop> streamedHops(WebDriver browser, String requestId) {
        String stream = (String) ((JavascriptExecutor) browser)
                .executeAsyncScript(
                        "const done = arguments[arguments.length - 1];"
                                + "fetch('api/questions/' + arguments[0] + '/events').then(r => r.text()).then(done);",
                        requestId);
        var hops = new ArrayList<StreamedHop>();
        var event = "";
        for (var line : stream.split("\n")) {
            if (line.startsWith("event:")) {
                event = line.substring("event:".length()).strip();
            } else if (line.startsWith("data:") && event.equals("hop")) {
                hops.add(new StreamedHop(
                        Integer.parseInt(find(HOP, line)), find(ROUTE, line), Long.parseLong(find(ELAPSED, line))));
            }
        }
        return hops;
    }

    private static String find(Pattern pattern, String text) {
        var matcher = pattern.matcher(text);
        assertThat(matcher.find()).as("%s in %s", pattern, text).isTrue();
        return matcher.group(1);
    }

    private static void answered(WebDriver browser) {
        try {
            new WebDriverWait(browser, Duration.ofSeconds(120))
                    .until(ExpectedConditions.visibilityOfElementLocated(By.id("result")));
        } catch (org.openqa.selenium.TimeoutException e) {
            throw new AssertionError(
                    "no answer shown at " + browser.getCurrentUrl() + ": "
                            + script(browser, "return document.querySelector('main').innerText.slice(0, 600);"),
                    e);
        }
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("ANSWERED");
        assertThat(browser.findElement(By.id("run-refused")).isDisplayed()).isFalse();
    }

    private static String refused(WebDriver browser) {
        new WebDriverWait(browser, Duration.ofSeconds(60))
                .until(ExpectedConditions.visibilityOfElementLocated(By.id("run-refused")));
        return browser.findElement(By.id("run-refused")).getText();
    }

    private WebDriver browser() {
        var browser = GatewayPageIT.headlessChromium();
        browsers.add(browser);
        return browser;
    }

    @SuppressWarnings("unchecked")
    private static <T> T script(WebDriver browser, String script) {
        return (T) ((JavascriptExecutor) browser).executeScript(script);
    }

    private static void screenshot(WebDriver browser, String name) throws IOException {
        var file = Path.of("target", "screenshots", name);
        Files.createDirectories(file.getParent());
        Files.write(file, ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
        System.out.println("screenshot: " + file.toAbsolutePath());
    }

    private static int freePort() {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
