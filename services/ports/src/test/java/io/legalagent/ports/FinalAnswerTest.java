package io.legalagent.ports;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Source;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class FinalAnswerTest {

    private static AgentState answered(String stepAnswer) {
        var kept = List.of(
                new Evidence("torts-battery", "Battery is a harmful contact.", "Torts outline", 0.9, "a".repeat(64)),
                new Evidence("torts-assault", "Assault is apprehension.", "Torts outline", 0.7, "b".repeat(64)));
        var step = PlanStep.pending(1, "rule", "What is battery?")
                .executed(new StepExecution(List.of("battery"), kept, stepAnswer, 0.8, 5, 0))
                .judged(StepStatus.COMPLETED);
        var state = AgentState.start("run-1", "request-1", Question.of("What is battery?"), Instant.EPOCH)
                .withPlan(List.of(step));
        return state.withFinalAnswer(ResearchReport.compose(state)).withStatus(RunStatus.ANSWERED);
    }

    @Test
    void listsTheCitedPassagesAsSourcesAndTheOthersTheStepKeptApartAsAlsoConsulted() {
        String text = FinalAnswer.compose(answered("Battery is a harmful contact [Source 1]."));

        assertThat(text)
                .endsWith("## Sources\n- [Query 1][Source 1] torts-battery — Torts outline\n\n"
                        + "## Also consulted\n- [Query 1][Source 2] torts-assault — Torts outline");
    }

    @Test
    void leavesOutABlockWithNothingInIt() {
        String all = FinalAnswer.compose(answered("Contact [Source 1]; apprehension [Source 2]."));
        String none = FinalAnswer.compose(answered("The evidence is silent."));

        assertThat(all).contains("## Sources\n").doesNotContain("## Also consulted");
        assertThat(none).doesNotContain("## Sources").contains("## Also consulted\n- [Query 1][Source 1]");
    }

    @Test
    void cachedResearchIsSplitByItsOwnCitations() {
        var cited = new Source(1, 1, "torts-battery", "Torts outline", 0.9, "a".repeat(64), "Battery…");
        var consulted = new Source(1, 2, "torts-assault", "Torts outline", 0.7, "b".repeat(64), "Assault…");
        var state = AgentState.start("run-2", "request-2", Question.of("What is battery?"), Instant.EPOCH)
                .withMemoryHit(new MemoryHit(
                        "What is battery?",
                        "Harmful contact [Query 1][Source 1].",
                        1.0,
                        "run-1",
                        List.of(cited, consulted)))
                .withStatus(RunStatus.ANSWERED);

        assertThat(FinalAnswer.compose(state))
                .contains("## Sources\n- [Query 1][Source 1] torts-battery")
                .endsWith("## Also consulted\n- [Query 1][Source 2] torts-assault — Torts outline");
    }

    private static Answer published(AgentState settled) {
        return Answer.from(settled.withFinalAnswer(FinalAnswer.compose(settled)), "trace", Instant.EPOCH);
    }

    @Test
    void theResearchOfAnAnswerIsItsTextWithoutTheChoiceAndTheSources() {
        var research = answered("Battery is a harmful contact [Source 1].");
        String text = research.outcome().finalAnswer();
        var chosen = research.withMcSelection(McSelection.chose("B", "(B) names the contact."));
        var skipped = research.withMcSelection(McSelection.skipped("the research did not settle it"));

        assertThat(FinalAnswer.researchOf(published(research))).contains(text);
        assertThat(FinalAnswer.researchOf(published(chosen))).contains(text);
        assertThat(FinalAnswer.researchOf(published(skipped))).contains(text);
        assertThat(published(chosen).answer()).contains("**Answer: (B)**");
    }

    @Test
    void anAnswerNotComposedHereOrFromTheCacheHasNoResearchToReuse() {
        var research = answered("Battery is a harmful contact [Source 1].");
        var cached = research.withMemoryHit(new MemoryHit("What is battery?", "Contact.", 1.0, "run-0"));

        assertThat(FinalAnswer.researchOf(Answer.from(research, "trace", Instant.EPOCH)))
                .as("the research alone, without the sources compose appends")
                .isEmpty();
        assertThat(FinalAnswer.researchOf(published(cached))).isEmpty();
    }
}
