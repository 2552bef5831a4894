package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class IngestFiguresTest {
    private final IngestFigures figures =
            new IngestFigures("corpus", 1821, 640.4, "bge-small-en-v1.5-q", 64.0, 66.0, 61.0);

    @Test
    void comparesIngestWithTheModelAloneAndProjectsTheFullCorpus() {
        assertThat(figures.ratio()).isCloseTo(0.9385, org.assertj.core.api.Assertions.within(1e-4));
        assertThat(figures.meetsTarget()).isTrue();
        assertThat(figures.projectedFullCorpus()).isEqualTo(Duration.ofSeconds(11246)); // 686,000 / 61
        assertThat(new IngestFigures("c", 1, 1, "m", 100, 100, 80).meetsTarget())
                .isFalse();
    }

    @Test
    void theTableAndTheJsonSayTheSame() {
        assertThat(figures.table())
                .contains(
                        "raw embedding (batches of the same size, nothing stored)      65.0 passages/s (64.0 before the ingest, 66.0 after)")
                .contains("93.8 %   (target >= 90 %: met)")
                .contains("686,000 passages, at this speed: 3 h 07 min");
        var json = Json.MAPPER.readValue(Json.MAPPER.writeValueAsString(figures.figures()), Map.class);
        assertThat(json)
                .containsEntry("ingest_to_raw", 0.938)
                .containsEntry("raw_passages_per_s", 65.0)
                .containsEntry("raw_after_passages_per_s", 66.0)
                .containsEntry("meets_target", true)
                .containsEntry("full_corpus_projected_s", 11246);
    }
}
