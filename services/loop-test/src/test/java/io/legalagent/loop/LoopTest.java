package io.legalagent.loop;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.kafka.test.context.EmbeddedKafka;

/** The one context of the loop tests (shared, so Spring starts the broker and the nodes once). */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(
        classes = LoopTestApp.class,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.runtime.partitions=2",
            "legal.runtime.max-hops=13",
            "legal.evaluator.confidence-threshold=0.7",
            "legal.tracing.ui-url=http://jaeger.test:16686/"
        })
@EmbeddedKafka(
        partitions = 2,
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
@interface LoopTest {}
