package io.legalagent.gateway;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.review.ReviewDecision;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;

/**
 * The gateway's view of {@code agent.review}, read from the start of the compacted topic: the latest
 * parked state of each run, by run id (a record without a value removes the run). Also the decisions
 * this gateway published itself, so that a second decision right after the first is refused before
 * the reviewer node's update arrives here.
 */
final class ReviewBoard implements Consumer<ConsumerRecord<String, byte[]>> {
    static final String TRACE_PARENT = "traceparent";

    private final Map<String, ParkedRun> runs = new ConcurrentHashMap<>();
    private final Map<String, ReviewDecision> published = new ConcurrentHashMap<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();

    @Override
    public void accept(ConsumerRecord<String, byte[]> record) {
        if (record.key() == null) {
            return;
        }
        if (record.value() == null) {
            runs.remove(record.key());
        } else {
            RunRecords.decode(record.value(), AgentState.class)
                    .filter(state -> state.runId().equals(record.key()))
                    .ifPresent(state -> {
                        runs.put(
                                state.runId(), new ParkedRun(state, KafkaHeaders.text(record.headers(), TRACE_PARENT)));
                        // Decided here now: what this gateway remembered of its own decision is no longer needed.
                        state.review().rounds().stream()
                                .filter(round -> !round.pending())
                                .forEach(round -> published.remove(round.id()));
                    });
        }
        listeners.forEach(Runnable::run);
    }

    Optional<ParkedRun> find(String runId) {
        return Optional.ofNullable(runs.get(runId));
    }

    /**
     * The runs waiting for a reviewer of {@code organisation}, the longest waiting first; not those
     * this gateway has published a decision on, which the reviewer node is about to resume.
     */
    List<ParkedRun> pending(String organisation) {
        return runs.values().stream()
                .filter(run -> run.standing() == ParkedRun.Standing.PENDING)
                .filter(run -> !published.containsKey(run.latest().orElseThrow().id()))
                .filter(run -> run.asker() != null && run.asker().organisation().equals(organisation))
                .sorted(Comparator.comparing(
                                (ParkedRun run) -> run.latest().orElseThrow().requestedAt())
                        .thenComparing(ParkedRun::runId))
                .toList();
    }

    /** The decision this gateway published on review {@code reviewId}, if any. */
    Optional<ReviewDecision> publishedOn(String reviewId) {
        return Optional.ofNullable(published.get(reviewId));
    }

    /**
     * Claims review {@code reviewId} for {@code decision}; false when this gateway published a decision
     * on it already (two people pressing approve at once: one wins here, the other gets 409).
     */
    boolean claim(ReviewDecision decision) {
        return published.putIfAbsent(decision.reviewId(), decision) == null;
    }

    /** Gives a claim back: the decision could not be published. */
    void release(ReviewDecision decision) {
        published.remove(decision.reviewId(), decision);
    }

    /** Called after each change, on the reader's thread. */
    void listen(Runnable listener) {
        listeners.add(listener);
    }
}
