package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.legalagent.contracts.review.ReviewRequest;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The JSON form of a question on {@code legal.questions} and {@code legal.gateway.questions}. Choices map a label (A, B, ...) to its
 * text. {@code schemaVersion} may be omitted; when present it must be {@link SchemaVersion#CURRENT}.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonClassDescription("A question in JSON form on legal.questions or legal.gateway.questions.")
public record QuestionRequest(
        String question,
        @JsonPropertyDescription("Answer choices: label (one letter) to text.") @Size(max = 26) @Nullable
                Map<@Pattern(regexp = Patterns.LETTER) String, String> choices,
        @Nullable String requestId,
        @JsonPropertyDescription("May be omitted; when given it must be 1.") @Nullable Integer schemaVersion,
        @JsonPropertyDescription("Research context frozen in advance (./legal pack build): the executor takes its"
                        + " evidence from it instead of searching. Omit it to research the corpus.")
                @Nullable
                FrozenContext frozenContext,
        @JsonPropertyDescription("The library to research: a firm's own documents, by name. Omit it (or give"
                        + " \"default\") to research the shipped corpus.")
                @Pattern(regexp = Patterns.LIBRARY)
                @Nullable
                String library,
        @JsonPropertyDescription("Who asked. Required on legal.gateway.questions, where only the gateway writes;"
                        + " refused on legal.questions, whose questions belong to the owner the guard is"
                        + " configured with.")
                @Nullable
                Owner owner,
        @JsonPropertyDescription("Pauses for a reviewer: {\"plan\": true} to review the plan before research,"
                        + " {\"answer\": true} to review the answer before it is published. Omit it for the"
                        + " deployment's defaults.")
                @Nullable
                ReviewRequest review) {

    /** A question that asks for no review beyond the deployment's defaults. */
    public QuestionRequest(
            String question,
            @Nullable Map<String, String> choices,
            @Nullable String requestId,
            @Nullable Integer schemaVersion,
            @Nullable FrozenContext frozenContext,
            @Nullable String library,
            @Nullable Owner owner) {
        this(question, choices, requestId, schemaVersion, frozenContext, library, owner, null);
    }

    /** A question to be researched in the corpus. */
    public QuestionRequest(
            String question,
            @Nullable Map<String, String> choices,
            @Nullable String requestId,
            @Nullable Integer schemaVersion) {
        this(question, choices, requestId, schemaVersion, null, null, null);
    }

    /** A question to be researched in the corpus, or in the frozen context it carries. */
    public QuestionRequest(
            String question,
            @Nullable Map<String, String> choices,
            @Nullable String requestId,
            @Nullable Integer schemaVersion,
            @Nullable FrozenContext frozenContext) {
        this(question, choices, requestId, schemaVersion, frozenContext, null, null);
    }

    /** A question on legal.questions, which states no owner. */
    public QuestionRequest(
            String question,
            @Nullable Map<String, String> choices,
            @Nullable String requestId,
            @Nullable Integer schemaVersion,
            @Nullable FrozenContext frozenContext,
            @Nullable String library) {
        this(question, choices, requestId, schemaVersion, frozenContext, library, null);
    }

    /** This question stated as asked by {@code asker}: how the gateway publishes it. */
    public QuestionRequest withOwner(Owner asker) {
        return new QuestionRequest(question, choices, requestId, schemaVersion, frozenContext, library, asker, review);
    }

    /** This question asking for the reviews {@code request} names. */
    public QuestionRequest withReview(@Nullable ReviewRequest request) {
        return new QuestionRequest(question, choices, requestId, schemaVersion, frozenContext, library, owner, request);
    }
}
