package io.legalagent.replay;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.custody.CustodyCheck;
import io.legalagent.contracts.signing.NodeKeyring;
import org.jspecify.annotations.Nullable;

/**
 * Whose keys a replay checks an answer's chain of custody with, and whether an answer must carry one.
 * The answer's signature proves the observer published it; the chain, checked against the nodes'
 * published keys, proves which node vouched for each part the answer shows, so a part changed after
 * its node signed it is named with that node.
 *
 * @param keyring the nodes' public keys; empty when none were found
 * @param source where the keys came from, or where they were looked for, for the report
 * @param required true: an answer without custody, or one that cannot be checked, fails; false: it
 *     passes with a note (answers made before nodes signed their hops carry none)
 */
public record CustodyTrust(NodeKeyring keyring, String source, boolean required) {

    /** No keys and nothing required: what callers that do not check custody pass. */
    public static CustodyTrust none() {
        return new CustodyTrust(NodeKeyring.empty(), "no keyring", false);
    }

    /** The custody part of a verdict: the hop and node are those of the broken link, if any. */
    public record Verdict(Status status, String detail, int hop, @Nullable String node) {
        public boolean failed() {
            return status == Status.BROKEN || status == Status.FAILED;
        }

        /** The verdict in one line, as the report prints it. */
        String line() {
            if (status == Status.BROKEN) {
                return "BROKEN at hop " + hop + (node == null ? "" : " (" + node + ")") + ": " + detail;
            }
            return status.name().replace('_', ' ') + " (" + detail + ")";
        }
    }

    public enum Status {
        /** Every hop signed by its node's key, linked, on an allowed route; every shown part as signed. */
        INTACT,
        /** A link is broken: a part changed, a signature fails, a hop is out of place. */
        BROKEN,
        /** The answer carries no custody (made before nodes signed), accepted. */
        NOT_RECORDED,
        /** The answer carries custody but there are no keys to check it with, accepted. */
        NOT_CHECKED,
        /** Custody was required and is missing, or there are no keys to check it with. */
        FAILED
    }

    public Verdict check(Answer answer) {
        if (answer.custody() == null || answer.custody().isEmpty()) {
            return required
                    ? new Verdict(Status.FAILED, "the answer carries no attestations, and custody is required", 0, null)
                    : new Verdict(Status.NOT_RECORDED, "no hop's attestation is in the answer", 0, null);
        }
        if (keyring.isEmpty()) {
            String detail = "no node keys to check it with (looked for " + source + ")";
            return new Verdict(required ? Status.FAILED : Status.NOT_CHECKED, detail, 0, null);
        }
        var verdict = CustodyCheck.of(answer, answer.custody(), keyring);
        if (!verdict.intact()) {
            return new Verdict(Status.BROKEN, verdict.reason(), verdict.hop(), verdict.node());
        }
        return new Verdict(
                Status.INTACT,
                verdict.reason() + ", checked with " + keyring.keys().size() + " keys from " + source,
                verdict.hop(),
                null);
    }
}
