package io.legalagent.documents.read;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.documents.PageText;
import java.util.List;
import org.junit.jupiter.api.Test;

class TitlesTest {
    private static final List<PageText> PAGES =
            List.of(new PageText(1, "\n 12 \n  Smith v. Jones,  Opinion \nBody", false));

    @Test
    void aMetadataTitleThatNamesTheDocumentIsKept() {
        assertThat(Titles.choose("FORM 8. Entry of Appearance", "cafc_3.pdf", PAGES))
                .isEqualTo("FORM 8. Entry of Appearance");
        assertThat(Titles.choose("Microsoft Word - 21-800, Proposed Show Cause Order", "x.pdf", PAGES))
                .isEqualTo("21-800, Proposed Show Cause Order");
    }

    @Test
    void placeholdersAndFileNamesGiveWayToTheFirstLineWithWords() {
        for (String title : new String[] {
            null, "", "  ", "ocr_pdf_test", "opinion_pdf_text_based.png", "Untitled", "Document1", "cafc 3", "12 34"
        }) {
            assertThat(Titles.choose(title, "cafc 3.pdf", PAGES)).as(title).isEqualTo("Smith v. Jones, Opinion");
        }
    }

    @Test
    void aCourtsFilingStampIsNoTitle() {
        var pages = List.of(new PageText(
                1,
                "Case: 21-1298 Document: 42 Page: 1 Date Filed: 08/31/2022\nAppeal: 17-2218 Doc: 17 Filed:"
                        + " 10/31/2017 Pg: 1 of 1\nUNITED STATES COURT OF APPEALS",
                false));

        assertThat(Titles.choose(null, "f.pdf", pages)).isEqualTo("UNITED STATES COURT OF APPEALS");
    }

    @Test
    void aTitleIsAtMostTwoHundredCharacters() {
        String line = "Word ".repeat(100);
        assertThat(Titles.choose(null, "f.txt", List.of(new PageText(0, line, false))))
                .hasSizeLessThanOrEqualTo(200)
                .startsWith("Word Word");
    }

    @Test
    void aDocumentWithoutWordsHasAnEmptyTitle() {
        assertThat(Titles.choose(null, "f.txt", List.of(new PageText(0, "1\n2", false))))
                .isEmpty();
    }
}
