package io.legalagent.contracts.replay;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.CachedFrom;
import io.legalagent.contracts.DsseSignature;
import io.legalagent.contracts.RunStatus;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.AnswerSigning;
import io.legalagent.contracts.signing.SignatureCheck;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Checks where a cached answer's research came from: the answer its pack names ({@code
 * researchPack.cachedFrom}) must be that run's ANSWERED answer for the same question and choices,
 * signed by a trusted key, and its signature must be the one whose digest the pack names. The caller
 * fetches the source answer (from {@code legal.answers}, by run id).
 */
public final class CachedSource {
    private CachedSource() {}

    /** What checking a cached answer's source found, in words. */
    public record Verdict(boolean verified, String detail) {}

    /** The source a cached answer names; null when the answer's research was not from QA memory. */
    public static @Nullable CachedFrom of(Answer cached) {
        return cached.researchPack() == null ? null : cached.researchPack().cachedFrom();
    }

    /**
     * @param source the answer fetched for the run {@link #of} names; null when none was found
     * @param trusted the observer's public keys (old ones kept across a rotation)
     */
    public static Verdict check(Answer cached, @Nullable Answer source, Collection<PublicKey> trusted) {
        var from = of(cached);
        if (from == null) {
            return new Verdict(false, "the answer names no cached source");
        }
        if (source == null) {
            return new Verdict(false, "no answer of source run " + from.runId() + " was found");
        }
        var problems = new ArrayList<String>();
        if (!from.runId().equals(source.runId())) {
            problems.add("the source answer is of run " + source.runId() + ", not " + from.runId());
        }
        if (source.status() != RunStatus.ANSWERED) {
            problems.add("the source answer is " + source.status() + ", not ANSWERED");
        }
        if (!Objects.equals(source.question(), cached.question())
                || !Objects.equals(source.choices(), cached.choices())) {
            problems.add("the source answer asked another question or other choices");
        }
        var signature = signatureOf(source, trusted);
        if (!signature.verified()) {
            problems.add("the source answer's signature: " + signature.detail());
        } else if (!from.signatureSha256().equals(CachedFrom.signatureSha256(source.signature()))) {
            problems.add("the source answer's signature digest is not " + from.signatureSha256());
        }
        return problems.isEmpty()
                ? new Verdict(true, "cached from run " + from.runId() + ", " + signature.detail())
                : new Verdict(false, String.join("; ", problems));
    }

    /**
     * The answer's signature checked with the trusted key it names; refused when it names none of
     * them (or is unsigned).
     */
    public static SignatureCheck signatureOf(Answer answer, Collection<PublicKey> trusted) {
        if (answer.signature() == null) {
            return new SignatureCheck(false, "the answer is not signed");
        }
        var named = answer.signature().signatures().stream()
                .map(DsseSignature::keyid)
                .toList();
        return trusted.stream()
                .filter(key -> named.contains(AnswerKeys.keyId(key)))
                .findFirst()
                .map(key -> AnswerSigning.verify(answer, key))
                .orElseGet(() -> new SignatureCheck(
                        false, "signed by key " + named + ", none of the " + trusted.size() + " trusted keys"));
    }
}
