package io.legalagent.runtime;

import io.legalagent.contracts.review.ReviewRequest;
import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * When runs pause for a person, {@code legal.review.*} (docs/review.md). Every node binds the same
 * record; each reads what concerns it.
 *
 * @param plan the guard: every question pauses for plan review, whatever it asks
 * @param answer the guard: every question pauses for answer review, whatever it asks
 * @param replans the replanner: steps it adds to a run that asked for plan review pause for review
 *     too (off: they run without another review)
 * @param timeout the reviewer: how long a review may wait for a decision
 * @param onTimeout the reviewer: what a review left past its timeout becomes, {@code reject} (the
 *     run is published DECLINED, saying no one decided) or {@code approve}
 * @param sweep the reviewer: how often it looks for reviews past their timeout
 */
@ConfigurationProperties("legal.review")
public record ReviewSettings(
        @DefaultValue("false") boolean plan,
        @DefaultValue("false") boolean answer,
        @DefaultValue("false") boolean replans,
        @DefaultValue("72h") Duration timeout,
        @DefaultValue("reject") OnTimeout onTimeout,
        @DefaultValue("1m") Duration sweep) {

    /** What a review that no one decided in time becomes. */
    public enum OnTimeout {
        REJECT,
        APPROVE
    }

    /** The reviews every question gets, on top of those it asks for. */
    public ReviewRequest defaults() {
        return new ReviewRequest(plan, answer);
    }
}
