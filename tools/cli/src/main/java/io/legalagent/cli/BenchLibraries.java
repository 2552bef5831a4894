package io.legalagent.cli;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.library.Libraries;
import io.legalagent.retrieval.store.ChromaClient;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

/** The throwaway libraries of the document benchmarks: a fresh name each, and every collection dropped after. */
final class BenchLibraries {
    private BenchLibraries() {}

    static String fresh(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }

    /**
     * Deletes the library's passages, catalogue and QA memory (of the settings' organisation, local
     * unless set); one never made is no error.
     */
    static void drop(RetrievalSettings settings, String library) {
        var chroma =
                new ChromaClient(settings.chromaUrl(), settings.tenant(), settings.database(), Duration.ofSeconds(30));
        for (String collection : List.of(
                Libraries.passagesCollection(settings, settings.organisation(), library),
                Libraries.catalogCollection(settings, settings.organisation(), library),
                Libraries.memoryCollection(settings, settings.organisation(), library))) {
            try {
                chroma.deleteCollection(collection);
            } catch (RuntimeException e) {
                // Never made (a run that failed early): nothing to delete.
            }
        }
    }

    /** A benchmark's scratch folder; one left behind is only a warning's worth. */
    static void deleteQuietly(java.nio.file.Path dir) {
        try {
            io.legalagent.cli.stack.Tree.delete(dir);
        } catch (java.io.IOException e) {
            Io.err.println("could not delete " + dir + ": " + e.getMessage());
        }
    }
}
