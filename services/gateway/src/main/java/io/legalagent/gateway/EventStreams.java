package io.legalagent.gateway;

import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.springframework.http.MediaType;
import org.springframework.web.servlet.mvc.method.annotation.SseEmitter;

/**
 * The open event streams. Each follows one {@link Feed} (a question's log, some files' progress): the
 * events after the client's last event id first, then each new one as the reader adds it; after the
 * feed's last event the stream closes. Writes happen
 * on a small pool, never on the reader's thread, so a slow client slows only itself; idle streams get
 * a comment line every {@code legal.gateway.heartbeat}.
 */
final class EventStreams implements AutoCloseable {

    /** What a stream follows: numbered events, and a way to hear of new ones. */
    interface Feed {
        /** The events after {@code lastId}, in order. */
        List<Event> after(long lastId, Instant now);

        void listen(Runnable listener);

        void unlisten(Runnable listener);
    }

    /**
     * One server-sent event: its id, name and JSON data; {@code last} closes the stream once sent. An
     * event with {@link #NO_ID} is sent without one and leaves the client's last event id as it was.
     */
    record Event(long id, String name, String json, boolean last) {
        static final long NO_ID = -1;
    }

    /** How many streams may be open: per user, and in all. */
    record Caps(int perUser, int total) {}

    private final Clock clock;
    private final Caps caps;
    private final Duration timeout;
    private final ScheduledExecutorService pool;
    private final Set<Stream> open = ConcurrentHashMap.newKeySet();

    EventStreams(Clock clock, Caps caps, Duration timeout, Duration heartbeat) {
        this.clock = clock;
        this.caps = caps;
        this.timeout = timeout;
        this.pool = Executors.newScheduledThreadPool(4, runnable -> {
            var thread = new Thread(runnable, "gateway-event-streams");
            thread.setDaemon(true);
            return thread;
        });
        pool.scheduleAtFixedRate(this::heartbeat, heartbeat.toMillis(), heartbeat.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * A stream of {@code log} after event {@code lastId} (0 for all) for {@code user} (who the caps
     * count); a 429 problem when the user or the gateway has as many streams open as allowed.
     */
    SseEmitter open(String user, Feed log, long lastId) {
        var emitter = new SseEmitter(timeout.toMillis());
        var stream = new Stream(user, log, emitter, lastId);
        admit(stream);
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

    /** Throws the 429 problem that opening a stream for {@code user} would throw now. */
    synchronized void checkRoom(String user) {
        room(user);
    }

    private synchronized void admit(Stream stream) {
        room(stream.user);
        open.add(stream);
    }

    private void room(String user) {
        if (open.size() >= caps.total()) {
            throw Problems.tooManyStreams("the gateway has " + caps.total()
                    + " event streams open, as many as it serves" + " (legal.gateway.max-streams); try again shortly");
        }
        long mine = open.stream().filter(s -> s.user.equals(user)).count();
        if (mine >= caps.perUser()) {
            throw Problems.tooManyStreams("you have " + mine + " event streams open, as many as one user may"
                    + " (legal.gateway.streams-per-user); close one first");
        }
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
        final String user;
        final Feed log;
        final SseEmitter emitter;
        final Runnable listener = () -> pool.execute(this::sendPending);
        long lastId;
        boolean done;

        Stream(String user, Feed log, SseEmitter emitter, long lastId) {
            this.user = user;
            this.log = log;
            this.emitter = emitter;
            this.lastId = lastId;
        }

        synchronized void sendPending() {
            if (done) {
                return;
            }
            try {
                for (var event : log.after(lastId, clock.instant())) {
                    var sent = SseEmitter.event().name(event.name()).data(event.json(), MediaType.APPLICATION_JSON);
                    if (event.id() != Event.NO_ID) {
                        sent.id(Long.toString(event.id()));
                        lastId = event.id();
                    }
                    emitter.send(sent);
                    if (event.last()) {
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
