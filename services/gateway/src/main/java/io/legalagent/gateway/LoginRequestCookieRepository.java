package io.legalagent.gateway;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.springframework.security.oauth2.client.web.AuthorizationRequestRepository;
import org.springframework.security.oauth2.core.endpoint.OAuth2AuthorizationRequest;
import tools.jackson.core.JacksonException;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * The sign-in in flight (its state, nonce and PKCE verifier) in a short-lived sealed cookie instead of
 * a server session, so the issuer's redirect back may land on any replica holding the key. The
 * cookie is sent only to the callback path, lives {@link #LIFETIME}, and is cleared when the callback
 * uses it. A callback whose state is not the sealed one is refused by Spring Security.
 */
final class LoginRequestCookieRepository implements AuthorizationRequestRepository<OAuth2AuthorizationRequest> {
    static final String NAME = "LEGAL_LOGIN";
    /** Where the issuer sends the browser back: the only path the cookie goes to. */
    static final String PATH = "/login/oauth2/code/";
    /** Time to type a password at the issuer; a slower sign-in starts again. */
    static final Duration LIFETIME = Duration.ofMinutes(10);

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final TypeReference<Map<String, Object>> FIELDS = new TypeReference<>() {};

    private final SealedCookies cookies;

    LoginRequestCookieRepository(SealedCookies cookies) {
        this.cookies = cookies;
    }

    @Override
    public OAuth2AuthorizationRequest loadAuthorizationRequest(HttpServletRequest request) {
        String state = request.getParameter("state");
        if (state == null) {
            return null;
        }
        var saved = cookies.read(request, NAME).map(LoginRequestCookieRepository::fromJson);
        return saved.filter(login -> state.equals(login.getState())).orElse(null);
    }

    @Override
    public void saveAuthorizationRequest(
            OAuth2AuthorizationRequest login, HttpServletRequest request, HttpServletResponse response) {
        if (login == null) {
            cookies.clear(request, response, NAME, PATH);
            return;
        }
        cookies.write(
                request, response, NAME, PATH, toJson(login), cookies.now().plus(LIFETIME));
    }

    @Override
    public OAuth2AuthorizationRequest removeAuthorizationRequest(
            HttpServletRequest request, HttpServletResponse response) {
        var login = loadAuthorizationRequest(request);
        if (cookies.present(request, NAME)) {
            cookies.clear(request, response, NAME, PATH);
        }
        return login;
    }

    static String toJson(OAuth2AuthorizationRequest login) {
        var fields = new LinkedHashMap<String, Object>();
        fields.put("authorizationUri", login.getAuthorizationUri());
        fields.put("clientId", login.getClientId());
        fields.put("redirectUri", login.getRedirectUri());
        fields.put("scopes", List.copyOf(login.getScopes()));
        fields.put("state", login.getState());
        fields.put("additionalParameters", login.getAdditionalParameters());
        fields.put("attributes", login.getAttributes());
        fields.put("authorizationRequestUri", login.getAuthorizationRequestUri());
        return JSON.writeValueAsString(fields);
    }

    @SuppressWarnings("unchecked")
    static OAuth2AuthorizationRequest fromJson(String json) {
        try {
            var fields = JSON.readValue(json, FIELDS);
            return OAuth2AuthorizationRequest.authorizationCode()
                    .authorizationUri((String) fields.get("authorizationUri"))
                    .clientId((String) fields.get("clientId"))
                    .redirectUri((String) fields.get("redirectUri"))
                    .scopes(new LinkedHashSet<>((List<String>) fields.get("scopes")))
                    .state((String) fields.get("state"))
                    .additionalParameters((Map<String, Object>) fields.get("additionalParameters"))
                    .attributes((Map<String, Object>) fields.get("attributes"))
                    .authorizationRequestUri((String) fields.get("authorizationRequestUri"))
                    .build();
        } catch (JacksonException | ClassCastException | IllegalArgumentException unreadable) {
            return null;
        }
    }
}
