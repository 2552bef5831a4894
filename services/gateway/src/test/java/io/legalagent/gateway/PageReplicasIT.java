package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.identity.testing.LocalIssuer;
import io.micrometer.core.instrument.MeterRegistry;
import java.net.CookieManager;
import java.net.CookiePolicy;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.kafka.test.EmbeddedKafkaBroker;
import org.springframework.kafka.test.context.EmbeddedKafka;

/**
 * Two gateway replicas with one session key behind one public address, and the real local issuer: a
 * sign-in started on replica A comes back from the issuer to replica B (as a load balancer may send
 * it), B completes it, and both replicas know the signed-in caller from the sealed cookie alone.
 * Signing out on A ends the issuer's session too.
 */
@EmbeddedKafka(partitions = 1)
class PageReplicasIT {
    private static final String KEY = "ICEiIyQlJicoKSorLC0uLzAxMjM0NTY3ODk6Ozw9Pj8=";
    private static final Pattern CSRF = Pattern.compile("name=\"_csrf\"[^>]*value=\"([^\"]+)\"");

    private static LocalIssuer issuer;
    private static ConfigurableApplicationContext replicaA;
    private static ConfigurableApplicationContext replicaB;
    private static int portA;
    private static int portB;

    private final CookieManager cookies = new CookieManager(null, CookiePolicy.ACCEPT_ALL);
    private final HttpClient browser = HttpClient.newBuilder()
            .cookieHandler(cookies)
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    @BeforeAll
    static void start(EmbeddedKafkaBroker broker) throws Exception {
        portA = freePort();
        portB = freePort();
        // The public address is replica A's: both replicas are told so by the forwarded headers.
        issuer = LocalIssuer.start(
                "legal.identity.gateway-redirect-uris=" + publicAddress() + "/login/oauth2/code/legal",
                // The gateway's classpath holds the model module (through replay); the issuer needs none of it.
                "spring.autoconfigure.exclude=io.legalagent.model.ModelAutoConfiguration");
        replicaA = gateway(portA, broker);
        replicaB = gateway(portB, broker);
    }

    @AfterAll
    static void stop() {
        for (var closeable : new AutoCloseable[] {replicaA, replicaB, issuer}) {
            try {
                if (closeable != null) {
                    closeable.close();
                }
            } catch (Exception ignored) {
                // the next one still closes
            }
        }
    }

    private static String publicAddress() {
        return "http://127.0.0.1:" + portA;
    }

    private static ConfigurableApplicationContext gateway(int port, EmbeddedKafkaBroker broker) {
        return new SpringApplicationBuilder(GatewayApplication.class)
                .run(
                        "--server.port=" + port,
                        "--server.address=127.0.0.1",
                        "--server.forward-headers-strategy=framework",
                        "--spring.kafka.bootstrap-servers=" + broker.getBrokersAsString(),
                        "--legal.gateway.auth.issuer-uri=" + issuer.issuerUri(),
                        "--legal.gateway.auth.session-key=" + KEY,
                        "--spring.security.oauth2.client.registration.legal.client-secret="
                                + LocalIssuer.GATEWAY_SECRET,
                        "--management.server.port=0");
    }

    private static int freePort() throws Exception {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private HttpResponse<String> get(String url) throws Exception {
        return browser.send(request(url).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** A request as the load balancer passes it on: to whichever replica, naming the public address. */
    private HttpRequest.Builder request(String url) {
        var builder = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(60));
        if (!url.startsWith(issuer.issuerUri())) {
            builder.header("X-Forwarded-Host", "127.0.0.1:" + portA).header("X-Forwarded-Proto", "http");
        }
        return builder;
    }

    private static String at(int port, HttpResponse<?> redirect) {
        String location = redirect.headers().firstValue("Location").orElseThrow();
        return location.replace("127.0.0.1:" + portA, "127.0.0.1:" + port);
    }

    @Test
    void aSignInStartedOnOneReplicaEndsOnTheOtherAndBothKnowTheCaller() throws Exception {
        var start = get("http://127.0.0.1:" + portA + "/oauth2/authorization/legal");
        assertThat(start.statusCode()).isEqualTo(302);
        String authorize = start.headers().firstValue("Location").orElseThrow();
        assertThat(authorize).startsWith(issuer.issuerUri()).contains("code_challenge=", "code_challenge_method=S256");

        var toLogin = get(authorize);
        var loginPage = get(toLogin.headers().firstValue("Location").orElseThrow());
        var csrf = CSRF.matcher(loginPage.body());
        assertThat(csrf.find()).as(loginPage.body()).isTrue();
        var signedIn = browser.send(
                HttpRequest.newBuilder(URI.create(issuer.issuerUri() + "/login"))
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString("username=" + LocalIssuer.USER + "&password="
                                + URLEncoder.encode(LocalIssuer.PASSWORD, StandardCharsets.UTF_8) + "&_csrf="
                                + csrf.group(1)))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        var code = get(signedIn.headers().firstValue("Location").orElseThrow());
        assertThat(code.headers().firstValue("Location").orElseThrow())
                .startsWith(publicAddress() + "/login/oauth2/code/legal?");

        // The issuer sends the browser back; the load balancer picks replica B.
        double signedInOnB = signIns(replicaB, "signed_in");
        double failedOnB = signIns(replicaB, "failed");
        var callback = get(at(portB, code));
        assertThat(callback.statusCode()).as(callback.body()).isEqualTo(302);
        assertThat(callback.headers().firstValue("Location"))
                .hasValueSatisfying(
                        back -> assertThat(back).doesNotContain("error").endsWith("/"));
        assertThat(callback.headers().allValues("Set-Cookie"))
                .anySatisfy(cookie ->
                        assertThat(cookie).startsWith("LEGAL_SESSION=v1.").contains("HttpOnly", "SameSite=Lax"))
                .noneMatch(cookie -> cookie.startsWith("JSESSIONID"));
        assertThat(signIns(replicaB, "signed_in"))
                .as("B counts the sign-in it completed")
                .isEqualTo(signedInOnB + 1);
        assertThat(signIns(replicaB, "failed")).isEqualTo(failedOnB);

        for (int port : new int[] {portA, portB}) {
            var me = get("http://127.0.0.1:" + port + "/api/me");
            assertThat(me.statusCode()).as("replica on " + port).isEqualTo(200);
            assertThat(me.body()).contains("\"user\":\"local\"", "\"organisation\":\"local\"", "\"asker\"");
        }
        signOutOnA();
    }

    @Test
    void aCallbackNoSignInStartedIsCountedAsAFailedSignIn() throws Exception {
        double failed = signIns(replicaB, "failed");
        double signedIn = signIns(replicaB, "signed_in");

        var callback = get("http://127.0.0.1:" + portB + "/login/oauth2/code/legal?code=forged&state=forged");

        assertThat(callback.statusCode()).isEqualTo(302);
        assertThat(callback.headers().firstValue("Location"))
                .hasValueSatisfying(back -> assertThat(back).endsWith("/?signin=failed"));
        assertThat(signIns(replicaB, "failed")).isEqualTo(failed + 1);
        assertThat(signIns(replicaB, "signed_in")).isEqualTo(signedIn);
    }

    /** legal.gateway.sign.ins of one outcome on a replica (registered at 0, so always found). */
    private static double signIns(ConfigurableApplicationContext replica, String outcome) {
        return replica.getBean(MeterRegistry.class)
                .get(SignIns.METRIC)
                .tag("outcome", outcome)
                .counter()
                .count();
    }

    private void signOutOnA() throws Exception {
        get("http://127.0.0.1:" + portA + "/");
        String xsrf = cookies.getCookieStore().getCookies().stream()
                .filter(cookie -> cookie.getName().equals("XSRF-TOKEN"))
                .findFirst()
                .orElseThrow()
                .getValue();
        var signOut = browser.send(
                request("http://127.0.0.1:" + portA + "/logout")
                        .header("X-XSRF-TOKEN", xsrf)
                        .POST(HttpRequest.BodyPublishers.noBody())
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(signOut.statusCode()).isEqualTo(200);
        assertThat(signOut.body()).contains(issuer.issuerUri(), "id_token_hint=", "post_logout_redirect_uri=");
        assertThat(get("http://127.0.0.1:" + portB + "/api/me").statusCode()).isEqualTo(401);

        String location = signOut.body().replaceAll(".*\"location\":\"([^\"]+)\".*", "$1");
        var atIssuer = get(location);
        assertThat(atIssuer.statusCode()).as(atIssuer.body()).isEqualTo(302);
        assertThat(atIssuer.headers().firstValue("Location")).contains(publicAddress() + "/");
    }
}
