package io.legalagent.cli.stack;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * The local issuer's secrets, made once under {@code .legal/identity/} and never printed; only their
 * owner may read them:
 *
 * <pre>
 * password         the local user's password (the page's sign-in)
 * gateway-secret   the gateway's client secret (legal-gateway)
 * cli-secret       the command line's client secret (legal-cli: ./legal token)
 * session-key      base64 of 32 random bytes: the key of the gateway's session cookies
 * signing-key.json the issuer's token-signing key, which the issuer itself writes on its first start
 * </pre>
 *
 * A secret that exists stays, so a running issuer and gateway keep working across a second {@code up}.
 */
public final class IssuerSecrets {
    static final String PASSWORD = "password";
    static final String GATEWAY_SECRET = "gateway-secret";
    static final String CLI_SECRET = "cli-secret";
    static final String SESSION_KEY = "session-key";
    /** The issuer's own: it writes its signing key (a JSON Web Key) there on its first start. */
    static final String SIGNING_KEY = "signing-key.json";

    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path directory;

    public IssuerSecrets(Path directory) {
        this.directory = directory;
    }

    public static IssuerSecrets of(StackConfig config) {
        return new IssuerSecrets(config.identityDir());
    }

    public Path file(String name) {
        return directory.resolve(name);
    }

    /** Makes each secret that is missing. */
    public void ensure() throws IOException {
        Files.createDirectories(directory);
        Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
        // URL-safe: a password or client secret needs no quoting in a form, a header or a shell.
        ensure(PASSWORD, Base64.getUrlEncoder().withoutPadding());
        ensure(GATEWAY_SECRET, Base64.getUrlEncoder().withoutPadding());
        ensure(CLI_SECRET, Base64.getUrlEncoder().withoutPadding());
        // The gateway decodes its session key as plain base64 of exactly 32 bytes.
        ensure(SESSION_KEY, Base64.getEncoder());
    }

    public boolean exist() {
        return Files.exists(file(CLI_SECRET));
    }

    public String password() {
        return read(PASSWORD);
    }

    public String gatewaySecret() {
        return read(GATEWAY_SECRET);
    }

    public String cliSecret() {
        return read(CLI_SECRET);
    }

    public String sessionKey() {
        return read(SESSION_KEY);
    }

    private void ensure(String name, Base64.Encoder encoder) throws IOException {
        Path file = file(name);
        var mode = PosixFilePermissions.fromString("rw-------");
        if (Files.exists(file)) {
            Files.setPosixFilePermissions(file, mode);
            return;
        }
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        // Created owner-only before anything is written into it.
        Files.createFile(file, PosixFilePermissions.asFileAttribute(mode));
        Files.writeString(file, encoder.encodeToString(bytes) + "\n");
    }

    private String read(String name) {
        try {
            return Files.readString(file(name)).strip();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file(name) + " (./legal up makes it)", e);
        }
    }
}
