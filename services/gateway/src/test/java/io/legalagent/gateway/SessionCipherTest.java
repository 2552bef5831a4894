package io.legalagent.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SessionCipherTest {
    private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
    private static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);

    private static byte[] key(int seed) {
        byte[] key = new byte[32];
        java.util.Arrays.fill(key, (byte) seed);
        return key;
    }

    private final SessionCipher cipher = new SessionCipher(key(1), CLOCK);

    @Test
    void opensWhatItSealedUntilTheExpiry() {
        String sealed = cipher.seal("LEGAL_SESSION", "header.payload.signature", NOW.plusSeconds(60));

        assertThat(sealed).startsWith("v1.").doesNotContain("payload");
        assertThat(cipher.open("LEGAL_SESSION", sealed)).contains("header.payload.signature");
        assertThat(new SessionCipher(key(1), Clock.offset(CLOCK, Duration.ofSeconds(59))).open("LEGAL_SESSION", sealed))
                .contains("header.payload.signature");
    }

    @Test
    void refusesAnExpiredValue() {
        String sealed = cipher.seal("LEGAL_SESSION", "token", NOW.plusSeconds(60));

        var later = new SessionCipher(key(1), Clock.offset(CLOCK, Duration.ofSeconds(60)));
        assertThat(later.open("LEGAL_SESSION", sealed)).isEmpty();
        assertThat(cipher.open("LEGAL_SESSION", cipher.seal("LEGAL_SESSION", "token", NOW.minusSeconds(1))))
                .isEmpty();
    }

    @Test
    void refusesATamperedValue() {
        String sealed = cipher.seal("LEGAL_SESSION", "token of a user", NOW.plusSeconds(60));
        int middle = sealed.length() / 2;
        char flipped = sealed.charAt(middle) == 'A' ? 'B' : 'A';
        String tampered = sealed.substring(0, middle) + flipped + sealed.substring(middle + 1);

        assertThat(cipher.open("LEGAL_SESSION", tampered)).isEmpty();
        assertThat(cipher.open("LEGAL_SESSION", sealed.substring(0, sealed.length() - 4)))
                .isEmpty();
        assertThat(cipher.open("LEGAL_SESSION", "v1.not base64!")).isEmpty();
        assertThat(cipher.open("LEGAL_SESSION", "v1.")).isEmpty();
        assertThat(cipher.open("LEGAL_SESSION", "token of a user")).isEmpty();
    }

    @Test
    void refusesAValueSealedWithAnotherKey() {
        String sealed = new SessionCipher(key(2), CLOCK).seal("LEGAL_SESSION", "token", NOW.plusSeconds(60));

        assertThat(cipher.open("LEGAL_SESSION", sealed)).isEmpty();
    }

    @Test
    void refusesAValueSealedForAnotherCookie() {
        String login = cipher.seal("LEGAL_LOGIN", "token", NOW.plusSeconds(60));

        assertThat(cipher.open("LEGAL_SESSION", login)).isEmpty();
    }

    @Test
    void replicasWithTheSettingsKeyOpenEachOthersValues() {
        var settings = settings(Base64.getEncoder().encodeToString(key(7)));
        String sealed = SessionCipher.of(settings, CLOCK).seal("LEGAL_SESSION", "token", NOW.plusSeconds(60));

        assertThat(SessionCipher.of(settings, CLOCK).open("LEGAL_SESSION", sealed))
                .contains("token");
    }

    @Test
    void withoutAKeyEachProcessHasItsOwn() {
        String sealed = SessionCipher.of(settings(null), CLOCK).seal("LEGAL_SESSION", "token", NOW.plusSeconds(60));

        assertThat(SessionCipher.of(settings(""), CLOCK).open("LEGAL_SESSION", sealed))
                .isEmpty();
    }

    @Test
    void aKeyOfTheWrongSizeOrNotBase64StopsTheStart() {
        assertThatThrownBy(() -> SessionCipher.of(settings(Base64.getEncoder().encodeToString(new byte[16])), CLOCK))
                .hasMessageContaining("base64 of 32 bytes");
        assertThatThrownBy(() -> SessionCipher.of(settings("not*base64"), CLOCK))
                .hasMessageContaining("base64 of 32 bytes");
    }

    private static AuthSettings settings(String sessionKey) {
        return new AuthSettings(
                "http://127.0.0.1:9000", "legal-gateway", "sub", "org", "", "roles", Map.of(), sessionKey);
    }
}
