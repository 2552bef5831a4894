package io.legalagent.model;

import static io.opentelemetry.semconv.ErrorAttributes.ERROR_TYPE;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_OPERATION_NAME;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_PROVIDER_NAME;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_REQUEST_MODEL;
import static io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GEN_AI_TOKEN_TYPE;

import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GenAiOperationNameIncubatingValues;
import io.opentelemetry.semconv.incubating.GenAiIncubatingAttributes.GenAiTokenTypeIncubatingValues;
import java.time.Duration;
import java.util.Arrays;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * The OpenTelemetry GenAI client metrics of every model call, retries included:
 * {@code gen_ai.client.operation.duration} (seconds) and {@code gen_ai.client.token.usage} (tokens, by
 * {@code gen_ai.token.type} input or output), with the operation, provider and requested model as
 * tags, and histogram buckets so that percentiles can be computed where they are scraped. A call that
 * throws is timed with {@code error.type}; a token count the provider did not report is not recorded.
 */
final class MeteredModelClient implements ModelClient {
    private static final String OPERATION = GenAiOperationNameIncubatingValues.CHAT;
    // The explicit bucket boundaries the GenAI semantic conventions advise for these two metrics, so
    // that dashboards built for them read ours.
    private static final double[] TOKEN_BUCKETS = {
        1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304, 16777216, 67108864
    };
    private static final Duration[] DURATION_BUCKETS = Arrays.stream(
                    new double[] {0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 5.12, 10.24, 20.48, 40.96, 81.92
                    })
            .mapToObj(seconds -> Duration.ofNanos(Math.round(seconds * 1e9)))
            .toArray(Duration[]::new);

    private final ModelClient delegate;
    private final ModelTarget target;
    private final MeterRegistry registry;
    private final LongSupplier nanos;

    MeteredModelClient(ModelClient delegate, ModelTarget target, MeterRegistry registry, LongSupplier nanos) {
        this.delegate = delegate;
        this.target = target;
        this.registry = registry;
        this.nanos = nanos;
    }

    @Override
    public ModelReply chat(String instructions, String input, ReplyFormat format) {
        return timed(() -> delegate.chat(instructions, input, format), reply -> reply);
    }

    @Override
    public <T> Read<T> ask(Skill skill, String instructions, String input, ReplyReader<T> read) {
        return timed(() -> delegate.ask(skill, instructions, input, read), Read::reply);
    }

    private <R> R timed(java.util.function.Supplier<R> call, Function<R, ModelReply> replyOf) {
        long started = nanos.getAsLong();
        try {
            R result = call.get();
            duration(null).record(nanos.getAsLong() - started, java.util.concurrent.TimeUnit.NANOSECONDS);
            var reply = replyOf.apply(result);
            tokens(GenAiTokenTypeIncubatingValues.INPUT, reply.inputTokens());
            tokens(GenAiTokenTypeIncubatingValues.OUTPUT, reply.outputTokens());
            return result;
        } catch (RuntimeException e) {
            duration(e.getClass().getSimpleName())
                    .record(nanos.getAsLong() - started, java.util.concurrent.TimeUnit.NANOSECONDS);
            throw e;
        }
    }

    private Timer duration(String errorType) {
        var builder = Timer.builder("gen_ai.client.operation.duration")
                .description("Time of a model call, retries included")
                .tag(GEN_AI_OPERATION_NAME.getKey(), OPERATION)
                .tag(GEN_AI_PROVIDER_NAME.getKey(), target.provider())
                .tag(GEN_AI_REQUEST_MODEL.getKey(), target.model())
                .serviceLevelObjectives(DURATION_BUCKETS);
        if (errorType != null) {
            builder.tag(ERROR_TYPE.getKey(), errorType);
        }
        return builder.register(registry);
    }

    private void tokens(String type, long count) {
        if (count <= 0) {
            return;
        }
        DistributionSummary.builder("gen_ai.client.token.usage")
                .description("Tokens of a model call, by direction")
                .tag(GEN_AI_OPERATION_NAME.getKey(), OPERATION)
                .tag(GEN_AI_PROVIDER_NAME.getKey(), target.provider())
                .tag(GEN_AI_REQUEST_MODEL.getKey(), target.model())
                .tag(GEN_AI_TOKEN_TYPE.getKey(), type)
                .serviceLevelObjectives(TOKEN_BUCKETS)
                .register(registry)
                .record(count);
    }
}
