package io.legalagent.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.cli.stack.Issuer;
import io.legalagent.cli.stack.StackConfig;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;

/**
 * {@code token} against the real local issuer: the identity service's executable jar, built by the
 * reactor before this module, started by the launcher's {@link Issuer} in a project of its own at a
 * free port, with the secrets the launcher makes.
 */
class TokenCommandIT {
    private static final Path PROJECT = Path.of("../..").toAbsolutePath().normalize();
    private static final String JAR = "identity-0.1.0-SNAPSHOT-exec.jar";

    @TempDir
    static Path root;

    private static Map<String, String> env;
    private static Issuer issuer;
    private static String previousRoot;

    @BeforeAll
    static void startTheIssuer() throws IOException {
        Path copy = root.resolve("services/identity/target/" + JAR);
        Files.createDirectories(copy.getParent());
        Files.copy(PROJECT.resolve("services/identity/target/" + JAR), copy);
        Files.writeString(root.resolve("services/identity/pom.xml"), "<project/>");
        Files.createDirectories(root.resolve("deploy/jvm"));
        try (var files = Files.list(PROJECT.resolve("deploy/jvm"))) {
            for (Path file : files.toList()) {
                Files.copy(file, root.resolve("deploy/jvm").resolve(file.getFileName()));
            }
        }
        env = Map.of("LEGAL_IDENTITY_PORT", String.valueOf(freePort()));
        previousRoot = System.getProperty("legal.root");
        System.setProperty("legal.root", root.toString());
        issuer = new Issuer(StackConfig.from(root, env::get));
        issuer.start();
        issuer.awaitReady(System.err);
    }

    @AfterAll
    static void stopTheIssuer() throws IOException {
        try {
            issuer.stop(System.err);
        } finally {
            if (previousRoot == null) {
                System.clearProperty("legal.root");
            } else {
                System.setProperty("legal.root", previousRoot);
            }
        }
    }

    @Test
    void anAskersTokenAloneOnStdoutNamesTheUserTheOrganisationAndTheGateway() {
        var result = run(env, "token", "--user", "ann");

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        String token = result.out().strip();
        assertThat(result.out()).isEqualTo(token + "\n");
        var claims = claims(token);
        assertThat(claims.path("sub").asString()).isEqualTo("ann");
        assertThat(claims.path("org").asString()).isEqualTo("local");
        assertThat(claims.path("roles").valueStream().map(JsonNode::asString)).containsExactly("asker");
        assertThat(claims.path("iss").asString()).isEqualTo(issuer.uri());
        assertThat(claims.path("aud").toString()).contains("legal-gateway");
    }

    @Test
    void theIssuerKeepsItsSigningKeyOwnerOnlyBesideTheLaunchersSecrets() throws IOException {
        Path key = root.resolve(".legal/identity/signing-key.json");

        assertThat(key).isRegularFile();
        assertThat(java.nio.file.attribute.PosixFilePermissions.toString(Files.getPosixFilePermissions(key)))
                .isEqualTo("rw-------");
        assertThat(Files.readString(key)).contains("\"kty\":\"RSA\"");
    }

    @Test
    void theSignInSessionCookieIsTheIssuersOwnNotTheGatewaysOnTheSameHost() throws Exception {
        var page = java.net.http.HttpClient.newHttpClient()
                .send(
                        java.net.http.HttpRequest.newBuilder(java.net.URI.create(issuer.uri() + "/login"))
                                .build(),
                        java.net.http.HttpResponse.BodyHandlers.ofString());

        assertThat(page.statusCode()).isEqualTo(200);
        assertThat(page.headers().allValues("Set-Cookie"))
                .anyMatch(cookie -> cookie.startsWith("LEGAL_ISSUER_SESSION="));
        assertThat(page.headers().allValues("Set-Cookie")).noneMatch(cookie -> cookie.startsWith("JSESSIONID="));
    }

    @Test
    void theRolesAndOrganisationAsked() {
        var result = run(
                env, "token", "--user", "bob", "--role", "auditor", "--role", "evaluator", "--organisation", "acme");

        assertThat(result.exitCode()).as(result.stderr()).isZero();
        var claims = claims(result.out().strip());
        assertThat(claims.path("org").asString()).isEqualTo("acme");
        assertThat(claims.path("roles").valueStream().map(JsonNode::asString))
                .containsExactlyInAnyOrder("auditor", "evaluator");
    }

    @Test
    void aWrongClientSecretIsRefusedByTheIssuer() {
        var wrong = new java.util.HashMap<>(env);
        wrong.put(TokenCommand.SECRET_ENV, "not-the-secret");

        var result = run(wrong, "token", "--user", "ann");

        assertThat(result.exitCode()).isEqualTo(ExitCodes.ERROR);
        assertThat(result.out()).isEmpty();
        assertThat(result.stderr()).contains("the issuer refused (401");
    }

    @Test
    void anIssuerThatIsNotRunningIsNamed() throws IOException {
        var nobody = Map.of("LEGAL_IDENTITY_PORT", String.valueOf(freePort()));

        var result = run(nobody, "token", "--user", "ann");

        assertThat(result.exitCode()).isEqualTo(ExitCodes.ERROR);
        assertThat(result.stderr()).contains("is not running (./legal up starts it)");
    }

    @Test
    void withoutTheLaunchersSecretItSaysTheIssuerWasNeverStarted(@TempDir Path elsewhere) {
        String previous = System.getProperty("legal.root");
        System.setProperty("legal.root", elsewhere.toString());
        try {
            var result = run(env, "token", "--user", "ann");

            assertThat(result.exitCode()).isEqualTo(ExitCodes.ERROR);
            assertThat(result.stderr()).contains("the local issuer was never started here");
        } finally {
            System.setProperty("legal.root", previous);
        }
    }

    @Test
    void reviewAsAUserSignsInWithAReviewersTokenFromTheIssuer() throws IOException {
        var authorization = new java.util.concurrent.atomic.AtomicReference<String>();
        var gateway = com.sun.net.httpserver.HttpServer.create(new java.net.InetSocketAddress("127.0.0.1", 0), 0);
        gateway.createContext("/api/reviews", exchange -> {
            authorization.set(exchange.getRequestHeaders().getFirst("Authorization"));
            byte[] body = "{\"pending\":0,\"reviews\":[]}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        gateway.start();
        try {
            var result = run(
                    env,
                    "review",
                    "list",
                    "--as",
                    "ann",
                    "--organisation",
                    "firm",
                    "--gateway",
                    "http://127.0.0.1:" + gateway.getAddress().getPort());

            assertThat(result.exitCode()).as(result.stderr()).isZero();
            assertThat(result.out()).contains("no review is waiting");
            assertThat(authorization.get()).startsWith("Bearer ");
            var claims = claims(authorization.get().substring("Bearer ".length()));
            assertThat(claims.path("sub").asString()).isEqualTo("ann");
            assertThat(claims.path("org").asString()).isEqualTo("firm");
            assertThat(claims.path("roles").valueStream().map(JsonNode::asString))
                    .containsExactly("reviewer");
        } finally {
            gateway.stop(0);
        }
    }

    private static JsonNode claims(String jwt) {
        String[] parts = jwt.split("\\.");
        assertThat(parts).hasSize(3);
        return Json.MAPPER.readTree(Base64.getUrlDecoder().decode(parts[1]));
    }

    private static Cli run(Map<String, String> variables, String... argv) {
        return Cli.runWith(variables::get, argv);
    }

    private static int freePort() throws IOException {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
