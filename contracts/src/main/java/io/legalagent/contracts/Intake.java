package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * What a run knows of its question before research: who asked, what, and what the guard and the
 * classifier made of it.
 */
@JsonClassDescription("The question and what the guard and the classifier made of it.")
public record Intake(
        @Size(min = 1) String runId,
        @JsonPropertyDescription("The caller's request id; the run id when the caller gave none.") String requestId,
        Question question,
        @Nullable InjectionVerdict injection,
        @Nullable QueryType queryType,
        @Nullable Instant createdAt,
        @JsonPropertyDescription("When the question was published on legal.questions (its record's timestamp).")
                @Nullable
                Instant publishedAt) {

    public Intake {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(question, "question");
        requestId = requestId == null ? runId : requestId;
    }

    Intake withInjection(InjectionVerdict verdict) {
        return new Intake(runId, requestId, question, verdict, queryType, createdAt, publishedAt);
    }

    Intake withQueryType(QueryType type) {
        return new Intake(runId, requestId, question, injection, type, createdAt, publishedAt);
    }

    Intake withPublishedAt(Instant at) {
        return new Intake(runId, requestId, question, injection, queryType, createdAt, at);
    }
}
