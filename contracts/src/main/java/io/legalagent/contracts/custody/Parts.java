package io.legalagent.contracts.custody;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Choice;
import io.legalagent.contracts.Degradation;
import io.legalagent.contracts.FrozenContext;
import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.InputPack;
import io.legalagent.contracts.ModelOutput;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Sha256;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.review.Review;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * Cuts a state into its parts ({@link PartKind}) and names each by the SHA-256 of its canonical
 * text. A part's value is a small record of what its producer decided, chosen so that the parts of a
 * state that an answer shows can be rebuilt from the answer alone ({@link AnswerParts}).
 */
public final class Parts {
    private Parts() {}

    /** Every part the state holds, by name, to its digest. */
    public static SortedMap<String, String> of(AgentState state) {
        var parts = new TreeMap<String, String>();
        var intake = state.intake();
        put(
                parts,
                PartKind.QUESTION.part(null),
                question(
                        state.runId(),
                        state.requestId(),
                        state.question().text(),
                        state.question().choices(),
                        intake.library(),
                        intake.owner(),
                        intake.frozenContext() == null
                                ? null
                                : intake.frozenContext().reference()));
        if (intake.injection() != null || intake.frozenContext() != null) {
            put(parts, PartKind.SCREEN.part(null), new Screen(intake.injection(), intake.frozenContext()));
        }
        if (intake.queryType() != null) {
            put(parts, PartKind.ROUTE.part(null), intake.queryType());
        }
        var research = state.research();
        for (PlanStep step : research.plan()) {
            steps(parts, step);
        }
        if (research.memoryHit() != null) {
            put(parts, PartKind.MEMORY_HIT.part(null), research.memoryHit());
        }
        if (research.log().corpusFingerprint() != null) {
            put(parts, PartKind.CORPUS.part(null), research.log().corpusFingerprint());
        }
        if (research.iteration() > 0 || !research.accumulatedContext().isEmpty()) {
            put(
                    parts,
                    PartKind.EVALUATION.part(null),
                    new Evaluation(research.accumulatedContext(), research.iteration()));
        }
        byNode(parts, research.log().outputs(), research.log().constants());
        var outcome = state.outcome();
        if (outcome.finalAnswer() != null) {
            put(parts, PartKind.ANSWER.part(null), outcome.finalAnswer());
        }
        if (outcome.mcSelection() != null) {
            put(parts, PartKind.LETTER.part(null), outcome.mcSelection());
        }
        if (outcome.remember() != null) {
            put(parts, PartKind.CACHING.part(null), outcome.remember());
        }
        review(parts, state.review());
        put(parts, PartKind.OUTCOME.part(null), new Ending(outcome.status(), outcome.error(), outcome.degradation()));
        return parts;
    }

    /** The review request (the guard's) and each review round (the reviewer's), when there are any. */
    static void review(SortedMap<String, String> parts, @Nullable Review review) {
        if (review == null) {
            return;
        }
        if (review.requested().any()) {
            put(parts, PartKind.REVIEW_REQUEST.part(null), review.requested());
        }
        for (int n = 0; n < review.rounds().size(); n++) {
            put(parts, PartKind.REVIEW.part(n + 1), review.rounds().get(n));
        }
    }

    /** The question part: what the guard accepted. */
    static Object question(
            String runId,
            String requestId,
            String text,
            List<Choice> choices,
            @Nullable String library,
            @Nullable Owner owner,
            @Nullable InputPack pack) {
        return new AcceptedQuestion(runId, requestId, text, choices, library, owner, pack);
    }

    private static void steps(SortedMap<String, String> parts, PlanStep step) {
        put(parts, PartKind.PLAN.part(step.id()), plannedStep(step.phase(), step.question()));
        if (step.execution() != null) {
            put(parts, PartKind.EVIDENCE.part(step.id()), evidence(step.execution()));
        }
        if (step.status() == StepStatus.COMPLETED) {
            put(parts, PartKind.COMPLETED.part(step.id()), step.status());
        } else if (step.status() == StepStatus.FAILED) {
            put(parts, PartKind.FAILED.part(step.id()), step.status());
        }
    }

    static Object plannedStep(@Nullable String phase, String question) {
        return new PlannedStep(phase == null || phase.isBlank() ? "" : phase, question);
    }

    private static Object evidence(StepExecution run) {
        return stepEvidence(
                run.queries(),
                run.evidence().stream()
                        .map(e -> new PassageRef(e.id(), e.sha256()))
                        .toList(),
                run.excludedIds(),
                run.answer(),
                run.contextSha256());
    }

    static Object stepEvidence(
            List<String> queries,
            List<PassageRef> passages,
            List<String> excludedIds,
            String answer,
            @Nullable String contextSha256) {
        return new StepEvidence(queries, passages, excludedIds, answer, contextSha256);
    }

    private static void byNode(
            SortedMap<String, String> parts, List<ModelOutput> outputs, SortedMap<String, String> constants) {
        var outputsByNode = new TreeMap<String, List<ModelOutput>>();
        for (var output : outputs) {
            outputsByNode
                    .computeIfAbsent(output.node(), n -> new java.util.ArrayList<>())
                    .add(output);
        }
        outputsByNode.forEach((node, list) -> put(parts, PartKind.OUTPUTS.part(node), list));
        constantsByNode(constants).forEach((node, map) -> put(parts, PartKind.CONSTANTS.part(node), map));
    }

    /** Constants named {@code <node>.<name>}, grouped by node; others (the build's) belong to none. */
    static SortedMap<String, SortedMap<String, String>> constantsByNode(SortedMap<String, String> constants) {
        var byNode = new TreeMap<String, SortedMap<String, String>>();
        constants.forEach((name, value) -> {
            int dot = name.indexOf('.');
            if (dot > 0) {
                byNode.computeIfAbsent(name.substring(0, dot), n -> new TreeMap<>())
                        .put(name, value);
            }
        });
        return byNode;
    }

    static void put(SortedMap<String, String> parts, String name, Object value) {
        parts.put(name, Sha256.ofRecord(value));
    }

    public record AcceptedQuestion(
            String runId,
            String requestId,
            String text,
            List<Choice> choices,
            @Nullable String library,
            @Nullable Owner owner,
            @Nullable InputPack pack) {}

    public record Screen(@Nullable InjectionVerdict injection, @Nullable FrozenContext frozenContext) {}

    public record PlannedStep(String phase, String question) {}

    /** A passage as evidence names it: its id and the SHA-256 of its text. */
    public record PassageRef(String id, String sha256) {}

    public record StepEvidence(
            List<String> queries,
            List<PassageRef> passages,
            List<String> excludedIds,
            String answer,
            @Nullable String contextSha256) {}

    public record Evaluation(List<?> context, int iteration) {}

    public record Ending(RunStatus status, @Nullable RunError error, @Nullable Degradation degradation) {}
}
