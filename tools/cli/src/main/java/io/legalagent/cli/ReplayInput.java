package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * The answer a replay checks: a file holding an answer as {@code ask --json} prints it (its last
 * line), or a JSON object whose field {@code answer} holds one (a saved case study).
 */
final class ReplayInput {
    private ReplayInput() {}

    static Answer read(Path file) throws UsageException {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new UsageException("cannot read " + file + ": " + e.getMessage());
        }
        try {
            JsonNode json = Json.MAPPER.readTree(lastJsonLine(text));
            JsonNode answer = json.has("answer") && json.get("answer").isObject() ? json.get("answer") : json;
            if (!answer.has("runId")) {
                throw new UsageException(file + " holds no answer (no runId)");
            }
            return Json.MAPPER.treeToValue(answer, Answer.class);
        } catch (JacksonException e) {
            throw new UsageException(file + " is not an answer in JSON: " + e.getOriginalMessage());
        }
    }

    /** The whole text when it is one JSON document, else its last non-blank line. */
    private static String lastJsonLine(String text) {
        String stripped = text.strip();
        if (stripped.startsWith("{") && stripped.endsWith("}") && !stripped.contains("\n{")) {
            return stripped;
        }
        var lines = stripped.split("\n");
        return lines[lines.length - 1];
    }
}
