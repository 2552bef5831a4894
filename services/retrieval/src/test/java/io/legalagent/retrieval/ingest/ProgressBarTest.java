package io.legalagent.retrieval.ingest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import org.junit.jupiter.api.Test;

class ProgressBarTest {
    @Test
    void showsCountPercentRateAndEta() {
        var bar = new ProgressBar(new PrintStream(new ByteArrayOutputStream()), "embedding", 200, true);

        String line = bar.line(50, System.nanoTime() + 1_000_000_000L);

        assertThat(line).startsWith("embedding [#######.....................] 50/200  25%");
        assertThat(line).contains("passages/s").contains("ETA 0:0");
    }

    @Test
    void inALogItPrintsOnlyAFewLines() {
        var out = new ByteArrayOutputStream();
        var bar = new ProgressBar(new PrintStream(out), "embedding", 100, false);

        for (int done = 1; done <= 100; done++) {
            bar.update(done);
        }
        bar.finish();

        assertThat(out.toString().lines()).hasSize(4).last().asString().contains("100/100 100%");
    }
}
