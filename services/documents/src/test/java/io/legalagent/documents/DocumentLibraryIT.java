package io.legalagent.documents;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.DocumentProgress.Stage;
import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.library.CatalogEntry;
import io.legalagent.retrieval.library.DocumentFiles;
import io.legalagent.retrieval.library.DocumentMetadata;
import io.legalagent.retrieval.library.LibraryCatalog;
import io.legalagent.retrieval.library.LiveDocuments;
import io.legalagent.retrieval.library.LivePassageStore;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoredPassage;
import io.legalagent.retrieval.store.Where;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.TestModels;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library kept in step with a folder, against a real Chroma server and the real model. Files are
 * plain text read by {@link PlainTextReader} and cut by {@link ParagraphSplitter}, which stand in for
 * the Tika reader and the structure splitter.
 */
@ExtendWith(ChromaServer.class)
class DocumentLibraryIT {
    @TempDir
    Path folder;

    @TempDir
    Path originals;

    private ChromaClient chroma;
    private PassageStore passages;
    private LibraryCatalog catalog;
    private DocumentFiles files;

    @BeforeEach
    void open(ChromaClient chroma) {
        this.chroma = chroma;
        String name = ChromaServer.uniqueCollection("documents");
        passages = ChromaPassageStore.open(chroma, name, TestModels.bge().passageModelId());
        catalog = LibraryCatalog.open(chroma, name + "_documents");
        files = new DocumentFiles(originals, "local");
    }

    private DocumentLibrary library(Embedder embedder) {
        return new DocumentLibrary(
                passages,
                catalog,
                embedder,
                new PlainTextReader(),
                new ParagraphSplitter(),
                files,
                IngestProgress.SILENT,
                2,
                Duration.ZERO);
    }

    @Test
    void aSyncAddsThenLeavesUnchangedThenSwapsAChangedFileWholeThenPrunes() throws IOException {
        write("lease.txt", "Lease of unit 4\n\nRent is due on the first.\n\nLate rent costs five percent.");
        write("letters/notice.txt", "Notice of default\n\nThe tenant owes two months.");
        write("empty.txt", "");
        write("corpus.csv", "idx,text,source\n1,Battery is contact.,sample\n");
        write(".DS_Store", "junk");
        var library = library(TestModels.bge());

        var first = library.sync(List.of(folder), false);

        assertThat(first.files())
                .extracting(FileOutcome::slot, FileOutcome::stage)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("empty.txt", Stage.FAILED),
                        org.assertj.core.groups.Tuple.tuple("lease.txt", Stage.ADDED),
                        org.assertj.core.groups.Tuple.tuple("letters/notice.txt", Stage.ADDED));
        assertThat(first.files().get(0).reason()).isEqualTo("the file is empty");
        assertThat(first.passageFiles()).containsExactly(folder.resolve("corpus.csv"));
        assertThat(first.counts()).isEqualTo(Map.of(FileKind.TEXT, Map.of(Stage.ADDED, 2, Stage.FAILED, 1)));
        assertThat(first.embedded()).isEqualTo(5);
        String lease = first.files().get(1).documentId();
        assertThat(stored(lease)).hasSize(3);
        assertThat(catalog.liveDocumentIds()).hasSize(2).contains(lease);
        assertThat(catalog.slot("empty.txt").orElseThrow().status()).isEqualTo(CatalogEntry.Status.FAILED);
        assertThat(files.find(lease).orElseThrow().fileName()).isEqualTo("lease.txt");
        var stored = stored(lease).get(0);
        assertThat(DocumentMetadata.from(stored.metadata()).fileName()).isEqualTo("lease.txt");
        assertThat(DocumentMetadata.from(stored.metadata()).title()).isEqualTo("Lease of unit 4");

        var again = library.sync(List.of(folder), false);

        assertThat(again.count(Stage.UNCHANGED)).isEqualTo(2);
        assertThat(again.embedded()).isZero();

        write("lease.txt", "Lease of unit 4, amended\n\nRent is due on the fifth.");
        var changed = library.sync(List.of(folder), false);

        var amended = changed.files().stream()
                .filter(f -> f.slot().equals("lease.txt"))
                .findFirst()
                .orElseThrow();
        assertThat(amended.stage()).isEqualTo(Stage.CHANGED);
        assertThat(amended.embedded()).isEqualTo(2);
        assertThat(stored(lease)).as("the old version's passages").isEmpty();
        assertThat(stored(amended.documentId())).hasSize(2);
        assertThat(files.find(lease)).isEmpty();
        assertThat(catalog.liveDocumentIds()).doesNotContain(lease).contains(amended.documentId());

        Files.delete(folder.resolve("letters/notice.txt"));
        String notice = first.files().get(2).documentId();
        assertThat(library.sync(List.of(folder), false).count(Stage.DELETED)).isZero();
        assertThat(stored(notice)).hasSize(2);

        var pruned = library.sync(List.of(folder), true);

        assertThat(pruned.files())
                .filteredOn(f -> f.stage() == Stage.DELETED)
                .extracting(FileOutcome::slot)
                .containsExactly("letters/notice.txt");
        assertThat(stored(notice)).isEmpty();
        assertThat(catalog.slot("letters/notice.txt")).isEmpty();
    }

    @Test
    void aFileThatFailsWhileEmbeddingLeavesNothingBehindAndKeepsTheOldVersion() throws IOException {
        Path file = write("brief.txt", "Brief\n\nFirst point.\n\nSecond point.");
        var added = library(TestModels.bge()).ingestOne(file, "brief.txt");
        write("brief.txt", "Brief, revised\n\nFirst point.\n\nSecond point.\n\nThird point.\n\nFourth point.");

        var failed = library(new FailingOnSecondBatch(TestModels.bge())).ingestOne(file, "brief.txt");

        assertThat(failed.stage()).isEqualTo(Stage.FAILED);
        assertThat(failed.reason()).startsWith("could not be stored: ").contains("model failed");
        assertThat(stored(failed.documentId()))
                .as("the first batch was written, then deleted")
                .isEmpty();
        assertThat(catalog.slot("brief.txt").orElseThrow().documentId()).isEqualTo(added.documentId());
        assertThat(stored(added.documentId())).hasSize(3);
        assertThat(passages.count()).isEqualTo(3);
    }

    @Test
    void oneFileInTwoSlotsIsStoredOnceAndDeletedFromBoth() throws IOException {
        Path file = write("upload.txt", "Memo\n\nThe deadline is Friday.");
        var library = library(TestModels.bge());

        var first = library.ingestOne(file, "upload.txt");
        var copy = library.ingestOne(file, "copies/upload.txt");
        String id = first.documentId();

        assertThat(first.stage()).isEqualTo(Stage.ADDED);
        assertThat(copy.stage()).isEqualTo(Stage.ADDED);
        assertThat(copy.embedded()).isZero();
        assertThat(catalog.withDocument(id)).hasSize(2);
        assertThat(library.ingestOne(file, "upload.txt").stage()).isEqualTo(Stage.UNCHANGED);

        assertThat(library.delete(id)).isTrue();

        assertThat(catalog.documents()).isEmpty();
        assertThat(stored(id)).isEmpty();
        assertThat(files.find(id)).isEmpty();
        assertThat(library.delete(id)).isFalse();
    }

    @Test
    void aSearchWhileAChangedFileIsWrittenSeesTheWholeOldVersionAndAfterItTheWholeNewOne() throws IOException {
        Path file = write("contract.txt", "Contract\n\nClause one, old.\n\nClause two, old.");
        String old = library(TestModels.bge()).ingestOne(file, "contract.txt").documentId();
        write("contract.txt", "Contract, new\n\nClause one.\n\nClause two.\n\nClause three.\n\nClause four.");
        var search = new LivePassageStore(passages, new LiveDocuments(chroma, catalog.collection()));
        var seenWhileWriting = new java.util.ArrayList<Set<String>>();
        IngestProgress searching = new IngestProgress() {
            @Override
            public void stored(long done, long total, double perSecond) {
                seenWhileWriting.add(searchAll(search));
            }
        };
        var library = new DocumentLibrary(
                passages,
                catalog,
                TestModels.bge(),
                new PlainTextReader(),
                new ParagraphSplitter(),
                files,
                searching,
                2,
                Duration.ZERO);

        var changed = library.ingestOne(file, "contract.txt");

        Set<String> oldIds = Set.of(old + ":1", old + ":2", old + ":3");
        String now = changed.documentId();
        assertThat(seenWhileWriting).hasSize(3).allSatisfy(seen -> assertThat(seen)
                .isEqualTo(oldIds));
        assertThat(searchAll(search)).isEqualTo(Set.of(now + ":1", now + ":2", now + ":3", now + ":4", now + ":5"));
    }

    private static Set<String> searchAll(LivePassageStore search) {
        var vector = TestModels.bge().embedQueries(List.of("contract clause"));
        return search.query(vector, 50, null).get(0).stream()
                .map(hit -> hit.passage().id())
                .collect(java.util.stream.Collectors.toSet());
    }

    private List<StoredPassage> stored(String documentId) {
        return passages.find(Where.eq(DocumentMetadata.DOC_ID, documentId));
    }

    private Path write(String name, String text) throws IOException {
        Path file = folder.resolve(name);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }

    /** The real model, made to fail on its second batch: a failure part way through a file. */
    private static final class FailingOnSecondBatch implements Embedder {
        private final Embedder model;
        private final AtomicInteger calls = new AtomicInteger();

        FailingOnSecondBatch(Embedder model) {
            this.model = model;
        }

        @Override
        public String modelId() {
            return model.modelId();
        }

        @Override
        public String passageModelId() {
            return model.passageModelId();
        }

        @Override
        public int dimension() {
            return model.dimension();
        }

        @Override
        public List<float[]> embedQueries(List<String> queries) {
            return model.embedQueries(queries);
        }

        @Override
        public List<float[]> embedPassages(List<String> texts) {
            if (calls.incrementAndGet() == 2) {
                throw new IllegalStateException("model failed");
            }
            return model.embedPassages(texts);
        }
    }
}
