package io.legalagent.contracts.replay;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.AgentState;
import io.legalagent.contracts.Answer;
import io.legalagent.contracts.CachedFrom;
import io.legalagent.contracts.MemoryHit;
import io.legalagent.contracts.Question;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.contracts.signing.SigningKey;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class CachedSourceTest {
    private static final SigningKey OBSERVER = AnswerKeys.generate();
    private static final Instant NOW = Instant.parse("2026-01-05T10:00:00Z");
    private static final Question QUESTION = Question.of("What is battery?");

    private static Answer signed(AgentState state) {
        return AnswerSigning.sign(Answer.from(state, "trace", NOW), OBSERVER);
    }

    private static Answer source(String runId, Question question) {
        return signed(AgentState.start(runId, runId, question, NOW)
                .withFinalAnswer("Harmful or offensive contact.")
                .withRemember(true)
                .withStatus(RunStatus.ANSWERED));
    }

    private static Answer cachedFrom(Answer source) {
        var hit = new MemoryHit(
                source.question(), source.answer(), 1.0, source.runId(), List.of(), null, CachedFrom.of(source));
        return signed(AgentState.start("run-2", "run-2", QUESTION, NOW)
                .withMemoryHit(hit)
                .withStatus(RunStatus.ANSWERED));
    }

    @Test
    void theCachedAnswersPackNamesItsSourcesRunAndSignatureDigest() {
        var source = source("run-1", QUESTION);
        var cached = cachedFrom(source);

        assertThat(CachedSource.of(cached))
                .isEqualTo(new CachedFrom("run-1", CachedFrom.signatureSha256(source.signature())));
        assertThat(cached.researchPack().sealHolds()).isTrue();
        assertThat(CachedSource.check(cached, source, List.of(OBSERVER.publicKey()))
                        .verified())
                .isTrue();
    }

    @Test
    void anotherAnswerInItsPlaceIsRefused() {
        var cached = cachedFrom(source("run-1", QUESTION));
        var impostor = source("run-1", Question.of("What is assault?"));

        var check = CachedSource.check(cached, impostor, List.of(OBSERVER.publicKey()));

        assertThat(check.verified()).isFalse();
        assertThat(check.detail()).contains("another question").contains("signature digest");
    }

    @Test
    void aSourceNotFoundOrSignedByAnUntrustedKeyIsRefused() {
        var source = source("run-1", QUESTION);
        var cached = cachedFrom(source);

        assertThat(CachedSource.check(cached, null, List.of(OBSERVER.publicKey()))
                        .detail())
                .contains("no answer of source run run-1");
        assertThat(CachedSource.check(
                                cached, source, List.of(AnswerKeys.generate().publicKey()))
                        .verified())
                .isFalse();
    }

    @Test
    void anAnswerNotFromTheCacheNamesNoSource() {
        var source = source("run-1", QUESTION);

        assertThat(CachedSource.of(source)).isNull();
        assertThat(CachedSource.check(source, source, List.of(OBSERVER.publicKey()))
                        .verified())
                .isFalse();
    }
}
