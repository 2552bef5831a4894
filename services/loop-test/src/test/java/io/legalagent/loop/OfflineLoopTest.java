package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.SampleCollection;
import io.legalagent.runtime.EnvelopeCodec;
import io.legalagent.runtime.testing.KafkaProbe;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.core.env.Environment;
import org.springframework.kafka.test.context.EmbeddedKafka;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The nine nodes with nothing scripted: the offline provider's skills, the real ONNX embedding model
 * and a real Chroma server holding the shipped sample corpus, on an embedded KRaft broker.
 */
@SpringBootTest(
        classes = OfflineLoopApp.class,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.runtime.partitions=2",
            "legal.model.provider=offline"
        })
@EmbeddedKafka(
        partitions = 2,
        brokerProperties = {"transaction.state.log.replication.factor=1", "transaction.state.log.min.isr=1"})
class OfflineLoopTest {
    private static final Duration WAIT = Duration.ofSeconds(120);
    private static KafkaProbe probe;

    @Autowired
    EnvelopeCodec codec;

    @DynamicPropertySource
    static void realRetrieval(DynamicPropertyRegistry registry) {
        var sample = SampleCollection.ingested();
        registry.add("legal.retrieval.chroma-url", () -> sample.chromaUrl().toString());
        registry.add("legal.retrieval.passages-collection", sample::name);
        registry.add("legal.retrieval.memory-collection", () -> ChromaServer.uniqueCollection("loop-memory"));
    }

    @BeforeAll
    static void connect(@Autowired Environment env) {
        probe = new KafkaProbe(env.getProperty("spring.embedded.kafka.brokers"));
    }

    @AfterAll
    static void disconnect() {
        probe.close();
    }

    @Test
    void aMultiHopChoiceQuestionIsAnsweredWithCitationsAndALetter() {
        var requestId = UUID.randomUUID().toString();
        var json =
                """
                {"requestId": "%s",
                 "question": "A guard fires at a robber during a holdup; the bullet ricochets and strikes a bystander. The bystander sues the guard for battery, and the guard says he acted in self-defense. Will the bystander prevail?",
                 "choices": {"A": "Yes, because the guard intended to strike the robber and that intent transfers.",
                             "B": "Yes, because firing a gun is an abnormally dangerous activity.",
                             "C": "No, if the guard acted reasonably in self-defense.",
                             "D": "No, because the bystander was not the person the guard aimed at."}}"""
                        .formatted(requestId);

        var answer = ask(requestId, json);
        try {
            java.nio.file.Files.writeString(
                    java.nio.file.Path.of("/tmp/offline-answer.json"), new String(codec.encode(answer)));
        } catch (Exception e) {
        }

        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.queryType()).isEqualTo(QueryType.MULTI_HOP);
        assertThat(nodes(answer))
                .startsWith("guard", "classifier", "planner", "executor", "evaluator", "replanner")
                .endsWith("mc-selector", "memory", "observer");
        assertThat(answer.mcAnswer()).isIn("A", "B", "C", "D");
        assertThat(answer.answer())
                .contains("**Answer: (" + answer.mcAnswer() + ")**")
                .containsPattern("\\[Query 1]\\[Source \\d]")
                .contains("without a language model");
        assertThat(answer.sources()).isNotEmpty();
        assertThat(answer.metrics().llmCalls()).isZero();
    }

    @Test
    void aSimpleQuestionIsAnsweredFromTheSampleCorpusInOneStep() {
        var requestId = UUID.randomUUID().toString();

        var answer = ask(requestId, "What are the elements of battery?");

        assertThat(answer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(answer.queryType()).isEqualTo(QueryType.SIMPLE);
        assertThat(nodes(answer))
                .containsExactly(
                        "guard", "classifier", "planner", "executor", "evaluator", "mc-selector", "memory", "observer");
        assertThat(answer.answer()).containsPattern("\\[Query 1]\\[Source \\d]").contains("without a language model");
        assertThat(answer.sources()).extracting(s -> s.id()).contains("torts-battery");
        assertThat(answer.mcAnswer()).isNull();
    }

    private Answer ask(String requestId, String text) {
        probe.send(Topics.QUESTIONS, requestId, text.getBytes(StandardCharsets.UTF_8));
        var answers = probe
                .await(
                        Topics.ANSWERS,
                        r -> requestId.equals(
                                codec.decode(r.value(), Answer.class).requestId()),
                        1,
                        WAIT)
                .stream()
                .map(r -> codec.decode(r.value(), Answer.class))
                .toList();
        assertThat(answers).as("exactly one answer for " + requestId).hasSize(1);
        return answers.get(0);
    }

    private static List<String> nodes(Answer answer) {
        return answer.path().stream().map(Hop::node).toList();
    }
}
