package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Choice;
import io.legalagent.contracts.McSelection;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.ModelOutput;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.ResearchLog;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Sha256;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.contracts.signing.SigningKey;
import io.legalagent.model.SkillSchemas;
import io.legalagent.ports.BuildInfo;
import io.legalagent.ports.ContextWindow;
import io.legalagent.ports.FinalAnswer;
import io.legalagent.ports.QuerySet;
import io.legalagent.ports.ResearchReport;
import io.legalagent.replay.SignatureTrust;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.ingest.PassageFiles;
import io.legalagent.retrieval.search.RerankFeatures;
import io.legalagent.retrieval.search.RerankerModel;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.store.PassageStore;
import io.legalagent.retrieval.store.StoredPassage;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.ProjectRoot;
import io.legalagent.retrieval.support.TestModels;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code legal replay} against a real Chroma server: an answer researched on a collection of its own
 * replays as MATCH; a passage whose text changed, a passage removed, or a constant changed since each
 * make it fail with that difference named. Answers are signed as the observer signs them; an answer
 * changed after signing, unsigned, or signed by another key fails its signature (exit 8).
 */
@ExtendWith(ChromaServer.class)
class ReplayCommandIT {
    private static final String QUESTION = "What are the elements of battery?";
    /** The observer's key in these tests. */
    private static final SigningKey KEY = AnswerKeys.generate();

    private static final QuerySet QUERIES =
            new QuerySet("elements of battery", List.of("harmful or offensive contact"));

    @TempDir
    Path dir;

    private String collection;
    private PassageStore store;
    private Map<String, String> env;
    private Path answerFile;
    private Answer answer;

    @BeforeEach
    void researchAnAnswer(ChromaClient chroma) throws IOException {
        collection = ChromaServer.uniqueCollection("replay");
        var model = TestModels.bge();
        store = ChromaPassageStore.open(chroma, collection, model.passageModelId());
        var lines = Files.readAllLines(ProjectRoot.sampleCorpus()).subList(0, 40);
        var corpus = Files.write(dir.resolve("rules.jsonl"), lines);
        new Ingester(store, model, 64, IngestProgress.SILENT).ingest(PassageFiles.read(List.of(corpus)), false);
        env = new HashMap<>(Map.of(
                "LEGAL_RETRIEVAL_CHROMA_URL",
                chroma.url().toString(),
                "LEGAL_RETRIEVAL_PASSAGES_COLLECTION",
                collection));
        answer = researched(RetrievalSettings.from(env));
        answerFile = Files.writeString(
                dir.resolve("answer.json"), "progress line\n" + Json.MAPPER.writeValueAsString(answer) + "\n");
    }

    /** What the executor, mc-selector and observer would make of one step, with a recorded synthesis. */
    private static Answer researched(RetrievalSettings settings) throws IOException {
        try (var stack = RetrievalStack.open(settings)) {
            var retriever = stack.retriever();
            var found = retriever.retrieve(QUERIES, java.util.Set.of());
            var window = ContextWindow.of(QUESTION, found.passages());
            String synthesis = "Battery is an intentional harmful or offensive contact [Source 1].";
            var step = PlanStep.pending(1, "research", QUESTION)
                    .executed(new StepExecution(
                            QUERIES.all(),
                            found.passages(),
                            synthesis,
                            found.confidence(),
                            found.candidates(),
                            found.excluded(),
                            List.of(),
                            window.sha256()))
                    .judged(StepStatus.COMPLETED);
            var constants = new TreeMap<String, String>();
            RetrievalSettings.manifestKeys(settings.manifest())
                    .forEach((k, v) -> constants.put("executor." + k, String.valueOf(v)));
            io.legalagent.contracts.RpConstants.V1_1.asMap().forEach((k, v) -> constants.put("executor.rp." + k, v));
            constants.put("executor.build_sha", BuildInfo.sha());
            constants.put(
                    "executor.model.skill.synthesize_and_cite.sha256",
                    Sha256.hex(Files.readString(ProjectRoot.get().resolve("skills/synthesize_and_cite.md"))));
            constants.put(
                    "executor." + SkillSchemas.constantName("query_rewrite"),
                    SkillSchemas.sha256().get("query_rewrite"));
            var log = ResearchLog.EMPTY
                    .withConstants(constants)
                    .withCorpus(retriever.corpusFingerprint())
                    .withOutput(new ModelOutput("executor", "synthesize_and_cite", 1, synthesis, null, null));
            var state = AgentState.start("run-1", "req-1", Question.of(QUESTION), Instant.EPOCH)
                    .withPlan(List.of(step))
                    .withLog(log);
            state = state.withFinalAnswer(ResearchReport.compose(state)).withStatus(RunStatus.ANSWERED);
            state = state.withFinalAnswer(FinalAnswer.compose(state));
            return signed(Answer.from(state, "trace-1", Instant.EPOCH));
        }
    }

    private static Answer signed(Answer answer) {
        return AnswerSigning.sign(answer, KEY);
    }

    private Cli replay(String... extra) {
        return replay(new SignatureTrust(KEY.publicKey(), "the test key", true), extra);
    }

    private Cli replay(SignatureTrust trust, String... extra) {
        var out = new ByteArrayOutputStream();
        var err = new ByteArrayOutputStream();
        boolean json = List.of(extra).contains("--json");
        int code;
        try {
            code = new ReplayCommand(
                            new PrintStream(out, true, StandardCharsets.UTF_8),
                            new PrintStream(err, true, StandardCharsets.UTF_8),
                            env::get)
                    .run(answerFile, json, null, ProjectRoot.get().resolve("skills"), trust);
        } catch (UsageException e) {
            throw new AssertionError(e);
        }
        return new Cli(code, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
    }

    private String keptId(int rank) {
        return answer.researchPack().steps().get(0).passages().get(rank).id();
    }

    @Test
    void aFreshAnswerReplaysAsAMatch() {
        var result = replay();

        assertThat(answer.researchPack().steps().get(0).passages()).hasSize(5);
        assertThat(result.exitCode()).as(result.out() + result.stderr()).isZero();
        assertThat(result.out())
                .contains("signature: VERIFIED (signed by key " + KEY.keyId())
                .contains("seal: MATCH", "constants: MATCH", "corpus: MATCH", "step 1: MATCH", "answer text: MATCH")
                .endsWith("MATCH\n");
    }

    @Test
    void jsonPrintsTheVerdictAsTheLastLine() {
        var result = replay("--json");

        assertThat(result.exitCode()).isZero();
        var verdict = Json.MAPPER.readTree(new String(result.lastLine(), StandardCharsets.UTF_8));
        assertThat(verdict.get("match").booleanValue()).isTrue();
        assertThat(verdict.at("/steps/0/match").booleanValue()).isTrue();
    }

    @Test
    void aPassageWhoseTextChangedIsNamed() {
        var passage = store.get(List.of(keptId(1))).get(0);
        store.upsert(List.of(new StoredPassage(
                passage.id(), passage.text() + " (amended)", passage.metadata(), passage.embedding())));

        var result = replay();

        assertThat(result.exitCode()).isEqualTo(ExitCodes.DIFFERS);
        assertThat(result.out())
                .contains("step 1: DIFFERS", "changed text of " + keptId(1))
                .endsWith("DIFFERS\n");
    }

    @Test
    void aRemovedPassageIsNamed() {
        store.delete(List.of(keptId(0)));

        var result = replay();

        assertThat(result.exitCode()).isEqualTo(ExitCodes.DIFFERS);
        assertThat(result.out()).contains("step 1: DIFFERS", "missing passage " + keptId(0), "answer text differs");
    }

    @Test
    void aChangedConstantIsNamedWhileRetrievalUsesTheRecordedOne() {
        env.put("LEGAL_RETRIEVAL_TOP_K", "3");

        var result = replay();

        assertThat(result.exitCode()).isEqualTo(ExitCodes.DIFFERS);
        assertThat(result.out())
                .contains(
                        "changed constant executor.retrieval.top_k: 5 \u2192 3", "step 1: MATCH", "answer text: MATCH");
    }

    @Test
    void anAnswerRankedByTheLearnedRerankerOnBatchedQueriesReplaysAsAMatch() throws IOException {
        env.put("LEGAL_RETRIEVAL_RERANKER", "learned");
        env.put("LEGAL_RETRIEVAL_BATCH_QUERIES", "true");
        answer = researched(RetrievalSettings.from(env));
        Files.writeString(answerFile, Json.MAPPER.writeValueAsString(answer) + "\n");

        var result = replay();
        env.remove("LEGAL_RETRIEVAL_BATCH_QUERIES");
        var elsewhere = replay(); // an installation that embeds one text per call

        assertThat(answer.researchPack().constants())
                .containsEntry("executor.retrieval.reranker", "learned")
                .containsEntry("executor.retrieval.batch_queries", "true");
        assertThat(result.exitCode()).as(result.out() + result.stderr()).isZero();
        assertThat(result.out()).contains("constants: MATCH", "step 1: MATCH", "answer text: MATCH");
        // The step still matches: the replay embeds the queries as the answer recorded it did.
        assertThat(elsewhere.out())
                .contains("changed constant executor.retrieval.batch_queries: true \u2192 false", "step 1: MATCH");
    }

    @Test
    void aRetrainedRerankerIsNamedByItsFingerprint() throws IOException {
        env.put("LEGAL_RETRIEVAL_RERANKER", "learned");
        answer = researched(RetrievalSettings.from(env));
        Files.writeString(answerFile, Json.MAPPER.writeValueAsString(answer) + "\n");
        String before = RerankerModel.bundled().fingerprint();
        env.put("LEGAL_RETRIEVAL_RERANKER_MODEL", otherModel().toString());

        var result = replay();

        assertThat(result.exitCode()).isEqualTo(ExitCodes.DIFFERS);
        assertThat(result.out()).contains("changed constant executor.retrieval.reranker_fingerprint: " + before);
    }

    /** The bundled model with another doc string: the same weights, other bytes, another fingerprint. */
    private Path otherModel() throws IOException {
        var folder = Files.createDirectories(dir.resolve("retrained"));
        byte[] onnx;
        try (var in = RerankerModel.class.getResourceAsStream("/reranker/learned-reranker.onnx")) {
            var bytes = new ByteArrayOutputStream();
            bytes.write(in.readAllBytes());
            bytes.write(new byte[] {0x32, 5, 'o', 't', 'h', 'e', 'r'}); // ModelProto.doc_string, field 6
            onnx = bytes.toByteArray();
        }
        Files.write(folder.resolve("learned-reranker.onnx"), onnx);
        String description;
        try (var in = RerankerModel.class.getResourceAsStream("/reranker/learned-reranker.json")) {
            description = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String fingerprint = RerankerModel.fingerprintOf(onnx, RerankFeatures.NAMES);
        var json = folder.resolve("learned-reranker.json");
        Files.writeString(json, description.replace(RerankerModel.bundled().fingerprint(), fingerprint));
        return json;
    }

    @Test
    void anEditedPackBreaksTheSeal() throws IOException {
        var json = Files.readString(answerFile).replace("Battery is an intentional", "Battery is a reckless");
        Files.writeString(answerFile, json);

        var result = replay();

        assertThat(result.exitCode()).isEqualTo(ExitCodes.SIGNATURE);
        assertThat(result.out())
                .contains("seal: BROKEN", "signature: FAILED", "answer, researchPack changed since signing")
                .endsWith("FAILED: signature\n");
    }

    private void rewrite(java.util.function.Consumer<tools.jackson.databind.node.ObjectNode> change)
            throws IOException {
        var tree = (tools.jackson.databind.node.ObjectNode) Json.MAPPER.valueToTree(answer);
        change.accept(tree);
        Files.writeString(answerFile, Json.MAPPER.writeValueAsString(tree) + "\n");
    }

    @Test
    void aChangedSourceHashIsNamedAndFailsTheSignature() throws IOException {
        rewrite(tree -> ((tools.jackson.databind.node.ObjectNode) tree.at("/sources/0")).put("sha256", "0".repeat(64)));

        var result = replay();

        assertThat(result.exitCode()).isEqualTo(ExitCodes.SIGNATURE);
        assertThat(result.out())
                .contains("signature: FAILED (the answer differs from what was signed: sources changed since signing)")
                .contains("answer fields: DIFFERS")
                .contains("sources: changed since the answer was sealed")
                .contains("sources[0].sha256: the answer shows " + "0".repeat(64))
                .contains("step 1: MATCH");
    }

    @Test
    void aSourceIdSwappedAndResealedStillDiffersFromThePack() throws IOException {
        var sources = new java.util.ArrayList<>(answer.sources());
        var first = sources.get(0);
        sources.set(
                0,
                new io.legalagent.contracts.Source(
                        first.query(),
                        first.number(),
                        "another-passage",
                        first.source(),
                        first.score(),
                        first.sha256(),
                        first.preview()));
        answer = new Answer(
                        answer.schemaVersion(),
                        answer.runId(),
                        answer.requestId(),
                        answer.status(),
                        answer.question(),
                        answer.choices(),
                        answer.queryType(),
                        answer.answer(),
                        answer.mcAnswer(),
                        answer.mcReasoning(),
                        answer.errorKind(),
                        answer.reason(),
                        answer.degraded(),
                        answer.fromCache(),
                        answer.evidence(),
                        sources,
                        answer.alsoConsulted(),
                        answer.steps(),
                        answer.metrics(),
                        answer.path(),
                        answer.traceId(),
                        answer.traceUrl(),
                        answer.createdAt(),
                        answer.completedAt(),
                        answer.researchPack(),
                        null,
                        null)
                .sealed();
        // Signed again, as if by the observer's key: the pack still tells.
        answer = signed(answer);
        rewrite(tree -> {});

        var result = replay();

        assertThat(result.exitCode()).isEqualTo(ExitCodes.DIFFERS);
        assertThat(result.out()).contains("sources[0].id: another-passage is in no step of the pack");
    }

    @Test
    void aChangedPathIsNamed() throws IOException {
        rewrite(tree -> tree.putArray("path")
                .addObject()
                .put("node", "observer")
                .put("route", "FINAL")
                .put("topic", "legal.answers"));

        var result = replay();

        assertThat(result.exitCode()).isEqualTo(ExitCodes.SIGNATURE);
        assertThat(result.out()).contains("path: changed since the answer was sealed", "path changed since signing");
    }

    /** As the planner, mc-selector and observer make it when QA memory holds the same question. */
    private Answer fromMemory() throws IOException {
        var question = new Question(QUESTION, List.of(new Choice("A", "battery"), new Choice("B", "assault")));
        var state = AgentState.start("run-2", "req-2", question, Instant.EPOCH)
                .withLog(ResearchLog.EMPTY.withConstants(answer.researchPack().constants()))
                .withMemoryHit(new MemoryHit(QUESTION, researchOf(answer.answer()), 0.97, "run-1", answer.sources()))
                .withMcSelection(McSelection.chose("A", "The remembered answer names battery."))
                .withStatus(RunStatus.ANSWERED);
        var remembered = signed(Answer.from(state, "trace-2", Instant.EPOCH));
        Files.writeString(answerFile, Json.MAPPER.writeValueAsString(remembered) + "\n");
        return remembered;
    }

    /** What QA memory keeps of an answer: its research, without the choice and the source lists. */
    private static String researchOf(String markdown) {
        int end = markdown.length();
        for (String tail : List.of("\n\n---\n\n", "\n\n## Sources")) {
            int at = markdown.indexOf(tail);
            if (at >= 0) {
                end = Math.min(end, at);
            }
        }
        return markdown.substring(0, end);
    }

    @Test
    void anAnswerFromMemoryReplaysAsAMatchUntilAFieldChanges() throws IOException {
        var researched = answer;
        answer = fromMemory();
        assertThat(answer.fromCache()).isTrue();
        assertThat(answer.sources()).isNotEmpty().isEqualTo(researched.sources());
        var clean = replay();
        assertThat(clean.exitCode()).as(clean.out()).isZero();

        rewrite(tree -> tree.put("mcReasoning", "remembered otherwise"));
        var result = replay();

        assertThat(result.exitCode()).isEqualTo(ExitCodes.SIGNATURE);
        assertThat(result.out())
                .contains("mcReasoning: changed since the answer was sealed")
                .contains("mcReasoning: the answer shows remembered otherwise, the pack The remembered answer")
                .contains("mcReasoning changed since signing")
                .endsWith("FAILED: signature\n");
    }

    @Test
    void aCitationOfCachedResearchWithoutItsSourceIsNamed() throws IOException {
        answer = signed(withSources(fromMemory(), List.of()));
        rewrite(tree -> {});

        var result = replay();

        assertThat(result.exitCode()).isEqualTo(ExitCodes.DIFFERS);
        assertThat(result.out()).containsPattern("\\[Query 1]\\[Source \\d+] cites no source of the answer");
    }

    @Test
    void aCachedSourceWhosePassageChangedIsNamed() throws IOException {
        var remembered = fromMemory();
        var first = remembered.sources().get(0);
        var changed = new io.legalagent.contracts.Source(
                first.query(),
                first.number(),
                first.id(),
                first.source(),
                first.score(),
                "0".repeat(64),
                first.preview());
        answer = signed(withSources(remembered, List.of(changed)));
        rewrite(tree -> {});

        var result = replay();

        assertThat(result.exitCode()).isEqualTo(ExitCodes.DIFFERS);
        assertThat(result.out())
                .contains("sources[0]: the text of " + first.id() + " changed since the cached research cited it")
                .doesNotContain("changed since the answer was sealed");
    }

    @Test
    void aPreviewChangedAndResealedIsNamed() throws IOException {
        var first = answer.sources().get(0);
        var sources = new java.util.ArrayList<>(answer.sources());
        sources.set(
                0,
                new io.legalagent.contracts.Source(
                        first.query(),
                        first.number(),
                        first.id(),
                        first.source(),
                        first.score(),
                        first.sha256(),
                        "Battery requires no contact at all."));
        answer = signed(withSources(answer, sources));
        rewrite(tree -> {});

        var result = replay();

        assertThat(result.exitCode()).isEqualTo(ExitCodes.DIFFERS);
        assertThat(result.out())
                .contains("sources[0].preview: the answer shows \"Battery requires no contact at all.\", the text of "
                        + first.id() + " reads there")
                .contains("step 1: MATCH");
    }

    private static Answer withSources(Answer a, List<io.legalagent.contracts.Source> sources) {
        return new Answer(
                a.schemaVersion(),
                a.runId(),
                a.requestId(),
                a.status(),
                a.question(),
                a.choices(),
                a.queryType(),
                a.answer(),
                a.mcAnswer(),
                a.mcReasoning(),
                a.errorKind(),
                a.reason(),
                a.degraded(),
                a.fromCache(),
                a.evidence(),
                sources,
                a.alsoConsulted(),
                a.steps(),
                a.metrics(),
                a.path(),
                a.traceId(),
                a.traceUrl(),
                a.createdAt(),
                a.completedAt(),
                a.researchPack(),
                null,
                null);
    }

    @Test
    void anUnsignedAnswerFailsItsSignatureUnlessUnsignedAnswersAreAllowed() throws IOException {
        Files.writeString(answerFile, Json.MAPPER.writeValueAsString(answer.sealed()) + "\n");

        var strict = replay();
        var lenient = replay(new SignatureTrust(KEY.publicKey(), "the test key", false));

        assertThat(strict.exitCode()).isEqualTo(ExitCodes.SIGNATURE);
        assertThat(strict.out())
                .contains("signature: FAILED (the answer is not signed)")
                .endsWith("FAILED: signature\n");
        assertThat(lenient.exitCode()).as(lenient.out()).isZero();
        assertThat(lenient.out()).contains("signature: NOT CHECKED");
    }

    @Test
    void anAnswerSignedByAnotherKeyOrCheckedWithNoKeyFails() throws IOException {
        var other = AnswerKeys.generate();
        Files.writeString(answerFile, Json.MAPPER.writeValueAsString(AnswerSigning.sign(answer, other)) + "\n");

        var result = replay();
        var noKey = replay(new SignatureTrust(null, ".legal/signing/answer-signing.pub", true));

        assertThat(result.exitCode()).isEqualTo(ExitCodes.SIGNATURE);
        assertThat(result.out())
                .contains("signed by key [" + other.keyId() + "], not by the trusted key " + KEY.keyId());
        assertThat(noKey.exitCode()).isEqualTo(ExitCodes.SIGNATURE);
        assertThat(noKey.out()).contains("no public key to check it with");
    }

    /**
     * A forgery: the torts case study, passed off as an answer from QA memory with another
     * conclusion and letter, an empty pack sealed again and the answer sealed again. Seals are hashes
     * anyone can compute; only the observer's key signs.
     */
    @Test
    void theForgedTortsCaseStudyFailsItsSignature() throws IOException {
        var study = Json.MAPPER.readTree(Files.readString(ProjectRoot.get().resolve("case_studies/torts.json")));
        var torts = Json.MAPPER.treeToValue(study.get("answer"), Answer.class);
        var emptyPack = new io.legalagent.contracts.ResearchPack(
                        "rp-1", "unknown", new TreeMap<>(), null, List.of(), List.of(), null, null, null)
                .sealed();
        var forged = forge(torts, emptyPack).sealed();
        Files.writeString(answerFile, Json.MAPPER.writeValueAsString(forged) + "\n");

        var unsigned = replay();
        // The same forgery of an answer the observer did sign, its signature kept.
        var signedForgery = forge(answer, emptyPack).sealed().withSignature(answer.signature());
        Files.writeString(answerFile, Json.MAPPER.writeValueAsString(signedForgery) + "\n");
        var resigned = replay();

        assertThat(forged.seal().changedFields(forged)).isEmpty();
        assertThat(emptyPack.sealHolds()).isTrue();
        assertThat(unsigned.exitCode()).isEqualTo(ExitCodes.SIGNATURE);
        assertThat(unsigned.out())
                .contains("signature: FAILED (the answer is not signed)", "seal: MATCH")
                .endsWith("FAILED: signature\n");
        assertThat(resigned.exitCode()).isEqualTo(ExitCodes.SIGNATURE);
        assertThat(resigned.out())
                .contains(
                        "signature: FAILED (the answer differs from what was signed: alsoConsulted, answer, fromCache, mcAnswer,")
                .contains("researchPack")
                .endsWith("FAILED: signature\n");
    }

    private static Answer forge(Answer a, io.legalagent.contracts.ResearchPack pack) {
        return new Answer(
                a.schemaVersion(),
                a.runId(),
                a.requestId(),
                a.status(),
                a.question(),
                a.choices(),
                a.queryType(),
                "The defendant is not liable: there was no duty of care.",
                a.mcAnswer() == null || !a.mcAnswer().equals("B") ? "B" : "C",
                a.mcReasoning(),
                a.errorKind(),
                a.reason(),
                a.degraded(),
                true,
                null,
                List.of(),
                List.of(),
                List.of(),
                a.metrics(),
                a.path(),
                a.traceId(),
                a.traceUrl(),
                a.createdAt(),
                a.completedAt(),
                pack,
                null,
                null);
    }

    @Test
    void aFileWithoutAnAnswerIsAUsageError() throws IOException {
        Files.writeString(answerFile, "{\"question\":\"x\"}");

        var result = Cli.run("replay", answerFile.toString());

        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.stderr()).contains("holds no answer");
    }
}
