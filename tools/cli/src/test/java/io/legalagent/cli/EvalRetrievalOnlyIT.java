package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.SampleCollection;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import tools.jackson.databind.JsonNode;

/**
 * {@code eval --retrieval-only} on the shipped sample corpus in a real Chroma server with the real
 * ONNX model: the executor's retriever alone, scored where each question's gold passage ranks.
 */
@ExtendWith(ChromaServer.class)
class EvalRetrievalOnlyIT {
    @Test
    void scoresTheGoldPassagesRankPerSubjectAndOverall() throws UsageException {
        var sample = SampleCollection.ingested();
        var environment = Map.of(
                "LEGAL_RETRIEVAL_CHROMA_URL", sample.chromaUrl().toString(),
                "LEGAL_RETRIEVAL_PASSAGES_COLLECTION", sample.name());
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();

        int code = new EvalCommand(
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        environment::get)
                .run(List.of("src/test/resources/eval/sample-qa.csv", "--retrieval-only", "--json"));

        String stdout = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(err.toString(StandardCharsets.UTF_8))
                .contains("gold passages: 4 of 4 in collection " + sample.name());
        assertThat(stdout).contains("subject").contains("TORTS").contains("CRIM. LAW");
        var lines = stdout.strip().split("\n");
        JsonNode json = Json.MAPPER.readTree(lines[lines.length - 1]);
        assertThat(json.get("eval").asString()).isEqualTo("retrieval-only");
        var overall = json.get("overall");
        assertThat(overall.get("questions").asInt()).isEqualTo(4);
        // Each of these questions names its rule plainly: the gold passage ranks in the top 5.
        assertThat(overall.get("hit@5").asDouble()).isEqualTo(1.0);
        assertThat(overall.get("hit@1").asDouble())
                .isLessThanOrEqualTo(overall.get("hit@5").asDouble());
        assertThat(overall.get("mrr").asDouble()).isBetween(0.2, 1.0);
        assertThat(json.get("subjects").propertyNames())
                .containsExactly("CONTRACTS", "CRIM. LAW", "TORTS", EvalQuestions.NO_SUBJECT);
        assertThat(json.at("/subjects/TORTS/questions").asInt()).isEqualTo(1);
    }
}
