package io.legalagent.ports;

import io.legalagent.contracts.StepSummary;
import java.util.List;

/** Chooses the next research action from the objective (without choices) and what was found so far. */
public interface ReplanSkill {
    String SKILL = "replan";

    Skilled<ReplanDecision> replan(String objective, List<StepSummary> context);
}
