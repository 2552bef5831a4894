package io.legalagent.reviewer;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.runtime.EnvelopeCodec;
import io.legalagent.runtime.ParkedRun;
import io.legalagent.runtime.ParkedRuns;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.kafka.core.KafkaTemplate;

/**
 * Every {@code legal.review.sweep}, looks through the parked runs whose decisions this instance
 * takes for reviews past their timeout, and publishes a timeout decision for each on
 * legal.decisions. No timer or thread per run: one sweep, over the view. A decision it published is
 * not published again by this process; one published again after a restart is refused as closed.
 */
final class TimeoutSweep implements SmartLifecycle {
    private static final Logger log = LoggerFactory.getLogger(TimeoutSweep.class);

    private final ParkedRuns view;
    private final EnvelopeCodec codec;
    private final KafkaTemplate<String, byte[]> template;
    private final Timeouts timeouts;
    private final ReviewMetrics metrics;
    private final Clock clock;
    private final Duration every;
    private final Set<String> published = ConcurrentHashMap.newKeySet();
    private ScheduledExecutorService scheduler;

    TimeoutSweep(
            ParkedRuns view,
            EnvelopeCodec codec,
            KafkaTemplate<String, byte[]> template,
            Timeouts timeouts,
            ReviewMetrics metrics,
            Clock clock,
            Duration every) {
        this.view = view;
        this.codec = codec;
        this.template = template;
        this.timeouts = timeouts;
        this.metrics = metrics;
        this.clock = clock;
        this.every = every;
    }

    /** One sweep: publishes the decisions of overdue reviews; returns how many reviews wait. */
    int sweep() {
        int pending = 0;
        for (var run : view.owned()) {
            var state = stateOf(run);
            if (state.isEmpty() || state.get().review().pending().isEmpty()) {
                continue;
            }
            pending++;
            var overdue = timeouts.overdue(state.get(), clock.instant());
            if (overdue.isPresent() && published.add(overdue.get().reviewId())) {
                publish(overdue.get());
            }
        }
        metrics.pending(pending);
        return pending;
    }

    private void publish(ReviewDecision decision) {
        var record = new ProducerRecord<>(Topics.DECISIONS, decision.runId(), codec.encode(decision));
        if (template.isTransactional()) {
            template.executeInTransaction(t -> t.send(record));
        } else {
            template.send(record).join();
        }
        log.info("review {} timed out: {}", decision.reviewId(), decision.note());
    }

    private Optional<AgentState> stateOf(ParkedRun run) {
        try {
            return Optional.of(codec.decode(run.value(), AgentState.class));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private void sweepQuietly() {
        try {
            sweep();
        } catch (RuntimeException e) {
            // The next sweep tries again; a broker away for a while only delays timeouts.
            log.warn("the review sweep failed: {}", e.getMessage());
        }
    }

    @Override
    public synchronized void start() {
        scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            var thread = new Thread(r, "review-sweep");
            thread.setDaemon(true);
            return thread;
        });
        scheduler.scheduleWithFixedDelay(this::sweepQuietly, every.toMillis(), every.toMillis(), TimeUnit.MILLISECONDS);
    }

    @Override
    public synchronized void stop() {
        if (scheduler != null) {
            scheduler.shutdownNow();
            scheduler = null;
        }
    }

    @Override
    public synchronized boolean isRunning() {
        return scheduler != null;
    }
}
