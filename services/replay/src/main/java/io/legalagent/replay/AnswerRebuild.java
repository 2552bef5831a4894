package io.legalagent.replay;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.PackStep;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunError;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.StepExecution;
import io.legalagent.ports.FinalAnswer;
import io.legalagent.ports.ResearchReport;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The answer text composed again from the pack alone, with no model call: each step's recorded
 * answer over the passages found today, the recorded selection, the run's final status, through the
 * same composition the mc-selector and the observer use. The pack's steps are the plan that ran, a
 * reviewer's edit included; the reviews themselves add nothing to the text.
 */
final class AnswerRebuild {
    private AnswerRebuild() {}

    static String compose(Answer answer, Map<Integer, StepReplay.Result> replayed) {
        var pack = answer.researchPack();
        var plan = new ArrayList<PlanStep>();
        for (var step : pack.steps()) {
            var found = replayed.get(step.id());
            plan.add(planStep(step, found == null ? List.of() : found.passages()));
        }
        var state = AgentState.start(
                        answer.runId(),
                        answer.requestId(),
                        new Question(answer.question(), answer.choices()),
                        Instant.EPOCH)
                .withPlan(plan);
        state = state.withFinalAnswer(ResearchReport.compose(state)).withMcSelection(pack.selection());
        if (answer.degraded() != null) {
            state = state.withDegradation(answer.degraded());
        }
        state = ended(answer.status())
                ? state.withError(answer.status(), new RunError(answer.errorKind(), null, answer.reason()))
                : state.withStatus(answer.status());
        return FinalAnswer.compose(state);
    }

    /** A run stopped with a reason: by the guard, a failure, or a reviewer who declined it. */
    private static boolean ended(RunStatus status) {
        return switch (status) {
            case REJECTED, FAILED, DECLINED -> true;
            case IN_PROGRESS, ANSWERED -> false;
        };
    }

    private static PlanStep planStep(PackStep step, List<io.legalagent.contracts.Evidence> passages) {
        var execution = new StepExecution(
                step.queries(),
                passages,
                step.answer(),
                step.confidence(),
                step.candidates(),
                step.excluded(),
                step.excludedIds(),
                step.contextSha256());
        return new PlanStep(step.id(), step.phase(), step.question(), step.status(), execution);
    }

    /** Where two texts first differ, for a report a reader can act on. */
    static String firstDifference(String expected, String actual) {
        int i = 0;
        while (i < expected.length() && i < actual.length() && expected.charAt(i) == actual.charAt(i)) {
            i++;
        }
        return "answer text differs at character " + i + ": recorded \"" + excerpt(expected, i) + "\", rebuilt \""
                + excerpt(actual, i) + "\"";
    }

    private static String excerpt(String text, int at) {
        return text.substring(Math.min(at, text.length()), Math.min(text.length(), at + 60))
                .replace("\n", "\\n");
    }
}
