package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PromQlTest {
    @Test
    void readsTheMetricsOfAnExpressionAndNothingElse() {
        assertThat(PromQl.metrics("histogram_quantile(0.99, sum by (node, le) (rate(legal_node_duration_seconds_bucket"
                        + "{service=\"x\"}[$__rate_interval]))) > 30"))
                .containsExactly("legal_node_duration_seconds_bucket");
        assertThat(PromQl.metrics("sum(rate(legal_runs_finished_total{status=\"FAILED\"}[10m]))"
                        + " / sum(rate(legal_runs_finished_total[10m])) > 0.05"))
                .containsExactly("legal_runs_finished_total");
        assertThat(PromQl.metrics("max by (uri) (http_server_requests_seconds_max) and on (uri) up offset 5m"))
                .containsExactly("http_server_requests_seconds_max", "up");
        assertThat(PromQl.metrics(
                        "sum(rate(http_server_requests_seconds_count{uri=\"/a/{id}\", service=\"gateway\"}[5m]))"))
                .containsExactly("http_server_requests_seconds_count");
    }
}
