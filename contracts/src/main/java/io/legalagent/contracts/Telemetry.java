package io.legalagent.contracts;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import jakarta.validation.constraints.Min;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** What a run cost and where it went: metrics, hop count, the trail of visits, the last update. */
@JsonClassDescription("What the run cost and where it went.")
public record Telemetry(
        RunMetrics metrics,
        @JsonPropertyDescription("Node visits so far; equals the length of trail.") @Min(0) int hops,
        List<Hop> trail,
        @Nullable Instant updatedAt) {

    public Telemetry {
        metrics = metrics == null ? RunMetrics.EMPTY : metrics;
        trail = trail == null ? List.of() : List.copyOf(trail);
    }

    static Telemetry startingAt(Instant now) {
        return new Telemetry(RunMetrics.EMPTY, 0, List.of(), now);
    }

    Telemetry withMetrics(RunMetrics newMetrics) {
        return new Telemetry(newMetrics, hops, trail, updatedAt);
    }

    Telemetry afterHop(Hop hop, long nodeMillis, Instant now) {
        var newTrail = new ArrayList<>(trail);
        newTrail.add(hop);
        return new Telemetry(metrics.visited(hop.node(), nodeMillis), hops + 1, newTrail, now);
    }
}
