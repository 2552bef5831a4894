package io.legalagent.gateway;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.security.core.Authentication;
import org.springframework.security.oauth2.client.OAuth2AuthorizedClient;
import org.springframework.security.oauth2.client.web.OAuth2AuthorizedClientRepository;

/**
 * Where the sign-in would keep the issuer's access and refresh tokens: nowhere. The gateway calls no
 * API with the user's token, and the page's session needs only the id token its sealed cookie holds,
 * so no replica holds tokens in memory and none is missing on another replica.
 */
final class DroppedAuthorizedClients implements OAuth2AuthorizedClientRepository {

    @Override
    public <T extends OAuth2AuthorizedClient> T loadAuthorizedClient(
            String registrationId, Authentication principal, HttpServletRequest request) {
        return null;
    }

    @Override
    public void saveAuthorizedClient(
            OAuth2AuthorizedClient client,
            Authentication principal,
            HttpServletRequest request,
            HttpServletResponse response) {}

    @Override
    public void removeAuthorizedClient(
            String registrationId,
            Authentication principal,
            HttpServletRequest request,
            HttpServletResponse response) {}
}
