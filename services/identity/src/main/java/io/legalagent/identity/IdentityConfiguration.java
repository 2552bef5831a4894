package io.legalagent.identity;

import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import com.nimbusds.jose.jwk.source.JWKSource;
import com.nimbusds.jose.proc.SecurityContext;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.MediaType;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.settings.AuthorizationServerSettings;
import org.springframework.security.oauth2.server.authorization.token.JwtEncodingContext;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenCustomizer;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.LoginUrlAuthenticationEntryPoint;
import org.springframework.security.web.util.matcher.MediaTypeRequestMatcher;

/**
 * The issuer's parts: its endpoints (authorization, token, keys, OpenID discovery, user info,
 * logout) in one filter chain, its sign-in form in another, its users, clients and key.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(IdentitySettings.class)
class IdentityConfiguration {

    @Bean
    @Order(1)
    SecurityFilterChain issuerEndpoints(HttpSecurity http) throws Exception {
        http.oauth2AuthorizationServer(server -> {
            http.securityMatcher(server.getEndpointsMatcher());
            server.oidc(Customizer.withDefaults());
        });
        http.authorizeHttpRequests(requests -> requests.anyRequest().authenticated());
        // A browser that is not signed in is sent to the form; other callers get 401.
        http.exceptionHandling(errors -> errors.defaultAuthenticationEntryPointFor(
                new LoginUrlAuthenticationEntryPoint("/login"), new MediaTypeRequestMatcher(MediaType.TEXT_HTML)));
        return http.build();
    }

    @Bean
    @Order(2)
    SecurityFilterChain signInForm(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(requests -> requests.anyRequest().authenticated());
        http.formLogin(Customizer.withDefaults());
        return http.build();
    }

    @Bean
    PasswordEncoder passwordEncoder() {
        return PasswordEncoderFactories.createDelegatingPasswordEncoder();
    }

    @Bean
    UserDetailsService users(IdentitySettings settings, PasswordEncoder encoder) {
        var users = new InMemoryUserDetailsManager();
        for (var user : settings.signInUsers()) {
            if (user.password() == null || user.password().isBlank()) {
                throw new IllegalStateException("user " + user.name() + " has no password: set"
                        + " legal.identity.users[n].password (LEGAL_IDENTITY_USERS_0_PASSWORD for the first)");
            }
            users.createUser(User.withUsername(user.name())
                    .password(encoder.encode(user.password()))
                    .roles("USER")
                    .build());
        }
        return users;
    }

    @Bean
    RegisteredClientRepository clients(IdentitySettings settings, PasswordEncoder encoder) {
        return Clients.of(settings, encoder);
    }

    @Bean
    JWKSource<SecurityContext> signingKeys(IdentitySettings settings) {
        return new ImmutableJWKSet<>(new JWKSet(SigningKey.load(settings.keyFile())));
    }

    @Bean
    OAuth2TokenCustomizer<JwtEncodingContext> tokenClaims(IdentitySettings settings) {
        return new TokenClaims(settings);
    }

    @Bean
    AuthorizationServerSettings issuer(IdentitySettings settings) {
        return AuthorizationServerSettings.builder().issuer(settings.issuer()).build();
    }
}
