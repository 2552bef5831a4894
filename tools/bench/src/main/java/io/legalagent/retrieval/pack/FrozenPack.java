package io.legalagent.retrieval.pack;

import io.legalagent.contracts.Choice;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One question's frozen context (Frozen Context Spec): the question it answers, the queries its
 * search ran, the ranker, the coverage of the search, the confidence of the search, and its Top-k passages in rank order, each
 * with the SHA-256 of its full text, its score (term by term under RPv1.1), its snippet and its text
 * as the context window holds it (trimmed head-tail above the frozen bound). Nothing in it depends on
 * when or where it was built.
 */
public record FrozenPack(
        String version,
        Question question,
        List<String> queries,
        String ranker,
        Coverage coverage,
        Confidence confidence,
        List<Passage> passages) {

    public FrozenPack {
        queries = List.copyOf(queries);
        passages = List.copyOf(passages);
    }

    /** The question a pack answers: its id in the QA file, its text and its choices. */
    public record Question(String id, String text, List<Choice> choices) {
        public Question {
            choices = List.copyOf(choices);
        }
    }

    /** Distinct passages the pooled search found, and how many of them the pack keeps. */
    public record Coverage(int candidates, int selected) {}

    /**
     * The executor's confidence signal on the pack's search, ranked as the executor ranks (the default
     * reranker, whatever ranks the pack), over its top k: what an answer from the pack is gated on.
     */
    public record Confidence(String signal, int topK, double value) {}

    /** One kept passage; {@code terms} only under RPv1.1. */
    public record Passage(
            int rank,
            String id,
            String source,
            String sha256,
            double score,
            @Nullable Terms terms,
            boolean trimmed,
            String snippet,
            String text) {}

    /** RPv1.1's terms, weighted; {@code semanticEdge}: E is the citator-free adaptation's relevance. */
    public record Terms(
            double edge,
            boolean semanticEdge,
            double treatment,
            double frequency,
            double position,
            double density,
            double overruled) {}
}
