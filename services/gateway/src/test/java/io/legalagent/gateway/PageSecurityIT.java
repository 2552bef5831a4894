package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Topics;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.kafka.test.context.EmbeddedKafka;

/**
 * The page's session cookie, CSRF and headers on a running gateway: a session sealed with the
 * configured key is the caller of {@code /api/me}; a changed, foreign or expired one is nobody; a
 * cookie-signed-in POST without the CSRF header is refused; every response carries the headers; and
 * no server session is ever made.
 */
@SpringBootTest(
        classes = GatewayApplication.class,
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "spring.kafka.bootstrap-servers=${spring.embedded.kafka.brokers}",
            "legal.gateway.auth.session-key=" + PageSecurityIT.KEY,
            // No issuer in this test: a sign-out finds none to end a session at and returns to the page.
            "legal.gateway.auth.issuer-uri=http://127.0.0.1:1"
        })
@EmbeddedKafka(
        partitions = 1,
        topics = {Topics.QUESTIONS, Topics.GATEWAY_QUESTIONS, Topics.PROGRESS, Topics.ANSWERS})
class PageSecurityIT {
    static final String KEY = "AQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyA=";
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @LocalServerPort
    int port;

    private static SessionCipher cipher(String base64Key) {
        return new SessionCipher(Base64.getDecoder().decode(base64Key), Clock.systemUTC());
    }

    /** An id token as the issuer's (its signature was checked at sign-in, so the session holds it as is). */
    private static String idToken(Instant expires) {
        var encoder = Base64.getUrlEncoder().withoutPadding();
        String claims =
                "{\"sub\":\"ada\",\"org\":\"firm-a\",\"roles\":[\"asker\",\"librarian\"],\"aud\":\"legal-gateway\","
                        + "\"iss\":\"http://127.0.0.1:9000\",\"iat\":"
                        + Instant.now().getEpochSecond() + ",\"exp\":"
                        + expires.getEpochSecond() + "}";
        return encoder.encodeToString("{\"alg\":\"RS256\"}".getBytes(StandardCharsets.UTF_8)) + "."
                + encoder.encodeToString(claims.getBytes(StandardCharsets.UTF_8)) + ".c2lnbmF0dXJl";
    }

    private static String session(SessionCipher cipher, Instant tokenExpires, Instant cookieExpires) {
        return "LEGAL_SESSION=" + cipher.seal("LEGAL_SESSION", idToken(tokenExpires), cookieExpires);
    }

    private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private HttpRequest.Builder at(String path) {
        return HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(30));
    }

    @Test
    void aSealedSessionIsItsCallerAndAChangedForeignOrExpiredOneIsNobody() throws Exception {
        var hour = Instant.now().plusSeconds(3600);
        var me = send(at("/api/me").header("Cookie", session(cipher(KEY), hour, hour)));
        assertThat(me.statusCode()).isEqualTo(200);
        assertThat(me.body())
                .contains("\"user\":\"ada\"", "\"organisation\":\"firm-a\"", "\"roles\":[\"asker\",\"librarian\"]");

        assertThat(send(at("/api/me")).statusCode()).isEqualTo(401);
        String sealed = session(cipher(KEY), hour, hour);
        String changed = sealed.substring(0, sealed.length() - 6) + (sealed.endsWith("AAAAAA") ? "BBBBBB" : "AAAAAA");
        assertThat(send(at("/api/me").header("Cookie", changed)).statusCode()).isEqualTo(401);
        String otherKey = Base64.getEncoder().encodeToString(new byte[32]);
        assertThat(send(at("/api/me").header("Cookie", session(cipher(otherKey), hour, hour)))
                        .statusCode())
                .isEqualTo(401);
        var past = Instant.now().minusSeconds(1);
        assertThat(send(at("/api/me").header("Cookie", session(cipher(KEY), hour, past)))
                        .statusCode())
                .isEqualTo(401);
    }

    @Test
    void aCookieSignedInPostWithoutTheCsrfHeaderIsRefusedAndWithItPasses() throws Exception {
        var hour = Instant.now().plusSeconds(3600);
        String session = session(cipher(KEY), hour, hour);
        var page = send(at("/"));
        String xsrf = page.headers().allValues("Set-Cookie").stream()
                .filter(cookie -> cookie.startsWith("XSRF-TOKEN="))
                .map(cookie -> cookie.substring("XSRF-TOKEN=".length(), cookie.indexOf(';')))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the page got no XSRF-TOKEN cookie"));
        String body = "{\"question\":\"What are the elements of battery?\"}";

        var without = send(at("/api/questions")
                .header("Cookie", session + "; XSRF-TOKEN=" + xsrf)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(without.statusCode()).isEqualTo(403);

        var wrong = send(at("/api/questions")
                .header("Cookie", session + "; XSRF-TOKEN=" + xsrf)
                .header("X-XSRF-TOKEN", xsrf + "x")
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(wrong.statusCode()).isEqualTo(403);

        var with = send(at("/api/questions")
                .header("Cookie", session + "; XSRF-TOKEN=" + xsrf)
                .header("X-XSRF-TOKEN", xsrf)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(with.statusCode()).as(with.body()).isNotEqualTo(403).isLessThan(500);

        var noSession = send(at("/api/questions")
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)));
        assertThat(noSession.statusCode())
                .as("no session cookie: no credential a browser adds by itself, so no CSRF token")
                .isNotEqualTo(403);

        var signOut = send(at("/logout")
                .header("Cookie", session + "; XSRF-TOKEN=" + xsrf)
                .header("X-XSRF-TOKEN", xsrf)
                .POST(HttpRequest.BodyPublishers.noBody()));
        assertThat(signOut.statusCode()).isEqualTo(200);
        assertThat(signOut.body()).contains("\"location\":\"http://127.0.0.1:" + port + "/\"");
        assertThat(signOut.headers().allValues("Set-Cookie"))
                .anySatisfy(cookie ->
                        assertThat(cookie).startsWith("LEGAL_SESSION=;").contains("Max-Age=0"));
    }

    /** The page opens a run's address before anyone signs in, so every script it names is served to anyone. */
    @Test
    void everyScriptThePageNamesIsServedSignedOut() throws Exception {
        var scripts = java.util.regex.Pattern.compile("<script src=\"([^\"]+)\"")
                .matcher(send(at("/")).body())
                .results()
                .map(match -> match.group(1))
                .toList();
        assertThat(scripts).contains("waterfall.js", "app.js");
        for (var script : scripts) {
            var response = send(at("/" + script));
            assertThat(response.statusCode()).as(script).isEqualTo(200);
            assertThat(response.headers().firstValue("Content-Type"))
                    .as(script)
                    .hasValueSatisfying(type -> assertThat(type).contains("javascript"));
        }
    }

    @Test
    void everyResponseCarriesTheHeadersAndNoServerSession() throws Exception {
        for (var response : new HttpResponse<?>[] {send(at("/")), send(at("/app.js")), send(at("/api/me"))}) {
            var headers = response.headers();
            assertThat(headers.firstValue("Content-Security-Policy"))
                    .as(response.uri().toString())
                    .hasValueSatisfying(csp -> assertThat(csp)
                            .contains("script-src 'self'", "frame-ancestors 'none'", "object-src 'none'")
                            .doesNotContain("unsafe-inline", "unsafe-eval"));
            assertThat(headers.firstValue("X-Content-Type-Options")).contains("nosniff");
            assertThat(headers.firstValue("X-Frame-Options")).contains("DENY");
            assertThat(headers.firstValue("Referrer-Policy")).contains("strict-origin-when-cross-origin");
            assertThat(headers.allValues("Set-Cookie")).noneMatch(cookie -> cookie.startsWith("JSESSIONID"));
        }
    }
}
