package io.legalagent.retrieval.train;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.retrieval.embed.EmbeddingModelChoice;
import io.legalagent.retrieval.embed.OnnxEmbedder;
import io.legalagent.retrieval.hubness.HubProbe;
import io.legalagent.retrieval.hubness.Hubness;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Builds a probe from three questions with the real model and reads it back as the services do. */
class TrainProbeCommandTest {
    private static final String HEADER =
            "idx,dataset,example_id,prompt_id,source,subject,question_number,prompt,question,choice_a,choice_b,"
                    + "choice_c,choice_d,answer,gold_passage,gold_idx";

    @Test
    void theProbeHoldsEachQuestionsQueryVectorAndNamesItsSpec(@TempDir Path dir) throws Exception {
        var qa = dir.resolve("qa.csv");
        Files.writeString(
                qa,
                HEADER + "\n"
                        + "q1,mbe,1,1,s,torts,1,\"Dan struck Paul with a stick.\",Is Dan liable for battery?,yes,no,maybe,never,A,,p1\n"
                        + "q2,mbe,2,2,s,contracts,2,,What makes an offer irrevocable?,consideration,a seal,both,neither,C,,p2\n"
                        + "q3,mbe,3,3,s,evidence,3,\"A witness was surprised.\",May a party impeach its own witness?,yes,no,only,never,A,,p3\n");
        var out = new ByteArrayOutputStream();
        var target = dir.resolve("probe.bin");

        int code = new CommandLine(new TrainProbeCommand(new PrintStream(out, true, StandardCharsets.UTF_8), dir))
                .execute("--qa", qa.toString(), "--out", target.toString());

        assertThat(code).isZero();
        HubProbe probe;
        try (var in = Files.newInputStream(target)) {
            probe = HubProbe.read(in);
        }
        assertThat(probe.vectors()).hasSize(3);
        assertThat(probe.passageModel()).isEqualTo("bge-small-en-v1.5-q");
        assertThat(out.toString(StandardCharsets.UTF_8))
                .contains("probe: 3 questions of qa.csv")
                .contains("fingerprint " + probe.fingerprint())
                .contains("spec " + Hubness.spec(probe));
        try (var model = OnnxEmbedder.create(EmbeddingModelChoice.BGE_SMALL_EN_V15_Q)) {
            float[] expected = model.embedQuery("Dan struck Paul with a stick.\nIs Dan liable for battery?");
            assertThat(probe.vectors().get(0)).containsExactly(expected);
            float[] stemOnly = model.embedQuery("What makes an offer irrevocable?");
            assertThat(probe.vectors().get(1)).containsExactly(stemOnly);
        }
    }

    @Test
    void aMissingFileIsAUsageError(@TempDir Path dir) {
        var err = new ByteArrayOutputStream();
        var command = new CommandLine(new TrainProbeCommand(System.out, dir));
        command.setErr(new java.io.PrintWriter(err, true, StandardCharsets.UTF_8));

        int code = command.execute("--qa", dir.resolve("none.csv").toString());

        assertThat(code).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no such file");
        assertThat(dir.resolve("services")).doesNotExist();
    }
}
