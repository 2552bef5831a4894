package io.legalagent.retrieval.train;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.ingest.PassageFiles;
import io.legalagent.retrieval.search.LearnedReranker;
import io.legalagent.retrieval.search.RerankFeatures;
import io.legalagent.retrieval.search.RerankerModel;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.ProjectRoot;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.json.JsonMapper;

/**
 * Trains on questions made from a slice of the sample corpus, against a real Chroma and the real
 * embedding model, and loads what it wrote as the services would.
 */
class TrainRerankerIT {
    private static final int PASSAGES = 40;

    @Test
    void trainsCrossValidatesAndWritesAModelTheServicesLoad(@TempDir Path dir) throws Exception {
        var corpus = dir.resolve("corpus.jsonl");
        Files.write(corpus, Files.readAllLines(ProjectRoot.sampleCorpus()).subList(0, PASSAGES));
        var passages = PassageFiles.read(List.of(corpus)).passages();
        Path train = questions(dir.resolve("train.csv"), passages.subList(0, 20), passages);
        Path validation = questions(dir.resolve("validation.csv"), passages.subList(20, 30), passages);
        var settings = RetrievalSettings.from(
                Map.of("LEGAL_RETRIEVAL_CHROMA_URL", ChromaServer.url().toString()));
        var out = new ByteArrayOutputStream();
        var options = new TrainReranker.Options(
                train, validation, corpus, dir.resolve("model"), new RerankerFit.Options(2, 0.1, 7));

        int code = new TrainReranker(new PrintStream(out, true, StandardCharsets.UTF_8), System.err)
                .run(options, settings);

        String report = out.toString(StandardCharsets.UTF_8);
        assertThat(code).isZero();
        assertThat(report)
                .contains("learned, train 5-fold CV (20)")
                .contains("hybrid, train (20)")
                .contains("learned, validation (10)")
                .contains("hybrid, validation (10)")
                .contains("f03_dense_choice_max");
        var model = RerankerModel.read(dir.resolve("model/learned-reranker.json"));
        assertThat(report).contains("fingerprint " + model.fingerprint());
        assertThat(model.features()).isEqualTo(RerankFeatures.NAMES);
        try (var reranker = LearnedReranker.load(model)) {
            assertThat(reranker.id()).startsWith("learned(");
        }
        var description = JsonMapper.builder()
                .build()
                .readTree(dir.resolve("model/learned-reranker.json").toFile());
        assertThat(description.path("training").path("weights").size()).isEqualTo(RerankFeatures.NAMES.size());
        assertThat(description
                        .path("training")
                        .path("validation")
                        .path("learned")
                        .path("hit@5")
                        .isNumber())
                .isTrue();
    }

    /** A question per passage asking for its title's rule; choice A is the passage's first words. */
    private static Path questions(
            Path file,
            List<io.legalagent.retrieval.ingest.Passage> gold,
            List<io.legalagent.retrieval.ingest.Passage> all)
            throws Exception {
        var csv =
                new StringBuilder("idx,subject,prompt,question,choice_a,choice_b,choice_c,choice_d,answer,gold_idx\n");
        for (int i = 0; i < gold.size(); i++) {
            var p = gold.get(i);
            String first =
                    p.text().substring(0, Math.min(80, p.text().length())).replace("\"", "'");
            csv.append(String.format(
                    "q%d,,,\"What is the rule of %s?\",\"%s\",\"%s\",\"%s\",\"%s\",A,%s%n",
                    i,
                    p.title(),
                    first,
                    all.get((i + 7) % all.size()).title(),
                    all.get((i + 13) % all.size()).title(),
                    all.get((i + 21) % all.size()).title(),
                    p.id()));
        }
        Files.writeString(file, csv);
        return file;
    }
}
