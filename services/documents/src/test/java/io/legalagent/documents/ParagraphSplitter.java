package io.legalagent.documents;

import io.legalagent.contracts.DocumentPlace;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.rp.CitatorSignals;
import java.util.ArrayList;
import java.util.List;

/**
 * One passage per blank-line paragraph, for the library's tests: it stands in for the structure
 * splitter, which the library takes through the same {@link PassageSplitter} interface.
 */
final class ParagraphSplitter implements PassageSplitter {
    @Override
    public List<Passage> split(DocumentText document) {
        var passages = new ArrayList<Passage>();
        for (var page : document.pages()) {
            for (String paragraph : page.text().split("\\n\\s*\\n")) {
                if (!paragraph.isBlank()) {
                    int ordinal = passages.size() + 1;
                    var place = new DocumentPlace(
                            document.documentId(),
                            document.fileName(),
                            document.title(),
                            null,
                            null,
                            List.of(String.valueOf(ordinal)),
                            null);
                    passages.add(new Passage(
                            document.documentId() + ":" + ordinal,
                            paragraph.strip(),
                            document.fileName(),
                            "",
                            "",
                            CitatorSignals.NONE,
                            place));
                }
            }
        }
        return passages;
    }
}
