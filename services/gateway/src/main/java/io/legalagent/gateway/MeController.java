package io.legalagent.gateway;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;
import org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationToken;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /api/me}: who the page (or a token) is signed in as, their organisation and roles; 401
 * when nobody is. The page asks it to choose between its sign-in button and its signed-in bar.
 */
@RestController
class MeController {
    private final CallerClaims claims;

    MeController(AuthSettings settings) {
        this.claims = new CallerClaims(settings);
    }

    /** The signed-in caller as the page shows them. */
    record Me(String user, String organisation, List<String> roles) {}

    @GetMapping(path = "/api/me", produces = MediaType.APPLICATION_JSON_VALUE)
    Me me() {
        var caller = claimsOf(SecurityContextHolder.getContext().getAuthentication())
                .orElseThrow(() -> Problems.of(
                        HttpStatus.UNAUTHORIZED, "unauthenticated", "Not signed in", "sign in or send a bearer token"));
        try {
            var signedIn = claims.caller(caller);
            var roles = signedIn.roles().stream().map(Role::claimValue).sorted().toList();
            return new Me(signedIn.user(), signedIn.organisation(), roles);
        } catch (IllegalArgumentException unusable) {
            throw Problems.of(HttpStatus.FORBIDDEN, "unusable-token", "Unusable token", unusable.getMessage());
        }
    }

    private static Optional<Map<String, Object>> claimsOf(Authentication authentication) {
        if (authentication instanceof JwtAuthenticationToken jwt) {
            return Optional.of(jwt.getToken().getClaims());
        }
        if (authentication != null && authentication.getPrincipal() instanceof OidcUser user) {
            return Optional.of(user.getClaims());
        }
        return Optional.empty();
    }
}
