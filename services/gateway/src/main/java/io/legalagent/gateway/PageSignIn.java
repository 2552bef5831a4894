package io.legalagent.gateway;

import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.oauth2.client.registration.ClientRegistrationRepository;
import org.springframework.security.oauth2.client.web.DefaultOAuth2AuthorizationRequestResolver;
import org.springframework.security.oauth2.client.web.OAuth2AuthorizationRequestCustomizers;
import org.springframework.security.oauth2.client.web.OAuth2AuthorizedClientRepository;
import org.springframework.security.web.savedrequest.NullRequestCache;

/**
 * The page's sign-in: the authorization-code flow with PKCE at the issuer (registration
 * {@value SignedInPage#REGISTRATION}), started at {@code /oauth2/authorization/legal}; afterwards the
 * browser is back on the page, signed in by its sealed session cookie. No server session exists: the
 * login in flight and the session are cookies, so any replica serves any step. {@code POST /logout}
 * (with the CSRF header) clears the session cookie and answers 204; the page then reloads. Sign-ins
 * are counted ({@link SignIns}).
 */
final class PageSignIn implements SecurityPart {
    private final ClientRegistrationRepository registrations;
    private final SessionCookieRepository sessions;
    private final LoginRequestCookieRepository logins;
    private final OAuth2AuthorizedClientRepository authorizedClients;
    private final SignIns signIns;

    PageSignIn(
            ClientRegistrationRepository registrations,
            SessionCookieRepository sessions,
            LoginRequestCookieRepository logins,
            OAuth2AuthorizedClientRepository authorizedClients,
            SignIns signIns) {
        this.registrations = registrations;
        this.sessions = sessions;
        this.logins = logins;
        this.authorizedClients = authorizedClients;
        this.signIns = signIns;
    }

    @Override
    public void apply(HttpSecurity http) throws Exception {
        var resolver = new DefaultOAuth2AuthorizationRequestResolver(registrations, "/oauth2/authorization");
        resolver.setAuthorizationRequestCustomizer(OAuth2AuthorizationRequestCustomizers.withPkce());
        http.sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.NEVER))
                .securityContext(context -> context.securityContextRepository(sessions))
                .requestCache(cache -> cache.requestCache(new NullRequestCache()))
                .oauth2Login(login -> login.clientRegistrationRepository(registrations)
                        .authorizedClientRepository(authorizedClients)
                        .authorizationEndpoint(endpoint ->
                                endpoint.authorizationRequestResolver(resolver).authorizationRequestRepository(logins))
                        .successHandler(signIns.toThePage())
                        .failureHandler(signIns.toThePageWithTheFailure()))
                .logout(logout -> logout.logoutUrl("/logout")
                        .deleteCookies(SessionCookieRepository.NAME)
                        .logoutSuccessHandler(new PageSignOut(registrations)));
    }
}
