package io.legalagent.cli.library;

import io.legalagent.cli.library.SyncSummary.FileFailure;
import io.legalagent.cli.library.SyncSummary.KindCounts;
import io.legalagent.contracts.DocumentPlace;
import io.legalagent.contracts.DocumentProgress.Stage;
import io.legalagent.contracts.Evidence;
import io.legalagent.documents.DocumentLibrary;
import io.legalagent.documents.FileKind;
import io.legalagent.documents.FileOutcome;
import io.legalagent.documents.LibraryReport;
import io.legalagent.documents.read.TikaDocumentReader;
import io.legalagent.documents.split.SplitSettings;
import io.legalagent.documents.split.StructureSplitter;
import io.legalagent.ports.CurrentRun;
import io.legalagent.ports.QuerySet;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.library.DocumentFiles;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The command line's shelf on the documents module: DocumentLibrary to sync, the catalogue, the routed retriever. */
public final class LibraryShelf implements DocumentShelf {
    private final RetrievalStack stack;
    private final String library;
    private final DocumentLibrary documents;

    /** The library of the settings' organisation ({@code LEGAL_RETRIEVAL_ORGANISATION}, default local). */
    LibraryShelf(RetrievalSettings settings, String library, PassageSize size, IngestProgress progress, Path store) {
        this.stack = RetrievalStack.open(settings);
        this.library = library;
        this.documents = new DocumentLibrary(
                stack.createdPassages(stack.organisation(), library),
                stack.catalog(stack.organisation(), library),
                stack.embedder(),
                new TikaDocumentReader(),
                new StructureSplitter(new SplitSettings(size.targetChars(), size.overlapChars())),
                new DocumentFiles(store, stack.organisation()),
                progress,
                128,
                Duration.ofSeconds(1));
    }

    /** Opens a library's shelf on the documents module. */
    public static final DocumentShelf.Opener OPENER = LibraryShelf::new;

    @Override
    public SyncSummary sync(List<Path> paths, boolean prune) {
        return summary(documents.sync(paths, prune));
    }

    static SyncSummary summary(LibraryReport report) {
        var perKind = new EnumMap<FileKind, KindCounts>(FileKind.class);
        var failures = new ArrayList<FileFailure>();
        long pages = 0;
        for (FileOutcome file : report.files()) {
            perKind.merge(file.kind(), counts(file.stage()), LibraryShelf::plus);
            if (file.stage() == Stage.FAILED) {
                failures.add(new FileFailure(file.slot(), file.kind(), file.reason()));
            }
            if (file.embedded() > 0 && file.pages() != null) {
                pages += file.pages();
            }
        }
        return new SyncSummary(
                perKind, failures, pages, report.embedded(), Duration.ofMillis((long) (report.seconds() * 1000)));
    }

    private static KindCounts counts(Stage stage) {
        return new KindCounts(
                stage == Stage.ADDED ? 1 : 0,
                stage == Stage.CHANGED ? 1 : 0,
                stage == Stage.UNCHANGED ? 1 : 0,
                stage == Stage.DELETED ? 1 : 0,
                stage == Stage.FAILED ? 1 : 0);
    }

    private static KindCounts plus(KindCounts a, KindCounts b) {
        return new KindCounts(
                a.added() + b.added(),
                a.changed() + b.changed(),
                a.unchanged() + b.unchanged(),
                a.removed() + b.removed(),
                a.failed() + b.failed());
    }

    @Override
    public List<CatalogEntry> documents() {
        return stack.catalog(stack.organisation(), library).documents().stream()
                .map(entry -> new CatalogEntry(
                        entry.documentId(),
                        entry.slot(),
                        entry.title(),
                        kind(entry.kind()),
                        entry.pages(),
                        entry.passages(),
                        entry.ocrPages(),
                        entry.ingestedAt(),
                        entry.status().name().toLowerCase(Locale.ROOT)
                                + (entry.reason().isEmpty() ? "" : ": " + entry.reason())))
                .toList();
    }

    private static FileKind kind(String name) {
        try {
            return FileKind.valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return FileKind.OTHER;
        }
    }

    @Override
    public List<DocumentPlace> search(String question, int k) {
        var retrieval = CurrentRun.during("bench", library, stack.organisation(), () -> stack.retriever()
                .retrieve(new QuerySet(question, List.of()), Set.of()));
        // A passage without a place (a corpus passage) keeps its rank and counts as no hit.
        return retrieval.passages().stream().limit(k).map(Evidence::document).toList();
    }

    @Override
    public void close() {
        stack.close();
    }
}
