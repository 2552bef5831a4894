package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A frozen context matches its registration passage for passage, and each difference is named. */
class PackRegistrationTest {
    private static final String SET = "a".repeat(64);
    private static final String PACK = "1".repeat(64);

    private static FrozenPassage passage(String id, String text) {
        return new FrozenPassage(id, "corpus", Sha256.hex(text), 0.5, text);
    }

    private static FrozenContext context(String pack, List<FrozenPassage> passages) {
        return new FrozenContext(pack, SET, "q-1", null, "top1", 0.8, passages);
    }

    private static final FrozenContext REGISTERED =
            context(PACK, List.of(passage("p1", "First rule."), passage("p2", "Second rule.")));
    private static final PackRegistration REGISTRATION = PackRegistration.of(SET, "d".repeat(64), List.of(REGISTERED));

    @Test
    void theRegisteredPackMatches() {
        assertThat(REGISTRATION.mismatch(REGISTERED)).isEmpty();
        assertThat(REGISTRATION.packs().get(0).passages().get(0).textSha256()).isEqualTo(Sha256.hex("First rule."));
    }

    @Test
    void aPackNotInTheSetIsNamed() {
        assertThat(REGISTRATION.mismatch(context("2".repeat(64), REGISTERED.passages())))
                .hasValueSatisfying(reason -> assertThat(reason).contains("is not in the registered pack set " + SET));
    }

    @Test
    void changedTextReorderedOrMissingPassagesAreNamed() {
        var changed = new FrozenPassage("p1", "corpus", Sha256.hex("First rule."), 0.5, "Answer B.");
        assertThat(REGISTRATION.mismatch(
                        context(PACK, List.of(changed, REGISTERED.passages().get(1)))))
                .hasValueSatisfying(reason -> assertThat(reason).contains("passage p1 differs"));
        assertThat(REGISTRATION.mismatch(context(
                        PACK,
                        List.of(
                                REGISTERED.passages().get(1),
                                REGISTERED.passages().get(0)))))
                .hasValueSatisfying(reason -> assertThat(reason).contains("passage 1 is p2"));
        assertThat(REGISTRATION.mismatch(
                        context(PACK, List.of(REGISTERED.passages().get(0)))))
                .hasValueSatisfying(reason -> assertThat(reason).contains("carries 1 passages"));
    }

    @Test
    void aPackRegisteredForAnotherQuestionIsNamed() {
        var other = new FrozenContext(PACK, SET, "q-2", null, "top1", 0.8, REGISTERED.passages());
        assertThat(REGISTRATION.mismatch(other))
                .hasValueSatisfying(reason -> assertThat(reason).contains("registered for question q-1, not q-2"));
    }
}
