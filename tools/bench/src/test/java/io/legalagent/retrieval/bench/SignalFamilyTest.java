package io.legalagent.retrieval.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.retrieval.search.ConfidenceSignal;
import java.util.ArrayList;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class SignalFamilyTest {
    @Test
    void everySignalButTheFittedModelIsOnExactlyOneChart() {
        var charted = new ArrayList<ConfidenceSignal>();
        for (var family : SignalFamily.values()) {
            charted.addAll(family.signals());
        }

        var expected = Arrays.stream(ConfidenceSignal.values())
                .filter(s -> s != ConfidenceSignal.CALIBRATED)
                .toList();
        assertThat(charted).containsExactlyInAnyOrderElementsOf(expected).doesNotHaveDuplicates();
    }

    @Test
    void aChartHoldsFewEnoughCurvesForEachToHaveItsOwnColour() {
        // The family's signals and the fitted model; the report's palette has eight colours.
        assertThat(SignalFamily.values())
                .allSatisfy(f -> assertThat(f.signals().size() + 1).isLessThanOrEqualTo(8));
        assertThat(SignalFamily.values()).extracting(SignalFamily::id).allSatisfy(id -> assertThat(id)
                .matches("[a-z0-9-]+"));
    }
}
