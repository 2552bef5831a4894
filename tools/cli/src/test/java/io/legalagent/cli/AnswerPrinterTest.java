package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class AnswerPrinterTest {

    private static io.legalagent.contracts.Answer answer() {
        return SampleAnswers.of(
                "run-1",
                new io.legalagent.contracts.QuestionRequest("What is battery?", null, "req-1", null),
                io.legalagent.contracts.RunStatus.ANSWERED,
                null);
    }

    private static String printed(String traceUi) {
        return printed(answer(), traceUi);
    }

    private static String printed(io.legalagent.contracts.Answer answer, String traceUi) {
        var bytes = new ByteArrayOutputStream();
        new AnswerPrinter(new PrintStream(bytes, true, StandardCharsets.UTF_8), traceUi)
                .print(answer, Duration.ofSeconds(2));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void withATraceViewerTheAnswerLinksToItsTrace() {
        assertThat(printed("http://localhost:16686/")).contains("Trace: http://localhost:16686/trace/trace-run-1");
    }

    @Test
    void theLinkTheServicesPutInTheAnswerIsTheOneShown() {
        var linked = answer().withTraceLink("http://jaeger.example:16686");

        assertThat(printed(linked, null)).contains("Trace: http://jaeger.example:16686/trace/trace-run-1");
        assertThat(printed(linked, "http://localhost:16686")).doesNotContain("localhost");
    }

    @Test
    void withoutOneThereIsNoLink() {
        assertThat(printed(null)).doesNotContain("Trace:").contains("trace ");
        assertThat(printed(" ")).doesNotContain("Trace:");
    }
}
