package io.legalagent.ports;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SecretMaskTest {
    private static final String KEY = "sk-test-4f9c2a71d0b3e8";

    @Test
    void masksBearerTokensKeyAssignmentsAndKeyShapedWords() {
        assertThat(SecretMask.mask("Authorization: Bearer abc.def-123")).isEqualTo("Authorization: Bearer ****");
        assertThat(SecretMask.mask("legal.model.openai.api-key=hunter2 next"))
                .isEqualTo("legal.model.openai.api-key=**** next");
        assertThat(SecretMask.mask("{\"apiKey\": \"hunter2\", \"model\": \"m\"}"))
                .isEqualTo("{\"apiKey\": \"****\", \"model\": \"m\"}");
        assertThat(SecretMask.mask("Incorrect API key provided: " + KEY + "."))
                .isEqualTo("Incorrect API key provided: ****.");
        assertThat(SecretMask.mask("http://user:pa55@models.internal:8000/v1"))
                .isEqualTo("http://user:****@models.internal:8000/v1");
    }

    @Test
    void masksAKnownSecretWhereverItStands() {
        assertThat(SecretMask.mask("echo:" + "plainsecretvalue" + ":end", "plainsecretvalue"))
                .isEqualTo("echo:****:end");
    }

    @Test
    void leavesOrdinaryTextAlone() {
        var text = "HTTP 503: model is loading; max_tokens=1024, 12 prompt tokens, http://127.0.0.1:11434/api/chat";
        assertThat(SecretMask.mask(text)).isEqualTo(text);
        assertThat(SecretMask.mask(null)).isNull();
    }
}
