package io.legalagent.gateway;

import java.util.List;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.web.SecurityFilterChain;

/** The gateway's one filter chain, made of its {@link SecurityPart}s. */
@Configuration(proxyBeanMethods = false)
class SecurityConfiguration {

    @Bean
    SecurityFilterChain gatewaySecurity(HttpSecurity http, List<SecurityPart> parts) throws Exception {
        for (var part : parts) {
            part.apply(http);
        }
        // Until the API's part lands every request passes; it replaces this line with its rules.
        http.authorizeHttpRequests(requests -> requests.anyRequest().permitAll());
        return http.build();
    }
}
