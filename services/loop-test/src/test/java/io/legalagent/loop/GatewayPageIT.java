package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.legalagent.contracts.Owner;
import io.legalagent.identity.testing.LocalIssuer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The page in Debian's headless Chromium, in front of the nine nodes and the real local issuer: a
 * person signs in through the issuer's form, types a multiple-choice question, sees the hops arrive
 * before the answer, reads the answer with its selection and a MATCH verification, opens a cited
 * passage, and signs out (at the issuer too). The page's Content-Security-Policy is sent and the
 * browser reports no violation of it. Screenshots go to target/ (signed out, a desktop and a
 * phone-sized window). Skipped only where no Chromium is installed ({@code .ci/run} installs it).
 */
class GatewayPageIT extends GatewayLoop {
    /** The gateway's port, chosen before it starts: the issuer sends the browser back to it after signing out. */
    private static final int PORT = freePort();

    private static LocalIssuer issuer;
    private static final List<Path> BROWSERS =
            List.of(Path.of("/usr/bin/chromium"), Path.of("/usr/bin/chromium-browser"));
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private WebDriver browser;

    static Optional<Path> chromium() {
        return BROWSERS.stream().filter(Files::isExecutable).findFirst();
    }

    /** Debian's Chromium, headless, through its chromedriver; the test is skipped where there is none. */
    static WebDriver headlessChromium() {
        var binary = chromium();
        assumeTrue(binary.isPresent(), "no chromium binary on this machine");
        assertThat(DRIVER).as("Debian's chromium-driver beside chromium").isExecutable();
        var options = new ChromeOptions();
        options.setBinary(binary.get().toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu");
        // The console, so that a test sees what the Content-Security-Policy refused.
        var logging = new LoggingPreferences();
        logging.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logging);
        var service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort()
                // The browser's own temporary folders go where this test's do (target/), not to /tmp.
                .withEnvironment(java.util.Map.of("TMPDIR", System.getProperty("java.io.tmpdir")))
                .build();
        var browser = new ChromeDriver(service, options);
        browser.manage().window().setSize(new Dimension(1200, 1500));
        return browser;
    }

    @DynamicPropertySource
    static void signIn(DynamicPropertyRegistry registry) {
        issuer = BrowserSignIn.startIssuer(PORT);
        registry.add("server.port", () -> PORT);
        BrowserSignIn.register(registry, issuer);
    }

    @AfterAll
    static void stopIssuer() {
        if (issuer != null) {
            issuer.close();
        }
    }

    private static int freePort() {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @BeforeEach
    void openBrowser() {
        browser = headlessChromium();
    }

    @AfterEach
    void closeBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Test
    void aPersonSignsInAsksWatchesTheHopsReadsTheAnswerOpensACitedPassageAndSignsOut() throws Exception {
        var wait = new WebDriverWait(browser, Duration.ofSeconds(120));
        assertThat(port).isEqualTo(PORT);
        var page = get("/");
        assertThat(page.headers().firstValue("Content-Security-Policy")).hasValueSatisfying(csp -> assertThat(csp)
                .contains("script-src 'self'", "frame-ancestors 'none'")
                .doesNotContain("unsafe-inline"));
        assertThat(page.headers().firstValue("X-Content-Type-Options")).contains("nosniff");
        browser.get(uri("/").toString());
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("sign-in")));
        assertThat(browser.findElement(By.id("signed-in")).isDisplayed()).isFalse();
        wait.until(ExpectedConditions.textToBe(By.id("documents-empty"), "Sign in to see the library's documents."));
        screenshot("gateway-page-signed-out.png");
        BrowserSignIn.signIn(browser);
        assertThat(browser.getCurrentUrl()).isEqualTo(uri("/").toString());
        assertThat(browser.findElement(By.id("sign-in")).isDisplayed()).isFalse();
        screenshot("gateway-page-signed-in.png");
        assertThat(browser.manage().getCookies())
                .as("the session cookie is HttpOnly: no script reads it")
                .anySatisfy(cookie -> {
                    assertThat(cookie.getName()).isEqualTo("LEGAL_SESSION");
                    assertThat(cookie.isHttpOnly()).isTrue();
                });
        assertThat((String) ((JavascriptExecutor) browser).executeScript("return document.cookie;"))
                .doesNotContain("LEGAL_SESSION");
        assertThat(browser.findElement(By.id("question")).getTagName()).isEqualTo("textarea");
        // Records, as the page changes, when the first hop appeared and when the answer did.
        ((JavascriptExecutor) browser)
                .executeScript(
                        """
                        window.seen = {};
                        new MutationObserver(() => {
                          const hops = document.querySelectorAll('#timeline li.hop').length;
                          if (hops && !window.seen.firstHop) { window.seen.firstHop = performance.now(); }
                          if (!document.getElementById('result').hidden && !window.seen.answer) {
                            window.seen.answer = performance.now(); window.seen.hopsAtAnswer = hops;
                          }
                        }).observe(document.body, {subtree: true, childList: true, attributes: true});
                        """);

        browser.findElement(By.id("question"))
                .sendKeys("A tenant assigns the lease without the landlord's consent. Is the assignee liable for"
                        + " rent?");
        browser.findElement(By.cssSelector("#choices summary")).click();
        browser.findElement(By.id("choice-A")).sendKeys("Yes, by privity of estate.");
        browser.findElement(By.id("choice-B")).sendKeys("No, never.");
        browser.findElement(By.id("choice-C")).sendKeys("Only if the assignee assumed the lease.");
        browser.findElement(By.id("choice-D")).sendKeys("Only if the landlord consented.");
        browser.findElement(By.id("ask-button")).click();

        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("result")));
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("verification"), "MATCH"));
        @SuppressWarnings("unchecked")
        var seen = (Map<String, Object>) ((JavascriptExecutor) browser).executeScript("return window.seen;");
        assertThat(((Number) seen.get("hopsAtAnswer")).intValue())
                .as("hops shown when the answer came")
                .isPositive();
        assertThat(((Number) seen.get("firstHop")).doubleValue())
                .as("the first hop appeared before the answer")
                .isLessThan(((Number) seen.get("answer")).doubleValue());
        assertThat(browser.findElements(By.cssSelector("#timeline li.hop")))
                .extracting(hop -> hop.getAttribute("data-node"))
                .startsWith("guard", "classifier", "planner")
                .endsWith("observer");
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("ANSWERED");
        assertThat(browser.findElement(By.id("signature")).getText())
                .startsWith("Signature: verified with the published key");
        assertThat(browser.findElement(By.id("custody")).getText())
                .as("who vouched, or that nobody's word was checked")
                .containsAnyOf("Who vouched for each part", "Custody not checked");
        assertThat(browser.findElement(By.cssSelector("#selection tr.chosen")).getText())
                .startsWith("(");
        assertThat(browser.findElement(By.id("links")).getText()).contains("trace in Jaeger");
        assertThat(browser.findElement(By.id("recent-list")).getText()).contains("A tenant assigns the lease");
        assertShowsTheEvidenceAndTheAlsoConsultedPassagesOfThePublishedAnswer();

        browser.findElements(By.cssSelector("#answer-text button.cite")).get(0).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("passage-check"), "SHA-256 matches"));
        assertThat(browser.findElement(By.id("passage-text")).getText()).isNotBlank();
        screenshot("gateway-page.png");

        browser.findElement(By.id("passage-close")).click();
        browser.manage().window().setSize(new Dimension(390, 844));
        long overflow = (Long) ((JavascriptExecutor) browser)
                .executeScript("return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
        assertThat(overflow).as("no sideways scrolling on a phone-sized screen").isLessThanOrEqualTo(0);
        screenshot("gateway-page-phone.png");
        browser.manage().window().setSize(new Dimension(1200, 1500));

        browser.findElement(By.id("sign-out")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("sign-in")));
        assertThat(browser.getCurrentUrl()).isEqualTo(uri("/").toString());
        assertThat(browser.findElement(By.id("recent-list")).getText()).doesNotContain("A tenant assigns the lease");
        // Signed out at the issuer too: signing in again asks for the password.
        browser.findElement(By.id("sign-in")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("password")));
        assertThat(browser.getCurrentUrl()).startsWith(issuer.issuerUri());
        assertNoContentSecurityPolicyViolation();
    }

    /**
     * A person in the loop, on the real stack: the asker ticks "review the plan"; the run parks at the
     * reviewer node; a reviewer of the organisation (the same person, who has every role) opens it from
     * the count in the header, changes the first step and approves; the loop resumes and researches the
     * edited plan, and the answer names who reviewed it.
     */
    @Test
    void aReviewerEditsAPendingPlanAndTheEditedPlanIsResearched() throws Exception {
        var wait = new WebDriverWait(browser, Duration.ofSeconds(120));
        browser.get(uri("/").toString());
        BrowserSignIn.signIn(browser);
        String question = "What must a plaintiff prove to recover for trespass to chattels?";
        browser.findElement(By.id("question")).sendKeys(question);
        browser.findElement(By.id("review-plan")).click();
        browser.findElement(By.id("ask-button")).click();
        wait.until(
                ExpectedConditions.textToBePresentInElementLocated(By.id("paused-note"), "Waiting for review (plan)"));
        screenshot("review-loop-waiting.png");

        ReviewBoard.open(browser, wait, "trespass to chattels");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("review-panel")));
        var steps = browser.findElements(By.cssSelector("#review-steps input.step-text"));
        assertThat(steps).isNotEmpty();
        String edited = "What intentional interference with a chattel makes a defendant liable?";
        steps.get(0).clear();
        steps.get(0).sendKeys(edited);
        screenshot("review-loop-editing.png");
        browser.findElement(By.id("review-approve")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("review-done"), "Sent: EDIT"));

        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("result")));
        assertThat(browser.findElement(By.id("status")).getText()).isEqualTo("ANSWERED");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("reviewed")));
        assertThat(browser.findElement(By.id("reviewed")).getText()).contains(LocalIssuer.USER);
        assertThat(browser.findElements(By.cssSelector("#timeline li.hop")))
                .extracting(hop -> hop.getAttribute("data-node"))
                .containsSubsequence("planner", "reviewer", "reviewer", "executor", "observer");
        assertThat(browser.findElement(By.id("result")).getText()).contains(edited);
        // The page replays the answer it shows; the test ends once that is done, not while it runs.
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("verification"), "MATCH"));
        screenshot("review-loop-answered.png");
        assertNoContentSecurityPolicyViolation();
    }

    /**
     * A signed answer whose hops each carry their node's signed word: the page shows the signature as
     * verified with the published key and, per hop, who vouched for which part; the forged progress
     * event of another run under the request id is not on the timeline.
     */
    @Test
    void theAnswerShowsItsVerifiedSignatureAndWhoVouchedForEachPart() throws Exception {
        var wait = new WebDriverWait(browser, Duration.ofSeconds(60));
        var vouched = new VouchedAnswer();
        var answer = vouched.publish(kafka.getBrokersAsString(), new Owner(LocalIssuer.USER, LocalIssuer.ORGANISATION));
        browser.get(uri("/").toString());
        BrowserSignIn.signIn(browser);
        var listed = By.xpath("//ul[@id='recent-list']//button[contains(., '" + vouched.requestId + "')]");
        // The list is read when the page loads: again, until the gateway has read the run.
        for (int attempt = 0; attempt < 20 && browser.findElements(listed).isEmpty(); attempt++) {
            try {
                new WebDriverWait(browser, Duration.ofSeconds(3))
                        .until(ExpectedConditions.presenceOfElementLocated(listed));
            } catch (org.openqa.selenium.TimeoutException notYet) {
                browser.navigate().refresh();
            }
        }
        browser.findElement(listed).click();

        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("signature"), "verified"));
        assertThat(browser.findElement(By.id("signature")).getText())
                .startsWith("Signature: verified with the published key")
                .contains(answer.signature().signatures().get(0).keyid());
        var rows = browser.findElements(By.cssSelector("#custody tr[data-node]"));
        assertThat(rows)
                .extracting(row -> row.getAttribute("data-node"))
                .containsExactly("guard", "classifier", "planner");
        for (int i = 0; i < rows.size(); i++) {
            assertThat(rows.get(i).getText()).contains("#" + (i + 1), VouchedAnswer.PARTS.get(i));
        }
        assertThat(browser.findElements(By.cssSelector("#timeline li.hop")))
                .extracting(hop -> hop.getAttribute("data-run"))
                .containsOnly(vouched.runId)
                .hasSize(VouchedAnswer.PATH.size());
        screenshot("gateway-page-custody.png");
        assertNoContentSecurityPolicyViolation();
    }

    /** What the browser's console says the policy refused: nothing, so the page needs no inline script or style. */
    private void assertNoContentSecurityPolicyViolation() {
        var console = browser.manage().logs().get(LogType.BROWSER).getAll();
        assertThat(console)
                .extracting(LogEntry::getMessage)
                .noneMatch(message ->
                        message.contains("Content Security Policy") || message.contains("Content-Security-Policy"));
    }

    /**
     * The warning shows exactly when the published answer's evidence is not sufficient, and the
     * passages kept but not cited are a block of their own, apart from the cited sources.
     */
    private void assertShowsTheEvidenceAndTheAlsoConsultedPassagesOfThePublishedAnswer() {
        @SuppressWarnings("unchecked")
        var published = (Map<String, Object>)
                ((JavascriptExecutor) browser)
                        .executeAsyncScript(
                                """
                        const done = arguments[arguments.length - 1];
                        const id = JSON.parse(localStorage.getItem('legal-agent.recent'))[0].requestId;
                        fetch('api/answers/' + encodeURIComponent(id)).then(r => r.json()).then(done);
                        """);
        var evidence = browser.findElement(By.id("evidence"));
        assertThat(published.get("evidence")).isIn("sufficient", "partial", "insufficient");
        if ("sufficient".equals(published.get("evidence"))) {
            assertThat(evidence.isDisplayed())
                    .as("no warning for sufficient evidence")
                    .isFalse();
        } else {
            assertThat(evidence.getText()).containsIgnoringCase(published.get("evidence") + " evidence");
        }
        var answerText = browser.findElement(By.id("answer-text")).getText();
        var consulted = (List<?>) published.get("alsoConsulted");
        assertThat(consulted).isNotNull();
        assertThat(answerText.contains("Also consulted")).isEqualTo(!consulted.isEmpty());
        if (!consulted.isEmpty()) {
            assertThat(answerText.indexOf("Sources")).isLessThan(answerText.indexOf("Also consulted"));
        }
    }

    @Test
    void theAnswerRendererEscapesMarkupAndKeepsOnlyItsOwnTags() {
        browser.get(uri("/").toString());
        var html = (String) ((JavascriptExecutor) browser)
                .executeScript(
                        "return LegalMarkdown.render(arguments[0]);",
                        "### Step 1: <script>alert(1)</script>\n\n- a **rule** [Query 1][Source 2]"
                                + " <img src=x onerror=alert(2)>\n\n---\n\n_note_ & \"quotes\"");
        assertThat(html)
                .contains("<h5>Step 1: &lt;script&gt;alert(1)&lt;/script&gt;</h5>")
                .contains("<strong>rule</strong>")
                .contains("<button type=\"button\" class=\"cite\" data-query=\"1\" data-source=\"2\">")
                .contains("&lt;img src=x onerror=alert(2)&gt;")
                .contains("<hr>")
                .contains("<em>note</em> &amp; &quot;quotes&quot;")
                .doesNotContain("<script", "<img");
    }

    /**
     * The source dialog says "SHA-256 matches" only for text the library holds: for an answer researched
     * from a frozen context it says the passage is not held, even where the library's text has the hash.
     */
    @Test
    void theSourceDialogSaysMatchesOnlyForTextTheLibraryHolds() {
        browser.get(uri("/").toString());
        String sha = "a".repeat(64);
        String script = "return LegalCitations.check(arguments[0], {sha256: arguments[1]}, {sha256: arguments[2]});";
        var searched = Map.of("researchPack", Map.of("steps", List.of()));
        var frozen = Map.of("researchPack", Map.of("inputPack", Map.of("sha256", sha, "questionId", "q1")));
        var page = (JavascriptExecutor) browser;
        assertThat((String) page.executeScript(script, searched, sha, sha))
                .isEqualTo("The text is the one the research used (SHA-256 matches).");
        assertThat((String) page.executeScript(script, searched, sha, "b".repeat(64)))
                .contains("SHA-256 differs");
        assertThat((String) page.executeScript(script, frozen, sha, sha))
                .startsWith("Not held by the library")
                .doesNotContain("matches");
    }

    private void screenshot(String name) throws Exception {
        var png = ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES);
        var file = Path.of("target", name);
        Files.createDirectories(file.getParent());
        Files.write(file, png);
        System.out.println("screenshot: " + file.toAbsolutePath());
    }
}
