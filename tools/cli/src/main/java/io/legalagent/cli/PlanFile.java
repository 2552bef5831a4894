package io.legalagent.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * {@code review edit --plan FILE}: the plan as the reviewer wants it run, each step's question in
 * order. The file is a JSON array of strings, or plain text with one step per line (blank lines and
 * lines starting with {@code #} left out).
 */
final class PlanFile {
    private PlanFile() {}

    static List<String> read(Path file) throws UsageException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UsageException("cannot read the plan file " + file + ": " + Failures.describe(e));
        }
        var steps = text.stripLeading().startsWith("[") ? fromJson(text, file) : fromLines(text);
        if (steps.isEmpty()) {
            throw new UsageException("the plan file " + file + " names no step");
        }
        return steps;
    }

    static List<String> fromLines(String text) {
        return text.lines()
                .map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                .toList();
    }

    private static List<String> fromJson(String text, Path file) throws UsageException {
        JsonNode array;
        try {
            array = Json.MAPPER.readTree(text);
        } catch (JacksonException e) {
            throw new UsageException(
                    "the plan file " + file + " starts like JSON but is not: " + e.getOriginalMessage());
        }
        if (!array.isArray()) {
            throw new UsageException(
                    "the plan file " + file + " must be an array of step questions; found: " + array.getNodeType());
        }
        var steps = new ArrayList<String>();
        for (JsonNode step : array) {
            if (!step.isString() || step.asString().isBlank()) {
                throw new UsageException(
                        "the plan file " + file + " must be an array of step questions (text); found: " + step);
            }
            steps.add(step.asString().strip());
        }
        return steps;
    }
}
