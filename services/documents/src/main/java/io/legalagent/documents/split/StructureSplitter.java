package io.legalagent.documents.split;

import io.legalagent.contracts.DocumentPlace;
import io.legalagent.documents.DocumentText;
import io.legalagent.documents.PassageSplitter;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.rp.CitatorSignals;
import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a document along its structure (pages, headings, numbered paragraphs) into passages of about
 * {@link SplitSettings#targetChars()} characters, each knowing its pages, paragraph numbers and
 * heading. Running headers, footers and page numbers are left out. Pure and deterministic: one
 * document always gives the same passages with the same ids ({@code documentId:0000} on).
 */
public final class StructureSplitter implements PassageSplitter {
    private final SplitSettings settings;

    public StructureSplitter(SplitSettings settings) {
        this.settings = settings;
    }

    public StructureSplitter() {
        this(SplitSettings.DEFAULT);
    }

    @Override
    public List<Passage> split(DocumentText document) {
        var passages = new ArrayList<Passage>();
        for (Packer.Draft draft : Packer.pack(Blocks.of(document), settings)) {
            var place = new DocumentPlace(
                    document.documentId(),
                    document.fileName(),
                    document.title(),
                    document.paged() ? draft.firstPage() : null,
                    document.paged() ? draft.lastPage() : null,
                    draft.paragraphs(),
                    draft.heading());
            String id = document.documentId() + ":" + String.format(java.util.Locale.ROOT, "%04d", passages.size());
            passages.add(new Passage(
                    id, draft.text(), document.fileName(), document.title(), "", CitatorSignals.NONE, place));
        }
        return List.copyOf(passages);
    }
}
