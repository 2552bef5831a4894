package io.legalagent.gateway;

import io.legalagent.ports.Retriever;
import io.legalagent.replay.Retrievers;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import java.util.function.Consumer;

/**
 * One retrieval stack kept open between verifications (loading the ONNX model takes seconds), opened
 * again only when an answer was researched with other settings. One verification at a time: the
 * stack is not shared between threads, and a second embedding model would double the memory.
 */
final class SharedRetrievers implements Retrievers, AutoCloseable {
    private RetrievalSettings settings;
    private RetrievalStack stack;

    @Override
    public synchronized void using(RetrievalSettings wanted, Consumer<Retriever> work) {
        if (stack == null || !wanted.equals(settings)) {
            close();
            stack = RetrievalStack.open(wanted);
            settings = wanted;
        }
        work.accept(stack.retriever());
    }

    @Override
    public synchronized void close() {
        if (stack != null) {
            stack.close();
            stack = null;
            settings = null;
        }
    }
}
