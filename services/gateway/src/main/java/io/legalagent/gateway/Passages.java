package io.legalagent.gateway;

import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A cited passage's full text from the passage store, for the page's citations: the answer itself
 * carries only the start of each passage. No embedding model is loaded for this.
 */
final class Passages {
    /** A passage with the hash of its text, which the page compares with the one the answer recorded. */
    @Schema(
            name = "Passage",
            requiredProperties = {"id", "source", "text", "sha256"})
    record PassageText(
            String id,
            String source,
            @Schema(types = {"string", "null"}) @Nullable String title,
            String text,
            String sha256) {}

    private final RetrievalSettings settings;
    private ChromaPassageStore store;

    Passages(RetrievalSettings settings) {
        this.settings = settings;
    }

    Optional<PassageText> find(String id) {
        return store().get(List.of(id)).stream()
                .findFirst()
                .map(p -> new PassageText(
                        p.id(),
                        p.metadataString(Passage.SOURCE),
                        p.metadataString(Passage.TITLE).isEmpty() ? null : p.metadataString(Passage.TITLE),
                        p.text(),
                        Hashes.sha256(p.text())));
    }

    private synchronized ChromaPassageStore store() {
        if (store == null) {
            var client = new ChromaClient(
                    settings.chromaUrl(), settings.tenant(), settings.database(), Duration.ofSeconds(10));
            store = ChromaPassageStore.open(
                    client, settings.passagesCollection(), settings.model().id());
        }
        return store;
    }
}
