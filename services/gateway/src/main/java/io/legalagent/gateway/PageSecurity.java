package io.legalagent.gateway;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import java.time.Clock;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.security.oauth2.client.autoconfigure.OAuth2ClientProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.security.oauth2.client.web.OAuth2AuthorizedClientRepository;

/**
 * The page's side of the gateway's security: sign-in at the issuer, its sealed cookies, CSRF, the
 * security headers, and {@code GET /api/me}. Each {@link SecurityPart} joins the one filter chain.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties({AuthSettings.class, OAuth2ClientProperties.class})
@Import(MeController.class)
class PageSecurity {

    @Bean
    SealedCookies sealedCookies(AuthSettings settings) {
        var clock = Clock.systemUTC();
        return new SealedCookies(SessionCipher.of(settings, clock), clock);
    }

    @Bean
    SessionCookieRepository sessionCookieRepository(SealedCookies cookies) {
        return new SessionCookieRepository(cookies, new SignedInPage());
    }

    @Bean
    LazyClientRegistrations clientRegistrations(OAuth2ClientProperties properties) {
        return new LazyClientRegistrations(properties);
    }

    @Bean
    DroppedAuthorizedClients authorizedClients() {
        return new DroppedAuthorizedClients();
    }

    @Bean
    PageSignIn pageSignIn(
            LazyClientRegistrations registrations,
            SessionCookieRepository sessions,
            SealedCookies cookies,
            OAuth2AuthorizedClientRepository authorizedClients,
            ObjectProvider<MeterRegistry> meters) {
        return new PageSignIn(
                registrations,
                sessions,
                new LoginRequestCookieRepository(cookies),
                authorizedClients,
                new SignIns(meters.getIfAvailable(() -> Metrics.globalRegistry)));
    }

    @Bean
    PageCsrf pageCsrf() {
        return new PageCsrf();
    }

    @Bean
    PageHeaders pageHeaders() {
        return new PageHeaders();
    }
}
