package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.gateway.GatewayApplication;
import io.legalagent.gateway.testing.ParkedStates;
import io.legalagent.identity.testing.LocalIssuer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.env.Environment;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.json.JsonMapper;

/**
 * The review panel in Debian's headless Chromium, in front of the real gateway on an embedded KRaft
 * broker: a reviewer signs in through the real local issuer, sees the count of pending reviews, opens
 * the pending plan, edits a step and approves; the decision on {@code legal.decisions} carries the
 * edited plan and names the reviewer. An asker who asks for plan review sees the run wait, with its
 * plan, once it parks. Screenshots go to target/.
 */
@SpringBootTest(
        classes = GatewayApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            // The gateway alone: the topics are the broker's below, not the runtime's catalogue.
            "legal.runtime.declare-topics=false"
        })
@EmbeddedKafka(
        partitions = 2,
        topics = {
            Topics.QUESTIONS,
            Topics.GATEWAY_QUESTIONS,
            Topics.PROGRESS,
            Topics.ANSWERS,
            Topics.AUDIT,
            Topics.REVIEW,
            Topics.DECISIONS
        },
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
class ReviewPageIT {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Owner ASKER = new Owner("asker-of-" + LocalIssuer.ORGANISATION, LocalIssuer.ORGANISATION);
    private static LocalIssuer issuer;

    @LocalServerPort
    int port;

    @Autowired
    Environment environment;

    private WebDriver browser;

    /** The reviewer signs in through the real local issuer (every role); its callback's port is not checked on 127.0.0.1. */
    @DynamicPropertySource
    static void signIn(DynamicPropertyRegistry registry) {
        issuer = BrowserSignIn.startIssuer(8080);
        BrowserSignIn.register(registry, issuer);
    }

    @AfterAll
    static void stopIssuer() {
        if (issuer != null) {
            issuer.close();
        }
    }

    @BeforeEach
    void openBrowser() {
        browser = GatewayPageIT.headlessChromium();
    }

    @AfterEach
    void closeBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    /**
     * A run of the issuer's organisation paused for plan review: for now the state the reviewer node
     * writes to agent.review (a pending PLAN round, the trail ending reviewer/PARKED/agent.review).
     */
    AgentState parkRun() {
        var state = ParkedStates.planReview(
                "req-" + UUID.randomUUID(),
                ASKER,
                "A tenant assigns the lease without the landlord's consent. Is the assignee liable for rent?",
                List.of(
                        "What does an assignment of a lease transfer to the assignee?",
                        "Is an assignee in privity of estate with the landlord?"));
        try (var reviewer = new ParkedStates(brokers())) {
            reviewer.park(state);
        }
        return state;
    }

    @Test
    void aReviewerSeesThePendingPlanEditsAStepAndApprovesIt() throws Exception {
        var state = parkRun();
        var wait = new WebDriverWait(browser, Duration.ofSeconds(60));
        browser.get("http://127.0.0.1:" + port + "/");
        BrowserSignIn.signIn(browser);
        var entry = By.cssSelector("#reviews-list li[data-run='" + state.runId() + "'] button");
        // The list polls; a reload asks again at once should the parked run arrive after the first look.
        wait.until(driver -> {
            if (driver.findElements(entry).isEmpty()) {
                driver.navigate().refresh();
                return false;
            }
            return true;
        });
        assertThat(Integer.parseInt(browser.findElement(By.id("reviews-count")).getText()))
                .as("the header's count of pending reviews")
                .isPositive();
        assertThat(browser.findElement(By.id("reviews-badge")).isDisplayed()).isTrue();
        screenshot("review-page-pending.png");

        browser.findElement(entry).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("review-panel")));
        assertThat(browser.findElement(By.id("review-question")).getText()).startsWith("A tenant assigns the lease");
        assertThat(browser.findElement(By.id("review-facts")).getText()).contains("multi-hop");
        List<WebElement> steps = browser.findElements(By.cssSelector("#review-steps input.step-text"));
        assertThat(steps)
                .extracting(step -> step.getAttribute("value"))
                .containsExactly(
                        "What does an assignment of a lease transfer to the assignee?",
                        "Is an assignee in privity of estate with the landlord?");
        steps.get(0).clear();
        steps.get(0).sendKeys("Which covenants run with the land to the assignee?");
        screenshot("review-page-editing.png");
        browser.findElement(By.id("review-approve")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("review-done"), "Sent: EDIT"));
        wait.until(ExpectedConditions.numberOfElementsToBe(entry, 0));
        screenshot("review-page-decided.png");

        var decision = awaitDecision(state.runId());
        assertThat(decision.action()).isEqualTo(ReviewAction.EDIT);
        assertThat(decision.reviewId()).isEqualTo(state.runId() + "/1");
        assertThat(decision.plan())
                .containsExactly(
                        "Which covenants run with the land to the assignee?",
                        "Is an assignee in privity of estate with the landlord?");
        assertThat(decision.reviewer()).isEqualTo(new Owner(LocalIssuer.USER, LocalIssuer.ORGANISATION));
        assertThat(decision.timedOut()).isFalse();
    }

    @Test
    void anAskerWhoseRunParksSeesThatItWaitsForReviewWithItsPlan() throws Exception {
        var wait = new WebDriverWait(browser, Duration.ofSeconds(60));
        browser.get("http://127.0.0.1:" + port + "/");
        BrowserSignIn.signIn(browser);
        browser.findElement(By.id("question")).sendKeys("What are the elements of battery?");
        browser.findElement(By.id("review-plan")).click();
        browser.findElement(By.id("ask-button")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("run")));
        // The question as the guard reads it: the pipeline's request id, and the review it asks for.
        var question = awaitQuestion();
        assertThat(question.path("review").path("plan").asBoolean()).isTrue();
        assertThat(question.path("review").path("answer").asBoolean()).isFalse();
        var state = ParkedStates.planReview(
                question.path("requestId").asString(),
                new Owner(LocalIssuer.USER, LocalIssuer.ORGANISATION),
                "What are the elements of battery?",
                List.of("What is a harmful or offensive contact?", "What intent does battery require?"));
        try (var reviewer = new ParkedStates(brokers())) {
            reviewer.park(state);
            reviewer.progress(state);
        }
        wait.until(
                ExpectedConditions.textToBePresentInElementLocated(By.id("paused-note"), "Waiting for review (plan)"));
        wait.until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#paused-plan li"), 2));
        assertThat(browser.findElements(By.cssSelector("#paused-plan li")))
                .extracting(WebElement::getText)
                .containsExactly("What is a harmful or offensive contact?", "What intent does battery require?");
        assertThat(browser.findElements(By.cssSelector("#timeline li.hop")))
                .extracting(hop -> hop.getAttribute("data-node"))
                .containsExactly("guard", "classifier", "planner", "reviewer");
        screenshot("review-page-waiting.png");
    }

    private tools.jackson.databind.JsonNode awaitQuestion() throws InterruptedException {
        var deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            var found = records(Topics.GATEWAY_QUESTIONS).stream()
                    .map(value -> JSON.readTree(value))
                    .filter(json -> json.path("question").asString().equals("What are the elements of battery?"))
                    .toList();
            if (!found.isEmpty()) {
                return found.get(0);
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no question on " + Topics.GATEWAY_QUESTIONS);
    }

    private ReviewDecision awaitDecision(String runId) throws InterruptedException {
        var deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            var found = decisions().stream()
                    .filter(decision -> decision.runId().equals(runId))
                    .toList();
            if (!found.isEmpty()) {
                assertThat(found).as("one decision").hasSize(1);
                return found.get(0);
            }
            Thread.sleep(200);
        }
        throw new AssertionError("no decision on " + Topics.DECISIONS + " for run " + runId);
    }

    /** Every committed decision so far, as the reviewer node reads them. */
    private List<ReviewDecision> decisions() {
        return records(Topics.DECISIONS).stream()
                .map(value -> JSON.readValue(value, ReviewDecision.class))
                .toList();
    }

    /** The values of every committed record on {@code topic} so far. */
    private List<byte[]> records(String topic) {
        var found = new ArrayList<byte[]>();
        try (var consumer = new KafkaConsumer<>(
                Map.<String, Object>of(
                        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG,
                        brokers(),
                        ConsumerConfig.ISOLATION_LEVEL_CONFIG,
                        "read_committed"),
                new StringDeserializer(),
                new ByteArrayDeserializer())) {
            var partitions = consumer.partitionsFor(topic).stream()
                    .map(p -> new TopicPartition(p.topic(), p.partition()))
                    .toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            var ends = consumer.endOffsets(partitions);
            while (partitions.stream().anyMatch(p -> consumer.position(p) < ends.get(p))) {
                consumer.poll(Duration.ofMillis(200)).forEach(record -> found.add(record.value()));
            }
        }
        return found;
    }

    private String brokers() {
        return environment.getProperty("spring.embedded.kafka.brokers");
    }

    private void screenshot(String name) throws Exception {
        var png = ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES);
        var file = Path.of("target", name);
        Files.createDirectories(file.getParent());
        Files.write(file, png);
        System.out.println("screenshot: " + file.toAbsolutePath());
    }
}
