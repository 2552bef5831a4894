package io.legalagent.cli;

import io.legalagent.contracts.ProgressEvent;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeMap;

/** The per-hop gaps of one run, from its publish time and its progress events. */
final class HopGaps {
    private HopGaps() {}

    /**
     * Events in hop order, one per hop number: a hop repeated after a failure (at-least-once) may
     * publish its event twice, and the first one is when the hop was first done. Each gap is the time
     * from the previous event's {@code at}, the first from {@code published}.
     */
    static List<HopGap> of(Instant published, Collection<ProgressEvent> events) {
        var byHop = new TreeMap<Integer, ProgressEvent>();
        for (var event : events) {
            byHop.merge(event.hop(), event, (a, b) -> a.at().isAfter(b.at()) ? b : a);
        }
        var gaps = new ArrayList<HopGap>(byHop.size());
        Instant previous = published;
        for (var event : byHop.values()) {
            gaps.add(new HopGap(event.hop(), event.node(), millisBetween(previous, event.at())));
            previous = event.at();
        }
        return gaps;
    }

    static double millisBetween(Instant from, Instant to) {
        return Duration.between(from, to).toNanos() / 1e6;
    }
}
