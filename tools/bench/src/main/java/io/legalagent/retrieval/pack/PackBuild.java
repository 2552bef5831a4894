package io.legalagent.retrieval.pack;

import io.legalagent.contracts.RpConstants;
import io.legalagent.ports.BuildInfo;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.bench.BenchCollection;
import io.legalagent.retrieval.bench.QaCsv;
import io.legalagent.retrieval.embed.ModelFiles;
import io.legalagent.retrieval.search.HybridReranker;
import io.legalagent.retrieval.search.MultiQueryRetriever;
import io.legalagent.retrieval.search.RetrieverSettings;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Locale;
import java.util.TreeMap;

/**
 * {@code pack build}: one frozen pack per question of a QA file and {@code rp_manifest.json} beside
 * them. The corpus goes into a collection of its own named by its fingerprint (the benchmarks'), so
 * the user's collection is never touched and a second build reuses it.
 */
final class PackBuild {
    private PackBuild() {}

    /** Returns 0 built, 1 Chroma does not answer or the corpus is unusable. */
    static int run(
            Path qa,
            Path corpus,
            Path out,
            PackRanker ranker,
            RetrievalSettings settings,
            PrintStream outStream,
            PrintStream err) {
        var rows = QaCsv.read(qa);
        var constants = RpConstants.V1_1;
        BenchCollection bench;
        try {
            bench = BenchCollection.open(settings, corpus, err);
        } catch (IllegalStateException | IllegalArgumentException e) {
            err.println(e.getMessage());
            return 1;
        }
        try (bench) {
            var hybrid = new HybridReranker(settings.lexicalWeight());
            var retriever = new MultiQueryRetriever(
                    bench.store(),
                    bench.instructed(),
                    hybrid,
                    new RetrieverSettings(settings.poolSize(), 10_000, null));
            var builder = new PackBuilder(retriever, hybrid, ranker, constants, settings.signal(), settings.topK());
            Files.createDirectories(out.resolve(PackFiles.PACKS));
            PackFiles.clear(out);
            var entries = new ArrayList<PackManifest.Entry>();
            var files = new HashSet<String>();
            for (var row : rows) {
                var pack = builder.build(row);
                String file = PackFiles.fileOf(row.idx());
                if (!files.add(file)) {
                    throw new IllegalArgumentException("two questions of " + qa + " make the pack file " + file);
                }
                byte[] bytes = PackFiles.bytes(pack);
                Files.write(out.resolve(file), bytes);
                entries.add(new PackManifest.Entry(
                        row.idx(),
                        file,
                        PackFiles.sha256(bytes),
                        pack.coverage().candidates(),
                        pack.coverage().selected()));
            }
            var manifest = new PackManifest(
                    constants.version(),
                    BuildInfo.sha(),
                    constants.asMap(),
                    retrieval(settings, builder.rankerId(), bench.instructed().modelId()),
                    bench.corpus().fingerprint(),
                    inputs(qa, corpus, settings),
                    entries,
                    PackFiles.packSetSha256(entries));
            Files.write(out.resolve(PackFiles.MANIFEST), PackFiles.bytes(manifest));
            outStream.printf(
                    Locale.ROOT,
                    "%d packs in %s (ranker %s, top %d), %s; pack set sha256 %s%n",
                    entries.size(),
                    out.resolve(PackFiles.PACKS),
                    builder.rankerId(),
                    constants.topK(),
                    coverage(entries),
                    manifest.packSetSha256());
            outStream.println("manifest " + out.resolve(PackFiles.MANIFEST));
            return 0;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write to " + out, e);
        }
    }

    private static TreeMap<String, String> retrieval(RetrievalSettings settings, String ranker, String embedder) {
        var map = new TreeMap<String, String>();
        map.put("embedding_model", embedder);
        map.put("pool_size", Integer.toString(settings.poolSize()));
        map.put("lexical_weight", Double.toString(settings.lexicalWeight()));
        map.put("ranker", ranker);
        map.put("confidence_signal", settings.signal().id());
        map.put("confidence_top_k", Integer.toString(settings.topK()));
        map.put("queries", "choice-aware: question + choices, then each choice (no rewrite, no model)");
        return map;
    }

    /** Corpus files by their name within the corpus folder, the QA file and the model files by name. */
    private static ArrayList<PackManifest.Input> inputs(Path qa, Path corpus, RetrievalSettings settings) {
        var inputs = new ArrayList<PackManifest.Input>();
        for (Path file : PackFiles.corpusFiles(corpus)) {
            String name = Files.isDirectory(corpus)
                    ? corpus.relativize(file).toString().replace('\\', '/')
                    : file.getFileName().toString();
            inputs.add(new PackManifest.Input("corpus", name, PackFiles.sha256(file)));
        }
        inputs.add(new PackManifest.Input("qa", qa.getFileName().toString(), PackFiles.sha256(qa)));
        ModelFiles.sha256(settings.model())
                .forEach((name, sha) -> inputs.add(new PackManifest.Input("embedding-model", name, sha)));
        return inputs;
    }

    private static String coverage(java.util.List<PackManifest.Entry> entries) {
        double candidates = entries.stream()
                .mapToInt(PackManifest.Entry::candidates)
                .average()
                .orElse(0);
        double selected = entries.stream()
                .mapToInt(PackManifest.Entry::selected)
                .average()
                .orElse(0);
        return String.format(Locale.ROOT, "on average %.1f candidates found, %.1f selected", candidates, selected);
    }
}
