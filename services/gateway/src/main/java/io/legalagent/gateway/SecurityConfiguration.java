package io.legalagent.gateway;

import jakarta.servlet.DispatcherType;
import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.http.HttpMethod;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;

/**
 * The gateway's one filter chain, made of its {@link SecurityPart}s, and who may call what: the
 * page's shell and static files, the public keys, health, the OpenAPI document and the sign-in's own
 * paths are public; every other request needs a caller ({@link ApiAuthentication}), from a bearer
 * token (OAuth 2.0 resource server) or the page's session. What a caller may then do (their runs,
 * their roles) the controllers decide, as it depends on the run.
 */
@Configuration(proxyBeanMethods = false)
class SecurityConfiguration {
    /** Paths anyone may fetch. */
    static final List<String> PUBLIC = List.of(
            "/",
            "/index.html",
            "/*.js",
            "/*.css",
            "/favicon.ico",
            "/api/public-key",
            "/api/keys",
            "/api/openapi.json",
            "/actuator/health",
            "/actuator/health/**",
            "/login/**",
            "/oauth2/**",
            "/logout",
            "/error");

    @Bean
    SecurityFilterChain gatewaySecurity(
            HttpSecurity http, List<SecurityPart> parts, ApiAuthentication api, Environment environment)
            throws Exception {
        for (var part : parts) {
            part.apply(http);
        }
        var paths = PathPatternRequestMatcher.withDefaults();
        RequestMatcher[] open =
                PUBLIC.stream().map(path -> paths.matcher(HttpMethod.GET, path)).toArray(RequestMatcher[]::new);
        // The management port (health, metrics) is reached by probes and Prometheus, never routed to
        // callers: what arrives there needs no caller.
        int management = environment.getProperty("management.server.port", Integer.class, -1);
        RequestMatcher onManagementPort = request -> management > 0 && request.getLocalPort() == management;
        // An event stream's later (async) dispatches continue a request that was authorised when it
        // began; its bearer token is not read again there.
        http.authorizeHttpRequests(requests -> requests.dispatcherTypeMatchers(DispatcherType.ASYNC)
                .permitAll()
                .requestMatchers(onManagementPort)
                .permitAll()
                .requestMatchers(open)
                .permitAll()
                .requestMatchers(paths.matcher("/logout"), paths.matcher("/login/**"), paths.matcher("/oauth2/**"))
                .permitAll()
                .anyRequest()
                .access(api));
        http.oauth2ResourceServer(server -> server.jwt(Customizer.withDefaults())
                .authenticationEntryPoint(api)
                .accessDeniedHandler(api));
        http.exceptionHandling(errors -> errors.defaultAuthenticationEntryPointFor(api, paths.matcher("/api/**"))
                .defaultAccessDeniedHandlerFor(api, paths.matcher("/api/**")));
        // CORS preflights are answered before sign-in, by the API's CORS mapping (GatewayConfiguration).
        http.cors(Customizer.withDefaults());
        // CSRF is the page's part (PageCsrf): only its cookie-signed-in requests can be forged.
        return http.build();
    }
}
