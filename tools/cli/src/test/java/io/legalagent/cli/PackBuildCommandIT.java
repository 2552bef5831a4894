package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.FrozenPassage;
import io.legalagent.contracts.HeadTail;
import io.legalagent.contracts.RpConstants;
import io.legalagent.contracts.Sha256;
import io.legalagent.ports.BuildInfo;
import io.legalagent.retrieval.pack.FrozenPacks;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.ProjectRoot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code legal pack build} against a real Chroma server and the real ONNX model: three rules of the
 * sample corpus and one opinion longer than 80,000 characters, two questions.
 */
@ExtendWith(ChromaServer.class)
class PackBuildCommandIT {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String LONG_TEXT = "The court held that a battery requires an intended contact. ".repeat(1400)
            + "In closing, we hold that the touching of a purse held in the hand is a contact with the person.";

    @TempDir
    static Path dir;

    private static Path corpus;
    private static Path qa;

    @BeforeAll
    static void corpusAndQuestions() throws IOException {
        var lines = Files.readAllLines(ProjectRoot.sampleCorpus()).subList(0, 3);
        var folder = Files.createDirectories(dir.resolve("corpus"));
        Files.write(folder.resolve("rules.jsonl"), lines);
        Files.writeString(
                folder.resolve("opinions.jsonl"),
                JSON.writeValueAsString(java.util.Map.of(
                                "id", "opinion-purse", "source", "opinions", "text", LONG_TEXT, "position", 0.0))
                        + "\n");
        corpus = folder;
        qa = Files.writeString(
                dir.resolve("qa.csv"),
                """
                idx,prompt,question,choice_a,choice_b,choice_c,choice_d,answer,gold_idx
                q1,,"Dan grabbed the purse Paula was holding. Which tort?",Battery,Assault,Negligence,None,A,torts-battery
                q2,"Dan shook his fist and said he would hit Paula next week.",Is Dan liable for assault?,"Yes, he threatened her","No, the harm was not imminent",Only if she was afraid,Only if he touched her,B,torts-assault
                """);
    }

    private static Cli build(ChromaClient chroma, Path out, String... more) {
        var argv = new java.util.ArrayList<>(List.of(
                "pack",
                "build",
                qa.toString(),
                "--corpus",
                corpus.toString(),
                "--out",
                out.toString(),
                "--chroma",
                chroma.url().toString()));
        argv.addAll(List.of(more));
        return Cli.run(argv.toArray(String[]::new));
    }

    @Test
    void buildingTwiceGivesByteIdenticalPacksAndManifest(ChromaClient chroma) throws IOException {
        var first = build(chroma, dir.resolve("first"));
        var second = build(chroma, dir.resolve("second"));

        assertThat(first.exitCode()).as(first.stderr()).isZero();
        assertThat(second.exitCode()).as(second.stderr()).isZero();
        assertThat(first.out()).contains("2 packs in").contains("ranker hybrid(lexical=0.4), top 12");
        var names = files(dir.resolve("first"));
        assertThat(names).containsExactly("packs/q1.json", "packs/q2.json", "rp_manifest.json");
        assertThat(files(dir.resolve("second"))).isEqualTo(names);
        for (String name : names) {
            assertThat(Files.readAllBytes(dir.resolve("second").resolve(name)))
                    .as(name)
                    .isEqualTo(Files.readAllBytes(dir.resolve("first").resolve(name)));
        }
    }

    @Test
    void theManifestHoldsTheBuildTheConstantsTheInputsAndTheCoverage(ChromaClient chroma) throws Exception {
        var out = dir.resolve("manifest");
        assertThat(build(chroma, out).exitCode()).isZero();

        var manifest = JSON.readTree(Files.readString(out.resolve("rp_manifest.json")));

        assertThat(manifest.get("version").asString()).isEqualTo("rp-1.1");
        assertThat(manifest.get("builderSha").asString()).isEqualTo(BuildInfo.sha());
        var constants = new java.util.TreeMap<String, String>();
        manifest.get("constants")
                .properties()
                .forEach(e -> constants.put(e.getKey(), e.getValue().asString()));
        assertThat(constants).isEqualTo(RpConstants.V1_1.asMap());
        assertThat(inputs(manifest))
                .contains(
                        "corpus opinions.jsonl " + sha256(corpus.resolve("opinions.jsonl")),
                        "corpus rules.jsonl " + sha256(corpus.resolve("rules.jsonl")),
                        "qa qa.csv " + sha256(qa))
                .anyMatch(line -> line.matches("embedding-model bge-small-en-v1\\.5-q\\.onnx [0-9a-f]{64}"));
        var entries = manifest.get("packs");
        assertThat(entries).hasSize(2);
        var lines = new StringBuilder();
        for (JsonNode entry : entries) {
            assertThat(entry.get("candidates").asInt()).isEqualTo(4);
            assertThat(entry.get("selected").asInt()).isEqualTo(4);
            assertThat(entry.get("sha256").asString())
                    .isEqualTo(sha256(out.resolve(entry.get("file").asString())));
            lines.append(entry.get("file").asString())
                    .append(' ')
                    .append(entry.get("sha256").asString())
                    .append('\n');
        }
        assertThat(manifest.get("packSetSha256").asString()).isEqualTo(Sha256.hex(lines.toString()));
    }

    @Test
    void aPackNamesItsQuestionAndHoldsTrimmedTextsAndSnippets(ChromaClient chroma) throws Exception {
        var out = dir.resolve("content");
        assertThat(build(chroma, out).exitCode()).isZero();

        var pack = JSON.readTree(Files.readString(out.resolve("packs/q1.json")));

        assertThat(pack.get("question").get("id").asString()).isEqualTo("q1");
        assertThat(pack.get("question").get("text").asString())
                .isEqualTo("Dan grabbed the purse Paula was holding. Which tort?");
        assertThat(pack.get("question").get("choices").get(0).get("text").asString())
                .isEqualTo("Battery");
        assertThat(pack.get("coverage").get("selected").asInt()).isEqualTo(4);
        var passages = pack.get("passages");
        assertThat(passages).hasSize(4);
        for (JsonNode p : passages) {
            assertThat(p.get("snippet").asString().replace("…", ""))
                    .isSubstringOf(p.get("text").asString());
            assertThat(p.get("snippet").asString().length()).isLessThanOrEqualTo(2 * 80 + 40);
        }
        var opinion = stream(passages)
                .filter(p -> p.get("id").asString().equals("opinion-purse"))
                .findFirst()
                .orElseThrow();
        assertThat(opinion.get("trimmed").asBoolean()).isTrue();
        assertThat(opinion.get("text").asString()).isEqualTo(HeadTail.trim(LONG_TEXT));
        assertThat(opinion.get("text").asString()).hasSize(80_000 + HeadTail.CUT.length());
        assertThat(opinion.get("sha256").asString()).isEqualTo(Sha256.hex(LONG_TEXT));
    }

    @Test
    void rpv11RecordsEveryTermAndAnUnknownRankerIsRefused(ChromaClient chroma) throws Exception {
        var out = dir.resolve("rp");
        var result = build(chroma, out, "--ranker", "rpv1.1");
        assertThat(result.exitCode()).as(result.stderr()).isZero();
        assertThat(result.out()).contains("ranker rpv1.1(hybrid(lexical=0.4))");

        var passages =
                JSON.readTree(Files.readString(out.resolve("packs/q1.json"))).get("passages");
        var top = passages.get(0);
        // No citator signal in this corpus: E is the scaled hybrid, 1 for the best candidate.
        assertThat(top.get("terms").get("semanticEdge").asBoolean()).isTrue();
        var opinion = stream(passages)
                .filter(p -> p.get("id").asString().equals("opinion-purse"))
                .findFirst()
                .orElseThrow();
        assertThat(opinion.get("terms").get("position").asDouble()).isEqualTo(0.3); // it opens its source
        assertThat(opinion.get("terms").get("density").asDouble()).isPositive();
        for (JsonNode p : passages) {
            var t = p.get("terms");
            double sum = t.get("edge").asDouble()
                    + t.get("treatment").asDouble()
                    + t.get("frequency").asDouble()
                    + t.get("position").asDouble()
                    + t.get("density").asDouble()
                    - t.get("overruled").asDouble();
            assertThat(p.get("score").asDouble()).isCloseTo(sum, org.assertj.core.api.Assertions.within(1e-12));
        }

        var bad = build(chroma, dir.resolve("bad"), "--ranker", "bm25");
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(bad.stderr()).contains("unknown ranker 'bm25'");
    }

    @Test
    void verifyPrintsThePackSetHashAndRefusesAPackChangedSinceTheBuild(ChromaClient chroma) throws Exception {
        var out = dir.resolve("verify");
        assertThat(build(chroma, out).exitCode()).isZero();
        String packSet = JSON.readTree(Files.readString(out.resolve("rp_manifest.json")))
                .get("packSetSha256")
                .asString();

        var match = Cli.run("pack", "verify", out.toString());
        assertThat(match.exitCode()).as(match.stderr()).isZero();
        assertThat(match.out()).isEqualTo("MATCH: 2 packs, pack set sha256 " + packSet + "\n");

        var pack = out.resolve("packs/q2.json");
        Files.writeString(pack, Files.readString(pack).replace("assault", "battery"));
        Files.writeString(out.resolve("packs/extra.json"), "{}\n");
        var changed = Cli.run("pack", "verify", out.toString());
        assertThat(changed.exitCode()).isEqualTo(ExitCodes.DIFFERS);
        assertThat(changed.stderr())
                .contains(
                        "refused: pack packs/q2.json (question q2) does not match the manifest: sha256 " + sha256(pack))
                .contains("refused: pack packs/extra.json is not in the manifest")
                .doesNotContain("packs/q1.json");

        Files.delete(out.resolve("rp_manifest.json"));
        var none = Cli.run("pack", "verify", out.toString());
        assertThat(none.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(none.stderr()).contains("no rp_manifest.json in " + out);
    }

    @Test
    void buildWithRegisterPublishesTheVerifiedSetOnLegalPacksAndRegisterRefusesAChangedOne(ChromaClient chroma)
            throws Exception {
        var broker =
                new org.springframework.kafka.test.EmbeddedKafkaKraftBroker(1, 1, io.legalagent.contracts.Topics.PACKS);
        broker.afterPropertiesSet();
        try {
            var out = dir.resolve("register");
            var built = build(chroma, out, "--register", "--bootstrap-server", broker.getBrokersAsString());
            assertThat(built.exitCode()).as(built.stderr()).isZero();
            var packs = FrozenPacks.read(out);
            assertThat(built.out()).contains("registered pack set " + packs.packSetSha256() + " (2 packs");

            var published = registrations(broker.getBrokersAsString());
            assertThat(published).containsOnlyKeys(packs.packSetSha256());
            var registration = JSON.readValue(
                    published.get(packs.packSetSha256()), io.legalagent.contracts.PackRegistration.class);
            assertThat(registration.manifestSha256()).isEqualTo(sha256(out.resolve("rp_manifest.json")));
            assertThat(packs.contexts())
                    .allSatisfy(c -> assertThat(registration.mismatch(c)).isEmpty());

            var pack = out.resolve("packs/q2.json");
            Files.writeString(pack, Files.readString(pack).replace("assault", "battery"));
            var changed =
                    Cli.run("pack", "register", out.toString(), "--bootstrap-server", broker.getBrokersAsString());
            assertThat(changed.exitCode()).isEqualTo(ExitCodes.ERROR);
            assertThat(changed.stderr()).contains("do not match their manifest");
        } finally {
            broker.destroy();
        }
    }

    /** Every record on legal.packs, by key. */
    private static java.util.Map<String, byte[]> registrations(String bootstrap) {
        var all = new java.util.HashMap<String, byte[]>();
        try (var consumer = new org.apache.kafka.clients.consumer.KafkaConsumer<>(
                java.util.Map.<String, Object>of("bootstrap.servers", bootstrap),
                new org.apache.kafka.common.serialization.StringDeserializer(),
                new org.apache.kafka.common.serialization.ByteArrayDeserializer())) {
            var partitions = consumer.partitionsFor(io.legalagent.contracts.Topics.PACKS).stream()
                    .map(p -> new org.apache.kafka.common.TopicPartition(p.topic(), p.partition()))
                    .toList();
            consumer.assign(partitions);
            consumer.seekToBeginning(partitions);
            for (int i = 0; i < 10 && all.isEmpty(); i++) {
                consumer.poll(java.time.Duration.ofSeconds(1)).forEach(r -> all.put(r.key(), r.value()));
            }
        }
        return all;
    }

    @Test
    void evalWithPacksHandsEachQuestionItsPackAndRefusesAChangedOrMissingOne(ChromaClient chroma) throws Exception {
        var out = dir.resolve("eval");
        assertThat(build(chroma, out).exitCode()).isZero();
        var manifest = JSON.readTree(Files.readString(out.resolve("rp_manifest.json")));
        String packSet = manifest.get("packSetSha256").asString();

        var packs = FrozenPacks.read(out);
        var row = io.legalagent.retrieval.bench.QaCsv.read(qa).get(0);
        var context = packs.forQuestion(row.idx(), row.fullQuestion(), row.labelledChoices())
                .orElseThrow();
        var pack = JSON.readTree(Files.readString(out.resolve("packs/q1.json")));
        assertThat(context.packSha256()).isEqualTo(sha256(out.resolve("packs/q1.json")));
        assertThat(context.packSetSha256()).isEqualTo(packSet);
        assertThat(context.corpusFingerprint())
                .isEqualTo(manifest.get("corpusFingerprint").asString());
        assertThat(context.confidenceSignal()).isEqualTo("calibrated");
        assertThat(context.confidence())
                .isEqualTo(pack.get("confidence").get("value").asDouble())
                .isBetween(0.0, 1.0);
        assertThat(context.passages())
                .extracting(FrozenPassage::id)
                .containsExactlyElementsOf(stream(pack.get("passages"))
                        .map(p -> p.get("id").asString())
                        .toList());

        var check = Cli.run("eval", qa.toString(), "--packs", out.toString(), "--check");
        assertThat(check.exitCode()).as(check.stderr()).isZero();
        assertThat(check.out()).contains("their packs match the manifest; pack set sha256 " + packSet);

        var more = Files.writeString(
                dir.resolve("more.csv"),
                Files.readString(qa)
                        + "q3,,Is a threat of future harm an assault?,Yes,No,Maybe,Never,B,torts-assault\n");
        var missing = Cli.run("eval", more.toString(), "--packs", out.toString(), "--check");
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.stderr()).contains("have no pack for question(s) q3");

        Files.writeString(
                out.resolve("packs/q1.json"),
                Files.readString(out.resolve("packs/q1.json")).replace("purse", "wallet"));
        var changed = Cli.run("eval", qa.toString(), "--packs", out.toString(), "--check");
        assertThat(changed.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(changed.stderr())
                .contains("do not match their manifest")
                .contains("pack packs/q1.json (question q1) does not match the manifest");
    }

    private static Stream<JsonNode> stream(JsonNode array) {
        var list = new java.util.ArrayList<JsonNode>();
        array.forEach(list::add);
        return list.stream();
    }

    private static List<String> inputs(JsonNode manifest) {
        return stream(manifest.get("inputs"))
                .map(i -> i.get("role").asString() + " " + i.get("name").asString() + " "
                        + i.get("sha256").asString())
                .toList();
    }

    private static List<String> files(Path root) throws IOException {
        try (var walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile)
                    .map(p -> root.relativize(p).toString())
                    .sorted()
                    .toList();
        }
    }

    private static String sha256(Path file) throws IOException, NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }
}
