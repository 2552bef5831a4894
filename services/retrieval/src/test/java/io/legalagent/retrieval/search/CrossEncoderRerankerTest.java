package io.legalagent.retrieval.search;

import static org.assertj.core.api.Assertions.assertThat;

import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.store.StoredPassage;
import io.legalagent.retrieval.support.TinyOnnxModel;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The ONNX cross-encoder path, with a generated model whose scores are known in advance. */
class CrossEncoderRerankerTest {
    @TempDir
    static Path dir;

    private static Path model;
    private static Path tokenizer;

    @BeforeAll
    static void generate() throws IOException {
        tokenizer = dir.resolve("tokenizer.json");
        // The bundled bge model's tokenizer stands in for the cross-encoder's own.
        try (InputStream in =
                HuggingFaceTokenizer.class.getClassLoader().getResourceAsStream("bge-small-en-v1.5-q-tokenizer.json")) {
            Files.copy(in, tokenizer);
        }
        long contract;
        System.setProperty("ai.djl.offline", "true");
        try (var t = HuggingFaceTokenizer.newInstance(tokenizer)) {
            long[] ids = t.encode("contract").getIds();
            assertThat(ids).hasSize(3); // [CLS] contract [SEP]
            contract = ids[1];
        }
        model = TinyOnnxModel.write(dir.resolve("model.onnx"), contract);
    }

    private static Candidate candidate(String id, String text) {
        return new Candidate(new StoredPassage(id, text, Map.of(), new float[] {1, 0}));
    }

    @Test
    void scoresEachPairWithTheModel() {
        var candidates = List.of(
                candidate("none", "a tort claim about trespass to land and nuisance"),
                candidate("many", "contract contract contract"),
                candidate("one", "a contract for the sale of goods between merchants"));
        try (var reranker = CrossEncoderReranker.load(model, tokenizer, 128)) {
            double[] scores =
                    reranker.scores(new RerankRequest(List.of("contract"), List.of(new float[] {1, 0}), candidates));

            // [CLS] contract [SEP] + passage + [SEP]: the share of "contract" tokens.
            assertThat(scores[1]).isCloseTo(4.0 / 7, org.assertj.core.data.Offset.offset(1e-6));
            assertThat(scores[1]).isGreaterThan(scores[2]);
            assertThat(scores[2]).isGreaterThan(scores[0]);
            assertThat(reranker.id()).isEqualTo("cross-encoder(model.onnx)");
        }
    }

    @Test
    void batchesLargerPoolsAndKeepsCandidateOrder() {
        var candidates = new java.util.ArrayList<Candidate>();
        for (int i = 0; i < 40; i++) {
            candidates.add(candidate("c" + i, i % 2 == 0 ? "contract" : "tort"));
        }
        try (var reranker = CrossEncoderReranker.load(model, tokenizer, 128)) {
            double[] scores =
                    reranker.scores(new RerankRequest(List.of("query"), List.of(new float[] {1, 0}), candidates));

            for (int i = 0; i < 40; i++) {
                assertThat(scores[i]).isEqualTo(i % 2 == 0 ? 0.2 : 0.0, org.assertj.core.data.Offset.offset(1e-6));
            }
        }
    }

    @Test
    void aConfiguredModelPathSelectsTheCrossEncoder() throws Exception {
        var settings = RetrievalSettings.from(Map.of("LEGAL_RETRIEVAL_CROSS_ENCODER_MODEL", model.toString()));
        var reranker = RetrievalStack.reranker(settings);

        assertThat(reranker).isInstanceOf(CrossEncoderReranker.class);
        ((AutoCloseable) reranker).close();
        assertThat(RetrievalStack.reranker(RetrievalSettings.defaults())).isInstanceOf(HybridReranker.class);
    }
}
