package io.legalagent.cli;

import io.legalagent.cli.stack.IssuerSecrets;
import io.legalagent.cli.stack.StackException;
import io.legalagent.contracts.Owner;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import tools.jackson.core.JacksonException;

/** {@code token --user NAME}: an access token from the local issuer, alone on stdout, for curl and scripts. */
@Command(
        name = "token",
        mixinStandardHelpOptions = true,
        description = {
            "Print an access token for a user from the local issuer that ./legal up runs, alone on stdout:"
                    + " TOKEN=$(./legal token --user ann), then curl -H \"Authorization: Bearer $TOKEN\" ...",
            "The roles: asker (the default), auditor, librarian, reviewer, evaluator. The token lasts an hour."
        })
final class TokenCommand implements Callable<Integer> {
    static final String SECRET_ENV = "LEGAL_IDENTITY_CLI_SECRET";
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Option(names = "--user", required = true, paramLabel = "NAME", description = "who the token speaks for")
    String user;

    @Option(names = "--role", paramLabel = "ROLE", description = "a role of the user, repeatable (default: asker)")
    List<String> roles = new ArrayList<>();

    @Option(
            names = "--organisation",
            paramLabel = "ORG",
            description = "the user's organisation (default: ${DEFAULT-VALUE})")
    String organisation = "local";

    @Option(
            names = "--issuer",
            paramLabel = "URL",
            description = "the issuer (default: the local one, http://127.0.0.1:LEGAL_IDENTITY_PORT, port 9000)")
    String issuer;

    @Override
    public Integer call() throws Exception {
        var request = request();
        String base = issuer == null ? Io.config().issuerUri() : issuer.replaceAll("/+$", "");
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
            Io.err.println("legal token: the issuer at " + base + " is not running (./legal up starts it)");
            return ExitCodes.ERROR;
        } catch (IOException e) {
            Io.err.println("legal token: cannot reach the issuer at " + base + ": " + Failures.describe(e));
            return ExitCodes.ERROR;
        }
        return print(response);
    }

    /** The user, organisation and roles, checked before anything is sent. */
    TokenRequest request() throws UsageException {
        try {
            Owner.checked(user, organisation);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        var chosen = new ArrayList<CallerRole>();
        for (String name : roles.isEmpty() ? List.of(CallerRole.ASKER.claimValue()) : roles) {
            chosen.add(CallerRole.ofClaimValue(name)
                    .orElseThrow(() ->
                            new UsageException("unknown role '" + name + "'; the roles are " + CallerRole.listed())));
        }
        return new TokenRequest(user, organisation, chosen.stream().distinct().toList());
    }

    /** The legal-cli client's secret: LEGAL_IDENTITY_CLI_SECRET, else the one ./legal up made. */
    private String secret() {
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

    private int print(HttpResponse<String> response) {
        try {
            var body = Json.MAPPER.readTree(response.body());
            if (response.statusCode() == 200 && body.path("access_token").isString()) {
                Io.out.println(body.path("access_token").asString());
                return ExitCodes.OK;
            }
            String error = body.path("error").asString("");
            String description = body.path("error_description").asString("");
            Io.err.println("legal token: the issuer refused (" + response.statusCode() + " " + error
                    + (description.isEmpty() ? "" : ": " + description) + ")");
        } catch (JacksonException e) {
            Io.err.println("legal token: the issuer answered " + response.statusCode() + " with no token");
        }
        return ExitCodes.ERROR;
    }
}
