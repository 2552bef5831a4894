package io.legalagent.retrieval.search;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Evidence;
import io.legalagent.ports.QuerySet;
import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.embed.Vectors;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.ingest.ParsedCorpus;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.Where;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.TestModels;
import java.util.List;
import java.util.Set;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The executor's retriever on the evidence and torts passages of the sample corpus. */
@ExtendWith(ChromaServer.class)
class MultiQueryRetrieverIT {
    private static final QuerySet HEARSAY = new QuerySet(
            "Is an out-of-court statement offered to prove the truth of what it asserts admissible?",
            List.of("hearsay definition and exceptions", "statement of a declarant not made while testifying"));

    private static PassageStore store;

    @BeforeAll
    static void ingest(ChromaClient chroma) {
        store = ChromaPassageStore.open(chroma, ChromaServer.uniqueCollection("retriever"), "bge-small-en-v1.5-q");
        var passages = TestModels.sample().stream()
                .filter(p -> p.subject().equals("evidence") || p.subject().equals("torts"))
                .toList();
        new Ingester(store, TestModels.bge(), 64, IngestProgress.SILENT)
                .ingest(new ParsedCorpus(passages, List.of()), false);
    }

    private static MultiQueryRetriever retriever(Reranker reranker, RetrieverSettings settings) {
        return new MultiQueryRetriever(store, TestModels.bge(), reranker, settings);
    }

    private static MultiQueryRetriever hybrid() {
        return retriever(new HybridReranker(), RetrieverSettings.defaults().withPoolSize(20));
    }

    @Test
    void findsTheRuleAndDescribesEachPassage() {
        var result = hybrid().retrieve(HEARSAY, Set.of());

        assertThat(result.passages()).hasSize(5);
        assertThat(result.passages()).extracting(Evidence::id).contains("evid-definition-of-hearsay");
        assertThat(result.candidates()).isGreaterThanOrEqualTo(20);
        assertThat(result.excluded()).isZero();
        var hearsay = result.passages().stream()
                .filter(e -> e.id().equals("evid-definition-of-hearsay"))
                .findFirst()
                .orElseThrow();
        assertThat(hearsay.sha256()).isEqualTo(Hashes.sha256(hearsay.text()));
        assertThat(hearsay.source()).isEqualTo("legal-agent-sample: Definition of hearsay");
    }

    @Test
    void orderIsDeterministicByScoreThenId() {
        var first = hybrid().retrieve(HEARSAY, Set.of());
        var second = hybrid().retrieve(HEARSAY, Set.of());

        assertThat(second).isEqualTo(first);
        var evidence = first.passages();
        for (int i = 1; i < evidence.size(); i++) {
            var before = evidence.get(i - 1);
            var after = evidence.get(i);
            assertThat(before.score() > after.score()
                            || (before.score() == after.score() && before.id().compareTo(after.id()) < 0))
                    .isTrue();
        }
    }

    @Test
    void theMeanCosineSignalIsTheMeanCosineOfThePrimaryQueryToTheKeptPassages() {
        var result = new MultiQueryRetriever(
                        store,
                        TestModels.bge(),
                        new DenseReranker(),
                        RetrieverSettings.defaults(),
                        ConfidenceSignal.MEAN_COSINE)
                .retrieve(HEARSAY, Set.of());

        float[] primary = TestModels.bge().embedQuery(HEARSAY.primary());
        double expected = store.get(result.passages().stream().map(Evidence::id).toList()).stream()
                .mapToDouble(p -> Vectors.cosine(primary, p.embedding()))
                .average()
                .orElseThrow();
        assertThat(result.confidence()).isCloseTo(expected, Offset.offset(1e-6));
        // With the dense reranker, the score is that same cosine.
        assertThat(result.passages()).allSatisfy(e -> assertThat(e.score()).isBetween(0.3, 1.0));
    }

    @Test
    void passagesUsedByEarlierStepsAreNeverReturned() {
        var first = hybrid().retrieve(HEARSAY, Set.of());
        var used = Set.copyOf(first.passages().stream().map(Evidence::id).toList());

        var next = hybrid().retrieve(HEARSAY, used);

        assertThat(next.passages()).hasSize(5);
        assertThat(next.passages()).extracting(Evidence::id).doesNotContainAnyElementsOf(used);
        assertThat(next.excluded()).isEqualTo(5);
    }

    @Test
    void aMetadataFilterRestrictsEveryQuery() {
        var torts = retriever(
                new HybridReranker(), RetrieverSettings.defaults().withFilter(Where.eq(Passage.SUBJECT, "torts")));

        var result = torts.retrieve(HEARSAY, Set.of());

        assertThat(result.passages()).hasSize(5).allSatisfy(e -> assertThat(e.id())
                .startsWith("torts-"));
    }

    @Test
    void blankQueriesRetrieveNothing() {
        var result = hybrid().retrieve(new QuerySet(" ", List.of("")), Set.of());

        assertThat(result.passages()).isEmpty();
        assertThat(result.confidence()).isZero();
    }
}
