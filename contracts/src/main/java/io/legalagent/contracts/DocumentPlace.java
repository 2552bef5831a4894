package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Where a passage sits in a library document: the document (the SHA-256 of its file), its file name
 * and title, the pages it spans where the format has pages (PDF; word-processor files have none),
 * the numbered paragraphs it holds and the heading it sits under.
 */
@JsonClassDescription("Where a passage sits in a library document.")
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DocumentPlace(
        @JsonPropertyDescription("The SHA-256 of the document's file.") @Pattern(regexp = Patterns.SHA256)
                String documentId,
        String fileName,
        @JsonPropertyDescription("From the document's metadata, else its first line.") String title,
        @JsonPropertyDescription("First page of the passage; absent where the format has no pages.") @Nullable
                Integer firstPage,
        @Nullable Integer lastPage,
        @JsonPropertyDescription("The numbered paragraphs (¶) the passage holds, as the document numbers them.")
                List<String> paragraphs,
        @JsonPropertyDescription("The heading the passage sits under, if any.") @Nullable String heading) {

    public DocumentPlace {
        Objects.requireNonNull(documentId, "documentId");
        fileName = fileName == null ? "" : fileName;
        title = title == null ? "" : title;
        paragraphs = paragraphs == null ? List.of() : List.copyOf(paragraphs);
    }

    /** How an answer cites it: "Title, file.pdf, p. 13" ("pp. 13–14" for a span; no page when unpaged). */
    public String citation() {
        var text = new StringBuilder();
        if (!title.isBlank()) {
            text.append(title).append(", ");
        }
        text.append(fileName);
        if (firstPage != null) {
            int last = lastPage == null ? firstPage : lastPage;
            text.append(last == firstPage ? ", p. " + firstPage : ", pp. " + firstPage + "–" + last);
        }
        if (!paragraphs.isEmpty()) {
            text.append(", ¶ ").append(String.join(", ", paragraphs));
        }
        return text.toString();
    }
}
