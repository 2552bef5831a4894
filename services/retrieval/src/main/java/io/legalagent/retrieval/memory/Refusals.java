package io.legalagent.retrieval.memory;

import io.legalagent.retrieval.store.PassageStore;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import java.util.List;

/**
 * What happens to an entry that fails its check: logged, counted ({@code legal.memory.refused}, tag
 * {@code reason}), noted on the lookup's span, and deleted, so it is never served and never checked
 * again. This is the one invalidation rule of cached answers: a changed document makes its entries
 * stale the same way.
 */
public final class Refusals {
    public static final String METRIC = "legal.memory.refused";
    static final String EVENT = "qa_memory entry refused";
    static final AttributeKey<String> RUN = AttributeKey.stringKey("legal.memory.refused.run_id");
    static final AttributeKey<String> REASON = AttributeKey.stringKey("legal.memory.refused.reason");
    private static final System.Logger LOG = System.getLogger(Refusals.class.getName());

    private final MeterRegistry meters;

    public Refusals(MeterRegistry meters) {
        this.meters = meters;
    }

    void refuse(PassageStore store, String entryId, EntryCheck.Refused refused) {
        LOG.log(
                System.Logger.Level.WARNING,
                "QA memory entry {0} refused and removed ({1}): {2}",
                entryId,
                refused.reason().tag(),
                refused.detail());
        Counter.builder(METRIC)
                .description("QA-memory entries refused on lookup and removed, by reason")
                .tag("reason", refused.reason().tag())
                .register(meters)
                .increment();
        Span.current()
                .addEvent(
                        EVENT,
                        Attributes.of(RUN, entryId, REASON, refused.reason().tag()));
        store.delete(List.of(entryId));
    }
}
