package io.legalagent.gateway;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.springframework.http.MediaType;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;
import tools.jackson.databind.json.JsonMapper;

/**
 * The open event streams. Each follows one request's log: the items after the client's last event id
 * first, then each new one as the reader adds it; after the answer the stream closes. Writes happen
 * on a small pool, never on the reader's thread, so a slow client slows only itself; idle streams get
 * a comment line every {@code legal.gateway.heartbeat}.
 */
final class EventStreams implements AutoCloseable {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final Clock clock;
    private final Duration timeout;
    private final ScheduledExecutorService pool;
    private final Set<Stream> open = ConcurrentHashMap.newKeySet();

    EventStreams(Clock clock, Duration timeout, Duration heartbeat) {
        this.clock = clock;
        this.timeout = timeout;
        this.pool = Executors.newScheduledThreadPool(4, runnable -> {
            var thread = new Thread(runnable, "gateway-event-streams");
            thread.setDaemon(true);
            return thread;
        });
        pool.scheduleAtFixedRate(this::heartbeat, heartbeat.toMillis(), heartbeat.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** A stream of {@code log} after event {@code lastId} (0 for all). */
    SseEmitter open(RequestLog log, long lastId) {
        var emitter = new SseEmitter(timeout.toMillis());
        var stream = new Stream(log, emitter, lastId);
        open.add(stream);
        emitter.onCompletion(stream::close);
        emitter.onTimeout(stream::close);
        emitter.onError(error -> stream.close());
        log.listen(stream.listener);
        pool.execute(stream::sendPending);
        return emitter;
    }

    int openStreams() {
        return open.size();
    }

    private void heartbeat() {
        open.forEach(stream -> pool.execute(stream::keepAlive));
    }

    @Override
    public void close() {
        open.forEach(stream -> stream.emitter.complete());
        pool.shutdownNow();
    }

    private final class Stream {
        final RequestLog log;
        final SseEmitter emitter;
        final Runnable listener = () -> pool.execute(this::sendPending);
        long lastId;
        boolean done;

        Stream(RequestLog log, SseEmitter emitter, long lastId) {
            this.log = log;
            this.emitter = emitter;
            this.lastId = lastId;
        }

        synchronized void sendPending() {
            if (done) {
                return;
            }
            try {
                for (var item : log.itemsAfter(lastId, clock.instant())) {
                    send(item);
                    lastId = item.id();
                    if (item.isAnswer()) {
                        close();
                        emitter.complete();
                        return;
                    }
                }
            } catch (IOException | IllegalStateException e) {
                // The client went away; the container completes the emitter.
                close();
            }
        }

        private void send(RequestLog.Item item) throws IOException {
            var event = SseEmitter.event().id(Long.toString(item.id()));
            if (item.isAnswer()) {
                event.name("answer")
                        .data(new String(item.answer(), StandardCharsets.UTF_8), MediaType.APPLICATION_JSON);
            } else {
                event.name("hop").data(JSON.writeValueAsString(item.hop()), MediaType.APPLICATION_JSON);
            }
            emitter.send(event);
        }

        synchronized void keepAlive() {
            if (done) {
                return;
            }
            try {
                emitter.send(SseEmitter.event().comment("keep-alive"));
            } catch (IOException | IllegalStateException e) {
                close();
            }
        }

        synchronized void close() {
            done = true;
            log.unlisten(listener);
            open.remove(this);
        }
    }
}
