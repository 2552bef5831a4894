package io.legalagent.retrieval.store;

/**
 * Carries one request to Chroma's v2 API and brings back the status and body as they came. Mapping a
 * status to an exception stays with {@link ChromaClient}; a transport only fails when no answer
 * came. A seam so that tracing can wrap every HTTP call without living in the client.
 */
interface ChromaTransport {
    Response send(Request request);

    /**
     * @param operation what the call does, in Chroma's terms ("query", "upsert", ...)
     * @param collection the collection's name, or null when unknown or not about a collection
     * @param path below {@code /api/v2}
     * @param body JSON text, or null for none
     */
    record Request(String operation, String collection, String method, String path, String body) {}

    record Response(int status, String body) {}
}
