package io.legalagent.ports;

import io.legalagent.contracts.InjectionVerdict;
import io.legalagent.contracts.Question;

/** Judges whether input is a genuine legal question or an attempt to manipulate the system. */
public interface ScreenSkill {
    String SKILL = "detect_injection";

    Skilled<InjectionVerdict> screen(Question question);
}
