package io.legalagent.gateway;

import java.util.Map;
import java.util.Optional;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.oauth2.core.OAuth2AuthenticatedPrincipal;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;
import org.springframework.security.oauth2.server.resource.authentication.JwtAuthenticationToken;

/**
 * The signed-in caller of the current request: from a bearer token's claims, or from the claims of
 * the page's session (an OpenID Connect user), read the same way by {@link CallerClaims}.
 */
final class Callers {
    private final CallerClaims claims;

    Callers(AuthSettings settings) {
        this.claims = new CallerClaims(settings);
    }

    /** The caller of this request; the filter chain has let no request without one reach a controller. */
    Caller current() {
        return find(SecurityContextHolder.getContext().getAuthentication())
                .orElseThrow(() -> new IllegalStateException("no signed-in caller on this request"));
    }

    /** The caller an authentication describes, or empty when it is anonymous or has no usable claims. */
    Optional<Caller> find(Authentication authentication) {
        try {
            return claimsOf(authentication).map(claims::caller);
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Why an authentication describes no caller: the missing or bad claim, named. */
    Optional<String> refusal(Authentication authentication) {
        var found = claimsOf(authentication);
        if (found.isEmpty()) {
            return Optional.of("the sign-in carries no claims");
        }
        try {
            claims.caller(found.get());
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }

    static Optional<Map<String, Object>> claimsOf(Authentication authentication) {
        if (authentication == null || !authentication.isAuthenticated()) {
            return Optional.empty();
        }
        if (authentication instanceof JwtAuthenticationToken token) {
            return Optional.of(token.getTokenAttributes());
        }
        if (authentication.getPrincipal() instanceof OidcUser user) {
            return Optional.of(user.getClaims());
        }
        if (authentication.getPrincipal() instanceof OAuth2AuthenticatedPrincipal principal) {
            return Optional.of(principal.getAttributes());
        }
        return Optional.empty();
    }
}
