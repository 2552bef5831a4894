package io.legalagent.gateway;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Map;
import org.springframework.http.MediaType;
import org.springframework.security.core.Authentication;
import org.springframework.security.oauth2.client.authentication.OAuth2AuthenticationToken;
import org.springframework.security.oauth2.client.registration.ClientRegistrationRepository;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;
import org.springframework.security.web.authentication.logout.LogoutSuccessHandler;
import org.springframework.web.util.UriComponentsBuilder;
import tools.jackson.databind.json.JsonMapper;

/**
 * After {@code POST /logout} has cleared the session cookie: where the page goes next, as
 * {@code {"location": ...}}. When the issuer offers RP-initiated logout (its discovery document's
 * {@code end_session_endpoint}) that is its sign-out, which ends the issuer's own session too and
 * sends the browser back to the page; otherwise the page itself. The page navigates there: a script's
 * request could not carry the issuer's cookies.
 */
final class PageSignOut implements LogoutSuccessHandler {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private final ClientRegistrationRepository registrations;

    PageSignOut(ClientRegistrationRepository registrations) {
        this.registrations = registrations;
    }

    @Override
    public void onLogoutSuccess(HttpServletRequest request, HttpServletResponse response, Authentication signedOut)
            throws IOException {
        String page = UriComponentsBuilder.fromUriString(request.getRequestURL().toString())
                .replacePath(request.getContextPath() + "/")
                .replaceQuery(null)
                .build()
                .toUriString();
        response.setContentType(MediaType.APPLICATION_JSON_VALUE);
        JSON.writeValue(response.getOutputStream(), Map.of("location", issuerSignOut(signedOut, page)));
    }

    private String issuerSignOut(Authentication signedOut, String page) {
        if (!(signedOut instanceof OAuth2AuthenticationToken token && token.getPrincipal() instanceof OidcUser user)) {
            return page;
        }
        try {
            var registration = registrations.findByRegistrationId(token.getAuthorizedClientRegistrationId());
            Object endSession = registration == null
                    ? null
                    : registration
                            .getProviderDetails()
                            .getConfigurationMetadata()
                            .get("end_session_endpoint");
            if (endSession == null) {
                return page;
            }
            return UriComponentsBuilder.fromUriString(endSession.toString())
                    .queryParam("id_token_hint", user.getIdToken().getTokenValue())
                    .queryParam("post_logout_redirect_uri", page)
                    .encode()
                    .build()
                    .toUriString();
        } catch (RuntimeException issuerUnreachable) {
            // The gateway's session is gone either way; the issuer's ends when it expires.
            return page;
        }
    }
}
