package io.legalagent.retrieval.ingest;

import io.legalagent.retrieval.Hashes;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** One corpus passage as read from a file; title and subject may be empty. */
public record Passage(String id, String text, String source, String title, String subject) {
    /** Metadata keys written with every stored passage. */
    public static final String SOURCE = "source", TITLE = "title", SUBJECT = "subject";

    public static final String TEXT_SHA256 = "text_sha256", CONTENT_SHA256 = "content_sha256";

    public Passage {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(text, "text");
        source = source == null ? "" : source;
        title = title == null ? "" : title;
        subject = subject == null ? "" : subject;
    }

    /** What the model embeds: a rule's title names its topic, which its text often does not repeat. */
    public String embeddingText() {
        return title.isBlank() ? text : title + "\n" + text;
    }

    public String textSha256() {
        return Hashes.sha256(text);
    }

    /** Changes whenever anything stored for the passage changes, and only then. */
    public String contentSha256() {
        return Hashes.sha256(text, source, title, subject);
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
        map.put(TEXT_SHA256, textSha256());
        map.put(CONTENT_SHA256, contentSha256());
        return map;
    }
}
