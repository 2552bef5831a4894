package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.Topics;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.loop.LoopCustodyKeys;
import io.legalagent.loop.LoopSigningKey;
import io.legalagent.loop.ProductionLoop;
import io.legalagent.replay.SignatureTrust;
import io.legalagent.retrieval.support.ProjectRoot;
import io.legalagent.retrieval.support.SampleCollection;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.TopicPartition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.TestPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * {@code legal eval} against the nine real nodes on an embedded broker, with the offline provider
 * and real retrieval over the shipped sample corpus: four multiple-choice questions of our own whose
 * gold passages are in that corpus, two in flight at a time, every answer saved as a case study.
 */
@TestPropertySource(properties = "legal.model.provider=offline")
// Closed afterwards: OfflineLoopIT has the same settings and would reuse this context, whose
// nodes, after the other loop tests had run, answered none of its questions.
@DirtiesContext
class EvalLoopIT extends ProductionLoop {
    private static final Path QUESTIONS = ProjectRoot.get().resolve("tools/cli/src/test/resources/eval/sample-qa.csv");

    @Value("${spring.embedded.kafka.brokers}")
    String brokers;

    @TempDir
    Path dir;

    /** What an eval printed and how it ended. */
    private record Evaluated(int code, String out, String err) {}

    /** {@code eval QUESTIONS ... --in-flight 2 --timeout 120 --save --save-dir DIR} on the loop's broker. */
    private Evaluated eval(Path saveDir, String... more) throws UsageException {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        var argv = new ArrayList<>(List.of(
                QUESTIONS.toString(),
                "--in-flight",
                "2",
                "--timeout",
                "120",
                "--save",
                "--save-dir",
                saveDir.toString(),
                "--bootstrap-server",
                brokers));
        argv.addAll(List.of(more));
        int code = new EvalCommand(
                        new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8),
                        environment()::get)
                .run(argv);
        return new Evaluated(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Path answerKey;

    /** The sample corpus, and the loop's answer key and keyring for the report's verdicts. */
    private static Map<String, String> environment() {
        var sample = SampleCollection.ingested();
        return Map.of(
                "LEGAL_RETRIEVAL_CHROMA_URL",
                sample.chromaUrl().toString(),
                "LEGAL_RETRIEVAL_PASSAGES_COLLECTION",
                sample.name(),
                ReplayKeys.VARIABLE,
                answerKey().toString(),
                ReplayKeys.KEYRING_VARIABLE,
                LoopCustodyKeys.keyring().toString());
    }

    private static synchronized Path answerKey() {
        if (answerKey == null) {
            try {
                answerKey = Files.createTempFile("loop-answer", ".pub");
                Files.writeString(answerKey, AnswerKeys.publicPem(LoopSigningKey.publicKey()));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
        return answerKey;
    }

    /** {@code ./legal ARGV} through its entry point: its exit code, stdout and stderr. */
    private static Evaluated legal(String... argv) {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        int code = Main.run(
                argv,
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                environment()::get);
        return new Evaluated(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void evaluatesEveryQuestionThroughThePipelineAndSavesWhatWasPublished() throws Exception {
        var saveDir = dir.resolve("case_studies");

        var report = dir.resolve("report-live");
        var run = eval(saveDir, "--json", "--report", report.toString());

        int code = run.code();
        String stderr = run.err();
        assertThat(code).as(stderr).isZero();
        assertThat(stderr).contains("gold passages: 4 of 4").contains("4/4 (100%)");
        var lines = run.out().strip().split("\n");
        assertThat(lines[0]).startsWith("subject");
        assertThat(lines).anySatisfy(line -> assertThat(line).startsWith("TORTS              1"));
        var figures = Json.MAPPER.readTree(lines[lines.length - 1]);
        var overall = figures.get("overall");
        assertThat(overall.get("questions").asInt()).isEqualTo(4);
        assertThat(overall.at("/statuses/ANSWERED").asInt()).isEqualTo(4);
        assertThat(overall.get("llm_calls_total").asInt()).isZero();
        assertThat(figures.get("subjects").propertyNames())
                .containsExactly("CONTRACTS", "CRIM. LAW", "TORTS", EvalQuestions.NO_SUBJECT);

        var cases = savedCases(saveDir);
        assertThat(cases).hasSize(4);
        assertThat(Files.readString(saveDir.resolve(CaseStudyWriter.SUMMARY))).contains("| [t1](t1.json) | TORTS |");
        // The figures are what the saved answers say, question by question.
        int correct = 0;
        int goldFound = 0;
        for (var c : cases.values()) {
            var answer = c.get("answer");
            assertThat(answer.get("status").asString()).isEqualTo("ANSWERED");
            assertThat(answer.get("requestId").asString())
                    .isEqualTo(c.get("request_id").asString());
            // No letter when the research fell below the threshold: the offline selection then abstains.
            String selected = answer.get("mcAnswer").isNull()
                    ? "-"
                    : answer.get("mcAnswer").asString();
            assertThat(c.at("/mc/selected").asString()).isEqualTo(selected);
            boolean right = selected.equals(c.at("/gold/letter").asString());
            assertThat(c.at("/mc/correct").asBoolean()).isEqualTo(right);
            correct += right ? 1 : 0;
            boolean found = false;
            for (var step : c.get("steps")) {
                assertThat(step.get("queries")).isNotEmpty();
                for (var passage : step.get("passages")) {
                    assertThat(passage.get("preview").asString()).isNotBlank();
                    found |= passage.get("id")
                            .asString()
                            .equals(c.at("/gold/passage_id").asString());
                }
            }
            assertThat(c.get("gold_retrieved").asBoolean()).isEqualTo(found);
            goldFound += found ? 1 : 0;
            assertThat(c.get("path").get(0).get("node").asString()).isEqualTo("guard");
            assertThat(c.get("trace_id").asString())
                    .isEqualTo(answer.get("traceId").asString());
        }
        assertThat(overall.get("mc_correct").asInt()).isEqualTo(correct);
        assertThat(overall.get("gold_hits").asInt()).isEqualTo(goldFound);
        // Each question names its rule plainly: the research finds most gold passages.
        assertThat(goldFound).isGreaterThanOrEqualTo(2);
        assertThat(cases.get("t1").at("/gold/passage").asString()).isEqualTo("Battery is an intentional tort.");
        assertThat(cases.get("c1").at("/gold/passage").asString()).startsWith("Consideration requires");

        // A report of live retrieval records no pack set: it cannot be compared, not even with itself.
        assertThat(Json.MAPPER
                        .readTree(report.resolve("figures.json").toFile())
                        .get("pack_set_sha256")
                        .isNull())
                .isTrue();
        var refused = legal("eval", "--compare", report.toString(), report.toString());
        assertThat(refused.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(refused.err()).contains("was not answered from frozen packs");

        // Under "answer", each case holds the bytes published on legal.answers, unchanged.
        var published = publishedAnswers();
        for (var c : cases.values()) {
            String raw = published.get(c.get("request_id").asString());
            assertThat(raw).isNotNull();
            assertThat(Files.readString(saveDir.resolve(c.get("id").asString() + ".json")))
                    .contains("\"answer\" : " + raw);
        }
    }

    /**
     * {@code pack build} then {@code eval --packs}: every answer names the pack it was given and the
     * report the pack set; a saved answer replays as a match against its pack, and is refused without it.
     */
    @Test
    void answersFromFrozenPacksNameThemAndReplayAgainstThem() throws Exception {
        var sample = SampleCollection.ingested();
        var packs = dir.resolve("packs");
        int built = Main.commandLine()
                .execute(
                        "pack",
                        "build",
                        QUESTIONS.toString(),
                        "--corpus",
                        ProjectRoot.sampleCorpus().toString(),
                        "--out",
                        packs.toString(),
                        "--chroma",
                        sample.chromaUrl().toString());
        assertThat(built).isZero();
        String packSet = Json.MAPPER
                .readTree(packs.resolve("rp_manifest.json").toFile())
                .get("packSetSha256")
                .asString();
        var saveDir = dir.resolve("frozen");

        var report = dir.resolve("report-frozen");
        var run = eval(saveDir, "--packs", packs.toString(), "--report", report.toString());

        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.err()).contains("report: " + report.resolve("index.html"));
        assertThat(run.out())
                .contains("frozen context: pack set sha256 " + packSet
                        + "; 4 of 4 answers name the pack they were given");
        var cases = savedCases(saveDir);
        for (var c : cases.values()) {
            var inputPack = c.at("/answer/researchPack/inputPack");
            assertThat(inputPack.get("packSetSha256").asString()).isEqualTo(packSet);
            assertThat(inputPack.get("sha256").asString())
                    .isEqualTo(sha256(packs.resolve("packs/" + c.get("id").asString() + ".json")));
        }

        reportHoldsWhatTheAnswersSay(report, packSet, cases);
        // The run compared with a copy of itself: the same letters, nothing discordant.
        var copy = dir.resolve("report-copy");
        Files.createDirectories(copy);
        Files.copy(report.resolve("figures.json"), copy.resolve("figures.json"));
        var compared = legal(
                "eval",
                "--compare",
                report.toString(),
                copy.toString(),
                "--report",
                dir.resolve("compare").toString());
        assertThat(compared.code()).as(compared.err()).isZero();
        assertThat(compared.out())
                .contains("pack set sha256 " + packSet)
                .contains("4 questions paired by id")
                .contains("b=0 c=0 chi2=0.00 p=1.0000")
                .contains("answered differently: 0 questions");
        assertThat(dir.resolve("compare/charts/compare-accuracy.svg")).exists();

        var saved = saveDir.resolve("t1.json");
        var trust = new SignatureTrust(LoopSigningKey.publicKey(), "the loop's key", true);
        var skills = ProjectRoot.get().resolve("skills");
        var replayOut = new ByteArrayOutputStream();
        var replay = new ReplayCommand(
                new PrintStream(replayOut, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                environment()::get);
        int matched = replay.run(saved, false, null, skills, trust, packs);
        assertThat(matched).as(replayOut.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(replayOut.toString(StandardCharsets.UTF_8)).contains("MATCH");
        assertThatThrownBy(() -> replay.run(saved, false, null, skills, trust, null))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("replay it with --packs DIR");
    }

    /**
     * figures.json names the pack set and the offline provider, and holds a record per question that
     * agrees with its saved case: letter, correctness, whether the gold passage was kept, and a verdict
     * of its signature and custody checked with the loop's keys.
     */
    private static void reportHoldsWhatTheAnswersSay(Path report, String packSet, Map<String, JsonNode> cases)
            throws IOException {
        var figures = Json.MAPPER.readTree(report.resolve("figures.json").toFile());
        assertThat(figures.get("pack_set_sha256").asString()).isEqualTo(packSet);
        assertThat(figures.at("/run/provider").asString()).isEqualTo("offline");
        assertThat(figures.get("questions")).hasSize(4);
        for (var q : figures.get("questions")) {
            var c = cases.get(q.get("id").asString());
            assertThat(q.get("verdict").asString()).isEqualTo("VERIFIED, custody INTACT");
            String selected = c.at("/mc/selected").asString();
            assertThat(q.get("letter").isNull() ? "-" : q.get("letter").asString())
                    .isEqualTo(selected);
            assertThat(q.get("correct").asBoolean())
                    .isEqualTo(c.at("/mc/correct").asBoolean());
            assertThat(q.get("gold_rank").isNull())
                    .isEqualTo(!c.get("gold_retrieved").asBoolean());
            assertThat(q.get("steps")).hasSize(c.get("steps").size());
        }
        var all = figures.get("accuracy").get(figures.get("accuracy").size() - 1);
        assertThat(all.get("subject").asString()).isEqualTo(EvalReport.OVERALL);
        assertThat(all.get("questions").asInt()).isEqualTo(count(figures, "gold"));
        long correct = cases.values().stream()
                .filter(c -> c.at("/mc/correct").asBoolean())
                .count();
        assertThat(all.get("correct").asLong()).isEqualTo(correct);
        assertThat(report.resolve("index.html")).exists();
        assertThat(report.resolve("charts/accuracy.svg")).exists();
    }

    /** Questions whose record has this field set. */
    private static int count(JsonNode figures, String field) {
        int n = 0;
        for (var q : figures.get("questions")) {
            n += q.get(field).isNull() ? 0 : 1;
        }
        return n;
    }

    private static String sha256(Path file) throws Exception {
        return java.util.HexFormat.of()
                .formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    private static Map<String, JsonNode> savedCases(Path saveDir) throws IOException {
        var cases = new HashMap<String, JsonNode>();
        try (var files = Files.list(saveDir)) {
            for (var file : files.filter(f -> f.toString().endsWith(".json")).toList()) {
                var node = Json.MAPPER.readTree(file.toFile());
                cases.put(node.get("id").asString(), node);
            }
        }
        return cases;
    }

    /** Every committed answer on legal.answers, by request id, as the bytes published. */
    private Map<String, String> publishedAnswers() {
        var answers = new HashMap<String, String>();
        try (var consumer = KafkaClients.readCommittedConsumer(brokers)) {
            var partitions = new ArrayList<TopicPartition>();
            consumer.partitionsFor(Topics.ANSWERS)
                    .forEach(p -> partitions.add(new TopicPartition(p.topic(), p.partition())));
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            var end = consumer.endOffsets(partitions);
            while (partitions.stream().anyMatch(p -> consumer.position(p) < end.get(p))) {
                for (var record : consumer.poll(Duration.ofMillis(500))) {
                    String raw = new String(record.value(), StandardCharsets.UTF_8);
                    var node = Json.MAPPER.readTree(raw);
                    answers.put(node.get("requestId").asString(), raw);
                }
            }
        }
        return answers;
    }
}
