package io.legalagent.gateway;

import io.swagger.v3.oas.annotations.media.Schema;
import java.util.List;
import java.util.Map;

/**
 * Schemas of the OpenAPI document for bodies the gateway writes as maps or JSON it passes through;
 * documentation only, nothing is built from them.
 */
final class ApiSchemas {
    private ApiSchemas() {}

    @Schema(name = "Problem", description = "RFC 9457")
    record Problem(
            String type,
            String title,
            int status,
            String detail,
            String instance,
            @Schema(description = "The invalid fields of a request body") List<Problems.FieldError> errors) {}

    @Schema(name = "Verification", description = "What ./legal replay --json prints")
    record Verification(
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String requestId,
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED) String runId,
            @Schema(requiredMode = Schema.RequiredMode.REQUIRED) boolean match,
            @Schema(
                            description = "The answer's signature checked with the published key: VERIFIED, FAILED"
                                    + " or NOT_CHECKED, and why.")
                    Signature signature,
            @Schema(
                            description = "The answer's chain of custody checked with the nodes' keys: INTACT, BROKEN"
                                    + " (at a hop, by a node), NOT_RECORDED, NOT_CHECKED or FAILED, and why.")
                    Custody custody,
            boolean sealHolds,
            List<String> constants,
            List<String> corpus,
            List<Map<String, Object>> steps,
            boolean answerTextMatches,
            List<String> answerFields,
            List<String> notes,
            @Schema(
                            description = "Each cited passage: MATCHES when the library holds text of the SHA-256 the"
                                    + " answer recorded, DIFFERS when its text changed, NOT_HELD when it holds none or the"
                                    + " passage came with a frozen context (the sender's text and claim).")
                    List<PassageHeld> passages) {}

    @Schema(name = "PassageHeld")
    record PassageHeld(String id, String sha256, HeldPassages.Held held, String detail) {}

    @Schema(name = "Signature")
    record Signature(SignatureStatus status, String detail) {}

    @Schema(name = "Custody")
    record Custody(CustodyStatus status, String detail, int hop, String node) {}

    enum CustodyStatus {
        INTACT,
        BROKEN,
        NOT_RECORDED,
        NOT_CHECKED,
        FAILED
    }

    enum SignatureStatus {
        VERIFIED,
        FAILED,
        NOT_CHECKED
    }
}
