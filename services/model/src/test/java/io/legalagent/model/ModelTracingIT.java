package io.legalagent.model;

import static io.legalagent.model.FakeModelServer.Response;
import static io.opentelemetry.api.common.AttributeKey.booleanKey;
import static io.opentelemetry.api.common.AttributeKey.doubleKey;
import static io.opentelemetry.api.common.AttributeKey.longKey;
import static io.opentelemetry.api.common.AttributeKey.stringArrayKey;
import static io.opentelemetry.api.common.AttributeKey.stringKey;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThatThrownBy;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.equalTo;

import dev.langchain4j.exception.InvalidRequestException;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.ports.ClassifySkill;
import io.legalagent.ports.ContextWindow;
import io.legalagent.ports.CurrentRun;
import io.legalagent.ports.ModelUnavailable;
import io.legalagent.ports.TransientFailure;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.sdk.trace.data.EventData;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/**
 * Model calls as spans, over HTTP against a local model server: GenAI attributes, token usage, retries,
 * errors and opt-in content. Attribute names are spelt out here, not taken from the code, since they
 * are what a trace query depends on.
 */
class ModelTracingIT {
    private static final Question QUESTION = Question.of("What is battery?");
    private static final String CLASSIFIED = "{\"query_type\": \"simple\", \"reasoning\": \"one rule\"}";

    private final FakeModelServer server = new FakeModelServer();
    private final TestTracing tracing = new TestTracing();
    private final ApplicationContextRunner services = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(ModelAutoConfiguration.class))
            .withBean(OpenTelemetry.class, tracing::openTelemetry);

    @AfterEach
    void stop() {
        server.close();
        tracing.close();
    }

    private LlmSkills ollama(boolean captureContent, ModelSettings.Resilience resilience) {
        var ollama = TestStacks.ollama(server, Duration.ofSeconds(5));
        var settings = TestStacks.settings(ModelSettings.Provider.OLLAMA, ollama, null, null);
        var client = TestStacks.traced(
                TestStacks.ollamaClient(ollama, false),
                resilience,
                tracing.openTelemetry(),
                ModelTarget.of(settings),
                captureContent);
        return TestStacks.skills(client);
    }

    private SpanData onlyModelSpan() {
        assertThat(tracing.modelSpans()).hasSize(1);
        return tracing.modelSpans().get(0);
    }

    @Test
    void aModelCallIsAClientSpanUnderTheNodeVisitWithTheGenAiAttributes() {
        // Ollama reports usage as prompt_eval_count / eval_count.
        server.then(Response.ok(TestStacks.ollamaReply(CLASSIFIED, 321, 17)));

        tracing.visit(() -> assertThat(
                        ollama(false, TestStacks.quick(3)).classify(QUESTION).value())
                .isEqualTo(QueryType.SIMPLE));

        var span = onlyModelSpan();
        assertThat(span)
                .hasName("chat gemma3:4b")
                .hasKind(SpanKind.CLIENT)
                .hasParent(tracing.visitSpan())
                .hasTotalRecordedEvents(0)
                .hasAttributesSatisfyingExactly(
                        equalTo(stringKey("gen_ai.operation.name"), "chat"),
                        equalTo(stringKey("gen_ai.system"), "ollama"),
                        equalTo(stringKey("gen_ai.provider.name"), "ollama"),
                        equalTo(stringKey("gen_ai.request.model"), "gemma3:4b"),
                        equalTo(doubleKey("gen_ai.request.temperature"), 0.1),
                        equalTo(longKey("gen_ai.request.max_tokens"), 256L),
                        equalTo(stringKey("gen_ai.output.type"), "json"),
                        equalTo(longKey("gen_ai.usage.input_tokens"), 321L),
                        equalTo(longKey("gen_ai.usage.output_tokens"), 17L),
                        // Ollama reports the model that answered and why it stopped, but no reply id.
                        equalTo(stringKey("gen_ai.response.model"), "gemma3:4b"),
                        equalTo(stringArrayKey("gen_ai.response.finish_reasons"), List.of("stop")),
                        equalTo(stringKey("server.address"), "127.0.0.1"),
                        equalTo(longKey("server.port"), (long) port()),
                        equalTo(stringKey("legal.skill"), "classify"),
                        equalTo(booleanKey("legal.parse_failed"), false),
                        equalTo(stringKey("legal.reply_reading"), "schema"),
                        equalTo(longKey("legal.model.attempts"), 1L));
        assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
    }

    @Test
    void anUnusableReplyIsMarkedAsAParseFailureNotAnError() {
        server.then(Response.ok(TestStacks.ollamaReply("I would rather not say.", 40, 6)));

        tracing.visit(() -> ollama(false, TestStacks.quick(3)).classify(QUESTION));

        assertThat(onlyModelSpan())
                .hasAttribute(booleanKey("legal.parse_failed"), true)
                .hasAttribute(stringKey("legal.reply_reading"), "unusable")
                .hasStatusSatisfying(status -> status.hasCode(StatusCode.UNSET));
    }

    @Test
    void retriesAreEventsOnTheOneSpanOfTheCall() {
        server.then(Response.status(500, Map.of()), Response.ok(TestStacks.ollamaReply(CLASSIFIED, 5, 2)));

        tracing.visit(() -> ollama(false, TestStacks.quick(3)).classify(QUESTION));

        assertThat(server.requests()).hasSize(2);
        var span = onlyModelSpan();
        assertThat(span)
                .hasAttribute(longKey("legal.model.attempts"), 2L)
                .hasAttribute(longKey("gen_ai.usage.input_tokens"), 5L)
                .hasStatusSatisfying(status -> status.hasCode(StatusCode.UNSET));
        assertThat(span.getEvents()).singleElement().satisfies(retry -> {
            assertThat(retry.getName()).isEqualTo("legal.model.retry");
            assertThat(retry.getAttributes().get(longKey("legal.model.attempt")))
                    .isEqualTo(1L);
            assertThat(retry.getAttributes().get(longKey("legal.model.retry.wait_ms")))
                    .isGreaterThanOrEqualTo(10L);
            assertThat(retry.getAttributes().get(stringKey("exception.message")))
                    .contains("500");
        });
    }

    @Test
    void aFailingCallIsAnErrorSpanWithTheException() {
        server.then(Response.status(400, Map.of()));

        assertThatThrownBy(() ->
                        tracing.visit(() -> ollama(false, TestStacks.quick(3)).classify(QUESTION)))
                .isInstanceOf(InvalidRequestException.class);

        var span = onlyModelSpan();
        assertThat(span)
                .hasParent(tracing.visitSpan())
                .hasStatusSatisfying(status -> status.hasCode(StatusCode.ERROR))
                .hasAttribute(stringKey("error.type"), InvalidRequestException.class.getName())
                .hasAttribute(longKey("legal.model.attempts"), 1L);
        assertThat(span.getAttributes().get(booleanKey("legal.parse_failed"))).isNull();
        assertThat(span.getAttributes().get(longKey("gen_ai.usage.input_tokens")))
                .isNull();
        assertThat(span.getEvents()).extracting(EventData::getName).containsExactly("exception");
        assertThat(span.getEvents().get(0).getAttributes().get(stringKey("exception.type")))
                .isEqualTo(InvalidRequestException.class.getName());
    }

    @Test
    void aCallThatFailsEveryTryRecordsEachRetryAndTheFinalError() {
        server.then(Response.status(503, Map.of()));

        assertThatThrownBy(() ->
                        tracing.visit(() -> ollama(false, TestStacks.quick(2)).classify(QUESTION)))
                .isInstanceOf(TransientFailure.class);

        var span = onlyModelSpan();
        assertThat(span)
                .hasStatusSatisfying(status -> status.hasCode(StatusCode.ERROR))
                .hasAttribute(longKey("legal.model.attempts"), 2L)
                .hasAttribute(stringKey("error.type"), ModelUnavailable.class.getName());
        assertThat(span.getEvents()).extracting(EventData::getName).containsExactly("legal.model.retry", "exception");
    }

    @Test
    void aCallOutsideASkillIsTracedWithoutSkillAttributes() {
        server.then(Response.ok(TestStacks.ollamaReply("plain text", 3, 2)));
        var ollama = TestStacks.ollama(server, Duration.ofSeconds(5));
        var client = TestStacks.traced(
                TestStacks.ollamaClient(ollama, false),
                TestStacks.quick(3),
                tracing.openTelemetry(),
                ModelTarget.at("ollama", ollama.model(), 0.1, 256, ollama.baseUrl()),
                false);

        tracing.visit(() -> client.chat("Answer briefly.", "What is battery?", ReplyFormat.TEXT));

        var span = onlyModelSpan();
        assertThat(span)
                .hasParent(tracing.visitSpan())
                .hasAttribute(stringKey("gen_ai.output.type"), "text")
                .hasAttribute(longKey("gen_ai.usage.output_tokens"), 2L);
        assertThat(span.getAttributes().get(stringKey("legal.skill"))).isNull();
        assertThat(span.getAttributes().get(booleanKey("legal.parse_failed"))).isNull();
    }

    @Test
    void promptAndReplyTextAreLeftOutByDefault() {
        server.then(Response.ok(TestStacks.ollamaReply(CLASSIFIED, 1, 1)));

        tracing.visit(() -> ollama(false, TestStacks.quick(3)).classify(QUESTION));

        var span = onlyModelSpan();
        assertThat(span.getEvents()).isEmpty();
        assertThat(span.getAttributes().get(stringKey("gen_ai.input.messages"))).isNull();
        assertThat(span.getAttributes().get(stringKey("gen_ai.output.messages")))
                .isNull();
        assertThat(span.getAttributes().asMap().values())
                .noneSatisfy(value -> assertThat(value.toString()).contains("battery"));
    }

    @Test
    void promptAndReplyAreTheInputAndOutputMessagesAttributesWhenOptedIn() {
        server.then(Response.ok(TestStacks.ollamaReply(CLASSIFIED, 1, 1)));

        tracing.visit(() -> ollama(true, TestStacks.quick(3)).classify(QUESTION));

        var span = onlyModelSpan();
        assertThat(span.getEvents()).as("no deprecated gen_ai.content.* events").isEmpty();
        var input = TestStacks.JSON.readTree(span.getAttributes().get(stringKey("gen_ai.input.messages")));
        assertThat(input.size()).isEqualTo(2);
        assertThat(input.get(0).get("role").asString()).isEqualTo("system");
        assertThat(input.get(0).get("parts").get(0).get("type").asString()).isEqualTo("text");
        assertThat(input.get(0).get("parts").get(0).get("content").asString())
                .isEqualTo(TestStacks.BOOK.text("classify"));
        assertThat(input.get(1).get("role").asString()).isEqualTo("user");
        assertThat(input.get(1).get("parts").get(0).get("content").asString()).isEqualTo("What is battery?");
        var output = TestStacks.JSON.readTree(span.getAttributes().get(stringKey("gen_ai.output.messages")));
        assertThat(output.size()).isEqualTo(1);
        assertThat(output.get(0).get("role").asString()).isEqualTo("assistant");
        assertThat(output.get(0).get("parts").get(0).get("content").asString()).isEqualTo(CLASSIFIED);
        assertThat(output.get(0).get("finish_reason").asString()).isEqualTo("stop");
    }

    @Test
    void aCallInsideARunNamesTheRunAsItsConversationAndCarriesTheResponseAttributes() {
        server.then(Response.ok(TestStacks.ollamaReply(CLASSIFIED, 1, 1)));

        tracing.visit(() -> CurrentRun.during(
                "run-7", () -> ollama(false, TestStacks.quick(3)).classify(QUESTION)));

        assertThat(onlyModelSpan())
                .hasAttributesSatisfying(
                        equalTo(stringKey("gen_ai.conversation.id"), "run-7"),
                        equalTo(stringKey("gen_ai.response.model"), "gemma3:4b"),
                        equalTo(stringArrayKey("gen_ai.response.finish_reasons"), List.of("stop")));
    }

    @Test
    void openAiCallsNameTheirProviderAndReadTheReportedUsage() {
        server.then(Response.ok(TestStacks.openAiReply("**Answer: (B)** because.", 40, 9)));
        var openAi = TestStacks.openAi(server);
        var settings = TestStacks.settings(ModelSettings.Provider.OPENAI, null, openAi, null);
        var skills = TestStacks.skills(TestStacks.traced(
                TestStacks.openAiClient(openAi, false),
                TestStacks.quick(3),
                tracing.openTelemetry(),
                ModelTarget.of(settings),
                false));

        tracing.visit(() -> skills.synthesize(ContextWindow.of("What is battery?", List.of())));

        assertThat(onlyModelSpan())
                .hasName("chat qwen2.5-7b-instruct")
                .hasAttributesSatisfying(
                        equalTo(stringKey("gen_ai.system"), "openai"),
                        equalTo(stringKey("gen_ai.provider.name"), "openai"),
                        equalTo(doubleKey("gen_ai.request.temperature"), 0.2),
                        equalTo(longKey("gen_ai.request.max_tokens"), 300L),
                        equalTo(stringKey("gen_ai.output.type"), "text"),
                        equalTo(longKey("gen_ai.usage.input_tokens"), 40L),
                        equalTo(longKey("gen_ai.usage.output_tokens"), 9L),
                        equalTo(stringKey("legal.skill"), "synthesize_and_cite"),
                        equalTo(booleanKey("legal.parse_failed"), false),
                        equalTo(stringKey("gen_ai.response.id"), "chatcmpl-1"),
                        equalTo(stringKey("gen_ai.response.model"), "qwen2.5-7b-instruct"),
                        equalTo(stringArrayKey("gen_ai.response.finish_reasons"), List.of("stop")));
        assertThat(onlyModelSpan().getAttributes().get(stringKey("gen_ai.conversation.id")))
                .as("no run, no conversation")
                .isNull();
    }

    @Test
    void servicesTraceModelCallsWithTheirOpenTelemetryAndTheStandardContentOptIn() {
        server.then(Response.ok(TestStacks.ollamaReply(CLASSIFIED, 12, 3)));

        services.withPropertyValues("legal.model.provider=ollama", "legal.model.ollama.base-url=" + server.baseUrl())
                // The variable as a deployment sets it, bound the way Spring Boot binds the environment.
                .withInitializer(context -> context.getEnvironment()
                        .getPropertySources()
                        .addFirst(new SystemEnvironmentPropertySource(
                                "env", Map.of("OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT", "true"))))
                .run(context ->
                        tracing.visit(() -> context.getBean(ClassifySkill.class).classify(QUESTION)));

        assertThat(onlyModelSpan())
                .hasName("chat qwen2.5:3b-instruct")
                .hasParent(tracing.visitSpan())
                .hasAttribute(stringKey("legal.skill"), "classify")
                .hasAttribute(longKey("gen_ai.usage.input_tokens"), 12L)
                .hasTotalRecordedEvents(0);
        assertThat(onlyModelSpan().getAttributes().get(stringKey("gen_ai.input.messages")))
                .contains("What is battery?");
    }

    @Test
    void theOfflineProviderCallsNoModelAndMakesNoModelSpan() {
        services.withPropertyValues("legal.model.provider=offline")
                .run(context ->
                        tracing.visit(() -> context.getBean(ClassifySkill.class).classify(QUESTION)));

        assertThat(tracing.spans()).extracting(SpanData::getName).containsExactly(TestTracing.VISIT);
    }

    private int port() {
        return Integer.parseInt(server.baseUrl().substring(server.baseUrl().lastIndexOf(':') + 1));
    }
}
