package io.legalagent.retrieval.ingest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.rp.CitatorSignals;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.TestModels;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Ingest into a real Chroma with the real ONNX model, on a 12-passage slice of the sample corpus. */
@ExtendWith(ChromaServer.class)
class IngesterIT {
    private final List<Passage> passages = TestModels.sample().subList(0, 12);
    private final AtomicInteger embedded = new AtomicInteger();
    private PassageStore store;

    @BeforeEach
    void open(ChromaClient chroma) {
        store = ChromaPassageStore.open(chroma, ChromaServer.uniqueCollection("ingest"), "bge-small-en-v1.5-q");
    }

    private Ingester ingester(Embedder embedder) {
        return ingester(embedder, IngestProgress.SILENT);
    }

    private Ingester ingester(Embedder embedder, IngestProgress progress) {
        return new Ingester(store, embedder, 5, progress);
    }

    /** Writes down every call, rates left out (they depend on the clock) but checked to be positive. */
    private static final class Recording implements IngestProgress {
        final List<String> calls = new ArrayList<>();

        @Override
        public void started(long total) {
            calls.add("started " + total);
        }

        @Override
        public void stored(long done, long total, double perSecond) {
            assertThat(perSecond).isPositive();
            calls.add("stored " + done + "/" + total);
        }

        @Override
        public void finished(long done, double perSecond) {
            calls.add("finished " + done);
        }
    }

    /** The real model, counting what it is asked to embed. */
    private Embedder counting() {
        var model = TestModels.bge();
        return new Embedder() {
            public String modelId() {
                return model.modelId();
            }

            public int dimension() {
                return model.dimension();
            }

            public List<float[]> embedQueries(List<String> queries) {
                return model.embedQueries(queries);
            }

            public List<float[]> embedPassages(List<String> texts) {
                embedded.addAndGet(texts.size());
                return model.embedPassages(texts);
            }
        };
    }

    private static ParsedCorpus corpus(List<Passage> passages) {
        return new ParsedCorpus(passages, List.of());
    }

    @Test
    void ingestsOnceAndAnUnchangedReIngestDoesNoWork() {
        var first = ingester(counting()).ingest(corpus(passages), false);
        embedded.set(0);
        var second = ingester(counting()).ingest(corpus(passages), false);

        assertThat(first.added()).isEqualTo(12);
        assertThat(first.collectionSize()).isEqualTo(12);
        assertThat(second.noWork()).isTrue();
        assertThat(second.unchanged()).isEqualTo(12);
        assertThat(embedded).hasValue(0);
        assertThat(second.fingerprint())
                .isEqualTo(first.fingerprint())
                .isEqualTo(corpus(passages).fingerprint());
        assertThat(store.metadata()).containsEntry(Ingester.FINGERPRINT_KEY, first.fingerprint());
        var stored = store.get(List.of(passages.get(0).id())).get(0);
        assertThat(stored.text()).isEqualTo(passages.get(0).text());
        assertThat(stored.metadataString("subject")).isEqualTo(passages.get(0).subject());
        assertThat(stored.metadataString(Passage.TEXT_SHA256))
                .isEqualTo(passages.get(0).textSha256());
    }

    @Test
    void reportsProgressBatchByBatchAndNothingWhenThereIsNoWork() {
        var first = new Recording();
        var second = new Recording();

        ingester(counting(), first).ingest(corpus(passages), false);
        ingester(counting(), second).ingest(corpus(passages), false);

        assertThat(first.calls)
                .containsExactly("started 12", "stored 5/12", "stored 10/12", "stored 12/12", "finished 12");
        assertThat(second.calls).isEmpty();
    }

    @Test
    void aChangedPassageIsReplacedAndOnlyItIsEmbedded() {
        ingester(counting()).ingest(corpus(passages), false);
        var changed = new ArrayList<>(passages);
        var old = changed.get(3);
        changed.set(3, new Passage(old.id(), old.text() + " Revised.", old.source(), old.title(), old.subject()));
        embedded.set(0);

        var report = ingester(counting()).ingest(corpus(changed), false);

        assertThat(report.replaced()).isEqualTo(1);
        assertThat(report.added()).isZero();
        assertThat(embedded).hasValue(1);
        assertThat(store.get(List.of(old.id())).get(0).text()).endsWith("Revised.");
        assertThat(store.count()).isEqualTo(12);
    }

    @Test
    void rpMetadataIsStoredAndAChangeOfItAloneReplacesThePassage() {
        ingester(counting()).ingest(corpus(passages), false);
        var changed = new ArrayList<>(passages);
        var old = changed.get(5);
        var signals = new CitatorSignals(List.of(passages.get(6).id()), "followed", 7.0, true, 1.0);
        changed.set(5, new Passage(old.id(), old.text(), old.source(), old.title(), old.subject(), signals));
        embedded.set(0);

        var report = ingester(counting()).ingest(corpus(changed), false);

        assertThat(report.replaced()).isEqualTo(1);
        assertThat(CitatorSignals.of(store.get(List.of(old.id())).get(0).metadata()))
                .isEqualTo(signals);
        assertThat(CitatorSignals.of(
                        store.get(List.of(passages.get(6).id())).get(0).metadata()))
                .isEqualTo(CitatorSignals.NONE);
    }

    @Test
    void aSmallerCorpusIsReportedAndPrunedOnlyWhenAsked() {
        ingester(counting()).ingest(corpus(passages), false);
        var smaller = corpus(passages.subList(0, 8));

        var reported = ingester(counting()).ingest(smaller, false);

        assertThat(reported.stale()).hasSize(4);
        assertThat(reported.summary()).contains("WARNING: 4 passages").contains("--prune");
        assertThat(store.count()).isEqualTo(12);
        assertThat(reported.fingerprint()).isEqualTo(corpus(passages).fingerprint());

        var pruned = ingester(counting()).ingest(smaller, true);

        assertThat(pruned.stale()).hasSize(4);
        assertThat(store.count()).isEqualTo(8);
        assertThat(pruned.fingerprint()).isEqualTo(smaller.fingerprint());
    }

    @Test
    void anInterruptedIngestResumesWithWhatIsLeft() {
        var failing = new Embedder() {
            int calls;

            public String modelId() {
                return TestModels.bge().modelId();
            }

            public int dimension() {
                return 384;
            }

            public List<float[]> embedQueries(List<String> queries) {
                throw new UnsupportedOperationException();
            }

            public List<float[]> embedPassages(List<String> texts) {
                if (++calls > 1) {
                    throw new IllegalStateException("interrupted");
                }
                return TestModels.bge().embedPassages(texts);
            }
        };
        var progress = new Recording();
        assertThatThrownBy(() -> ingester(failing, progress).ingest(corpus(passages), false))
                .hasMessage("interrupted");
        assertThat(store.count()).isEqualTo(5); // the first batch was stored before the failure
        assertThat(progress.calls).containsExactly("started 12", "stored 5/12", "finished 5");
        embedded.set(0);

        var resumed = ingester(counting()).ingest(corpus(passages), false);

        assertThat(resumed.added()).isEqualTo(7);
        assertThat(resumed.unchanged()).isEqualTo(5);
        assertThat(embedded).hasValue(7);
        assertThat(store.count()).isEqualTo(12);
    }

    @Test
    void aPassageFileNeitherPrunesNorFingerprintsTheLibrarysDocumentPassages() {
        var alone = ingester(counting()).ingest(corpus(passages), true);
        var place =
                new io.legalagent.contracts.DocumentPlace("d".repeat(64), "lease.pdf", "Lease", 1, 1, List.of(), null);
        var documentPassage = new Passage(
                "d".repeat(64) + ":1",
                "The rent is due on the first.",
                "lease.pdf",
                "",
                "",
                CitatorSignals.NONE,
                place);
        new PassageWriter(store, counting(), 5, IngestProgress.SILENT).write(List.of(documentPassage));

        var again = ingester(counting()).ingest(corpus(passages), true);

        assertThat(again.stale()).isEmpty();
        assertThat(again.fingerprint()).isEqualTo(alone.fingerprint());
        assertThat(store.get(List.of(documentPassage.id()))).hasSize(1);
    }
}
