package io.legalagent.identity;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.jwk.KeyUse;
import com.nimbusds.jose.jwk.RSAKey;
import com.nimbusds.jose.jwk.gen.RSAKeyGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.text.ParseException;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/** The issuer's RSA signing key: read from its file, or made (and written there, owner-only) when there is none. */
final class SigningKey {
    private SigningKey() {}

    static RSAKey load(@Nullable Path file) {
        try {
            if (file != null && Files.isRegularFile(file)) {
                return RSAKey.parse(Files.readString(file, StandardCharsets.UTF_8));
            }
            var key = new RSAKeyGenerator(2048)
                    .keyUse(KeyUse.SIGNATURE)
                    .keyID(UUID.randomUUID().toString())
                    .generate();
            if (file != null) {
                write(file, key);
            }
            return key;
        } catch (IOException e) {
            throw new UncheckedIOException("signing key " + file + " cannot be read", e);
        } catch (JOSEException | ParseException e) {
            throw new IllegalStateException("signing key " + file + " cannot be read or made: " + e.getMessage(), e);
        }
    }

    private static void write(Path file, RSAKey key) {
        try {
            if (file.getParent() != null) {
                Files.createDirectories(file.getParent());
            }
            Files.writeString(file, key.toJSONString(), StandardCharsets.UTF_8);
            try {
                Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
            } catch (UnsupportedOperationException e) {
                // A file system without POSIX permissions keeps its defaults.
            }
        } catch (IOException e) {
            throw new UncheckedIOException("signing key " + file + " cannot be written", e);
        }
    }
}
