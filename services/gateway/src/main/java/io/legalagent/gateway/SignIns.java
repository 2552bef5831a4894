package io.legalagent.gateway;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import org.springframework.security.web.authentication.AuthenticationFailureHandler;
import org.springframework.security.web.authentication.AuthenticationSuccessHandler;
import org.springframework.security.web.authentication.SimpleUrlAuthenticationFailureHandler;
import org.springframework.security.web.authentication.SimpleUrlAuthenticationSuccessHandler;

/**
 * The page's sign-ins at the issuer, counted as {@code legal.gateway.sign.ins} by outcome
 * ({@code signed_in}, {@code failed}: the issuer's answer could not be completed), both registered
 * at 0. Each handler then does what the sign-in did before: to the page, or to the page with
 * {@code ?signin=failed}.
 */
final class SignIns {
    static final String METRIC = "legal.gateway.sign.ins";

    private final Counter signedIn;
    private final Counter failed;

    SignIns(MeterRegistry registry) {
        this.signedIn = counter(registry, "signed_in");
        this.failed = counter(registry, "failed");
    }

    private static Counter counter(MeterRegistry registry, String outcome) {
        return Counter.builder(METRIC)
                .description("Sign-ins at the issuer completed on the page, by outcome")
                .tag("outcome", outcome)
                .register(registry);
    }

    AuthenticationSuccessHandler toThePage() {
        var page = new SimpleUrlAuthenticationSuccessHandler("/");
        page.setAlwaysUseDefaultTargetUrl(true);
        return (request, response, authentication) -> {
            signedIn.increment();
            page.onAuthenticationSuccess(request, response, authentication);
        };
    }

    AuthenticationFailureHandler toThePageWithTheFailure() {
        var page = new SimpleUrlAuthenticationFailureHandler("/?signin=failed");
        return (request, response, exception) -> {
            failed.increment();
            page.onAuthenticationFailure(request, response, exception);
        };
    }
}
