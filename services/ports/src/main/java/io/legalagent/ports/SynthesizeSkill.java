package io.legalagent.ports;

/** Answers a step's question from its context window alone, citing each claim as [Source N]. */
public interface SynthesizeSkill {
    String SKILL = "synthesize_and_cite";

    Skilled<String> synthesize(ContextWindow context);
}
