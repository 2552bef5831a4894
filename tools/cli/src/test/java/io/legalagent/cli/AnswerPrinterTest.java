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
    void saysHowWellTheEvidenceHoldsAndWarnsUnlessSufficient() {
        assertThat(printed(null)).contains("Evidence: sufficient");
        assertThat(AnswerPrinter.evidence(io.legalagent.contracts.EvidenceStrength.PARTIAL))
                .startsWith("Evidence: PARTIAL");
        assertThat(AnswerPrinter.evidence(io.legalagent.contracts.EvidenceStrength.INSUFFICIENT))
                .startsWith("Evidence: INSUFFICIENT");
    }

    @Test
    void listsTheCitedSourcesThenApartThoseAlsoConsulted() {
        var a = answer();
        var consulted = new io.legalagent.contracts.Source(1, 2, "mbe_2607", "barexam", 0.7, "def", "Assault is ...");
        var split = new io.legalagent.contracts.Answer(
                a.schemaVersion(),
                a.runId(),
                a.requestId(),
                a.status(),
                a.question(),
                a.choices(),
                a.queryType(),
                a.answer() + "\n\n## Also consulted\n- [Query 1][Source 2] mbe_2607 — barexam",
                a.mcAnswer(),
                a.mcReasoning(),
                a.errorKind(),
                a.reason(),
                a.fromCache(),
                a.evidence(),
                a.sources(),
                java.util.List.of(consulted),
                a.steps(),
                a.metrics(),
                a.path(),
                a.traceId(),
                a.traceUrl(),
                a.createdAt(),
                a.completedAt(),
                a.researchPack(),
                null,
                null);

        String text = printed(split, null);

        assertThat(text).doesNotContain("## Sources").doesNotContain("## Also consulted");
        assertThat(text.indexOf("Sources:\n  [Query 1][Source 1] mbe_2606"))
                .isPositive()
                .isLessThan(text.indexOf(
                        "Also consulted (kept by the research, not cited):\n  [Query 1][Source 2] mbe_2607"));
    }

    @Test
    void withoutOneThereIsNoLink() {
        assertThat(printed(null)).doesNotContain("Trace:").contains("trace ");
        assertThat(printed(" ")).doesNotContain("Trace:");
    }
}
