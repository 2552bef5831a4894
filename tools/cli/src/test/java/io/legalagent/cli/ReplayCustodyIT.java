package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.ModelOutput;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.ResearchLog;
import io.legalagent.contracts.RpConstants;
import io.legalagent.contracts.Sha256;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.contracts.signing.NodeKeyring;
import io.legalagent.contracts.signing.SigningKey;
import io.legalagent.model.SkillSchemas;
import io.legalagent.ports.BuildInfo;
import io.legalagent.ports.ContextWindow;
import io.legalagent.ports.QuerySet;
import io.legalagent.replay.support.NodeKeys;
import io.legalagent.replay.support.ResearchHops;
import io.legalagent.retrieval.RetrievalSettings;
import io.legalagent.retrieval.RetrievalStack;
import io.legalagent.retrieval.ingest.IngestProgress;
import io.legalagent.retrieval.ingest.Ingester;
import io.legalagent.retrieval.ingest.PassageFiles;
import io.legalagent.retrieval.store.ChromaClient;
import io.legalagent.retrieval.store.ChromaPassageStore;
import io.legalagent.retrieval.support.ChromaServer;
import io.legalagent.retrieval.support.ProjectRoot;
import io.legalagent.retrieval.support.TestModels;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code legal replay} checks an answer's chain of custody: a run researched against a real Chroma
 * server, each of its seven hops signed with its node's own Ed25519 key, then signed by the observer.
 * The intact chain replays as MATCH; evidence changed after the executor signed it names the executor
 * (exit 9) even though the observer's signature holds; a keyring without a hop's key breaks the chain
 * at that hop; an answer without custody passes unless {@code --require-custody}.
 */
@ExtendWith(ChromaServer.class)
class ReplayCustodyIT {
    /** Every node vouches for its hops with a key of its own but the observer, whose word is the signature. */
    private static final int NODES_THAT_VOUCH = NodeName.values().length - 1;

    private static final String QUESTION = "What are the elements of battery?";
    private static final QuerySet QUERIES =
            new QuerySet("elements of battery", List.of("harmful or offensive contact"));
    private static final SigningKey OBSERVER = AnswerKeys.generate();
    private static final NodeKeys NODES = new NodeKeys();

    @TempDir
    Path dir;

    private Map<String, String> env;
    private Path publicKey;
    private Path keyring;
    private StepExecution research;
    private ResearchLog log;

    @BeforeEach
    void researchAStep(ChromaClient chroma) throws IOException {
        String collection = ChromaServer.uniqueCollection("custody");
        var model = TestModels.bge();
        var store = ChromaPassageStore.open(chroma, collection, model.passageModelId());
        var lines = Files.readAllLines(ProjectRoot.sampleCorpus()).subList(0, 40);
        var corpus = Files.write(dir.resolve("rules.jsonl"), lines);
        new Ingester(store, model, 64, IngestProgress.SILENT).ingest(PassageFiles.read(List.of(corpus)), false);
        env = new HashMap<>(Map.of(
                "LEGAL_RETRIEVAL_CHROMA_URL",
                chroma.url().toString(),
                "LEGAL_RETRIEVAL_PASSAGES_COLLECTION",
                collection));
        publicKey = Files.writeString(dir.resolve("answer-signing.pub"), AnswerKeys.publicPem(OBSERVER.publicKey()));
        keyring = NODES.writeKeyring(dir.resolve("keyring"));
        executorsWork(RetrievalSettings.from(env));
    }

    /** What the executor found for the one step, with the constants it froze and a recorded synthesis. */
    private void executorsWork(RetrievalSettings settings) throws IOException {
        try (var stack = RetrievalStack.open(settings)) {
            var retriever = stack.retriever();
            var found = retriever.retrieve(QUERIES, java.util.Set.of());
            String synthesis = "Battery is an intentional harmful or offensive contact [Source 1].";
            research = new StepExecution(
                    QUERIES.all(),
                    found.passages(),
                    synthesis,
                    found.confidence(),
                    found.candidates(),
                    found.excluded(),
                    List.of(),
                    ContextWindow.of(QUESTION, found.passages()).sha256());
            var constants = new TreeMap<String, String>();
            RetrievalSettings.manifestKeys(settings.manifest())
                    .forEach((k, v) -> constants.put("executor." + k, String.valueOf(v)));
            RpConstants.V1_1.asMap().forEach((k, v) -> constants.put("executor.rp." + k, v));
            constants.put("executor.build_sha", BuildInfo.sha());
            constants.put(
                    "executor.model.skill.synthesize_and_cite.sha256",
                    Sha256.hex(Files.readString(ProjectRoot.get().resolve("skills/synthesize_and_cite.md"))));
            constants.put(
                    "executor." + SkillSchemas.constantName("query_rewrite"),
                    SkillSchemas.sha256().get("query_rewrite"));
            log = ResearchLog.EMPTY
                    .withConstants(constants)
                    .withCorpus(retriever.corpusFingerprint())
                    .withOutput(new ModelOutput("executor", "synthesize_and_cite", 1, synthesis, null, null));
        }
    }

    /** The state as it reaches the observer, every hop signed by its node. */
    private AgentState run() {
        return ResearchHops.run(NODES, "run-1", QUESTION, research, log);
    }

    /** The observer's answer for {@code state}, signed, saved as {@code ask --json} prints it. */
    private Path saved(AgentState state) throws IOException {
        var answer = AnswerSigning.sign(Answer.from(state, "trace-1", Instant.EPOCH), OBSERVER);
        return Files.writeString(dir.resolve("answer.json"), "progress\n" + Json.MAPPER.writeValueAsString(answer));
    }

    private Cli replay(Path answer, String... options) {
        var argv = new ArrayList<>(List.of(
                "replay",
                answer.toString(),
                "--public-key",
                publicKey.toString(),
                "--skills",
                ProjectRoot.get().resolve("skills").toString()));
        argv.addAll(List.of(options));
        return Cli.runWith(name -> env.getOrDefault(name, System.getenv(name)), argv.toArray(String[]::new));
    }

    @Test
    void anIntactChainReplaysAsAMatch() throws IOException {
        var result = replay(saved(run()), "--keyring", keyring.toString(), "--require-custody");

        assertThat(result.exitCode()).as(result.out() + result.stderr()).isZero();
        assertThat(result.out())
                .contains("signature: VERIFIED", "step 1: MATCH", "answer text: MATCH")
                .contains("custody: INTACT (every part of 7 hops is vouched for, checked with " + NODES_THAT_VOUCH
                        + " keys from " + keyring)
                .endsWith("MATCH\n");
    }

    @Test
    void evidenceChangedAfterTheExecutorSignedNamesTheExecutor() throws IOException {
        var state = run();
        var passages = state.research().plan().get(0).execution().evidence();
        var fewer = new StepExecution(
                research.queries(),
                passages.subList(0, passages.size() - 1),
                research.answer(),
                research.confidence(),
                research.candidates(),
                research.excluded(),
                research.excludedIds(),
                research.contextSha256());
        // Changed on its way to an observer that signed it unchecked: the signature holds, the chain does not.
        var changed = state.withStep(
                PlanStep.pending(1, "research", QUESTION).executed(fewer).judged(StepStatus.COMPLETED));

        var result = replay(saved(changed), "--keyring", keyring.toString(), "--json");

        assertThat(result.exitCode()).as(result.stderr()).isEqualTo(ExitCodes.CUSTODY);
        assertThat(result.stderr())
                .contains("signature: VERIFIED")
                .contains("custody: BROKEN at hop 4 (executor): part evidence.1 differs from what executor signed")
                .endsWith("FAILED: custody\n");
        var verdict = Json.MAPPER.readTree(new String(result.lastLine(), StandardCharsets.UTF_8));
        assertThat(verdict.at("/custody/status").asString()).isEqualTo("BROKEN");
        assertThat(verdict.at("/custody/node").asString()).isEqualTo("executor");
        assertThat(verdict.at("/custody/hop").intValue()).isEqualTo(4);
    }

    @Test
    void aRotatedKeyVerifiesOnlyWhileTheKeyringKeepsTheOldOne() throws IOException {
        var answer = saved(run());
        var executorKey = NODES.of(NodeName.EXECUTOR);
        var oldFile = keyring.resolve(NodeKeyring.fileName(NodeName.EXECUTOR, executorKey.keyId()));
        var rotated = new NodeKeys().of(NodeName.EXECUTOR);
        Files.writeString(
                keyring.resolve(NodeKeyring.fileName(NodeName.EXECUTOR, rotated.keyId())),
                AnswerKeys.publicPem(rotated.publicKey()));

        var kept = replay(answer, "--keyring", keyring.toString());
        Files.delete(oldFile);
        var dropped = replay(answer, "--keyring", keyring.toString());

        assertThat(kept.exitCode()).as(kept.out()).isZero();
        assertThat(kept.out()).contains("custody: INTACT", (NODES_THAT_VOUCH + 1) + " keys from");
        assertThat(dropped.exitCode()).isEqualTo(ExitCodes.CUSTODY);
        assertThat(dropped.out())
                .contains("custody: BROKEN at hop 4 (executor): signed with key " + executorKey.keyId()
                        + ", which the keyring does not hold");
    }

    @Test
    void theKeyringComesFromTheVariableWhenNotGiven() throws IOException {
        var answer = saved(run());
        env.put("LEGAL_KEYRING", keyring.toString());

        var result = replay(answer);

        assertThat(result.exitCode()).as(result.out() + result.stderr()).isZero();
        assertThat(result.out()).contains("custody: INTACT", "keys from " + keyring);
    }

    @Test
    void anAnswerWithoutCustodyFailsOnlyWhenCustodyIsRequired() throws IOException {
        var answer = saved(run().withoutCustody());

        var lenient = replay(answer, "--keyring", keyring.toString());
        var strict = replay(answer, "--keyring", keyring.toString(), "--require-custody");

        assertThat(lenient.exitCode()).as(lenient.out()).isZero();
        assertThat(lenient.out()).contains("custody: NOT RECORDED (no hop's attestation is in the answer)");
        assertThat(strict.exitCode()).isEqualTo(ExitCodes.CUSTODY);
        assertThat(strict.out())
                .contains("custody: FAILED (the answer carries no attestations, and custody is required)")
                .endsWith("FAILED: custody\n");
    }

    @Test
    void aKeyringThatIsNotAFolderIsAUsageError() throws IOException {
        var result = replay(saved(run()), "--keyring", dir.resolve("absent").toString());

        assertThat(result.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(result.stderr()).contains("the keyring " + dir.resolve("absent") + " is not a folder");
    }
}
