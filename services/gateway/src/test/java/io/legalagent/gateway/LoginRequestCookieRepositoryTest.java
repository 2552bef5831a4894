package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.Cookie;
import java.net.HttpCookie;
import java.time.Clock;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.security.oauth2.core.endpoint.OAuth2AuthorizationRequest;

/** The sign-in in flight survives the trip through the browser whole, for its own state only. */
class LoginRequestCookieRepositoryTest {
    private final SealedCookies cookies =
            new SealedCookies(new SessionCipher(new byte[32], Clock.systemUTC()), Clock.systemUTC());
    private final LoginRequestCookieRepository repository = new LoginRequestCookieRepository(cookies);

    private static OAuth2AuthorizationRequest login() {
        return OAuth2AuthorizationRequest.authorizationCode()
                .authorizationUri("http://127.0.0.1:9000/oauth2/authorize")
                .clientId("legal-gateway")
                .redirectUri("http://127.0.0.1:8080/login/oauth2/code/legal")
                .scopes(Set.of("openid", "profile"))
                .state("the-state")
                .additionalParameters(
                        Map.of("code_challenge", "challenge", "code_challenge_method", "S256", "nonce", "n"))
                .attributes(Map.of("registration_id", "legal", "code_verifier", "verifier", "nonce", "raw-nonce"))
                .authorizationRequestUri("http://127.0.0.1:9000/oauth2/authorize?state=the-state")
                .build();
    }

    private Cookie saved(MockHttpServletResponse response) {
        var header = HttpCookie.parse(response.getHeader("Set-Cookie")).get(0);
        return new Cookie(header.getName(), header.getValue());
    }

    @Test
    void theCallbackWithTheStateGetsTheWholeRequestBackAndTheCookieIsCleared() {
        var start = new MockHttpServletResponse();
        repository.saveAuthorizationRequest(login(), new MockHttpServletRequest(), start);
        String setCookie = start.getHeader("Set-Cookie");
        assertThat(setCookie)
                .startsWith("LEGAL_LOGIN=v1.")
                .contains("Path=/login/oauth2/code/", "HttpOnly", "SameSite=Lax", "Max-Age=600")
                .doesNotContain("verifier", "Secure");

        var callback = new MockHttpServletRequest("GET", "/login/oauth2/code/legal");
        callback.setParameter("state", "the-state");
        callback.setCookies(saved(start));
        var end = new MockHttpServletResponse();
        var loaded = repository.removeAuthorizationRequest(callback, end);

        assertThat(loaded).isEqualTo(login());
        assertThat((String) loaded.getAttribute("code_verifier")).isEqualTo("verifier");
        assertThat(end.getHeader("Set-Cookie")).startsWith("LEGAL_LOGIN=;").contains("Max-Age=0");
    }

    @Test
    void anotherStateOrNoCookieFindsNothing() {
        var start = new MockHttpServletResponse();
        repository.saveAuthorizationRequest(login(), new MockHttpServletRequest(), start);

        var forged = new MockHttpServletRequest("GET", "/login/oauth2/code/legal");
        forged.setParameter("state", "another-state");
        forged.setCookies(saved(start));
        assertThat(repository.loadAuthorizationRequest(forged)).isNull();

        var bare = new MockHttpServletRequest("GET", "/login/oauth2/code/legal");
        bare.setParameter("state", "the-state");
        assertThat(repository.loadAuthorizationRequest(bare)).isNull();
    }

    @Test
    void overHttpsTheCookieIsSecure() {
        var request = new MockHttpServletRequest();
        request.setSecure(true);
        var response = new MockHttpServletResponse();
        repository.saveAuthorizationRequest(login(), request, response);

        assertThat(response.getHeader("Set-Cookie")).contains("Secure");
    }
}
