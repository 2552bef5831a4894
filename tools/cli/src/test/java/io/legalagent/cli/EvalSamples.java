package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.AnswerMetrics;
import io.legalagent.contracts.EvidenceStrength;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.StepPassage;
import io.legalagent.contracts.StepReport;
import io.legalagent.contracts.StepStatus;
import io.legalagent.retrieval.bench.QaRow;
import java.util.Arrays;
import java.util.List;

/** Evaluated questions with chosen letters, steps and latencies, for the metric tests. */
final class EvalSamples {
    private EvalSamples() {}

    static QaRow row(String idx, String subject, String gold, String goldId) {
        return new QaRow(idx, subject, "", "Question " + idx + "?", List.of("a", "b", "c", "d"), gold, goldId, "");
    }

    /**
     * A case answered {@code status} selecting {@code letter} (null: none), whose steps retrieved
     * these passage lists, after {@code latency} ms with {@code llmCalls} model calls. An answered
     * case's evidence is, for these samples, told by its step count: one step sufficient, two partial,
     * three insufficient.
     */
    static EvalCase answered(
            QaRow row, RunStatus status, String letter, double latency, int llmCalls, List<List<String>> stepPassages) {
        var steps = new java.util.ArrayList<StepReport>();
        for (int i = 0; i < stepPassages.size(); i++) {
            var passages = stepPassages.get(i).stream()
                    .map(id -> new StepPassage(id, "corpus", 0.5, "text of " + id))
                    .toList();
            steps.add(new StepReport(i + 1, "step " + (i + 1), StepStatus.COMPLETED, List.of("q"), 0.7, passages));
        }
        var metrics = new AnswerMetrics(llmCalls, 0, 0, 0, 0, 0, steps.size(), 0, 0, 1, 9, (long) latency, List.of());
        var answer = new Answer(
                1,
                "run-" + row.idx(),
                "eval-" + row.idx(),
                status,
                row.question(),
                List.of(),
                null,
                letter == null ? "No letter here." : "Research.\n\n**Answer: (" + letter + ")**",
                letter,
                null,
                null,
                null,
                null,
                false,
                status == RunStatus.ANSWERED && !steps.isEmpty()
                        ? EvidenceStrength.values()[Math.min(steps.size(), 3) - 1]
                        : null,
                List.of(),
                List.of(),
                steps,
                metrics,
                List.of(),
                "trace-" + row.idx(),
                null,
                null,
                null,
                null,
                null,
                null);
        return new EvalCase(row, "eval-" + row.idx(), answer, "{}".getBytes(), latency);
    }

    static EvalCase unanswered(QaRow row) {
        return new EvalCase(row, "eval-" + row.idx(), null, null, 0);
    }

    static List<List<String>> steps(String... passageIdsPerStep) {
        return Arrays.stream(passageIdsPerStep).map(s -> List.of(s.split(","))).toList();
    }
}
