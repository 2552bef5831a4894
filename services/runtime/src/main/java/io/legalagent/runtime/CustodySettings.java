package io.legalagent.runtime;

import java.nio.file.Path;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * How the nodes vouch for their parts of a run, {@code legal.custody.*}: each node signs every hop
 * it makes with its own Ed25519 key, and the observer checks the chain before it answers
 * (docs/security.md).
 *
 * @param keyDir where node N finds its key pair: {@code N.key} (PKCS#8 PEM, readable by its owner
 *     only; refused otherwise) and {@code N.pub}
 * @param keyring the nodes' public keys the observer checks attestations against, as files {@code
 *     <node>.<label>.pub}; read again whenever an attestation names a key id it does not hold, so a
 *     rotated key is trusted without a restart
 * @param required true: a node without its key refuses to start, and the observer checks every state
 *     (and refuses to start with an empty keyring). false: a node without its key forwards its hops
 *     unsigned (one warning at start), and the observer checks states only while its keyring holds
 *     keys; otherwise it passes them on without their attestations, so no answer claims a check
 *     that did not happen
 */
@ConfigurationProperties("legal.custody")
public record CustodySettings(
        @DefaultValue(".legal/custody/keys") Path keyDir,
        @DefaultValue(".legal/custody/keyring") Path keyring,
        @DefaultValue("false") boolean required) {}
