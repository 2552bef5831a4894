package io.legalagent.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Hop;
import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.custody.Attestations;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.SigningKey;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NodeKeysTest {
    @TempDir
    Path dir;

    private SigningKey write(NodeName node, String permissions) throws IOException {
        var key = AnswerKeys.generate();
        var privateKey = dir.resolve(node.id() + ".key");
        Files.writeString(privateKey, AnswerKeys.privatePem(key));
        Files.setPosixFilePermissions(privateKey, PosixFilePermissions.fromString(permissions));
        Files.writeString(dir.resolve(node.id() + ".pub"), AnswerKeys.publicPem(key.publicKey()));
        return key;
    }

    private CustodySettings settings(boolean required) {
        return new CustodySettings(dir, dir.resolve("keyring"), required);
    }

    private static AgentState hop(AgentState state, NodeName node, String route, String topic) {
        return state.afterHop(new Hop(node.id(), route, topic), 1, Instant.EPOCH);
    }

    @Test
    void eachNodeInOneProcessSignsWithItsOwnKey() throws IOException {
        var guardKey = write(NodeName.GUARD, "rw-------");
        var classifierKey = write(NodeName.CLASSIFIER, "rw-------");
        var guard = NodeKeys.custodianOf(NodeName.GUARD, settings(true));
        var classifier = NodeKeys.custodianOf(NodeName.CLASSIFIER, settings(true));
        var start = AgentState.start("run-1", "request-1", Question.of("What is battery?"), Instant.EPOCH);

        var screened = guard.vouch(hop(start, NodeName.GUARD, "SAFE", "agent.classifier"));
        var classified = classifier.vouch(
                hop(screened.withQueryType(QueryType.SIMPLE), NodeName.CLASSIFIER, "CLASSIFIED", "agent.planner"));

        var chain = classified.custody();
        assertThat(chain).hasSize(2);
        assertThat(chain.get(0).keyid()).isEqualTo(guardKey.keyId());
        assertThat(Attestations.verifies(chain.get(0), guardKey.publicKey())).isTrue();
        assertThat(chain.get(1).keyid()).isEqualTo(classifierKey.keyId());
        assertThat(Attestations.verifies(chain.get(1), classifierKey.publicKey()))
                .isTrue();
        assertThat(chain.get(1).previous()).isEqualTo(Attestations.digest(chain.get(0)));
        // The classifier vouches for its route alone: the question is the guard's.
        assertThat(chain.get(0).parts()).containsKeys("question", "outcome");
        assertThat(chain.get(1).parts()).containsOnlyKeys("route");
        assertThat(chain.get(1).hop()).isEqualTo(2);
        assertThat(chain.get(1).topic()).isEqualTo("agent.planner");
    }

    @Test
    void aRequiredKeyThatIsMissingStopsTheNode() {
        assertThatThrownBy(() -> NodeKeys.custodianOf(NodeName.PLANNER, settings(true)))
                .hasMessageContaining("legal.custody.required is true, but planner has no key at");
    }

    @Test
    void withoutAKeyWhereNoneIsRequiredHopsGoUnsigned() {
        var custodian = NodeKeys.custodianOf(NodeName.PLANNER, settings(false));
        var state = hop(
                AgentState.start("run-1", "request-1", Question.of("Q?"), Instant.EPOCH),
                NodeName.PLANNER,
                "PLANNED",
                "agent.executor");

        assertThat(custodian.vouch(state)).isEqualTo(state);
    }

    @Test
    void aKeyOthersMayReadIsRefused() throws IOException {
        write(NodeName.EXECUTOR, "rw-r--r--");

        assertThatThrownBy(() -> NodeKeys.custodianOf(NodeName.EXECUTOR, settings(false)))
                .hasMessageContaining("may be read by others");
    }

    @Test
    void theObserverSignsNoHop() throws IOException {
        write(NodeName.OBSERVER, "rw-------");

        assertThat(NodeKeys.custodianOf(NodeName.OBSERVER, settings(true))).isSameAs(Custodian.UNSIGNED);
    }
}
