package io.legalagent.documents;

import io.legalagent.retrieval.ingest.Passage;
import java.util.List;

/**
 * Cuts a document into passages a lawyer can cite, each with its {@link
 * io.legalagent.contracts.DocumentPlace}; ids are the document id and the passage's ordinal.
 */
public interface PassageSplitter {
    List<Passage> split(DocumentText document);
}
