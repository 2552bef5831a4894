package io.legalagent.gateway;

import io.github.resilience4j.ratelimiter.RateLimiter;
import io.github.resilience4j.ratelimiter.RateLimiterConfig;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.time.Duration;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.http.HttpMethod;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Per-caller rate limits on {@code /api/**}: one Resilience4j rate limiter per signed-in caller
 * (organisation and user, so callers behind one proxy or NAT do not share a limit, and one caller
 * cannot escape theirs by changing address) and kind of request, never waiting for a permit; over a
 * limit the request is answered 429 with {@code Retry-After}, and audited. Requests without a caller
 * were refused before they got here, except on the public paths, which count per remote address.
 */
final class RateLimits implements HandlerInterceptor {

    /** What a request costs: asking, sending or deleting documents, reading, or a verification that replays research. */
    enum Kind {
        QUESTIONS("question"),
        DOCUMENTS("document"),
        READS("read"),
        VERIFICATIONS("verification");

        private final String word;

        Kind(String word) {
            this.word = word;
        }
    }

    private final Map<Kind, RateLimiterConfig> configs = new EnumMap<>(Kind.class);
    private final Map<String, RateLimiter> limiters;
    private final Duration period;
    private final Callers callers;
    private final AuditTrail audit;

    RateLimits(GatewaySettings.RateLimit settings, Callers callers, AuditTrail audit) {
        this.callers = callers;
        this.audit = audit;
        this.period = settings.period();
        configs.put(Kind.QUESTIONS, config(settings.questions(), period));
        configs.put(Kind.DOCUMENTS, config(settings.documents(), period));
        configs.put(Kind.READS, config(settings.reads(), period));
        configs.put(Kind.VERIFICATIONS, config(settings.verifications(), period));
        int clients = settings.clients();
        this.limiters = new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, RateLimiter> eldest) {
                return size() > clients * Kind.values().length;
            }
        };
    }

    private static RateLimiterConfig config(int permits, Duration period) {
        return RateLimiterConfig.custom()
                .limitForPeriod(permits)
                .limitRefreshPeriod(period)
                .timeoutDuration(Duration.ZERO)
                .build();
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
        var kind = kindOf(request);
        var caller = callers.find(SecurityContextHolder.getContext().getAuthentication());
        String client = caller.map(c -> "caller " + c.organisation() + "/" + c.user())
                .orElseGet(() -> "address " + request.getRemoteAddr());
        if (!limiter(kind, client).acquirePermission()) {
            var refusal = Problems.tooManyRequests(kind.word, period);
            AuditActions.of(request).ifPresent(entry -> audit.refused(caller.orElse(null), entry, refusal));
            throw refusal;
        }
        return true;
    }

    static Kind kindOf(HttpServletRequest request) {
        if (HttpMethod.POST.matches(request.getMethod())
                && request.getRequestURI().equals("/api/questions")) {
            return Kind.QUESTIONS;
        }
        if ((HttpMethod.POST.matches(request.getMethod())
                        && request.getRequestURI().equals("/api/documents"))
                || HttpMethod.DELETE.matches(request.getMethod())) {
            return Kind.DOCUMENTS;
        }
        return request.getRequestURI().endsWith("/verification") ? Kind.VERIFICATIONS : Kind.READS;
    }

    private synchronized RateLimiter limiter(Kind kind, String client) {
        return limiters.computeIfAbsent(kind + " " + client, name -> RateLimiter.of(name, configs.get(kind)));
    }
}
