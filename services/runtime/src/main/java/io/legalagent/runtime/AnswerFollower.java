package io.legalagent.runtime;

import io.legalagent.contracts.Answer;

/**
 * A service's reader of the signed answers on {@code legal.answers}, in a consumer group of its own:
 * the runtime runs one container per follower bean ({@link AnswerFollowing}). Delivery is at least
 * once (the offset is committed after {@link #accept} returns), so {@code accept} must be idempotent;
 * a throw retries the answer a few times, then it is logged and skipped.
 */
public interface AnswerFollower {
    /** The consumer group it reads {@code legal.answers} with (granted to its identity in the AccessTable). */
    String group();

    /** Handles one published answer, as part of its run (CurrentRun: its run, library and organisation). */
    void accept(Answer answer);
}
