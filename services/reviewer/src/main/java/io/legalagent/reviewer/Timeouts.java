package io.legalagent.reviewer;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.SchemaVersion;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.runtime.ReviewSettings;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * The decision a review left past {@code legal.review.timeout} gets: {@code
 * legal.review.on-timeout}'s action, made by no one, saying no reviewer decided in time. It goes
 * through legal.decisions like a person's, so whichever comes first wins and the other is refused.
 */
final class Timeouts {
    private final ReviewSettings settings;

    Timeouts(ReviewSettings settings) {
        this.settings = settings;
    }

    /** The timeout decision of the run's pending review, when it has waited past the timeout. */
    Optional<ReviewDecision> overdue(AgentState state, Instant now) {
        return state.review()
                .pending()
                .filter(round -> !round.requestedAt().plus(settings.timeout()).isAfter(now))
                .map(round -> new ReviewDecision(
                        SchemaVersion.CURRENT,
                        UUID.randomUUID().toString(),
                        state.runId(),
                        round.id(),
                        settings.onTimeout() == ReviewSettings.OnTimeout.APPROVE
                                ? ReviewAction.APPROVE
                                : ReviewAction.REJECT,
                        null,
                        null,
                        null,
                        "no reviewer decided within " + text(settings.timeout()),
                        null,
                        now,
                        true));
    }

    /** 72h, 5m, 30s or 500ms: as the setting is usually written. */
    static String text(Duration duration) {
        if (duration.toMillis() % 1000 != 0) {
            return duration.toMillis() + "ms";
        }
        long seconds = duration.toSeconds();
        if (seconds % 3600 == 0) {
            return seconds / 3600 + "h";
        }
        return seconds % 60 == 0 ? seconds / 60 + "m" : seconds + "s";
    }
}
