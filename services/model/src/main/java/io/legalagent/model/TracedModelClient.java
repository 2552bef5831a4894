package io.legalagent.model;

import static io.opentelemetry.api.common.AttributeKey.booleanKey;
import static io.opentelemetry.api.common.AttributeKey.doubleKey;
import static io.opentelemetry.api.common.AttributeKey.longKey;
import static io.opentelemetry.api.common.AttributeKey.stringArrayKey;
import static io.opentelemetry.api.common.AttributeKey.stringKey;

import io.github.resilience4j.retry.event.RetryOnRetryEvent;
import io.legalagent.ports.CurrentRun;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One span per model call, named and described after the OpenTelemetry GenAI conventions, as a child
 * of the current span (the node visit). It wraps the guarded client, so one span covers the whole
 * call as the node waited for it: every retry and backoff, a wait for a bulkhead slot, a breaker
 * refusal. Each retry is an event on that span rather than a span of its own, because the skill, the
 * parse outcome and the token usage belong to the call as a whole, and one span per skill call is
 * what the run's model-call count means. Prompt and reply text stay out of the trace unless the
 * standard opt-in ({@code OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true}) asks for them;
 * they are then the {@code gen_ai.input.messages} and {@code gen_ai.output.messages} attributes, not
 * the deprecated {@code gen_ai.content.*} events.
 */
final class TracedModelClient implements ModelClient {
    private static final String OPERATION = "chat";
    private static final AttributeKey<String> OPERATION_NAME = stringKey("gen_ai.operation.name");
    // gen_ai.system is the older name of gen_ai.provider.name; trace viewers still read either.
    private static final AttributeKey<String> SYSTEM = stringKey("gen_ai.system");
    private static final AttributeKey<String> PROVIDER = stringKey("gen_ai.provider.name");
    private static final AttributeKey<String> REQUEST_MODEL = stringKey("gen_ai.request.model");
    private static final AttributeKey<Double> TEMPERATURE = doubleKey("gen_ai.request.temperature");
    private static final AttributeKey<Long> MAX_TOKENS = longKey("gen_ai.request.max_tokens");
    private static final AttributeKey<String> OUTPUT_TYPE = stringKey("gen_ai.output.type");
    private static final AttributeKey<Long> INPUT_TOKENS = longKey("gen_ai.usage.input_tokens");
    private static final AttributeKey<Long> OUTPUT_TOKENS = longKey("gen_ai.usage.output_tokens");
    private static final AttributeKey<String> SERVER_ADDRESS = stringKey("server.address");
    private static final AttributeKey<Long> SERVER_PORT = longKey("server.port");
    private static final AttributeKey<String> ERROR_TYPE = stringKey("error.type");
    private static final AttributeKey<String> SKILL = stringKey("legal.skill");
    private static final AttributeKey<Boolean> PARSE_FAILED = booleanKey("legal.parse_failed");
    private static final AttributeKey<String> REPLY_READING = stringKey("legal.reply_reading");
    private static final AttributeKey<Long> ATTEMPTS = longKey("legal.model.attempts");
    private static final String RETRY_EVENT = "legal.model.retry";
    private static final AttributeKey<Long> RETRY_ATTEMPT = longKey("legal.model.attempt");
    private static final AttributeKey<Long> RETRY_WAIT_MS = longKey("legal.model.retry.wait_ms");
    private static final AttributeKey<String> RESPONSE_MODEL = stringKey("gen_ai.response.model");
    private static final AttributeKey<String> RESPONSE_ID = stringKey("gen_ai.response.id");
    private static final AttributeKey<List<String>> FINISH_REASONS = stringArrayKey("gen_ai.response.finish_reasons");
    private static final AttributeKey<String> CONVERSATION_ID = stringKey("gen_ai.conversation.id");
    private static final AttributeKey<String> INPUT_MESSAGES = stringKey("gen_ai.input.messages");
    private static final AttributeKey<String> OUTPUT_MESSAGES = stringKey("gen_ai.output.messages");

    private final ModelClient delegate;
    private final Tracer tracer;
    private final ModelTarget target;
    private final boolean captureContent;

    TracedModelClient(ModelClient delegate, OpenTelemetry openTelemetry, ModelTarget target, boolean captureContent) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
        this.tracer = openTelemetry.getTracer("io.legalagent.model");
        this.target = Objects.requireNonNull(target, "target");
        this.captureContent = captureContent;
    }

    /** Traces the guarded client, its retries included. */
    static TracedModelClient around(
            ResilientModelClient guarded, OpenTelemetry openTelemetry, ModelTarget target, boolean captureContent) {
        // Retry events arrive on the calling thread, inside the model span's scope: Span.current() is it.
        guarded.onRetry(TracedModelClient::retried);
        return new TracedModelClient(guarded, openTelemetry, target, captureContent);
    }

    @Override
    public ModelReply chat(String instructions, String input, ReplyFormat format) {
        var span = start(format.json(), instructions, input);
        return within(span, () -> replied(span, delegate.chat(instructions, input, format)));
    }

    @Override
    public <T> Read<T> ask(Skill skill, String instructions, String input, ReplyReader<T> read) {
        var span = start(skill.json(), instructions, input);
        span.setAttribute(SKILL, skill.skillName());
        return within(span, () -> {
            var answer = delegate.ask(skill, instructions, input, read);
            replied(span, answer.reply());
            span.setAttribute(PARSE_FAILED, answer.parseFailed());
            span.setAttribute(REPLY_READING, answer.reading().name().toLowerCase(java.util.Locale.ROOT));
            return answer;
        });
    }

    private Span start(boolean json, String instructions, String input) {
        var builder = tracer.spanBuilder(OPERATION + " " + target.model())
                .setSpanKind(SpanKind.CLIENT)
                .setAttribute(OPERATION_NAME, OPERATION)
                .setAttribute(SYSTEM, target.provider())
                .setAttribute(PROVIDER, target.provider())
                .setAttribute(REQUEST_MODEL, target.model())
                .setAttribute(TEMPERATURE, target.temperature())
                .setAttribute(MAX_TOKENS, target.maxTokens())
                .setAttribute(OUTPUT_TYPE, json ? "json" : "text")
                .setAttribute(ATTEMPTS, 1L);
        if (target.host() != null) {
            builder.setAttribute(SERVER_ADDRESS, target.host());
        }
        if (target.port() > 0) {
            builder.setAttribute(SERVER_PORT, (long) target.port());
        }
        // The run is the conversation: every model call of one question shares it.
        CurrentRun.id().ifPresent(run -> builder.setAttribute(CONVERSATION_ID, run));
        var span = builder.startSpan();
        if (captureContent && span.isRecording()) {
            span.setAttribute(INPUT_MESSAGES, GenAiMessages.input(instructions, input));
        }
        return span;
    }

    private ModelReply replied(Span span, ModelReply reply) {
        // A count of 0 means the provider did not report one; leaving it out says "unknown", not "none".
        if (reply.inputTokens() > 0) {
            span.setAttribute(INPUT_TOKENS, reply.inputTokens());
        }
        if (reply.outputTokens() > 0) {
            span.setAttribute(OUTPUT_TOKENS, reply.outputTokens());
        }
        if (reply.responseModel() != null) {
            span.setAttribute(RESPONSE_MODEL, reply.responseModel());
        }
        if (reply.responseId() != null) {
            span.setAttribute(RESPONSE_ID, reply.responseId());
        }
        if (reply.finishReason() != null) {
            span.setAttribute(FINISH_REASONS, List.of(reply.finishReason()));
        }
        if (captureContent && span.isRecording()) {
            span.setAttribute(OUTPUT_MESSAGES, GenAiMessages.output(reply));
        }
        return reply;
    }

    private static <R> R within(Span span, Supplier<R> call) {
        try (var scope = span.makeCurrent()) {
            return call.get();
        } catch (RuntimeException e) {
            span.recordException(e);
            span.setAttribute(ERROR_TYPE, e.getClass().getName());
            span.setStatus(StatusCode.ERROR, String.valueOf(e.getMessage()));
            throw e;
        } finally {
            span.end();
        }
    }

    /** A failed try that will be retried: why it failed and how long the retry waits. */
    static void retried(RetryOnRetryEvent event) {
        var span = Span.current();
        var error = event.getLastThrowable();
        span.setAttribute(ATTEMPTS, event.getNumberOfRetryAttempts() + 1L);
        span.addEvent(
                RETRY_EVENT,
                Attributes.builder()
                        .put(RETRY_ATTEMPT, (long) event.getNumberOfRetryAttempts())
                        .put(RETRY_WAIT_MS, event.getWaitInterval().toMillis())
                        .put(
                                "exception.type",
                                error == null ? "" : error.getClass().getName())
                        .put("exception.message", error == null ? "" : String.valueOf(error.getMessage()))
                        .build());
    }
}
