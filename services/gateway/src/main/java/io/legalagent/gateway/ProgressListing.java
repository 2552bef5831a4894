package io.legalagent.gateway;

import io.legalagent.contracts.DocumentProgress;
import io.legalagent.contracts.DocumentProgress.Stage;
import io.legalagent.retrieval.library.Libraries;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A library's documents as the ingest's progress events tell them: per library and file name, the
 * last ingest that ended well, gone once deleted. It knows what happened within {@code
 * legal.gateway.history}; the library's catalogue ({@code LibraryCatalog}) knows everything, and
 * replaces this where the gateway can read it.
 */
final class ProgressListing implements LibraryListing {
    private final Map<String, Map<String, ListedDocument>> libraries = new HashMap<>();

    ProgressListing(DocumentProgressLog log) {
        log.onEnding(this::ended);
    }

    @Override
    public synchronized List<ListedDocument> documents(String library) {
        return libraries.getOrDefault(library, Map.of()).values().stream()
                .sorted(Comparator.comparing(
                        ListedDocument::ingestedAt, Comparator.nullsLast(Comparator.reverseOrder())))
                .toList();
    }

    private synchronized void ended(DocumentProgress progress) {
        String library = progress.library() == null ? Libraries.DEFAULT : progress.library();
        var documents = libraries.computeIfAbsent(library, name -> new LinkedHashMap<>());
        var stage = progress.stage();
        if (stage == Stage.DELETED) {
            documents.values().removeIf(d -> d.documentId().equals(progress.documentId()));
        } else if (stage != Stage.FAILED && progress.documentId() != null && progress.fileName() != null) {
            documents.values().removeIf(d -> d.documentId().equals(progress.documentId()));
            documents.put(
                    progress.fileName(),
                    new ListedDocument(
                            progress.documentId(),
                            progress.fileName(),
                            null,
                            progress.kind(),
                            progress.pages(),
                            progress.total(),
                            progress.at(),
                            stage.name()));
        }
    }
}
