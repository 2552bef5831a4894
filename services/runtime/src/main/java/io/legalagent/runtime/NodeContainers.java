package io.legalagent.runtime;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.SmartLifecycle;
import org.springframework.kafka.listener.ConcurrentMessageListenerContainer;

/**
 * The listener containers of the nodes in this process, started and stopped together.
 *
 * <p>Stopping is graceful and bounded: no new hop starts, the hops in flight get {@code
 * legal.runtime.shutdown-timeout} to finish and commit, and any still running then are interrupted
 * and rolled back (their records stay uncommitted, so the partition's next owner does them again),
 * with {@code legal.runtime.abort-timeout} for the rollback. Either way each hop is committed once or
 * not at all. The containers stop side by side, so the wait does not grow with the number of nodes.
 */
public final class NodeContainers implements SmartLifecycle {
    private static final Logger log = LoggerFactory.getLogger(NodeContainers.class);

    private final List<ConcurrentMessageListenerContainer<String, byte[]>> containers;
    private final InFlightHops inFlight;
    private final Duration shutdownTimeout;
    private final Duration abortTimeout;
    private volatile boolean running;

    NodeContainers(
            List<ConcurrentMessageListenerContainer<String, byte[]>> containers,
            InFlightHops inFlight,
            RuntimeSettings settings) {
        this.containers = List.copyOf(containers);
        this.inFlight = inFlight;
        this.shutdownTimeout = settings.shutdownTimeout();
        this.abortTimeout = settings.abortTimeout();
    }

    public List<ConcurrentMessageListenerContainer<String, byte[]>> containers() {
        return containers;
    }

    @Override
    public void start() {
        // A context may be stopped and started again (Spring's test context cache pauses idle ones).
        inFlight.running();
        containers.forEach(ConcurrentMessageListenerContainer::start);
        running = true;
    }

    @Override
    public void stop() {
        inFlight.stopping();
        var stopped = new CountDownLatch(containers.size());
        containers.forEach(container -> container.stop(stopped::countDown));
        if (!await(stopped, shutdownTimeout)) {
            int aborted = inFlight.abortAll();
            log.warn(
                    "{} hop(s) still running after the shutdown timeout of {}: interrupted and rolled back;"
                            + " their records go to the partitions' next owners",
                    aborted,
                    Durations.text(shutdownTimeout));
            if (!await(stopped, abortTimeout)) {
                log.warn("the node containers did not stop within {} more", Durations.text(abortTimeout));
            }
        }
        running = false;
    }

    @Override
    public boolean isRunning() {
        return running;
    }

    private static boolean await(CountDownLatch latch, Duration timeout) {
        try {
            return latch.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
