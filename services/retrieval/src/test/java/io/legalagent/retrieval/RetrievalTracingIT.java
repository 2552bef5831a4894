package io.legalagent.retrieval;

import static io.opentelemetry.api.common.AttributeKey.booleanKey;
import static io.opentelemetry.api.common.AttributeKey.doubleKey;
import static io.opentelemetry.api.common.AttributeKey.longKey;
import static io.opentelemetry.api.common.AttributeKey.stringKey;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThat;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.assertThatThrownBy;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.equalTo;
import static io.opentelemetry.sdk.testing.assertj.OpenTelemetryAssertions.satisfies;

import io.legalagent.ports.QaMemory;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.Retrieval;
import io.legalagent.ports.Retriever;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.ingest.ParsedCorpus;
import io.legalagent.retrieval.memory.ChromaQaMemory;
import io.legalagent.retrieval.memory.Refusals;
import io.legalagent.retrieval.search.HybridReranker;
import io.legalagent.retrieval.search.MultiQueryRetriever;
import io.legalagent.retrieval.search.RetrieverSettings;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaException;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.ChromaUnavailable;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.SignedAnswers;
import io.legalagent.retrieval.support.TestModels;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.sdk.trace.data.EventData;
import io.opentelemetry.sdk.trace.data.SpanData;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * Retrieval, QA memory and Chroma calls as spans, against a real Chroma server: each is a child of
 * the current span, and every Chroma HTTP call is a child of the retrieval or memory call that made
 * it. Attribute names are spelt out here, not taken from the code, since they are what a trace
 * query depends on.
 */
@ExtendWith(ChromaServer.class)
class RetrievalTracingIT {
    private static final QuerySet HEARSAY = new QuerySet(
            "Is an out-of-court statement offered to prove the truth of what it asserts admissible?",
            List.of("hearsay definition and exceptions", "statement of a declarant not made while testifying"));
    private static final String MODEL = "bge-small-en-v1.5-q";

    private static InMemoryTracing tracing;
    private static ChromaClient chroma;
    private static String passages;
    private static PassageStore store;

    @BeforeAll
    static void ingest(ChromaClient server) {
        tracing = new InMemoryTracing();
        chroma = new ChromaClient(
                server.url(),
                ChromaClient.DEFAULT_TENANT,
                ChromaClient.DEFAULT_DATABASE,
                Duration.ofSeconds(60),
                tracing.openTelemetry());
        passages = ChromaServer.uniqueCollection("traced");
        store = ChromaPassageStore.open(chroma, passages, MODEL);
        var evidence = TestModels.sample().stream()
                .filter(p -> p.subject().equals("evidence"))
                .toList();
        new Ingester(store, TestModels.bge(), 64, IngestProgress.SILENT)
                .ingest(new ParsedCorpus(evidence, List.of()), false);
    }

    @AfterAll
    static void close() {
        tracing.close();
    }

    @BeforeEach
    void forgetEarlierSpans() {
        tracing.reset();
    }

    private static Retriever traced(PassageStore store, RetrieverSettings settings) {
        var retriever = new MultiQueryRetriever(store, TestModels.bge(), new HybridReranker(), settings);
        return new TracedRetriever(retriever, tracing.tracer(), settings, "hybrid");
    }

    @Test
    void aRetrievalIsASpanOfTheVisitAndItsChromaQueryIsAChildOfIt() {
        var settings = RetrieverSettings.defaults().withPoolSize(20);
        var result = new AtomicReference<Retrieval>();

        tracing.visit(
                () -> result.set(traced(store, settings).retrieve(HEARSAY, Set.of("evid-definition-of-hearsay"))));

        var retrieval = result.get();
        assertThat(tracing.names()).containsExactlyInAnyOrder("chroma query", "retrieve", InMemoryTracing.VISIT);
        var retrieve = tracing.span("retrieve");
        assertThat(retrieve)
                .hasKind(SpanKind.INTERNAL)
                .hasParent(tracing.span(InMemoryTracing.VISIT))
                .hasAttributesSatisfyingExactly(
                        equalTo(longKey("legal.retrieval.pool_size"), 20L),
                        equalTo(longKey("legal.retrieval.k"), 5L),
                        equalTo(longKey("legal.retrieval.queries"), 3L),
                        equalTo(longKey("legal.retrieval.candidates"), (long) retrieval.candidates()),
                        equalTo(longKey("legal.retrieval.excluded"), 1L),
                        equalTo(longKey("legal.retrieval.kept"), 5L),
                        equalTo(doubleKey("legal.retrieval.confidence"), retrieval.confidence()),
                        equalTo(stringKey("legal.retrieval.reranker"), "hybrid"));
        assertThat(retrieval.candidates()).isGreaterThanOrEqualTo(20);
        assertThat(tracing.span("chroma query"))
                .hasKind(SpanKind.CLIENT)
                .hasParent(retrieve)
                .hasStatusSatisfying(status -> status.hasCode(StatusCode.UNSET))
                .hasAttributesSatisfyingExactly(
                        equalTo(stringKey("db.system"), "chroma"),
                        equalTo(stringKey("db.system.name"), "chroma"),
                        equalTo(stringKey("db.operation.name"), "query"),
                        equalTo(stringKey("db.collection.name"), passages),
                        equalTo(stringKey("http.request.method"), "POST"),
                        equalTo(longKey("http.response.status_code"), 200L),
                        equalTo(stringKey("server.address"), chroma.url().getHost()),
                        equalTo(longKey("server.port"), (long) chroma.url().getPort()));
    }

    @Test
    void qaMemoryLookupsAndWritesAreSpansWithTheirChromaCallsAsChildren() {
        String collection = ChromaServer.uniqueCollection("traced-memory");
        var memoryStore = ChromaPassageStore.open(chroma, collection, MODEL);
        QaMemory memory = new TracedQaMemory(
                new ChromaQaMemory(
                        memoryStore,
                        TestModels.bge(),
                        0.92,
                        () -> null,
                        null,
                        SignedAnswers.trust(),
                        new Refusals(new SimpleMeterRegistry())),
                tracing.tracer(),
                0.92);
        tracing.reset();

        tracing.visit(() -> {
            memory.lookup("What is battery?");
            memory.remember(SignedAnswers.answered(
                    "run-1", "What is battery?", "An intentional harmful or offensive contact."));
            memory.lookup("What is battery?");
        });

        var visit = tracing.span(InMemoryTracing.VISIT);
        var lookups = tracing.named("qa_memory lookup");
        assertThat(lookups).hasSize(2);
        assertThat(lookups.get(0))
                .hasParent(visit)
                .hasAttributesSatisfyingExactly(
                        equalTo(doubleKey("legal.memory.threshold"), 0.92),
                        equalTo(booleanKey("legal.memory.hit"), false));
        assertThat(lookups.get(1))
                .hasParent(visit)
                .hasAttributesSatisfyingExactly(
                        equalTo(doubleKey("legal.memory.threshold"), 0.92),
                        equalTo(booleanKey("legal.memory.hit"), true),
                        satisfies(doubleKey("legal.memory.similarity"), s -> s.isCloseTo(1.0, Offset.offset(1e-4))));
        var write = tracing.span("qa_memory write");
        assertThat(write).hasParent(visit);
        assertThat(childrenOf(write))
                .extracting(SpanData::getName)
                .containsExactlyInAnyOrder("chroma get", "chroma upsert");
        for (var lookup : lookups) {
            assertThat(childrenOf(lookup)).extracting(SpanData::getName).containsExactly("chroma query");
        }
        assertThat(tracing.spans())
                .filteredOn(s -> s.getName().startsWith("chroma "))
                .allSatisfy(s -> assertThat(s).hasAttribute(stringKey("db.collection.name"), collection));
    }

    @Test
    void aChromaErrorMarksTheChromaSpanAndTheRetrievalThatMadeIt() {
        String doomed = ChromaServer.uniqueCollection("traced-deleted");
        var doomedStore = ChromaPassageStore.open(chroma, doomed, MODEL);
        chroma.deleteCollection(doomed);
        tracing.reset();

        assertThatThrownBy(() -> tracing.visit(
                        () -> traced(doomedStore, RetrieverSettings.defaults()).retrieve(HEARSAY, Set.of())))
                .isInstanceOf(ChromaException.class);

        var retrieve = tracing.span("retrieve");
        assertThat(retrieve)
                .hasStatusSatisfying(status -> status.hasCode(StatusCode.ERROR))
                .hasAttribute(stringKey("error.type"), ChromaException.class.getName());
        assertThat(retrieve.getEvents()).extracting(EventData::getName).containsExactly("exception");
        var query = tracing.span("chroma query");
        long status = query.getAttributes().get(longKey("http.response.status_code"));
        assertThat(status).isBetween(400L, 499L);
        assertThat(query)
                .hasParent(retrieve)
                .hasStatusSatisfying(s -> s.hasCode(StatusCode.ERROR))
                .hasAttribute(stringKey("error.type"), Long.toString(status))
                .hasAttribute(stringKey("db.collection.name"), doomed);
    }

    @Test
    void anUnreachableChromaIsAnErrorSpanWithTheException() throws IOException {
        int closed;
        try (var socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        var nowhere = new ChromaClient(
                URI.create("http://127.0.0.1:" + closed),
                ChromaClient.DEFAULT_TENANT,
                ChromaClient.DEFAULT_DATABASE,
                Duration.ofSeconds(5),
                tracing.openTelemetry());

        assertThat(nowhere.heartbeat()).isFalse();

        var heartbeat = tracing.span("chroma heartbeat");
        assertThat(heartbeat)
                .hasKind(SpanKind.CLIENT)
                .hasStatusSatisfying(status -> status.hasCode(StatusCode.ERROR))
                .hasAttribute(stringKey("error.type"), ChromaUnavailable.class.getName())
                .hasAttribute(longKey("server.port"), (long) closed);
        assertThat(heartbeat.getAttributes().get(longKey("http.response.status_code")))
                .isNull();
        assertThat(heartbeat.getEvents()).extracting(EventData::getName).containsExactly("exception");
    }

    @Test
    void servicesTraceRetrievalAndMemoryWithTheirOpenTelemetry() {
        var services = new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(RetrievalAutoConfiguration.class))
                .withBean(OpenTelemetry.class, tracing::openTelemetry)
                .withPropertyValues(
                        "legal.retrieval.chroma-url=" + chroma.url(),
                        "legal.retrieval.passages-collection=" + passages,
                        "legal.retrieval.memory-collection=" + ChromaServer.uniqueCollection("traced-service"),
                        "legal.retrieval.reranker=dense");

        services.run(context -> {
            var retriever = context.getBean(Retriever.class);
            var memory = context.getBean(QaMemory.class);
            tracing.reset();
            tracing.visit(() -> {
                memory.lookup("What is hearsay?");
                retriever.retrieve(HEARSAY, Set.of());
            });
        });

        var visit = tracing.span(InMemoryTracing.VISIT);
        var retrieve = tracing.span("retrieve");
        assertThat(retrieve).hasParent(visit).hasAttribute(stringKey("legal.retrieval.reranker"), "dense");
        assertThat(tracing.span("qa_memory lookup")).hasParent(visit);
        // The services' retriever also reads which documents are live from the library's catalogue.
        assertThat(childrenOf(retrieve))
                .extracting(SpanData::getName)
                .containsExactlyInAnyOrder("chroma get", "chroma query");
        assertThat(tracing.spans())
                .filteredOn(s -> s.getName().startsWith("chroma "))
                .allSatisfy(s -> assertThat(s.getStatus().getStatusCode()).isNotEqualTo(StatusCode.ERROR));
    }

    private static List<SpanData> childrenOf(SpanData parent) {
        return tracing.spans().stream()
                .filter(s -> s.getParentSpanId().equals(parent.getSpanId()))
                .toList();
    }
}
