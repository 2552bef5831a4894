package io.legalagent.identity.testing;

import io.legalagent.identity.IdentityApplication;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The real local issuer, started in a test's JVM on a free port: tests sign in against it and
 * mint tokens from it exactly as {@code ./legal token} does. Users: {@value #USER} (organisation
 * {@value #ORGANISATION}, every role) with password {@value #PASSWORD}.
 */
public final class LocalIssuer implements AutoCloseable {
    public static final String USER = "local";
    public static final String ORGANISATION = "local";
    public static final String PASSWORD = "local-test-password";
    public static final String GATEWAY_SECRET = "gateway-test-secret";
    public static final String CLI_SECRET = "cli-test-secret";
    private static final Pattern ACCESS_TOKEN = Pattern.compile("\"access_token\"\\s*:\\s*\"([^\"]+)\"");

    private final ConfigurableApplicationContext context;
    private final int port;
    private final HttpClient http = HttpClient.newHttpClient();

    private LocalIssuer(ConfigurableApplicationContext context, int port) {
        this.context = context;
        this.port = port;
    }

    /**
     * Starts an issuer; {@code properties} override its settings (a short
     * {@code legal.identity.token-ttl}, the gateway's redirect URIs, ...).
     */
    public static LocalIssuer start(String... properties) {
        int port = freePort();
        var all = new ArrayList<>(List.of(
                "server.port=" + port,
                "server.address=127.0.0.1",
                "spring.application.name=identity",
                "legal.identity.issuer=http://127.0.0.1:" + port,
                "legal.identity.users[0].name=" + USER,
                "legal.identity.users[0].password=" + PASSWORD,
                "legal.identity.gateway-secret=" + GATEWAY_SECRET,
                "legal.identity.cli-secret=" + CLI_SECRET));
        all.addAll(List.of(properties));
        // As arguments, so they win over the issuer's own properties file.
        var context = new SpringApplicationBuilder(IdentityApplication.class)
                .run(all.stream().map(property -> "--" + property).toArray(String[]::new));
        return new LocalIssuer(context, port);
    }

    public String issuerUri() {
        return "http://127.0.0.1:" + port;
    }

    /** An access token for {@code user} of {@code organisation} with the roles given (asker when none). */
    public String token(String user, String organisation, String... roles) {
        var form = new LinkedHashMap<String, List<String>>();
        form.put("grant_type", List.of("client_credentials"));
        form.put("user", List.of(user));
        form.put("organisation", List.of(organisation));
        form.put("role", List.of(roles));
        var response = tokenResponse(form, CLI_SECRET);
        if (response.statusCode() != 200) {
            throw new IllegalStateException(
                    "the issuer refused a token: " + response.statusCode() + " " + response.body());
        }
        var matcher = ACCESS_TOKEN.matcher(response.body());
        if (!matcher.find()) {
            throw new IllegalStateException("no access token in " + response.body());
        }
        return matcher.group(1);
    }

    /** The token endpoint's raw answer to a client-credentials request with the given form and secret. */
    public HttpResponse<String> tokenResponse(Map<String, List<String>> form, String secret) {
        var body = new StringBuilder();
        form.forEach((name, values) -> values.forEach(value -> body.append(body.isEmpty() ? "" : "&")
                .append(name)
                .append('=')
                .append(URLEncoder.encode(value, StandardCharsets.UTF_8))));
        String basic = Base64.getEncoder().encodeToString(("legal-cli:" + secret).getBytes(StandardCharsets.UTF_8));
        var request = HttpRequest.newBuilder(URI.create(issuerUri() + "/oauth2/token"))
                .header("Authorization", "Basic " + basic)
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString()))
                .build();
        try {
            return http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        context.close();
    }

    private static int freePort() {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
