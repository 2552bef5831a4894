package io.legalagent.gateway;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import java.util.Set;
import org.springframework.http.HttpHeaders;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;

/**
 * CSRF protection for the page's cookie-signed-in requests: the XSRF-TOKEN cookie (readable by the
 * page's scripts, set on every response) must come back as the {@code X-XSRF-TOKEN} header on every
 * POST, PUT, PATCH and DELETE that carries the session cookie. Another site can make the browser send
 * the cookies but cannot read the token. A request without the session cookie carries no credential
 * a browser adds by itself (a bearer token is set by its sender, or there is none), so it needs none.
 */
final class PageCsrf implements SecurityPart {
    private static final Set<String> READS = Set.of("GET", "HEAD", "OPTIONS", "TRACE");

    @Override
    public void apply(HttpSecurity http) throws Exception {
        http.csrf(csrf -> csrf.spa().requireCsrfProtectionMatcher(PageCsrf::signedInByCookie));
    }

    static boolean signedInByCookie(HttpServletRequest request) {
        return !READS.contains(request.getMethod()) && !bearer(request) && sessionCookie(request);
    }

    private static boolean bearer(HttpServletRequest request) {
        String authorization = request.getHeader(HttpHeaders.AUTHORIZATION);
        return authorization != null && authorization.regionMatches(true, 0, "Bearer ", 0, 7);
    }

    private static boolean sessionCookie(HttpServletRequest request) {
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie cookie : cookies) {
                if (cookie.getName().equals(SessionCookieRepository.NAME)) {
                    return true;
                }
            }
        }
        return false;
    }
}
