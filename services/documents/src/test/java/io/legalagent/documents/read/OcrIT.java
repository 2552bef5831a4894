package io.legalagent.documents.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.legalagent.documents.DocumentText;
import io.legalagent.documents.PageText;
import io.legalagent.documents.ReadOutcome;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Scanned filings read by the real Tesseract, and refused with the install hint where it is missing. */
class OcrIT {
    private static final TikaDocumentReader READER = new TikaDocumentReader(ReadSettings.defaults());

    private static DocumentText read(TikaDocumentReader reader, String name) {
        ReadOutcome outcome = reader.read(SharedDocuments.file(name));
        assertThat(outcome).as(name).isInstanceOf(ReadOutcome.Read.class);
        return ((ReadOutcome.Read) outcome).document();
    }

    @Test
    void aScannedOpinionIsReadByTesseractPageByPage() {
        assumeTrue(READER.ocrAvailable(), "tesseract is not installed");
        long start = System.nanoTime();

        var document = read(READER, "image-pdf.pdf");

        System.out.printf(
                "OCR of image-pdf.pdf: %d pages in %.1f s%n", document.pages().size(), seconds(start));
        assertThat(document.pages()).extracting(PageText::number).containsExactly(1, 2);
        assertThat(document.ocrPages()).isEqualTo(2);
        assertThat(document.pages().get(0).text())
                .containsIgnoringCase("Tarrant Regional Water District")
                .containsIgnoringCase("Red River");
    }

    @Test
    void aPageWithOnlyAStampedHeaderIsOcrd() {
        assumeTrue(READER.ocrAvailable(), "tesseract is not installed");

        var page = read(READER, "ocr_pdf_variation.pdf").pages().get(0);

        assertThat(page.ocr()).isTrue();
        assertThat(page.text()).contains("Case: 21-1298").contains("UNITED");
    }

    @Test
    void withoutTesseractScansAreRefusedWithTheInstallHintAndEverythingElseIsRead(@TempDir Path noTesseract) {
        var reader = new TikaDocumentReader(ReadSettings.defaults().withTesseractPath(noTesseract.toString()));
        assertThat(reader.ocrAvailable()).isFalse();

        for (String scan : new String[] {"image-pdf.pdf", "ca4_17.pdf", "ocr_pdf_variation.pdf"}) {
            assertThat(reader.read(SharedDocuments.file(scan)))
                    .isEqualTo(new ReadOutcome.Refused(
                            scan,
                            io.legalagent.documents.FileKind.PDF,
                            "no text layer, OCR not available (install tesseract-ocr and tesseract-ocr-eng)"));
        }
        assertThat(read(reader, "ca1_00117684624.pdf").pages()).hasSize(17);
        assertThat(read(reader, "ca9_19.pdf").ocrPages()).isZero();
        assertThat(read(reader, "word-docx.docx").pages()).hasSize(1);
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
