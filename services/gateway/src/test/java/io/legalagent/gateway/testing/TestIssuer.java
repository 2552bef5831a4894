package io.legalagent.gateway.testing;

import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.proc.SecurityContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.security.oauth2.jwt.JwtClaimsSet;
import org.springframework.security.oauth2.jwt.JwtEncoderParameters;
import org.springframework.security.oauth2.jwt.NimbusJwtEncoder;
import tools.jackson.databind.json.JsonMapper;

/**
 * The local issuer ({@code services/identity}, Spring Authorization Server) started in the test JVM
 * on a free port, once per JVM for {@link #shared()}: tokens come from its token endpoint with the
 * {@code legal-cli} client, exactly as {@code ./legal token} gets them. Tokens no endpoint would
 * issue (expired, for another audience, without an organisation) are signed with the issuer's own
 * key, so only the claim under test is wrong. A gateway under test trusts it through
 * {@code legal.gateway.auth.issuer-uri} = {@link #uri()}.
 */
public final class TestIssuer implements AutoCloseable {
    public static final String CLI_SECRET = "test-cli-secret";
    public static final String GATEWAY_SECRET = "test-gateway-secret";
    public static final String PASSWORD = "test-password";
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static TestIssuer shared;

    private final ConfigurableApplicationContext context;
    private final String uri;
    private final HttpClient http = HttpClient.newHttpClient();

    private TestIssuer(ConfigurableApplicationContext context, String uri) {
        this.context = context;
        this.uri = uri;
    }

    /** The issuer every test of this JVM shares; stopped when the JVM ends. */
    public static synchronized TestIssuer shared() {
        if (shared == null) {
            shared = start();
            Runtime.getRuntime().addShutdownHook(new Thread(shared::close));
        }
        return shared;
    }

    /** An issuer of its own (another {@code iss}, other keys): a second identity provider. */
    public static TestIssuer start() {
        int port = freePort();
        String uri = "http://127.0.0.1:" + port;
        var context = new SpringApplicationBuilder(IssuerApplication.MAIN)
                .properties(
                        "server.port=" + port,
                        "server.address=127.0.0.1",
                        "spring.main.banner-mode=off",
                        "legal.identity.issuer=" + uri,
                        "legal.identity.cli-secret=" + CLI_SECRET,
                        "legal.identity.gateway-secret=" + GATEWAY_SECRET,
                        "legal.identity.users[0].password=" + PASSWORD)
                .run();
        return new TestIssuer(context, uri);
    }

    public String uri() {
        return uri;
    }

    /** An access token from the token endpoint for {@code user} of {@code organisation} with these roles. */
    public String token(String user, String organisation, String... roles) {
        var form = new StringBuilder("grant_type=client_credentials&user=" + encode(user) + "&organisation="
                + encode(organisation));
        for (String role : roles) {
            form.append("&role=").append(encode(role));
        }
        var basic = Base64.getEncoder()
                .encodeToString(("legal-cli:" + CLI_SECRET).getBytes(StandardCharsets.UTF_8));
        try {
            var response = http.send(
                    HttpRequest.newBuilder(URI.create(uri + "/oauth2/token"))
                            .header("Authorization", "Basic " + basic)
                            .header("Content-Type", "application/x-www-form-urlencoded")
                            .POST(HttpRequest.BodyPublishers.ofString(form.toString()))
                            .timeout(Duration.ofSeconds(30))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() != 200) {
                throw new IllegalStateException("the issuer gave no token: " + response.statusCode() + " "
                        + response.body());
            }
            return JSON.readTree(response.body()).path("access_token").asString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** A token signed with this issuer's key carrying exactly these claims (iss is this issuer's). */
    @SuppressWarnings("unchecked")
    public String signed(Map<String, Object> claims, Instant issuedAt, Instant expiresAt) {
        var encoder = new NimbusJwtEncoder(context.getBean(JWKSource.class));
        var set = JwtClaimsSet.builder()
                .issuer(uri)
                .issuedAt(issuedAt)
                .expiresAt(expiresAt)
                .claims(all -> all.putAll(claims))
                .build();
        return encoder.encode(JwtEncoderParameters.from(set)).getTokenValue();
    }

    /** The claims a token of {@link #token} carries, to vary one of them in {@link #signed}. */
    public static Map<String, Object> claims(String user, String organisation, String audience, String... roles) {
        return Map.of("sub", user, "org", organisation, "aud", List.of(audience), "roles", List.of(roles));
    }

    @Override
    public void close() {
        context.close();
    }

    private static String encode(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }

    private static int freePort() {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The issuer's application class. */
    private static final class IssuerApplication {
        static final Class<?> MAIN = io.legalagent.identity.IdentityApplication.class;
    }
}
