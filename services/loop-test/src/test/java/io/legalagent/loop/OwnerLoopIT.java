package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.ErrorKind;
import io.legalagent.contracts.Owner;
import io.legalagent.contracts.ProgressEvent;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Topics;
import io.legalagent.runtime.EnvelopeCodec;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import org.apache.kafka.common.header.Header;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.kafka.support.KafkaHeaders;
import org.springframework.test.context.TestPropertySource;

/**
 * Who a run belongs to, through the nine nodes: the guard reads legal.questions and the gateway's
 * legal.gateway.questions in one container, a question on the gateway's topic is answered as the owner
 * it states, one on legal.questions as the configured local owner, every progress event and the
 * sealed answer carry the owner, the two topics share one request-id ledger, and each topic's
 * unreadable records go to its own dead-letter topic. Shares the context of {@link BadInputLoopIT}.
 */
@LoopTest
@TestPropertySource(properties = "legal.guard.max-question-chars=2000")
class OwnerLoopIT extends ProbedBroker {
    private static final String GOOD = "What is the definition of battery?";
    private static final Owner ALICE = new Owner("alice", "firm-b");
    private static final Owner LOCAL = new Owner("local", "local");

    @Autowired
    EnvelopeCodec codec;

    private static String gatewayQuestion(String requestId) {
        return "{\"question\": \"" + GOOD + "\", \"requestId\": \"" + requestId + "\", "
                + "\"owner\": {\"user\": \"alice\", \"organisation\": \"firm-b\"}}";
    }

    @Test
    void aQuestionOnEachTopicIsAnsweredAsItsOwnerWithTheOwnerInEveryEvent() {
        var questions = new Questions(probe, codec);
        var fromGateway = "gw-" + UUID.randomUUID();
        var fromClient = "cli-" + UUID.randomUUID();
        questions.publishTo(Topics.GATEWAY_QUESTIONS, fromGateway, gatewayQuestion(fromGateway));
        questions.publish(fromClient, GOOD);

        var gatewayAnswer = questions.answerTo(fromGateway);
        var clientAnswer = questions.answerTo(fromClient);

        assertThat(gatewayAnswer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(gatewayAnswer.owner()).isEqualTo(ALICE);
        assertThat(gatewayAnswer.seal().changedFields(gatewayAnswer)).isEmpty();
        assertThat(gatewayAnswer.seal().fields()).containsKey("owner");
        assertThat(clientAnswer.status()).isEqualTo(RunStatus.ANSWERED);
        assertThat(clientAnswer.owner()).isEqualTo(LOCAL);
        assertThat(progressOf(gatewayAnswer.runId(), gatewayAnswer.path().size()))
                .hasSize(gatewayAnswer.path().size())
                .allSatisfy(event -> assertThat(event.owner()).isEqualTo(ALICE));
        assertThat(progressOf(clientAnswer.runId(), clientAnswer.path().size()))
                .allSatisfy(event -> assertThat(event.owner()).isEqualTo(LOCAL));
    }

    @Test
    void aRequestIdUsedOnTheGatewaysTopicIsADuplicateOnLegalQuestions() {
        var questions = new Questions(probe, codec);
        var requestId = "shared-" + UUID.randomUUID();
        questions.publishTo(Topics.GATEWAY_QUESTIONS, requestId, gatewayQuestion(requestId));
        var first = questions.answerTo(requestId);
        assertThat(first.status()).isEqualTo(RunStatus.ANSWERED);

        questions.publish(requestId, "What is assault?");

        var refused =
                questions.answer("the reuse", a -> requestId.equals(a.requestId()) && a.status() == RunStatus.REJECTED);
        BadInputLoopIT.assertRejected(refused, ErrorKind.DUPLICATE_REQUEST, "was already used by run " + first.runId());
        assertThat(refused.owner()).isEqualTo(LOCAL);
    }

    @Test
    void onlyTheGatewaysTopicMayStateAnOwnerAndItMust() {
        var questions = new Questions(probe, codec);
        var stated = "stated-" + UUID.randomUUID();
        var unstated = "unstated-" + UUID.randomUUID();
        questions.publish(stated, gatewayQuestion(stated));
        questions.publishTo(Topics.GATEWAY_QUESTIONS, unstated, GOOD);

        var refused = questions.answerTo(stated);
        var ownerless = questions.answerTo(unstated);

        BadInputLoopIT.assertRejected(refused, ErrorKind.INVALID_INPUT, "only the gateway may state who asked");
        assertThat(refused.owner()).isEqualTo(LOCAL);
        BadInputLoopIT.assertRejected(ownerless, ErrorKind.INVALID_INPUT, "must be JSON that states its owner");
        assertThat(ownerless.owner()).isNull();
    }

    @Test
    void anUnreadableGatewayRecordGoesToTheGatewaysDeadLetterTopic() {
        var questions = new Questions(probe, codec);
        var requestId = "broken-" + UUID.randomUUID();
        questions.publishTo(Topics.GATEWAY_QUESTIONS, requestId, "{\"question\": ");

        BadInputLoopIT.assertRejected(questions.answerTo(requestId), ErrorKind.POISON_RECORD, "malformed JSON");
        var copies = questions.deadLetters(Topics.GATEWAY_QUESTIONS, r -> requestId.equals(r.key()));
        assertThat(copies).hasSize(1);
        assertThat(text(copies.get(0).headers().lastHeader(KafkaHeaders.DLT_ORIGINAL_TOPIC)))
                .isEqualTo(Topics.GATEWAY_QUESTIONS);
        assertThat(questions.deadLetters(r -> requestId.equals(r.key()))).isEmpty();
    }

    private List<ProgressEvent> progressOf(String runId, int hops) {
        return probe.await(Topics.PROGRESS, r -> runId.equals(r.key()), hops, Questions.WAIT).stream()
                .map(r -> codec.decode(r.value(), ProgressEvent.class))
                .toList();
    }

    private static String text(Header header) {
        return new String(header.value(), StandardCharsets.UTF_8);
    }
}
