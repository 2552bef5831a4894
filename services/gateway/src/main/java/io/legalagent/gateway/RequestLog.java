package io.legalagent.gateway;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.replay.SignatureTrust;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.json.JsonMapper;

/**
 * What the gateway knows of one request id: when it was asked here, and each run under the id with
 * its progress events and answer. Normally one run; a second question under a used id is a run of
 * its own that the guard rejects as a duplicate. Which run is shown is {@code shown()}'s rule: the
 * run a verified answer names, else the request's only run, else none.
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
    private @Nullable String localId;
    private @Nullable String question;
    private boolean released;
    private long answersRead;

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
     * Whose run this is: the owner its verified answer carries; else the one this gateway recorded when
     * it published; else the one the shown run's records carry. Null when nothing says (a run from
     * before owners, or two runs under the id and no verified answer yet).
     */
    synchronized @Nullable Owner owner() {
        var run = shown();
        if (run.isPresent() && run.get().vouchedFor(requestId) && run.get().answerOwner != null) {
            return run.get().answerOwner;
        }
        if (askedBy != null) {
            return askedBy;
        }
        return run.map(Run::owner).orElse(null);
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
        return shown().map(run -> run.answer).map(Answer::question).orElse(null);
    }

    /** The run's status: its answer's, else its last hop's; null before any. */
    synchronized @Nullable String status() {
        var run = shown();
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
        return shown().map(Run::start).filter(at -> !at.equals(Instant.MAX)).orElse(null);
    }

    /** True when {@code runId} is the run shown for this request id. */
    synchronized boolean hasRun(String runId) {
        return shown().filter(run -> run.runId.equals(runId)).isPresent();
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

    /** Records a hop and the owner it carries; true when it is the first hop seen for the request. */
    synchronized boolean progress(ProgressEvent event, @Nullable Owner owner) {
        boolean first = runs.isEmpty();
        var run = runs.computeIfAbsent(event.runId(), Run::new);
        run.events.put(event.hop(), event);
        if (owner != null) {
            run.progressOwner = owner;
        }
        return first;
    }

    /** Records an answer, the owner it carries and what checking its signature found. */
    synchronized void answer(
            Answer answer, byte[] raw, Instant seen, SignatureTrust.Verdict signature, @Nullable Owner owner) {
        var run = runs.computeIfAbsent(answer.runId(), Run::new);
        run.answer = answer;
        run.raw = raw;
        run.answerSeen = seen;
        run.signature = signature;
        run.answerOwner = owner;
        run.answerOrder = ++answersRead;
    }

    /** The answer of the run that claimed the id, once released. */
    synchronized Optional<Run> answered(Instant now) {
        return shown().filter(run -> run.released(now));
    }

    /** True when an answer was seen but is held back for its last progress events. */
    synchronized boolean answerPending(Instant now) {
        return shown().filter(run -> run.answer != null && !run.released(now)).isPresent();
    }

    /** The stream's items after {@code lastId}, in order; the answer last, once released. */
    synchronized List<Item> itemsAfter(long lastId, Instant now) {
        var items = new ArrayList<Item>();
        var run = shown();
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

    /**
     * The stream's events after {@code lastId}: a {@code hop} per hop, then the {@code signature} (what
     * checking the answer's signature found; no event id, so a reconnect resumes by the hops') and the
     * {@code answer}, which is last.
     */
    @Override
    public List<EventStreams.Event> after(long lastId, Instant now) {
        var events = new ArrayList<EventStreams.Event>();
        for (var item : itemsAfter(lastId, now)) {
            if (item.isAnswer()) {
                events.add(new EventStreams.Event(
                        EventStreams.Event.NO_ID, "signature", JSON.writeValueAsString(signature()), false));
                events.add(new EventStreams.Event(
                        item.id(), "answer", new String(item.answer(), StandardCharsets.UTF_8), true));
            } else {
                events.add(new EventStreams.Event(item.id(), "hop", JSON.writeValueAsString(item.hop()), false));
            }
        }
        return events;
    }

    /** What checking the shown answer's signature found; not checked before there is one. */
    synchronized SignatureTrust.Verdict signature() {
        return shown().map(run -> run.signature)
                .orElse(new SignatureTrust.Verdict(SignatureTrust.Status.NOT_CHECKED, "no answer yet"));
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
     * The run shown for the request id. Progress events are unsigned and any node may write them, so
     * they never choose between runs: an answer whose signature verifies with the published key names
     * the run (the first such answer read that is not a duplicate's rejection, in the order of its
     * partition, the same on every replica). Before one, the request's only run not rejected as a
     * duplicate is shown; with two or more, none is until a verified answer names one.
     */
    private Optional<Run> shown() {
        var named = runs.values().stream()
                .filter(run -> run.vouchedFor(requestId))
                .min(Comparator.comparingLong(run -> run.answerOrder));
        if (named.isPresent()) {
            return named;
        }
        var open =
                runs.values().stream().filter(run -> !run.duplicate()).limit(2).toList();
        return open.size() == 1 ? Optional.of(open.get(0)) : Optional.empty();
    }
}
