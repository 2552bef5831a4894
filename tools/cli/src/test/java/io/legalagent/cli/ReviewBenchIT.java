package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.review.ReviewAction;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.condition.EmbeddedKafkaCondition;
import org.springframework.kafka.test.context.EmbeddedKafka;

/**
 * bench review's measuring on a real (embedded KRaft) broker, with a fake reviewer and gateway in
 * place of the stack: every run parks, the broker's bytes of agent.review grow by what was parked, the
 * sample is approved and timed decision by decision, the rest rejected, and nothing is left waiting.
 */
@EmbeddedKafka(
        brokerProperties = {
            "transaction.state.log.replication.factor=1",
            "transaction.state.log.min.isr=1",
            "auto.create.topics.enable=false"
        })
class ReviewBenchIT {
    private static String brokers;
    private static FakeReviewer reviewer;

    @BeforeAll
    static void start() throws Exception {
        EmbeddedKafkaBroker broker = EmbeddedKafkaCondition.getBroker();
        brokers = broker.getBrokersAsString();
        assertThat(Cli.run("topics", "--bootstrap-server", brokers, "--partitions", "2")
                        .exitCode())
                .isZero();
        reviewer = new FakeReviewer(brokers);
    }

    @AfterAll
    static void stop() throws InterruptedException {
        reviewer.close();
    }

    @Test
    void parksEveryRunTimesTheSampleAndLeavesNothingWaiting() throws Exception {
        var options = new ReviewBench.Options(20, 5, 200, Duration.ofSeconds(60), brokers, Io.config());

        var report = new ReviewBench(System.err).run(options, new ReviewClient(reviewer.gatewayUrl(), "token"));

        assertThat(report.asked()).isEqualTo(20);
        assertThat(report.parked()).isEqualTo(20);
        assertThat(report.answeredWithoutReview()).isZero();
        // 20 parked states of 2 KB each, in their record batches.
        assertThat(report.after().brokerBytes() - report.before().brokerBytes()).isGreaterThan(20 * 2048);
        assertThat(report.resume().count()).isEqualTo(5);
        assertThat(report.sampleUnmeasured()).isZero();
        assertThat(report.resume().p50()).isGreaterThanOrEqualTo(0).isLessThan(30_000);
        assertThat(report.rejected()).isEqualTo(15);
        assertThat(report.leftPending()).isZero();
        assertThat(reviewer.pending).isEmpty();
        assertThat(reviewer.decided.subList(0, 5)).containsOnly(ReviewAction.APPROVE);
        assertThat(reviewer.decided)
                .hasSize(20)
                .filteredOn(a -> a == ReviewAction.REJECT)
                .hasSize(15);
    }
}
