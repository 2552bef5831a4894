package io.legalagent.identity;

import static org.assertj.core.api.Assertions.assertThat;

import com.nimbusds.jose.crypto.RSASSAVerifier;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jwt.SignedJWT;
import io.legalagent.identity.testing.LocalIssuer;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The local issuer as the gateway, the page and {@code ./legal token} use it, over HTTP. */
class IdentityIT {
    private static final String REDIRECT = "http://127.0.0.1:8080/login/oauth2/code/legal";
    private static LocalIssuer issuer;

    @BeforeAll
    static void start() {
        issuer = LocalIssuer.start();
    }

    @AfterAll
    static void stop() {
        issuer.close();
    }

    @Test
    void discoveryNamesTheIssuerAndItsKeys() throws Exception {
        var response = get(HttpClient.newHttpClient(), issuer.issuerUri() + "/.well-known/openid-configuration");

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body())
                .contains("\"issuer\":\"" + issuer.issuerUri() + "\"")
                .contains(issuer.issuerUri() + "/oauth2/jwks");
    }

    @Test
    void aMintedTokenNamesUserOrganisationRolesAndAudienceAndIsSignedByTheIssuersKey() throws Exception {
        var jwt = SignedJWT.parse(issuer.token("ann", "firm-a", "asker", "auditor"));
        var keys = JWKSet.load(URI.create(issuer.issuerUri() + "/oauth2/jwks").toURL());

        assertThat(jwt.verify(new RSASSAVerifier(
                        keys.getKeyByKeyId(jwt.getHeader().getKeyID()).toRSAKey())))
                .isTrue();
        var claims = jwt.getJWTClaimsSet();
        assertThat(claims.getSubject()).isEqualTo("ann");
        assertThat(claims.getStringClaim("org")).isEqualTo("firm-a");
        assertThat(claims.getStringListClaim("roles")).containsExactly("asker", "auditor");
        assertThat(claims.getAudience()).containsExactly("legal-gateway");
        assertThat(claims.getIssuer()).isEqualTo(issuer.issuerUri());
        assertThat(claims.getExpirationTime()).isInTheFuture();
    }

    @Test
    void aTokenWithoutRolesIsAnAskers() throws Exception {
        var claims = SignedJWT.parse(issuer.token("bob", "firm-b")).getJWTClaimsSet();

        assertThat(claims.getStringListClaim("roles")).containsExactly("asker");
    }

    @Test
    void aWrongClientSecretGetsNoToken() {
        var response = issuer.tokenResponse(
                Map.of("grant_type", List.of("client_credentials"), "user", List.of("ann")), "not-the-secret");

        assertThat(response.statusCode()).isEqualTo(401);
        assertThat(response.body()).doesNotContain("access_token");
    }

    @Test
    void anUnknownRoleOrNoUserIsRefusedWithTheReason() {
        var badRole = issuer.tokenResponse(
                Map.of(
                        "grant_type", List.of("client_credentials"),
                        "user", List.of("ann"),
                        "role", List.of("admin")),
                LocalIssuer.CLI_SECRET);
        var noUser = issuer.tokenResponse(Map.of("grant_type", List.of("client_credentials")), LocalIssuer.CLI_SECRET);

        assertThat(badRole.statusCode()).isEqualTo(400);
        assertThat(badRole.body()).contains("unknown role 'admin'").doesNotContain("access_token");
        assertThat(noUser.statusCode()).isEqualTo(400);
        assertThat(noUser.body()).contains("user=NAME");
    }

    @Test
    void theGatewaySignsAUserInWithTheCodeFlowAndPkce() throws Exception {
        var browser = HttpClient.newBuilder()
                .cookieHandler(new CookieManager())
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
        String verifier = "a-code-verifier-long-enough-for-the-rule-of-43-characters-at-least";
        String challenge = Base64.getUrlEncoder()
                .withoutPadding()
                .encodeToString(
                        MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII)));
        String authorize = issuer.issuerUri() + "/oauth2/authorize?response_type=code&client_id=legal-gateway"
                + "&scope=openid%20profile&state=s1&redirect_uri=" + enc(REDIRECT) + "&code_challenge=" + challenge
                + "&code_challenge_method=S256";

        assertThat(get(browser, authorize).headers().firstValue("Location"))
                .hasValueSatisfying(location -> assertThat(location).endsWith("/login"));
        var form = get(browser, issuer.issuerUri() + "/login").body();
        var csrf = Pattern.compile("name=\"_csrf\"[^>]*value=\"([^\"]+)\"").matcher(form);
        assertThat(csrf.find()).as("the sign-in form carries a CSRF token").isTrue();
        var signedIn = post(
                browser,
                issuer.issuerUri() + "/login",
                "username=local&password=" + enc(LocalIssuer.PASSWORD) + "&_csrf=" + enc(csrf.group(1)),
                null);
        assertThat(signedIn.statusCode()).isEqualTo(302);
        var back = get(browser, signedIn.headers().firstValue("Location").orElseThrow());
        String location = back.headers().firstValue("Location").orElseThrow();
        assertThat(location).startsWith(REDIRECT + "?code=").contains("state=s1");
        String code = location.replaceAll(".*[?&]code=([^&]+).*", "$1");

        var tokens = post(
                HttpClient.newHttpClient(),
                issuer.issuerUri() + "/oauth2/token",
                "grant_type=authorization_code&code=" + code + "&redirect_uri=" + enc(REDIRECT) + "&code_verifier="
                        + verifier,
                "legal-gateway:" + LocalIssuer.GATEWAY_SECRET);
        assertThat(tokens.statusCode()).isEqualTo(200);
        var idToken = Pattern.compile("\"id_token\"\\s*:\\s*\"([^\"]+)\"").matcher(tokens.body());
        assertThat(idToken.find()).isTrue();
        var claims = SignedJWT.parse(idToken.group(1)).getJWTClaimsSet();
        assertThat(claims.getSubject()).isEqualTo("local");
        assertThat(claims.getStringClaim("org")).isEqualTo("local");
        assertThat(claims.getStringListClaim("roles")).contains("asker", "auditor", "librarian");
        assertThat(claims.getAudience()).containsExactly("legal-gateway");
    }

    @Test
    void theGatewayClientMustSendAProofKey() throws Exception {
        var browser = HttpClient.newBuilder()
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
        var response = get(
                browser,
                issuer.issuerUri() + "/oauth2/authorize?response_type=code&client_id=legal-gateway&scope=openid"
                        + "&state=s2&redirect_uri=" + enc(REDIRECT));

        assertThat(response.headers().firstValue("Location"))
                .hasValueSatisfying(location -> assertThat(location).contains("error=invalid_request"));
    }

    @Test
    void theKeyFileKeepsTheSigningKeyAcrossRestarts(@TempDir Path dir) throws Exception {
        var keyFile = dir.resolve("signing-key.json");
        String first;
        try (var one = LocalIssuer.start("legal.identity.key-file=" + keyFile)) {
            first = SignedJWT.parse(one.token("ann", "firm-a")).getHeader().getKeyID();
        }
        try (var again = LocalIssuer.start("legal.identity.key-file=" + keyFile)) {
            assertThat(SignedJWT.parse(again.token("ann", "firm-a")).getHeader().getKeyID())
                    .isEqualTo(first);
        }
        assertThat(keyFile).exists();
    }

    private static HttpResponse<String> get(HttpClient client, String url) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<String> post(HttpClient client, String url, String form, String basic)
            throws Exception {
        var request = HttpRequest.newBuilder(URI.create(url))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(form));
        if (basic != null) {
            request.header(
                    "Authorization",
                    "Basic " + Base64.getEncoder().encodeToString(basic.getBytes(StandardCharsets.UTF_8)));
        }
        return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String enc(String value) {
        return URLEncoder.encode(value, StandardCharsets.UTF_8);
    }
}
