package io.legalagent.cli;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.StoredPassage;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The gold passages the stack's passage collection holds, by id, with their text. A collection
 * without them (the shipped sample corpus, for Bar Exam questions) can only score a hit of 0, which
 * the evaluation says rather than leaving the figure to puzzle over.
 *
 * @param chromaAnswered false when Chroma could not be asked; then nothing is known to be present
 */
record GoldPassages(String collection, boolean chromaAnswered, Map<String, String> texts) {

    static GoldPassages look(RetrievalSettings settings, List<String> ids) {
        String name = settings.passagesCollection();
        var chroma =
                new ChromaClient(settings.chromaUrl(), settings.tenant(), settings.database(), Duration.ofSeconds(30));
        if (!chroma.heartbeat()) {
            return new GoldPassages(name, false, Map.of());
        }
        var distinct = ids.stream().filter(id -> !id.isBlank()).distinct().toList();
        var collection = chroma.getCollection(name);
        if (collection.isEmpty() || distinct.isEmpty()) {
            return new GoldPassages(name, true, Map.of());
        }
        var found = chroma.get(collection.get().id(), distinct, null, null, List.of("documents"));
        return new GoldPassages(
                name,
                true,
                found.stream().collect(Collectors.toMap(StoredPassage::id, StoredPassage::text, (a, b) -> a)));
    }

    Optional<String> text(String id) {
        return Optional.ofNullable(texts.get(id));
    }

    /** One line for stderr: how many of the questions' gold passages can be found at all. */
    String describe(int wanted) {
        if (!chromaAnswered) {
            return "gold passages: Chroma did not answer, so whether collection " + collection
                    + " holds them is unknown";
        }
        String line = String.format("gold passages: %d of %d in collection %s", texts.size(), wanted, collection);
        if (texts.isEmpty() && wanted > 0) {
            return line + " - none can be retrieved: ingest the corpus they come from (./legal ingest"
                    + " ../shared/data/corpus for Bar Exam QA)";
        }
        return texts.size() < wanted ? line + " - the missing ones can never be retrieved" : line;
    }
}
