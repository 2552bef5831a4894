package io.legalagent.gateway;

import org.springframework.http.HttpHeaders;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;

/**
 * CSRF protection for the page's cookie-signed-in requests: the XSRF-TOKEN cookie (readable by the
 * page's scripts, set on every response) must come back as the {@code X-XSRF-TOKEN} header on every
 * POST, PUT, PATCH and DELETE. Another site can make the browser send the cookies but cannot read the
 * token. A request with a bearer token needs none: the browser never adds that header by itself.
 */
final class PageCsrf implements SecurityPart {

    @Override
    public void apply(HttpSecurity http) throws Exception {
        http.csrf(csrf -> csrf.spa().ignoringRequestMatchers(PageCsrf::bearer));
    }

    private static boolean bearer(jakarta.servlet.http.HttpServletRequest request) {
        String authorization = request.getHeader(HttpHeaders.AUTHORIZATION);
        return authorization != null && authorization.regionMatches(true, 0, "Bearer ", 0, 7);
    }
}
