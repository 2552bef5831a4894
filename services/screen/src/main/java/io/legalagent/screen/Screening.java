package io.legalagent.screen;

import io.legalagent.contracts.InjectionVerdict;
import java.util.List;

/** What the layered screen made of a question: every layer that ran, in order, and the verdict they give together. */
public record Screening(List<LayerVerdict> layers, InjectionVerdict verdict) {
    public Screening {
        layers = List.copyOf(layers);
    }

    public boolean flagged() {
        return !verdict.safe();
    }
}
