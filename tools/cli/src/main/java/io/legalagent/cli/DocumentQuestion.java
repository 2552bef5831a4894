package io.legalagent.cli;

import io.legalagent.contracts.DocumentPlace;
import java.nio.file.Path;
import java.util.List;

/**
 * A question over a library's documents and where its answer is: the file and the pages (none for a
 * format without pages, where the document alone is the answer).
 */
record DocumentQuestion(String id, String question, String file, List<Integer> pages) {
    DocumentQuestion {
        pages = pages == null ? List.of() : List.copyOf(pages);
    }

    /**
     * A retrieved passage answers it when it is from the file and, where the question names pages,
     * its page span overlaps them.
     */
    boolean answeredBy(DocumentPlace place) {
        if (place == null || !baseName(place.fileName()).equals(baseName(file))) {
            return false;
        }
        if (pages.isEmpty()) {
            return true;
        }
        if (place.firstPage() == null) {
            return false;
        }
        int first = place.firstPage();
        int last = place.lastPage() == null ? first : place.lastPage();
        return pages.stream().anyMatch(page -> page >= first && page <= last);
    }

    /** The rank (from 1) of the first passage that answers it, or 0 when none of {@code ranked} does. */
    int rankIn(List<DocumentPlace> ranked) {
        for (int i = 0; i < ranked.size(); i++) {
            if (answeredBy(ranked.get(i))) {
                return i + 1;
            }
        }
        return 0;
    }

    /** A slot may carry the folder it was ingested from; the question names the file alone. */
    private static String baseName(String name) {
        return name == null || name.isBlank() ? "" : Path.of(name).getFileName().toString();
    }
}
