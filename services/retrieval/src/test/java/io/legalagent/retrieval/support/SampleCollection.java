package io.legalagent.retrieval.support;

import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.ingest.PassageFiles;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import java.net.URI;
import java.util.List;

/**
 * The shipped sample corpus ingested with the real default model into a collection of its own on the
 * test run's Chroma server, once per test JVM: end-to-end tests search real passages.
 */
public record SampleCollection(URI chromaUrl, String name) {
    private static SampleCollection ingested;

    public static synchronized SampleCollection ingested() {
        if (ingested == null) {
            var url = ChromaServer.url();
            var name = ChromaServer.uniqueCollection("sample");
            var model = TestModels.bge();
            var store = ChromaPassageStore.open(new ChromaClient(url), name, model.passageModelId());
            var corpus = PassageFiles.read(List.of(ProjectRoot.sampleCorpus()));
            new Ingester(store, model, 128, IngestProgress.SILENT).ingest(corpus, false);
            ingested = new SampleCollection(url, name);
        }
        return ingested;
    }
}
