package io.legalagent.cli;

import io.legalagent.cli.stack.IssuerSecrets;
import io.legalagent.cli.stack.StackException;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import tools.jackson.core.JacksonException;

/**
 * Access tokens from an issuer that speaks the {@code legal-cli} client's request ({@link TokenRequest}):
 * what {@code token} prints, and what {@code review --as USER} signs in with.
 */
final class IssuerTokens {
    static final String SECRET_ENV = "LEGAL_IDENTITY_CLI_SECRET";
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final String base;

    /** {@code issuer}: the issuer's address, or null for the local one. */
    IssuerTokens(String issuer) {
        this.base = issuer == null ? Io.config().issuerUri() : issuer.replaceAll("/+$", "");
    }

    /** The access token, or {@link Refused} saying why there is none. */
    String fetch(TokenRequest request) throws Refused, InterruptedException {
        var post = HttpRequest.newBuilder(URI.create(base + TokenRequest.PATH))
                .timeout(Duration.ofSeconds(15))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .header("Authorization", TokenRequest.basicAuth(secret()))
                .POST(HttpRequest.BodyPublishers.ofString(request.form(), StandardCharsets.UTF_8))
                .build();
        HttpResponse<String> response;
        try {
            response = HTTP.send(post, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (ConnectException | HttpTimeoutException e) {
            throw new Refused("the issuer at " + base + " is not running (./legal up starts it)");
        } catch (IOException e) {
            throw new Refused("cannot reach the issuer at " + base + ": " + Failures.describe(e));
        }
        return token(response);
    }

    private static String token(HttpResponse<String> response) throws Refused {
        try {
            var body = Json.MAPPER.readTree(response.body());
            if (response.statusCode() == 200 && body.path("access_token").isString()) {
                return body.path("access_token").asString();
            }
            String error = body.path("error").asString("");
            String description = body.path("error_description").asString("");
            throw new Refused("the issuer refused (" + response.statusCode() + " " + error
                    + (description.isEmpty() ? "" : ": " + description) + ")");
        } catch (JacksonException e) {
            throw new Refused("the issuer answered " + response.statusCode() + " with no token");
        }
    }

    /** The legal-cli client's secret: LEGAL_IDENTITY_CLI_SECRET, else the one ./legal up made. */
    private static String secret() {
        String given = Io.env.apply(SECRET_ENV);
        if (given != null && !given.isBlank()) {
            return given.strip();
        }
        var config = Io.config();
        var secrets = IssuerSecrets.of(config);
        if (!secrets.exist()) {
            throw new StackException("the local issuer was never started here: no client secret in "
                    + config.rel(config.identityDir()) + " (./legal up starts it; or set " + SECRET_ENV + ")");
        }
        return secrets.cliSecret();
    }

    /** No token: the issuer is down, unreachable, or refused the request. */
    static final class Refused extends Exception {
        Refused(String message) {
            super(message);
        }
    }
}
