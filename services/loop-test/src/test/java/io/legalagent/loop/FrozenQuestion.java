package io.legalagent.loop;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.FrozenContext;
import io.legalagent.contracts.FrozenPassage;
import io.legalagent.contracts.InputPack;
import io.legalagent.contracts.PackPassage;
import io.legalagent.contracts.PackRegistration;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.Sha256;
import io.legalagent.contracts.Source;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import tools.jackson.databind.json.JsonMapper;

/**
 * A question sent with a frozen context whose passages the sample corpus in Chroma does not hold, so
 * any passage an answer cites can only have come from the pack. The same pack is asked under each
 * model setting, and each must take the same evidence from it.
 */
final class FrozenQuestion {
    static final String QUESTION = "Is a statement made out of court admissible to prove what it asserts?";
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final List<FrozenPassage> PASSAGES = IntStream.rangeClosed(1, 7)
            .mapToObj(i -> {
                String text = "Frozen rule " + i + ": hearsay is a statement, other than one made while testifying at"
                        + " the trial, offered in evidence to prove the truth of the matter asserted; it is not"
                        + " admissible unless a rule or statute provides otherwise (passage " + i + ").";
                return new FrozenPassage("frozen-hearsay-" + i, "Pack source " + i, Sha256.hex(text), 1.0 / i, text);
            })
            .toList();
    static final FrozenContext CONTEXT = new FrozenContext(
            Sha256.hex("a pack file"),
            Sha256.hex("a pack set"),
            "frozen-q1",
            Sha256.hex("the corpus the pack came from"),
            "calibrated",
            0.9,
            PASSAGES);

    private FrozenQuestion() {}

    /** The pack's set as its registrar publishes it on legal.packs, without which the guard refuses the context. */
    static byte[] registration() {
        return JSON.writeValueAsBytes(
                PackRegistration.of(CONTEXT.packSetSha256(), Sha256.hex("a manifest"), List.of(CONTEXT)));
    }

    static String json(String requestId) {
        return JSON.writeValueAsString(Map.of("requestId", requestId, "question", QUESTION, "frozenContext", CONTEXT));
    }

    /** Answered from the pack alone: its passages, its hash named, nothing searched, nothing cached. */
    static void assertAnsweredFromThePack(Answer answer) {
        assertThat(answer.status()).as(answer.reason()).isEqualTo(RunStatus.ANSWERED);
        var pack = answer.researchPack();
        assertThat(pack.sealHolds()).isTrue();
        assertThat(pack.inputPack())
                .isEqualTo(new InputPack(CONTEXT.packSha256(), CONTEXT.packSetSha256(), "frozen-q1"));
        assertThat(pack.corpusFingerprint()).isEqualTo(CONTEXT.corpusFingerprint());
        var first = pack.steps().get(0);
        assertThat(first.queries()).isEmpty();
        assertThat(first.confidence()).isEqualTo(0.9);
        // The executor keeps 5 passages a step: the pack's first five, in its order, with its hashes.
        assertThat(first.passages())
                .containsExactlyElementsOf(PASSAGES.subList(0, 5).stream()
                        .map(p -> new PackPassage(p.id(), p.sha256(), p.score()))
                        .toList());
        var byId = PASSAGES.stream().collect(java.util.stream.Collectors.toMap(FrozenPassage::id, p -> p));
        assertThat(answer.sources()).isNotEmpty().allSatisfy(s -> assertFromThePack(s, byId));
        assertThat(answer.fromCache()).isFalse();
    }

    private static void assertFromThePack(Source source, Map<String, FrozenPassage> byId) {
        assertThat(byId).containsKey(source.id());
        assertThat(source.sha256()).isEqualTo(byId.get(source.id()).sha256());
    }
}
