package io.legalagent.retrieval.library;

import io.legalagent.contracts.EvidenceStrength;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.QuestionEmbedding;
import io.legalagent.contracts.Source;
import io.legalagent.ports.QaMemory;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The QA memory services wire: each call goes to the memory of the library the current run
 * researches, of the run's organisation, so a cached answer never crosses libraries or
 * organisations. One memory per organisation's library is kept, for the most recently used ones.
 */
public final class RoutedQaMemory implements QaMemory {
    private final LibraryCache<QaMemory> libraries;
    private final String defaultOrganisation;

    /** @param defaultOrganisation whose memory serves outside a run or a run without owner */
    public RoutedQaMemory(int capacity, String defaultOrganisation, Function<OwnedLibrary, QaMemory> build) {
        this.libraries = new LibraryCache<>(capacity, build);
        this.defaultOrganisation = Libraries.organisation(defaultOrganisation);
    }

    @Override
    public Optional<MemoryHit> lookup(String question) {
        return current().lookup(question);
    }

    @Override
    public Lookup lookupKeeping(String question) {
        return current().lookupKeeping(question);
    }

    @Override
    public void remember(String runId, String question, String answer, double confidence) {
        current().remember(runId, question, answer, confidence);
    }

    @Override
    public void remember(String runId, String question, String answer, double confidence, QuestionEmbedding carried) {
        current().remember(runId, question, answer, confidence, carried);
    }

    @Override
    public void remember(
            String runId,
            String question,
            String answer,
            double confidence,
            QuestionEmbedding carried,
            List<Source> sources) {
        current().remember(runId, question, answer, confidence, carried, sources);
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
        current().remember(runId, question, answer, confidence, carried, sources, evidence);
    }

    private QaMemory current() {
        return libraries.get(OwnedLibrary.current(defaultOrganisation));
    }
}
