package io.legalagent.retrieval.ingest;

import io.legalagent.retrieval.rp.CitatorSignals;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Reads JSON Lines passages {@code {"id","source","title","text"}}, with an optional "subject" and
 * the optional RPv1.1 metadata: "cites" (ids of passages it cites), "treatment" (citator label),
 * "citation_frequency" (number), "overruled" (boolean) and "position" (0 the source's first passage,
 * 1 its last).
 */
final class JsonlPassageReader {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private JsonlPassageReader() {}

    static void read(Path file, BufferedReader in, Consumer<Passage> passages, Consumer<RowProblem> problems) {
        String fallbackSource = CsvPassageReader.stem(file);
        long line = 0;
        try {
            for (String text = in.readLine(); text != null; text = in.readLine()) {
                line++;
                if (text.isBlank()) {
                    continue;
                }
                JsonNode node;
                try {
                    node = JSON.readTree(text);
                } catch (JacksonException e) {
                    problems.accept(new RowProblem(file, line, "not valid JSON: " + firstLine(e.getOriginalMessage())));
                    continue;
                }
                if (!node.isObject()) {
                    problems.accept(new RowProblem(file, line, "not a JSON object"));
                    continue;
                }
                String id = field(node, "id");
                String body = field(node, "text");
                if (id.isEmpty()) {
                    problems.accept(new RowProblem(file, line, "missing \"id\""));
                } else if (body.isEmpty()) {
                    problems.accept(new RowProblem(file, line, "passage " + id + " has no \"text\""));
                } else {
                    CitatorSignals signals;
                    try {
                        signals = SignalFields.read(node);
                    } catch (IllegalArgumentException e) {
                        problems.accept(new RowProblem(file, line, "passage " + id + ": " + e.getMessage()));
                        continue;
                    }
                    String source = field(node, "source");
                    passages.accept(new Passage(
                            id,
                            body,
                            source.isEmpty() ? fallbackSource : source,
                            field(node, "title"),
                            field(node, "subject"),
                            signals));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A string or number field as text, stripped; anything else counts as absent. */
    private static String field(JsonNode node, String name) {
        JsonNode value = node.get(name);
        return value != null && (value.isString() || value.isNumber())
                ? value.asString().strip()
                : "";
    }

    private static String firstLine(String message) {
        return message == null ? "" : message.lines().findFirst().orElse("");
    }
}
