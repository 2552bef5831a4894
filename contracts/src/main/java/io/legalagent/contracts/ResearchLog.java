package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * What a run's ResearchPack is built from besides the plan: the frozen constants of every node it
 * visited ({@code <node>.<name>}, sorted), the fingerprint of the corpus it searched, and every
 * model output in call order. Carried in the envelope, so each hop adds to what was committed.
 */
@JsonClassDescription("What the ResearchPack is built from besides the plan.")
public record ResearchLog(
        @JsonPropertyDescription("Frozen constants of every node visited, <node>.<name> to value.")
                SortedMap<String, String> constants,
        @JsonPropertyDescription("Fingerprint of the searched collection, as its ingest stored it.")
                @Pattern(regexp = Patterns.SHA256)
                @Nullable
                String corpusFingerprint,
        List<ModelOutput> outputs) {
    public static final ResearchLog EMPTY = new ResearchLog(null, null, null);

    public ResearchLog {
        constants = Collections.unmodifiableSortedMap(constants == null ? new TreeMap<>() : new TreeMap<>(constants));
        outputs = outputs == null ? List.of() : List.copyOf(outputs);
    }

    /** Merged in: a later value of the same key replaces the earlier one. */
    public ResearchLog withConstants(Map<String, String> more) {
        var merged = new TreeMap<>(constants);
        merged.putAll(more);
        return new ResearchLog(merged, corpusFingerprint, outputs);
    }

    public ResearchLog withCorpus(String fingerprint) {
        return new ResearchLog(constants, fingerprint, outputs);
    }

    public ResearchLog withOutput(ModelOutput output) {
        var more = new ArrayList<>(outputs);
        more.add(output);
        return new ResearchLog(constants, corpusFingerprint, more);
    }
}
