package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.NodeName;
import io.legalagent.ports.HopBudget;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** max.poll.interval.ms from the slowest hop instead of a guess. */
class PollBudgetTest {
    /** Eight minutes per model call, as the model layer's defaults bound one. */
    private static final HopBudget MODEL = new HopBudget() {
        @Override
        public Duration of(NodeName node) {
            return Duration.ofMinutes(8).multipliedBy(node.maxModelCalls());
        }

        @Override
        public String explain(NodeName node) {
            return node.maxModelCalls() + " model call(s) x 8m";
        }
    };

    @Test
    void theExecutorsTwoModelCallsAndTheAllowanceTimesTheRecordsPlusTheLongestBackoff() {
        var budget = PollBudget.of(NodeName.EXECUTOR, List.of(MODEL), RuntimeSettings.defaults());

        // (2 x 8m + 2m allowance) x 1 record + 15 s backoff
        assertThat(budget.derived()).isEqualTo(Duration.ofMinutes(18).plusSeconds(15));
        assertThat(budget.interval()).isEqualTo(budget.derived());
        assertThat(budget.describe())
                .startsWith("executor: max.poll.interval.ms=1095000 (18m 15s)")
                .contains("2 model call(s) x 8m");
    }

    @Test
    void moreRecordsPerPollMultiplyTheHop() {
        var settings = withKafka(polling(5, null));

        var budget = PollBudget.of(NodeName.CLASSIFIER, List.of(MODEL), settings);

        assertThat(budget.derived()).isEqualTo(Duration.ofMinutes(10 * 5).plusSeconds(15));
    }

    @Test
    void aNodeWithoutModelCallsGetsTheAllowanceOnly() {
        var budget = PollBudget.of(NodeName.OBSERVER, List.of(MODEL), RuntimeSettings.defaults());

        assertThat(budget.derived()).isEqualTo(Duration.ofMinutes(2).plusSeconds(15));
    }

    @Test
    void aConfiguredIntervalWinsAndIsFlaggedWhenShorterThanAHop() {
        var settings = withKafka(polling(1, Duration.ofMinutes(5)));

        var budget = PollBudget.of(NodeName.PLANNER, List.of(MODEL), settings);

        assertThat(budget.interval()).isEqualTo(Duration.ofMinutes(5));
        assertThat(budget.tooShort()).isTrue();
    }

    @Test
    void contradictoryClientTimeoutsAreRefusedAtStartUp() {
        assertThatThrownBy(() -> clients(Duration.ofSeconds(30), Duration.ofSeconds(10)))
                .hasMessageContaining("heartbeat-interval");
        assertThatThrownBy(() -> clients(Duration.ofMinutes(3), Duration.ofSeconds(3)))
                .hasMessageContaining("delivery-timeout");
    }

    @Test
    void theDefaultRetriesSpanAboutAMinuteAndAHalf() {
        var retry = RuntimeSettings.defaults().retry();

        assertThat(retry.waits()).hasSize(9);
        assertThat(retry.window()).isEqualTo(Duration.ofSeconds(1 + 2 + 4 + 8 + 5 * 15));
    }

    private static RuntimeSettings withKafka(KafkaClients kafka) {
        var d = RuntimeSettings.defaults();
        return new RuntimeSettings(
                d.maxHops(),
                d.partitions(),
                d.replicas(),
                d.concurrency(),
                d.retry(),
                d.shutdownTimeout(),
                d.abortTimeout(),
                d.exactlyOnce(),
                kafka,
                d.requestIdWindow(),
                d.declareTopics(),
                d.instanceId());
    }

    /** The default clients with another poll size and interval. */
    private static KafkaClients polling(int records, Duration interval) {
        var d = KafkaClients.defaults();
        return new KafkaClients(
                d.requestTimeout(),
                d.deliveryTimeout(),
                d.transactionTimeout(),
                d.maxBlock(),
                d.defaultApiTimeout(),
                d.sessionTimeout(),
                d.heartbeatInterval(),
                records,
                interval,
                d.hopAllowance(),
                d.fixTxOffsets());
    }

    /** The default clients with another request timeout and heartbeat (session 10 s, delivery 2 min). */
    private static KafkaClients clients(Duration requestTimeout, Duration heartbeat) {
        var d = KafkaClients.defaults();
        return new KafkaClients(
                requestTimeout,
                d.deliveryTimeout(),
                d.transactionTimeout(),
                d.maxBlock(),
                d.defaultApiTimeout(),
                d.sessionTimeout(),
                heartbeat,
                d.maxPollRecords(),
                null,
                d.hopAllowance(),
                d.fixTxOffsets());
    }
}
