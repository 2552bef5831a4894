package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.web.ErrorResponseException;

/** Event streams are capped per user and in all; over a cap the answer is 429. */
class EventStreamsCapsTest {
    /** A feed that never ends, so its streams stay open. */
    private static final EventStreams.Feed ENDLESS = new EventStreams.Feed() {
        @Override
        public List<EventStreams.Event> after(long lastId, Instant now) {
            return List.of();
        }

        @Override
        public void listen(Runnable listener) {}

        @Override
        public void unlisten(Runnable listener) {}
    };

    private static EventStreams streams(int perUser, int total) {
        return new EventStreams(
                Clock.systemUTC(), new EventStreams.Caps(perUser, total), Duration.ofMinutes(1), Duration.ofMinutes(1));
    }

    @Test
    void oneUserMayOpenOnlyTheirShare() {
        try (var streams = streams(2, 10)) {
            streams.open("firm-a/alice", ENDLESS, 0);
            streams.open("firm-a/alice", ENDLESS, 0);
            assertThatThrownBy(() -> streams.open("firm-a/alice", ENDLESS, 0))
                    .isInstanceOfSatisfying(
                            ErrorResponseException.class,
                            e -> assertThat(e.getStatusCode().value()).isEqualTo(429));
            streams.open("firm-a/bob", ENDLESS, 0);
            assertThat(streams.openStreams()).isEqualTo(3);
        }
    }

    @Test
    void theGatewayOpensNoMoreThanItsTotal() {
        try (var streams = streams(5, 2)) {
            streams.open("firm-a/alice", ENDLESS, 0);
            streams.open("firm-a/bob", ENDLESS, 0);
            assertThatThrownBy(() -> streams.checkRoom("firm-a/carol"))
                    .isInstanceOfSatisfying(
                            ErrorResponseException.class,
                            e -> assertThat(e.getStatusCode().value()).isEqualTo(429));
        }
    }
}
