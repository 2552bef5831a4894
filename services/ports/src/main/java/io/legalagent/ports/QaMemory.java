package io.legalagent.ports;

import io.legalagent.contracts.EvidenceStrength;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.QuestionEmbedding;
import io.legalagent.contracts.Source;
import java.util.List;
import java.util.Optional;

/** Cache of researched answers keyed by question similarity. */
public interface QaMemory {
    /** The cached answer of the most similar earlier question, if it is similar enough. */
    Optional<MemoryHit> lookup(String question);

    /** Stores a research answer alone; storing the same run twice has no further effect. */
    default void remember(String runId, String question, String answer, double confidence) {
        remember(runId, question, answer, confidence, null, List.of());
    }

    /**
     * A lookup that also hands back the question's embedding, for the run to carry to {@link
     * #remember(String, String, String, double, QuestionEmbedding)}; the embedding is null when the
     * memory does not share it.
     */
    default Lookup lookupKeeping(String question) {
        return new Lookup(lookup(question), null);
    }

    /** Stores a research answer with the embedding the lookup made, when it is that question's. */
    default void remember(String runId, String question, String answer, double confidence, QuestionEmbedding carried) {
        remember(runId, question, answer, confidence, carried, List.of());
    }

    /**
     * Stores a research answer with the passages it cites, so that a hit hands them back and the
     * cached answer's citations resolve; a memory that cannot keep them stores the answer alone.
     * Storing the same run twice has no further effect.
     */
    void remember(
            String runId,
            String question,
            String answer,
            double confidence,
            QuestionEmbedding carried,
            List<Source> sources);

    /**
     * Stores a research answer with every passage its steps kept (cited or not) and how well its
     * evidence held, so that a hit reports both as the run that made it did; a memory that cannot keep
     * the strength stores the rest.
     */
    default void remember(
            String runId,
            String question,
            String answer,
            double confidence,
            QuestionEmbedding carried,
            List<Source> sources,
            EvidenceStrength evidence) {
        remember(runId, question, answer, confidence, carried, sources);
    }

    /** A lookup's hit, if any, and the question's embedding (null when not shared). */
    record Lookup(Optional<MemoryHit> hit, QuestionEmbedding embedding) {}
}
