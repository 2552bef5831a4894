package io.legalagent.model;

import static io.legalagent.model.FakeModelServer.Response;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.langchain4j.exception.InvalidRequestException;
import io.github.resilience4j.circuitbreaker.CallNotPermittedException;
import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.ReplyReading;
import io.legalagent.ports.ContextWindow;
import io.legalagent.ports.ModelUnavailable;
import io.legalagent.ports.TransientFailure;
import java.io.IOException;
import java.net.ConnectException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The ollama provider end to end over HTTP: wire format, accounting and every resilience path. */
class OllamaProviderIT {
    private static final Question QUESTION = Question.of("What is battery?");
    private final FakeModelServer server = new FakeModelServer();

    @AfterEach
    void stop() {
        server.close();
    }

    private LlmSkills skills(boolean merge, ModelSettings.Resilience resilience) {
        var client = TestStacks.ollamaClient(TestStacks.ollama(server, Duration.ofSeconds(5)), merge);
        return TestStacks.skills(TestStacks.guarded(client, resilience));
    }

    @Test
    void sendsTheSkillAsSystemTurnWithOptionsAndJsonFormatAndCountsTokens() {
        server.then(Response.ok(
                TestStacks.ollamaReply("{\"query_type\": \"simple\", \"reasoning\": \"one rule\"}", 321, 17)));

        var classified = skills(false, TestStacks.quick(3)).classify(QUESTION);

        assertThat(classified.value()).isEqualTo(QueryType.SIMPLE);
        var usage = classified.usage();
        assertThat(usage.calls()).isEqualTo(1);
        assertThat(usage.inputTokens()).isEqualTo(321);
        assertThat(usage.outputTokens()).isEqualTo(17);
        assertThat(usage.parseFailures()).isZero();
        assertThat(classified.reading()).isEqualTo(ReplyReading.SCHEMA);
        assertThat(usage.inputChars())
                .isEqualTo(TestStacks.BOOK.text("classify").length()
                        + QUESTION.withChoices().length());
        assertThat(usage.outputChars()).isEqualTo("{\"query_type\": \"simple\", \"reasoning\": \"one rule\"}".length());

        var request = server.requests().get(0);
        assertThat(request.method()).isEqualTo("POST");
        assertThat(request.path()).isEqualTo("/api/chat");
        var body = TestStacks.body(request);
        assertThat(body.get("model").asString()).isEqualTo("gemma3:4b");
        assertThat(body.get("stream").asBoolean()).isFalse();
        // The reply schema of the skill, made from its reply record, as Ollama's structured output.
        var format = body.get("format");
        assertThat(format.get("type").asString()).isEqualTo("object");
        assertThat(format.get("properties").propertyNames()).containsExactly("query_type", "reasoning");
        assertThat(format.at("/properties/query_type/enum").values())
                .extracting(JsonNode::asString)
                .containsExactly("simple", "multi_hop");
        var messages = body.get("messages");
        assertThat(messages.size()).isEqualTo(2);
        assertThat(messages.get(0).get("role").asString()).isEqualTo("system");
        assertThat(messages.get(0).get("content").asString()).isEqualTo(TestStacks.BOOK.text("classify"));
        assertThat(messages.get(1).get("role").asString()).isEqualTo("user");
        assertThat(messages.get(1).get("content").asString()).isEqualTo("What is battery?");
        var options = body.get("options");
        assertThat(options.get("temperature").asDouble()).isEqualTo(0.1);
        assertThat(options.get("seed").asInt()).isEqualTo(7);
        assertThat(options.get("num_ctx").asInt()).isEqualTo(4096);
        assertThat(options.get("num_predict").asInt()).isEqualTo(256);
    }

    @Test
    void aProseSkillIsNotForcedIntoJson() {
        server.then(Response.ok(TestStacks.ollamaReply("**Rule**: contact [Source 1].", 10, 5)));
        var evidence = List.of(new Evidence("p1", "Battery is a harmful contact.", "torts", 0.8, "abc"));

        var answer = skills(false, TestStacks.quick(3)).synthesize(ContextWindow.of("What is battery?", evidence));

        assertThat(answer.value()).isEqualTo("**Rule**: contact [Source 1].");
        var body = TestStacks.body(server.requests().get(0));
        assertThat(body.has("format")).isFalse();
        assertThat(body.get("messages").get(1).get("content").asString())
                .contains("[Source 1] (torts)", "Battery is a harmful contact.");
    }

    @Test
    void mergeSystemPromptPutsTheInstructionsIntoTheUserTurn() {
        server.then(Response.ok(TestStacks.ollamaReply("{\"query_type\": \"multi_hop\"}", 1, 1)));

        skills(true, TestStacks.quick(3)).classify(QUESTION);

        var messages = TestStacks.body(server.requests().get(0)).get("messages");
        assertThat(messages.size()).isEqualTo(1);
        assertThat(messages.get(0).get("role").asString()).isEqualTo("user");
        assertThat(messages.get(0).get("content").asString())
                .startsWith(TestStacks.BOOK.text("classify"))
                .endsWith(ChatModelClient.MERGED_SEPARATOR + "What is battery?");
    }

    @Test
    void waitsForRetryAfterOn429ThenSucceeds() {
        server.then(
                Response.status(429, Map.of("Retry-After", "1")),
                Response.ok(TestStacks.ollamaReply("{\"query_type\": \"simple\"}", 5, 2)));

        var classified = skills(false, TestStacks.quick(3)).classify(QUESTION);

        assertThat(classified.value()).isEqualTo(QueryType.SIMPLE);
        assertThat(classified.usage().calls()).isEqualTo(1);
        var requests = server.requests();
        assertThat(requests).hasSize(2);
        // The configured backoff is 10 ms; only the server's Retry-After explains a one-second gap.
        assertThat(Duration.ofNanos(requests.get(1).atNanos() - requests.get(0).atNanos()))
                .isGreaterThanOrEqualTo(Duration.ofMillis(950));
    }

    @Test
    void retriesAServerErrorThenSucceeds() {
        server.then(
                Response.status(500, Map.of()),
                Response.ok(TestStacks.ollamaReply("{\"query_type\": \"simple\"}", 5, 2)));

        var classified = skills(false, TestStacks.quick(3)).classify(QUESTION);

        assertThat(classified.value()).isEqualTo(QueryType.SIMPLE);
        assertThat(server.requests()).hasSize(2);
    }

    @Test
    void aTimeoutThatPersistsBecomesATransientFailureAfterTheRetries() {
        server.then(Response.slow(TestStacks.ollamaReply("{}", 1, 1), Duration.ofSeconds(3)));
        var client = TestStacks.ollamaClient(TestStacks.ollama(server, Duration.ofMillis(300)), false);
        var skills = TestStacks.skills(TestStacks.guarded(client, TestStacks.quick(2)));

        assertThatThrownBy(() -> skills.classify(QUESTION))
                .isInstanceOf(ModelUnavailable.class)
                .hasMessageContaining("after 2 attempts")
                .hasRootCauseInstanceOf(java.net.http.HttpTimeoutException.class);
        assertThat(server.requests()).hasSize(2);
    }

    @Test
    void aRefusedConnectionIsTransient() throws IOException {
        int closedPort;
        try (var socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        var settings = new ModelSettings.Ollama(
                "http://127.0.0.1:" + closedPort,
                "gemma3:4b",
                0.0,
                1,
                2048,
                64,
                Duration.ofSeconds(2),
                Duration.ofSeconds(10));
        var skills =
                TestStacks.skills(TestStacks.guarded(TestStacks.ollamaClient(settings, false), TestStacks.quick(2)));

        assertThatThrownBy(() -> skills.classify(QUESTION))
                .isInstanceOf(ModelUnavailable.class)
                .hasCauseInstanceOf(java.io.UncheckedIOException.class)
                .satisfies(e -> assertThat(causes(e)).hasAtLeastOneElementOfType(ConnectException.class));
    }

    private static List<Throwable> causes(Throwable error) {
        var chain = new java.util.ArrayList<Throwable>();
        for (Throwable e = error; e != null && !chain.contains(e); e = e.getCause()) {
            chain.add(e);
        }
        return chain;
    }

    @Test
    void aBadRequestIsNotRetriedAndNotTransient() {
        server.then(Response.status(400, Map.of()));

        assertThatThrownBy(() -> skills(false, TestStacks.quick(3)).classify(QUESTION))
                .isInstanceOf(InvalidRequestException.class)
                .isNotInstanceOf(TransientFailure.class);
        assertThat(server.requests()).hasSize(1);
    }

    @Test
    void anOpenCircuitFailsFastWithoutCallingTheServer() {
        server.then(Response.status(503, Map.of()));
        var breakerAfterTwo = new ModelSettings.Resilience(
                1,
                Duration.ofMillis(10),
                2.0,
                Duration.ofMillis(10),
                Duration.ofSeconds(1),
                50f,
                2,
                2,
                Duration.ofMinutes(5),
                1,
                2,
                Duration.ofSeconds(1));
        var client = TestStacks.guarded(
                TestStacks.ollamaClient(TestStacks.ollama(server, Duration.ofSeconds(5)), false), breakerAfterTwo);
        var skills = TestStacks.skills(client);

        assertThatThrownBy(() -> skills.classify(QUESTION)).isInstanceOf(TransientFailure.class);
        assertThatThrownBy(() -> skills.classify(QUESTION)).isInstanceOf(TransientFailure.class);
        assertThat(client.circuitState()).isEqualTo(CircuitBreaker.State.OPEN);

        long started = System.nanoTime();
        assertThatThrownBy(() -> skills.classify(QUESTION))
                .isInstanceOf(ModelUnavailable.class)
                .hasMessageContaining("circuit breaker is open")
                .hasCauseInstanceOf(CallNotPermittedException.class);
        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofMillis(200));
        assertThat(server.requests()).hasSize(2);
    }
}
