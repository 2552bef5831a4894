package io.legalagent.retrieval.instant;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.ports.QaMemory;
import java.util.Optional;

/**
 * BENCHMARK ONLY ({@code legal.retrieval.instant=true}): a QA memory that never finds anything and
 * keeps nothing, at no cost. A benchmark asks the same questions many times; a working cache would
 * turn every repeat into a short cache-hit path and the lookup's embedding would dominate the hop,
 * so every run takes the full research path instead and the memory node's hop is pure overhead.
 */
public final class InstantQaMemory implements QaMemory {
    @Override
    public Optional<MemoryHit> lookup(String question) {
        return Optional.empty();
    }

    @Override
    public boolean remember(Answer signed) {
        return false; // deliberately nothing: see the class comment
    }
}
