package io.legalagent.retrieval;

import static io.opentelemetry.api.common.AttributeKey.doubleKey;
import static io.opentelemetry.api.common.AttributeKey.longKey;
import static io.opentelemetry.api.common.AttributeKey.stringKey;

import io.legalagent.contracts.Evidence;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.Retrieval;
import io.legalagent.ports.Retriever;
import io.legalagent.retrieval.search.RetrieverSettings;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Tracer;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One {@code retrieve} span per retrieval, a child of the node visit, with the numbers that explain a
 * step's evidence: how wide the search was, how much it found, how much earlier steps had used, what
 * was kept and how confident the result is. The Chroma calls it makes are its children.
 */
final class TracedRetriever implements Retriever {
    private static final String SPAN = "retrieve";
    private static final AttributeKey<Long> POOL_SIZE = longKey("legal.retrieval.pool_size");
    private static final AttributeKey<Long> K = longKey("legal.retrieval.k");
    private static final AttributeKey<Long> QUERIES = longKey("legal.retrieval.queries");
    private static final AttributeKey<Long> CANDIDATES = longKey("legal.retrieval.candidates");
    private static final AttributeKey<Long> EXCLUDED = longKey("legal.retrieval.excluded");
    private static final AttributeKey<Long> KEPT = longKey("legal.retrieval.kept");
    private static final AttributeKey<Double> CONFIDENCE = doubleKey("legal.retrieval.confidence");
    private static final AttributeKey<String> RERANKER = stringKey("legal.retrieval.reranker");

    private final Retriever delegate;
    private final Tracer tracer;
    private final RetrieverSettings settings;
    private final String reranker;

    TracedRetriever(Retriever delegate, Tracer tracer, RetrieverSettings settings, String reranker) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
        this.tracer = Objects.requireNonNull(tracer, "tracer");
        this.settings = Objects.requireNonNull(settings, "settings");
        this.reranker = Objects.requireNonNull(reranker, "reranker");
    }

    @Override
    public Retrieval retrieve(QuerySet queries, Set<String> excludedIds) {
        var span = tracer.spanBuilder(SPAN)
                .setAttribute(POOL_SIZE, (long) settings.poolSize())
                .setAttribute(K, (long) settings.topK())
                // The queries actually searched: blank alternatives are skipped.
                .setAttribute(
                        QUERIES,
                        queries.all().stream().filter(q -> !q.isBlank()).count())
                .setAttribute(RERANKER, reranker)
                .startSpan();
        return Spans.within(span, () -> {
            var found = delegate.retrieve(queries, excludedIds);
            span.setAttribute(CANDIDATES, (long) found.candidates());
            span.setAttribute(EXCLUDED, (long) found.excluded());
            span.setAttribute(KEPT, (long) found.passages().size());
            span.setAttribute(CONFIDENCE, found.confidence());
            return found;
        });
    }

    @Override
    public int topK() {
        return delegate.topK();
    }

    @Override
    public String corpusFingerprint() {
        return delegate.corpusFingerprint();
    }

    @Override
    public List<Evidence> passages(List<String> ids) {
        return delegate.passages(ids);
    }
}
