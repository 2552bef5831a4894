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
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Per-client rate limits on {@code /api/**}: one Resilience4j rate limiter per client (remote
 * address) and kind of request, never waiting for a permit; over a limit the request is answered 429
 * with {@code Retry-After}. Behind a proxy, {@code server.forward-headers-strategy} makes the remote
 * address the client's.
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

    RateLimits(GatewaySettings.RateLimit settings) {
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
        if (!limiter(kind, request.getRemoteAddr()).acquirePermission()) {
            throw Problems.tooManyRequests(kind.word, period);
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
