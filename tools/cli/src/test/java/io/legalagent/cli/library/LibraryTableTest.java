package io.legalagent.cli.library;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.documents.FileKind;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The library listing and the passage sizes the commands take. */
class LibraryTableTest {
    private static final Instant WHEN = Instant.parse("2026-11-28T21:50:00Z");

    @Test
    void listsDocumentsByFileWithPagesPassagesAndStatus() {
        var scan = new CatalogEntry(
                "b".repeat(64),
                "image-pdf.pdf",
                "Tarrant Regional Water District v. Herrmann",
                FileKind.PDF,
                2,
                9,
                2,
                WHEN,
                "ready");
        var word = new CatalogEntry(
                "a".repeat(64),
                "word-doc.doc",
                "State of Indiana v. Charles Barker, on" + " petition for rehearing of the death penalty ruling",
                FileKind.WORD,
                null,
                4,
                0,
                WHEN,
                "ready");

        var lines = LibraryTable.text("firm", List.of(word, scan)).lines().toList();

        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).startsWith("title").contains("file", "type", "pages", "passages", "status");
        assertThat(lines.get(1))
                .contains("Tarrant Regional Water District v. Herr…", "image-pdf.pdf", "pdf", "2*", "9")
                .contains("2026-11-28 21:50", "ready");
        assertThat(lines.get(2)).contains("word-doc.doc", "word", " - ", "…");
        assertThat(lines.get(3)).isEqualTo("library firm: 2 documents, 13 passages");
    }

    @Test
    void anEmptyLibrarySaysHowToFillIt() {
        assertThat(LibraryTable.text("firm", List.of()))
                .contains("library firm holds no documents")
                .contains("./legal ingest FOLDER --library firm");
    }

    @Test
    void aPassageSizeIsCharsWithAnOptionalOverlap() {
        assertThat(PassageSize.parse("1200/150")).isEqualTo(new PassageSize(1200, 150));
        assertThat(PassageSize.parse(" 600 ")).isEqualTo(new PassageSize(600, 75));
        assertThat(PassageSize.DEFAULT).hasToString("1200/150");
        assertThatThrownBy(() -> PassageSize.parse("50")).hasMessageContaining("at least 100 characters");
        assertThatThrownBy(() -> PassageSize.parse("600/600")).hasMessageContaining("overlap below it");
        assertThatThrownBy(() -> PassageSize.parse("big")).hasMessageContaining("CHARS or CHARS/OVERLAP");
    }
}
