package io.legalagent.gateway;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Source;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Whether the library holds the text each cited passage's SHA-256 names. Only then does anything say
 * "SHA-256 matches": a passage that came with a question's frozen context is the sender's text and
 * its hash the sender's claim, whatever the library holds under the same id.
 */
final class HeldPassages {
    enum Held {
        MATCHES,
        DIFFERS,
        NOT_HELD
    }

    /** One cited passage: its id, the SHA-256 the answer recorded, and what the library holds. */
    record Check(String id, String sha256, Held held, String detail) {}

    static final String FROZEN = "came with the question's frozen context: not held by the library, and its SHA-256"
            + " is the sender's claim";

    private HeldPassages() {}

    /**
     * The answer's cited passages (each once), checked against {@code libraryHash}: the SHA-256 of the
     * text the library holds under an id, empty when it holds none.
     */
    static List<Check> of(Answer answer, Function<String, Optional<String>> libraryHash) {
        boolean frozen = answer.researchPack() != null && answer.researchPack().inputPack() != null;
        var cited = new LinkedHashMap<String, Source>();
        answer.sources().forEach(source -> cited.putIfAbsent(source.id(), source));
        var checks = new ArrayList<Check>();
        for (var source : cited.values()) {
            checks.add(
                    frozen
                            ? new Check(source.id(), source.sha256(), Held.NOT_HELD, FROZEN)
                            : held(source, libraryHash));
        }
        return checks;
    }

    private static Check held(Source source, Function<String, Optional<String>> libraryHash) {
        var stored = libraryHash.apply(source.id());
        if (stored.isEmpty()) {
            return new Check(
                    source.id(), source.sha256(), Held.NOT_HELD, "the library holds no passage " + source.id());
        }
        return stored.get().equals(source.sha256())
                ? new Check(source.id(), source.sha256(), Held.MATCHES, "SHA-256 matches the library's text")
                : new Check(
                        source.id(),
                        source.sha256(),
                        Held.DIFFERS,
                        "the library's text has changed since the research (SHA-256 differs)");
    }
}
