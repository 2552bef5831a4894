package io.legalagent.gateway;

import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.springframework.http.HttpHeaders;
import org.springframework.http.ResponseCookie;

/**
 * The page's cookies whose values are sealed by a {@link SessionCipher}: HttpOnly (no script reads
 * them), SameSite=Lax (sent on the issuer's redirect back, not on another site's form posts), Secure
 * when the request came over https, and expiring in the browser when their sealed expiry passes.
 */
final class SealedCookies {
    private final SessionCipher cipher;
    private final Clock clock;

    SealedCookies(SessionCipher cipher, Clock clock) {
        this.cipher = cipher;
        this.clock = clock;
    }

    Instant now() {
        return clock.instant();
    }

    /** The opened value of the cookie {@code name}; empty when absent, changed, of another key, or expired. */
    Optional<String> read(HttpServletRequest request, String name) {
        Cookie[] cookies = request.getCookies();
        if (cookies == null) {
            return Optional.empty();
        }
        for (Cookie cookie : cookies) {
            if (cookie.getName().equals(name)) {
                return cipher.open(name, cookie.getValue());
            }
        }
        return Optional.empty();
    }

    boolean present(HttpServletRequest request, String name) {
        Cookie[] cookies = request.getCookies();
        if (cookies != null) {
            for (Cookie cookie : cookies) {
                if (cookie.getName().equals(name)) {
                    return true;
                }
            }
        }
        return false;
    }

    void write(
            HttpServletRequest request,
            HttpServletResponse response,
            String name,
            String path,
            String value,
            Instant expiresAt) {
        // Whole seconds, rounded up: the browser keeps it no shorter than the sealed expiry.
        long millis = Duration.between(clock.instant(), expiresAt).toMillis();
        var maxAge = Duration.ofSeconds(Math.floorDiv(millis + 999, 1000));
        response.addHeader(
                HttpHeaders.SET_COOKIE,
                cookie(request, name, path, cipher.seal(name, value, expiresAt), maxAge)
                        .toString());
    }

    void clear(HttpServletRequest request, HttpServletResponse response, String name, String path) {
        response.addHeader(
                HttpHeaders.SET_COOKIE,
                cookie(request, name, path, "", Duration.ZERO).toString());
    }

    private static ResponseCookie cookie(
            HttpServletRequest request, String name, String path, String value, Duration maxAge) {
        return ResponseCookie.from(name, value)
                .path(path)
                .httpOnly(true)
                .secure(request.isSecure())
                .sameSite("Lax")
                .maxAge(maxAge.isNegative() ? Duration.ZERO : maxAge)
                .build();
    }
}
