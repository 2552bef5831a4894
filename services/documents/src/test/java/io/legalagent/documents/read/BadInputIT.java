package io.legalagent.documents.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.legalagent.documents.FileKind;
import io.legalagent.documents.ReadOutcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every kind of bad file ends in a refusal with its reason; nothing throws. */
class BadInputIT {
    private static final TikaDocumentReader READER = new TikaDocumentReader(ReadSettings.defaults());

    @TempDir
    Path dir;

    private static ReadOutcome.Refused refused(TikaDocumentReader reader, Path file) {
        ReadOutcome outcome = reader.read(file);
        assertThat(outcome).as(file.toString()).isInstanceOf(ReadOutcome.Refused.class);
        var refused = (ReadOutcome.Refused) outcome;
        assertThat(refused.fileName()).isEqualTo(file.getFileName().toString());
        return refused;
    }

    @Test
    void anEmptyFile() {
        assertThat(refused(READER, SharedDocuments.file("empty.pdf")).reason()).isEqualTo("empty file");
    }

    @Test
    void audioIsNotADocument() {
        var refused = refused(READER, SharedDocuments.file("1.mp3"));

        assertThat(refused.kind()).isEqualTo(FileKind.OTHER);
        assertThat(refused.reason()).isEqualTo("not a document: audio/mpeg");
    }

    @Test
    void aFileOverTheSizeLimit() throws IOException {
        Path file = MadeFiles.text(dir, "long.txt", "The rule. ".repeat(200));
        var small = new TikaDocumentReader(ReadSettings.defaults().withLimits(1_000, 1_000_000));

        var refused = refused(small, file);

        assertThat(refused.kind()).isEqualTo(FileKind.TEXT);
        assertThat(refused.reason()).isEqualTo("too large: 2000 bytes, over the limit of 1000");
    }

    @Test
    void anEncryptedPdf() throws IOException {
        Path file = MadeFiles.pdf(dir, "sealed.pdf", "user-secret", "Privileged settlement terms.");

        var refused = refused(READER, file);

        assertThat(refused.kind()).isEqualTo(FileKind.PDF);
        assertThat(refused.reason()).isEqualTo("encrypted (password-protected)");
    }

    @Test
    void aCorruptPdf() throws IOException {
        Path file = dir.resolve("broken.pdf");
        Files.writeString(file, "%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nthis is not a PDF body\n");

        var refused = refused(READER, file);

        assertThat(refused.kind()).isEqualTo(FileKind.PDF);
        assertThat(refused.reason()).startsWith("corrupt or unreadable application/pdf: ");
    }

    @Test
    void aZipBombDressedAsADocx() throws IOException {
        // 60 MB of text that deflates to well under 100 KB
        Path file = MadeFiles.docx(dir, "bomb.docx", "A".repeat(1_000), 60_000);
        assertThat(Files.size(file)).isLessThan(200_000);

        var refused = refused(READER, file);

        assertThat(refused.kind()).isEqualTo(FileKind.WORD);
        assertThat(refused.reason()).startsWith("decompression bomb");
    }

    @Test
    void textPastTheExpansionLimit() throws IOException {
        Path file = MadeFiles.docx(dir, "long.docx", "The assignee owes the rent. ", 500); // 14,000 characters
        var limited = new TikaDocumentReader(ReadSettings.defaults().withLimits(1_000_000, 5_000));

        assertThat(refused(limited, file).reason())
                .isEqualTo("decompression bomb: expands past 5000 characters of text");
        assertThat(READER.read(file)).isInstanceOf(ReadOutcome.Read.class);
    }

    @Test
    void aDocumentWithoutText() throws IOException {
        Path file = MadeFiles.text(dir, "blank.txt", " \n\t\n   \n");

        assertThat(refused(READER, file).reason()).isEqualTo("no text found");
    }

    @Test
    void aBlankPdfPageIsOcrdAndStillHasNoText() throws IOException {
        assumeTrue(READER.ocrAvailable(), "tesseract is not installed");
        Path file = MadeFiles.pdf(dir, "blank.pdf", null, (String) null);

        assertThat(refused(READER, file).reason()).isEqualTo("no text found");
    }

    @Test
    void aMissingFileOrAFolder() {
        assertThat(refused(READER, dir.resolve("gone.pdf")).reason()).startsWith("cannot be read: ");
        assertThat(refused(READER, dir).reason()).startsWith("cannot be read: ");
    }
}
