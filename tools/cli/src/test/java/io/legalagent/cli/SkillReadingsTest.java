package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.ModelOutput;
import io.legalagent.contracts.ReplyReading;
import io.legalagent.contracts.ResearchPack;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SkillReadingsTest {

    private static EvalCase answered(ModelOutput... outputs) {
        var base = SampleAnswers.of(
                "run-" + outputs.length,
                new io.legalagent.contracts.QuestionRequest("What is battery?", null, "r", null),
                io.legalagent.contracts.RunStatus.ANSWERED,
                null);
        var pack = new ResearchPack(
                "rp-1",
                "unknown",
                new java.util.TreeMap<>(),
                null,
                List.of(),
                List.of(outputs),
                null,
                null,
                "0".repeat(64));
        var answer = new io.legalagent.contracts.Answer(
                base.schemaVersion(),
                base.runId(),
                base.requestId(),
                base.status(),
                base.question(),
                base.choices(),
                base.queryType(),
                base.answer(),
                base.mcAnswer(),
                base.mcReasoning(),
                base.errorKind(),
                base.reason(),
                base.degraded(),
                base.fromCache(),
                base.evidence(),
                base.sources(),
                base.alsoConsulted(),
                base.steps(),
                base.metrics(),
                base.path(),
                base.traceId(),
                base.traceUrl(),
                base.createdAt(),
                base.completedAt(),
                pack,
                null,
                null);
        return new EvalCase(EvalSamples.row("1", "TORTS", "A", "p1"), "r", answer, new byte[0], 10);
    }

    private static ModelOutput call(String skill, ReplyReading reading) {
        return new ModelOutput("node", skill, null, "value", reading == null ? null : "a".repeat(64), reading);
    }

    @Test
    void eachSkillsRepliesAreCountedByHowTheyWereRead() {
        var readings = SkillReadings.of(List.of(
                answered(call("classify", ReplyReading.SCHEMA), call("classify", ReplyReading.REPAIRED)),
                answered(call("classify", ReplyReading.UNUSABLE), call("synthesize_and_cite", ReplyReading.TEXT)),
                answered(call("plan", null))));

        assertThat(readings.figures())
                .containsOnlyKeys("classify", "synthesize_and_cite")
                .containsEntry("classify", Map.of("schema", 1, "repaired", 1, "unusable", 1, "text", 0));
        assertThat(readings.table()).containsPattern("classify\\s+3\\s+1\\s+1\\s+1\\s+0");
    }

    @Test
    void offlineAnswersHaveNoModelReplies() {
        assertThat(SkillReadings.of(List.of(answered(call("plan", null)))).isEmpty())
                .isTrue();
    }
}
