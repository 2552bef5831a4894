package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topics;
import io.legalagent.runtime.EnvelopeCodec;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** One trace per question: every hop of a run is a span whose parent is the previous hop. */
@LoopTest
class TraceContinuityIT extends ProbedBroker {
    private static final AttributeKey<String> NODE = AttributeKey.stringKey("legal.node");
    private static final String MC_QUESTION =
            """
            {"question": "A tenant assigns a lease without the landlord's consent. Is the assignee bound?",
             "choices": {"A": "Yes, always.", "B": "No, never.", "C": "Yes, by privity of estate.",
                         "D": "Only if recorded."}}""";

    @Autowired
    EnvelopeCodec codec;

    @Autowired
    InMemorySpanExporter spans;

    @Test
    void aMultiHopRunIsOneTraceThroughAllNineNodes() {
        var answer = ask(MC_QUESTION, Map.of());
        var trace = spansOf(answer.traceId());

        assertThat(answer.traceId()).matches("[0-9a-f]{32}");
        assertThat(answer.traceUrl())
                .as("legal.tracing.ui-url of @LoopTest")
                .isEqualTo("http://jaeger.test:16686/trace/" + answer.traceId());
        assertThat(trace)
                .extracting(s -> s.getAttributes().get(NODE))
                .containsAll(Arrays.stream(NodeName.values())
                        // The reviewer sees only runs that ask for review; this one asks for none.
                        .filter(node -> node != NodeName.REVIEWER)
                        .map(NodeName::id)
                        .toList());
        assertThat(trace).hasSize(answer.path().size());
        assertThat(trace.get(0).getParentSpanContext().isValid())
                .as("the guard starts the trace")
                .isFalse();
        assertChained(trace);
    }

    @Test
    void aRunStartedWithAClientTraceparentJoinsThatTrace() {
        var clientTrace = "0af7651916cd43dd8448eb211c80319c";
        var clientSpan = "b7ad6b7169203331";
        var answer = ask(MC_QUESTION, Map.of("traceparent", "00-" + clientTrace + "-" + clientSpan + "-01"));
        var trace = spansOf(clientTrace);

        assertThat(answer.traceId()).isEqualTo(clientTrace);
        assertThat(trace).hasSize(answer.path().size());
        assertThat(trace.get(0).getParentSpanId()).isEqualTo(clientSpan);
        assertChained(trace);
    }

    /** The envelope records when its question was published, so run latency is measured as the asker sees it. */
    @Test
    void theRunKnowsWhenItsQuestionWasPublished() {
        var requestId = UUID.randomUUID().toString();
        var published = Instant.now().minusSeconds(90).truncatedTo(ChronoUnit.MILLIS);
        probe.send(Topics.QUESTIONS, requestId, "What is battery?".getBytes(StandardCharsets.UTF_8), published);

        var classified = probe.await(
                Topics.CLASSIFIER,
                r -> codec.decode(r.value(), AgentState.class).requestId().equals(requestId),
                1,
                Duration.ofSeconds(60));

        assertThat(classified).hasSize(1);
        var intake = codec.decode(classified.get(0).value(), AgentState.class).intake();
        assertThat(intake.publishedAt()).isEqualTo(published);
        assertThat(intake.createdAt()).isAfter(published.plusSeconds(60));
    }

    private static void assertChained(List<SpanData> trace) {
        for (int i = 1; i < trace.size(); i++) {
            assertThat(trace.get(i).getParentSpanId())
                    .as(
                            "span %d (%s) is a child of the hop before it",
                            i, trace.get(i).getName())
                    .isEqualTo(trace.get(i - 1).getSpanId());
        }
    }

    private List<SpanData> spansOf(String traceId) {
        return spans.getFinishedSpanItems().stream()
                .filter(s -> s.getTraceId().equals(traceId))
                .sorted(Comparator.comparingLong(SpanData::getStartEpochNanos))
                .toList();
    }

    private Answer ask(String question, Map<String, String> headers) {
        var requestId = UUID.randomUUID().toString();
        probe.send(Topics.QUESTIONS, requestId, question.getBytes(StandardCharsets.UTF_8), headers);
        var answers = probe
                .await(Topics.ANSWERS, r -> decode(r.value()).requestId().equals(requestId), 1, Duration.ofSeconds(60))
                .stream()
                .map(r -> decode(r.value()))
                .toList();
        assertThat(answers).hasSize(1);
        return answers.get(0);
    }

    private Answer decode(byte[] value) {
        return codec.decode(value, Answer.class);
    }
}
