package io.legalagent.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.DocumentRequest;
import io.legalagent.contracts.DocumentRequest.DocumentAction;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.util.unit.DataSize;

class StagingTest {
    @TempDir
    Path store;

    private Staging staging() {
        return new Staging(new IngestSettings(store, DataSize.ofBytes(10), "default", Duration.ofMinutes(1), "local"));
    }

    private static DocumentRequest inline(String text) {
        return new DocumentRequest(
                "r",
                DocumentAction.INGEST,
                null,
                "brief.md",
                Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8)),
                null,
                null,
                null);
    }

    private static DocumentRequest claim(String name) {
        return new DocumentRequest("r", DocumentAction.INGEST, null, "brief.pdf", null, name, null, null);
    }

    @Test
    void writesInlineContentUnderItsOwnNameInAFolderOfItsOwnAndRemovesItAfterwards() throws IOException {
        var staged = staging().stage(inline("# Brief"), "brief.md");

        assertThat(staged.problem()).isNull();
        assertThat(staged.file().getFileName()).hasToString("brief.md");
        assertThat(staged.file().getParent().getParent()).isEqualTo(store.resolve("incoming"));
        assertThat(Files.readString(staged.file())).isEqualTo("# Brief");
        staged.afterwards().run();
        assertThat(staged.file().getParent()).doesNotExist();
    }

    @Test
    void findsAClaimCheckInIncomingAndRemovesItAfterwards() throws IOException {
        Path waiting = Files.writeString(
                Files.createDirectories(store.resolve("incoming")).resolve("u-1"), "%PDF");

        var staged = staging().stage(claim("u-1"), "brief.pdf");

        assertThat(staged.file()).isEqualTo(waiting);
        staged.afterwards().run();
        assertThat(waiting).doesNotExist();
    }

    @Test
    void refusesAMissingEmptyOrOversizedFile() throws IOException {
        Path incoming = Files.createDirectories(store.resolve("incoming"));
        Files.writeString(incoming.resolve("empty"), "");
        Files.writeString(incoming.resolve("big"), "12345678901");

        assertThat(staging().stage(claim("nowhere"), "a").problem()).contains("not found");
        assertThat(staging().stage(claim("empty"), "a").problem()).isEqualTo("the file is empty");
        assertThat(staging().stage(inline(""), "a").problem()).isEqualTo("the file is empty");
        assertThat(staging().stage(claim("big"), "a").problem())
                .contains("11 bytes are more than legal.ingest.max-file-bytes (10)");
    }

    @Test
    void aFolderIsNotAClaimCheck() throws IOException {
        Files.createDirectories(store.resolve("incoming").resolve("folder"));

        assertThat(staging().stage(claim("folder"), "a").problem()).contains("not found");
    }
}
