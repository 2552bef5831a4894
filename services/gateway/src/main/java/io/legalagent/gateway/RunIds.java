package io.legalagent.gateway;

import io.legalagent.contracts.Owner;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Request ids scoped per asker. The id a caller gives (or the gateway makes for them) is theirs
 * alone; the run's id in the pipeline is derived from it and the caller, so two callers may use the
 * same id, and every replica derives the same pipeline id without a shared mapping.
 */
final class RunIds {
    static final String PREFIX = "u-";

    private RunIds() {}

    /** The pipeline's request id of {@code localId} as {@code owner} names it: "u-" and 32 hex digits. */
    static String pipelineId(Owner owner, String localId) {
        try {
            var digest = MessageDigest.getInstance("SHA-256")
                    .digest((owner.organisation() + "\n" + owner.user() + "\n" + localId)
                            .getBytes(StandardCharsets.UTF_8));
            return PREFIX + HexFormat.of().formatHex(digest).substring(0, 32);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
