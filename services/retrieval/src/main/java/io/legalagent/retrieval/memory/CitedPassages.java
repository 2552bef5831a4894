package io.legalagent.retrieval.memory;

import io.legalagent.contracts.Source;
import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.store.PassageStore;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import java.util.HashMap;
import java.util.List;

/**
 * Checks that the passages a cached answer cites are still stored with the text it read. A miss
 * says why on the current span (the QA-memory lookup's) and in the log, so a cache that stopped
 * hitting after a document changed can be explained.
 */
final class CitedPassages {
    static final String STALE_EVENT = "qa_memory stale entry";
    static final AttributeKey<String> RUN = AttributeKey.stringKey("legal.memory.stale.run_id");
    static final AttributeKey<String> REASON = AttributeKey.stringKey("legal.memory.stale.reason");
    private static final System.Logger LOG = System.getLogger(CitedPassages.class.getName());

    private final PassageStore passages;

    CitedPassages(PassageStore passages) {
        this.passages = passages;
    }

    /** True when every cited passage is stored with the same text; an entry citing none passes. */
    boolean unchanged(String runId, List<Source> sources) {
        if (sources.isEmpty()) {
            return true;
        }
        var stored = new HashMap<String, String>();
        passages.get(sources.stream().map(Source::id).distinct().toList())
                .forEach(p -> stored.put(p.id(), Hashes.sha256(p.text())));
        for (var source : sources) {
            String now = stored.get(source.id());
            if (now == null) {
                return stale(runId, "cited passage " + source.id() + " is no longer stored");
            }
            if (!now.equals(source.sha256())) {
                return stale(runId, "cited passage " + source.id() + " changed since the answer was cached");
            }
        }
        return true;
    }

    private static boolean stale(String runId, String reason) {
        Span.current().addEvent(STALE_EVENT, Attributes.of(RUN, runId, REASON, reason));
        LOG.log(System.Logger.Level.INFO, "QA memory entry of run {0} not served: {1}", runId, reason);
        return false;
    }
}
