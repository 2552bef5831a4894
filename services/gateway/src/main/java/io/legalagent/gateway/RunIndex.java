package io.legalagent.gateway;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.ProgressEvent;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.time.Clock;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The requests the gateway knows, by request id: the most recent {@code legal.gateway.max-requests}
 * of them, the least recently used dropped first. Fed by the {@link ProgressReader}; read by the
 * controllers and the event streams, who are told when a request changes.
 */
final class RunIndex {
    private final Map<String, RequestLog> requests;
    private final Set<RequestLog> pendingAnswers = new HashSet<>();
    private final Clock clock;
    private final AnswerSignatures signatures;
    private final Timer firstEvent;
    private final Timer answered;

    /** An index that checks no signature: no answer names a run (tests of the access rules). */
    RunIndex(int maxRequests, Clock clock, MeterRegistry meters) {
        this(maxRequests, clock, meters, AnswerSignatures.none());
    }

    RunIndex(int maxRequests, Clock clock, MeterRegistry meters, AnswerSignatures signatures) {
        this.clock = clock;
        this.signatures = signatures;
        this.requests = new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, RequestLog> eldest) {
                return size() > maxRequests;
            }
        };
        this.firstEvent = Timer.builder("legal.gateway.first.event")
                .description("From a question accepted by the gateway to its first hop seen")
                .publishPercentileHistogram()
                .register(meters);
        this.answered = Timer.builder("legal.gateway.answer")
                .description("From a question accepted by the gateway to its answer seen, less the time it"
                        + " waited for reviewers")
                .publishPercentileHistogram()
                .register(meters);
    }

    /** The log of a request id, made when first needed. */
    synchronized RequestLog log(String requestId) {
        return requests.computeIfAbsent(requestId, RequestLog::new);
    }

    synchronized Optional<RequestLog> find(String requestId) {
        return Optional.ofNullable(requests.get(requestId));
    }

    synchronized void forget(String requestId) {
        requests.remove(requestId);
    }

    /**
     * The run a caller means by {@code id}, if they may read it: first their own id scoped to them,
     * then {@code id} as the pipeline's own (runs asked on legal.questions; an auditor's lookup of an
     * id from the audit trail). A run they may not read is not found, exactly as an unknown one.
     */
    synchronized Optional<RequestLog> readable(Caller caller, String id) {
        for (String candidate : List.of(RunIds.pipelineId(caller.owner(), id), id)) {
            var log = requests.get(candidate);
            if (log != null && log.owner() != null && caller.mayRead(log.owner())) {
                return Optional.of(log);
            }
        }
        return Optional.empty();
    }

    /**
     * The log a caller may wait on for {@code id} before anything of it was seen here: their own
     * scoped id, made for them alone. An id of anyone else creates nothing.
     */
    synchronized RequestLog awaited(Caller caller, String id) {
        var log = log(RunIds.pipelineId(caller.owner(), id));
        if (log.owner() == null) {
            log.askedBy(caller.owner(), id, null);
        }
        return log;
    }

    /** The owner of the request a run (by run id, not request id) belongs to. */
    synchronized Optional<Owner> ownerOfRun(String runId) {
        return requests.values().stream()
                .filter(log -> log.hasRun(runId))
                .findFirst()
                .map(RequestLog::owner);
    }

    /** The answer of run {@code runId}, once its request shows it: the source a cached answer names. */
    synchronized Optional<Answer> answerOfRun(String runId) {
        return requests.values().stream()
                .filter(log -> log.hasRun(runId))
                .findFirst()
                .flatMap(log -> log.answered(clock.instant()))
                .map(Run::answer);
    }

    /** The runs a caller may list, newest first: their own, or with {@code organisation} their organisation's. */
    synchronized List<RequestLog> runsOf(Caller caller, boolean organisation, int limit) {
        return requests.values().stream()
                .filter(log -> log.owner() != null && log.startedAt() != null)
                .filter(log -> organisation
                        ? caller.owner().sameOrganisation(log.owner())
                        : caller.owner().equals(log.owner()))
                .sorted(Comparator.comparing(RequestLog::startedAt).reversed())
                .limit(limit)
                .toList();
    }

    /** The released answer to a request: the bytes as published, and the answer read from them. */
    Optional<Run> answer(RequestLog log) {
        return log.answered(clock.instant());
    }

    void progress(ProgressEvent event, @Nullable String headerRequestId, @Nullable Owner owner) {
        String requestId = headerRequestId != null ? headerRequestId : event.requestId();
        if (requestId == null) {
            return;
        }
        var log = log(requestId);
        if (log.progress(event, owner) && log.askedAt() != null) {
            firstEvent.record(Duration.between(log.askedAt(), clock.instant()));
        }
        releaseOrHold(log);
    }

    void answer(Answer answer, byte[] raw, @Nullable String key, @Nullable Owner owner) {
        String requestId = key != null ? key : answer.requestId();
        if (requestId == null) {
            return;
        }
        var signature = signatures.check(answer);
        var log = log(requestId);
        log.answer(answer, raw, clock.instant(), signature, owner);
        releaseOrHold(log);
    }

    /** Releases answers whose grace is over; called after each poll. */
    void tick() {
        Set<RequestLog> due;
        synchronized (this) {
            due = new HashSet<>(pendingAnswers);
        }
        due.forEach(this::releaseOrHold);
    }

    /** A reviewer's time is a person's, not the system's: the answer timer leaves it out. */
    private static Duration waitedForReviewers(Run run) {
        var answer = run.answer();
        return answer == null || answer.review() == null
                ? Duration.ZERO
                : answer.review().waited();
    }

    private void releaseOrHold(RequestLog log) {
        var now = clock.instant();
        boolean pending = log.answerPending(now);
        synchronized (this) {
            if (pending) {
                pendingAnswers.add(log);
            } else {
                pendingAnswers.remove(log);
            }
        }
        var asked = log.askedAt();
        var run = log.answered(now);
        if (asked != null && run.isPresent() && log.firstRelease()) {
            answered.record(Duration.between(asked, now).minus(waitedForReviewers(run.get())));
        }
        log.changed();
    }
}
