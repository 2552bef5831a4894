package io.legalagent.classifier;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.route.ClassifierRoute;
import io.legalagent.ports.ClassifySkill;
import io.legalagent.runtime.Node;
import io.legalagent.runtime.Transition;
import java.util.Objects;

/** Decides how much research the question needs; the evaluator reads the type to allow replanning. */
final class ClassifierNode implements Node<ClassifierRoute> {
    private final ClassifySkill classify;

    ClassifierNode(ClassifySkill classify) {
        this.classify = Objects.requireNonNull(classify, "classify");
    }

    @Override
    public NodeName name() {
        return NodeName.CLASSIFIER;
    }

    @Override
    public Class<ClassifierRoute> routeType() {
        return ClassifierRoute.class;
    }

    @Override
    public Transition<ClassifierRoute> apply(AgentState state) {
        // The whole question, choices included: a choice question may still test a single rule.
        var classified = classify.classify(state.question());
        // No answer counts as doubt, and in doubt the question gets the fuller multi-hop research.
        var type = classified.value() == null ? QueryType.MULTI_HOP : classified.value();
        return Transition.to(
                ClassifierRoute.CLASSIFIED,
                state.withQueryType(type)
                        .usedModel(
                                classified.output(NodeName.CLASSIFIER.id(), ClassifySkill.SKILL, null, type.name()),
                                classified.usage()));
    }
}
