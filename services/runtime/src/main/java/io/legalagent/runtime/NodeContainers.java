package io.legalagent.runtime;

import java.util.List;
import org.springframework.context.SmartLifecycle;
import org.springframework.kafka.listener.ConcurrentMessageListenerContainer;

/** The listener containers of the nodes in this process, started and stopped together. */
public final class NodeContainers implements SmartLifecycle {
    private final List<ConcurrentMessageListenerContainer<String, byte[]>> containers;
    private volatile boolean running;

    NodeContainers(List<ConcurrentMessageListenerContainer<String, byte[]>> containers) {
        this.containers = List.copyOf(containers);
    }

    public List<ConcurrentMessageListenerContainer<String, byte[]>> containers() {
        return containers;
    }

    @Override
    public void start() {
        containers.forEach(ConcurrentMessageListenerContainer::start);
        running = true;
    }

    @Override
    public void stop() {
        containers.forEach(ConcurrentMessageListenerContainer::stop);
        running = false;
    }

    @Override
    public boolean isRunning() {
        return running;
    }
}
