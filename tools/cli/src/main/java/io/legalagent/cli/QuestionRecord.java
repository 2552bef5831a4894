package io.legalagent.cli;

import com.fasterxml.jackson.annotation.JsonProperty;
import io.legalagent.contracts.Source;
import io.legalagent.contracts.StepReport;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One evaluated question as the report keeps it in {@code figures.json}: enough to redraw every chart
 * and for {@code eval --compare} to pair it with the same question of another run.
 *
 * @param letter the letter the answer selected, null for none (or no answer)
 * @param gold the right letter, null for an open question (not counted in accuracy)
 * @param confidence mean confidence of the completed steps, null when none completed
 * @param sources the ids of the passages the answer cites
 * @param verdict the answer's verification, computed when the report was made ({@link AnswerVerdicts})
 * @param goldRank the gold passage's rank among the passages kept ({@link GoldRank}), null when not kept
 * @param nodeMillis time each node spent on the run
 */
record QuestionRecord(
        String id,
        String subject,
        @Nullable String letter,
        @Nullable String gold,
        boolean correct,
        @Nullable Double confidence,
        List<String> sources,
        String verdict,
        String status,
        @JsonProperty("latency_ms") double latencyMs,
        @JsonProperty("gold_passage") @Nullable String goldPassage,
        @JsonProperty("gold_rank") @Nullable Integer goldRank,
        @JsonProperty("llm_calls") int llmCalls,
        @JsonProperty("input_tokens") long inputTokens,
        @JsonProperty("output_tokens") long outputTokens,
        @JsonProperty("node_ms") Map<String, Long> nodeMillis,
        List<StepRecord> steps) {

    /** A step's confidence and whether it kept the gold passage (null: the question has none). */
    record StepRecord(
            int id, String status, double confidence, @JsonProperty("gold_kept") @Nullable Boolean goldKept) {}

    QuestionRecord {
        sources = sources == null ? List.of() : List.copyOf(sources);
        nodeMillis = nodeMillis == null ? Map.of() : Map.copyOf(nodeMillis);
        steps = steps == null ? List.of() : List.copyOf(steps);
    }

    static QuestionRecord of(EvalCase c, String verdict) {
        var row = c.row();
        var answer = c.answer();
        String goldId = row.goldIdx().isBlank() ? null : row.goldIdx();
        var metrics = answer == null ? null : answer.metrics();
        var nodes = new LinkedHashMap<String, Long>();
        if (metrics != null) {
            metrics.perNode().forEach(n -> nodes.put(n.node(), n.millis()));
        }
        return new QuestionRecord(
                row.idx(),
                EvalQuestions.label(row),
                c.selected().orElse(null),
                c.multipleChoice() ? row.answer() : null,
                c.multipleChoice() && c.correct(),
                CaseStudyWriter.meanConfidence(c),
                answer == null
                        ? List.of()
                        : answer.sources().stream().map(Source::id).toList(),
                verdict,
                c.status(),
                LatencySummary.round(c.latencyMillis()),
                goldId,
                GoldRank.of(answer, goldId),
                metrics == null ? 0 : metrics.llmCalls(),
                metrics == null ? 0 : metrics.inputTokens(),
                metrics == null ? 0 : metrics.outputTokens(),
                nodes,
                answer == null
                        ? List.of()
                        : answer.steps().stream().map(s -> step(s, goldId)).toList());
    }

    private static StepRecord step(StepReport s, String goldId) {
        return new StepRecord(
                s.id(),
                s.status().name(),
                s.confidence(),
                goldId == null ? null : s.passageIds().contains(goldId));
    }

    boolean multipleChoice() {
        return gold != null;
    }

    boolean answered() {
        return !EvalCase.NO_ANSWER.equals(status);
    }

    long tokens() {
        return inputTokens + outputTokens;
    }
}
