package io.legalagent.retrieval.support;

import io.legalagent.retrieval.embed.EmbeddingModelChoice;
import io.legalagent.retrieval.embed.OnnxEmbedder;
import io.legalagent.retrieval.ingest.Passage;
import io.legalagent.retrieval.ingest.PassageFiles;
import java.util.List;

/** The real default ONNX model, loaded once per test run (about a second, ~0.3 GB native memory). */
public final class TestModels {
    private static OnnxEmbedder bge;

    private TestModels() {}

    public static synchronized OnnxEmbedder bge() {
        if (bge == null) {
            bge = OnnxEmbedder.create(EmbeddingModelChoice.BGE_SMALL_EN_V15_Q);
        }
        return bge;
    }

    /** The shipped sample corpus: tests use small slices of it to keep run time low. */
    public static List<Passage> sample() {
        return PassageFiles.read(List.of(ProjectRoot.sampleCorpus())).passages();
    }
}
