package io.legalagent.gateway;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRound;
import io.legalagent.contracts.route.ReviewerRoute;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * The {@code review} events of a run's stream: after each hop of the reviewer node, one event that
 * says the run waits for a review (route PARKED) or has resumed (any other route), with the review's
 * id, kind and plan as agent.review holds them once this gateway has read the parked state. Like the
 * signature event it has no id: a reconnect resumes by the hops', and gets it again after its hop.
 */
final class ReviewEvents {

    /** What a {@code review} event says. */
    @Schema(
            name = "ReviewUpdate",
            description = "The run waits for a review (waiting) or resumed; the review as agent.review holds it",
            requiredProperties = {"runId", "waiting", "route", "plan"})
    record ReviewUpdate(
            String runId,
            boolean waiting,
            String route,
            @Nullable String reviewId,
            @Nullable ReviewKind kind,
            List<String> plan,
            @Nullable ReviewAction action,
            @Nullable Owner reviewer,
            @Nullable Instant decidedAt) {}

    private final ReviewBoard board;

    ReviewEvents(ReviewBoard board) {
        this.board = board;
    }

    /** {@code feed} with a review event after each of the reviewer's hops. */
    EventStreams.Feed around(EventStreams.Feed feed) {
        return new EventStreams.Feed() {
            @Override
            public List<EventStreams.Event> after(long lastId, Instant now) {
                var events = new ArrayList<EventStreams.Event>();
                for (var event : feed.after(lastId, now)) {
                    events.add(event);
                    if (event.name().equals("hop")) {
                        update(RunRecords.JSON.readTree(event.json()))
                                .map(update -> new EventStreams.Event(
                                        EventStreams.Event.NO_ID,
                                        "review",
                                        RunRecords.JSON.writeValueAsString(update),
                                        false))
                                .ifPresent(events::add);
                    }
                }
                return events;
            }

            @Override
            public void listen(Runnable listener) {
                feed.listen(listener);
            }

            @Override
            public void unlisten(Runnable listener) {
                feed.unlisten(listener);
            }
        };
    }

    /** The review event of a hop, when the hop is the reviewer's. */
    Optional<ReviewUpdate> update(JsonNode hop) {
        if (!NodeName.REVIEWER.id().equals(hop.path("node").asString())) {
            return Optional.empty();
        }
        var route = Arrays.stream(ReviewerRoute.values())
                .filter(known -> known.name().equals(hop.path("route").asString()))
                .findFirst();
        if (route.isEmpty()) {
            return Optional.empty();
        }
        String runId = hop.path("runId").asString();
        boolean waiting = route.get() == ReviewerRoute.PARKED;
        var run = board.find(runId);
        // Parked: the review waiting; resumed: the latest one decided.
        var round = run.flatMap(parked ->
                waiting ? parked.state().review().pending() : parked.latest().filter(latest -> !latest.pending()));
        return Optional.of(new ReviewUpdate(
                runId,
                waiting,
                route.get().name(),
                round.map(ReviewRound::id).orElse(null),
                round.map(ReviewRound::kind).orElse(null),
                round.map(ReviewRound::plan).orElse(List.of()),
                round.map(ReviewRound::decision).map(d -> d.action()).orElse(null),
                round.map(ReviewRound::decision).map(d -> d.reviewer()).orElse(null),
                round.map(ReviewRound::decision).map(d -> d.decidedAt()).orElse(null)));
    }
}
