package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A pack set the stack knows, as its registrar published it on {@link Topics#PACKS} (keyed by the pack
 * set's hash): the manifest's hash and, per pack, its file's hash, its question and its passages' ids
 * with the hash of the text the pack carries. The guard accepts a frozen context only when it is one of
 * these packs, passage for passage.
 */
@JsonClassDescription("A registered pack set: its hash, its manifest's hash, and every pack's passages by hash.")
public record PackRegistration(
        @JsonPropertyDescription("The pack set's hash from rp_manifest.json; the record's key.")
                @Pattern(regexp = Patterns.SHA256)
                String packSetSha256,
        @JsonPropertyDescription("SHA-256 of the rp_manifest.json file registered.") @Pattern(regexp = Patterns.SHA256)
                String manifestSha256,
        @JsonPropertyDescription("Every pack of the set.") List<Pack> packs) {

    public PackRegistration {
        Objects.requireNonNull(packSetSha256, "packSetSha256");
        Objects.requireNonNull(manifestSha256, "manifestSha256");
        packs = packs == null ? List.of() : List.copyOf(packs);
    }

    /** One pack: the SHA-256 of its file, its question's id, its passages in rank order. */
    public record Pack(
            @Pattern(regexp = Patterns.SHA256) String packSha256, String questionId, List<Passage> passages) {
        public Pack {
            Objects.requireNonNull(packSha256, "packSha256");
            Objects.requireNonNull(questionId, "questionId");
            passages = passages == null ? List.of() : List.copyOf(passages);
        }

        /** The pack a context built from it registers: its passages' ids, corpus hashes and carried text's hashes. */
        public static Pack of(FrozenContext context) {
            return new Pack(
                    context.packSha256(),
                    context.questionId(),
                    context.passages().stream()
                            .map(p -> new Passage(p.id(), p.sha256(), Sha256.hex(p.text())))
                            .toList());
        }
    }

    /**
     * A registered passage.
     *
     * @param sha256 the SHA-256 of the passage's full text in the corpus, as the pack records it
     * @param textSha256 the SHA-256 of the text the pack carries (what the model sees)
     */
    public record Passage(
            String id,
            @Pattern(regexp = Patterns.SHA256) String sha256,
            @Pattern(regexp = Patterns.SHA256) String textSha256) {
        public Passage {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(sha256, "sha256");
            Objects.requireNonNull(textSha256, "textSha256");
        }
    }

    /** The registration of these contexts, all of one pack set. */
    public static PackRegistration of(String packSetSha256, String manifestSha256, List<FrozenContext> contexts) {
        return new PackRegistration(
                packSetSha256, manifestSha256, contexts.stream().map(Pack::of).toList());
    }

    /** Why {@code context} is not one of this set's packs as registered; empty when it is. */
    public Optional<String> mismatch(FrozenContext context) {
        var pack = packs.stream()
                .filter(p -> p.packSha256().equals(context.packSha256()))
                .findFirst();
        if (pack.isEmpty()) {
            return Optional.of("pack " + context.packSha256() + " is not in the registered pack set " + packSetSha256);
        }
        var registered = pack.get();
        if (!registered.questionId().equals(context.questionId())) {
            return Optional.of("pack " + context.packSha256() + " is registered for question " + registered.questionId()
                    + ", not " + context.questionId());
        }
        var sent = Pack.of(context).passages();
        if (sent.size() != registered.passages().size()) {
            return Optional.of("the frozen context carries " + sent.size() + " passages; the registered pack "
                    + context.packSha256() + " has " + registered.passages().size());
        }
        for (int i = 0; i < sent.size(); i++) {
            var problem = differs(i, sent.get(i), registered.passages().get(i));
            if (problem.isPresent()) {
                return problem;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> differs(int rank, Passage sent, Passage registered) {
        if (!sent.id().equals(registered.id())) {
            return Optional.of("passage " + (rank + 1) + " is " + sent.id() + "; the registered pack has "
                    + registered.id() + " there");
        }
        if (!sent.sha256().equals(registered.sha256()) || !sent.textSha256().equals(registered.textSha256())) {
            return Optional.of("passage " + sent.id() + " differs from the registered pack (its text hashes to "
                    + sent.textSha256() + ", registered " + registered.textSha256() + ")");
        }
        return Optional.empty();
    }
}
