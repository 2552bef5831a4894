package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * The sealed manifest of the research behind an answer: build, frozen constants, corpus, every
 * executed step's search and passages, every model output, the selection, and the frozen pack the
 * research was given when it was given one. It holds nothing that
 * differs between two runs of the same question on the same store with the same outputs (no run id,
 * time, trace id or latency), so such runs give byte-identical packs. {@code sha256} seals the rest:
 * see {@link PackEncoding}.
 */
@JsonClassDescription("The sealed, reproducible manifest of the research behind an answer.")
public record ResearchPack(
        String version,
        @JsonPropertyDescription("Git commit of the build, or \"unknown\".") String buildSha,
        @JsonPropertyDescription("Frozen constants, <node>.<name> to value, sorted.")
                SortedMap<String, String> constants,
        @JsonPropertyDescription("Fingerprint of the searched collection, as its ingest stored it.")
                @Pattern(regexp = Patterns.SHA256)
                @Nullable
                String corpusFingerprint,
        @JsonPropertyDescription("The library the research searched; absent for the default corpus (and in packs"
                        + " made before libraries).")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Pattern(regexp = Patterns.LIBRARY)
                @Nullable
                String library,
        List<PackStep> steps,
        List<ModelOutput> modelOutputs,
        @Nullable McSelection selection,
        @JsonPropertyDescription("The frozen pack the research was given instead of a search; absent when it searched.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                InputPack inputPack,
        @JsonPropertyDescription("The signed answer whose research QA memory handed out: its run and signature"
                        + " digest; absent when the research was not from QA memory.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                CachedFrom cachedFrom,
        @JsonPropertyDescription("Seal: SHA-256 of the canonical encoding of every other field.")
                @Pattern(regexp = Patterns.SHA256)
                String sha256) {
    public static final String VERSION = "rp-1";
    public static final String UNKNOWN_BUILD = "unknown";
    static final String BUILD_SHA_KEY = "build_sha";

    public ResearchPack {
        constants = Collections.unmodifiableSortedMap(constants == null ? new TreeMap<>() : new TreeMap<>(constants));
        steps = steps == null ? List.of() : List.copyOf(steps);
        modelOutputs = modelOutputs == null ? List.of() : List.copyOf(modelOutputs);
    }

    /** A pack of research that did not come from QA memory. */
    public ResearchPack(
            String version,
            String buildSha,
            SortedMap<String, String> constants,
            @Nullable String corpusFingerprint,
            @Nullable String library,
            List<PackStep> steps,
            List<ModelOutput> modelOutputs,
            @Nullable McSelection selection,
            @Nullable InputPack inputPack,
            String sha256) {
        this(
                version,
                buildSha,
                constants,
                corpusFingerprint,
                library,
                steps,
                modelOutputs,
                selection,
                inputPack,
                null,
                sha256);
    }

    /** A pack of research in the default corpus. */
    public ResearchPack(
            String version,
            String buildSha,
            SortedMap<String, String> constants,
            @Nullable String corpusFingerprint,
            List<PackStep> steps,
            List<ModelOutput> modelOutputs,
            @Nullable McSelection selection,
            @Nullable InputPack inputPack,
            String sha256) {
        this(version, buildSha, constants, corpusFingerprint, null, steps, modelOutputs, selection, inputPack, sha256);
    }

    /** The pack of a run: every executed step in id order, the log, sealed. */
    public static ResearchPack of(AgentState state) {
        var log = state.research().log();
        var frozen = state.intake().frozenContext();
        var hit = state.research().memoryHit();
        var steps = state.research().plan().stream()
                .filter(s -> s.execution() != null)
                .sorted(Comparator.comparingInt(PlanStep::id))
                .map(PackStep::of)
                .toList();
        var unsealed = new ResearchPack(
                VERSION,
                buildShaOf(log.constants()),
                log.constants(),
                log.corpusFingerprint(),
                state.intake().library(),
                steps,
                log.outputs(),
                state.outcome().mcSelection(),
                frozen == null ? null : frozen.reference(),
                hit == null ? null : hit.cachedFrom(),
                null);
        return unsealed.sealed();
    }

    /** This pack with its seal computed over every other field. */
    public ResearchPack sealed() {
        return new ResearchPack(
                version,
                buildSha,
                constants,
                corpusFingerprint,
                library,
                steps,
                modelOutputs,
                selection,
                inputPack,
                cachedFrom,
                seal());
    }

    /** The SHA-256 this pack's content should carry; compare with {@link #sha256()} to verify it. */
    public String seal() {
        return Sha256.hex(PackEncoding.of(this));
    }

    public boolean sealHolds() {
        return seal().equals(sha256);
    }

    /** The observer's build, else any node's: every node of one deployment runs the same build. */
    static String buildShaOf(Map<String, String> constants) {
        String observer = constants.get(NodeName.OBSERVER.id() + "." + BUILD_SHA_KEY);
        if (observer != null) {
            return observer;
        }
        return constants.entrySet().stream()
                .filter(e -> e.getKey().endsWith("." + BUILD_SHA_KEY))
                .map(Map.Entry::getValue)
                .findFirst()
                .orElse(UNKNOWN_BUILD);
    }
}
