package io.legalagent.contracts;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.review.ReviewRequest;
import org.junit.jupiter.api.Test;

class ReviewRequestTest {

    @Test
    void aFieldLeftOutIsFalseAndBothAreWritten() throws Exception {
        var request = Json.MAPPER.readValue(
                "{\"question\": \"What is battery?\", \"review\": {\"plan\": true}}", QuestionRequest.class);

        assertThat(request.review()).isEqualTo(new ReviewRequest(true, false));
        assertThat(Json.tree(request.review()).toString()).isEqualTo("{\"plan\":true,\"answer\":false}");
    }

    @Test
    void theDeploymentsDefaultsAddToTheQuestions() {
        var asked = new ReviewRequest(true, null);

        assertThat(asked.or(new ReviewRequest(false, true))).isEqualTo(new ReviewRequest(true, true));
        assertThat(asked.or(ReviewRequest.NONE)).isEqualTo(asked);
        assertThat(ReviewRequest.NONE.any()).isFalse();
    }
}
