package io.legalagent.ports;

import io.legalagent.contracts.QueryType;
import java.util.List;

/** Proposes research steps for an objective given without its answer choices. */
public interface PlanSkill {
    String SKILL = "plan";

    Skilled<List<PlannedStep>> plan(String objective, QueryType type);
}
