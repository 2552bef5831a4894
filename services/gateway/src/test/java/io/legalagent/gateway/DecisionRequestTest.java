package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.legalagent.contracts.Owner;
import io.legalagent.contracts.QueryType;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewKind;
import io.legalagent.contracts.review.ReviewRound;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.web.ErrorResponseException;

class DecisionRequestTest {
    static final Owner RITA = new Owner("rita", "firm-a");
    static final Instant NOW = Instant.parse("2026-11-29T08:00:00Z");
    static final ReviewRound PLAN = new ReviewRound("run-1/1", ReviewKind.PLAN, NOW, List.of("a?"), null, null);
    static final ReviewRound ANSWER = new ReviewRound("run-1/2", ReviewKind.ANSWER, NOW, List.of("a?"), null, null);

    static DecisionRequest read(String json) {
        return DecisionRequest.read(json.getBytes(StandardCharsets.UTF_8));
    }

    static String refusedField(String json, ReviewRound round) {
        var thrown = assertThatThrownBy(() -> read(json).decide("run-1", round, RITA, NOW, "d-1"))
                .isInstanceOf(ErrorResponseException.class)
                .actual();
        var problem = ((ErrorResponseException) thrown).getBody();
        assertThat(problem.getStatus()).isEqualTo(400);
        return ((List<?>) problem.getProperties().get("errors")).get(0).toString();
    }

    @Test
    void anEditGivesTheStepsStrippedInOrderAndTheQueryType() {
        var decision = read("{\"action\":\"edit\",\"plan\":[\" b? \",\"a?\"],\"queryType\":\"simple\"}")
                .decide("run-1", PLAN, RITA, NOW, "d-1");
        assertThat(decision.action()).isEqualTo(ReviewAction.EDIT);
        assertThat(decision.plan()).containsExactly("b?", "a?");
        assertThat(decision.queryType()).isEqualTo(QueryType.SIMPLE);
        assertThat(decision.reviewId()).isEqualTo("run-1/1");
        assertThat(decision.reviewer()).isEqualTo(RITA);
        assertThat(decision.decidedAt()).isEqualTo(NOW);
        assertThat(decision.timedOut()).isFalse();
    }

    @Test
    void whatDoesNotFitTheReviewNamesItsField() {
        assertThat(refusedField("{\"action\":\"EDIT\",\"plan\":[\"a?\"]}", ANSWER))
                .contains("action");
        assertThat(refusedField("{\"action\":\"REJECT\",\"note\":\"  \"}", PLAN))
                .contains("note");
        assertThat(refusedField("{\"action\":\"EDIT\"}", PLAN)).contains("plan");
        assertThat(refusedField("{\"action\":\"EDIT\",\"plan\":[\"a?\",\"\"]}", PLAN))
                .contains("plan[1]");
        assertThat(refusedField("{\"action\":\"MORE\"}", ANSWER)).contains("step");
        assertThat(refusedField("{\"action\":\"APPROVE\",\"plan\":[\"a?\"]}", PLAN))
                .contains("plan");
        assertThat(refusedField("{\"action\":\"EDIT\",\"plan\":[\"a?\"],\"queryType\":\"hard\"}", PLAN))
                .contains("queryType");
        assertThat(refusedField("{}", PLAN)).contains("action");
    }

    @Test
    void aRejectKeepsItsNoteAndMoreItsStep() {
        assertThat(read("{\"action\":\"REJECT\",\"note\":\"off topic\"}")
                        .decide("run-1", ANSWER, RITA, NOW, "d-1")
                        .note())
                .isEqualTo("off topic");
        assertThat(read("{\"action\":\"MORE\",\"step\":\"What is assault?\"}")
                        .decide("run-1", ANSWER, RITA, NOW, "d-1")
                        .step())
                .isEqualTo("What is assault?");
    }

    @Test
    void aBodyThatIsNotADecisionIs400() {
        assertThatThrownBy(() -> read("not json")).isInstanceOf(ErrorResponseException.class);
        assertThatThrownBy(() -> read("")).isInstanceOf(ErrorResponseException.class);
    }
}
