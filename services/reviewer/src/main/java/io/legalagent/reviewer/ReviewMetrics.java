package io.legalagent.reviewer;

import io.legalagent.runtime.ParkedRuns;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The reviewer's figures: {@code legal.review.pending} (reviews waiting whose decisions this
 * instance takes, as of the last sweep), {@code legal.review.parked} and {@code
 * legal.review.parked.bytes} (runs and bytes the view of agent.review holds), and {@code
 * legal.review.decisions} by outcome (approved, edited, more, rejected, timed-out, refused).
 */
final class ReviewMetrics {
    static final String PENDING = "legal.review.pending";
    static final String PARKED = "legal.review.parked";
    static final String PARKED_BYTES = "legal.review.parked.bytes";
    static final String DECISIONS = "legal.review.decisions";

    private final MeterRegistry registry;
    private final AtomicInteger pending = new AtomicInteger();

    /** @param view the view, asked for on each reading (it is made after the resumer, which counts here) */
    ReviewMetrics(MeterRegistry registry, Supplier<ParkedRuns> view) {
        this.registry = registry;
        Gauge.builder(PENDING, pending, AtomicInteger::get)
                .description("Reviews waiting for a decision that this instance takes, as of the last sweep")
                .register(registry);
        Gauge.builder(PARKED, () -> view.get().size())
                .description("Runs the view of agent.review holds, pending or decided")
                .register(registry);
        Gauge.builder(PARKED_BYTES, () -> view.get().bytes())
                .description("Bytes of records the view of agent.review holds")
                .baseUnit("bytes")
                .register(registry);
    }

    void pending(int count) {
        pending.set(count);
    }

    void decided(String outcome) {
        Counter.builder(DECISIONS)
                .description("Decisions on reviews, by what they did")
                .tag("outcome", outcome)
                .register(registry)
                .increment();
    }
}
