package io.legalagent.retrieval.memory;

import io.legalagent.contracts.Source;
import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.store.PassageStore;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;

/** Checks that the passages a cached answer cites are still stored with the text it read. */
final class CitedPassages {
    private final PassageStore passages;

    CitedPassages(PassageStore passages) {
        this.passages = passages;
    }

    /** Empty when every passage is stored with the same text (an answer citing none passes); else why not. */
    Optional<String> changed(List<Source> sources) {
        if (sources.isEmpty()) {
            return Optional.empty();
        }
        var stored = new HashMap<String, String>();
        passages.get(sources.stream().map(Source::id).distinct().toList())
                .forEach(p -> stored.put(p.id(), Hashes.sha256(p.text())));
        for (var source : sources) {
            String now = stored.get(source.id());
            if (now == null) {
                return Optional.of("cited passage " + source.id() + " is no longer stored");
            }
            if (!now.equals(source.sha256())) {
                return Optional.of("cited passage " + source.id() + " changed since the answer was signed");
            }
        }
        return Optional.empty();
    }
}
