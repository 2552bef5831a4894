package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.Topics;
import io.legalagent.loop.OtlpReceiver.Received;
import io.legalagent.runtime.EnvelopeCodec;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;

/**
 * Traces reach an OTLP/HTTP receiver (Jaeger's or the collector's port 4318) with the environment
 * the deployments give the nodes: each node's OTEL_* variables are read from docker-compose.yml or
 * from the rendered Kubernetes manifests, its tracing is started with exactly those (only the
 * collector's host is this machine, on the same port), and a multi-hop question runs through the
 * nine nodes. The receiver decodes protobuf requests and refuses anything else, gRPC included.
 */
@LoopTest
@Import(DeployedOtlpEnvironmentIT.Tracing.class)
class DeployedOtlpEnvironmentIT extends ProbedBroker {
    private static final String LOCAL = "127.0.0.1";
    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final String MC_QUESTION =
            """
            {"question": "A tenant assigns a lease without the landlord's consent. Is the assignee bound?",
             "choices": {"A": "Yes, always.", "B": "No, never.", "C": "Yes, by privity of estate.",
                         "D": "Only if recorded."}}""";

    static class Tracing {
        @Bean(destroyMethod = "close")
        @Primary
        PerNodeTracing perNodeTracing() {
            return new PerNodeTracing();
        }
    }

    @Autowired
    PerNodeTracing tracing;

    @Autowired
    EnvelopeCodec codec;

    static Stream<Arguments> deployments() {
        return Stream.of(
                Arguments.of("docker-compose.yml", (Deployment) DeployedEnvironment::compose),
                Arguments.of("k8s/overlays/dev", (Deployment) () -> DeployedEnvironment.kubernetes("k8s/overlays/dev")),
                Arguments.of(
                        "k8s/overlays/prod", (Deployment) () -> DeployedEnvironment.kubernetes("k8s/overlays/prod")),
                // What a user who leaves the protocol out gets (the README's ./legal up line): the
                // services' own default must be http/protobuf, not the SDK's grpc.
                Arguments.of("docker-compose.yml without OTEL_EXPORTER_OTLP_PROTOCOL", (Deployment)
                        () -> without(DeployedEnvironment.compose(), "OTEL_EXPORTER_OTLP_PROTOCOL")));
    }

    interface Deployment {
        Map<String, Map<String, String>> environments() throws Exception;
    }

    @AfterAll
    static void quiet(@Autowired PerNodeTracing tracing) {
        tracing.close();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("deployments")
    void aMultiHopRunReachesTheReceiverAsOneTraceOfTheNineServices(String name, Deployment deployment)
            throws Exception {
        var environments = deployment.environments();
        assertThat(environments.keySet()).containsExactlyInAnyOrderElementsOf(nodeIds());
        environments.forEach((node, env) -> assertThat(env)
                .as(name + ": " + node + " exports its spans")
                .containsEntry("OTEL_TRACES_EXPORTER", "otlp")
                .containsKey("OTEL_EXPORTER_OTLP_ENDPOINT"));
        var services = environments.values().stream()
                .map(env -> env.get("OTEL_SERVICE_NAME"))
                .collect(Collectors.toSet());
        assertThat(services)
                .as(name + ": each node has a service name of its own")
                .hasSize(nodeIds().size());
        // The reviewer sees only runs that ask for review; this one asks for none.
        var visited = environments.entrySet().stream()
                .filter(e -> !e.getKey().equals(NodeName.REVIEWER.id()))
                .map(e -> e.getValue().get("OTEL_SERVICE_NAME"))
                .collect(Collectors.toSet());
        int port = PerNodeTracing.portOf(environments.get("guard").get("OTEL_EXPORTER_OTLP_ENDPOINT"));

        try (var receiver = new OtlpReceiver(LOCAL, port)) {
            tracing.use(environments, LOCAL);
            var answer = ask(MC_QUESTION);
            var trace = awaitTrace(receiver, answer, visited);

            assertThat(receiver.refused())
                    .as("requests that were not OTLP/HTTP protobuf")
                    .isEmpty();
            assertThat(trace).extracting(Received::service).containsAll(visited);
            assertThat(trace)
                    .extracting(s -> s.attribute("legal.node"))
                    .containsAll(nodeIds().stream()
                            .filter(id -> !id.equals(NodeName.REVIEWER.id()))
                            .toList());
            assertThat(receiver.spans().stream().filter(s -> answer.runId().equals(s.attribute("legal.run_id"))))
                    .as("every span of the run is in the answer's trace")
                    .extracting(Received::traceId)
                    .containsOnly(answer.traceId());
            trace.forEach(span -> assertThat(span.resource())
                    .as(span.service() + "'s resource carries its OTEL_RESOURCE_ATTRIBUTES")
                    .containsAllEntriesOf(resourceAttributes(environments, span.attribute("legal.node"))));
            trace.forEach(span -> assertThat(span.span().getAttributesList())
                    .as(span.span().getName() + " has the messaging attributes of a processed record")
                    .extracting(kv -> kv.getKey())
                    .contains(
                            "messaging.operation.type",
                            "messaging.consumer.group.name",
                            "messaging.destination.partition.id",
                            "messaging.kafka.message.key"));
            var tree = new ReceivedTree(trace);
            System.out.println("Spans of run " + answer.runId() + ", trace " + answer.traceId() + " (" + name
                    + "), as received:\n" + tree.render());
            assertThat(tree.roots()).as("one root, the guard's visit").hasSize(1);
        } finally {
            tracing.close();
        }
    }

    private List<Received> awaitTrace(OtlpReceiver receiver, Answer answer, Set<String> services)
            throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        List<Received> trace;
        do {
            // The observer's span ends just after its answer commits; flushing sends what has ended.
            tracing.flush();
            trace = receiver.spans().stream()
                    .filter(s -> s.traceId().equals(answer.traceId()))
                    .toList();
            if (trace.stream()
                            .map(Received::service)
                            .collect(Collectors.toSet())
                            .containsAll(services)
                    && trace.size() >= answer.path().size()) {
                return trace;
            }
            Thread.sleep(200);
        } while (System.nanoTime() < deadline);
        return trace;
    }

    private Answer ask(String question) {
        var requestId = UUID.randomUUID().toString();
        probe.send(Topics.QUESTIONS, requestId, question.getBytes(StandardCharsets.UTF_8));
        var answers = probe
                .await(
                        Topics.ANSWERS,
                        r -> codec.decode(r.value(), Answer.class).requestId().equals(requestId),
                        1,
                        WAIT)
                .stream()
                .map(r -> codec.decode(r.value(), Answer.class))
                .toList();
        assertThat(answers).hasSize(1);
        assertThat(answers.get(0).path()).as("a multi-hop run").hasSizeGreaterThanOrEqualTo(9);
        return answers.get(0);
    }

    private static Map<String, String> resourceAttributes(Map<String, Map<String, String>> environments, String node) {
        var attributes = new HashMap<String, String>();
        var declared = environments.get(node).getOrDefault("OTEL_RESOURCE_ATTRIBUTES", "");
        for (String pair : declared.split(",")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                attributes.put(
                        pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
            }
        }
        attributes.put("service.name", environments.get(node).get("OTEL_SERVICE_NAME"));
        return attributes;
    }

    private static Map<String, Map<String, String>> without(
            Map<String, Map<String, String>> environments, String name) {
        var changed = new HashMap<String, Map<String, String>>();
        environments.forEach((node, env) -> {
            var copy = new HashMap<>(env);
            copy.remove(name);
            changed.put(node, copy);
        });
        return changed;
    }

    private static List<String> nodeIds() {
        return Arrays.stream(NodeName.values()).map(NodeName::id).toList();
    }
}
