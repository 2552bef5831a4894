package io.legalagent.retrieval.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.legalagent.contracts.Source;
import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.ingest.PassageWriter;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.TestModels;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.EventData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A cached answer is served only while the passages it cites are stored with the text it read:
 * against a real Chroma server and the real model.
 */
@ExtendWith(ChromaServer.class)
class CitedPassagesIT {
    private static final String QUESTION = "May the landlord end the lease when the rent is late?";
    private static final String ANSWER = "Yes, after thirty days and written notice. [Source 1]";

    private PassageStore passages;
    private ChromaQaMemory memory;
    private final Passage clause =
            new Passage("doc:1", "The landlord may terminate after thirty days.", "lease.pdf", "", "");

    @BeforeEach
    void open(ChromaClient chroma) {
        String model = TestModels.bge().passageModelId();
        passages = ChromaPassageStore.open(chroma, ChromaServer.uniqueCollection("cited"), model);
        var store = ChromaPassageStore.open(chroma, ChromaServer.uniqueCollection("cited-memory"), model);
        memory = new ChromaQaMemory(
                store, TestModels.bge(), ChromaQaMemory.DEFAULT_THRESHOLD, false, () -> null, passages);
        write(clause);
        var cited = new Source(1, 1, clause.id(), "lease.pdf", 0.9, Hashes.sha256(clause.text()), "The landlord...");
        memory.remember("run-1", QUESTION, ANSWER, 0.9, null, List.of(cited));
    }

    @Test
    void anAnswerWhosePassagesAreUnchangedHits() {
        assertThat(memory.lookup(QUESTION))
                .hasValueSatisfying(hit -> assertThat(hit.answer()).isEqualTo(ANSWER));
    }

    @Test
    void anAnswerCitingAChangedPassageMissesAndSaysWhyOnTheLookupSpan() {
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
                    .extracting(EventData::getName, e -> e.getAttributes().get(CitedPassages.REASON))
                    .containsExactly(tuple(
                            CitedPassages.STALE_EVENT, "cited passage doc:1 changed since the answer was cached"));
        }
    }

    @Test
    void anAnswerCitingADeletedPassageMisses() {
        passages.delete(List.of(clause.id()));

        assertThat(memory.lookup(QUESTION)).isEmpty();
    }

    private void write(Passage passage) {
        new PassageWriter(passages, TestModels.bge(), 8, IngestProgress.SILENT).write(List.of(passage));
    }
}
