package io.legalagent.cli.stack;

import io.legalagent.contracts.signing.AnswerKeys;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import org.jspecify.annotations.Nullable;

/**
 * The observer's answer-signing key pair on disk, made once: the private key readable by its owner
 * only (its folder too), the public key by anyone. A pair that exists is left alone, so answers
 * signed before a restart still verify after it.
 */
public final class SigningKeyFiles {
    private SigningKeyFiles() {}

    /**
     * Makes the pair unless the private key exists; returns the key id of the pair on disk.
     *
     * @param owner the user (name or numeric id) to own the private key and its folder, for a container that runs
     *     as another user than this one; null for the current user
     */
    public static String ensure(Path privateKey, Path publicKey, @Nullable String owner) throws IOException {
        if (!Files.exists(privateKey)) {
            var key = AnswerKeys.generate();
            ownerOnlyFolder(privateKey.toAbsolutePath().getParent());
            Files.createDirectories(publicKey.toAbsolutePath().getParent());
            // Written under another name and moved into place: a crash leaves no half-written key.
            var partial = privateKey.resolveSibling(privateKey.getFileName() + ".partial");
            Files.deleteIfExists(partial);
            Files.createFile(
                    partial, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(partial, AnswerKeys.privatePem(key));
            Files.writeString(publicKey, AnswerKeys.publicPem(key.publicKey()));
            Files.setPosixFilePermissions(publicKey, PosixFilePermissions.fromString("rw-r--r--"));
            Files.move(partial, privateKey, StandardCopyOption.ATOMIC_MOVE);
        }
        if (owner != null) {
            var user =
                    privateKey.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName(owner);
            Files.setOwner(privateKey, user);
            // The folder too: it is owner-only, and its owner must be able to enter it.
            Files.setOwner(privateKey.toAbsolutePath().getParent(), user);
        }
        return AnswerKeys.read(privateKey, publicKey).keyId();
    }

    private static void ownerOnlyFolder(Path folder) throws IOException {
        Files.createDirectories(folder);
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwx------"));
    }
}
