package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import io.legalagent.gateway.ApiAuthentication.Unauthenticated;
import org.junit.jupiter.api.Test;
import org.springframework.security.authentication.InsufficientAuthenticationException;
import org.springframework.security.oauth2.server.resource.InvalidBearerTokenException;

/** The reasons a 401 is counted under. */
class UnauthenticatedTest {
    @Test
    void eachFailedCheckHasItsReason() {
        assertThat(Unauthenticated.of(false, new InsufficientAuthenticationException("Full authentication")))
                .isEqualTo(Unauthenticated.NO_TOKEN);
        assertThat(Unauthenticated.of(true, new InvalidBearerTokenException("Jwt expired at 2026-11-29T10:00:00Z")))
                .isEqualTo(Unauthenticated.EXPIRED);
        assertThat(Unauthenticated.of(true, new InvalidBearerTokenException("The iss claim is not valid")))
                .isEqualTo(Unauthenticated.WRONG_ISSUER);
        assertThat(Unauthenticated.of(true, new InvalidBearerTokenException("The aud claim is not valid")))
                .isEqualTo(Unauthenticated.WRONG_AUDIENCE);
        assertThat(Unauthenticated.of(true, new InvalidBearerTokenException("Signed JWT rejected")))
                .isEqualTo(Unauthenticated.INVALID_TOKEN);
        assertThat(Unauthenticated.WRONG_AUDIENCE.tag()).isEqualTo("wrong-audience");
    }
}
