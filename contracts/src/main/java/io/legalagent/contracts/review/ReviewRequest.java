package io.legalagent.contracts.review;

import com.fasterxml.jackson.annotation.JsonClassDescription;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;

/** What a question asks a reviewer to see before the run goes on: its plan, its answer, or both. */
@JsonClassDescription("Which pauses for a reviewer a question asks for.")
public record ReviewRequest(
        @JsonPropertyDescription("Pause after planning until a reviewer approves, edits or rejects the plan.")
                boolean plan,
        @JsonPropertyDescription("Pause before the answer is signed, published or cached until a reviewer"
                        + " approves it, rejects it or asks for more research.")
                boolean answer) {

    public static final ReviewRequest NONE = new ReviewRequest(false, false);

    public boolean any() {
        return plan || answer;
    }

    /** Both this request's pauses and {@code other}'s: how a deployment's defaults add to a question's. */
    public ReviewRequest or(ReviewRequest other) {
        return other == null ? this : new ReviewRequest(plan || other.plan, answer || other.answer);
    }
}
