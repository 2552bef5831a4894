package io.legalagent.runtime;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The hops of this process that are inside a node right now, so that a stopping service can interrupt
 * the ones that outlast its shutdown timeout. An interrupted hop ends in {@link HopAborted} whatever
 * the node made of the interruption (a node may catch it and carry on with a fallback): a decision
 * taken because the process was stopping must never be committed.
 */
final class InFlightHops {
    private final Object lock = new Object();
    private final Set<Thread> inNode = new HashSet<>();
    private final Set<Thread> aborted = new HashSet<>();
    private boolean stopping;

    /** Runs a node's work as an in-flight hop of the calling thread. */
    <T> T run(String node, Supplier<T> work) {
        var thread = Thread.currentThread();
        synchronized (lock) {
            if (stopping) {
                throw new HopAborted(node + " is stopping; the hop was not started", null);
            }
            inNode.add(thread);
        }
        T result = null;
        RuntimeException failure = null;
        try {
            result = work.get();
        } catch (RuntimeException e) {
            failure = e;
        }
        boolean wasAborted;
        synchronized (lock) {
            inNode.remove(thread);
            wasAborted = aborted.remove(thread);
        }
        if (wasAborted) {
            // Cleared, so that the rollback that follows can still talk to the broker.
            Thread.interrupted();
            throw new HopAborted(node + " is stopping; the hop was interrupted and is rolled back", failure);
        }
        if (failure != null) {
            throw failure;
        }
        return result;
    }

    /** Hops may start again: the containers were started (again, after a stop). */
    void running() {
        synchronized (lock) {
            stopping = false;
            aborted.clear();
        }
    }

    /** From now on no hop starts; hops already in a node may still finish. */
    void stopping() {
        synchronized (lock) {
            stopping = true;
        }
    }

    boolean isStopping() {
        synchronized (lock) {
            return stopping;
        }
    }

    /** Interrupts every hop still inside a node; returns how many. */
    int abortAll() {
        synchronized (lock) {
            for (var thread : inNode) {
                aborted.add(thread);
                thread.interrupt();
            }
            return inNode.size();
        }
    }
}
