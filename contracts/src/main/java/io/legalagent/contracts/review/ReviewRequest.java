package io.legalagent.contracts.review;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import org.jspecify.annotations.Nullable;

/**
 * What a question asks a reviewer to see before the run goes on: its plan, its answer, or both. In
 * JSON either may be left out ({@code {"plan": true}}); a missing one is false, and always written.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonClassDescription("Which pauses for a reviewer a question asks for; a field left out is false.")
public record ReviewRequest(
        @JsonPropertyDescription("Pause after planning until a reviewer approves, edits or rejects the plan.") @Nullable
                Boolean plan,
        @JsonPropertyDescription("Pause before the answer is signed, published or cached until a reviewer"
                        + " approves it, rejects it or asks for more research.")
                @Nullable
                Boolean answer) {

    public static final ReviewRequest NONE = new ReviewRequest(false, false);

    /** Never null once made: a field the JSON left out is false. */
    public ReviewRequest {
        plan = Boolean.TRUE.equals(plan);
        answer = Boolean.TRUE.equals(answer);
    }

    public boolean any() {
        return plan || answer;
    }

    /** Both this request's pauses and {@code other}'s: how a deployment's defaults add to a question's. */
    public ReviewRequest or(ReviewRequest other) {
        return other == null ? this : new ReviewRequest(plan || other.plan, answer || other.answer);
    }
}
