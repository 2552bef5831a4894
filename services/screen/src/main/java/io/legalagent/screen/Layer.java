package io.legalagent.screen;

import io.legalagent.ports.ScreenSkill;

/**
 * The layers of the injection screen, in the order the guard runs them. Each is recorded in the
 * research log under its name, so the ResearchPack shows every layer's verdict and score.
 */
public enum Layer {
    /** Known shapes of attack, also under look-alike letters, spacing and encodings; no model. */
    RULES("screen_rules", "rules"),
    /** The learned detector: embeddings and character n-grams into a linear model. */
    DETECTOR("screen_detector", "learned detector"),
    /** The language model's screening skill, when a model is configured. */
    MODEL(ScreenSkill.SKILL, "screening model");

    private final String skill;
    private final String label;

    Layer(String skill, String label) {
        this.skill = skill;
        this.label = label;
    }

    /** The name the research log records the layer's output under. */
    public String skill() {
        return skill;
    }

    /** How a reason names the layer. */
    public String label() {
        return label;
    }
}
