package io.legalagent.mcselector;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.route.McSelectorRoute;
import io.legalagent.ports.ChoiceSkill;
import io.legalagent.ports.FinalAnswer;
import io.legalagent.ports.ResearchReport;
import io.legalagent.runtime.Node;
import io.legalagent.runtime.Transition;
import java.util.Objects;
import java.util.Optional;

/**
 * Writes the research answer and, for a multiple-choice question, applies it to the choices. The
 * letter is kept apart from the research so that memory caches research only.
 */
final class McSelectorNode implements Node<McSelectorRoute> {
    static final String NO_EVIDENCE = "no research step found sufficient evidence to choose from";
    static final String NO_CHOICE = "the selection named no answer choice";
    static final String NO_MODEL = "the model was unavailable";

    private final ChoiceSkill choiceSkill;

    McSelectorNode(ChoiceSkill choiceSkill) {
        this.choiceSkill = Objects.requireNonNull(choiceSkill, "choiceSkill");
    }

    @Override
    public NodeName name() {
        return NodeName.MC_SELECTOR;
    }

    @Override
    public Class<McSelectorRoute> routeType() {
        return McSelectorRoute.class;
    }

    @Override
    public Transition<McSelectorRoute> apply(AgentState state) {
        // Research from QA memory is already the answer; a fresh run's is composed from its steps.
        boolean cached = state.research().memoryHit() != null;
        String research = cached ? state.outcome().finalAnswer() : ResearchReport.compose(state);
        var answered = cached ? state : state.withFinalAnswer(research);
        var question = state.question();
        if (!question.hasChoices()) {
            return selected(answered);
        }
        if (!cached && ResearchReport.foundNothing(state)) {
            // Choosing from a failure notice would be a guess presented as research.
            return selected(answered.withMcSelection(McSelection.skipped(NO_EVIDENCE)));
        }
        if (state.degraded()) {
            // The run goes on without the model: the research stands, with no letter.
            return selected(answered.withMcSelection(McSelection.skipped(NO_MODEL)));
        }
        var chosen = choiceSkill.select(question, research);
        var selection = checked(question, chosen.value());
        // Recorded as the answer prints it: a replay rebuilds the answer from this text.
        var output =
                chosen.output(NodeName.MC_SELECTOR.id(), ChoiceSkill.SKILL, null, FinalAnswer.selection(selection));
        return selected(answered.usedModel(output, chosen.usage()).withMcSelection(selection));
    }

    /** The model stayed unavailable for the selection: the research is answered, with no letter. */
    @Override
    public Optional<Transition<McSelectorRoute>> withoutModel(AgentState state) {
        return Optional.of(apply(state));
    }

    /** The selection with its letter spelled as the question labels it, or skipped if it names none. */
    private static McSelection checked(Question question, McSelection selection) {
        if (selection == null || selection.letter() == null) {
            boolean saysWhy = selection != null && selection.skippedBecause() != null;
            return McSelection.skipped(saysWhy ? selection.skippedBecause() : NO_CHOICE);
        }
        String letter = selection.letter().strip();
        return question.choices().stream()
                .filter(c -> c.label().equalsIgnoreCase(letter))
                .findFirst()
                .map(c -> McSelection.chose(c.label(), selection.reasoning()))
                .orElseGet(
                        () -> McSelection.skipped("the selection (" + letter + ") is not one of the answer choices"));
    }

    private static Transition<McSelectorRoute> selected(AgentState state) {
        return Transition.to(McSelectorRoute.SELECTED, state);
    }
}
