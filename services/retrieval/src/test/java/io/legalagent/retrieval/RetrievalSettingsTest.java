package io.legalagent.retrieval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.retrieval.embed.EmbeddingModelChoice;
import io.legalagent.retrieval.search.ConfidenceModel;
import io.legalagent.retrieval.search.ConfidenceSignal;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.MapConfigurationPropertySource;

class RetrievalSettingsTest {
    private static final Map<String, String> VARIABLES = Map.of(
            "LEGAL_RETRIEVAL_CHROMA_URL", "http://chroma:8000",
            "LEGAL_RETRIEVAL_EMBEDDING_MODEL", "all-minilm-l6-v2-q",
            "LEGAL_RETRIEVAL_POOL_SIZE", "30",
            "LEGAL_RETRIEVAL_QUERY_INSTRUCTION", "false");

    @Test
    void defaultsFollowTheDesign() {
        var settings = RetrievalSettings.defaults();

        assertThat(settings.chromaUrl()).isEqualTo(URI.create("http://127.0.0.1:8000"));
        assertThat(settings.passagesCollection()).isEqualTo("legal_passages");
        assertThat(settings.memoryCollection()).isEqualTo("qa_memory");
        assertThat(settings.organisation()).isEqualTo("local");
        assertThat(settings.model()).isEqualTo(EmbeddingModelChoice.BGE_SMALL_EN_V15_Q);
        assertThat(settings.queryInstruction()).isTrue();
        assertThat(settings.topK()).isEqualTo(5);
        assertThat(settings.poolSize()).isEqualTo(50);
        assertThat(settings.memoryThreshold()).isEqualTo(0.95);
        assertThat(settings.effectiveReranker()).isEqualTo("hybrid");
        assertThat(settings.crossEncoderModel()).isNull();
    }

    @Test
    void theCommandLineVariablesAndTheServicePropertiesNameTheSameSettings() {
        var fromVariables = RetrievalSettings.from(VARIABLES);
        var bound = new Binder(new MapConfigurationPropertySource(Map.of(
                        "legal.retrieval.chroma-url", "http://chroma:8000",
                        "legal.retrieval.embedding-model", "all-minilm-l6-v2-q",
                        "legal.retrieval.pool-size", "30",
                        "legal.retrieval.query-instruction", "false")))
                .bindOrCreate("legal.retrieval", RetrievalSettings.class);

        assertThat(bound).isEqualTo(fromVariables);
        assertThat(fromVariables.model()).isEqualTo(EmbeddingModelChoice.ALL_MINILM_L6_V2_Q);
        assertThat(fromVariables.poolSize()).isEqualTo(30);
        assertThat(fromVariables.queryInstruction()).isFalse();
    }

    @Test
    void anUnknownModelOrRerankerIsNamedInTheError() {
        assertThatThrownBy(() -> RetrievalSettings.from(Map.of("LEGAL_RETRIEVAL_EMBEDDING_MODEL", "gte-large")))
                .hasMessageContaining("gte-large")
                .hasMessageContaining("bge-small-en-v1.5-q");
        var settings = RetrievalSettings.from(Map.of("LEGAL_RETRIEVAL_RERANKER", "colbert"));
        assertThatThrownBy(() -> RetrievalStack.reranker(settings)).hasMessageContaining("colbert");
    }

    @Test
    void aConfiguredCrossEncoderIsWhatTheManifestRecords() {
        var settings = RetrievalSettings.from(Map.of("LEGAL_RETRIEVAL_CROSS_ENCODER_MODEL", "/models/ce.onnx"));

        assertThat(settings.effectiveReranker()).isEqualTo("cross-encoder");
        assertThat(settings.manifest())
                .containsEntry("reranker", "cross-encoder")
                .containsEntry("top_k", "5");
    }

    @Test
    void theManifestRecordsWhatShapesAnAnswerAndNoAddress() {
        assertThat(RetrievalSettings.defaults().manifest())
                .containsOnlyKeys(
                        "embedding_model",
                        "query_instruction",
                        "pool_size",
                        "top_k",
                        "reranker",
                        "lexical_weight",
                        "batch_queries",
                        "memory_threshold",
                        "passages_collection",
                        "confidence_signal",
                        "confidence_model_fingerprint");
    }

    @Test
    void theConfidenceSignalAndItsModelAreRecordedAndAnUnknownSignalIsRefused() {
        var defaults = RetrievalSettings.defaults();
        var cosine = RetrievalSettings.from(Map.of("LEGAL_RETRIEVAL_CONFIDENCE_SIGNAL", "mean-cosine"));

        assertThat(defaults.manifest())
                .containsEntry("confidence_signal", "calibrated")
                .containsEntry(
                        "confidence_model_fingerprint",
                        ConfidenceModel.bundled().fingerprint());
        assertThat(cosine.signal()).isEqualTo(ConfidenceSignal.MEAN_COSINE);
        assertThat(cosine.manifest())
                .containsEntry("confidence_signal", "mean_cosine")
                .doesNotContainKey("confidence_model_fingerprint");
        assertThatThrownBy(() -> RetrievalSettings.from(Map.of("LEGAL_RETRIEVAL_CONFIDENCE_SIGNAL", "vibes")))
                .hasMessageContaining("vibes");
    }

    @Test
    void theDefaultOrganisationIsReadAndHeldToTheOrganisationRule() {
        assertThat(RetrievalSettings.from(Map.of("LEGAL_RETRIEVAL_ORGANISATION", "firm-a"))
                        .organisation())
                .isEqualTo("firm-a");
        assertThatThrownBy(() -> RetrievalSettings.from(Map.of("LEGAL_RETRIEVAL_ORGANISATION", "firm_a")))
                .hasMessageContaining("organisation 'firm_a'");
    }
}
