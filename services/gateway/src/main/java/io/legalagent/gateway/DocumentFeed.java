package io.legalagent.gateway;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import tools.jackson.databind.json.JsonMapper;

/**
 * The stream of some upload's files: each {@code progress} event of their requests; the stream ends
 * with the event that leaves every one of them at a last stage.
 */
final class DocumentFeed implements EventStreams.Feed {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final DocumentProgressLog log;
    private final Set<String> requestIds;

    DocumentFeed(DocumentProgressLog log, Set<String> requestIds) {
        this.log = log;
        this.requestIds = Set.copyOf(requestIds);
    }

    @Override
    public List<EventStreams.Event> after(long lastId, Instant now) {
        List<EventStreams.Event> events;
        boolean ended;
        synchronized (log) {
            events = new ArrayList<>(log.after(requestIds, lastId).stream()
                    .map(e -> new EventStreams.Event(
                            e.number(), "progress", JSON.writeValueAsString(e.progress()), false))
                    .toList());
            ended = log.ended(requestIds);
        }
        if (ended && !events.isEmpty()) {
            var end = events.remove(events.size() - 1);
            events.add(new EventStreams.Event(end.id(), end.name(), end.json(), true));
        }
        return events;
    }

    /** True when every file has ended and the client has seen it all. */
    boolean finishedFor(long lastId) {
        synchronized (log) {
            return log.ended(requestIds) && log.after(requestIds, lastId).isEmpty();
        }
    }

    @Override
    public void listen(Runnable listener) {
        log.listen(listener);
    }

    @Override
    public void unlisten(Runnable listener) {
        log.unlisten(listener);
    }
}
