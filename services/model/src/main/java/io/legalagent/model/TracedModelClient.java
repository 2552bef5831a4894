package io.legalagent.model;

import static io.legalagent.ports.LegalAttributes.MODEL_ATTEMPTS;
import static io.legalagent.ports.LegalAttributes.MODEL_RETRY_ATTEMPT;
import static io.legalagent.ports.LegalAttributes.MODEL_RETRY_WAIT_MS;
import static io.legalagent.ports.LegalAttributes.PARSE_FAILED;
import static io.legalagent.ports.LegalAttributes.REPLY_READING;
import static io.legalagent.ports.LegalAttributes.SKILL;
import static io.opentelemetry.semconv.ErrorAttributes.ERROR_TYPE;
import static io.opentelemetry.semconv.ExceptionAttributes.EXCEPTION_MESSAGE;
import static io.opentelemetry.semconv.ExceptionAttributes.EXCEPTION_TYPE;
import static io.opentelemetry.semconv.ServerAttributes.SERVER_ADDRESS;
import static io.opentelemetry.semconv.ServerAttributes.SERVER_PORT;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_CONVERSATION_ID;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_OPERATION_NAME;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_OUTPUT_TYPE;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_PROVIDER_NAME;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_REQUEST_MAX_TOKENS;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_REQUEST_MODEL;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_REQUEST_TEMPERATURE;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_RESPONSE_FINISH_REASONS;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_RESPONSE_ID;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_RESPONSE_MODEL;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_USAGE_INPUT_TOKENS;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_USAGE_OUTPUT_TOKENS;

import io.github.resilience4j.retry.event.RetryOnRetryEvent;
import io.legalagent.ports.CurrentRun;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes;
import io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GenAiOperationNameIncubatingValues;
import io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GenAiOutputTypeIncubatingValues;
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
    private static final String OPERATION = GenAiOperationNameIncubatingValues.CHAT;
    private static final String RETRY_EVENT = "legal.model.retry";
    // gen_ai.system is the older name of gen_ai.provider.name; trace viewers still read either.
    @SuppressWarnings("deprecation")
    private static final AttributeKey<String> SYSTEM = GenAiIncubatingAttributes.GEN_AI_SYSTEM;
    // Conventions whose type is "any" (structured), so the semconv artifacts have no constant for them.
    private static final AttributeKey<String> INPUT_MESSAGES = AttributeKey.stringKey("gen_ai.input.messages");
    private static final AttributeKey<String> OUTPUT_MESSAGES = AttributeKey.stringKey("gen_ai.output.messages");

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
                .setAttribute(GEN_AI_OPERATION_NAME, OPERATION)
                .setAttribute(SYSTEM, target.provider())
                .setAttribute(GEN_AI_PROVIDER_NAME, target.provider())
                .setAttribute(GEN_AI_REQUEST_MODEL, target.model())
                .setAttribute(GEN_AI_REQUEST_TEMPERATURE, target.temperature())
                .setAttribute(GEN_AI_REQUEST_MAX_TOKENS, target.maxTokens())
                .setAttribute(
                        GEN_AI_OUTPUT_TYPE,
                        json ? GenAiOutputTypeIncubatingValues.JSON : GenAiOutputTypeIncubatingValues.TEXT)
                .setAttribute(MODEL_ATTEMPTS, 1L);
        if (target.host() != null) {
            builder.setAttribute(SERVER_ADDRESS, target.host());
        }
        if (target.port() > 0) {
            builder.setAttribute(SERVER_PORT, (long) target.port());
        }
        // The run is the conversation: every model call of one question shares it.
        CurrentRun.id().ifPresent(run -> builder.setAttribute(GEN_AI_CONVERSATION_ID, run));
        var span = builder.startSpan();
        if (captureContent && span.isRecording()) {
            span.setAttribute(INPUT_MESSAGES, GenAiMessages.input(instructions, input));
        }
        return span;
    }

    private ModelReply replied(Span span, ModelReply reply) {
        // A count of 0 means the provider did not report one; leaving it out says "unknown", not "none".
        if (reply.inputTokens() > 0) {
            span.setAttribute(GEN_AI_USAGE_INPUT_TOKENS, reply.inputTokens());
        }
        if (reply.outputTokens() > 0) {
            span.setAttribute(GEN_AI_USAGE_OUTPUT_TOKENS, reply.outputTokens());
        }
        if (reply.responseModel() != null) {
            span.setAttribute(GEN_AI_RESPONSE_MODEL, reply.responseModel());
        }
        if (reply.responseId() != null) {
            span.setAttribute(GEN_AI_RESPONSE_ID, reply.responseId());
        }
        if (reply.finishReason() != null) {
            span.setAttribute(GEN_AI_RESPONSE_FINISH_REASONS, List.of(reply.finishReason()));
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
        span.setAttribute(MODEL_ATTEMPTS, event.getNumberOfRetryAttempts() + 1L);
        span.addEvent(
                RETRY_EVENT,
                Attributes.builder()
                        .put(MODEL_RETRY_ATTEMPT, (long) event.getNumberOfRetryAttempts())
                        .put(MODEL_RETRY_WAIT_MS, event.getWaitInterval().toMillis())
                        .put(
                                EXCEPTION_TYPE,
                                error == null ? "" : error.getClass().getName())
                        .put(EXCEPTION_MESSAGE, error == null ? "" : String.valueOf(error.getMessage()))
                        .build());
    }
}
