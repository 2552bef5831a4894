package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Source;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuestionRecordTest {
    private static Source source(int query, int number, String id) {
        return new Source(query, number, id, "corpus", 0.5, "0".repeat(64), "text of " + id);
    }

    /** The sample answer with these cited and consulted passages. */
    private static Answer withSources(Answer a, List<Source> sources, List<Source> alsoConsulted) {
        return new Answer(
                a.schemaVersion(),
                a.runId(),
                a.requestId(),
                a.status(),
                a.question(),
                a.choices(),
                a.queryType(),
                a.library(),
                a.owner(),
                a.answer(),
                a.mcAnswer(),
                a.mcReasoning(),
                a.errorKind(),
                a.reason(),
                a.degraded(),
                a.fromCache(),
                a.evidence(),
                sources,
                alsoConsulted,
                a.steps(),
                a.metrics(),
                a.path(),
                a.traceId(),
                a.traceUrl(),
                a.createdAt(),
                a.completedAt(),
                a.remember(),
                a.custody(),
                a.researchPack(),
                a.seal(),
                a.signature());
    }

    @Test
    void theGoldRanksAmongTheCitedPassagesFirstThenTheConsultedOnesThenAnyOtherStepPassage() {
        var row = EvalSamples.row("t1", "TORTS", "A", "gold");
        var base = EvalSamples.answered(row, RunStatus.ANSWERED, "A", 1500, 2, EvalSamples.steps("x,gold,y", "z,w"))
                .answer();
        var cited = withSources(base, List.of(source(2, 1, "z"), source(1, 1, "x")), List.of(source(1, 2, "gold")));
        var uncited = withSources(base, List.of(source(1, 3, "y")), null);

        assertThat(GoldRank.ranked(cited)).containsExactly("z", "x", "gold", "y", "w");
        assertThat(GoldRank.of(cited, "gold")).isEqualTo(3);
        // An answer from before the split lists no consulted passages: its steps' order stands in.
        assertThat(GoldRank.of(uncited, "gold")).isEqualTo(3);
        assertThat(GoldRank.of(uncited, "elsewhere")).isNull();
        assertThat(GoldRank.of(null, "gold")).isNull();
    }

    @Test
    void aRecordKeepsWhatTheReportAndTheComparisonRead() {
        var row = EvalSamples.row("t1", "TORTS", "B", "gold");
        var c = EvalSamples.answered(row, RunStatus.ANSWERED, "B", 2345.678, 3, EvalSamples.steps("x,gold", "y"));

        var record = QuestionRecord.of(c, "VERIFIED, custody INTACT");

        assertThat(record.id()).isEqualTo("t1");
        assertThat(record.subject()).isEqualTo("TORTS");
        assertThat(record.letter()).isEqualTo("B");
        assertThat(record.gold()).isEqualTo("B");
        assertThat(record.correct()).isTrue();
        assertThat(record.goldRank()).isEqualTo(2);
        assertThat(record.latencyMs()).isEqualTo(2345.68);
        assertThat(record.llmCalls()).isEqualTo(3);
        assertThat(record.steps())
                .extracting(QuestionRecord.StepRecord::goldKept)
                .containsExactly(true, false);
        assertThat(record.verdict()).isEqualTo("VERIFIED, custody INTACT");

        var none = QuestionRecord.of(EvalSamples.unanswered(row), AnswerVerdicts.NO_ANSWER);
        assertThat(none.answered()).isFalse();
        assertThat(none.correct()).isFalse();
        assertThat(none.multipleChoice()).isTrue();
        assertThat(none.goldRank()).isNull();
    }

    @Test
    void theModelIsReadFromTheNodesConstantsTheMcSelectorsFirst() {
        var constants = java.util.Map.of(
                "executor.model.provider", "ollama",
                "executor.model.model", "llama3.1:8b",
                "mc-selector.model.provider", "openai",
                "mc-selector.model.model", "gpt-4o-mini");

        assertThat(EvalRun.modelConstant(constants, "provider")).isEqualTo("openai");
        assertThat(EvalRun.modelConstant(constants, "model")).isEqualTo("gpt-4o-mini");
        assertThat(EvalRun.modelConstant(java.util.Map.of("guard.model.provider", "offline"), "provider"))
                .isEqualTo("offline");
        assertThat(EvalRun.modelConstant(java.util.Map.of(), "model")).isNull();
    }
}
