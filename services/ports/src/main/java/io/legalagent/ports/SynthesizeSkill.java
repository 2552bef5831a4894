package io.legalagent.ports;

import io.legalagent.contracts.Evidence;
import java.util.List;

/** Answers a step's question from the evidence alone, citing each claim as [Source N]. */
public interface SynthesizeSkill {
    Skilled<String> synthesize(String stepQuestion, List<Evidence> evidence);
}
