package io.legalagent.runtime;

import io.legalagent.contracts.Hop;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

@SpringBootApplication
class RuntimeTestApp {
    /** Runs whose first successful hop must crash after its writes, before its commit. */
    static final Map<String, AtomicInteger> CRASH_AFTER_SEND = new ConcurrentHashMap<>();

    /** Runs whose first hop must stall after its writes, before its commit, as long as a broker outage. */
    static final Map<String, AtomicInteger> STALL_AFTER_SEND = new ConcurrentHashMap<>();

    @Bean
    ToyClassifier toyClassifier() {
        return new ToyClassifier();
    }

    @Bean
    HopListener crashOnce() {
        return (Hop hop, io.legalagent.contracts.AgentState state, long millis) -> {
            var counter = CRASH_AFTER_SEND.get(state.runId());
            if (counter != null && counter.getAndIncrement() == 0) {
                throw new io.legalagent.ports.TransientFailure("process died between send and commit");
            }
        };
    }

    @Bean
    HopListener stallOnce() {
        return (Hop hop, io.legalagent.contracts.AgentState state, long millis) -> {
            var counter = STALL_AFTER_SEND.get(state.runId());
            if (counter != null && counter.getAndIncrement() == 0) {
                ToyClassifier.work(ToyClassifier.SLOW_HOP);
            }
        };
    }
}
