package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The alert rules (deploy/prometheus/rules/legal-agent.rules.yml) pass promtool's check, fire as
 * their tests expect (tests/alerts.test.yml), and read only metrics the services really export:
 * every name in an alert's expression and every series a test feeds in, with its label names, is
 * in the scrapes of a running stack (tests/scrape/), so renaming a metric or a tag breaks this test.
 */
class AlertRulesIT {
    static final String RULES = "deploy/prometheus/rules/legal-agent.rules.yml";
    static final String TESTS = "deploy/prometheus/tests/alerts.test.yml";

    /** The alerts docs/observability.md and the design name. */
    static final Set<String> ALERTS = Set.of(
            "LegalNodeConsumerLagHigh",
            "LegalHopLatencyP99High",
            "LegalRunLatencyP99High",
            "LegalDeadLettersRising",
            "LegalFailedAnswersRising",
            "LegalSigningFailures",
            "LegalGatewayAnswerLatencyP99High");

    private static final Pattern SELECTOR = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)\\{(.*)}$");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"");

    static List<Map<String, Object>> rules() {
        var groups = Manifests.load(Project.file(RULES)).get(0).list("groups");
        assertThat(groups).hasSize(1);
        assertThat(Tree.map(groups.get(0)).get("name")).isEqualTo("legal-agent");
        return Tree.maps(Tree.map(groups.get(0)).get("rules")).toList();
    }

    private static ComposeRun promtool(String... arguments) throws Exception {
        var promtool = Manifests.onPathOf("promtool");
        assumeTrue(promtool.isPresent(), "promtool is not installed (Debian's prometheus package; CI installs it)");
        var command = new java.util.ArrayList<String>();
        command.add(promtool.get().toString());
        command.addAll(List.of(arguments));
        return ComposeRun.of(command);
    }

    @Test
    void theRulesAreTheDesignsAlerts() {
        assertThat(rules().stream().map(r -> r.get("alert"))).containsExactlyInAnyOrderElementsOf(ALERTS);
        var run = rules().stream()
                .filter(r -> "LegalRunLatencyP99High".equals(r.get("alert")))
                .findFirst()
                .orElseThrow();
        assertThat(run.get("expr").toString()).contains("legal_run_duration_seconds_bucket");
        assertThat(Tree.at(run, "annotations", "description").toString()).contains("reviewer");
    }

    @Test
    void promtoolChecksTheRules() throws Exception {
        var check = promtool("check", "rules", RULES);
        assertThat(check.exitCode()).as(check.output() + check.errors()).isZero();
        assertThat(check.output() + check.errors()).contains("SUCCESS: " + ALERTS.size() + " rules found");
    }

    @Test
    void eachAlertFiresOnItsTestSeriesAndNotOnAQuietOne() throws Exception {
        var test = promtool("test", "rules", TESTS);
        assertThat(test.exitCode()).as(test.output() + test.errors()).isZero();
        assertThat(test.output() + test.errors()).contains("SUCCESS");
        // Every alert is expected to fire somewhere in the tests, and to stay quiet somewhere.
        var tests = Manifests.load(Project.file(TESTS)).get(0);
        var firing = new TreeSet<String>();
        var quiet = new TreeSet<String>();
        Tree.maps(tests.at("tests"))
                .flatMap(t -> Tree.maps(t.get("alert_rule_test")))
                .forEach(expectation -> {
                    String alert = expectation.get("alertname").toString();
                    (Tree.list(expectation.get("exp_alerts")).isEmpty() ? quiet : firing).add(alert);
                });
        assertThat(firing).containsExactlyInAnyOrderElementsOf(ALERTS);
        assertThat(quiet).contains("LegalNodeConsumerLagHigh", "LegalDeadLettersRising", "LegalSigningFailures");
    }

    @Test
    void everyMetricTheRulesReadIsInTheScrape() {
        var scrapes = Scrapes.captured();
        assertThat(scrapes.byService())
                .as("the scrapes in %s (deploy/prometheus/capture-scrape.sh)", Scrapes.DIR)
                .containsKey("gateway")
                .hasSizeGreaterThan(1);
        var read = new TreeSet<String>();
        rules().forEach(rule -> read.addAll(PromQl.metrics(rule.get("expr").toString())));
        assertThat(read)
                .contains(
                        "legal_dead_letters_total",
                        "legal_signing_failures_total",
                        "legal_gateway_answer_seconds_bucket");
        assertThat(scrapes.names()).as("series in the scrapes").containsAll(read);
    }

    @Test
    void everyTestSeriesIsNamedAndLabelledAsInTheScrape() {
        var scrapes = Scrapes.captured();
        var tests = Manifests.load(Project.file(TESTS)).get(0);
        var series = Tree.maps(tests.at("tests"))
                .flatMap(t -> Tree.maps(t.get("input_series")))
                .map(s -> s.get("series").toString())
                .toList();
        assertThat(series).isNotEmpty();
        for (String selector : series) {
            var m = SELECTOR.matcher(selector);
            assertThat(m.matches()).as(selector).isTrue();
            String name = m.group(1);
            assertThat(scrapes.names()).as("%s in the scrapes", selector).contains(name);
            var labels =
                    LABEL.matcher(m.group(2)).results().map(l -> l.group(1)).toList();
            assertThat(scrapes.labelsOf(name)).as("label names of %s", selector).containsAll(labels);
        }
    }
}
