package io.legalagent.retrieval;

import static io.legalagent.ports.LegalAttributes.RETRIEVAL_CANDIDATES;
import static io.legalagent.ports.LegalAttributes.RETRIEVAL_CONFIDENCE;
import static io.legalagent.ports.LegalAttributes.RETRIEVAL_EXCLUDED;
import static io.legalagent.ports.LegalAttributes.RETRIEVAL_K;
import static io.legalagent.ports.LegalAttributes.RETRIEVAL_KEPT;
import static io.legalagent.ports.LegalAttributes.RETRIEVAL_POOL_SIZE;
import static io.legalagent.ports.LegalAttributes.RETRIEVAL_QUERIES;
import static io.legalagent.ports.LegalAttributes.RETRIEVAL_RERANKER;

import io.legalagent.contracts.Evidence;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.Retrieval;
import io.legalagent.ports.Retriever;
import io.legalagent.retrieval.search.RetrieverSettings;
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
                .setAttribute(RETRIEVAL_POOL_SIZE, (long) settings.poolSize())
                .setAttribute(RETRIEVAL_K, (long) settings.topK())
                // The queries actually searched: blank alternatives are skipped.
                .setAttribute(
                        RETRIEVAL_QUERIES,
                        queries.all().stream().filter(q -> !q.isBlank()).count())
                .setAttribute(RETRIEVAL_RERANKER, reranker)
                .startSpan();
        return Spans.within(span, () -> {
            var found = delegate.retrieve(queries, excludedIds);
            span.setAttribute(RETRIEVAL_CANDIDATES, (long) found.candidates());
            span.setAttribute(RETRIEVAL_EXCLUDED, (long) found.excluded());
            span.setAttribute(RETRIEVAL_KEPT, (long) found.passages().size());
            span.setAttribute(RETRIEVAL_CONFIDENCE, found.confidence());
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
