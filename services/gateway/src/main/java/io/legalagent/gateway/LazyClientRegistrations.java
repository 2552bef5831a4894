package io.legalagent.gateway;

import java.util.Map;
import org.springframework.boot.security.oauth2.client.autoconfigure.OAuth2ClientProperties;
import org.springframework.boot.security.oauth2.client.autoconfigure.OAuth2ClientPropertiesMapper;
import org.springframework.security.oauth2.client.registration.ClientRegistration;
import org.springframework.security.oauth2.client.registration.ClientRegistrationRepository;

/**
 * The page's sign-in registrations ({@code spring.security.oauth2.client.*}), read from the issuer's
 * discovery document at the first sign-in instead of at start-up: the gateway starts, serves the API
 * to bearer tokens and reports ready while the issuer is still starting (compose and Kubernetes start
 * them together). A failed discovery fails that sign-in and is tried again at the next.
 */
final class LazyClientRegistrations implements ClientRegistrationRepository {
    private final OAuth2ClientProperties properties;
    private volatile Map<String, ClientRegistration> registrations;

    LazyClientRegistrations(OAuth2ClientProperties properties) {
        this.properties = properties;
    }

    @Override
    public ClientRegistration findByRegistrationId(String registrationId) {
        var known = registrations;
        if (known == null) {
            synchronized (this) {
                if (registrations == null) {
                    registrations = Map.copyOf(new OAuth2ClientPropertiesMapper(properties).asClientRegistrations());
                }
                known = registrations;
            }
        }
        return known.get(registrationId);
    }
}
