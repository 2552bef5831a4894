package io.legalagent.gateway;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Choice;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRound;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/** The review API's replies: the pending reviews of an organisation, and one paused run in full. */
final class ReviewViews {
    private ReviewViews() {}

    /** One review waiting for a decision, with what the reviewer needs to decide it. */
    @Schema(name = "PendingReview")
    record PendingReview(
            String runId,
            @Schema(description = "The run's request id in the pipeline") String requestId,
            @Schema(description = "The review to decide: <runId>/<n>") String reviewId,
            ReviewKind kind,
            Instant requestedAt,
            String question,
            @Schema(description = "The answer choices by letter; empty when not multiple choice")
                    Map<String, String> choices,
            @Schema(
                            types = {"string", "null"},
                            allowableValues = {"simple", "multi_hop"})
                    @Nullable
                    QueryType queryType,
            @Schema(description = "The plan shown: each step's question, in order") List<String> plan,
            @Schema(
                            types = {"string", "null"},
                            description = "ANSWER reviews: the research answer")
                    @Nullable
                    String answer,
            @Schema(
                            types = {"string", "null"},
                            description = "ANSWER reviews: the letter chosen, if any")
                    @Nullable
                    String mcAnswer,
            Owner asker) {}

    @Schema(name = "PendingReviews")
    record PendingReviews(
            @Schema(description = "How many reviews wait for the caller's organisation") int pending,
            @Schema(description = "The oldest first") List<PendingReview> reviews) {}

    /** One research step of the run as it stands. */
    @Schema(name = "ReviewedStep")
    record StepView(int id, String question, String status) {}

    /** One hop of the run's trail: the node, the route it chose, the topic that leads to. */
    @Schema(name = "TrailHop")
    record TrailHop(String node, String route, String topic) {}

    /** A paused (or resumed) run, as its last record on agent.review holds it. */
    @Schema(name = "ReviewedRun")
    record ReviewedRun(
            String runId,
            String requestId,
            String question,
            Map<String, String> choices,
            @Schema(types = {"string", "null"}) @Nullable QueryType queryType,
            Owner asker,
            @Schema(description = "PENDING, DECIDED or TIMED_OUT: where the latest review stands")
                    ParkedRun.Standing standing,
            @Schema(
                            types = {"string", "null"},
                            description = "The review waiting for a decision, if one is")
                    @Nullable
                    String pendingReviewId,
            @Schema(description = "The research plan as it stands") List<StepView> plan,
            @Schema(description = "The hops so far, in order") List<TrailHop> hops,
            @Schema(description = "Each review so far with its decision") List<ReviewRound> rounds,
            @Schema(types = {"string", "null"}) @Nullable String answer,
            @Schema(types = {"string", "null"}) @Nullable String mcAnswer) {}

    static PendingReview pending(ParkedRun run) {
        var state = run.state();
        var round = run.latest().orElseThrow();
        return new PendingReview(
                run.runId(),
                state.requestId(),
                round.id(),
                round.kind(),
                round.requestedAt(),
                state.question().text(),
                choices(state),
                round.queryType() != null ? round.queryType() : state.intake().queryType(),
                round.plan(),
                round.kind() == ReviewKind.ANSWER ? state.outcome().finalAnswer() : null,
                round.kind() == ReviewKind.ANSWER ? letter(state) : null,
                run.asker());
    }

    static ReviewedRun run(ParkedRun run) {
        var state = run.state();
        return new ReviewedRun(
                run.runId(),
                state.requestId(),
                state.question().text(),
                choices(state),
                state.intake().queryType(),
                run.asker(),
                run.standing(),
                state.review().pending().map(ReviewRound::id).orElse(null),
                state.research().plan().stream()
                        .map(step -> new StepView(
                                step.id(), step.question(), step.status().name()))
                        .toList(),
                state.telemetry().trail().stream()
                        .map(hop -> new TrailHop(hop.node(), hop.route(), hop.topic()))
                        .toList(),
                state.review().rounds(),
                state.outcome().finalAnswer(),
                letter(state));
    }

    private static Map<String, String> choices(AgentState state) {
        var choices = new LinkedHashMap<String, String>();
        for (Choice choice : state.question().choices()) {
            choices.put(choice.label(), choice.text());
        }
        return choices;
    }

    private static @Nullable String letter(AgentState state) {
        var selection = state.outcome().mcSelection();
        return selection == null ? null : selection.letter();
    }
}
