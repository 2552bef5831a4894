package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.custody.Attestation;
import io.legalagent.contracts.custody.Attestations;
import io.legalagent.contracts.custody.Parts;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.contracts.signing.Dsse;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

class AnswerSigningTest {
    private static final Instant NOW = Instant.parse("2025-03-14T09:21:07Z");
    private static final io.legalagent.contracts.signing.SigningKey KEY = AnswerKeys.generate();

    private static Answer signed() {
        return AnswerSigning.sign(Answer.from(Fixtures.full(), "trace-1", NOW), KEY);
    }

    private static Answer edited(Answer answer, java.util.function.Consumer<ObjectNode> edit) {
        var tree = (ObjectNode) Json.MAPPER.valueToTree(answer);
        edit.accept(tree);
        return Json.MAPPER.treeToValue(tree, Answer.class);
    }

    @Test
    void aSignedAnswerVerifiesThroughJsonAndItsSealStillHolds() {
        var read = Json.MAPPER.readValue(Json.write(signed()), Answer.class);

        var check = AnswerSigning.verify(read, KEY.publicKey());

        assertThat(check.verified()).as(check.detail()).isTrue();
        assertThat(check.detail()).contains(KEY.keyId());
        assertThat(read.seal().changedFields(read)).isEmpty();
    }

    @Test
    void thePayloadIsAnInTotoStatementAboutTheSeal() {
        var answer = signed();
        String statement = new String(Dsse.payload(answer.signature()), StandardCharsets.UTF_8);
        var json = Json.MAPPER.readTree(statement);

        assertThat(answer.signature().payloadType()).isEqualTo("application/vnd.in-toto+json");
        assertThat(json.get("_type").asString()).isEqualTo("https://in-toto.io/Statement/v1");
        assertThat(json.at("/subject/0/name").asString()).isEqualTo("answer/" + answer.runId());
        assertThat(json.at("/subject/0/digest/sha256").asString())
                .isEqualTo(answer.seal().sha256());
        assertThat(json.at("/predicate/fields/mcAnswer").asString())
                .isEqualTo(answer.seal().fields().get("mcAnswer"));
        assertThat(json.at("/predicate/fields").has("signature")).isFalse();
    }

    @Test
    void aFieldEditedAndResealedFailsNamingTheField() {
        var answer = signed();
        var forged = edited(answer, tree -> tree.put("mcAnswer", "D").put("fromCache", !answer.fromCache()));
        var resealed = forged.sealed().withSignature(answer.signature());

        var check = AnswerSigning.verify(resealed, KEY.publicKey());

        assertThat(check.verified()).isFalse();
        assertThat(check.detail()).contains("fromCache, mcAnswer changed since signing");
    }

    @Test
    void anEditedPayloadFailsTheSignature() {
        var answer = signed();
        var envelope = answer.signature();
        byte[] payload = Dsse.payload(envelope);
        payload[payload.length / 2] ^= 1;
        var tampered = answer.withSignature(new DsseEnvelope(
                envelope.payloadType(), Base64.getEncoder().encodeToString(payload), envelope.signatures()));

        var check = AnswerSigning.verify(tampered, KEY.publicKey());

        assertThat(check.verified()).isFalse();
        assertThat(check.detail()).contains("does not verify");
    }

    @Test
    void anAnswerSignedByAnotherKeyOrNotAtAllFails() {
        var other = AnswerSigning.sign(signed(), AnswerKeys.generate());

        assertThat(AnswerSigning.verify(other, KEY.publicKey()).detail())
                .contains("not by the trusted key " + KEY.keyId());
        assertThat(AnswerSigning.verify(Answer.from(Fixtures.full(), "t", NOW), KEY.publicKey())
                        .detail())
                .isEqualTo("the answer is not signed");
    }

    @Test
    void theSignatureIsOutsideTheSealAndResealingDropsIt() {
        var answer = signed();

        assertThat(answer.seal().fields()).doesNotContainKey("signature");
        assertThat(answer.sealed().signature()).isNull();
        assertThat(answer.sealed().seal()).isEqualTo(answer.seal());
        assertThat(List.of(Json.write(answer.sealed()))).noneMatch(text -> text.contains("\"signature\""));
    }

    /** The fixture's two hops, each attested by its node's own key for the parts it owns. */
    private static AgentState attested() {
        var state = Fixtures.full();
        var parts = Parts.of(state);
        var guard = AnswerKeys.generate();
        var classifier = AnswerKeys.generate();
        var first = Attestations.sign(
                new Attestation(
                        state.runId(),
                        1,
                        "guard",
                        "SAFE",
                        Topics.CLASSIFIER,
                        null,
                        new TreeMap<>(
                                java.util.Map.of("question", parts.get("question"), "screen", parts.get("screen"))),
                        guard.keyId(),
                        null),
                guard);
        var second = Attestations.sign(
                new Attestation(
                        state.runId(),
                        2,
                        "classifier",
                        "CLASSIFIED",
                        Topics.PLANNER,
                        Attestations.digest(first),
                        new TreeMap<>(java.util.Map.of("route", parts.get("route"))),
                        classifier.keyId(),
                        null),
                classifier);
        return state.attested(first).attested(second);
    }

    private static String statementOf(Answer answer) {
        return new String(Dsse.payload(answer.signature()), StandardCharsets.UTF_8);
    }

    @Test
    void theStatementListsWhoVouchedForWhatInHopOrder() {
        var state = attested();
        var answer = AnswerSigning.sign(Answer.from(state, "trace-1", NOW), KEY);
        var json = Json.MAPPER.readTree(statementOf(answer));

        var custody = json.at("/predicate/custody");
        assertThat(custody.size()).isEqualTo(2);
        assertThat(custody.get(0).toString())
                .isEqualTo("{\"hop\":1,\"node\":\"guard\",\"keyid\":\""
                        + state.custody().get(0).keyid() + "\",\"parts\":[\"question\",\"screen\"]}");
        assertThat(custody.get(1).get("node").asString()).isEqualTo("classifier");
        assertThat(custody.get(1).get("parts").toString()).isEqualTo("[\"route\"]");
        assertThat(json.at("/predicate/fields/custody").asString())
                .isEqualTo(answer.seal().fields().get("custody"));
    }

    @Test
    void anAnswerWithCustodyVerifiesThroughJsonWithTheSameStatementBytes() {
        var answer = AnswerSigning.sign(Answer.from(attested(), "trace-1", NOW), KEY);
        var read = Json.MAPPER.readValue(Json.write(answer), Answer.class);

        var check = AnswerSigning.verify(read, KEY.publicKey());

        assertThat(check.verified()).as(check.detail()).isTrue();
        assertThat(AnswerSigning.statement(read)).isEqualTo(Dsse.payload(answer.signature()));
    }

    @Test
    void anAnswerWithoutCustodySignsTheStatementItSignedBeforeCustodyExisted() {
        var answer = signed();
        var fields = new StringBuilder();
        answer.seal().fields().forEach((name, digest) -> fields.append(fields.isEmpty() ? "" : ",")
                .append('"')
                .append(name)
                .append("\":\"")
                .append(digest)
                .append('"'));

        assertThat(answer.custody()).isNull();
        assertThat(statementOf(answer))
                .isEqualTo("{\"_type\":\"https://in-toto.io/Statement/v1\",\"subject\":[{\"name\":\"answer/run-full\","
                        + "\"digest\":{\"sha256\":\"" + answer.seal().sha256() + "\"}}],"
                        + "\"predicateType\":\"urn:legal-agent:answer-seal:v1\","
                        + "\"predicate\":{\"requestId\":\"request-full\",\"fields\":{" + fields + "}}}");
    }

    @Test
    void anAttestationDroppedAfterSigningFailsNamingTheCustody() {
        var answer = AnswerSigning.sign(Answer.from(attested(), "trace-1", NOW), KEY);
        var forged = edited(answer, tree -> ((tools.jackson.databind.node.ArrayNode) tree.get("custody")).remove(1));
        var resealed = forged.sealed().withSignature(answer.signature());

        var check = AnswerSigning.verify(resealed, KEY.publicKey());

        assertThat(check.verified()).isFalse();
        assertThat(check.detail()).contains("custody changed since signing");
    }

    @Test
    void theCustodyRemovedAfterSigningFailsNamingIt() {
        var answer = AnswerSigning.sign(Answer.from(attested(), "trace-1", NOW), KEY);
        var forged = edited(answer, tree -> ((tools.jackson.databind.node.ObjectNode) tree).remove("custody"));
        var resealed = forged.sealed().withSignature(answer.signature());

        var check = AnswerSigning.verify(resealed, KEY.publicKey());

        assertThat(check.verified()).isFalse();
        assertThat(check.detail()).isEqualTo("the answer differs from what was signed: custody changed since signing");
    }
}
