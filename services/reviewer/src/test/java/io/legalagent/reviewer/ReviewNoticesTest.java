package io.legalagent.reviewer;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Hop;
import io.legalagent.contracts.Topics;
import io.legalagent.contracts.review.ReviewEvent;
import io.legalagent.contracts.review.ReviewKind;
import io.opentelemetry.sdk.trace.ReadableSpan;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import org.junit.jupiter.api.Test;

class ReviewNoticesTest {
    private final ReviewNotices notices = new ReviewNotices();

    @Test
    void aParkingHopOwesAPendingEventAndMarksItsSpan() {
        var parked = Parked.parked(Parked.planAsked("run-1"));
        var hop = new Hop("reviewer", "PARKED", Topics.REVIEW);
        try (var tracing = SdkTracerProvider.builder().build()) {
            var span = tracing.get("test").spanBuilder("reviewer process").startSpan();
            java.util.List<io.legalagent.runtime.Notice> owed;
            try (var ignored = span.makeCurrent()) {
                owed = notices.of(hop, parked);
            }
            span.end();

            assertThat(((ReadableSpan) span).toSpanData().getEvents())
                    .extracting(e -> e.getName())
                    .containsExactly(ReviewNotices.PARKED_EVENT);
            assertThat(owed).singleElement().satisfies(notice -> {
                assertThat(notice.topic()).isEqualTo(Topics.REVIEWS);
                assertThat(notice.key()).isEqualTo("run-1");
                var event = (ReviewEvent) notice.message();
                assertThat(event.type()).isEqualTo(ReviewEvent.Type.PENDING);
                assertThat(event.reviewId()).isEqualTo("run-1/1");
                assertThat(event.kind()).isEqualTo(ReviewKind.PLAN);
                assertThat(event.requestId()).isEqualTo("request-run-1");
                assertThat(event.asker()).isEqualTo(Parked.ASKER);
                assertThat(event.at()).isEqualTo(Parked.NOW);
            });
        }
    }

    @Test
    void otherHopsOweNothing() {
        var parked = Parked.parked(Parked.planAsked("run-2"));

        assertThat(notices.of(new Hop("reviewer", "PLAN_APPROVED", Topics.EXECUTOR), parked))
                .isEmpty();
        assertThat(notices.of(new Hop("planner", "REVIEW_PLAN", Topics.REVIEWER), parked))
                .isEmpty();
    }
}
