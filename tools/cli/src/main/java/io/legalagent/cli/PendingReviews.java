package io.legalagent.cli;

import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import tools.jackson.databind.JsonNode;

/**
 * The gateway's {@code GET /api/reviews}: the reviews waiting in the caller's organisation, oldest
 * first, as the body came ({@code list --json} prints it) and read into rows.
 */
record PendingReviews(String body, List<Pending> reviews) {

    /** One waiting review. */
    record Pending(
            String runId,
            String requestId,
            String reviewId,
            String kind,
            String requestedAt,
            String asker,
            String question) {}

    static PendingReviews parse(String body) {
        var reviews = new ArrayList<Pending>();
        for (JsonNode review : Json.MAPPER.readTree(body).path("reviews")) {
            var asker = review.path("asker");
            reviews.add(new Pending(
                    review.path("runId").asString(""),
                    review.path("requestId").asString(""),
                    review.path("reviewId").asString(null),
                    review.path("kind").asString("").toLowerCase(Locale.ROOT),
                    review.path("requestedAt").asString(""),
                    asker.isMissingNode()
                            ? "-"
                            : asker.path("user").asString("?") + "@"
                                    + asker.path("organisation").asString("?"),
                    review.path("question").asString("")));
        }
        return new PendingReviews(body, List.copyOf(reviews));
    }

    /**
     * The review a command means by {@code given}: a waiting run's id, else the one waiting run asked
     * with that request id. A run not listed goes to the gateway as it is, which says why (404, 409, 410).
     */
    Pending resolve(String given) throws UsageException {
        for (Pending review : reviews) {
            if (review.runId().equals(given)) {
                return review;
            }
        }
        var asked = reviews.stream().filter(r -> r.requestId().equals(given)).toList();
        if (asked.size() > 1) {
            throw new UsageException("request " + given + " names " + asked.size() + " waiting runs ("
                    + String.join(", ", asked.stream().map(Pending::runId).toList()) + "); give a run id");
        }
        return asked.isEmpty() ? new Pending(given, "", null, "", "", "", "") : asked.get(0);
    }

    /** The table {@code list} prints: run, kind, asker, waiting since, question. */
    List<String> table(Instant now) {
        var lines = new ArrayList<String>();
        if (reviews.isEmpty()) {
            lines.add("no review is waiting");
            return lines;
        }
        lines.add(String.format(
                Locale.ROOT, "%-36s  %-6s  %-20s  %-30s  %s", "run", "kind", "asker", "waiting since", "question"));
        for (Pending review : reviews) {
            lines.add(String.format(
                    Locale.ROOT,
                    "%-36s  %-6s  %-20s  %-30s  %s",
                    review.runId(),
                    review.kind(),
                    review.asker(),
                    since(review.requestedAt(), now),
                    shortened(review.question(), 80)));
        }
        lines.add(reviews.size() + (reviews.size() == 1 ? " review waits" : " reviews wait"));
        return lines;
    }

    /** "2026-11-29T08:00:00Z (5m)": when the run parked and how long ago. */
    static String since(String requestedAt, Instant now) {
        try {
            var at = Instant.parse(requestedAt).truncatedTo(ChronoUnit.SECONDS);
            return at + " (" + age(Duration.between(at, now)) + ")";
        } catch (DateTimeParseException e) {
            return requestedAt;
        }
    }

    static String age(Duration waited) {
        long seconds = Math.max(0, waited.toSeconds());
        if (seconds < 60) {
            return seconds + "s";
        }
        if (seconds < 3600) {
            return seconds / 60 + "m";
        }
        return seconds < 86_400 ? seconds / 3600 + "h" : seconds / 86_400 + "d";
    }

    private static String shortened(String text, int max) {
        String flat = text.replaceAll("\\s+", " ").strip();
        return flat.length() <= max ? flat : flat.substring(0, max - 1) + "\u2026";
    }
}
