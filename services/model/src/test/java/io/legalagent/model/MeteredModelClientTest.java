package io.legalagent.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class MeteredModelClientTest {
    private static final ModelTarget TARGET = new ModelTarget("ollama", "qwen2.5:3b-instruct", 0, 512, "ollama", 11434);

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
    private final AtomicLong clock = new AtomicLong();

    private MeteredModelClient around(ModelClient client) {
        return new MeteredModelClient(client, TARGET, registry, clock::get);
    }

    @Test
    void aCallIsTimedAndItsTokensCountedByDirection() {
        ModelClient model = (instructions, input, json) -> {
            clock.addAndGet(1_500_000_000L);
            return new ModelReply("ok", 120, 30);
        };

        around(model).chat("be brief", "What is battery?", ReplyFormat.TEXT);

        var duration = registry.get("gen_ai.client.operation.duration")
                .tag("gen_ai.provider.name", "ollama")
                .tag("gen_ai.request.model", "qwen2.5:3b-instruct")
                .tag("gen_ai.operation.name", "chat")
                .timer();
        assertThat(duration.count()).isOne();
        assertThat(duration.totalTime(java.util.concurrent.TimeUnit.MILLISECONDS))
                .isEqualTo(1500);
        assertThat(registry.get("gen_ai.client.token.usage")
                        .tag("gen_ai.token.type", "input")
                        .summary()
                        .totalAmount())
                .isEqualTo(120);
        assertThat(registry.get("gen_ai.client.token.usage")
                        .tag("gen_ai.token.type", "output")
                        .summary()
                        .totalAmount())
                .isEqualTo(30);
    }

    @Test
    void aFailedCallIsTimedWithItsErrorTypeAndUnreportedTokensAreLeftOut() {
        ModelClient failing = (instructions, input, json) -> {
            throw new IllegalStateException("down");
        };
        ModelClient silent = (instructions, input, json) -> new ModelReply("ok", 0, 0);

        assertThatThrownBy(() -> around(failing).chat("i", "q", ReplyFormat.TEXT))
                .isInstanceOf(IllegalStateException.class);
        around(silent).chat("i", "q", ReplyFormat.TEXT);

        assertThat(registry.get("gen_ai.client.operation.duration")
                        .tag("error.type", "IllegalStateException")
                        .timer()
                        .count())
                .isOne();
        assertThat(registry.find("gen_ai.client.token.usage").summaries()).isEmpty();
    }

    @Test
    void theBucketsAreTheOnesTheGenAiConventionsAdvise() {
        ModelClient model = (instructions, input, json) -> new ModelReply("ok", 120, 30);

        around(model).chat("be brief", "What is battery?", ReplyFormat.TEXT);

        var seconds = java.util.Arrays.stream(registry.get("gen_ai.client.operation.duration")
                        .timer()
                        .takeSnapshot()
                        .histogramCounts())
                .map(b -> b.bucket(java.util.concurrent.TimeUnit.SECONDS))
                .toList();
        assertThat(seconds).startsWith(0.01, 0.02, 0.04).endsWith(40.96, 81.92).hasSize(14);
        var tokens = java.util.Arrays.stream(registry.get("gen_ai.client.token.usage")
                        .tag("gen_ai.token.type", "input")
                        .summary()
                        .takeSnapshot()
                        .histogramCounts())
                .map(b -> b.bucket())
                .toList();
        assertThat(tokens).startsWith(1.0, 4.0, 16.0).endsWith(67108864.0).hasSize(14);
    }
}
