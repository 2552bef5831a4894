package io.legalagent.gateway;

import io.legalagent.contracts.DocumentProgress;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.jspecify.annotations.Nullable;

/**
 * The files' progress the gateway has read from {@code legal.document-progress}, by request id: the
 * most recent {@code legal.gateway.max-requests} requests. Each event is numbered in the order this
 * gateway read it; a stream's event ids are these numbers, so a reconnect resumes on the same replica.
 */
final class DocumentProgressLog implements Consumer<ConsumerRecord<String, byte[]>> {
    /** One event and its number. */
    record Numbered(long number, DocumentProgress progress) {}

    private final Map<String, List<Numbered>> requests;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private long last;

    DocumentProgressLog(int maxRequests) {
        this.requests = new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, List<Numbered>> eldest) {
                return size() > maxRequests;
            }
        };
    }

    @Override
    public void accept(ConsumerRecord<String, byte[]> record) {
        RunRecords.decode(record.value(), DocumentProgress.class).ifPresent(progress -> add(progress, record.key()));
    }

    void add(DocumentProgress progress, @Nullable String key) {
        String requestId = key != null ? key : progress.requestId();
        if (requestId == null || progress.stage() == null) {
            return;
        }
        synchronized (this) {
            requests.computeIfAbsent(requestId, id -> new ArrayList<>()).add(new Numbered(++last, progress));
        }
        listeners.forEach(Runnable::run);
    }

    /** The events of these requests numbered after {@code after}, in order. */
    synchronized List<Numbered> after(Collection<String> requestIds, long after) {
        return requestIds.stream()
                .flatMap(id -> requests.getOrDefault(id, List.of()).stream())
                .filter(event -> event.number() > after)
                .sorted(Comparator.comparingLong(Numbered::number))
                .toList();
    }

    /** True when each of these requests has reached a last stage (added, failed, ...). */
    synchronized boolean ended(Collection<String> requestIds) {
        return requestIds.stream().allMatch(id -> {
            var events = requests.get(id);
            return events != null
                    && events.stream().anyMatch(e -> e.progress().stage().last());
        });
    }

    void listen(Runnable listener) {
        listeners.add(listener);
    }

    void unlisten(Runnable listener) {
        listeners.remove(listener);
    }
}
