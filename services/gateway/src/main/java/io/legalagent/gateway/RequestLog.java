package io.legalagent.gateway;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.ProgressEvent;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the gateway knows of one request id: when it was asked here, and each run under the id with
 * its progress events and answer. Normally one run; a second question under a used id is a run of
 * its own that the guard rejects as a duplicate, and the stream follows the run that claimed the id.
 *
 * <p>Stream items are numbered: hop n is item n, the answer is item (hops of its path) + 1. The
 * answer is released once every hop of its path has been seen, or after a short grace (the last
 * progress event and the answer commit together but sit on different partitions).
 */
final class RequestLog implements EventStreams.Feed {
    static final Duration ANSWER_GRACE = Duration.ofSeconds(2);
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** One item of the stream: a hop, or the answer (the bytes as published). */
    record Item(long id, @Nullable HopView hop, byte @Nullable [] answer) {
        boolean isAnswer() {
            return answer != null;
        }
    }

    private final String requestId;
    private final Map<String, Run> runs = new LinkedHashMap<>();
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private @Nullable Instant askedAt;
    private @Nullable String traceId;
    private @Nullable Owner askedBy;
    private @Nullable Owner seenOwner;
    private @Nullable String localId;
    private @Nullable String question;
    private boolean released;

    RequestLog(String requestId) {
        this.requestId = requestId;
    }

    String requestId() {
        return requestId;
    }

    synchronized void asked(Instant at, @Nullable String trace) {
        askedAt = at;
        traceId = trace;
    }

    /** Who asked, as this gateway published it, under which id of theirs, and what. */
    synchronized void askedBy(Owner owner, String theirId, @Nullable String text) {
        askedBy = owner;
        localId = theirId;
        question = text;
    }

    /**
     * Whose run this is: the owner its answer or progress events carry, or before either, the one this
     * gateway recorded when it published; null when nothing says (a run from before owners).
     */
    synchronized @Nullable Owner owner() {
        return seenOwner != null ? seenOwner : askedBy;
    }

    /** The request id as its asker named it, where this gateway published it; else null. */
    synchronized @Nullable String localId() {
        return localId;
    }

    /** The question, from this gateway's publish or the answer; null before either. */
    synchronized @Nullable String question() {
        if (question != null) {
            return question;
        }
        return primary().map(run -> run.answer).map(Answer::question).orElse(null);
    }

    /** The run's status: its answer's, else its last hop's; null before any. */
    synchronized @Nullable String status() {
        var run = primary();
        if (run.isEmpty()) {
            return null;
        }
        if (run.get().answer != null) {
            return run.get().answer.status().name();
        }
        return run.get().events.isEmpty()
                ? null
                : run.get().events.lastEntry().getValue().status().name();
    }

    /** When it was asked here, or when its run started; null before either. */
    synchronized @Nullable Instant startedAt() {
        if (askedAt != null) {
            return askedAt;
        }
        return primary().map(Run::start).filter(at -> !at.equals(Instant.MAX)).orElse(null);
    }

    synchronized boolean hasRun(String runId) {
        return runs.containsKey(runId);
    }

    /** Notes the owner a record of the run carries. */
    synchronized void seen(@Nullable Owner owner) {
        if (owner != null) {
            seenOwner = owner;
        }
    }

    synchronized @Nullable Instant askedAt() {
        return askedAt;
    }

    synchronized @Nullable String traceId() {
        return traceId;
    }

    /** True when this gateway asked it or any run under the id was seen. */
    synchronized boolean used() {
        return askedAt != null || !runs.isEmpty();
    }

    /** Records a hop; true when it is the first hop seen for the request. */
    synchronized boolean progress(ProgressEvent event) {
        boolean first = runs.isEmpty();
        runs.computeIfAbsent(event.runId(), Run::new).events.put(event.hop(), event);
        return first;
    }

    synchronized void answer(Answer answer, byte[] raw, Instant seen) {
        var run = runs.computeIfAbsent(answer.runId(), Run::new);
        run.answer = answer;
        run.raw = raw;
        run.answerSeen = seen;
    }

    /** The answer of the run that claimed the id, once released. */
    synchronized Optional<Run> answered(Instant now) {
        return primary().filter(run -> run.released(now));
    }

    /** True when an answer was seen but is held back for its last progress events. */
    synchronized boolean answerPending(Instant now) {
        return primary().filter(run -> run.answer != null && !run.released(now)).isPresent();
    }

    /** The stream's items after {@code lastId}, in order; the answer last, once released. */
    synchronized List<Item> itemsAfter(long lastId, Instant now) {
        var items = new ArrayList<Item>();
        var run = primary();
        if (run.isEmpty()) {
            return items;
        }
        var since = askedAt != null ? askedAt : run.get().start();
        run.get().events.tailMap((int) Math.min(Integer.MAX_VALUE, lastId), false).values().stream()
                .map(event -> new Item(event.hop(), HopView.of(event, since), null))
                .forEach(items::add);
        if (run.get().released(now) && run.get().answerId() > lastId) {
            items.add(new Item(run.get().answerId(), null, run.get().raw));
        }
        return items;
    }

    /** The stream's events after {@code lastId}: a {@code hop} per hop, then the {@code answer}, which is last. */
    @Override
    public List<EventStreams.Event> after(long lastId, Instant now) {
        return itemsAfter(lastId, now).stream()
                .map(item -> item.isAnswer()
                        ? new EventStreams.Event(
                                item.id(), "answer", new String(item.answer(), StandardCharsets.UTF_8), true)
                        : new EventStreams.Event(item.id(), "hop", JSON.writeValueAsString(item.hop()), false))
                .toList();
    }

    /** True the first time it is called once the answer is released: the answer is timed once. */
    synchronized boolean firstRelease() {
        boolean first = !released;
        released = true;
        return first;
    }

    /** The id of the answer item once the answer is released, else empty. */
    synchronized Optional<Long> answerId(Instant now) {
        return answered(now).map(Run::answerId);
    }

    @Override
    public void listen(Runnable listener) {
        listeners.add(listener);
    }

    @Override
    public void unlisten(Runnable listener) {
        listeners.remove(listener);
    }

    void changed() {
        listeners.forEach(Runnable::run);
    }

    /**
     * The run that claimed the request id: of the runs not rejected as duplicates, the one whose first
     * hop came first.
     */
    private Optional<Run> primary() {
        return runs.values().stream()
                .filter(run -> !run.duplicate())
                .min(Comparator.comparing(Run::start).thenComparing(run -> run.runId));
    }

    /** One run under the request id. */
    static final class Run {
        final String runId;
        final TreeMap<Integer, ProgressEvent> events = new TreeMap<>();

        @Nullable
        Answer answer;

        byte @Nullable [] raw;

        @Nullable
        Instant answerSeen;

        Run(String runId) {
            this.runId = runId;
        }

        Instant start() {
            if (!events.isEmpty()) {
                return events.firstEntry().getValue().at();
            }
            return answer != null && answer.createdAt() != null ? answer.createdAt() : Instant.MAX;
        }

        boolean duplicate() {
            return answer != null && answer.errorKind() == ErrorKind.DUPLICATE_REQUEST;
        }

        boolean released(Instant now) {
            return answer != null
                    && (events.size() >= answer.path().size() || !now.isBefore(answerSeen.plus(ANSWER_GRACE)));
        }

        long answerId() {
            return answer.path().size() + 1L;
        }

        byte[] raw() {
            return raw;
        }

        Answer answer() {
            return answer;
        }
    }
}
