package io.legalagent.gateway.testing;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.jwk.JWKSet;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import com.nimbusds.jose.jwk.source.ImmutableJWKSet;
import io.legalagent.identity.testing.LocalIssuer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.springframework.security.oauth2.jwt.JwtClaimsSet;
import org.springframework.security.oauth2.jwt.JwtEncoderParameters;
import org.springframework.security.oauth2.jwt.NimbusJwtEncoder;

/**
 * The real local issuer ({@link LocalIssuer}) for the gateway's and the loop's tests: started once
 * per JVM by {@link #shared()}, tokens from its token endpoint with the {@code legal-cli} client,
 * exactly as {@code ./legal token} gets them. The issuer signs with a key this class made and gave
 * it (its {@code legal.identity.key-file}), so a test can also sign a token no endpoint would issue
 * (expired, for another audience, without an organisation) with the issuer's own key: only the
 * claim under test is wrong. A gateway trusts it with {@code legal.gateway.auth.issuer-uri} =
 * {@link #uri()}.
 */
public final class TestIssuer implements AutoCloseable {
    /**
     * In a test JVM the issuer's auto-configuration also sees the classpath of the services under
     * test: their Kafka clients, model and embedding model are none of its business.
     */
    private static final String OTHERS = String.join(
            ",",
            "io.legalagent.model.ModelAutoConfiguration",
            "io.legalagent.runtime.RuntimeAutoConfiguration",
            "io.legalagent.runtime.TracingAutoConfiguration",
            "io.legalagent.runtime.KafkaClientAutoConfiguration",
            "io.legalagent.retrieval.RetrievalAutoConfiguration",
            "org.springframework.boot.kafka.autoconfigure.KafkaAutoConfiguration");

    private static TestIssuer shared;

    private final LocalIssuer issuer;
    private final RSAKey key;

    private TestIssuer(LocalIssuer issuer, RSAKey key) {
        this.issuer = issuer;
        this.key = key;
    }

    /** The issuer every test of this JVM shares; stopped when the JVM ends. */
    public static synchronized TestIssuer shared() {
        if (shared == null) {
            shared = start();
            Runtime.getRuntime().addShutdownHook(new Thread(shared::close));
        }
        return shared;
    }

    /** An issuer of its own: another {@code iss} and another key, as a second identity provider. */
    public static TestIssuer start() {
        try {
            var key = new RSAKeyGenerator(2048)
                    .keyUse(KeyUse.SIGNATURE)
                    .keyID(UUID.randomUUID().toString())
                    .generate();
            var file = Files.createTempFile("test-issuer-", ".jwk");
            file.toFile().deleteOnExit();
            Files.writeString(file, key.toJSONString());
            return new TestIssuer(
                    LocalIssuer.start("legal.identity.key-file=" + file, "spring.autoconfigure.exclude=" + OTHERS),
                    key);
        } catch (JOSEException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String uri() {
        return issuer.issuerUri();
    }

    /** An access token from the token endpoint for {@code user} of {@code organisation} with these roles. */
    public String token(String user, String organisation, String... roles) {
        return issuer.token(user, organisation, roles);
    }

    /** A token signed with this issuer's key, with its {@code iss} and exactly these other claims. */
    public String signed(Map<String, Object> claims, Instant issuedAt, Instant expiresAt) {
        var encoder = new NimbusJwtEncoder(new ImmutableJWKSet<>(new JWKSet(key)));
        var set = JwtClaimsSet.builder()
                .issuer(uri())
                .issuedAt(issuedAt)
                .expiresAt(expiresAt)
                .claims(all -> all.putAll(claims))
                .build();
        return encoder.encode(JwtEncoderParameters.from(set)).getTokenValue();
    }

    /** The claims the issuer's access tokens carry, to vary one of them in {@link #signed}. */
    public static Map<String, Object> claims(String user, String organisation, String audience, String... roles) {
        return Map.of("sub", user, "org", organisation, "aud", List.of(audience), "roles", List.of(roles));
    }

    @Override
    public void close() {
        issuer.close();
    }
}
