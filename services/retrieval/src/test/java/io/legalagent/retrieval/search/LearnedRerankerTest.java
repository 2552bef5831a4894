package io.legalagent.retrieval.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.store.StoredPassage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The model the project ships, run by ONNX Runtime as the services run it. */
class LearnedRerankerTest {
    private static final String PRIMARY =
            "Can the buyer cross the seller's land to reach the road?\n(A) easement by necessity\n(B) adverse possession";

    @Test
    void theBundledModelLoadsWithTheFingerprintOfItsBytesAndFeatures() {
        var model = RerankerModel.bundled();

        assertThat(model.features()).isEqualTo(RerankFeatures.NAMES);
        assertThat(model.fingerprint()).isEqualTo(RerankerModel.fingerprintOf(model.onnx(), model.features()));
        try (var reranker = LearnedReranker.load(model)) {
            assertThat(reranker.id()).isEqualTo("learned(" + model.fingerprint().substring(0, 12) + ")");
        }
    }

    @Test
    void itPutsThePassageThatStatesAChoiceAboveAnUnrelatedOne() {
        var pool = List.of(
                candidate(
                        "p1",
                        "An easement by necessity arises when a parcel is landlocked by the seller's land.",
                        1,
                        0.1f),
                candidate("p2", "Adverse possession requires open, notorious and hostile possession.", 0.2f, 1),
                candidate("p3", "A contract needs an offer, an acceptance and consideration.", -1, -0.5f));
        var request = new RerankRequest(
                List.of(PRIMARY, "easement by necessity", "adverse possession"),
                List.of(new float[] {0.9f, 0.3f}, new float[] {1, 0}, new float[] {0, 1}),
                pool);

        try (var reranker = LearnedReranker.load(RerankerModel.bundled())) {
            double[] scores = reranker.scores(request);

            assertThat(scores).hasSize(3);
            for (double score : scores) {
                assertThat(score).isBetween(0.0, 1.0);
            }
            assertThat(scores[0]).isGreaterThan(scores[2]);
            assertThat(reranker.scores(request)).containsExactly(scores); // the same input, the same scores
        }
    }

    @Test
    void aModelTrainedOnOtherFeaturesIsRefused() {
        var bundled = RerankerModel.bundled();
        var other = new RerankerModel(bundled.fingerprint(), List.of("f00_hybrid"), 0, 0.4, bundled.onnx());

        assertThatThrownBy(() -> LearnedReranker.load(other)).hasMessageContaining("train it again");
    }

    @Test
    void aDescriptionAndAModelThatDoNotBelongTogetherAreRefused(@TempDir Path dir) throws IOException {
        var json = copyBundled(dir);
        var onnx = dir.resolve("learned-reranker.onnx");
        Files.write(onnx, Arrays.copyOf(Files.readAllBytes(onnx), (int) Files.size(onnx) + 1));

        assertThatThrownBy(() -> RerankerModel.read(json)).hasMessageContaining("do not belong together");
    }

    @Test
    void theManifestRecordsTheModelsFingerprintSoAReplayNoticesAnotherModel(@TempDir Path dir) throws IOException {
        var learned = RetrievalSettings.from(Map.of("LEGAL_RETRIEVAL_RERANKER", "learned"));
        assertThat(learned.manifest())
                .containsEntry("reranker", "learned")
                .containsEntry("reranker_fingerprint", RerankerModel.bundled().fingerprint());
        assertThat(RetrievalSettings.from(Map.of("LEGAL_RETRIEVAL_RERANKER", "hybrid"))
                        .manifest())
                .doesNotContainKey("reranker_fingerprint");

        var json = copyBundled(dir);
        var onnx = dir.resolve("learned-reranker.onnx");
        byte[] changed = Arrays.copyOf(Files.readAllBytes(onnx), (int) Files.size(onnx) + 1);
        Files.write(onnx, changed);
        String fingerprint = RerankerModel.fingerprintOf(changed, RerankFeatures.NAMES);
        Files.writeString(
                json, Files.readString(json).replace(RerankerModel.bundled().fingerprint(), fingerprint));
        var retrained = RetrievalSettings.from(
                Map.of("LEGAL_RETRIEVAL_RERANKER", "learned", "LEGAL_RETRIEVAL_RERANKER_MODEL", json.toString()));

        assertThat(retrained.manifest()).containsEntry("reranker_fingerprint", fingerprint);
    }

    private static Path copyBundled(Path dir) throws IOException {
        for (String name : new String[] {"learned-reranker.json", "learned-reranker.onnx"}) {
            try (var in = LearnedRerankerTest.class.getResourceAsStream("/reranker/" + name)) {
                Files.write(dir.resolve(name), in.readAllBytes());
            }
        }
        return dir.resolve("learned-reranker.json");
    }

    private static Candidate candidate(String id, String text, float x, float y) {
        float norm = (float) Math.sqrt(x * x + y * y);
        return new Candidate(new StoredPassage(id, text, Map.of(), new float[] {x / norm, y / norm}));
    }
}
