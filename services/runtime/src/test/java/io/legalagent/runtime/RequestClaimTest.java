package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topics;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** A claim knows the record that made it, by topic, partition and offset: both question topics share a ledger. */
class RequestClaimTest {
    private static final Instant AT = Instant.parse("2026-03-01T09:00:00Z");

    @Test
    void aClaimIsMadeByItsOwnRecordOnly() {
        var claim = new RequestClaim("r", "run", AT, 2, 40, Topics.GATEWAY_QUESTIONS);

        assertThat(claim.madeBy(Topics.GATEWAY_QUESTIONS, 2, 40)).isTrue();
        assertThat(claim.madeBy(Topics.QUESTIONS, 2, 40)).isFalse();
        assertThat(claim.madeBy(Topics.GATEWAY_QUESTIONS, 2, 41)).isFalse();
        assertThat(claim.madeBy(Topics.GATEWAY_QUESTIONS, 3, 40)).isFalse();
    }

    @Test
    void aClaimWrittenBeforeTopicsWereRecordedCameFromLegalQuestions() {
        var old = new RequestClaim("r", "run", AT, 2, 40, null);

        assertThat(old.madeBy(Topics.QUESTIONS, 2, 40)).isTrue();
        assertThat(old.madeBy(Topics.GATEWAY_QUESTIONS, 2, 40)).isFalse();
        assertThat(new RequestClaim("r", "run", AT, 2, 40).topic()).isEqualTo(Topics.QUESTIONS);
    }
}
