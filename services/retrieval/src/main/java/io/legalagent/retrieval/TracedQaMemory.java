package io.legalagent.retrieval;

import static io.legalagent.ports.LegalAttributes.MEMORY_HIT;
import static io.legalagent.ports.LegalAttributes.MEMORY_SIMILARITY;
import static io.legalagent.ports.LegalAttributes.MEMORY_THRESHOLD;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.ports.QaMemory;
import io.opentelemetry.api.trace.Tracer;
import java.util.Objects;
import java.util.Optional;

/**
 * A span for each QA-memory lookup ({@code qa_memory lookup}: hit or miss, and how similar the best
 * earlier question was) and each write of a signed answer ({@code qa_memory write}), so a cache hit that skipped the
 * research, or the time the cache cost, shows in the run's trace. Its Chroma calls are its children.
 */
final class TracedQaMemory implements QaMemory {
    private static final String LOOKUP = "qa_memory lookup";
    private static final String WRITE = "qa_memory write";

    private final QaMemory delegate;
    private final Tracer tracer;
    private final double threshold;

    TracedQaMemory(QaMemory delegate, Tracer tracer, double threshold) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
        this.tracer = Objects.requireNonNull(tracer, "tracer");
        this.threshold = threshold;
    }

    @Override
    public Optional<MemoryHit> lookup(String question) {
        return lookupKeeping(question).hit();
    }

    @Override
    public Lookup lookupKeeping(String question) {
        var span = tracer.spanBuilder(LOOKUP)
                .setAttribute(MEMORY_THRESHOLD, threshold)
                .startSpan();
        return Spans.within(span, () -> {
            var lookup = delegate.lookupKeeping(question);
            span.setAttribute(MEMORY_HIT, lookup.hit().isPresent());
            lookup.hit().ifPresent(h -> span.setAttribute(MEMORY_SIMILARITY, h.similarity()));
            return lookup;
        });
    }

    @Override
    public boolean remember(Answer signed) {
        var span = tracer.spanBuilder(WRITE).startSpan();
        return Spans.within(span, () -> delegate.remember(signed));
    }
}
