package io.legalagent.cli;

import io.legalagent.cli.stack.StackConfig;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topics;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.common.Node;

/**
 * What the parked runs hold, at one moment: the bytes of {@code agent.review}'s logs on the broker
 * (AdminClient describeLogDirs), and the reviewer service's heap in use and its
 * {@code legal.review.parked.bytes} gauge, read from its Prometheus endpoint (-1 where unknown).
 */
record ReviewFootprint(long brokerBytes, long heapBytes, long parkedBytes) {
    static final String PARKED_GAUGE = "legal_review_parked_bytes";
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    static ReviewFootprint measure(Admin admin, StackConfig config) throws InterruptedException {
        String metrics = prometheus(config.servicePort(NodeName.REVIEWER.id()));
        return new ReviewFootprint(
                brokerBytes(admin),
                metrics == null ? -1 : sum(metrics, "jvm_memory_used_bytes{", "area=\"heap\""),
                metrics == null ? -1 : sum(metrics, PARKED_GAUGE, ""));
    }

    /** The size of every replica of every partition of agent.review, on every broker. */
    static long brokerBytes(Admin admin) throws InterruptedException {
        try {
            var brokers =
                    admin.describeCluster().nodes().get().stream().map(Node::id).toList();
            long bytes = 0;
            for (var dirs :
                    admin.describeLogDirs(brokers).allDescriptions().get().values()) {
                for (var dir : dirs.values()) {
                    bytes += dir.replicaInfos().entrySet().stream()
                            .filter(e -> e.getKey().topic().equals(Topics.REVIEW))
                            .mapToLong(e -> e.getValue().size())
                            .sum();
                }
            }
            return bytes;
        } catch (ExecutionException e) {
            throw new IllegalStateException("cannot describe the broker's log folders: " + Failures.describe(e), e);
        }
    }

    /** The sum of a metric's samples whose line has {@code label}; -1 when it has none. */
    static long sum(String prometheus, String metric, String label) {
        var values = prometheus
                .lines()
                .filter(line -> line.startsWith(metric) && line.contains(label))
                .filter(line -> line.length() == metric.length()
                        || "{ ".indexOf(line.charAt(metric.length())) >= 0
                        || metric.endsWith("{"))
                .mapToDouble(line -> Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)))
                .toArray();
        return values.length == 0
                ? -1
                : Math.round(java.util.Arrays.stream(values).sum());
    }

    private static String prometheus(int port) throws InterruptedException {
        var uri = URI.create("http://127.0.0.1:" + port + "/actuator/prometheus");
        try {
            var response = HTTP.send(
                    HttpRequest.newBuilder(uri)
                            .timeout(Duration.ofSeconds(10))
                            .GET()
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            return response.statusCode() == 200 ? response.body() : null;
        } catch (IOException e) {
            return null;
        }
    }
}
