package io.legalagent.runtime;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.task.SimpleAsyncTaskExecutor;
import org.springframework.kafka.core.ConsumerFactory;
import org.springframework.kafka.event.ConsumerStoppedEvent;
import org.springframework.kafka.listener.ConcurrentMessageListenerContainer;
import org.springframework.kafka.listener.ContainerProperties;
import org.springframework.kafka.listener.MessageListenerContainer;

/**
 * A node's container that starts again when one of its consumers is fenced, instead of reading on.
 *
 * <p>A hop's producer is fenced when the broker aborted its transaction for it: the transaction
 * timeout ran out, typically while the broker itself was away. Left to itself the container would log
 * the fencing and read on past the aborted record, whose offset is not committed but lies behind the
 * consumer's position: the next hop's commit would then skip it for good. Stopping on fencing and
 * starting again resumes from the committed offsets, so the aborted hop is done again, once. With
 * static membership the restarted consumer takes its partitions back at once.
 *
 * <p>A consumer whose group instance id another live process holds is fenced too; the two then take
 * turns. Instance ids are unique per process or pod, so that is a deployment error, and each turn is
 * logged as one.
 */
final class FenceRecoveringContainer extends ConcurrentMessageListenerContainer<String, byte[]> {
    private static final Logger log = LoggerFactory.getLogger(FenceRecoveringContainer.class);

    private final InFlightHops inFlight;
    private final SimpleAsyncTaskExecutor restarts;

    FenceRecoveringContainer(
            ConsumerFactory<String, byte[]> consumers, ContainerProperties properties, InFlightHops inFlight) {
        super(consumers, properties);
        // The container keeps its own copy of the properties.
        getContainerProperties().setStopContainerWhenFenced(true);
        this.inFlight = inFlight;
        this.restarts = new SimpleAsyncTaskExecutor("fenced-restart-");
        this.restarts.setDaemon(true);
    }

    @Override
    public void childStopped(MessageListenerContainer child, ConsumerStoppedEvent.Reason reason) {
        super.childStopped(child, reason);
        if (reason == ConsumerStoppedEvent.Reason.FENCED && isRunning() && !inFlight.isStopping()) {
            log.error(
                    "{} was fenced: its hop's transaction was aborted by the broker (timed out), or another"
                            + " process holds its group instance id; starting again from the committed offsets",
                    getListenerId());
            // Not on the consumer's own thread, which is still winding down.
            restarts.execute(this::restart);
        }
    }

    private void restart() {
        stop();
        if (!inFlight.isStopping()) {
            start();
        }
    }
}
