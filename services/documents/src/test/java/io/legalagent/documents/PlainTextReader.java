package io.legalagent.documents;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.List;

/**
 * Reads UTF-8 .txt files only, for the library's tests: it stands in for the Tika reader, which
 * the library takes through the same {@link DocumentReader} interface. Every other file is refused,
 * and so is an empty one, as the real reader refuses them.
 */
final class PlainTextReader implements DocumentReader {
    @Override
    public ReadOutcome read(Path file) {
        String name = file.getFileName().toString();
        if (!name.endsWith(".txt")) {
            return new ReadOutcome.Refused(name, FileKind.OTHER, "not a document");
        }
        try {
            byte[] bytes = Files.readAllBytes(file);
            String text = new String(bytes, StandardCharsets.UTF_8);
            if (text.isBlank()) {
                return new ReadOutcome.Refused(name, FileKind.TEXT, "the file is empty");
            }
            String id = HexFormat.of()
                    .formatHex(io.legalagent.retrieval.Hashes.digest().digest(bytes));
            String title = text.strip().lines().findFirst().orElse("");
            return new ReadOutcome.Read(new DocumentText(
                    id, name, FileKind.TEXT, "text/plain", title, false, List.of(new PageText(0, text, false))));
        } catch (IOException e) {
            return new ReadOutcome.Refused(name, FileKind.TEXT, e.getMessage());
        }
    }
}
