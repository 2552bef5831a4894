package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a run knows of its question before research: who asked, what, what the guard and the
 * classifier made of it, its embedding once the planner's QA-memory lookup computed it, the
 * frozen context it came with, if any, and the library it is to be researched in (null for the
 * default corpus).
 */
@JsonClassDescription("The question and what the guard, the classifier and the planner made of it.")
public record Intake(
        @Size(min = 1) String runId,
        @JsonPropertyDescription("The caller's request id; the run id when the caller gave none.") String requestId,
        Question question,
        @Nullable InjectionVerdict injection,
        @Nullable QueryType queryType,
        @Nullable Instant createdAt,
        @JsonPropertyDescription("When the question was published on legal.questions (its record's timestamp).")
                @Nullable
                Instant publishedAt,
        @JsonPropertyDescription("The question's embedding from the planner's QA-memory lookup, for the memory"
                        + " node to store; null before the planner, after the memory node, or when not carried.")
                @Nullable
                QuestionEmbedding questionEmbedding,
        @JsonPropertyDescription("Research context frozen in advance, which replaces the search; absent to search.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                FrozenContext frozenContext,
        @JsonPropertyDescription("The library the run researches (retrieval and QA memory); absent for the default.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Pattern(regexp = Patterns.LIBRARY)
                @Nullable
                String library,
        @JsonPropertyDescription("Who asked: the user and organisation the run belongs to; absent in runs from"
                        + " before owners.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                Owner owner) {

    /** The name a caller may give for the default corpus; a run of it carries no library. */
    public static final String DEFAULT_LIBRARY = "default";

    public Intake {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(question, "question");
        requestId = requestId == null ? runId : requestId;
    }

    /** A question as it arrives: nothing made of it yet. */
    public Intake(String runId, String requestId, Question question, Instant createdAt) {
        this(runId, requestId, question, null, null, createdAt, null, null, null, null, null);
    }

    /** An intake without an owner, as intakes were before owners. */
    public Intake(
            String runId,
            String requestId,
            Question question,
            @Nullable InjectionVerdict injection,
            @Nullable QueryType queryType,
            @Nullable Instant createdAt,
            @Nullable Instant publishedAt,
            @Nullable QuestionEmbedding questionEmbedding,
            @Nullable FrozenContext frozenContext,
            @Nullable String library) {
        this(
                runId,
                requestId,
                question,
                injection,
                queryType,
                createdAt,
                publishedAt,
                questionEmbedding,
                frozenContext,
                library,
                null);
    }

    /** An intake of the default library. */
    public Intake(
            String runId,
            String requestId,
            Question question,
            @Nullable InjectionVerdict injection,
            @Nullable QueryType queryType,
            @Nullable Instant createdAt,
            @Nullable Instant publishedAt,
            @Nullable QuestionEmbedding questionEmbedding,
            @Nullable FrozenContext frozenContext) {
        this(
                runId,
                requestId,
                question,
                injection,
                queryType,
                createdAt,
                publishedAt,
                questionEmbedding,
                frozenContext,
                null);
    }

    Intake withInjection(InjectionVerdict verdict) {
        return new Intake(
                runId,
                requestId,
                question,
                verdict,
                queryType,
                createdAt,
                publishedAt,
                questionEmbedding,
                frozenContext,
                library,
                owner);
    }

    Intake withQueryType(QueryType type) {
        return new Intake(
                runId,
                requestId,
                question,
                injection,
                type,
                createdAt,
                publishedAt,
                questionEmbedding,
                frozenContext,
                library,
                owner);
    }

    Intake withPublishedAt(Instant at) {
        return new Intake(
                runId,
                requestId,
                question,
                injection,
                queryType,
                createdAt,
                at,
                questionEmbedding,
                frozenContext,
                library,
                owner);
    }

    Intake withFrozenContext(FrozenContext context) {
        return new Intake(
                runId,
                requestId,
                question,
                injection,
                queryType,
                createdAt,
                publishedAt,
                questionEmbedding,
                context,
                library,
                owner);
    }

    Intake withLibrary(@Nullable String name) {
        return new Intake(
                runId,
                requestId,
                question,
                injection,
                queryType,
                createdAt,
                publishedAt,
                questionEmbedding,
                frozenContext,
                name,
                owner);
    }

    Intake withQuestionEmbedding(QuestionEmbedding embedding) {
        return new Intake(
                runId,
                requestId,
                question,
                injection,
                queryType,
                createdAt,
                publishedAt,
                embedding,
                frozenContext,
                library,
                owner);
    }

    Intake withOwner(@Nullable Owner newOwner) {
        return new Intake(
                runId,
                requestId,
                question,
                injection,
                queryType,
                createdAt,
                publishedAt,
                questionEmbedding,
                frozenContext,
                library,
                newOwner);
    }
}
