package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * docker-compose.yml's {@code monitoring} profile as docker-compose resolves it ({@code
 * --profile monitoring config}): Prometheus and Grafana sit behind the profile, every file they
 * mount exists, Prometheus scrapes every node, the ingest and the gateway's management port and
 * loads the rules file, and Grafana's provisioning points at that Prometheus and at the mounted
 * dashboard.
 */
class ComposeMonitoringIT {
    private static final List<String> MONITORING = List.of("prometheus", "grafana");

    private static Doc resolved() throws Exception {
        var compose = Manifests.onPathOf("docker-compose");
        assumeTrue(compose.isPresent(), "docker-compose is not installed");
        var command = new ArrayList<>(
                List.of(compose.get().toString(), "-f", "docker-compose.yml", "--profile", "monitoring", "config"));
        var run = ComposeRun.of(command);
        assertThat(run.exitCode()).as("%s: %s", command, run.errors()).isZero();
        return Manifests.parse(run.output(), String.join(" ", command)).get(0);
    }

    private static Map<String, Object> service(Doc compose, String name) {
        return Tree.map(compose.at("services", name));
    }

    /** Mount target → host path, for the bind mounts of a resolved service. */
    private static Map<String, Path> binds(Map<String, Object> service) {
        var binds = new java.util.TreeMap<String, Path>();
        for (Object volume : Tree.list(service.get("volumes"))) {
            String[] parts = volume.toString().split(":");
            if (parts[0].startsWith("/")) {
                binds.put(parts[1], Path.of(parts[0]));
            }
        }
        return binds;
    }

    @Test
    void prometheusAndGrafanaRunOnlyWithTheProfile() {
        var written = Manifests.load(Project.file("docker-compose.yml")).get(0);
        for (String name : MONITORING) {
            assertThat(written.list("services", name, "profiles")).as(name).containsExactly("monitoring");
        }
    }

    @Test
    void everyMountedFileExists() throws Exception {
        var compose = resolved();
        for (String name : MONITORING) {
            var binds = binds(service(compose, name));
            assertThat(binds).as("%s bind mounts", name).isNotEmpty();
            binds.forEach((target, source) -> assertThat(Files.exists(source))
                    .as("%s mounts %s at %s", name, source, target)
                    .isTrue());
        }
    }

    @Test
    void prometheusScrapesEveryServiceAndLoadsTheRules() throws Exception {
        var compose = resolved();
        var binds = binds(service(compose, "prometheus"));
        var config = Manifests.load(binds.get("/etc/prometheus/prometheus.yml")).get(0);
        var targets = new TreeSet<String>();
        Tree.maps(config.at("scrape_configs")).forEach(job -> {
            assertThat(job.get("metrics_path")).isEqualTo("/actuator/prometheus");
            Tree.maps(job.get("static_configs"))
                    .flatMap(c -> Tree.list(c.get("targets")).stream())
                    .forEach(t -> targets.add(t.toString()));
        });
        var expected = new TreeSet<String>();
        Project.nodeIds().forEach(node -> expected.add(node + ":8080"));
        expected.add(Project.INGEST + ":8080");
        expected.add(Project.GATEWAY + ":8081");
        assertThat(targets).isEqualTo(expected);
        // The gateway's management port is the one its own health check asks.
        assertThat(Tree.list(compose.at("services", Project.GATEWAY, "healthcheck", "test"))
                        .toString())
                .contains("127.0.0.1:8081/actuator");
        targets.forEach(t -> assertThat(compose.map("services")).containsKey(t.split(":")[0]));

        var ruleFiles = config.list("rule_files");
        assertThat(ruleFiles).containsExactly("/etc/prometheus/rules/*.rules.yml");
        var rulesDir = binds.get("/etc/prometheus/rules");
        assertThat(rulesDir.resolve(Path.of(AlertRulesIT.RULES).getFileName()))
                .isEqualTo(Project.file(AlertRulesIT.RULES));
    }

    @Test
    void grafanaIsProvisionedWithThatPrometheusAndTheDashboard() throws Exception {
        var compose = resolved();
        var binds = binds(service(compose, "grafana"));
        var provisioning = binds.get("/etc/grafana/provisioning");
        var datasource = Tree.maps(Manifests.load(provisioning.resolve("datasources/prometheus.yml"))
                        .get(0)
                        .at("datasources"))
                .findFirst()
                .orElseThrow();
        assertThat(datasource.get("type")).isEqualTo("prometheus");
        assertThat(datasource.get("url")).isEqualTo("http://prometheus:9090");
        assertThat(Tree.list(compose.at("services", "prometheus", "ports")).toString())
                .contains("9090");
        assertThat(compose.at("services", "grafana", "depends_on", "prometheus", "condition"))
                .isEqualTo("service_healthy");

        var provider = Tree.maps(Manifests.load(provisioning.resolve("dashboards/legal-agent.yml"))
                        .get(0)
                        .at("providers"))
                .findFirst()
                .orElseThrow();
        String dashboards = Tree.at(provider, "options", "path").toString();
        assertThat(binds.get(dashboards + "/legal-agent.json")).isEqualTo(Project.file(DashboardQueriesIT.DASHBOARD));
    }
}
