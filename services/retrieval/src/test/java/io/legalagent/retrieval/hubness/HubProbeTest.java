package io.legalagent.retrieval.hubness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

class HubProbeTest {
    @Test
    void aProbeReadsBackAsWrittenWithTheSameFingerprint() throws IOException {
        var probe = HubProbe.of("m", List.of(new float[] {0.6f, 0.8f}, new float[] {1, 0}));

        var read = HubProbe.read(new ByteArrayInputStream(probe.bytes()));

        assertThat(read.passageModel()).isEqualTo("m");
        assertThat(read.vectors()).hasSize(2);
        assertThat(read.vectors().get(0)).containsExactly(0.6f, 0.8f);
        assertThat(read.fingerprint()).isEqualTo(probe.fingerprint()).hasSize(64);
        assertThat(Hubness.spec(read)).isEqualTo(Hubness.spec(probe)).isNotEqualTo(Hubness.spec(null));
    }

    @Test
    void theBundledProbeIsTheTrainingQuestionsOfTheBundledModel() {
        var probe = HubProbe.bundled();

        assertThat(probe).isNotNull();
        assertThat(probe.passageModel()).isEqualTo("bge-small-en-v1.5-q");
        assertThat(probe.vectors()).hasSize(954);
        for (float[] v : probe.vectors()) {
            double norm = 0;
            for (float x : v) {
                norm += x * x;
            }
            assertThat(Math.sqrt(norm)).isCloseTo(1, org.assertj.core.data.Offset.offset(1e-4));
        }
        assertThat(Hubness.bundledSpec()).isEqualTo(Hubness.spec(probe));
    }

    @Test
    void anotherFileIsNotReadAsAProbe() {
        assertThatThrownBy(() -> HubProbe.read(new ByteArrayInputStream(new byte[] {1, 2, 3, 4, 5, 6, 7, 8})))
                .isInstanceOf(IOException.class)
                .hasMessageContaining("not a hubness probe");
    }
}
