package io.legalagent.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Every service's start-up probe, in every rendering, allows the slowest start measured with some
 * headroom and no more, and probes often enough that a started pod is not left waiting: a budget
 * far above the measurement only delays the restart of a start that hangs.
 */
class StartupProbeIT {
    /** {@code bench footprint}: the nine started together on two shared cores (docs/benchmarks.md). */
    private static final int SLOWEST_MEASURED_START_S = 69;

    @Test
    void theStartUpBudgetIsTheSlowestMeasuredStartWithAQuarterToAHalfMore() {
        for (Rendering rendering : Rendering.all()) {
            for (String service : Project.serviceIds()) {
                Object probe = rendering
                        .get("Deployment", service)
                        .at("spec", "template", "spec", "containers", 0, "startupProbe");
                int period = (Integer) Tree.at(probe, "periodSeconds");
                int failures = (Integer) Tree.at(probe, "failureThreshold");
                assertThat(period)
                        .as("%s start-up probe period in %s", service, rendering)
                        .isEqualTo(1);
                assertThat(period * failures)
                        .as("%s start-up budget in %s", service, rendering)
                        .isBetween(SLOWEST_MEASURED_START_S * 5 / 4, SLOWEST_MEASURED_START_S * 3 / 2);
            }
        }
    }
}
