package io.legalagent.retrieval.library;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DocumentFilesTest {
    private static final String ID = "ab".repeat(32);

    @TempDir
    Path dir;

    @Test
    void anOriginalIsKeptUnderItsOrganisationAndIdWithItsNameAndMediaTypeAndCanBeRemoved() throws IOException {
        Path upload = Files.writeString(dir.resolve("upload.tmp"), "%PDF-1.7 ...");
        var files = new DocumentFiles(dir, "firm-a");

        files.keep(upload, ID, "Smith v. Jones.pdf", "application/pdf");
        files.keep(upload, ID, "Smith v. Jones.pdf", "application/pdf");

        var kept = files.find(ID).orElseThrow();
        assertThat(kept.path())
                .isEqualTo(dir.resolve("orgs/firm-a").resolve(ID))
                .hasContent("%PDF-1.7 ...");
        assertThat(kept.fileName()).isEqualTo("Smith v. Jones.pdf");
        assertThat(kept.mediaType()).isEqualTo("application/pdf");
        assertThat(new DocumentFiles(dir, "firm-b").find(ID)).isEmpty();
        try (var listing = Files.list(dir.resolve("orgs/firm-a"))) {
            assertThat(listing.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder(ID, ID + ".properties");
        }

        files.remove(ID);
        assertThat(files.find(ID)).isEmpty();
        files.remove(ID);
    }

    @Test
    void onlyADocumentIdNamesAnOriginal() {
        var files = new DocumentFiles(dir, "local");

        assertThatThrownBy(() -> files.find("../etc/passwd"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is not a document id");
    }

    @Test
    void aClaimCheckIsAPlainFileNameWaitingInIncoming() throws IOException {
        var files = new DocumentFiles(dir, "local");
        Files.createDirectories(files.incoming());
        Files.writeString(files.incoming().resolve("4f1c-brief.docx"), "...");

        assertThat(files.claim("4f1c-brief.docx")).isEqualTo(dir.resolve("incoming/4f1c-brief.docx"));
        assertThat(new DocumentFiles(dir, "incoming").claim("4f1c-brief.docx"))
                .isEqualTo(files.claim("4f1c-brief.docx"));
        assertThatThrownBy(() -> files.claim("../secret")).hasMessageContaining("not a plain file name");
        assertThatThrownBy(() -> files.claim("sub/file")).hasMessageContaining("not a plain file name");
        assertThatThrownBy(() -> files.claim("missing.pdf"))
                .hasMessageContaining("no claim-checked file 'missing.pdf'");
    }
}
