package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Research context frozen before the run (the Frozen Context Spec): one question's pack from
 * {@code ./legal pack build}, sent with the question so that the executor takes its evidence from it
 * instead of searching, and two runs with different models see the same passages. The pack is named
 * by the SHA-256 of its file (the one its manifest records) and the hash of the pack set it belongs to;
 * its confidence is the executor's signal, computed when the pack was built.
 */
@JsonClassDescription("A frozen research context: the pack's hash, its passages in rank order, its confidence.")
public record FrozenContext(
        @JsonPropertyDescription("SHA-256 of the pack file, as its rp_manifest.json records it.")
                @Pattern(regexp = Patterns.SHA256)
                String packSha256,
        @JsonPropertyDescription("The pack set's hash from rp_manifest.json.")
                @Pattern(regexp = Patterns.SHA256)
                @Nullable
                String packSetSha256,
        @JsonPropertyDescription("The question's id in the QA file the packs were built from.") String questionId,
        @JsonPropertyDescription("Fingerprint of the corpus the pack was built from.")
                @Pattern(regexp = Patterns.SHA256)
                @Nullable
                String corpusFingerprint,
        @JsonPropertyDescription("The confidence signal the pack's confidence was computed with.")
                String confidenceSignal,
        @JsonPropertyDescription("That signal's value for the pack's search.") double confidence,
        @JsonPropertyDescription("The pack's passages in rank order.") List<FrozenPassage> passages) {

    public FrozenContext {
        Objects.requireNonNull(packSha256, "packSha256");
        Objects.requireNonNull(questionId, "questionId");
        Objects.requireNonNull(confidenceSignal, "confidenceSignal");
        passages = passages == null ? List.of() : List.copyOf(passages);
    }

    /** The first {@code k} passages, in the pack's order, that are not among {@code excludedIds}. */
    public List<Evidence> evidence(Set<String> excludedIds, int k) {
        return passages.stream()
                .filter(p -> !excludedIds.contains(p.id()))
                .limit(k)
                .map(FrozenPassage::evidence)
                .toList();
    }

    /** Characters of passage text it carries: what a record bound must allow for. */
    public long textChars() {
        return passages.stream().mapToLong(p -> p.text().length()).sum();
    }

    /** The part a ResearchPack names: which pack of which set, for which question. */
    public InputPack reference() {
        return new InputPack(packSha256, packSetSha256, questionId);
    }
}
