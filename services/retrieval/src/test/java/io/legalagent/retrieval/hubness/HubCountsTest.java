package io.legalagent.retrieval.hubness;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.retrieval.store.StoredPassage;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HubCountsTest {
    private static StoredPassage at(String id, float x, float y) {
        double norm = Math.hypot(x, y);
        return new StoredPassage(id, id, Map.of(), new float[] {(float) (x / norm), (float) (y / norm)});
    }

    @Test
    void aPassageManyOthersAreNearIsAHub() {
        // "hub" sits between two clusters; with 12 passages each votes for its 10 nearest.
        var passages = new java.util.ArrayList<StoredPassage>();
        for (int i = 0; i < 6; i++) {
            passages.add(at("a" + i, 1, 0.01f * i));
            passages.add(at("b" + i, 0.01f * i, 1));
        }
        passages.add(at("hub", 1, 1));

        var counts = HubCounts.of(passages, null);

        assertThat(counts.get("hub").corpus()).isEqualTo(12);
        assertThat(counts.values().stream().mapToInt(HubCounts.Counts::corpus).sum())
                .isEqualTo(13 * 10);
        assertThat(counts.get("a0").probe()).isNull();
    }

    @Test
    void probeSharesCountTheQuestionsThatLandOnAPassageOverAnEvenSpread() {
        var passages =
                List.of(at("x", 1, 0), at("y", 0, 1), at("z", -1, 0), at("w", 0, -1), at("v", -1, -1), at("u", 1, -1));
        // Two questions, each voting for its 5 nearest of 6: 10 votes, an even share 10 / 6.
        var probe = HubProbe.of("test-model", List.of(new float[] {1, 0}, new float[] {0.995f, 0.0995f}));

        var counts = HubCounts.of(passages, probe);

        double even = 10 / 6.0;
        assertThat(counts.get("x").probe()).isEqualTo(Math.round(2 / even * 1e9) / 1e9);
        assertThat(counts.values().stream().mapToDouble(HubCounts.Counts::probe).sum())
                .isCloseTo(6, org.assertj.core.data.Offset.offset(1e-9));
        // z is the farthest passage from both questions, so neither votes for it.
        assertThat(counts.get("z").probe()).isZero();
    }

    @Test
    void tiesGoToTheEarlierIdWhateverTheInputOrder() {
        var same = List.of(at("c", 1, 0), at("a", 1, 0), at("b", 1, 0), at("q", 0, 1));

        var one = HubCounts.of(same, null);
        var other = HubCounts.of(List.of(same.get(3), same.get(2), same.get(1), same.get(0)), null);

        assertThat(one).isEqualTo(other);
        assertThat(HubCounts.nearestTo(new float[] {1, 0}, new float[][] {{1, 0}, {1, 0}, {1, 0}}, 2, 0))
                .containsExactly(1, 2);
    }

    @Test
    void aCorpusSmallerThanTheNeighbourCountVotesForAllTheOthers() {
        var counts = HubCounts.of(List.of(at("a", 1, 0), at("b", 0, 1), at("c", 1, 1)), null);

        assertThat(counts.values()).allMatch(c -> c.corpus() == 2);
    }

    @Test
    void aPassageWithoutItsVectorIsRefused() {
        assertThatThrownBy(() -> HubCounts.of(List.of(new StoredPassage("a", "a", Map.of(), null)), null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a has no embedding");
    }
}
