package io.legalagent.ingest;

import io.legalagent.contracts.DocumentProgress.Stage;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/** How one file or deletion ended: one of the last stages, with the reason when it FAILED. */
public record IntakeOutcome(
        Stage stage,
        @Nullable String documentId,
        @Nullable String kind,
        @Nullable Integer pages,
        int passages,
        @Nullable String reason) {

    public IntakeOutcome {
        Objects.requireNonNull(stage, "stage");
        if (!stage.last()) {
            throw new IllegalArgumentException(stage + " does not end a request");
        }
        if (stage == Stage.FAILED && (reason == null || reason.isBlank())) {
            throw new IllegalArgumentException("a FAILED outcome needs its reason");
        }
    }

    public static IntakeOutcome failed(String reason) {
        return new IntakeOutcome(Stage.FAILED, null, null, null, 0, reason);
    }

    public static IntakeOutcome deleted(String documentId) {
        return new IntakeOutcome(Stage.DELETED, documentId, null, null, 0, null);
    }
}
