package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import jakarta.validation.constraints.Pattern;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/** The frozen pack a run's research was given instead of searching: its hash, its set's hash, its question. */
@JsonClassDescription("The frozen pack the research was given: pack SHA-256, pack set SHA-256, question id.")
public record InputPack(
        @Pattern(regexp = Patterns.SHA256) String sha256,
        @Pattern(regexp = Patterns.SHA256) @Nullable String packSetSha256,
        String questionId) {
    public InputPack {
        Objects.requireNonNull(sha256, "sha256");
        Objects.requireNonNull(questionId, "questionId");
    }
}
