package io.legalagent.documents.split;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.DocumentPlace;
import io.legalagent.documents.DocumentText;
import io.legalagent.documents.FileKind;
import io.legalagent.documents.PageText;
import io.legalagent.retrieval.ingest.Passage;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class StructureSplitterTest {
    private static final String ID = "a".repeat(64);

    private static DocumentText pdf(String... pages) {
        var texts = IntStream.range(0, pages.length)
                .mapToObj(i -> new PageText(i + 1, pages[i], false))
                .toList();
        return new DocumentText(ID, "opinion.pdf", FileKind.PDF, "application/pdf", "Smith v. Jones", true, texts);
    }

    private static DocumentText word(String text) {
        return new DocumentText(
                ID,
                "brief.docx",
                FileKind.WORD,
                "application/msword",
                "Brief",
                false,
                List.of(new PageText(0, text, false)));
    }

    private static String sentences(String word, int count) {
        var text = new StringBuilder();
        for (int i = 0; i < count; i++) {
            text.append("The ").append(word).append(" rule number ").append(i).append(" applies here. ");
        }
        return text.toString().strip();
    }

    @Test
    void everyPassageCarriesItsDocumentIdAndPlace() {
        var passages = new StructureSplitter().split(pdf("I. BACKGROUND\n\nThe tenant assigned the lease.", "More."));

        assertThat(passages).hasSize(1);
        Passage passage = passages.get(0);
        assertThat(passage.id()).isEqualTo(ID + ":0000");
        assertThat(passage.source()).isEqualTo("opinion.pdf");
        assertThat(passage.title()).isEqualTo("Smith v. Jones");
        assertThat(passage.subject()).isEmpty();
        assertThat(passage.text()).isEqualTo("I. BACKGROUND\nThe tenant assigned the lease.\nMore.");
        assertThat(passage.place())
                .isEqualTo(new DocumentPlace(ID, "opinion.pdf", "Smith v. Jones", 1, 2, List.of(), "I. BACKGROUND"));
    }

    @Test
    void idsCountFromZeroInFourDigits() {
        var passages = new StructureSplitter(new SplitSettings(200, 0)).split(word(sentences("battery", 60)));

        assertThat(passages).hasSizeGreaterThan(10);
        for (int i = 0; i < passages.size(); i++) {
            assertThat(passages.get(i).id()).isEqualTo(ID + ":" + String.format("%04d", i));
        }
    }

    @Test
    void passagesStayNearTheTargetAndCutAtSentenceEnds() {
        var passages = new StructureSplitter(new SplitSettings(300, 0)).split(word(sentences("assault", 30)));

        assertThat(passages).allSatisfy(passage -> {
            assertThat(passage.text().length()).isLessThanOrEqualTo(300);
            assertThat(passage.text()).startsWith("The assault rule").endsWith("applies here.");
        });
    }

    @Test
    void aCutInsideRunningTextCarriesTheOverlap() {
        var passages = new StructureSplitter(new SplitSettings(300, 100)).split(word(sentences("nuisance", 20)));

        for (int i = 1; i < passages.size(); i++) {
            String previous = passages.get(i - 1).text();
            String first = passages.get(i).text().split("(?<=here\\.) ")[0];
            assertThat(previous.substring(previous.length() - 100)).contains(first);
        }
    }

    @Test
    void unpagedDocumentsHaveNoPageNumbers() {
        var place = new StructureSplitter()
                .split(word("Plain text of a brief."))
                .get(0)
                .place();

        assertThat(place.firstPage()).isNull();
        assertThat(place.lastPage()).isNull();
        assertThat(place.citation()).isEqualTo("Brief, brief.docx");
    }

    @Test
    void aPassageKnowsEveryPageItSpans() {
        // ~250 chars a page: under half the target, so the page break is no cut
        var passages = new StructureSplitter()
                .split(pdf(sentences("trespass", 7), sentences("battery", 7), sentences("assault", 60)));

        assertThat(passages.get(0).place().firstPage()).isEqualTo(1);
        assertThat(passages.get(0).place().lastPage()).isGreaterThanOrEqualTo(2);
        assertThat(passages.get(passages.size() - 1).place().lastPage()).isEqualTo(3);
    }

    @Test
    void aHalfFullPassageEndsWithItsPage() {
        var passages = new StructureSplitter().split(pdf(sentences("easement", 25), sentences("license", 25)));

        assertThat(passages)
                .extracting(p -> p.place().firstPage() + "-" + p.place().lastPage())
                .containsExactly("1-1", "2-2");
    }

    @Test
    void headingsStartPassagesAndNameThem() {
        String body = sentences("contract", 12);
        var passages = new StructureSplitter()
                .split(word("I. BACKGROUND\n\n" + body + "\n\nII. DISCUSSION\n\n" + body
                        + "\n\nA. Standard of Review\n\n" + body + "\n\nCONCLUSION\n\nAffirmed."));

        assertThat(passages)
                .extracting(p -> p.place().heading())
                .containsExactly("I. BACKGROUND", "II. DISCUSSION", "A. Standard of Review", "CONCLUSION");
        assertThat(passages.get(1).text()).startsWith("II. DISCUSSION\nThe contract rule");
    }

    @Test
    void numberedParagraphsAreListedInThePassagesThatHoldThem() {
        String body = sentences("tort", 10);
        var passages = new StructureSplitter(new SplitSettings(400, 0))
                .split(word("¶ 1 " + body + "\n[2] " + body + "\n3. " + body + "\n" + body));

        assertThat(passages)
                .extracting(p -> p.place().paragraphs())
                .containsExactly(List.of("1"), List.of("2"), List.of("3"), List.of("3"));
        assertThat(passages.get(0).place().citation()).isEqualTo("Brief, brief.docx, ¶ 1");
    }

    @Test
    void runningHeadersFootersAndPageNumbersAreLeftOut() {
        String header = "Case: 20-1507 Document: 42 Page: %d Date Filed: 12/22/2020";
        var passages = new StructureSplitter()
                .split(pdf(
                        header.formatted(1) + "\nThe court held the lease void.\n- 1 -",
                        header.formatted(2) + "\nThe assignee was liable.\n- 2 -",
                        header.formatted(3) + "\n- 3 -"));

        assertThat(passages).hasSize(1);
        assertThat(passages.get(0).text()).isEqualTo("The court held the lease void.\nThe assignee was liable.");
        assertThat(passages.get(0).place().lastPage()).isEqualTo(2);
    }

    @Test
    void wordsHyphenatedAcrossLinesAreJoinedAndWhitespaceCollapsed() {
        var text = new StructureSplitter()
                .split(word("The  tempo-\nrary   order, see 283-\n288, covered a 10,000-\nsquare-foot hall."))
                .get(0)
                .text();

        assertThat(text).isEqualTo("The temporary order, see 283-288, covered a 10,000-square-foot hall.");
    }

    @Test
    void aDocumentOfWhitespaceGivesNoPassages() {
        assertThat(new StructureSplitter().split(pdf("  \n\n ", "\n"))).isEmpty();
    }

    @Test
    void theSameDocumentAlwaysGivesTheSamePassages() {
        var document = pdf(sentences("duty", 50), sentences("breach", 50));

        assertThat(new StructureSplitter().split(document)).isEqualTo(new StructureSplitter().split(document));
    }

    @Test
    void settingsRefuseNonsense() {
        assertThat(SplitSettings.DEFAULT).isEqualTo(new SplitSettings(1200, 150));
        assertThatThrownBy(() -> new SplitSettings(50, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SplitSettings(1000, 600)).isInstanceOf(IllegalArgumentException.class);
    }
}
