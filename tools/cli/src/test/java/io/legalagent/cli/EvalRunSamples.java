package io.legalagent.cli;

import io.legalagent.cli.QuestionRecord.StepRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A small evaluated run as its report records it, with figures worked out by hand in the tests:
 * three subjects and an open question, a question with no letter, one with no answer, and gold
 * passages at known ranks.
 */
final class EvalRunSamples {
    static final String PACK_SET = "a".repeat(64);

    private EvalRunSamples() {}

    static QuestionRecord record(
            String id,
            String subject,
            String letter,
            String gold,
            String goldPassage,
            Integer goldRank,
            double latencyMs,
            int calls,
            Map<String, Long> nodes,
            double... stepConfidenceThenKept) {
        var steps = new ArrayList<StepRecord>();
        for (int i = 0; i + 1 < stepConfidenceThenKept.length; i += 2) {
            steps.add(new StepRecord(
                    steps.size() + 1,
                    "COMPLETED",
                    stepConfidenceThenKept[i],
                    goldPassage == null ? null : stepConfidenceThenKept[i + 1] == 1));
        }
        boolean answered = latencyMs > 0;
        return new QuestionRecord(
                id,
                subject,
                letter,
                gold,
                gold != null && gold.equals(letter),
                steps.isEmpty() ? null : stepConfidenceThenKept[0],
                answered ? List.of("p-" + id) : List.of(),
                answered ? "VERIFIED, custody INTACT" : AnswerVerdicts.NO_ANSWER,
                answered ? "ANSWERED" : EvalCase.NO_ANSWER,
                latencyMs,
                goldPassage,
                goldRank,
                calls,
                100L * calls,
                10L * calls,
                nodes,
                steps);
    }

    /**
     * Accuracy: TORTS 2/3, EVIDENCE 1/2, CONTRACTS 2/4 (one without a letter, one unanswered), all 5/9.
     * Gold ranks of the 8 questions with a gold passage: 1, 3, -, 7, 2, 1, -, 4. Nine steps.
     */
    static List<QuestionRecord> records() {
        return List.of(
                record("t1", "TORTS", "A", "A", "g-t1", 1, 1200, 3, Map.of("executor", 800L, "planner", 200L), 0.9, 1),
                record(
                        "t2",
                        "TORTS",
                        "B",
                        "A",
                        "g-t2",
                        3,
                        2500,
                        4,
                        Map.of("executor", 1500L, "planner", 300L),
                        0.8,
                        0,
                        0.35,
                        1),
                record(
                        "t3",
                        "TORTS",
                        "C",
                        "C",
                        "g-t3",
                        null,
                        4000,
                        5,
                        Map.of("executor", 2000L, "planner", 500L, "replanner", 500L),
                        0.2,
                        0),
                record(
                        "e1",
                        "EVIDENCE",
                        "D",
                        "A",
                        "g-e1",
                        7,
                        1800,
                        3,
                        Map.of("executor", 1000L, "planner", 200L),
                        0.55,
                        1),
                record("e2", "EVIDENCE", "A", "A", "g-e2", 2, 3000, 3, Map.of("executor", 1000L), 0.6, 0),
                record("c1", "CONTRACTS", "A", "A", "g-c1", 1, 900, 2, Map.of("executor", 500L), 0.95, 1),
                record("c2", "CONTRACTS", null, "B", "g-c2", null, 6000, 6, Map.of("executor", 3000L), 0.1, 0),
                record("c3", "CONTRACTS", "B", "B", null, null, 1500, 2, Map.of("executor", 700L)),
                record("c4", "CONTRACTS", null, "C", null, null, 0, 0, Map.of()),
                record(
                        "o1",
                        EvalQuestions.NO_SUBJECT,
                        null,
                        null,
                        "g-o1",
                        4,
                        2000,
                        3,
                        Map.of("executor", 800L),
                        0.45,
                        1));
    }

    static EvalRun run(String packSet, List<QuestionRecord> records) {
        return new EvalRun(
                new EvalRun.Info(
                        "data/qa/sample.csv",
                        "ollama",
                        "qwen2.5:7b",
                        packSet,
                        "2026-11-29T10:00:00Z",
                        "the test's keys"),
                records);
    }
}
