package io.legalagent.retrieval.pack;

import io.legalagent.contracts.Choice;
import io.legalagent.contracts.FrozenContext;
import io.legalagent.contracts.FrozenPassage;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import tools.jackson.core.JacksonException;

/**
 * A verified pack set, read for asking: each question's pack as the frozen context a question carries
 * through the services. Reading refuses a set that does not match its manifest, so no answer is ever
 * drawn from context changed after the build.
 */
public final class FrozenPacks {
    private final String packSetSha256;
    private final Map<String, Built> byQuestion;

    private FrozenPacks(String packSetSha256, Map<String, Built> byQuestion) {
        this.packSetSha256 = packSetSha256;
        this.byQuestion = byQuestion;
    }

    /** A pack as built, and the context a question carries for it. */
    private record Built(FrozenPack pack, FrozenContext context) {}

    /** @throws IllegalArgumentException the folder has no manifest, or does not match it (each problem named) */
    public static FrozenPacks read(Path dir) {
        var verdict = PackSet.verify(dir);
        if (!verdict.matches()) {
            throw new IllegalArgumentException("the packs in " + dir + " do not match their manifest:\n  "
                    + String.join("\n  ", verdict.problems()));
        }
        var manifest = PackSet.manifest(dir);
        var byQuestion = new LinkedHashMap<String, Built>();
        for (var entry : manifest.packs()) {
            FrozenPack pack;
            try {
                pack = PackFiles.JSON.readValue(dir.resolve(entry.file()).toFile(), FrozenPack.class);
            } catch (JacksonException e) {
                throw new IllegalArgumentException("cannot read " + entry.file() + ": " + e.getOriginalMessage(), e);
            }
            byQuestion.put(entry.question(), new Built(pack, context(pack, entry, manifest)));
        }
        return new FrozenPacks(manifest.packSetSha256(), byQuestion);
    }

    public String packSetSha256() {
        return packSetSha256;
    }

    public int size() {
        return byQuestion.size();
    }

    /** Every pack's context, in the manifest's order. */
    public List<FrozenContext> contexts() {
        return byQuestion.values().stream().map(Built::context).toList();
    }

    /** The context of the pack built for this question id. */
    public Optional<FrozenContext> byId(String id) {
        return Optional.ofNullable(byQuestion.get(id)).map(Built::context);
    }

    /**
     * The context for this question, when the set has a pack for its id built for the same text and
     * choices.
     *
     * @throws IllegalArgumentException the pack of this id was built for another question
     */
    public Optional<FrozenContext> forQuestion(String id, String text, List<Choice> choices) {
        var built = byQuestion.get(id);
        if (built == null) {
            return Optional.empty();
        }
        var question = built.pack().question();
        if (!question.text().equals(text) || !question.choices().equals(choices)) {
            throw new IllegalArgumentException("the pack of question " + id + " was built for another question"
                    + " (its text or choices differ from the QA file's)");
        }
        return Optional.of(built.context());
    }

    private static FrozenContext context(FrozenPack pack, PackManifest.Entry entry, PackManifest manifest) {
        var passages = pack.passages().stream()
                .map(p -> new FrozenPassage(p.id(), p.source(), p.sha256(), p.score(), p.text()))
                .toList();
        return new FrozenContext(
                entry.sha256(),
                manifest.packSetSha256(),
                entry.question(),
                manifest.corpusFingerprint(),
                pack.confidence().signal(),
                pack.confidence().value(),
                passages);
    }
}
