package io.legalagent.retrieval.library;

import io.legalagent.retrieval.Hashes;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The fingerprint of what a library's searches draw on: the passage files' corpus fingerprint (as the
 * ingest records it) and, when documents are live, their ids. With no documents it is the corpus
 * fingerprint unchanged, so a corpus-only library keeps the fingerprint its packs name.
 */
final class LibraryFingerprint {
    private LibraryFingerprint() {}

    static @Nullable String of(@Nullable String corpus, List<String> liveDocuments) {
        if (liveDocuments.isEmpty()) {
            return corpus;
        }
        var fields = new String[liveDocuments.size() + 1];
        fields[0] = corpus == null ? "" : corpus;
        var sorted = liveDocuments.stream().sorted().toList();
        for (int i = 0; i < sorted.size(); i++) {
            fields[i + 1] = sorted.get(i);
        }
        return Hashes.sha256(fields);
    }
}
