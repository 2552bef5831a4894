package io.legalagent.retrieval.library;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.ports.QaMemory;
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

    /** Stored in the memory of the answer's own organisation and library, whatever the thread's run. */
    @Override
    public boolean remember(Answer signed) {
        String organisation =
                signed.owner() == null ? defaultOrganisation : signed.owner().organisation();
        String library = signed.library() == null ? Libraries.DEFAULT : signed.library();
        return libraries.get(new OwnedLibrary(organisation, library)).remember(signed);
    }

    private QaMemory current() {
        return libraries.get(OwnedLibrary.current(defaultOrganisation));
    }
}
