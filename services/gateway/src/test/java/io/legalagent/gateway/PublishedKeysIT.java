package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.NodeName;
import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.NodeKeyring;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import tools.jackson.databind.JsonNode;

/**
 * {@code GET /api/keys} on the running gateway: without a sign-in, the observer's answer key and every
 * node's key of the keyring, each under its node and key id; a key added to the keyring (a rotation)
 * is served at once, the old one with it.
 */
class PublishedKeysIT extends SignedInApi {
    private static final Path FOLDER = folder();
    private static final Path KEYRING = FOLDER.resolve("keyring");
    private static final Path ANSWER_KEY = FOLDER.resolve("answer-signing.pub");
    private static final Map<String, NodeName> WRITTEN = new HashMap<>();
    private static final String ANSWER_KEY_ID = writeAnswerKey();

    @DynamicPropertySource
    static void keys(DynamicPropertyRegistry registry) {
        registry.add("legal.gateway.keyring", KEYRING::toString);
        registry.add("legal.gateway.answer-public-key", ANSWER_KEY::toString);
    }

    private static Path folder() {
        try {
            return Files.createTempDirectory("published-keys");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String writeAnswerKey() {
        try {
            var key = AnswerKeys.generate();
            Files.writeString(ANSWER_KEY, AnswerKeys.publicPem(key.publicKey()));
            return key.keyId();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void addNodeKey(NodeName node) throws IOException {
        var key = AnswerKeys.generate();
        Files.createDirectories(KEYRING);
        Files.writeString(
                KEYRING.resolve(NodeKeyring.fileName(node, key.keyId())), AnswerKeys.publicPem(key.publicKey()));
        WRITTEN.put(key.keyId(), node);
    }

    private JsonNode keysWithoutSignIn() throws Exception {
        var response = get(null, "/api/keys");
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        assertThat(response.headers().firstValue("Content-Type"))
                .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
        return JSON.readTree(response.body());
    }

    @Test
    void everyKeyIsPublishedToAnyoneAndARotatedInKeyAtOnceWithTheOldOne() throws Exception {
        for (NodeName node : NodeName.values()) {
            addNodeKey(node);
        }

        var keys = keysWithoutSignIn();

        assertThat(keys.path("answer").path("keyid").asString()).isEqualTo(ANSWER_KEY_ID);
        assertThat(keys.path("answer").path("pem").asString()).isEqualTo(Files.readString(ANSWER_KEY));
        assertPublished(keys.path("nodes"));
        assertThat(keys.path("nodes")).hasSize(NodeName.values().length);

        addNodeKey(NodeName.CLASSIFIER);
        var rotated = keysWithoutSignIn().path("nodes");

        assertThat(rotated).hasSize(NodeName.values().length + 1);
        assertPublished(rotated);
        long classifierKeys = rotated.valueStream()
                .filter(key -> key.path("node").asString().equals("classifier"))
                .count();
        assertThat(classifierKeys).isEqualTo(2);
    }

    /** Each entry is a key this test wrote, under the node whose file held it, and its PEM is that key. */
    private static void assertPublished(JsonNode nodes) throws Exception {
        for (JsonNode key : nodes) {
            String keyId = key.path("keyid").asString();
            assertThat(WRITTEN).containsKey(keyId);
            assertThat(key.path("node").asString()).isEqualTo(WRITTEN.get(keyId).id());
            var pem = AnswerKeys.publicKey(key.path("pem").asString(), "the served key");
            assertThat(AnswerKeys.keyId(pem)).isEqualTo(keyId);
        }
    }

    @Test
    void theOpenApiDocumentListsTheKeysAsOpen() throws Exception {
        var document = JSON.readTree(get(null, "/api/openapi.json").body());
        var operation = document.path("paths").path("/api/keys").path("get");

        assertThat(operation.path("operationId").asString()).isEqualTo("keys");
        assertThat(operation.has("security")).isFalse();
        assertThat(operation.path("responses").has("401")).isFalse();
    }
}
