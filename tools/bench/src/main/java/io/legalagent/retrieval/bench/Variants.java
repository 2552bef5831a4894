package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.embed.Embedder;
import io.legalagent.retrieval.embed.OnnxEmbedder;
import io.legalagent.retrieval.rp.RpReranker;
import io.legalagent.retrieval.search.DenseReranker;
import io.legalagent.retrieval.search.HybridReranker;
import io.legalagent.retrieval.search.LearnedReranker;
import io.legalagent.retrieval.search.MultiDenseReranker;
import io.legalagent.retrieval.search.MultiQueryRetriever;
import io.legalagent.retrieval.search.Reranker;
import io.legalagent.retrieval.store.PassageStore;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** The variants the benchmark compares, the default first (README explains the choice). */
final class Variants {
    private Variants() {}

    static List<Variant> all(
            PassageStore store,
            Embedder raw,
            RetrievalSettings settings,
            Function<RetrievalSettings, Reranker> configured,
            Resources resources) {
        var instructed = new CachingEmbedder(raw, settings.model().queryInstruction());
        var plain = new CachingEmbedder(raw, "");
        // k = everything pooled: the order of the first 5 is what the executor's k = 5 would keep.
        var all = new io.legalagent.retrieval.search.RetrieverSettings(settings.poolSize(), 10_000, null);
        var hybrid = new HybridReranker(settings.lexicalWeight());
        var list = new ArrayList<Variant>();
        list.add(new Variant(
                "choices+hybrid (default)",
                "primary = question + choices, alternatives = each choice; dense+BM25 fusion over the pool",
                Variant::choiceAware,
                new MultiQueryRetriever(store, instructed, hybrid, all)));
        list.add(new Variant(
                "choices+RPv1.1",
                "choice-aware queries; RPv1.1 over the pool (citator-free: E = the hybrid scaled to [0, 1], + W_pos +"
                        + " W_density)",
                Variant::choiceAware,
                new MultiQueryRetriever(store, instructed, new RpReranker(hybrid), all)));
        list.add(new Variant(
                "choices+learned",
                "choice-aware queries; the learned reranker ("
                        + settings.learnedModel().fingerprint().substring(0, 12) + ") over the same pool",
                Variant::choiceAware,
                new MultiQueryRetriever(
                        store, instructed, resources.add(LearnedReranker.load(settings.learnedModel())), all)));
        var batched = resources.add(
                OnnxEmbedder.create(settings.model(), settings.model().queryInstruction(), true));
        list.add(new Variant(
                "choices+hybrid, batched queries",
                "the default with a question's queries embedded in one ONNX call (legal.retrieval.batch-queries)",
                Variant::choiceAware,
                new MultiQueryRetriever(store, batched, hybrid, all)));
        if (settings.crossEncoderModel() != null) {
            list.add(new Variant(
                    "choices+cross-encoder",
                    "choice-aware queries, ONNX cross-encoder rerank",
                    Variant::choiceAware,
                    new MultiQueryRetriever(store, instructed, configured.apply(settings), all)));
        }
        list.add(new Variant(
                "choices+multi-dense",
                "choice-aware queries; cosine to primary + best choice",
                Variant::choiceAware,
                new MultiQueryRetriever(store, instructed, new MultiDenseReranker(), all)));
        list.add(new Variant(
                "question+choices dense",
                "one query: question + choices, instruction; dense order",
                Variant::questionAndChoices,
                new MultiQueryRetriever(store, instructed, new DenseReranker(), all)));
        list.add(new Variant(
                "question+choices dense, no instr.",
                "as above without bge's query instruction",
                Variant::questionAndChoices,
                new MultiQueryRetriever(store, plain, new DenseReranker(), all)));
        list.add(new Variant(
                "question hybrid",
                "question alone (as the planner sees it); dense+BM25 over pool",
                Variant::questionOnly,
                new MultiQueryRetriever(store, instructed, hybrid, all)));
        list.add(new Variant(
                "question dense",
                "question alone, instruction; dense order",
                Variant::questionOnly,
                new MultiQueryRetriever(store, instructed, new DenseReranker(), all)));
        return list;
    }
}
