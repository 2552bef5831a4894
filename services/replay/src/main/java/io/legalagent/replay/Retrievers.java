package io.legalagent.replay;

import io.legalagent.ports.Retriever;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import java.util.function.Consumer;

/**
 * Where a replay gets a retriever for the settings an answer was researched with. A command that
 * replays once opens a stack and closes it after ({@link #openedPerReplay()}); a long-running service
 * may keep one open between replays.
 */
@FunctionalInterface
public interface Retrievers {

    /** Runs {@code work} with a retriever for {@code settings}. */
    void using(RetrievalSettings settings, Consumer<Retriever> work);

    /** A stack opened for each replay and closed when it is done (the ONNX model is loaded each time). */
    static Retrievers openedPerReplay() {
        return (settings, work) -> {
            try (var stack = RetrievalStack.open(settings)) {
                work.accept(stack.retriever());
            }
        };
    }
}
