package io.legalagent.ports;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.QuestionEmbedding;
import java.util.Optional;

/**
 * Cache of signed answers keyed by question similarity. An entry is a whole answer as the observer
 * signed and published it; a lookup checks an entry before handing it out (its signature, its
 * question and choices, the passages it cites), and removes one that fails.
 */
public interface QaMemory {
    /**
     * The checked cached answer of the same earlier question ({@code Question.withChoices()}), if one
     * is similar enough and passes every check.
     */
    Optional<MemoryHit> lookup(String question);

    /** A lookup that also hands back the question's embedding; null when the memory does not share it. */
    default Lookup lookupKeeping(String question) {
        return new Lookup(lookup(question), null);
    }

    /**
     * Stores a signed, published answer whole, keyed by its run id, under its question with its
     * choices; storing the same run twice has no further effect. Whether it deserves a place is the
     * caller's rule; a lookup checks it again before reuse.
     *
     * @return true when it was stored now, false when that run was already stored
     * @throws IllegalArgumentException for an answer without run id, question or signature
     */
    boolean remember(Answer signed);

    /** A lookup's hit, if any, and the question's embedding (null when not shared). */
    record Lookup(Optional<MemoryHit> hit, QuestionEmbedding embedding) {}
}
