package io.legalagent.runtime;

import io.legalagent.contracts.signing.AnswerKeys;
import io.legalagent.contracts.signing.SigningKey;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Set;

/**
 * Reads an Ed25519 key pair from PEM files, refusing a private key that others may read or that
 * anyone but its owner may write: the one check the observer's answer key and the nodes' custody
 * keys both pass.
 */
public final class KeyFiles {
    /**
     * Group read stays allowed: Kubernetes mounts a Secret's files readable by the pod's fsGroup,
     * which is the service's own group there.
     */
    private static final Set<PosixFilePermission> ALLOWED =
            EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.GROUP_READ);

    private KeyFiles() {}

    /** The pair, once the private key's permissions pass and the two halves match. */
    public static SigningKey read(Path privateKey, Path publicKey) throws IOException {
        checkOwnerOnly(privateKey);
        return AnswerKeys.read(privateKey, publicKey);
    }

    /** Refuses a file others may read or anyone but its owner may write, where the file system says so. */
    public static void checkOwnerOnly(Path file) throws IOException {
        if (!Files.getFileStore(file).supportsFileAttributeView("posix")) {
            return;
        }
        var permissions = Files.getPosixFilePermissions(file);
        if (!ALLOWED.containsAll(permissions)) {
            throw new IOException(file + " may be read by others or written by more than its owner (" + permissions
                    + "): make it readable by its owner only (chmod 600)");
        }
    }
}
