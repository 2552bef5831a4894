package io.legalagent.ports;

import io.legalagent.contracts.FrozenContext;
import java.util.Set;

/**
 * A frozen context as a retriever: whatever the queries, the context's passages in its order, less
 * the excluded, up to {@code topK}, with the confidence the pack was built with. The executor researches
 * a frozen question with it and a replay checks such research with it, so both take the same passages.
 */
public final class FrozenRetriever implements Retriever {
    private final FrozenContext context;
    private final int topK;

    public FrozenRetriever(FrozenContext context, int topK) {
        this.context = context;
        this.topK = topK;
    }

    @Override
    public Retrieval retrieve(QuerySet queries, Set<String> excludedIds) {
        int excluded = (int) context.passages().stream()
                .filter(p -> excludedIds.contains(p.id()))
                .count();
        return new Retrieval(
                context.evidence(excludedIds, topK),
                context.confidence(),
                context.passages().size(),
                excluded);
    }

    @Override
    public int topK() {
        return topK;
    }

    /** The corpus the pack was built from. */
    @Override
    public String corpusFingerprint() {
        return context.corpusFingerprint();
    }
}
