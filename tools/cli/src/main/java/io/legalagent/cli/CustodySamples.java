package io.legalagent.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The runs of the judged passes of {@code bench hops}, kept by mode (exactly-once, tracing, security)
 * and pass (idle, loaded), with custody on and off apart: every round's runs of one side together,
 * so that what signing costs is compared within one mode.
 */
final class CustodySamples {
    private final Map<String, Sides> byModeAndPass = new LinkedHashMap<>();

    private record Sides(List<RunSample> on, List<RunSample> off) {}

    void add(String mode, String pass, boolean on, List<RunSample> runs) {
        var sides =
                byModeAndPass.computeIfAbsent(mode + " " + pass, k -> new Sides(new ArrayList<>(), new ArrayList<>()));
        (on ? sides.on() : sides.off()).addAll(runs);
    }

    /** What signing cost in each mode and pass that ran both ways. */
    List<CustodyCost> costs() {
        var costs = new ArrayList<CustodyCost>();
        byModeAndPass.forEach((key, sides) -> {
            if (!sides.on().isEmpty() && !sides.off().isEmpty()) {
                costs.add(CustodyCost.of(key, sides.on(), sides.off()));
            }
        });
        return costs;
    }
}
