package io.legalagent.contracts;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;

/** Small, fully populated values for tests. */
final class Fixtures {
    static final Instant CREATED = Instant.parse("2025-03-14T09:21:07.412Z");
    static final Instant UPDATED = Instant.parse("2025-03-14T09:21:11.050Z");

    private Fixtures() {}

    static String sha256(String text) {
        try {
            var digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static Evidence evidence(String id, String text) {
        return new Evidence(id, text, "outline", 0.8, sha256(text));
    }

    static StepExecution execution(double confidence, Evidence... evidence) {
        return new StepExecution(
                List.of("primary query", "alternative query"),
                List.of(evidence),
                "Answer citing [Source 1].",
                confidence,
                10,
                1,
                List.of("p0"),
                sha256("context"));
    }

    /** A research log with constants, a corpus and one recorded output. */
    static ResearchLog log() {
        return ResearchLog.EMPTY
                .withConstants(java.util.Map.of("executor.retrieval.top_k", "5", "executor.build_sha", "abc123"))
                .withCorpus(sha256("corpus"))
                .withOutput(
                        new ModelOutput("executor", "synthesize_and_cite", 1, "Answer citing [Source 1].", null, null));
    }

    static PlanStep step(int id, StepStatus status, Evidence... evidence) {
        var pending = PlanStep.pending(id, "research", "Step question " + id + "?");
        if (status == StepStatus.PENDING) {
            return pending;
        }
        var executed = pending.executed(execution(0.8, evidence));
        return status == StepStatus.EXECUTED ? executed : executed.judged(status);
    }

    static ModelUsage usage(int calls) {
        return new ModelUsage(calls, 1000L * calls, 200L * calls, 250L * calls, 50L * calls, 0, 400L * calls);
    }

    /** A state in which every component holds a non-default value. */
    static AgentState full() {
        var question = new Question(
                "Is the oral promise to sell the farm enforceable?",
                List.of(new Choice("A", "Yes, by part performance."), new Choice("B", "No, for want of a writing.")));
        var completed = step(1, StepStatus.COMPLETED, evidence("p1", "A land contract needs a signed writing."));
        var pending = PlanStep.pending(2, "next_step", "Does part performance take the contract out of the statute?");
        return new AgentState(
                SchemaVersion.ENVELOPE,
                new Intake(
                        "run-full",
                        "request-full",
                        question,
                        new InjectionVerdict(true, "An ordinary legal question."),
                        QueryType.MULTI_HOP,
                        CREATED,
                        CREATED.minusMillis(40),
                        null,
                        null,
                        "firm-a"),
                new Research(
                        List.of(completed, pending),
                        List.of(new StepSummary(
                                1, completed.question(), "A signed writing is needed.", 0.8, StepStatus.COMPLETED)),
                        1,
                        new MemoryHit(
                                "An earlier question?",
                                "An earlier answer [Query 1][Source 1].",
                                0.93,
                                "run-earlier",
                                List.of(),
                                EvidenceStrength.PARTIAL),
                        log()),
                new Outcome(
                        RunStatus.IN_PROGRESS,
                        "An earlier answer.",
                        McSelection.chose("A", "(A) fits the facts."),
                        new RunError(ErrorKind.NODE_FAILURE, "executor", "the store timed out"),
                        new Degradation(DegradationKind.MODEL_UNAVAILABLE, "replanner", "the model call failed")),
                new Telemetry(
                        RunMetrics.EMPTY.visited("guard", 5).used("guard", usage(1)),
                        2,
                        List.of(
                                new Hop("guard", "SAFE", Topics.CLASSIFIER),
                                new Hop("classifier", "CLASSIFIED", Topics.PLANNER)),
                        UPDATED));
    }
}
