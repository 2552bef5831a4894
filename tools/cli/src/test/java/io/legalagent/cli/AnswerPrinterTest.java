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
                a.degraded(),
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
    void aLibraryAnswerNamesItsLibraryAndCitesDocumentsWithTheirPages() {
        var a = answer();
        var place = new io.legalagent.contracts.DocumentPlace(
                "d".repeat(64), "smith.pdf", "Smith v. Jones", 13, 13, java.util.List.of(), null);
        var cited = new io.legalagent.contracts.Source(1, 1, "doc:4", "smith.pdf", 0.8, "abc", "A battery…", place);
        var fromLibrary = new io.legalagent.contracts.Answer(
                a.schemaVersion(),
                a.runId(),
                a.requestId(),
                a.status(),
                a.question(),
                a.choices(),
                a.queryType(),
                "firm-a",
                "Battery [Query 1][Source 1].\n\n## Sources\n- [Query 1][Source 1] doc:4 — Smith v. Jones, smith.pdf, p. 13",
                a.mcAnswer(),
                a.mcReasoning(),
                a.errorKind(),
                a.reason(),
                a.degraded(),
                a.fromCache(),
                a.evidence(),
                java.util.List.of(cited),
                java.util.List.of(),
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

        assertThat(printed(fromLibrary, null))
                .contains("== ANSWERED - simple, library firm-a")
                .contains("  [Query 1][Source 1] doc:4 (Smith v. Jones, smith.pdf, p. 13, score 0.800)");
        assertThat(printed(null)).doesNotContain("library");
    }

    @Test
    void aLibraryNameIsCheckedBeforeTheQuestionIsSent() throws Exception {
        assertThat(AskOptions.library("firm-a")).isEqualTo("firm-a");
        assertThat(AskOptions.library(null)).isNull();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> AskOptions.library("Firm A"))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("--library");
    }

    @Test
    void withoutOneThereIsNoLink() {
        assertThat(printed(null)).doesNotContain("Trace:").contains("trace ");
        assertThat(printed(" ")).doesNotContain("Trace:");
    }

    @Test
    void theMetricsLineCountsPendingStepsWhenTheAnswerCarriesThem() {
        var answer = answer();
        var m = answer.metrics();
        var withPending = new io.legalagent.contracts.AnswerMetrics(
                m.llmCalls(),
                m.inputChars(),
                m.outputChars(),
                m.inputTokens(),
                m.outputTokens(),
                m.parseFailures(),
                2,
                1,
                1,
                m.iterations(),
                m.hops(),
                m.elapsedMillis(),
                m.perNode());
        var older = new io.legalagent.contracts.AnswerMetrics(
                m.llmCalls(),
                m.inputChars(),
                m.outputChars(),
                m.inputTokens(),
                m.outputTokens(),
                m.parseFailures(),
                2,
                1,
                null,
                m.iterations(),
                m.hops(),
                m.elapsedMillis(),
                m.perNode());

        assertThat(printed(withMetrics(answer, withPending), null))
                .contains("2 steps completed, 1 failed, 1 pending, 1 iterations");
        assertThat(printed(withMetrics(answer, older), null)).contains("2 steps completed, 1 failed, 1 iterations");
    }

    @Test
    void anAnswerCutShortSaysSoInItsHeadline() {
        var degraded = new io.legalagent.contracts.Degradation(
                io.legalagent.contracts.DegradationKind.MODEL_UNAVAILABLE, "executor", "503");

        assertThat(printed(withDegradation(answer(), degraded), null))
                .contains("== ANSWERED - simple, cut short: model unavailable");
        assertThat(printed(null)).doesNotContain("cut short");
    }

    private static io.legalagent.contracts.Answer withMetrics(
            io.legalagent.contracts.Answer a, io.legalagent.contracts.AnswerMetrics metrics) {
        return copy(a, a.degraded(), metrics);
    }

    private static io.legalagent.contracts.Answer withDegradation(
            io.legalagent.contracts.Answer a, io.legalagent.contracts.Degradation degraded) {
        return copy(a, degraded, a.metrics());
    }

    private static io.legalagent.contracts.Answer copy(
            io.legalagent.contracts.Answer a,
            io.legalagent.contracts.Degradation degraded,
            io.legalagent.contracts.AnswerMetrics metrics) {
        return new io.legalagent.contracts.Answer(
                a.schemaVersion(),
                a.runId(),
                a.requestId(),
                a.status(),
                a.question(),
                a.choices(),
                a.queryType(),
                a.answer(),
                a.mcAnswer(),
                a.mcReasoning(),
                a.errorKind(),
                a.reason(),
                degraded,
                a.fromCache(),
                a.evidence(),
                a.sources(),
                a.alsoConsulted(),
                a.steps(),
                metrics,
                a.path(),
                a.traceId(),
                a.traceUrl(),
                a.createdAt(),
                a.completedAt(),
                a.researchPack(),
                a.seal(),
                a.signature());
    }
}
