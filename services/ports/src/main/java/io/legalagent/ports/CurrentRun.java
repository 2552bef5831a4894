package io.legalagent.ports;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * The run whose hop this thread is working on, set by the node runtime around a node's work so that
 * the layers below it (model calls) can name the run in their telemetry without it being passed down
 * every skill call. A thread-local, as the current trace span is: a hop runs on one thread.
 */
public final class CurrentRun {
    private static final ThreadLocal<String> RUN_ID = new ThreadLocal<>();
    private static final ThreadLocal<String> LIBRARY = new ThreadLocal<>();
    private static final ThreadLocal<String> ORGANISATION = new ThreadLocal<>();

    private CurrentRun() {}

    /** Runs {@code work} as part of run {@code runId}; the previous value is restored after. */
    public static <T> T during(String runId, Supplier<T> work) {
        String previous = RUN_ID.get();
        RUN_ID.set(runId);
        try {
            return work.get();
        } finally {
            if (previous == null) {
                RUN_ID.remove();
            } else {
                RUN_ID.set(previous);
            }
        }
    }

    /**
     * Runs {@code work} as part of run {@code runId}, which researches library {@code library} (null
     * for the default): the retriever and QA memory below the node search that library alone.
     */
    public static <T> T during(String runId, String library, Supplier<T> work) {
        String previous = LIBRARY.get();
        if (library == null) {
            LIBRARY.remove();
        } else {
            LIBRARY.set(library);
        }
        try {
            return during(runId, work);
        } finally {
            if (previous == null) {
                LIBRARY.remove();
            } else {
                LIBRARY.set(previous);
            }
        }
    }

    /**
     * Runs {@code work} as part of run {@code runId} of organisation {@code organisation} (null when
     * the run has no owner), researching {@code library}: QA memory and libraries below the node are
     * that organisation's alone.
     */
    public static <T> T during(String runId, String library, String organisation, Supplier<T> work) {
        String previous = ORGANISATION.get();
        set(ORGANISATION, organisation);
        try {
            return during(runId, library, work);
        } finally {
            set(ORGANISATION, previous);
        }
    }

    private static void set(ThreadLocal<String> local, String value) {
        if (value == null) {
            local.remove();
        } else {
            local.set(value);
        }
    }

    /** The organisation the current run belongs to; empty outside a hop or for a run without owner. */
    public static Optional<String> organisation() {
        return Optional.ofNullable(ORGANISATION.get());
    }

    /** The library the current run researches; empty for the default one, or outside a hop. */
    public static Optional<String> library() {
        return Optional.ofNullable(LIBRARY.get());
    }

    /** The run id, when called inside a hop. */
    public static Optional<String> id() {
        return Optional.ofNullable(RUN_ID.get());
    }
}
