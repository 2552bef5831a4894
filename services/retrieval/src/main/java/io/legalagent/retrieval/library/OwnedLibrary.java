package io.legalagent.retrieval.library;

import io.legalagent.ports.CurrentRun;

/**
 * A library as an organisation holds it: the key of everything kept per library (retrievers, QA
 * memories), so that two organisations' libraries of one name never meet.
 */
public record OwnedLibrary(String organisation, String library) {

    public OwnedLibrary {
        organisation = Libraries.organisation(organisation);
        library = Libraries.checked(library);
    }

    /**
     * The library the current run researches, of the run's organisation; outside a run, or for a run
     * without owner, of {@code defaultOrganisation}.
     */
    public static OwnedLibrary current(String defaultOrganisation) {
        return new OwnedLibrary(
                CurrentRun.organisation().orElse(defaultOrganisation),
                CurrentRun.library().orElse(Libraries.DEFAULT));
    }

    public boolean isDefault() {
        return library.equals(Libraries.DEFAULT);
    }
}
