package io.legalagent.documents;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileSlotsTest {
    @TempDir
    Path dir;

    @Test
    void aFolderGivesEachFileItsRelativePathAndAFileItsNameSkippingHiddenOnesAndSettingPassageFilesApart()
            throws IOException {
        Path matter = Files.createDirectories(dir.resolve("matter"));
        touch(matter.resolve("b.pdf"));
        touch(matter.resolve("letters/a.docx"));
        touch(matter.resolve(".git/config"));
        touch(matter.resolve(".DS_Store"));
        touch(matter.resolve("rules.JSONL"));
        Path single = touch(dir.resolve("upload.rtf"));

        var slots = FileSlots.of(List.of(matter, single));

        assertThat(slots.documents())
                .extracting(FileSlots.Slot::slot)
                .containsExactly("b.pdf", "letters/a.docx", "upload.rtf");
        assertThat(slots.passageFiles()).containsExactly(matter.resolve("rules.JSONL"));
    }

    private static Path touch(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, "x");
    }
}
