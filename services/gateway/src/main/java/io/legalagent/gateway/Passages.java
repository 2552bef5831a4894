package io.legalagent.gateway;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.DocumentPlace;
import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.library.DocumentMetadata;
import io.legalagent.retrieval.library.Libraries;
import io.legalagent.retrieval.store.ChromaClient;
import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A cited passage's full text from its library's passage collection, for the page's citations: the
 * answer itself carries only the start of each passage. No embedding model is loaded for this, and
 * no collection is made: an unknown library holds no passage.
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
            String sha256,
            @Schema(description = "Where it sits in a library document; absent for corpus passages")
                    @JsonInclude(JsonInclude.Include.NON_NULL)
                    @Nullable
                    DocumentPlace place) {}

    private final RetrievalSettings settings;
    private final ChromaClient chroma;

    Passages(RetrievalSettings settings, ChromaClient chroma) {
        this.settings = settings;
        this.chroma = chroma;
    }

    /** Whether the answer's library holds each passage it cites, as the answer recorded it. */
    List<HeldPassages.Check> held(Answer answer, String organisation) {
        String library = answer.library() == null ? Libraries.DEFAULT : answer.library();
        return HeldPassages.of(answer, id -> find(id, organisation, library).map(PassageText::sha256));
    }

    /** A passage of an organisation's library (the default library's are every organisation's). */
    Optional<PassageText> find(String id, String organisation, String library) {
        return chroma.getCollection(Libraries.passagesCollection(settings, organisation, library))
                .flatMap(collection ->
                        chroma.get(collection.id(), List.of(id), null, null, List.of("documents", "metadatas")).stream()
                                .findFirst())
                .map(p -> new PassageText(
                        p.id(),
                        p.metadataString(Passage.SOURCE),
                        p.metadataString(Passage.TITLE).isEmpty() ? null : p.metadataString(Passage.TITLE),
                        p.text(),
                        Hashes.sha256(p.text()),
                        DocumentMetadata.from(p.metadata())));
    }
}
