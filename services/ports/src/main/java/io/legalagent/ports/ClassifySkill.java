package io.legalagent.ports;

import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;

/** Decides whether a question needs one rule (simple) or several interacting ones (multi_hop). */
public interface ClassifySkill {
    String SKILL = "classify";

    Skilled<QueryType> classify(Question question);
}
