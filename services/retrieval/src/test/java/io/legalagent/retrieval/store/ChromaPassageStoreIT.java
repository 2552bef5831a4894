package io.legalagent.retrieval.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.retrieval.support.ChromaServer;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The v2 adapter against a real Chroma server, with hand-made 3-d vectors. */
@ExtendWith(ChromaServer.class)
class ChromaPassageStoreIT {
    private ChromaClient chroma;
    private PassageStore store;

    @BeforeEach
    void open(ChromaClient chroma) {
        this.chroma = chroma;
        store = ChromaPassageStore.open(chroma, ChromaServer.uniqueCollection("store"), "toy-3d");
        store.upsert(List.of(
                passage("a", "torts", 1, 0, 0),
                passage("b", "contracts", 0.6f, 0.8f, 0),
                passage("c", "torts", 0, 0, 1)));
    }

    private static StoredPassage passage(String id, String subject, float... v) {
        return new StoredPassage(id, "text of " + id, Map.of("subject", subject, "rank", 3), v);
    }

    @Test
    void queriesReturnDocumentsMetadataDistancesAndEmbeddingsNearestFirst() {
        var hits = store.query(List.of(new float[] {1, 0, 0}), 2, null).get(0);

        assertThat(hits).extracting(h -> h.passage().id()).containsExactly("a", "b");
        assertThat(hits.get(0).distance()).isCloseTo(0, org.assertj.core.data.Offset.offset(1e-5));
        assertThat(hits.get(1).similarity()).isCloseTo(0.6, org.assertj.core.data.Offset.offset(1e-5));
        assertThat(hits.get(1).passage().text()).isEqualTo("text of b");
        assertThat(hits.get(1).passage().metadataString("subject")).isEqualTo("contracts");
        assertThat(((Number) hits.get(1).passage().metadata().get("rank")).intValue())
                .isEqualTo(3);
        assertThat(hits.get(1).passage().embedding()).containsExactly(0.6f, 0.8f, 0f);
    }

    @Test
    void whereFiltersRestrictTheResults() {
        var hits = store.query(List.of(new float[] {1, 0, 0}), 3, Where.eq("subject", "torts"))
                .get(0);
        var notA = store.query(
                        List.of(new float[] {1, 0, 0}),
                        3,
                        Where.and(
                                Where.in("subject", List.of("torts", "contracts")),
                                Where.notIn("subject", List.of("contracts"))))
                .get(0);

        assertThat(hits).extracting(h -> h.passage().id()).containsExactly("a", "c");
        assertThat(notA).extracting(h -> h.passage().id()).containsExactly("a", "c");
    }

    @Test
    void getsByIdCountsDeletesAndPages() {
        assertThat(store.get(List.of("c", "missing"))).singleElement().satisfies(p -> {
            assertThat(p.id()).isEqualTo("c");
            assertThat(p.embedding()).containsExactly(0f, 0f, 1f);
        });
        assertThat(store.count()).isEqualTo(3);

        store.delete(List.of("b"));

        assertThat(store.count()).isEqualTo(2);
        assertThat(store.page(0, 10)).extracting(StoredPassage::id).containsExactlyInAnyOrder("a", "c");
        assertThat(store.page(0, 1)).hasSize(1);
    }

    @Test
    void upsertReplacesByIdAndMetadataMerges() {
        store.upsert(List.of(new StoredPassage("a", "new text", Map.of("subject", "torts"), new float[] {1, 0, 0})));
        store.putMetadata(Map.of("corpus_fingerprint", "abc"));

        assertThat(store.get(List.of("a")).get(0).text()).isEqualTo("new text");
        assertThat(store.count()).isEqualTo(3);
        assertThat(store.metadata())
                .containsEntry("corpus_fingerprint", "abc")
                .containsEntry(ChromaPassageStore.MODEL_KEY, "toy-3d");
    }

    @Test
    void refusesToMixVectorsOfAnotherModel() {
        assertThatThrownBy(() -> ChromaPassageStore.open(chroma, store.collection(), "another-model"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("toy-3d");
    }

    @Test
    void reportsAMissingCollectionAsEmpty() {
        assertThat(chroma.getCollection("never-created")).isEmpty();
        assertThat(chroma.heartbeat()).isTrue();
    }
}
