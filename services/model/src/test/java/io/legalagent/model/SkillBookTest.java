package io.legalagent.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SkillBookTest {

    @Test
    void loadsEverySkillFromTheClasspathAndRecordsItsSha256() throws Exception {
        var book = SkillBook.ofAllSkills(null);

        assertThat(book.sha256()).hasSize(Skill.values().length);
        for (var skill : Skill.values()) {
            assertThat(book.text(skill)).isNotBlank();
            assertThat(book.sha256(skill.skillName())).isEqualTo(sha256(book.text(skill)));
        }
    }

    @Test
    void aMissingSkillStopsStartUpWithItsName() {
        assertThatThrownBy(() -> new SkillBook(List.of("classify", "no_such_skill"), null))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("no_such_skill")
                .hasMessageContaining("skills/no_such_skill.md");
    }

    @Test
    void anEmptySkillStopsStartUp(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("classify.md"), "  \n");

        assertThatThrownBy(() -> new SkillBook(List.of("classify"), dir))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("'classify'")
                .hasMessageContaining("is empty");
    }

    @Test
    void aFileInTheOverrideDirectoryWinsAndTheRestComeFromTheClasspath(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("classify.md"), "Classify this, differently.", StandardCharsets.UTF_8);

        var book = new SkillBook(List.of("classify", "plan"), dir);

        assertThat(book.text("classify")).isEqualTo("Classify this, differently.");
        assertThat(book.sha256("classify")).isEqualTo(sha256("Classify this, differently."));
        assertThat(book.text("plan")).isEqualTo(SkillBook.ofAllSkills(null).text("plan"));
    }

    @Test
    void aMissingOverrideDirectoryStopsStartUp(@TempDir Path dir) {
        assertThatThrownBy(() -> new SkillBook(List.of("classify"), dir.resolve("not-mounted")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("not-mounted");
    }

    @Test
    void anUnknownNameIsRefused() {
        var book = new SkillBook(List.of("plan"), null);
        assertThatThrownBy(() -> book.text("classify")).hasMessageContaining("No skill named 'classify'");
    }

    private static String sha256(String text) throws NoSuchAlgorithmException {
        return HexFormat.of()
                .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    }
}
