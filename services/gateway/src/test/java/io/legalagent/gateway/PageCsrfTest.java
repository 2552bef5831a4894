package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.servlet.http.Cookie;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;

/** Which requests must carry the CSRF header: the state-changing ones the session cookie signs in. */
class PageCsrfTest {
    private static MockHttpServletRequest request(String method, boolean session, String authorization) {
        var request = new MockHttpServletRequest(method, "/api/questions");
        if (session) {
            request.setCookies(new Cookie("LEGAL_SESSION", "v1.sealed"), new Cookie("XSRF-TOKEN", "t"));
        }
        if (authorization != null) {
            request.addHeader("Authorization", authorization);
        }
        return request;
    }

    @Test
    void aStateChangingRequestWithTheSessionCookieNeedsIt() {
        for (String method : new String[] {"POST", "PUT", "PATCH", "DELETE"}) {
            assertThat(PageCsrf.signedInByCookie(request(method, true, null)))
                    .as(method)
                    .isTrue();
        }
    }

    @Test
    void readsBearerTokensAndRequestsWithoutTheSessionCookieDoNot() {
        assertThat(PageCsrf.signedInByCookie(request("GET", true, null))).isFalse();
        assertThat(PageCsrf.signedInByCookie(request("HEAD", true, null))).isFalse();
        assertThat(PageCsrf.signedInByCookie(request("POST", true, "Bearer eyJ...")))
                .isFalse();
        assertThat(PageCsrf.signedInByCookie(request("POST", true, "bearer eyJ...")))
                .isFalse();
        assertThat(PageCsrf.signedInByCookie(request("POST", false, null))).isFalse();
        assertThat(PageCsrf.signedInByCookie(request("POST", true, "Basic dXNlcg==")))
                .isTrue();
    }
}
