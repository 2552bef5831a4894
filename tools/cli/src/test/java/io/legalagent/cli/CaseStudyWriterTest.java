package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CaseStudyWriterTest {
    private static final GoldPassages NO_GOLD = new GoldPassages("passages", false, Map.of());

    @TempDir
    Path dir;

    @Test
    void thePublishedKeyGoesBesideTheAnswersSoTheirSignaturesCanBeCheckedElsewhere() throws IOException {
        var key = Files.writeString(dir.resolve("stack.pub"), "-----BEGIN PUBLIC KEY-----\nMCow\n");
        var out = dir.resolve("studies");

        int files = new CaseStudyWriter(out, NO_GOLD, key).write(List.of(), EvalReport.of(List.of()), "qa.jsonl");

        assertThat(files).isEqualTo(2);
        assertThat(out.resolve(CaseStudyWriter.PUBLIC_KEY)).hasSameTextualContentAs(key);
        assertThat(out.resolve(CaseStudyWriter.SUMMARY)).exists();
    }

    @Test
    void withoutAPublishedKeyOnlyTheStudiesAreWritten() {
        var out = dir.resolve("studies");

        int files = new CaseStudyWriter(out, NO_GOLD, dir.resolve("absent.pub"))
                .write(List.of(), EvalReport.of(List.of()), "qa.jsonl");

        assertThat(files).isEqualTo(1);
        assertThat(out.resolve(CaseStudyWriter.PUBLIC_KEY)).doesNotExist();
    }
}
