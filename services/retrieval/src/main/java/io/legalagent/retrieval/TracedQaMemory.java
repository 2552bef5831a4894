package io.legalagent.retrieval;

import static io.opentelemetry.api.common.AttributeKey.booleanKey;
import static io.opentelemetry.api.common.AttributeKey.doubleKey;

import io.legalagent.contracts.EvidenceStrength;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.QuestionEmbedding;
import io.legalagent.contracts.Source;
import io.legalagent.ports.QaMemory;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Tracer;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A span for each QA-memory lookup ({@code qa_memory lookup}: hit or miss, and how similar the best
 * earlier question was) and each write ({@code qa_memory write}), so a cache hit that skipped the
 * research, or the time the cache cost, shows in the run's trace. Its Chroma calls are its children.
 */
final class TracedQaMemory implements QaMemory {
    private static final String LOOKUP = "qa_memory lookup";
    private static final String WRITE = "qa_memory write";
    private static final AttributeKey<Boolean> HIT = booleanKey("legal.memory.hit");
    private static final AttributeKey<Double> SIMILARITY = doubleKey("legal.memory.similarity");
    private static final AttributeKey<Double> THRESHOLD = doubleKey("legal.memory.threshold");
    private static final AttributeKey<Double> CONFIDENCE = doubleKey("legal.memory.confidence");
    /** The write was handed the question's embedding from the run instead of embedding it again. */
    private static final AttributeKey<Boolean> REUSED = booleanKey("legal.memory.embedding_carried");

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
        var span = tracer.spanBuilder(LOOKUP).setAttribute(THRESHOLD, threshold).startSpan();
        return Spans.within(span, () -> {
            var lookup = delegate.lookupKeeping(question);
            span.setAttribute(HIT, lookup.hit().isPresent());
            lookup.hit().ifPresent(h -> span.setAttribute(SIMILARITY, h.similarity()));
            return lookup;
        });
    }

    @Override
    public void remember(
            String runId,
            String question,
            String answer,
            double confidence,
            QuestionEmbedding carried,
            List<Source> sources) {
        remember(runId, question, answer, confidence, carried, sources, null);
    }

    @Override
    public void remember(
            String runId,
            String question,
            String answer,
            double confidence,
            QuestionEmbedding carried,
            List<Source> sources,
            EvidenceStrength evidence) {
        var span = tracer.spanBuilder(WRITE)
                .setAttribute(CONFIDENCE, confidence)
                .setAttribute(REUSED, carried != null)
                .startSpan();
        Spans.within(span, () -> {
            delegate.remember(runId, question, answer, confidence, carried, sources, evidence);
            return null;
        });
    }
}
