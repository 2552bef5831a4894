package io.legalagent.cli;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import tools.jackson.core.JacksonException;

/**
 * The gateway's review API for the command line: the waiting reviews of the caller's organisation,
 * and a decision on one. A refusal becomes {@link Refused} with the exit code that names it and the
 * gateway's own words (a problem detail's {@code detail}, which names who decided and when).
 */
final class ReviewClient {
    static final String REVIEWS = "/api/reviews";
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final String gateway;
    private final String token;

    /** {@code gateway}: its base address ({@code http://127.0.0.1:8080}); {@code token}: a reviewer's access token. */
    ReviewClient(String gateway, String token) {
        this.gateway = gateway.replaceAll("/+$", "");
        this.token = token;
    }

    PendingReviews pending() throws Refused, InterruptedException {
        var response = send(request(REVIEWS).GET().build());
        return PendingReviews.parse(response.body());
    }

    /** Publishes the decision; the gateway's 202 body ({@code runId, reviewId, decisionId}). */
    String decide(String runId, DecisionRequest decision) throws Refused, InterruptedException {
        var post = request(decisionPath(runId))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(decision.json(), StandardCharsets.UTF_8))
                .build();
        return send(post).body();
    }

    static String decisionPath(String runId) {
        return REVIEWS + "/" + URLEncoder.encode(runId, StandardCharsets.UTF_8).replace("+", "%20") + "/decision";
    }

    private HttpRequest.Builder request(String path) {
        return HttpRequest.newBuilder(URI.create(gateway + path))
                .timeout(Duration.ofSeconds(30))
                .header("Accept", "application/json")
                .header("Authorization", "Bearer " + token);
    }

    private HttpResponse<String> send(HttpRequest request) throws Refused, InterruptedException {
        HttpResponse<String> response;
        try {
            response = HTTP.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (ConnectException | HttpTimeoutException e) {
            throw new Refused(ExitCodes.ERROR, "the gateway at " + gateway + " does not answer (./legal up starts it)");
        } catch (IOException e) {
            throw new Refused(ExitCodes.ERROR, "cannot reach the gateway at " + gateway + ": " + Failures.describe(e));
        }
        int status = response.statusCode();
        if (status / 100 == 2) {
            return response;
        }
        if (status == 429) {
            throw new Refused(
                    ExitCodes.ERROR,
                    "the gateway answered 429: " + detail(response.body()),
                    retryAfter(response.headers().firstValue("Retry-After").orElse("")));
        }
        throw refusal(status, detail(response.body()));
    }

    /** Each refusal with its exit code and what it means here. */
    static Refused refusal(int status, String detail) {
        String why = detail.isEmpty() ? "" : ": " + detail;
        return switch (status) {
            case 400 -> new Refused(ExitCodes.USAGE, "the gateway refused the decision as invalid" + why);
            case 401 -> new Refused(
                    ExitCodes.NOT_ALLOWED, "the gateway did not accept the token (expired, or not its issuer's)" + why);
            case 403 -> new Refused(
                    ExitCodes.NOT_ALLOWED,
                    "not allowed: deciding needs the reviewer role of the asker's organisation" + why);
            case 404 -> new Refused(
                    ExitCodes.NO_SUCH_REVIEW, "no such run waiting for review in your organisation" + why);
            case 409 -> new Refused(ExitCodes.ALREADY_DECIDED, "already decided" + why);
            case 410 -> new Refused(ExitCodes.REVIEW_CLOSED, "the review is closed" + why);
            default -> new Refused(ExitCodes.ERROR, "the gateway answered " + status + why);
        };
    }

    /** A problem detail's detail (else its title), or the body's first line. */
    static String detail(String body) {
        if (body == null || body.isBlank()) {
            return "";
        }
        try {
            var json = Json.MAPPER.readTree(body);
            for (String field : new String[] {"detail", "title", "error"}) {
                if (json.path(field).isString() && !json.path(field).asString().isBlank()) {
                    return json.path(field).asString();
                }
            }
        } catch (JacksonException e) {
            // Not JSON: the text itself says what went wrong.
        }
        String first = body.strip().lines().findFirst().orElse("");
        return first.length() > 200 ? first.substring(0, 200) : first;
    }

    /** Retry-After in seconds; a minute, the gateway's rate-limit period, when it names none. */
    static Duration retryAfter(String header) {
        try {
            return Duration.ofSeconds(Math.max(1, Long.parseLong(header.strip())));
        } catch (NumberFormatException e) {
            return Duration.ofMinutes(1);
        }
    }

    /** The gateway refused, or could not be reached: the exit code and the reason. */
    static final class Refused extends Exception {
        final int exitCode;
        /** Set when the gateway only asked to slow down (429): how long to wait before trying again. */
        final Duration retryAfter;

        Refused(int exitCode, String message) {
            this(exitCode, message, null);
        }

        Refused(int exitCode, String message, Duration retryAfter) {
            super(message);
            this.exitCode = exitCode;
            this.retryAfter = retryAfter;
        }
    }
}
