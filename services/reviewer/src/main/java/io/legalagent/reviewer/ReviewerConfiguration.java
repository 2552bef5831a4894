package io.legalagent.reviewer;

import io.legalagent.runtime.EnvelopeCodec;
import io.legalagent.runtime.ParkedRuns;
import io.legalagent.runtime.ReviewSettings;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import java.time.Clock;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.core.KafkaTemplate;

/** The reviewer: the node that parks runs, the resumer of decisions, the PENDING events, the sweep. */
@Configuration(proxyBeanMethods = false)
public class ReviewerConfiguration {

    @Bean
    ReviewerNode reviewerNode(Clock clock) {
        return new ReviewerNode(clock);
    }

    @Bean
    ReviewNotices reviewNotices() {
        return new ReviewNotices();
    }

    @Bean
    ReviewMetrics reviewMetrics(ObjectProvider<MeterRegistry> registry, ObjectProvider<ParkedRuns> view) {
        return new ReviewMetrics(registry.getIfAvailable(() -> Metrics.globalRegistry), view::getObject);
    }

    @Bean
    ReviewResumer reviewResumer(Clock clock, ReviewMetrics metrics) {
        return new ReviewResumer(clock, metrics);
    }

    @Bean
    @SuppressWarnings("unchecked")
    TimeoutSweep timeoutSweep(
            ObjectProvider<ParkedRuns> view,
            EnvelopeCodec codec,
            KafkaTemplate<?, ?> template,
            ReviewSettings settings,
            ReviewMetrics metrics,
            Clock clock) {
        return new TimeoutSweep(
                view.getObject(),
                codec,
                (KafkaTemplate<String, byte[]>) template,
                new Timeouts(settings),
                metrics,
                clock,
                settings.sweep());
    }
}
