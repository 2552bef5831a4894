package io.legalagent.retrieval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.retrieval.embed.EmbeddingModelChoice;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RetrievalSettingsTest {
    @Test
    void defaultsFollowTheDesign() {
        var settings = RetrievalSettings.defaults();

        assertThat(settings.chromaUrl()).isEqualTo(URI.create("http://127.0.0.1:8000"));
        assertThat(settings.passagesCollection()).isEqualTo("legal_passages");
        assertThat(settings.memoryCollection()).isEqualTo("qa_memory");
        assertThat(settings.model()).isEqualTo(EmbeddingModelChoice.BGE_SMALL_EN_V15_Q);
        assertThat(settings.topK()).isEqualTo(5);
        assertThat(settings.poolSize()).isEqualTo(50);
        assertThat(settings.memoryThreshold()).isEqualTo(0.92);
        assertThat(settings.reranker()).isEqualTo("hybrid");
        assertThat(settings.crossEncoderModel()).isNull();
    }

    @Test
    void environmentVariablesAndPropertiesNameTheSameSettings() {
        var fromEnv = RetrievalSettings.from(Map.of(
                "LEGAL_RETRIEVAL_CHROMA_URL", "http://chroma:8000",
                "LEGAL_RETRIEVAL_EMBEDDING_MODEL", "all-minilm-l6-v2-q",
                "LEGAL_RETRIEVAL_POOL_SIZE", "30"));
        var fromProperties = RetrievalSettings.fromProperties(Map.of(
                "legal.retrieval.chroma-url", "http://chroma:8000",
                "legal.retrieval.embedding-model", "all-minilm-l6-v2-q",
                "legal.retrieval.pool-size", "30")::get);

        assertThat(fromProperties).isEqualTo(fromEnv);
        assertThat(fromEnv.model()).isEqualTo(EmbeddingModelChoice.ALL_MINILM_L6_V2_Q);
        assertThat(fromEnv.poolSize()).isEqualTo(30);
        assertThat(RetrievalSettings.propertyName("LEGAL_RETRIEVAL_CROSS_ENCODER_MODEL"))
                .isEqualTo("legal.retrieval.cross-encoder-model");
    }

    @Test
    void anUnknownModelOrRerankerIsNamedInTheError() {
        assertThatThrownBy(() -> RetrievalSettings.from(Map.of("LEGAL_RETRIEVAL_EMBEDDING_MODEL", "gte-large")))
                .hasMessageContaining("gte-large")
                .hasMessageContaining("bge-small-en-v1.5-q");
        var settings = RetrievalSettings.from(Map.of("LEGAL_RETRIEVAL_RERANKER", "colbert"));
        assertThatThrownBy(() -> RetrievalStack.reranker(settings)).hasMessageContaining("colbert");
    }
}
