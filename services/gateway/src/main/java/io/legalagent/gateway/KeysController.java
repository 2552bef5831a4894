package io.legalagent.gateway;

import io.legalagent.contracts.signing.AnswerKeys;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.media.Content;
import io.swagger.v3.oas.annotations.media.Schema;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import java.util.List;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /api/keys}: every public key a run's signatures are checked with, open to anyone as the
 * answer key is. The observer's answer key, and each node's key from the keyring, old ones included,
 * so that answers signed before a rotation still verify.
 */
@RestController
class KeysController {
    private final PublishedKey answerKey;
    private final PublishedKeyring keyring;

    KeysController(PublishedKey answerKey, PublishedKeyring keyring) {
        this.answerKey = answerKey;
        this.keyring = keyring;
    }

    /** A public key with its id: the SHA-256 (hex) of its DER encoding, which a signature names. */
    record Key(String keyid, String pem) {}

    /** A node's key: trusted for that node only. */
    record NodeKey(String node, String keyid, String pem) {}

    /** @param answer the observer's answer key; null when this gateway has none */
    record Keys(Key answer, List<NodeKey> nodes) {}

    @GetMapping(path = "/api/keys", produces = MediaType.APPLICATION_JSON_VALUE)
    @Operation(
            operationId = "keys",
            summary = "The public keys answers and their custody are signed with",
            description = "The observer's answer key and every node's key of the keyring (old keys included, so"
                    + " runs signed before a rotation still verify), each as PEM (SubjectPublicKeyInfo) with its"
                    + " key id, the SHA-256 of its DER encoding. A node's key vouches for that node's parts"
                    + " only. Read again when the keyring changes.")
    @ApiResponse(
            responseCode = "200",
            description = "The keys",
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON_VALUE,
                            schema = @Schema(implementation = Keys.class)))
    Keys keys() {
        Key answer = answerKey
                .pem()
                .map(pem -> new Key(AnswerKeys.keyId(answerKey.trust().key()), pem))
                .orElse(null);
        List<NodeKey> nodes = keyring.current().keys().values().stream()
                .map(key -> new NodeKey(key.node().id(), key.keyId(), AnswerKeys.publicPem(key.key())))
                .toList();
        return new Keys(answer, nodes);
    }
}
