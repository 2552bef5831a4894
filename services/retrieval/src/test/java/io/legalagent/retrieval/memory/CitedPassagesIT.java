package io.legalagent.retrieval.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.ingest.PassageWriter;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.SignedAnswers;
import io.legalagent.retrieval.support.TestModels;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.EventData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A cached answer is served only while the passages it cites are stored with the text it read; one
 * that rests on a changed or deleted passage is stale, and is refused and removed like a forged one.
 * Against a real Chroma server and the real model.
 */
@ExtendWith(ChromaServer.class)
class CitedPassagesIT {
    private static final String QUESTION = "May the landlord end the lease when the rent is late?";
    private static final String ANSWER = "Yes, after thirty days and written notice. [Query 1][Source 1]";

    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    private PassageStore passages;
    private PassageStore store;
    private ChromaQaMemory memory;
    private final Passage clause =
            new Passage("doc:1", "The landlord may terminate after thirty days.", "lease.pdf", "", "");

    @BeforeEach
    void open(ChromaClient chroma) {
        String model = TestModels.bge().passageModelId();
        passages = ChromaPassageStore.open(chroma, ChromaServer.uniqueCollection("cited"), model);
        store = ChromaPassageStore.open(chroma, ChromaServer.uniqueCollection("cited-memory"), model);
        memory = new ChromaQaMemory(
                store,
                TestModels.bge(),
                ChromaQaMemory.DEFAULT_THRESHOLD,
                () -> null,
                passages,
                SignedAnswers.trust(),
                new Refusals(meters));
        write(clause);
        memory.remember(
                SignedAnswers.answered("run-1", QUESTION, ANSWER, SignedAnswers.passage(clause.id(), clause.text())));
    }

    private double refusedForPassages() {
        var counter = meters.find(Refusals.METRIC)
                .tag("reason", RefusalReason.PASSAGE.tag())
                .counter();
        return counter == null ? 0 : counter.count();
    }

    @Test
    void anAnswerWhosePassagesAreUnchangedHitsAndHandsThemOut() {
        var hit = memory.lookup(QUESTION).orElseThrow();

        assertThat(hit.answer()).isEqualTo(ANSWER);
        assertThat(hit.sources()).singleElement().satisfies(s -> assertThat(s.id())
                .isEqualTo(clause.id()));
        assertThat(refusedForPassages()).isZero();
    }

    @Test
    void anAnswerCitingAChangedPassageIsRefusedRemovedAndSaysWhyOnTheLookupSpan() {
        write(new Passage(clause.id(), "The landlord may terminate after sixty days.", "lease.pdf", "", ""));
        var spans = InMemorySpanExporter.create();
        try (var tracing = SdkTracerProvider.builder()
                .addSpanProcessor(SimpleSpanProcessor.create(spans))
                .build()) {
            var span = tracing.get("test").spanBuilder("qa_memory lookup").startSpan();
            try (var scope = span.makeCurrent()) {
                assertThat(memory.lookup(QUESTION)).isEmpty();
            } finally {
                span.end();
            }
            assertThat(spans.getFinishedSpanItems().get(0).getEvents())
                    .extracting(EventData::getName, e -> e.getAttributes().get(Refusals.REASON))
                    .containsExactly(tuple(Refusals.EVENT, RefusalReason.PASSAGE.tag()));
        }
        assertThat(store.count()).isZero();
        assertThat(refusedForPassages()).isEqualTo(1);
    }

    @Test
    void anAnswerCitingADeletedPassageIsRefused() {
        passages.delete(List.of(clause.id()));

        assertThat(memory.lookup(QUESTION)).isEmpty();
        assertThat(store.count()).isZero();
        assertThat(refusedForPassages()).isEqualTo(1);
    }

    private void write(Passage passage) {
        new PassageWriter(passages, TestModels.bge(), 8, IngestProgress.SILENT).write(List.of(passage));
    }
}
