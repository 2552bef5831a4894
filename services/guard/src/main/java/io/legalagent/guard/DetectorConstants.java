package io.legalagent.guard;

import io.legalagent.ports.FrozenConstants;
import io.legalagent.screen.InjectionDetector;
import java.util.LinkedHashMap;
import java.util.SortedMap;

/**
 * The learned detector's part of the ResearchPack manifest: whether it ran, the threshold it was held
 * to, and the model it ran (its SHA-256, embedding model and calibrated threshold), so a replay can
 * tell when a rejection or a pass came from another model or threshold.
 */
record DetectorConstants(DetectorSettings settings, InjectionDetector detector) implements FrozenConstants {
    static final String PREFIX = "detector.";

    @Override
    public SortedMap<String, String> frozenConstants() {
        var constants = new LinkedHashMap<String, Object>();
        constants.put(PREFIX + "enabled", settings.enabled());
        if (detector != null) {
            var manifest = detector.manifest();
            constants.put(PREFIX + "threshold", settings.threshold());
            constants.put(PREFIX + "calibrated_threshold", manifest.threshold());
            constants.put(PREFIX + "model_sha256", manifest.modelSha256());
            constants.put(PREFIX + "embedding_model", manifest.features().embeddingModel());
        }
        return FrozenConstants.of(constants);
    }
}
