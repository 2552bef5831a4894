package io.legalagent.cli;

import io.legalagent.contracts.access.AccessTable;
import java.time.Duration;
import java.util.concurrent.ExecutionException;

/**
 * Waits until no node has anything left to do: every node's consumer group has committed its inbox
 * to the end. Work redone after a crash (a hop rolled back and read again by the partition's next
 * owner) is then finished, so whatever it wrote is there to be counted.
 */
final class PipelineQuiet {
    private static final Duration PAUSE = Duration.ofSeconds(1);

    private PipelineQuiet() {}

    /** Records still waiting when {@code limit} ran out; 0 once every inbox is drained. */
    static long await(String bootstrap, Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        long waiting;
        try (var admin = KafkaClients.admin(bootstrap)) {
            while (true) {
                // A fresh reader each round: the lag counter leaves the partitions it read paused.
                try (var reader = KafkaClients.readCommittedConsumer(bootstrap, AccessTable.ADMIN)) {
                    var lags = new LagReport(admin, reader).collect();
                    waiting = lags.stream().mapToLong(g -> Math.max(0, g.lag())).sum();
                    if (waiting == 0 && lags.stream().allMatch(GroupLag::exact)) {
                        return 0;
                    }
                } catch (ExecutionException e) {
                    waiting = -1; // the broker did not answer this round; ask again
                }
                if (System.nanoTime() > deadline) {
                    return waiting;
                }
                Thread.sleep(PAUSE.toMillis());
            }
        }
    }
}
