package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.http.MediaType;

/** The store folder: claim-check names that cannot leave incoming/, and types told from content, never active. */
class DocumentStoreTest {
    @TempDir
    Path root;

    @Test
    void aClaimCheckNameKeepsOnlySafeCharactersAndStaysInIncoming() {
        assertThat(DocumentStore.safeName("../../etc/passwd")).isEqualTo("etc_passwd");
        assertThat(DocumentStore.safeName("Brief (final).pdf")).isEqualTo("Brief_final_.pdf");
        assertThat(DocumentStore.safeName("")).isEqualTo("upload");
        assertThat(DocumentStore.safeName("a".repeat(300) + ".pdf"))
                .hasSize(100)
                .endsWith(".pdf");

        var store = new DocumentStore(root);
        String claim = store.receive("../x.txt", new ByteArrayInputStream("text".getBytes(StandardCharsets.UTF_8)));
        assertThat(claim).doesNotContain("/").endsWith("-x.txt");
        assertThat(root.resolve("incoming").resolve(claim)).hasContent("text");
        store.discard(claim);
        assertThat(root.resolve("incoming").resolve(claim)).doesNotExist();
    }

    @Test
    void anOriginalIsFoundByItsIdAndTypedByItsFirstBytes() throws Exception {
        var store = new DocumentStore(root);
        String id = "AB".repeat(32);
        assertThat(store.original("firm-a", id)).isEmpty();
        Path kept = Files.createDirectories(root.resolve("orgs/firm-a")).resolve(id.toLowerCase());
        Files.writeString(kept, "%PDF-1.7\n");
        assertThat(store.original("firm-a", id)).contains(kept);
        assertThat(store.original("firm-b", id))
                .as("another organisation's original")
                .isEmpty();

        assertThat(DocumentStore.mediaType(kept)).isEqualTo(MediaType.APPLICATION_PDF);
        assertThat(type("{\\rtf1 hello")).isEqualTo("application/rtf");
        assertThat(type("<html><script>x</script>")).startsWith("text/plain");
        assertThat(type("<svg onload=x>")).startsWith("text/plain");
        var binary = root.resolve("binary");
        Files.write(binary, new byte[] {0, 1, 2, 3});
        assertThat(DocumentStore.mediaType(binary)).isEqualTo(MediaType.APPLICATION_OCTET_STREAM);
        var word = root.resolve("word");
        Files.write(
                word,
                new byte[] {(byte) 0xd0, (byte) 0xcf, 0x11, (byte) 0xe0, (byte) 0xa1, (byte) 0xb1, 0x1a, (byte) 0xe1});
        assertThat(DocumentStore.mediaType(word).toString()).isEqualTo("application/msword");
    }

    private String type(String content) throws Exception {
        var file = Files.createTempFile(root, "doc", "");
        Files.writeString(file, content);
        return DocumentStore.mediaType(file).toString();
    }
}
