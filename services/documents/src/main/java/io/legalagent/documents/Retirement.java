package io.legalagent.documents;

import io.legalagent.retrieval.library.CatalogEntry;
import io.legalagent.retrieval.library.DocumentFiles;
import io.legalagent.retrieval.library.DocumentMetadata;
import io.legalagent.retrieval.library.LibraryCatalog;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoredPassage;
import io.legalagent.retrieval.store.Where;
import java.time.Duration;
import java.util.List;

/**
 * The last step of a swap or a deletion: the passages and original of documents no ready slot lists
 * any more are deleted, after {@code settle}, so that a search which read the catalogue just before
 * the flip finishes on a whole version. A document that another slot still holds stays.
 */
final class Retirement {
    private final PassageStore passages;
    private final LibraryCatalog catalog;
    private final DocumentFiles files;
    private final Duration settle;

    Retirement(PassageStore passages, LibraryCatalog catalog, DocumentFiles files, Duration settle) {
        this.passages = passages;
        this.catalog = catalog;
        this.files = files;
        this.settle = settle;
    }

    void retire(List<String> documentIds) {
        var unlisted = documentIds.stream()
                .distinct()
                .filter(id -> catalog.withDocument(id).stream().noneMatch(CatalogEntry::ready))
                .toList();
        if (unlisted.isEmpty()) {
            return;
        }
        pause();
        for (String id : unlisted) {
            passages.delete(passages.find(Where.eq(DocumentMetadata.DOC_ID, id)).stream()
                    .map(StoredPassage::id)
                    .toList());
            files.remove(id);
        }
    }

    private void pause() {
        if (settle.isZero() || settle.isNegative()) {
            return;
        }
        try {
            Thread.sleep(settle.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
