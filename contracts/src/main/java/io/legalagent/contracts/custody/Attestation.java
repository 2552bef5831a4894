package io.legalagent.contracts.custody;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.legalagent.contracts.Patterns;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import java.util.Collections;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import org.jspecify.annotations.Nullable;

/**
 * One hop's word for its part of a run: the node that made the hop, where it sent the state, the
 * digests of the parts of the state it added or changed ({@link Parts}), and a link to the hop
 * before, all signed with the node's own Ed25519 key. A run's attestations form a chain the observer
 * checks before it signs the answer ({@code CustodyCheck}).
 */
@JsonClassDescription("A hop's signed word for the parts of the state its node added or changed.")
public record Attestation(
        @JsonPropertyDescription("The run the hop belongs to.") String runId,
        @JsonPropertyDescription("The hop's place in the run's trail, from 1.") @Min(1) int hop,
        @JsonPropertyDescription("The node that made the hop.") String node,
        @JsonPropertyDescription("The route it took.") @Pattern(regexp = Patterns.ROUTE) String route,
        @JsonPropertyDescription("The topic the route leads to.") String topic,
        @JsonPropertyDescription("SHA-256 of the previous hop's attestation; absent on the first.")
                @Pattern(regexp = Patterns.SHA256)
                @Nullable
                String previous,
        @JsonPropertyDescription("Part name to the SHA-256 of its canonical text: what this hop added or changed.")
                SortedMap<String, String> parts,
        @JsonPropertyDescription("SHA-256 of the signing key's X.509 encoding.") @Pattern(regexp = Patterns.SHA256)
                String keyid,
        @JsonPropertyDescription("Base64 Ed25519 signature over the attestation without this field.") @Nullable
                String sig) {

    public Attestation {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(node, "node");
        Objects.requireNonNull(route, "route");
        Objects.requireNonNull(topic, "topic");
        parts = Collections.unmodifiableSortedMap(new TreeMap<>(parts == null ? new TreeMap<>() : parts));
        Objects.requireNonNull(keyid, "keyid");
    }

    /** The same attestation with its signature. */
    public Attestation signed(String signature) {
        return new Attestation(runId, hop, node, route, topic, previous, parts, keyid, signature);
    }

    /** What the signature covers: everything but the signature. */
    Attestation unsigned() {
        return sig == null ? this : signed(null);
    }
}
