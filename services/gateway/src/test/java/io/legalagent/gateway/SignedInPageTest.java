package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;

/** The caller rebuilt from the sealed id token has the claims the sign-in had. */
class SignedInPageTest {
    private static String token(String payload) {
        var encoder = Base64.getUrlEncoder().withoutPadding();
        return encoder.encodeToString("{\"alg\":\"RS256\"}".getBytes(StandardCharsets.UTF_8)) + "."
                + encoder.encodeToString(payload.getBytes(StandardCharsets.UTF_8)) + ".signature";
    }

    @Test
    void rebuildsTheOpenIdUserOfTheLegalRegistration() {
        String value = token("{\"sub\":\"local\",\"org\":\"local\",\"roles\":[\"asker\",\"auditor\"],"
                + "\"aud\":\"legal-gateway\",\"iss\":\"http://127.0.0.1:9000\",\"iat\":1700000000,\"exp\":1700003600}");

        var authentication = new SignedInPage().fromIdToken(value).orElseThrow();

        assertThat(authentication.getAuthorizedClientRegistrationId()).isEqualTo("legal");
        var user = (OidcUser) authentication.getPrincipal();
        assertThat(user.getName()).isEqualTo("local");
        assertThat(user.getClaims()).containsEntry("org", "local").containsEntry("roles", List.of("asker", "auditor"));
        assertThat(user.getIdToken().getTokenValue()).isEqualTo(value);
        assertThat(user.getIdToken().getExpiresAt()).isEqualTo(Instant.ofEpochSecond(1700003600));
        assertThat(user.getIdToken().getAudience()).containsExactly("legal-gateway");
    }

    @Test
    void somethingElseIsNobody() {
        assertThat(new SignedInPage().fromIdToken("not a token")).isEmpty();
        assertThat(new SignedInPage().fromIdToken(token("{\"exp\":1700003600}")))
                .isEmpty();
        assertThat(new SignedInPage().fromIdToken(token("{\"sub\":\"local\"}"))).isEmpty();
        assertThat(new SignedInPage().fromIdToken("a.%%%.c")).isEmpty();
    }
}
