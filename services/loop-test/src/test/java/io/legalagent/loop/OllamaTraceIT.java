package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.NodeName;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * One multi-hop multiple-choice run on the production ports is one trace: a span per node visit,
 * and under each visit the model calls and the retrieval (with its Chroma calls) that hop made.
 */
class OllamaTraceIT extends OllamaLoop {
    private static final AttributeKey<String> NODE = AttributeKey.stringKey("legal.node");
    private static final AttributeKey<String> OPERATION = AttributeKey.stringKey("gen_ai.operation.name");

    @Autowired
    InMemorySpanExporter spans;

    @Test
    void aMultiHopChoiceRunIsOneTreeOfVisitsModelCallsAndRetrievals() {
        var run = exchange(StubResearch.HOMEOWNER.objective(), StubResearch.HOMEOWNER_CHOICES);
        var trace = spans.getFinishedSpanItems().stream()
                .filter(s -> s.getTraceId().equals(run.answer().traceId()))
                .toList();
        var tree = new SpanTree(trace);
        System.out.println("Span tree of run " + run.answer().runId() + ":\n" + tree.render());

        assertThat(tree.roots()).as("one root: the guard's visit").hasSize(1);
        var visits =
                trace.stream().filter(s -> s.getAttributes().get(NODE) != null).toList();
        assertThat(visits)
                .extracting(s -> s.getAttributes().get(NODE))
                .containsAll(Arrays.stream(NodeName.values())
                        // The reviewer sees only runs that ask for review; this one asks for none.
                        .filter(node -> node != NodeName.REVIEWER)
                        .map(NodeName::id)
                        .toList());
        assertThat(visits).hasSize(run.answer().path().size());
        var modelCalls = named(trace, "chat ");
        assertThat(modelCalls).hasSize(run.answer().metrics().llmCalls());
        assertThat(modelCalls).allSatisfy(call -> {
            assertThat(call.getAttributes().get(OPERATION)).isEqualTo("chat");
            assertThat(parentOf(call, trace).getAttributes().get(NODE)).isNotNull();
        });
        var retrievals = named(trace, "retrieve");
        assertThat(retrievals)
                .hasSize(run.answer().metrics().stepsCompleted()
                        + run.answer().metrics().stepsFailed());
        assertThat(retrievals).allSatisfy(retrieval -> {
            assertThat(parentOf(retrieval, trace).getAttributes().get(NODE)).isEqualTo("executor");
            assertThat(tree.childrenOf(retrieval)).extracting(SpanData::getName).anyMatch(n -> n.startsWith("chroma "));
        });
    }

    private static List<SpanData> named(List<SpanData> trace, String prefix) {
        return trace.stream().filter(s -> s.getName().startsWith(prefix)).toList();
    }

    private static SpanData parentOf(SpanData span, List<SpanData> trace) {
        return trace.stream()
                .filter(s -> s.getSpanId().equals(span.getParentSpanId()))
                .findFirst()
                .orElseThrow(() -> new AssertionError(span.getName() + " has no parent in the trace"));
    }
}
