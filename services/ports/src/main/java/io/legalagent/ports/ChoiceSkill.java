package io.legalagent.ports;

import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.Question;

/** Applies the research to each answer choice and picks one. */
public interface ChoiceSkill {
    String SKILL = "mc_select";

    Skilled<McSelection> select(Question question, String research);
}
