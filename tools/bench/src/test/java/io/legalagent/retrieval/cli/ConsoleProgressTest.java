package io.legalagent.retrieval.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ConsoleProgressTest {
    private final ByteArrayOutputStream written = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(written, true, StandardCharsets.UTF_8);

    private String text() {
        return written.toString(StandardCharsets.UTF_8);
    }

    @Test
    void outsideATerminalAnIngestPrintsOneLinePerQuarter() {
        var progress = new ConsoleProgress(out, "embedding", "passages", false);

        progress.started(100);
        for (long done = 10; done <= 100; done += 10) {
            progress.stored(done, 100, 50.0);
        }
        progress.finished(100, 50.0);

        assertThat(text().lines())
                .hasSize(4)
                .allSatisfy(line -> assertThat(line).startsWith("embedding ").endsWith(" passages/s"))
                .extracting(line -> line.substring(0, line.indexOf(')') + 1))
                .containsExactly(
                        "embedding 30/100 (30%)",
                        "embedding 50/100 (50%)", "embedding 80/100 (80%)", "embedding 100/100 (100%)");
    }

    @Test
    void anEmptyRunPrintsItsOneLine() {
        var progress = new ConsoleProgress(out, "eval", "questions", false);

        progress.started(0);
        progress.update(0);
        progress.close();

        assertThat(text().lines()).singleElement().asString().startsWith("eval 0/0 (100%)");
    }

    @Test
    void onATerminalTheLibraryDrawsABarWithCountAndRate() {
        try (var progress = new ConsoleProgress(out, "eval", "questions", true)) {
            progress.started(200);
            progress.update(50);
            progress.update(200);
        }

        assertThat(text()).contains("\r").contains("eval").contains("200/200").contains("questions/s");
    }

    @Test
    void closingTwiceOrBeforeStartingIsHarmless() {
        var progress = new ConsoleProgress(out, "eval", "questions", true);

        progress.close();
        progress.started(3);
        progress.close();
        progress.close();

        assertThat(text()).contains("0/3");
    }
}
