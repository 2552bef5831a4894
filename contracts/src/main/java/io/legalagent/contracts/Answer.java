package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.legalagent.contracts.custody.Attestation;
import io.legalagent.contracts.review.Review;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.time.Instant;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The final message on {@code legal.answers}: one per run. {@code sources} are the passages the
 * answer's text cites, {@code alsoConsulted} the others its reported steps kept; {@code evidence} how
 * well the research held; {@code steps} every executed step with the passages it retrieved; {@code
 * researchPack} the sealed manifest of the research behind it, which {@code ./legal replay} verifies.
 */
@JsonClassDescription("The final message of a run on legal.answers.")
public record Answer(
        @JsonPropertyDescription("Message schema version; readers refuse any other.") int schemaVersion,
        @Size(min = 1) String runId,
        String requestId,
        RunStatus status,
        String question,
        @Size(max = 26) List<Choice> choices,
        @Nullable QueryType queryType,
        @JsonPropertyDescription("The library the run researched; absent for the default corpus.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Pattern(regexp = Patterns.LIBRARY)
                @Nullable
                String library,
        @JsonPropertyDescription("Who asked: the user and organisation the answer belongs to; absent in answers"
                        + " from before owners. Sealed and signed like every other field.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                Owner owner,
        @JsonPropertyDescription("Markdown answer citing [Query X][Source N]; empty when there is none.") String answer,
        @JsonPropertyDescription("The selected choice label.") @Pattern(regexp = Patterns.LETTER) @Nullable
                String mcAnswer,
        @Nullable String mcReasoning,
        @Nullable ErrorKind errorKind,
        @JsonPropertyDescription("Why the run was rejected or failed.") @Nullable String reason,
        @JsonPropertyDescription("Set when the run was answered with less research than planned, and why;"
                        + " the answer text says so too.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                Degradation degraded,
        @JsonPropertyDescription("True when the research came from QA memory.") boolean fromCache,
        @JsonPropertyDescription("How well the evidence holds: sufficient when every executed step completed,"
                        + " partial when some failed, insufficient when none completed; for research from QA memory,"
                        + " what the run that made it had. Absent when the run was not answered.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                EvidenceStrength evidence,
        @JsonPropertyDescription("The passages the answer cites as [Query q][Source n].") List<Source> sources,
        @JsonPropertyDescription("The passages the reported steps kept that the answer does not cite.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                List<Source> alsoConsulted,
        @JsonPropertyDescription("Every executed research step, completed or failed, with the passages it retrieved.")
                List<StepReport> steps,
        AnswerMetrics metrics,
        @JsonPropertyDescription("The hops the run took.") List<Hop> path,
        @Nullable String traceId,
        @JsonPropertyDescription("The run's trace in the tracing UI, where one is configured.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                String traceUrl,
        @Nullable Instant createdAt,
        @Nullable Instant completedAt,
        @JsonPropertyDescription("The memory node's decision: whether the answer deserves a place in QA memory;"
                        + " absent when it made none.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                Boolean remember,
        @JsonPropertyDescription("The reviews the question asked for, each with what was shown and who decided"
                        + " what, when; absent when it asked for none.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                Review review,
        @JsonPropertyDescription("Each hop's signed word for the parts of the run it produced, as the observer"
                        + " checked them before signing; absent when custody was not checked.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                List<Attestation> custody,
        @JsonPropertyDescription("The sealed manifest of the research; ./legal replay verifies it.") @Nullable
                ResearchPack researchPack,
        @JsonPropertyDescription("The seal of every other field; ./legal replay names any field changed since.")
                @Nullable
                AnswerSeal seal,
        @JsonPropertyDescription("The observer's signature over the seal: a DSSE envelope of an in-toto statement"
                        + " (Ed25519); ./legal replay verifies it with the published public key.")
                @JsonInclude(JsonInclude.Include.NON_NULL)
                @Nullable
                DsseEnvelope signature) {

    public Answer {
        choices = choices == null ? List.of() : List.copyOf(choices);
        sources = sources == null ? List.of() : List.copyOf(sources);
        // Null only in answers published before the split; their seals do not cover the field.
        alsoConsulted = alsoConsulted == null ? null : List.copyOf(alsoConsulted);
        steps = steps == null ? List.of() : List.copyOf(steps);
        path = path == null ? List.of() : List.copyOf(path);
        custody = custody == null ? null : List.copyOf(custody);
    }

    /** An answer from a run that asked for no review. */
    public Answer(
            int schemaVersion,
            String runId,
            String requestId,
            RunStatus status,
            String question,
            List<Choice> choices,
            @Nullable QueryType queryType,
            @Nullable String library,
            @Nullable Owner owner,
            String answer,
            @Nullable String mcAnswer,
            @Nullable String mcReasoning,
            @Nullable ErrorKind errorKind,
            @Nullable String reason,
            @Nullable Degradation degraded,
            boolean fromCache,
            @Nullable EvidenceStrength evidence,
            List<Source> sources,
            @Nullable List<Source> alsoConsulted,
            List<StepReport> steps,
            AnswerMetrics metrics,
            List<Hop> path,
            @Nullable String traceId,
            @Nullable String traceUrl,
            @Nullable Instant createdAt,
            @Nullable Instant completedAt,
            @Nullable Boolean remember,
            @Nullable List<Attestation> custody,
            @Nullable ResearchPack researchPack,
            @Nullable AnswerSeal seal,
            @Nullable DsseEnvelope signature) {
        this(
                schemaVersion,
                runId,
                requestId,
                status,
                question,
                choices,
                queryType,
                library,
                owner,
                answer,
                mcAnswer,
                mcReasoning,
                errorKind,
                reason,
                degraded,
                fromCache,
                evidence,
                sources,
                alsoConsulted,
                steps,
                metrics,
                path,
                traceId,
                traceUrl,
                createdAt,
                completedAt,
                remember,
                null,
                custody,
                researchPack,
                seal,
                signature);
    }

    /** An answer without the memory node's decision or the custody checked before signing. */
    public Answer(
            int schemaVersion,
            String runId,
            String requestId,
            RunStatus status,
            String question,
            List<Choice> choices,
            @Nullable QueryType queryType,
            @Nullable String library,
            @Nullable Owner owner,
            String answer,
            @Nullable String mcAnswer,
            @Nullable String mcReasoning,
            @Nullable ErrorKind errorKind,
            @Nullable String reason,
            @Nullable Degradation degraded,
            boolean fromCache,
            @Nullable EvidenceStrength evidence,
            List<Source> sources,
            @Nullable List<Source> alsoConsulted,
            List<StepReport> steps,
            AnswerMetrics metrics,
            List<Hop> path,
            @Nullable String traceId,
            @Nullable String traceUrl,
            @Nullable Instant createdAt,
            @Nullable Instant completedAt,
            @Nullable ResearchPack researchPack,
            @Nullable AnswerSeal seal,
            @Nullable DsseEnvelope signature) {
        this(
                schemaVersion,
                runId,
                requestId,
                status,
                question,
                choices,
                queryType,
                library,
                owner,
                answer,
                mcAnswer,
                mcReasoning,
                errorKind,
                reason,
                degraded,
                fromCache,
                evidence,
                sources,
                alsoConsulted,
                steps,
                metrics,
                path,
                traceId,
                traceUrl,
                createdAt,
                completedAt,
                null,
                null,
                researchPack,
                seal,
                signature);
    }

    /** An answer from the default corpus, as answers were before libraries. */
    public Answer(
            int schemaVersion,
            String runId,
            String requestId,
            RunStatus status,
            String question,
            List<Choice> choices,
            @Nullable QueryType queryType,
            String answer,
            @Nullable String mcAnswer,
            @Nullable String mcReasoning,
            @Nullable ErrorKind errorKind,
            @Nullable String reason,
            @Nullable Degradation degraded,
            boolean fromCache,
            @Nullable EvidenceStrength evidence,
            List<Source> sources,
            @Nullable List<Source> alsoConsulted,
            List<StepReport> steps,
            AnswerMetrics metrics,
            List<Hop> path,
            @Nullable String traceId,
            @Nullable String traceUrl,
            @Nullable Instant createdAt,
            @Nullable Instant completedAt,
            @Nullable ResearchPack researchPack,
            @Nullable AnswerSeal seal,
            @Nullable DsseEnvelope signature) {
        this(
                schemaVersion,
                runId,
                requestId,
                status,
                question,
                choices,
                queryType,
                null,
                null,
                answer,
                mcAnswer,
                mcReasoning,
                errorKind,
                reason,
                degraded,
                fromCache,
                evidence,
                sources,
                alsoConsulted,
                steps,
                metrics,
                path,
                traceId,
                traceUrl,
                createdAt,
                completedAt,
                researchPack,
                seal,
                signature);
    }

    /** An answer without an owner, as answers were before owners. */
    public Answer(
            int schemaVersion,
            String runId,
            String requestId,
            RunStatus status,
            String question,
            List<Choice> choices,
            @Nullable QueryType queryType,
            @Nullable String library,
            String answer,
            @Nullable String mcAnswer,
            @Nullable String mcReasoning,
            @Nullable ErrorKind errorKind,
            @Nullable String reason,
            @Nullable Degradation degraded,
            boolean fromCache,
            @Nullable EvidenceStrength evidence,
            List<Source> sources,
            @Nullable List<Source> alsoConsulted,
            List<StepReport> steps,
            AnswerMetrics metrics,
            List<Hop> path,
            @Nullable String traceId,
            @Nullable String traceUrl,
            @Nullable Instant createdAt,
            @Nullable Instant completedAt,
            @Nullable ResearchPack researchPack,
            @Nullable AnswerSeal seal,
            @Nullable DsseEnvelope signature) {
        this(
                schemaVersion,
                runId,
                requestId,
                status,
                question,
                choices,
                queryType,
                library,
                null,
                answer,
                mcAnswer,
                mcReasoning,
                errorKind,
                reason,
                degraded,
                fromCache,
                evidence,
                sources,
                alsoConsulted,
                steps,
                metrics,
                path,
                traceId,
                traceUrl,
                createdAt,
                completedAt,
                researchPack,
                seal,
                signature);
    }

    /**
     * The answer message for a finished run; its sources are the passages of its reported steps that
     * its text cites, and the rest of them are also consulted.
     */
    public static Answer from(AgentState state, String traceId, Instant completedAt) {
        var selection = state.outcome().mcSelection();
        var error = state.outcome().error();
        return new Answer(
                        SchemaVersion.CURRENT,
                        state.runId(),
                        state.requestId(),
                        state.status(),
                        state.question().text(),
                        state.question().choices(),
                        state.intake().queryType(),
                        state.intake().library(),
                        state.intake().owner(),
                        state.outcome().finalAnswer() == null
                                ? ""
                                : state.outcome().finalAnswer(),
                        selection == null ? null : selection.letter(),
                        selection == null ? null : selection.reasoning(),
                        error == null ? null : error.kind(),
                        error == null ? null : error.reason(),
                        state.outcome().degradation(),
                        state.research().memoryHit() != null,
                        EvidenceStrength.reported(state),
                        sourcesOf(state),
                        alsoConsultedOf(state),
                        stepsOf(state),
                        metricsOf(state, completedAt),
                        state.telemetry().trail(),
                        traceId,
                        null,
                        state.intake().createdAt(),
                        completedAt,
                        state.outcome().remember(),
                        state.review().none() ? null : state.review(),
                        state.custody().isEmpty() ? null : state.custody(),
                        ResearchPack.of(state),
                        null,
                        null)
                .sealed();
    }

    /**
     * This answer with the link to its trace in a tracing UI (Jaeger's {@code /trace/<id>} page),
     * sealed again; unchanged when there is no UI or no trace.
     */
    public Answer withTraceLink(@Nullable String tracingUi) {
        if (tracingUi == null || tracingUi.isBlank() || traceId == null) {
            return this;
        }
        var base = tracingUi.endsWith("/") ? tracingUi.substring(0, tracingUi.length() - 1) : tracingUi;
        return with(base + "/trace/" + traceId, null, null).sealed();
    }

    /** This answer carrying {@code envelope}, the signature of its seal. */
    public Answer withSignature(DsseEnvelope envelope) {
        return with(traceUrl, seal, envelope);
    }

    /**
     * This answer with its seal computed over every other field, and no signature: a resealed answer
     * is a new one, which its publisher signs anew.
     */
    public Answer sealed() {
        return with(traceUrl, AnswerSeal.of(this), null);
    }

    /** This answer with the fields added after its content: the trace link, the seal, the signature. */
    private Answer with(@Nullable String link, @Nullable AnswerSeal newSeal, @Nullable DsseEnvelope newSignature) {
        return new Answer(
                schemaVersion,
                runId,
                requestId,
                status,
                question,
                choices,
                queryType,
                library,
                owner,
                answer,
                mcAnswer,
                mcReasoning,
                errorKind,
                reason,
                degraded,
                fromCache,
                evidence,
                sources,
                alsoConsulted,
                steps,
                metrics,
                path,
                traceId,
                link,
                createdAt,
                completedAt,
                remember,
                review,
                custody,
                researchPack,
                newSeal,
                newSignature);
    }

    /** The passages the answer cites, in the order its steps kept them. */
    public static List<Source> sourcesOf(AgentState state) {
        var cited = Citations.of(state);
        return keptSourcesOf(state).stream()
                .filter(s -> cited.stream().anyMatch(c -> c.of(s)))
                .toList();
    }

    /** The passages the reported steps kept that the answer does not cite. */
    public static List<Source> alsoConsultedOf(AgentState state) {
        var cited = Citations.of(state);
        return keptSourcesOf(state).stream()
                .filter(s -> cited.stream().noneMatch(c -> c.of(s)))
                .toList();
    }

    /**
     * Every passage the reported steps kept, cited or not, numbered as the answer cites them; for
     * research from QA memory, those the run that made it kept.
     */
    public static List<Source> keptSourcesOf(AgentState state) {
        var hit = state.research().memoryHit();
        if (hit != null && !hit.sources().isEmpty()) {
            return hit.sources();
        }
        var sources = new java.util.ArrayList<Source>();
        var steps = state.research().reportedSteps();
        for (int q = 0; q < steps.size(); q++) {
            var execution = steps.get(q).execution();
            var evidence = execution.evidence();
            for (int n = 0; n < evidence.size(); n++) {
                var e = evidence.get(n);
                sources.add(new Source(
                        q + 1,
                        n + 1,
                        e.id(),
                        e.source(),
                        e.score(),
                        e.sha256(),
                        preview(e.text(), execution.queries()),
                        e.document()));
            }
        }
        return sources;
    }

    /** Every executed step, in plan order. */
    private static List<StepReport> stepsOf(AgentState state) {
        return state.research().plan().stream()
                .filter(s -> s.execution() != null)
                .map(StepReport::of)
                .toList();
    }

    /**
     * The part of a passage's text an answer shows: its snippet around the step's query terms
     * ({@link Snippet}); replay cuts it again from the stored text and the recorded queries.
     */
    public static String preview(String text, List<String> queries) {
        return Snippet.of(text, queries);
    }

    private static AnswerMetrics metricsOf(AgentState state, Instant completedAt) {
        var model = state.telemetry().metrics().model();
        long elapsed = state.intake().createdAt() == null || completedAt == null
                ? 0
                : java.time.Duration.between(state.intake().createdAt(), completedAt)
                        .toMillis();
        // Time spent waiting for a reviewer is a person's, not the system's: latency leaves it out.
        elapsed = Math.max(0, elapsed - state.review().waited().toMillis());
        return new AnswerMetrics(
                model.calls(),
                model.inputChars(),
                model.outputChars(),
                model.inputTokens(),
                model.outputTokens(),
                model.parseFailures(),
                (int) state.research().count(StepStatus.COMPLETED),
                (int) state.research().count(StepStatus.FAILED),
                (int) (state.research().count(StepStatus.PENDING)
                        + state.research().count(StepStatus.EXECUTED)),
                state.research().iteration(),
                state.telemetry().hops(),
                elapsed,
                state.telemetry().metrics().nodes());
    }
}
