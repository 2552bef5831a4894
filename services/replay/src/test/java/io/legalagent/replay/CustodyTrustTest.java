package io.legalagent.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.Evidence;
import io.legalagent.contracts.PlanStep;
import io.legalagent.contracts.ResearchLog;
import io.legalagent.contracts.Sha256;
import io.legalagent.contracts.StepExecution;
import io.legalagent.contracts.StepStatus;
import io.legalagent.contracts.signing.NodeKeyring;
import io.legalagent.replay.CustodyTrust.Status;
import io.legalagent.replay.support.NodeKeys;
import io.legalagent.replay.support.ResearchHops;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A replay's custody check of an answer made by eight nodes (nine hold keys), each hop signed with its node's real key. */
class CustodyTrustTest {
    private static final String QUESTION = "What is battery?";
    private static final String TEXT = "Battery is a harmful or offensive touching.";
    private static final NodeKeys KEYS = new NodeKeys();

    @TempDir
    Path dir;

    private static StepExecution research(String text) {
        var passage = new Evidence("rule:1", text, "torts", 0.9, Sha256.hex(text));
        return new StepExecution(
                List.of("battery"), List.of(passage), "A touching [Source 1].", 0.9, 1, 0, List.of(), null);
    }

    private static AgentState run() {
        var log = ResearchLog.EMPTY.withCorpus(Sha256.hex("corpus"));
        return ResearchHops.run(KEYS, "run-1", QUESTION, research(TEXT), log);
    }

    private static Answer answer(AgentState state) {
        return Answer.from(state, "trace", Instant.EPOCH);
    }

    private CustodyTrust.Verdict check(Answer answer, boolean required) throws IOException {
        var keyring = NodeKeyring.read(KEYS.writeKeyring(dir.resolve("keyring")));
        return new CustodyTrust(keyring, "the test keyring", required).check(answer);
    }

    @Test
    void aChainSignedByEachNodeIsIntact() throws IOException {
        var verdict = check(answer(run()), true);

        assertThat(verdict.status()).as(verdict.detail()).isEqualTo(Status.INTACT);
        assertThat(verdict.detail()).contains("every part of 7 hops is vouched for", "9 keys from the test keyring");
        assertThat(verdict.failed()).isFalse();
    }

    @Test
    void evidenceChangedAfterTheExecutorSignedNamesTheExecutor() throws IOException {
        var state = run();
        var forged = PlanStep.pending(1, "research", QUESTION)
                .executed(research(TEXT + " Or a kiss."))
                .judged(StepStatus.COMPLETED);
        var tampered = state.withStep(forged);

        var verdict = check(answer(tampered), false);

        assertThat(verdict.status()).isEqualTo(Status.BROKEN);
        assertThat(verdict.hop()).isEqualTo(4);
        assertThat(verdict.node()).isEqualTo("executor");
        assertThat(verdict.detail()).isEqualTo("part evidence.1 differs from what executor signed");
        assertThat(verdict.line())
                .isEqualTo("BROKEN at hop 4 (executor): part evidence.1 differs from what executor signed");
    }

    @Test
    void aHopSignedWithAKeyTheKeyringDoesNotHoldIsBroken() throws IOException {
        var answer = answer(run());
        var keyring = NodeKeyring.read(KEYS.writeKeyring(dir.resolve("before")));
        var rotated = new NodeKeys();

        var verdict = new CustodyTrust(NodeKeyring.read(rotated.writeKeyring(dir.resolve("other"))), "other", false)
                .check(answer);

        assertThat(new CustodyTrust(keyring, "before", false).check(answer).status())
                .isEqualTo(Status.INTACT);
        assertThat(verdict.status()).isEqualTo(Status.BROKEN);
        assertThat(verdict.hop()).isEqualTo(1);
        assertThat(verdict.node()).isEqualTo("guard");
        assertThat(verdict.detail()).contains("which the keyring does not hold");
    }

    @Test
    void anAnswerWithoutCustodyIsNotRecordedAndFailsOnlyWhenRequired() throws IOException {
        var answer = answer(run().withoutCustody());

        assertThat(check(answer, false).status()).isEqualTo(Status.NOT_RECORDED);
        assertThat(check(answer, false).failed()).isFalse();
        assertThat(check(answer, true).status()).isEqualTo(Status.FAILED);
        assertThat(check(answer, true).detail())
                .isEqualTo("the answer carries no attestations, and custody is required");
    }

    @Test
    void custodyWithNoKeysToCheckItIsNotCheckedUnlessRequired() {
        var answer = answer(run());

        var lenient = new CustodyTrust(NodeKeyring.empty(), ".legal/custody/keyring", false).check(answer);
        var strict = new CustodyTrust(NodeKeyring.empty(), ".legal/custody/keyring", true).check(answer);

        assertThat(lenient.status()).isEqualTo(Status.NOT_CHECKED);
        assertThat(strict.status()).isEqualTo(Status.FAILED);
        assertThat(strict.detail()).contains("looked for .legal/custody/keyring");
    }
}
