package io.legalagent.retrieval.library;

import io.legalagent.contracts.Evidence;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.Retrieval;
import io.legalagent.ports.Retriever;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * The retriever services wire: each call goes to the retriever of the library the current run
 * researches, of the run's organisation ({@link OwnedLibrary#current}: the default library outside a
 * run or when it names none, the configured organisation when the run has no owner). One retriever
 * per organisation's library is kept, for the most recently used ones.
 */
public final class RoutedRetriever implements Retriever {
    /** A library's retriever and the live documents its fingerprint names. */
    public record Routed(Retriever retriever, LiveDocuments live) {}

    private final LibraryCache<Routed> libraries;
    private final String defaultOrganisation;

    /** @param defaultOrganisation whose libraries are searched outside a run or for a run without owner */
    public RoutedRetriever(int capacity, String defaultOrganisation, Function<OwnedLibrary, Routed> build) {
        this.libraries = new LibraryCache<>(capacity, build);
        this.defaultOrganisation = Libraries.organisation(defaultOrganisation);
    }

    @Override
    public Retrieval retrieve(QuerySet queries, Set<String> excludedIds) {
        return current().retriever().retrieve(queries, excludedIds);
    }

    @Override
    public int topK() {
        return current().retriever().topK();
    }

    @Override
    public String corpusFingerprint() {
        var routed = current();
        return LibraryFingerprint.of(
                routed.retriever().corpusFingerprint(), routed.live().ids().orElse(List.of()));
    }

    @Override
    public List<Evidence> passages(List<String> ids) {
        return current().retriever().passages(ids);
    }

    private Routed current() {
        return libraries.get(OwnedLibrary.current(defaultOrganisation));
    }
}
