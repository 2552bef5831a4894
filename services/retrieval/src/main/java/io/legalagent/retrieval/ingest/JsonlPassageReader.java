package io.legalagent.retrieval.ingest;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Reads JSON Lines passages {@code {"id","source","title","text"}} (plus an optional "subject"). */
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
                    String source = field(node, "source");
                    passages.accept(new Passage(
                            id,
                            body,
                            source.isEmpty() ? fallbackSource : source,
                            field(node, "title"),
                            field(node, "subject")));
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
