package io.legalagent.gateway;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Seals the page's cookie values with AES-256-GCM: a value is readable and unchanged only where the
 * same key opens it, only under the cookie name it was sealed for (the name is the associated data,
 * so a login cookie cannot pass as a session), and only until the expiry sealed inside it. Every
 * replica holding the key opens what any other sealed; the browser holds an opaque string.
 */
final class SessionCipher {
    private static final Logger log = LoggerFactory.getLogger(SessionCipher.class);
    private static final String VERSION = "v1.";
    private static final int IV_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final int KEY_BYTES = 32;

    private final SecretKeySpec key;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    SessionCipher(byte[] key, Clock clock) {
        if (key.length != KEY_BYTES) {
            throw new IllegalArgumentException(
                    "legal.gateway.auth.session-key must be base64 of 32 bytes, not " + key.length);
        }
        this.key = new SecretKeySpec(key.clone(), "AES");
        this.clock = clock;
    }

    /**
     * The cipher of the settings' session key; without one a random key of this process, which no
     * other replica shares and a restart forgets (every page signs in again).
     */
    static SessionCipher of(AuthSettings settings, Clock clock) {
        String encoded = settings.sessionKey();
        if (encoded == null || encoded.isBlank()) {
            log.warn("legal.gateway.auth.session-key is not set: page sessions use a random key of this process,"
                    + " so other replicas refuse them and a restart signs everyone out");
            byte[] key = new byte[KEY_BYTES];
            new SecureRandom().nextBytes(key);
            return new SessionCipher(key, clock);
        }
        try {
            return new SessionCipher(Base64.getDecoder().decode(encoded.strip()), clock);
        } catch (IllegalArgumentException notBase64) {
            throw new IllegalArgumentException(
                    "legal.gateway.auth.session-key must be base64 of 32 bytes: " + notBase64.getMessage());
        }
    }

    /** The sealed form of {@code value}, for the cookie {@code name}, valid until {@code expiresAt}. */
    String seal(String name, String value, Instant expiresAt) {
        byte[] plain = value.getBytes(StandardCharsets.UTF_8);
        byte[] iv = new byte[IV_BYTES];
        random.nextBytes(iv);
        byte[] body = ByteBuffer.allocate(Long.BYTES + plain.length)
                .putLong(expiresAt.getEpochSecond())
                .put(plain)
                .array();
        try {
            byte[] sealed = cipher(Cipher.ENCRYPT_MODE, name, iv).doFinal(body);
            byte[] out = ByteBuffer.allocate(IV_BYTES + sealed.length)
                    .put(iv)
                    .put(sealed)
                    .array();
            return VERSION + Base64.getUrlEncoder().withoutPadding().encodeToString(out);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("AES-GCM is not available", e);
        }
    }

    /** The value sealed for {@code name}; empty when it was changed, sealed with another key or name, or expired. */
    Optional<String> open(String name, String sealed) {
        if (sealed == null || !sealed.startsWith(VERSION)) {
            return Optional.empty();
        }
        try {
            byte[] in = Base64.getUrlDecoder().decode(sealed.substring(VERSION.length()));
            if (in.length < IV_BYTES + Long.BYTES + TAG_BITS / 8) {
                return Optional.empty();
            }
            var buffer = ByteBuffer.wrap(cipher(Cipher.DECRYPT_MODE, name, java.util.Arrays.copyOf(in, IV_BYTES))
                    .doFinal(in, IV_BYTES, in.length - IV_BYTES));
            if (!Instant.ofEpochSecond(buffer.getLong()).isAfter(clock.instant())) {
                return Optional.empty();
            }
            byte[] plain = new byte[buffer.remaining()];
            buffer.get(plain);
            return Optional.of(new String(plain, StandardCharsets.UTF_8));
        } catch (IllegalArgumentException | GeneralSecurityException refused) {
            // Not base64, or the tag does not verify: changed, another key, or another cookie's value.
            return Optional.empty();
        }
    }

    private Cipher cipher(int mode, String name, byte[] iv) throws GeneralSecurityException {
        var cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(mode, key, new GCMParameterSpec(TAG_BITS, iv));
        cipher.updateAAD(name.getBytes(StandardCharsets.UTF_8));
        return cipher;
    }
}
