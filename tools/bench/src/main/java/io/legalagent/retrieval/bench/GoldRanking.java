package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.search.MultiQueryRetriever;
import io.legalagent.retrieval.search.RetrieverSettings;
import io.legalagent.retrieval.store.PassageStore;
import java.util.List;
import java.util.Set;

/**
 * The executor's retriever on its own, as configured by the settings (embedding model, query
 * instruction, pool, reranker) and searching the stack's passage collection, asked each QA question
 * the way the executor asks it: the question with its choices, and each choice as an alternative
 * ({@link Variant#choiceAware}). It keeps the whole pool in order, so that hit@10 and the reciprocal
 * rank can be read off where the gold passage lands.
 */
public final class GoldRanking implements AutoCloseable {
    private final RetrievalStack stack;
    private final PassageStore passages;
    private final MultiQueryRetriever retriever;

    private GoldRanking(RetrievalStack stack, PassageStore passages, MultiQueryRetriever retriever) {
        this.stack = stack;
        this.passages = passages;
        this.retriever = retriever;
    }

    /** Opens the configured passage collection; fails if Chroma does not answer. */
    public static GoldRanking open(RetrievalSettings settings) {
        var stack = RetrievalStack.open(settings);
        if (!stack.chroma().heartbeat()) {
            stack.close();
            throw new IllegalStateException("Chroma does not answer at " + settings.chromaUrl()
                    + " (./legal up starts it; LEGAL_RETRIEVAL_CHROMA_URL names another)");
        }
        var everything = new RetrieverSettings(settings.poolSize(), 10_000, null);
        var passages = stack.passages();
        var retriever = new MultiQueryRetriever(passages, stack.embedder(), stack.reranker(), everything);
        return new GoldRanking(stack, passages, retriever);
    }

    /** The ids of the pooled passages for this question, best first. */
    public List<String> rankedIds(QaRow row) {
        return retriever.rank(Variant.choiceAware(row), Set.of()).ids();
    }

    public String collection() {
        return passages.collection();
    }

    @Override
    public void close() {
        stack.close();
    }
}
