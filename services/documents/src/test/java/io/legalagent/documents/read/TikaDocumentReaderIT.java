package io.legalagent.documents.read;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.documents.DocumentText;
import io.legalagent.documents.FileKind;
import io.legalagent.documents.PageText;
import io.legalagent.documents.ReadOutcome;
import io.legalagent.retrieval.Hashes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every format the library takes, read by Tika for real: the shared filings and files made here. */
class TikaDocumentReaderIT {
    private static final TikaDocumentReader READER = new TikaDocumentReader(ReadSettings.defaults());

    @TempDir
    Path dir;

    private static DocumentText read(Path file) {
        ReadOutcome outcome = READER.read(file);
        assertThat(outcome).as(file.toString()).isInstanceOf(ReadOutcome.Read.class);
        return ((ReadOutcome.Read) outcome).document();
    }

    private static String all(DocumentText document) {
        return String.join("\n", document.pages().stream().map(PageText::text).toList());
    }

    @Test
    void aPdfIsReadPageByPageAndIdentifiedByTheHashOfItsBytes() throws IOException {
        Path file = SharedDocuments.file("ca1_00117684624.pdf");
        var document = read(file);

        assertThat(document.kind()).isEqualTo(FileKind.PDF);
        assertThat(document.mediaType()).isEqualTo("application/pdf");
        assertThat(document.paged()).isTrue();
        assertThat(document.pages()).hasSize(17);
        assertThat(document.pages())
                .extracting(PageText::number)
                .startsWith(1, 2, 3)
                .endsWith(17);
        assertThat(document.pages().get(3).text()).contains("I. BACKGROUND");
        assertThat(document.pages().get(0).text()).doesNotContain("I. BACKGROUND");
        assertThat(document.ocrPages()).isZero();
        assertThat(document.title()).isEqualTo("United States Court of Appeals");
        assertThat(document.fileName()).isEqualTo("ca1_00117684624.pdf");
        String sha256 = HexFormat.of().formatHex(Hashes.digest().digest(Files.readAllBytes(file)));
        assertThat(document.documentId()).isEqualTo(sha256);
    }

    @Test
    void aMeaningfulMetadataTitleIsUsed() {
        assertThat(read(SharedDocuments.file("cafc_3.pdf")).title()).isEqualTo("FORM 8. Entry of Appearance");
        assertThat(read(SharedDocuments.file("missouri.pdf")).title()).isEqualTo("Jagels Opinion Draft copy");
    }

    @Test
    void wordAndWordPerfectFilesAreReadAsOneUnnumberedPage() {
        var doc = read(SharedDocuments.file("word-doc.doc"));
        var docx = read(SharedDocuments.file("word-docx.docx"));
        var wpd = read(SharedDocuments.file("word-perfect.wpd"));

        assertThat(doc.kind()).isEqualTo(FileKind.WORD);
        assertThat(doc.mediaType()).isEqualTo("application/msword");
        assertThat(docx.kind()).isEqualTo(FileKind.WORD);
        assertThat(wpd.kind()).isEqualTo(FileKind.WORDPERFECT);
        for (var document : new DocumentText[] {doc, docx, wpd}) {
            assertThat(document.paged()).isFalse();
            assertThat(document.pages()).extracting(PageText::number).containsExactly(0);
            assertThat(all(document).length()).isGreaterThan(1_000);
        }
        assertThat(all(doc)).containsIgnoringCase("attorneys for appellant");
        assertThat(all(docx)).containsIgnoringCase("department of the navy");
        assertThat(all(wpd)).containsIgnoringCase("attorney for appellant");
    }

    @Test
    void rtfHtmlMarkdownAndTextAreRead() throws IOException {
        var rtf = read(MadeFiles.text(
                dir,
                "memo.rtf",
                "{\\rtf1\\ansi{\\fonttbl\\f0\\fswiss Helvetica;}\\f0\\pard"
                        + " DISCUSSION\\par The tenant assigned the lease without consent.\\par}"));
        var html = read(MadeFiles.text(
                dir,
                "memo.html",
                "<!DOCTYPE html><html><head><title>Lease Assignment Memo</title>"
                        + "</head><body><h1>Background</h1><p>The tenant assigned the lease.</p><p>The landlord sued.</p>"
                        + "</body></html>"));
        var markdown = read(MadeFiles.text(
                dir,
                "memo.md",
                "# Lease memo\n\nThe assignee is bound by privity of"
                        + " estate.\n\n## Rent\n\nRent runs with the land.\n"));
        var text = read(MadeFiles.text(dir, "memo.txt", "Notes on the lease\n\nThe sublessee owes the tenant.\n"));

        assertThat(rtf.kind()).isEqualTo(FileKind.RTF);
        assertThat(all(rtf)).contains("DISCUSSION").contains("The tenant assigned the lease without consent.");
        assertThat(html.kind()).isEqualTo(FileKind.HTML);
        assertThat(html.title()).isEqualTo("Lease Assignment Memo");
        assertThat(all(html)).isEqualTo("Background\n\nThe tenant assigned the lease.\n\nThe landlord sued.");
        assertThat(markdown.kind()).isEqualTo(FileKind.MARKDOWN);
        assertThat(markdown.title()).isEqualTo("Lease memo");
        assertThat(all(markdown)).contains("## Rent").contains("privity of estate");
        assertThat(text.kind()).isEqualTo(FileKind.TEXT);
        assertThat(text.title()).isEqualTo("Notes on the lease");
        assertThat(text.paged()).isFalse();
    }

    @Test
    void theContentDecidesTheKindNotTheName() throws IOException {
        Path pdfNamedText = MadeFiles.pdf(dir, "looks-like.txt", null, "Page one of the order.", "Page two.");

        var document = read(pdfNamedText);

        assertThat(document.kind()).isEqualTo(FileKind.PDF);
        assertThat(document.pages()).extracting(PageText::text).containsExactly("Page one of the order.", "Page two.");
    }
}
