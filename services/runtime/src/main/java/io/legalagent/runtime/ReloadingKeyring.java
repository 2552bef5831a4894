package io.legalagent.runtime;

import io.legalagent.contracts.custody.Attestation;
import io.legalagent.contracts.signing.NodeKeyring;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The nodes' keyring as the observer holds it: read once, and read again whenever a chain names a
 * key id it does not hold, so a node's rotated key is trusted as soon as its public key is in the
 * folder, without a restart.
 */
final class ReloadingKeyring {
    private final Path dir;
    private volatile NodeKeyring keys;

    ReloadingKeyring(Path dir) {
        this.dir = dir;
        this.keys = read();
    }

    NodeKeyring current() {
        return keys;
    }

    /** The keyring, read again first if {@code chain} names a key it does not hold. */
    NodeKeyring covering(List<Attestation> chain) {
        var known = keys;
        if (chain.stream().anyMatch(a -> known.byKeyId(a.keyid()).isEmpty())) {
            keys = read();
        }
        return keys;
    }

    private NodeKeyring read() {
        try {
            return NodeKeyring.read(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the custody keyring " + dir, e);
        }
    }
}
