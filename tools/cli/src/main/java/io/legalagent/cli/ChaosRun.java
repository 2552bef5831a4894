package io.legalagent.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * What the publishing half of {@code bench chaos} saw, saved for its report: the questions it
 * published (times in epoch milliseconds), whether the broker took each one, and how far each run
 * was seen to get on {@code legal.progress}.
 *
 * @param batch the prefix of every request id of the run
 * @param deadlineSeconds an answer later than this after its question counts as stuck
 */
record ChaosRun(String batch, String source, double ratePerSecond, long deadlineSeconds, List<Asked> questions) {
    ChaosRun {
        questions = List.copyOf(questions);
    }

    /**
     * One question.
     *
     * @param publishError why the broker did not take it, null when it did
     * @param progressEvents progress events of its run seen while publishing and collecting
     * @param lastHop the last of them, e.g. "executor EXECUTED (hop 4)", null without any
     * @param hops each of them: the node and when it ran the hop (null in a run saved before)
     * @param answeredAtMs when its answer was seen, null without one
     */
    record Asked(
            String requestId,
            long publishedAtMs,
            String publishError,
            int progressEvents,
            String lastHop,
            List<NodeHop> hops,
            Long answeredAtMs) {
        Asked {
            hops = hops == null ? List.of() : List.copyOf(hops);
        }

        boolean published() {
            return publishError == null;
        }
    }

    /** A committed hop: the node that ran it and when (its progress event's time, epoch ms). */
    record NodeHop(String node, long atMs) {}

    /** The first publish, the start of the run's clock; 0 without questions. */
    long startedAtMs() {
        return questions.stream().mapToLong(Asked::publishedAtMs).min().orElse(0);
    }

    void write(Path file) {
        try {
            Files.write(file, Json.MAPPER.writeValueAsBytes(this));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    static ChaosRun read(Path file) {
        try {
            return Json.MAPPER.readValue(Files.readAllBytes(file), ChaosRun.class);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
