package io.legalagent.cli;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ProgressEvent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** One question a benchmark published, and what came back for it so far. */
final class Observed {
    final String requestId;
    final Instant published;
    final List<ProgressEvent> events = new ArrayList<>();
    Answer answer;
    /** The answer's bytes exactly as published on legal.answers. */
    byte[] raw;

    Instant answerSeen;

    /** Why the broker did not take the question, null while it has (or may yet); set by the producer's thread. */
    volatile String publishError;

    Observed(String requestId, Instant published) {
        this.requestId = requestId;
        this.published = published;
    }

    boolean answered() {
        return answer != null;
    }

    RunSample sample() {
        return RunSample.of(requestId, published, events, answer, answerSeen);
    }
}
