package io.legalagent.contracts;

import java.time.Instant;
import java.util.Objects;

/**
 * What a run knows of its question before research: who asked, what, and what the guard and the
 * classifier made of it.
 */
public record Intake(
        String runId,
        String requestId,
        Question question,
        InjectionVerdict injection,
        QueryType queryType,
        Instant createdAt) {

    public Intake {
        Objects.requireNonNull(runId, "runId");
        Objects.requireNonNull(question, "question");
        requestId = requestId == null ? runId : requestId;
    }

    Intake withInjection(InjectionVerdict verdict) {
        return new Intake(runId, requestId, question, verdict, queryType, createdAt);
    }

    Intake withQueryType(QueryType type) {
        return new Intake(runId, requestId, question, injection, type, createdAt);
    }
}
