package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.springframework.web.ErrorResponseException;

/** The library a posted question names is passed on to the pipeline, and a bad name refused at once. */
class QuestionLibraryTest {
    private final QuestionReader reader = new QuestionReader(2000);

    private static byte[] body(String json) {
        return json.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void theLibraryIsPassedOn() {
        var request = reader.read(body("{\"question\": \"What is battery?\", \"library\": \"firm-a\"}"));

        assertThat(request.library()).isEqualTo("firm-a");
        assertThat(reader.read(body("{\"question\": \"What is battery?\"}")).library())
                .isNull();
    }

    @Test
    void aLibraryNameAgainstTheRuleIsABadRequestNamingTheField() {
        assertThatThrownBy(() -> reader.read(body("{\"question\": \"What is battery?\", \"library\": \"Firm A\"}")))
                .isInstanceOfSatisfying(
                        ErrorResponseException.class,
                        e -> assertThat(e.getBody().getDetail()).contains("library"));
    }
}
