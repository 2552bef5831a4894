package io.legalagent.gateway;

import io.legalagent.contracts.Answer;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An answer from QA memory names the run its research came from. That run belongs to whoever asked
 * it: a caller who may not read it is served the answer with the run's id replaced, so it cannot be
 * learnt from a colleague's cached answer. The copy then no longer matches its seal (its text
 * changed); the verification verifies the original, which the gateway keeps.
 */
final class SourceRuns {
    static final String HIDDEN = "(another asker's run)";
    private static final Pattern SOURCE_RUN = Pattern.compile("Research reused from QA memory: run ([0-9A-Za-z-]+)");

    private final RunIndex index;

    SourceRuns(RunIndex index) {
        this.index = index;
    }

    /** The answer's bytes as {@code caller} may see them. */
    byte[] shown(Caller caller, Answer answer, byte[] raw) {
        return sourceRun(answer)
                .filter(runId -> index.ownerOfRun(runId)
                        .map(owner -> !caller.mayRead(owner))
                        .orElse(true))
                .map(runId -> new String(raw, StandardCharsets.UTF_8)
                        .replace(runId, HIDDEN)
                        .getBytes(StandardCharsets.UTF_8))
                .orElse(raw);
    }

    /** A log's events as {@code caller} may see them: the answer event's data as {@link #shown}. */
    EventStreams.Feed shown(Caller caller, RequestLog log) {
        return new EventStreams.Feed() {
            @Override
            public List<EventStreams.Event> after(long lastId, Instant now) {
                var answer = log.answered(now);
                return log.after(lastId, now).stream()
                        .map(event -> event.name().equals("answer") && answer.isPresent()
                                ? new EventStreams.Event(
                                        event.id(),
                                        event.name(),
                                        new String(
                                                shown(
                                                        caller,
                                                        answer.get().answer(),
                                                        answer.get().raw()),
                                                StandardCharsets.UTF_8),
                                        event.last())
                                : event)
                        .toList();
            }

            @Override
            public void listen(Runnable listener) {
                log.listen(listener);
            }

            @Override
            public void unlisten(Runnable listener) {
                log.unlisten(listener);
            }
        };
    }

    private static Optional<String> sourceRun(Answer answer) {
        if (!answer.fromCache() || answer.answer() == null) {
            return Optional.empty();
        }
        var matcher = SOURCE_RUN.matcher(answer.answer());
        return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    }
}
