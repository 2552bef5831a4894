package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.contracts.Owner;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.security.authentication.TestingAuthenticationToken;
import org.springframework.security.oauth2.jwt.Jwt;
import org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationToken;

/** A caller from a bearer token's claims; a token without the user's organisation names no caller, and says why. */
class CallersTest {
    private final Callers callers = new Callers(new AuthSettings(
            "http://127.0.0.1:9000", "legal-gateway", "sub", "org", "", "roles", Map.of("research", "asker"), null));

    private static JwtAuthenticationToken token(Map<String, Object> claims) {
        var jwt = new Jwt("t", Instant.now(), Instant.now().plusSeconds(60), Map.of("alg", "RS256"), claims);
        return new JwtAuthenticationToken(jwt, List.of());
    }

    @Test
    void aTokensClaimsNameTheCallerAndTheirMappedRoles() {
        var caller = callers.find(token(Map.of("sub", "alice", "org", "firm-a", "roles", List.of("research"))));
        assertThat(caller).hasValueSatisfying(c -> {
            assertThat(c.owner()).isEqualTo(new Owner("alice", "firm-a"));
            assertThat(c.roles()).containsExactly(Role.ASKER);
        });
    }

    @Test
    void aTokenWithoutAnOrganisationIsNoCallerAndTheClaimIsNamed() {
        var token = token(Map.of("sub", "alice"));
        assertThat(callers.find(token)).isEmpty();
        assertThat(callers.refusal(token))
                .hasValueSatisfying(why -> assertThat(why).contains("'org'"));
    }

    @Test
    void anAuthenticationWithoutClaimsIsNoCaller() {
        var other = new TestingAuthenticationToken("alice", "secret", "ROLE_USER");
        assertThat(callers.find(other)).isEmpty();
        assertThat(callers.find(null)).isEmpty();
    }
}
