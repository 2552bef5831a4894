package io.legalagent.screen;

import io.legalagent.contracts.ModelUsage;
import io.legalagent.contracts.ReplyReading;
import java.util.Locale;
import java.util.Objects;

/**
 * One layer's verdict on a question: safe or not, the layer's score (the detector's probability, 1 or
 * 0 for the rules, none for a model's yes or no), the threshold it was held to, why, what it cost and
 * the model's raw reply and how it was read if a model was asked.
 */
public record LayerVerdict(
        Layer layer,
        boolean safe,
        Double score,
        Double threshold,
        String reasoning,
        ModelUsage usage,
        String reply,
        ReplyReading reading) {

    public LayerVerdict {
        Objects.requireNonNull(layer, "layer");
        reasoning = reasoning == null ? "" : reasoning;
        usage = usage == null ? ModelUsage.NONE : usage;
    }

    static LayerVerdict free(Layer layer, boolean safe, Double score, Double threshold, String reasoning) {
        return new LayerVerdict(layer, safe, score, threshold, reasoning, ModelUsage.NONE, null, null);
    }

    /** The layer's line in the research log: verdict, score, threshold, reason. */
    public String output() {
        var line = new StringBuilder(safe ? "safe" : "flagged");
        if (score != null) {
            line.append(String.format(Locale.ROOT, " score=%.4f", score));
        }
        if (threshold != null) {
            line.append(String.format(Locale.ROOT, " threshold=%.4f", threshold));
        }
        return line.append(": ").append(reasoning).toString();
    }
}
