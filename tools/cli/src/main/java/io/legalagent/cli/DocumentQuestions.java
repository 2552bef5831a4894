package io.legalagent.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import tools.jackson.core.type.TypeReference;

/** The document questions file (data/documents/questions.json): a JSON array of {@link DocumentQuestion}. */
final class DocumentQuestions {
    private DocumentQuestions() {}

    static List<DocumentQuestion> read(Path file) throws UsageException {
        if (!Files.isRegularFile(file)) {
            throw new UsageException("no such questions file: " + file);
        }
        List<DocumentQuestion> questions;
        try {
            questions = Json.MAPPER.readValue(Files.readString(file), new TypeReference<List<DocumentQuestion>>() {});
        } catch (IOException | RuntimeException e) {
            throw new UsageException("cannot read " + file + ": " + e.getMessage());
        }
        var ids = new HashSet<String>();
        for (var question : questions) {
            if (question.id() == null || question.question() == null || question.file() == null) {
                throw new UsageException(file + ": every question needs an id, a question and a file");
            }
            if (!ids.add(question.id())) {
                throw new UsageException(file + ": the id " + question.id() + " is used twice");
            }
        }
        if (questions.isEmpty()) {
            throw new UsageException(file + " holds no questions");
        }
        return questions;
    }
}
