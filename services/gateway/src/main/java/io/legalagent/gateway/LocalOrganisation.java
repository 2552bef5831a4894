package io.legalagent.gateway;

/**
 * The organisation the controllers pass to the library, passage and document helpers until requests
 * carry a signed-in {@link Caller}: the local stack's one organisation, as {@code
 * legal.retrieval.organisation} defaults to it. The caller's organisation replaces it.
 */
final class LocalOrganisation {
    static final String NAME = "local";

    private LocalOrganisation() {}
}
