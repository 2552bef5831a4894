package io.legalagent.deploy;

import io.kubernetes.client.openapi.models.V1NetworkPolicyPeer;
import io.kubernetes.client.openapi.models.V1ObjectMeta;
import io.kubernetes.client.openapi.models.V1ResourceRequirements;
import io.kubernetes.client.openapi.models.V2HorizontalPodAutoscalerBehavior;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Shape checks of the custom resources (Strimzi, KEDA), which client-java has no models for: the
 * fields these manifests rely on are present and well typed, and no field outside the few each
 * object may have appears, so a misspelling is caught as it would be by a built-in kind. Parts that
 * are built-in types (resources, network peers, HPA behaviour) are loaded strictly by client-java.
 *
 * <p>A patch ({@code partial}) is checked for unknown and ill-typed fields only.
 */
final class CustomResources {

    private static final Pattern DNS_SUBDOMAIN =
            Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*");

    private final List<String> problems = new ArrayList<>();
    private final Doc doc;
    private final boolean partial;

    private CustomResources(Doc doc, boolean partial) {
        this.doc = doc;
        this.partial = partial;
    }

    /** What is wrong with a custom resource; empty when nothing is. */
    static List<String> problems(Doc doc, boolean partial) {
        CustomResources check = new CustomResources(doc, partial);
        check.only(doc.body(), "", "apiVersion", "kind", "metadata", "spec");
        check.required(doc.name(), "metadata.name");
        Manifests.strict(doc.at("metadata"), V1ObjectMeta.class, doc + " metadata");
        switch (doc.kind()) {
            case "Kafka" -> check.kafka();
            case "KafkaNodePool" -> check.nodePool();
            case "KafkaTopic" -> check.topic();
            case "ScaledObject" -> check.scaledObject();
            case "KafkaUser" -> check.user();
            case "TriggerAuthentication" -> check.triggerAuthentication();
            case "PodMonitor" -> check.podMonitor();
            case "PrometheusRule" -> check.problems.addAll(PrometheusRuleShape.problems(doc.map("spec")));
            default -> check.problems.add("no checks for " + doc.kind());
        }
        return check.problems;
    }

    private void kafka() {
        Map<String, Object> spec = doc.map("spec");
        only(spec, "spec", "kafka", "entityOperator", "cruiseControl", "kafkaExporter");
        Map<String, Object> kafka = Tree.map(spec.get("kafka"));
        // No replicas or storage here: with node pools they belong to the KafkaNodePools.
        only(
                kafka,
                "spec.kafka",
                "version",
                "metadataVersion",
                "listeners",
                "config",
                "authorization",
                "rack",
                "template",
                "logging",
                "metricsConfig",
                "jvmOptions",
                "resources");
        required(kafka.get("version"), "spec.kafka.version");
        required(kafka.get("config"), "spec.kafka.config");
        if (!partial) {
            required(Tree.at(spec, "entityOperator", "topicOperator"), "spec.entityOperator.topicOperator");
            if (Tree.list(kafka.get("listeners")).isEmpty()) {
                problems.add("spec.kafka.listeners: none");
            }
        }
        Tree.maps(kafka.get("listeners")).forEach(listener -> {
            only(
                    listener,
                    "listener",
                    "name",
                    "port",
                    "type",
                    "tls",
                    "authentication",
                    "configuration",
                    "networkPolicyPeers");
            if (!String.valueOf(listener.get("name")).matches("[a-z0-9]{1,11}")) {
                problems.add("listener name must be 1-11 lowercase letters or digits: " + listener.get("name"));
            }
            if (!(listener.get("port") instanceof Integer port) || port < 9092) {
                problems.add("listener port must be a number from 9092 up: " + listener.get("port"));
            }
            if (!Set.of("internal", "cluster-ip", "route", "loadbalancer", "nodeport", "ingress")
                    .contains(String.valueOf(listener.get("type")))) {
                problems.add("listener type: " + listener.get("type"));
            }
            isBoolean(listener.get("tls"), "listener tls");
            Tree.list(listener.get("networkPolicyPeers"))
                    .forEach(peer -> Manifests.strict(peer, V1NetworkPolicyPeer.class, doc + " networkPolicyPeer"));
        });
        Tree.map(kafka.get("config")).forEach((key, value) -> scalar(value, "spec.kafka.config." + key));
        Object resources = kafka.get("resources");
        if (resources != null) {
            Manifests.strict(resources, V1ResourceRequirements.class, doc + " spec.kafka.resources");
        }
        only(Tree.map(spec.get("entityOperator")), "spec.entityOperator", "topicOperator", "userOperator", "template");
    }

    private void nodePool() {
        clusterLabel();
        Map<String, Object> spec = doc.map("spec");
        only(spec, "spec", "replicas", "roles", "storage", "resources", "jvmOptions", "template");
        if (!partial) {
            required(spec.get("storage"), "spec.storage");
        }
        positive(spec.get("replicas"), "spec.replicas");
        List<Object> roles = Tree.list(spec.get("roles"));
        if (!partial && roles.isEmpty()) {
            problems.add("spec.roles: none");
        }
        roles.stream()
                .filter(role -> !Set.of("controller", "broker").contains(String.valueOf(role)))
                .forEach(role -> problems.add("spec.roles: unknown role " + role));
        Map<String, Object> storage = Tree.map(spec.get("storage"));
        if (!storage.isEmpty()) {
            only(storage, "spec.storage", "type", "volumes", "size", "class", "deleteClaim", "kraftMetadata");
            if (!Set.of("jbod", "persistent-claim", "ephemeral").contains(String.valueOf(storage.get("type")))) {
                problems.add("spec.storage.type: " + storage.get("type"));
            }
            Tree.maps(storage.get("volumes")).forEach(volume -> {
                only(
                        volume,
                        "spec.storage.volumes[]",
                        "id",
                        "type",
                        "size",
                        "class",
                        "deleteClaim",
                        "kraftMetadata",
                        "selector",
                        "sizeLimit");
                isBoolean(volume.get("deleteClaim"), "deleteClaim");
            });
        }
        Object resources = spec.get("resources");
        if (resources != null) {
            Manifests.strict(resources, V1ResourceRequirements.class, doc + " spec.resources");
        }
    }

    private void topic() {
        clusterLabel();
        if (!DNS_SUBDOMAIN.matcher(String.valueOf(doc.name())).matches()) {
            problems.add("metadata.name must be a lowercase DNS subdomain (use spec.topicName): " + doc.name());
        }
        Map<String, Object> spec = doc.map("spec");
        only(spec, "spec", "topicName", "partitions", "replicas", "config");
        if (!partial) {
            required(spec.get("topicName"), "spec.topicName");
            required(spec.get("partitions"), "spec.partitions");
            required(spec.get("replicas"), "spec.replicas");
        }
        positive(spec.get("partitions"), "spec.partitions");
        positive(spec.get("replicas"), "spec.replicas");
        Map<String, Object> config = Tree.map(spec.get("config"));
        only(
                config,
                "spec.config",
                "retention.ms",
                "retention.bytes",
                "cleanup.policy",
                "min.insync.replicas",
                "segment.bytes",
                "segment.ms",
                "max.message.bytes",
                "compression.type");
        config.forEach((key, value) -> scalar(value, "spec.config." + key));
    }

    private void user() {
        clusterLabel();
        Map<String, Object> spec = doc.map("spec");
        only(spec, "spec", "authentication", "authorization", "quotas", "template");
        only(Tree.map(spec.get("authentication")), "spec.authentication", "type", "password");
        if (!Set.of("scram-sha-512", "tls", "tls-external")
                .contains(String.valueOf(Tree.at(spec, "authentication", "type")))) {
            problems.add("spec.authentication.type: " + Tree.at(spec, "authentication", "type"));
        }
        Map<String, Object> authorization = Tree.map(spec.get("authorization"));
        only(authorization, "spec.authorization", "type", "acls");
        Tree.maps(authorization.get("acls")).forEach(acl -> {
            only(acl, "acl", "type", "resource", "host", "operations");
            Map<String, Object> resource = Tree.map(acl.get("resource"));
            only(resource, "acl.resource", "type", "name", "patternType");
            if (!Set.of("topic", "group", "cluster", "transactionalId")
                    .contains(String.valueOf(resource.get("type")))) {
                problems.add("acl resource type: " + resource.get("type"));
            }
            if (!Set.of("literal", "prefix")
                    .contains(String.valueOf(resource.getOrDefault("patternType", "literal")))) {
                problems.add("acl patternType: " + resource.get("patternType"));
            }
            var known = Set.of(
                    "Read",
                    "Write",
                    "Create",
                    "Delete",
                    "Alter",
                    "Describe",
                    "ClusterAction",
                    "AlterConfigs",
                    "DescribeConfigs",
                    "IdempotentWrite",
                    "All");
            Tree.list(acl.get("operations")).stream()
                    .filter(operation -> !known.contains(String.valueOf(operation)))
                    .forEach(operation -> problems.add("acl operation: " + operation));
        });
    }

    private void podMonitor() {
        Map<String, Object> spec = doc.map("spec");
        only(spec, "spec", "selector", "podMetricsEndpoints", "namespaceSelector", "jobLabel");
        required(Tree.at(spec, "selector", "matchLabels"), "spec.selector.matchLabels");
        if (Tree.list(spec.get("podMetricsEndpoints")).isEmpty()) {
            problems.add("spec.podMetricsEndpoints: none");
        }
        Tree.maps(spec.get("podMetricsEndpoints"))
                .forEach(endpoint -> only(endpoint, "podMetricsEndpoints[]", "port", "path", "interval", "scheme"));
    }

    private void triggerAuthentication() {
        Map<String, Object> spec = doc.map("spec");
        only(spec, "spec", "secretTargetRef", "env", "configMapTargetRef", "podIdentity");
        for (String refs : List.of("secretTargetRef", "configMapTargetRef")) {
            Tree.maps(spec.get(refs)).forEach(ref -> {
                only(ref, refs, "parameter", "name", "key");
                for (String key : List.of("parameter", "name", "key")) {
                    required(ref.get(key), refs + "." + key);
                }
            });
        }
    }

    private void scaledObject() {
        Map<String, Object> spec = doc.map("spec");
        only(
                spec,
                "spec",
                "scaleTargetRef",
                "pollingInterval",
                "cooldownPeriod",
                "initialCooldownPeriod",
                "idleReplicaCount",
                "minReplicaCount",
                "maxReplicaCount",
                "fallback",
                "advanced",
                "triggers");
        if (!partial) {
            required(Tree.at(spec, "scaleTargetRef", "name"), "spec.scaleTargetRef.name");
            if (Tree.list(spec.get("triggers")).isEmpty()) {
                problems.add("spec.triggers: none");
            }
        }
        only(
                Tree.map(spec.get("scaleTargetRef")),
                "spec.scaleTargetRef",
                "apiVersion",
                "kind",
                "name",
                "envSourceContainerName");
        for (String count : List.of("pollingInterval", "cooldownPeriod", "minReplicaCount", "maxReplicaCount")) {
            if (spec.containsKey(count) && !(spec.get(count) instanceof Integer)) {
                problems.add("spec." + count + " must be a number: " + spec.get(count));
            }
        }
        only(Tree.map(spec.get("fallback")), "spec.fallback", "failureThreshold", "replicas", "behavior");
        Map<String, Object> advanced = Tree.map(spec.get("advanced"));
        only(
                advanced,
                "spec.advanced",
                "horizontalPodAutoscalerConfig",
                "restoreToOriginalReplicaCount",
                "scalingModifiers");
        Map<String, Object> hpa = Tree.map(advanced.get("horizontalPodAutoscalerConfig"));
        only(hpa, "spec.advanced.horizontalPodAutoscalerConfig", "name", "behavior");
        if (hpa.get("behavior") != null) {
            Manifests.strict(hpa.get("behavior"), V2HorizontalPodAutoscalerBehavior.class, doc + " HPA behavior");
        }
        Tree.maps(spec.get("triggers")).forEach(trigger -> {
            only(trigger, "trigger", "type", "name", "metadata", "authenticationRef", "metricType", "useCachedMetrics");
            Map<String, Object> metadata = Tree.map(trigger.get("metadata"));
            if ("kafka".equals(trigger.get("type"))) {
                only(
                        metadata,
                        "kafka trigger metadata",
                        "bootstrapServers",
                        "consumerGroup",
                        "topic",
                        "lagThreshold",
                        "activationLagThreshold",
                        "offsetResetPolicy",
                        "allowIdleConsumers",
                        "excludePersistentLag",
                        "limitToPartitionsWithLag",
                        "scaleToZeroOnInvalidOffset",
                        "partitionLimitation",
                        "version",
                        "sasl",
                        "tls");
                for (String key : List.of("bootstrapServers", "consumerGroup", "topic", "lagThreshold")) {
                    required(metadata.get(key), "kafka trigger metadata." + key);
                }
            }
            // KEDA's trigger metadata is a map of strings: a bare number or boolean is rejected.
            metadata.forEach((key, value) -> {
                if (!(value instanceof String)) {
                    problems.add("trigger metadata." + key + " must be a quoted string: " + value);
                }
            });
        });
    }

    // ---------------------------------------------------------------------------------------------

    private void clusterLabel() {
        if (!partial && doc.string("metadata", "labels", "strimzi.io/cluster") == null) {
            problems.add("metadata.labels: no strimzi.io/cluster");
        }
    }

    private void only(Map<String, Object> map, String where, String... allowed) {
        Collection<String> known = Set.of(allowed);
        map.keySet().stream()
                .filter(key -> !known.contains(key))
                .forEach(key -> problems.add((where.isEmpty() ? "" : where + ": ") + "unknown field '" + key + "'"));
    }

    private void required(Object value, String what) {
        if (!partial && (value == null || value.toString().isBlank())) {
            problems.add(what + ": missing");
        }
    }

    private void positive(Object value, String what) {
        if (value != null && !(value instanceof Integer number && number > 0)) {
            problems.add(what + " must be a positive number: " + value);
        }
    }

    private void isBoolean(Object value, String what) {
        if (value != null && !(value instanceof Boolean)) {
            problems.add(what + " must be true or false: " + value);
        }
    }

    private void scalar(Object value, String what) {
        if (value instanceof Map<?, ?> || value instanceof List<?> || value == null) {
            problems.add(what + " must be a single value: " + value);
        }
    }
}
