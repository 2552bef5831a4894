package io.legalagent.ports;

import io.legalagent.contracts.MemoryHit;
import java.util.Optional;

/** Cache of researched answers keyed by question similarity. */
public interface QaMemory {
    /** The cached answer of the most similar earlier question, if it is similar enough. */
    Optional<MemoryHit> lookup(String question);

    /** Stores a research answer; storing the same run twice has no further effect. */
    void remember(String runId, String question, String answer, double confidence);
}
