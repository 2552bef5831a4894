package io.legalagent.gateway;

import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;

/**
 * Security headers on every response: a Content-Security-Policy that runs only the gateway's own
 * script files (no inline script or style, no plug-ins, no framing), {@code nosniff}, frames refused
 * also for browsers that predate frame-ancestors, and a referrer that never carries a path (request
 * ids) to another site.
 */
final class PageHeaders implements SecurityPart {
    static final String POLICY = String.join(
            "; ",
            "default-src 'self'",
            "script-src 'self'",
            "style-src 'self'",
            "img-src 'self' data:",
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'none'",
            "form-action 'self'",
            "frame-ancestors 'none'");

    @Override
    public void apply(HttpSecurity http) throws Exception {
        http.headers(headers -> headers.contentSecurityPolicy(csp -> csp.policyDirectives(POLICY))
                .contentTypeOptions(nosniff -> {})
                .frameOptions(frames -> frames.deny())
                .referrerPolicy(referrer -> referrer.policy(ReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN)));
    }
}
