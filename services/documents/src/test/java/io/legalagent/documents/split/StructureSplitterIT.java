package io.legalagent.documents.split;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.DocumentPlace;
import io.legalagent.documents.DocumentText;
import io.legalagent.documents.ReadOutcome;
import io.legalagent.documents.read.ReadSettings;
import io.legalagent.documents.read.SharedDocuments;
import io.legalagent.documents.read.TikaDocumentReader;
import io.legalagent.retrieval.ingest.Passage;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The splitter over real filings as Tika reads them (text layers only: no OCR needed here). */
class StructureSplitterIT {
    private static final TikaDocumentReader READER =
            new TikaDocumentReader(ReadSettings.defaults().withOcr(false));
    private static final StructureSplitter SPLITTER = new StructureSplitter();

    private static DocumentText read(String name) {
        return ((ReadOutcome.Read) READER.read(SharedDocuments.file(name))).document();
    }

    @Test
    void anOpinionIsCutIntoCitablePassagesWithoutItsRunningHeaders() {
        var document = read("ca1_00117684624.pdf");
        List<Passage> passages = SPLITTER.split(document);

        assertThat(passages).hasSizeBetween(15, 60);
        for (int i = 0; i < passages.size(); i++) {
            Passage passage = passages.get(i);
            DocumentPlace place = passage.place();
            assertThat(passage.id()).isEqualTo(document.documentId() + ":" + String.format("%04d", i));
            assertThat(place.firstPage()).isBetween(1, 17);
            assertThat(place.lastPage()).isBetween(place.firstPage(), 17);
            assertThat(passage.text().length()).isBetween(1, 1200);
            assertThat(passage.text()).doesNotContain("Document: 00117684624").doesNotContain("- 3 -");
        }
        assertThat(passages).extracting(p -> p.place().heading()).contains("I. BACKGROUND", "II. ANALYSIS");
        assertThat(passages)
                .filteredOn(p -> p.text().contains("We draw the facts from the limited record"))
                .singleElement()
                .satisfies(p -> assertThat(p.place().citation())
                        .isEqualTo("United States Court of Appeals, ca1_00117684624.pdf, p. 4"));
        long onePage = passages.stream()
                .filter(p -> p.place().firstPage().equals(p.place().lastPage()))
                .count();
        assertThat(onePage).isGreaterThan(passages.size() * 2 / 3);
    }

    @Test
    void aDeclarationsNumberedParagraphsAreKept() {
        var passages = SPLITTER.split(read("ca9_19.pdf"));

        var numbered =
                passages.stream().filter(p -> !p.place().paragraphs().isEmpty()).toList();
        assertThat(numbered).isNotEmpty();
        assertThat(numbered.stream()
                        .flatMap(p -> p.place().paragraphs().stream())
                        .distinct())
                .containsExactly("1", "2", "3", "4", "5", "6");
        assertThat(passages).allSatisfy(p -> assertThat(p.text()).doesNotContain("DktEntry: 19"));
    }

    @Test
    void aWordFileHasPassagesWithoutPages() {
        var passages = SPLITTER.split(read("word-docx.docx"));

        assertThat(passages).hasSizeGreaterThan(5).allSatisfy(p -> {
            assertThat(p.place().firstPage()).isNull();
            assertThat(p.source()).isEqualTo("word-docx.docx");
        });
        assertThat(passages).extracting(p -> p.place().heading()).contains("DISCUSSION");
    }
}
