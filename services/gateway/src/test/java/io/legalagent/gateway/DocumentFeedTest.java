package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.DocumentProgress;
import io.legalagent.contracts.DocumentProgress.Stage;
import java.time.Instant;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The files' stream: their events in reading order, closed by the one that ends the last file. */
class DocumentFeedTest {
    private static final String ID = "ab".repeat(32);
    private final DocumentProgressLog log = new DocumentProgressLog(100);

    @Test
    void theStreamEndsWithTheEventThatEndsItsLastFile() {
        var feed = new DocumentFeed(log, Set.of("a", "b"));
        log.add(progress("a", "one.pdf", ID, Stage.RECEIVED), "a");
        log.add(progress("x", "other.pdf", null, Stage.RECEIVED), "x");
        log.add(progress("a", "one.pdf", ID, Stage.ADDED), "a");

        var first = feed.after(0, Instant.now());
        assertThat(first).extracting(EventStreams.Event::id).containsExactly(1L, 3L);
        assertThat(first).noneMatch(EventStreams.Event::last);
        assertThat(feed.finishedFor(3)).as("b has not ended").isFalse();

        log.add(progress("b", "two.pdf", null, Stage.FAILED), "b");
        var rest = feed.after(3, Instant.now());
        assertThat(rest).singleElement().satisfies(event -> {
            assertThat(event.last()).isTrue();
            assertThat(event.name()).isEqualTo("progress");
            assertThat(event.json()).contains("\"stage\":\"FAILED\"");
        });
        assertThat(feed.finishedFor(4)).isTrue();
        assertThat(feed.finishedFor(3))
                .as("the client has not had the last event yet")
                .isFalse();
    }

    private static DocumentProgress progress(String requestId, String file, String documentId, Stage stage) {
        return new DocumentProgress(
                requestId, "firm", file, documentId, stage, "PDF", 9, 9, 3, null, Instant.now(), null);
    }
}
