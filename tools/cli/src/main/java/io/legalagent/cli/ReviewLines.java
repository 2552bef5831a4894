package io.legalagent.cli;

import io.legalagent.contracts.review.Review;
import io.legalagent.contracts.review.ReviewAction;
import io.legalagent.contracts.review.ReviewDecision;
import io.legalagent.contracts.review.ReviewRound;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An answer's reviews for a person: each pause with who decided what and when, the plan shown and,
 * for an edit, the plan as edited (so the original and the change read side by side).
 */
final class ReviewLines {
    private ReviewLines() {}

    /** No lines for an answer whose run had no review. */
    static List<String> of(Review review) {
        var lines = new ArrayList<String>();
        if (review == null || review.rounds().isEmpty()) {
            return lines;
        }
        lines.add("Reviews:");
        for (ReviewRound round : review.rounds()) {
            lines.add("  " + kind(round) + " review " + round.id() + ", asked " + round.requestedAt() + ": "
                    + decision(round.decision()));
            boolean edited = round.decision() != null && round.decision().action() == ReviewAction.EDIT;
            if (edited || (round.decision() == null && !round.plan().isEmpty())) {
                lines.add("      plan shown" + queryType(round.queryType()) + ":");
                steps(round.plan(), lines);
            }
            if (edited) {
                var made = round.decision();
                lines.add("      plan as edited" + queryType(made.queryType()) + ":");
                steps(made.plan() == null ? List.of() : made.plan(), lines);
            }
        }
        return lines;
    }

    /** "approved by ann (firm) at T", "more research asked by ... (step: ...)", "waiting". */
    static String decision(ReviewDecision decision) {
        if (decision == null) {
            return "waiting for a decision";
        }
        String verb =
                switch (decision.action()) {
                    case APPROVE -> "approved";
                    case EDIT -> "edited";
                    case REJECT -> "rejected";
                    case MORE -> "more research asked";
                };
        var text = new StringBuilder(verb)
                .append(" by ")
                .append(decision.decidedBy())
                .append(" at ")
                .append(decision.decidedAt());
        if (decision.step() != null) {
            text.append(" (step: ").append(decision.step()).append(')');
        }
        if (decision.note() != null && !decision.note().isBlank()) {
            text.append(": ").append(decision.note());
        }
        return text.toString();
    }

    private static String kind(ReviewRound round) {
        return round.kind().name().toLowerCase(Locale.ROOT);
    }

    private static String queryType(io.legalagent.contracts.QueryType type) {
        return type == null ? "" : " (" + type.name().toLowerCase(Locale.ROOT) + ")";
    }

    private static void steps(List<String> plan, List<String> lines) {
        for (int i = 0; i < plan.size(); i++) {
            lines.add("        " + (i + 1) + ". " + plan.get(i));
        }
    }
}
