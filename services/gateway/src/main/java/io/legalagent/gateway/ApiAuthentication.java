package io.legalagent.gateway;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import java.util.function.Supplier;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.access.AccessDeniedException;
import org.springframework.security.authorization.AuthorizationDecision;
import org.springframework.security.authorization.AuthorizationManager;
import org.springframework.security.authorization.AuthorizationResult;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.AuthenticationException;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.oauth2.server.resource.web.BearerTokenAuthenticationEntryPoint;
import org.springframework.security.oauth2.server.resource.web.DefaultBearerTokenResolver;
import org.springframework.security.web.AuthenticationEntryPoint;
import org.springframework.security.web.access.AccessDeniedHandler;
import org.springframework.security.web.access.intercept.RequestAuthorizationContext;
import org.springframework.security.web.csrf.CsrfException;

/**
 * The API's answers to who may call it. A request needs a caller: a valid token (or the page's
 * session) whose claims name a user and an organisation. 401 and 403 are problem+json with
 * {@code WWW-Authenticate}; a 401 without any token is only counted
 * ({@code legal.gateway.unauthenticated}), one with a token that failed is also audited.
 */
final class ApiAuthentication
        implements AuthenticationEntryPoint, AccessDeniedHandler, AuthorizationManager<RequestAuthorizationContext> {

    /** Why a request was not authenticated: the counter's {@code reason} tag. */
    enum Unauthenticated {
        NO_TOKEN,
        EXPIRED,
        WRONG_ISSUER,
        WRONG_AUDIENCE,
        INVALID_TOKEN;

        String tag() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        static Unauthenticated of(boolean tokenSent, AuthenticationException e) {
            if (!tokenSent) {
                return NO_TOKEN;
            }
            // The validators say which check failed only in their descriptions.
            String said = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
            if (said.contains("expired")) {
                return EXPIRED;
            }
            if (said.contains("iss claim")) {
                return WRONG_ISSUER;
            }
            if (said.contains("aud claim")) {
                return WRONG_AUDIENCE;
            }
            return INVALID_TOKEN;
        }
    }

    private final Callers callers;
    private final AuditTrail audit;
    private final MeterRegistry meters;
    private final BearerTokenAuthenticationEntryPoint bearer = new BearerTokenAuthenticationEntryPoint();
    private final DefaultBearerTokenResolver tokens = new DefaultBearerTokenResolver();

    ApiAuthentication(Callers callers, AuditTrail audit, MeterRegistry meters) {
        this.callers = callers;
        this.audit = audit;
        this.meters = meters;
    }

    /** A request passes when its authentication names a caller. */
    @Override
    public AuthorizationResult authorize(
            Supplier<? extends Authentication> authentication, RequestAuthorizationContext context) {
        return new AuthorizationDecision(callers.find(authentication.get()).isPresent());
    }

    /** 401: no token, or one that failed (expired, another issuer or audience, a bad signature). */
    @Override
    public void commence(HttpServletRequest request, HttpServletResponse response, AuthenticationException e)
            throws IOException {
        boolean tokenSent = tokenSent(request);
        var reason = Unauthenticated.of(tokenSent, e);
        Counter.builder("legal.gateway.unauthenticated")
                .description("Requests refused 401, by reason; those with a token are also on legal.audit")
                .tag("reason", reason.tag())
                .register(meters)
                .increment();
        String detail = tokenSent
                ? "the token was not accepted (" + reason.tag() + "); get a new one from the issuer"
                : "sign in: send an access token as 'Authorization: Bearer <token>' (./legal token prints one)";
        if (tokenSent) {
            AuditActions.of(request).ifPresent(entry -> audit.refused(null, entry, 401, reason.tag()));
        }
        bearer.commence(request, response, e);
        String challenge = response.getHeader(HttpHeaders.WWW_AUTHENTICATE);
        response.resetBuffer();
        if (challenge != null) {
            response.setHeader(HttpHeaders.WWW_AUTHENTICATE, challenge);
        }
        ProblemResponses.write(
                response,
                Problems.problem(
                        HttpStatus.UNAUTHORIZED,
                        tokenSent ? "invalid-token" : "unauthenticated",
                        tokenSent ? "Token not accepted" : "Sign-in needed",
                        detail));
    }

    /** 403: a token without the user or organisation claim (named). */
    @Override
    public void handle(HttpServletRequest request, HttpServletResponse response, AccessDeniedException e)
            throws IOException {
        var authentication = SecurityContextHolder.getContext().getAuthentication();
        String detail = e instanceof CsrfException
                ? "the request lacks the page's CSRF token (header X-XSRF-TOKEN)"
                : callers.refusal(authentication).orElse("this sign-in may not make this request");
        AuditActions.of(request).ifPresent(entry -> audit.refused(null, entry, 403, detail));
        response.setHeader(
                HttpHeaders.WWW_AUTHENTICATE,
                "Bearer error=\"insufficient_scope\", error_description=\"" + detail.replace("\"", "'") + "\"");
        ProblemResponses.write(response, Problems.problem(HttpStatus.FORBIDDEN, "forbidden", "Forbidden", detail));
    }

    private boolean tokenSent(HttpServletRequest request) {
        try {
            return tokens.resolve(request) != null;
        } catch (AuthenticationException malformed) {
            return true;
        }
    }
}
