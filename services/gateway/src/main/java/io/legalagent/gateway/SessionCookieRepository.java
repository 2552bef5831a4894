package io.legalagent.gateway;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.Optional;
import java.util.function.Supplier;
import org.springframework.security.core.context.DeferredSecurityContext;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.oauth2.client.authentication.OAuth2AuthenticationToken;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;
import org.springframework.security.web.context.HttpRequestResponseHolder;
import org.springframework.security.web.context.SecurityContextRepository;

/**
 * The page's signed-in caller in a sealed cookie instead of a server session: after the sign-in the
 * caller's id token is sealed into {@value #NAME}, and every later request that carries it is that
 * caller again, on any replica with the same key, until the id token expires. Signing out (an empty
 * context saved) clears the cookie. Requests with a bearer token never reach this: the resource
 * server keeps their authentication for the request alone.
 */
final class SessionCookieRepository implements SecurityContextRepository {
    static final String NAME = "LEGAL_SESSION";
    private static final String PATH = "/";

    private final SealedCookies cookies;
    private final SignedInPage signedIn;

    SessionCookieRepository(SealedCookies cookies, SignedInPage signedIn) {
        this.cookies = cookies;
        this.signedIn = signedIn;
    }

    @Override
    public DeferredSecurityContext loadDeferredContext(HttpServletRequest request) {
        return new Deferred(() -> cookies.read(request, NAME).flatMap(signedIn::fromIdToken));
    }

    @Override
    @Deprecated
    public SecurityContext loadContext(HttpRequestResponseHolder holder) {
        return loadDeferredContext(holder.getRequest()).get();
    }

    @Override
    public void saveContext(SecurityContext context, HttpServletRequest request, HttpServletResponse response) {
        if (context.getAuthentication() instanceof OAuth2AuthenticationToken token
                && token.getPrincipal() instanceof OidcUser user) {
            var idToken = user.getIdToken();
            if (idToken.getExpiresAt() != null && idToken.getExpiresAt().isAfter(cookies.now())) {
                cookies.write(request, response, NAME, PATH, idToken.getTokenValue(), idToken.getExpiresAt());
                return;
            }
        }
        if (cookies.present(request, NAME)) {
            cookies.clear(request, response, NAME, PATH);
        }
    }

    @Override
    public boolean containsContext(HttpServletRequest request) {
        return cookies.read(request, NAME).isPresent();
    }

    /** Opens the cookie only when something asks who the caller is. */
    private static final class Deferred implements DeferredSecurityContext {
        private final Supplier<Optional<OAuth2AuthenticationToken>> load;
        private SecurityContext context;
        private boolean generated;

        Deferred(Supplier<Optional<OAuth2AuthenticationToken>> load) {
            this.load = load;
        }

        @Override
        public SecurityContext get() {
            if (context == null) {
                var strategy = SecurityContextHolder.getContextHolderStrategy();
                context = strategy.createEmptyContext();
                load.get().ifPresentOrElse(context::setAuthentication, () -> generated = true);
            }
            return context;
        }

        @Override
        public boolean isGenerated() {
            get();
            return generated;
        }
    }
}
