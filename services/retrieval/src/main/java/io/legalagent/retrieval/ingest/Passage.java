package io.legalagent.retrieval.ingest;

import io.legalagent.contracts.DocumentPlace;
import io.legalagent.retrieval.Hashes;
import io.legalagent.retrieval.library.DocumentMetadata;
import io.legalagent.retrieval.rp.CitatorSignals;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One corpus passage as read from a file; title and subject may be empty, and {@code signals} (the
 * RPv1.1 metadata JSON Lines may carry) is {@link CitatorSignals#NONE} when it has none. {@code place}
 * is where a passage cut from a library document sits in it; null for passages read from passage files.
 */
public record Passage(
        String id,
        String text,
        String source,
        String title,
        String subject,
        CitatorSignals signals,
        @Nullable DocumentPlace place) {
    /** Metadata keys written with every stored passage. */
    public static final String SOURCE = "source", TITLE = "title", SUBJECT = "subject";

    public static final String TEXT_SHA256 = "text_sha256", CONTENT_SHA256 = "content_sha256";

    public Passage {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(text, "text");
        source = source == null ? "" : source;
        title = title == null ? "" : title;
        subject = subject == null ? "" : subject;
        signals = signals == null ? CitatorSignals.NONE : signals;
    }

    public Passage(String id, String text, String source, String title, String subject, CitatorSignals signals) {
        this(id, text, source, title, subject, signals, null);
    }

    public Passage(String id, String text, String source, String title, String subject) {
        this(id, text, source, title, subject, CitatorSignals.NONE, null);
    }

    /** What the model embeds: a rule's title names its topic, which its text often does not repeat. */
    public String embeddingText() {
        return title.isBlank() ? text : title + "\n" + text;
    }

    public String textSha256() {
        return Hashes.sha256(text);
    }

    /**
     * Changes whenever anything stored for the passage changes, and only then. A passage without
     * signals hashes as it did before they existed, so adding them re-embeds nothing else; a
     * document passage's hash covers its place too.
     */
    public String contentSha256() {
        if (place != null) {
            return Hashes.sha256(
                    text,
                    source,
                    title,
                    subject,
                    signals.metadata().toString(),
                    DocumentMetadata.of(place).toString());
        }
        return signals.isEmpty()
                ? Hashes.sha256(text, source, title, subject)
                : Hashes.sha256(text, source, title, subject, signals.metadata().toString());
    }

    public Map<String, Object> metadata() {
        var map = new LinkedHashMap<String, Object>();
        map.put(SOURCE, source);
        if (!title.isBlank()) {
            map.put(TITLE, title);
        }
        if (!subject.isBlank()) {
            map.put(SUBJECT, subject);
        }
        map.putAll(signals.metadata());
        if (place != null) {
            map.putAll(DocumentMetadata.of(place));
        }
        map.put(TEXT_SHA256, textSha256());
        map.put(CONTENT_SHA256, contentSha256());
        return map;
    }
}
