package io.legalagent.gateway;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.legalagent.contracts.DocumentPlace;
import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.library.Libraries;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.StoredPassage;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A cited passage's full text from its library's passage collection, for the page's citations: the
 * answer itself carries only the start of each passage. No embedding model is loaded for this, and
 * no collection is made: an unknown library holds no passage.
 */
final class Passages {
    /** The metadata keys of a library document's passage (written by the library's ingest). */
    static final String DOC_ID = "doc_id",
            FILE_NAME = "file_name",
            DOC_TITLE = "doc_title",
            PAGE_FIRST = "page_first",
            PAGE_LAST = "page_last",
            PARAGRAPHS = "paragraphs",
            HEADING = "heading";

    /** A passage with the hash of its text, which the page compares with the one the answer recorded. */
    @Schema(
            name = "Passage",
            requiredProperties = {"id", "source", "text", "sha256"})
    record PassageText(
            String id,
            String source,
            @Schema(types = {"string", "null"}) @Nullable String title,
            String text,
            String sha256,
            @Schema(description = "Where it sits in a library document; absent for corpus passages")
                    @JsonInclude(JsonInclude.Include.NON_NULL)
                    @Nullable
                    DocumentPlace place) {}

    private final RetrievalSettings settings;
    private ChromaClient client;

    Passages(RetrievalSettings settings) {
        this.settings = settings;
    }

    Optional<PassageText> find(String id, String library) {
        var chroma = client();
        return chroma.getCollection(Libraries.passagesCollection(settings, library))
                .flatMap(collection ->
                        chroma.get(collection.id(), List.of(id), null, null, List.of("documents", "metadatas")).stream()
                                .findFirst())
                .map(p -> new PassageText(
                        p.id(),
                        p.metadataString(Passage.SOURCE),
                        p.metadataString(Passage.TITLE).isEmpty() ? null : p.metadataString(Passage.TITLE),
                        p.text(),
                        Hashes.sha256(p.text()),
                        place(p)));
    }

    /** The passage's place in its document, when it was cut from one. */
    static @Nullable DocumentPlace place(StoredPassage passage) {
        String documentId = passage.metadataString(DOC_ID);
        if (documentId.isEmpty()) {
            return null;
        }
        String paragraphs = passage.metadataString(PARAGRAPHS);
        String heading = passage.metadataString(HEADING);
        return new DocumentPlace(
                documentId,
                passage.metadataString(FILE_NAME),
                passage.metadataString(DOC_TITLE),
                page(passage, PAGE_FIRST),
                page(passage, PAGE_LAST),
                paragraphs.isBlank() ? List.of() : Arrays.asList(paragraphs.split(",\\s*")),
                heading.isBlank() ? null : heading);
    }

    /** Chroma gives integers back as doubles. */
    private static @Nullable Integer page(StoredPassage passage, String key) {
        return passage.metadata().get(key) instanceof Number number ? number.intValue() : null;
    }

    private synchronized ChromaClient client() {
        if (client == null) {
            client = new ChromaClient(
                    settings.chromaUrl(), settings.tenant(), settings.database(), Duration.ofSeconds(10));
        }
        return client;
    }
}
