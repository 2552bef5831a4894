package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.legalagent.contracts.Topics;
import io.legalagent.gateway.GatewayApplication;
import io.legalagent.identity.testing.LocalIssuer;
import io.legalagent.ingest.IngestApplication;
import io.legalagent.retrieval.support.ChromaServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.env.Environment;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The library panel in Debian's headless Chromium, in front of the real gateway on an embedded KRaft
 * broker: a person picks a court opinion (a real PDF), watches its row go from received through
 * embedding to added, sees it listed with its pages, opens it (the served bytes hash to its
 * document id), and deletes it, signed in through the real local issuer. The real ingest service reads {@code legal.documents} on the other
 * side (Tika, a real Chroma server, the real model), in a context of its own. Screenshots go to
 * target/.
 */
@SpringBootTest(
        classes = GatewayApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            // The gateway alone: the topics are the broker's below, not the runtime's catalogue (whose
            // partition counts would grow them after the gateway assigned itself their partitions).
            "legal.runtime.declare-topics=false"
        })
@EmbeddedKafka(
        partitions = 2,
        topics = {Topics.QUESTIONS, Topics.PROGRESS, Topics.ANSWERS, Topics.DOCUMENTS, Topics.DOCUMENT_PROGRESS},
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
class DocumentsPageIT {
    private static final Path OPINION = Path.of("/work/shared/data/documents/ca10_010110462922.pdf");
    private static final Path STORE = store();
    private static final String COLLECTION = ChromaServer.uniqueCollection("documents-page");
    private static ConfigurableApplicationContext ingest;
    private static LocalIssuer issuer;

    @LocalServerPort
    int port;

    private WebDriver browser;

    /** The person signs in through the real local issuer; its default callback's port is not checked on 127.0.0.1. */
    @DynamicPropertySource
    static void signIn(DynamicPropertyRegistry registry) {
        issuer = BrowserSignIn.startIssuer(8080);
        BrowserSignIn.register(registry, issuer);
    }

    @DynamicPropertySource
    static void storeFolder(DynamicPropertyRegistry registry) {
        registry.add("legal.ingest.store-dir", STORE::toString);
        registry.add("legal.retrieval.chroma-url", () -> ChromaServer.url().toString());
        registry.add("legal.retrieval.passages-collection", () -> COLLECTION);
    }

    @BeforeAll
    static void startIngest(@Autowired Environment environment) {
        ingest = new SpringApplicationBuilder(IngestApplication.class)
                .properties(
                        "spring.kafka.bootstrap-servers=" + environment.getProperty("spring.embedded.kafka.brokers"),
                        "legal.runtime.declare-topics=false",
                        "legal.ingest.store-dir=" + STORE,
                        "legal.retrieval.chroma-url=" + ChromaServer.url(),
                        "legal.retrieval.passages-collection=" + COLLECTION,
                        "server.port=0",
                        // This module's class path holds the nodes' model configuration, which the
                        // ingest never calls; the offline provider satisfies it.
                        "legal.model.provider=offline")
                .run();
    }

    @AfterAll
    static void stopIngest() {
        ingest.close();
        if (issuer != null) {
            issuer.close();
        }
    }

    @BeforeEach
    void openBrowser() {
        assumeTrue(Files.isReadable(OPINION), "the sample filings are not on this machine");
        browser = GatewayPageIT.headlessChromium();
    }

    @AfterEach
    void closeBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Test
    void aPersonBringsInAnOpinionSeesItAddedAndListedOpensItAndDeletesIt() throws Exception {
        var wait = new WebDriverWait(browser, Duration.ofSeconds(60));
        browser.get("http://127.0.0.1:" + port + "/");
        BrowserSignIn.signIn(browser);
        var name = browser.findElement(By.id("library-name"));
        name.clear();
        name.sendKeys("firm-a\t");
        assertThat(browser.findElement(By.id("ask-library")).getAttribute("value"))
                .as("the ask form asks in the library shown")
                .isEqualTo("firm-a");

        browser.findElement(By.id("file-input")).sendKeys(OPINION.toString());
        try {
            wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#uploads li[data-stage=ADDED]")));
        } finally {
            screenshot("documents-page-upload.png");
        }
        var row = browser.findElement(By.cssSelector("#uploads li[data-stage=ADDED]"));
        assertThat(row.getText())
                .contains("ca10_010110462922.pdf")
                .contains("added")
                .containsPattern("\\d+ passages?");

        String documentId = sha256(Files.readAllBytes(OPINION));
        var listed = wait.until(ExpectedConditions.presenceOfElementLocated(
                By.cssSelector("#document-rows tr[data-document='" + documentId + "']")));
        var cells = listed.findElements(By.tagName("td"));
        assertThat(cells.get(0).getText())
                .as("the title the reader found, over the file's own name (not the upload's stored name)")
                .isEqualTo("21-800, Proposed Show Cause Order\nca10_010110462922.pdf");
        assertThat(cells.get(1).getText()).isEqualTo("PDF");
        assertThat(cells.get(2).getText()).as("pages").isEqualTo("1");
        assertThat(cells.get(5).getText()).isEqualTo("READY");
        screenshot("documents-page.png");

        var link = cells.get(0).findElement(By.tagName("a"));
        assertThat(link.getAttribute("target")).isEqualTo("_blank");
        assertThat(servedSha256(link.getAttribute("href")))
                .as("the document link serves the very file")
                .isEqualTo(documentId);
        assertCitesADocumentPassageWithItsPage(documentId);

        listed.findElement(By.cssSelector("button.delete")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#uploads li[data-stage=DELETED]")));
        wait.until(ExpectedConditions.numberOfElementsToBe(
                By.cssSelector("#document-rows tr[data-document='" + documentId + "']"), 0));
        assertThat(browser.findElement(By.id("documents-empty")).isDisplayed()).isTrue();
        screenshot("documents-page-deleted.png");

        browser.manage().window().setSize(new Dimension(390, 844));
        long overflow = (Long) ((JavascriptExecutor) browser)
                .executeScript("return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
        assertThat(overflow).as("no sideways scrolling on a phone-sized screen").isLessThanOrEqualTo(0);
        screenshot("documents-page-phone.png");
    }

    @Test
    void aFileOverTheLimitIsRefusedOnThePageByName() throws Exception {
        var big = Files.createTempFile(STORE, "too-big-", ".txt");
        Files.write(big, new byte[(int) (50L * 1024 * 1024 + 1)]);
        browser.get("http://127.0.0.1:" + port + "/");
        BrowserSignIn.signIn(browser);
        browser.findElement(By.id("file-input")).sendKeys(big.toString());
        var wait = new WebDriverWait(browser, Duration.ofSeconds(60));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("upload-error")));
        assertThat(browser.findElement(By.id("upload-error")).getText())
                .contains(big.getFileName().toString())
                .contains("legal.ingest.max-file-bytes");
        Files.delete(big);
    }

    /** The source dialog's citation and link, as the page writes them for a passage cut from a document. */
    private void assertCitesADocumentPassageWithItsPage(String documentId) {
        var js = (JavascriptExecutor) browser;
        var place = Map.of(
                "documentId",
                documentId,
                "fileName",
                "ca10_010110462922.pdf",
                "title",
                "Show Cause Order",
                "firstPage",
                1,
                "paragraphs",
                java.util.List.of());
        assertThat(js.executeScript("return LegalCitations.citation(arguments[0]);", place))
                .isEqualTo("Show Cause Order, ca10_010110462922.pdf, p. 1");
        assertThat(js.executeScript("return LegalCitations.link(arguments[0]);", place))
                .isEqualTo("api/documents/" + documentId + "#page=1");
    }

    /** The SHA-256 of what the link serves, computed in the page. */
    private String servedSha256(String href) {
        return (String) ((JavascriptExecutor) browser)
                .executeAsyncScript(
                        """
                        const done = arguments[arguments.length - 1];
                        fetch(arguments[0]).then(r => r.arrayBuffer()).then(b => crypto.subtle.digest('SHA-256', b))
                          .then(h => done(Array.from(new Uint8Array(h)).map(x => x.toString(16).padStart(2, '0')).join('')));
                        """,
                        href);
    }

    private void screenshot(String name) throws Exception {
        var png = ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES);
        var file = Path.of("target", name);
        Files.createDirectories(file.getParent());
        Files.write(file, png);
        System.out.println("screenshot: " + file.toAbsolutePath());
    }

    private static Path store() {
        try {
            return Files.createTempDirectory("documents-page");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return java.util.HexFormat.of()
                    .formatHex(
                            java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
