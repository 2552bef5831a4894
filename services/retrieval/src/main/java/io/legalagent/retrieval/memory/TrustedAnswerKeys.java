package io.legalagent.retrieval.memory;

import io.legalagent.contracts.Answer;
import io.legalagent.contracts.DsseSignature;
import io.legalagent.contracts.signing.AnswerKeys;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.List;

/**
 * The observer's public keys a QA-memory entry's signature is checked with: several, so that entries
 * signed before a key rotation stay valid while their old key is listed. Read from PEM files when
 * first needed, and again when an answer names a key id not held (a key added without a restart). A
 * file that is missing or holds no key is left out with a warning.
 */
public final class TrustedAnswerKeys {
    private static final System.Logger LOG = System.getLogger(TrustedAnswerKeys.class.getName());

    private final List<Path> files;
    private volatile List<PublicKey> keys;

    private TrustedAnswerKeys(List<Path> files, List<PublicKey> keys) {
        this.files = List.copyOf(files);
        this.keys = keys;
    }

    /** The keys in these PEM files. */
    public static TrustedAnswerKeys of(List<Path> files) {
        return new TrustedAnswerKeys(files, null);
    }

    /** These keys, read from no file. */
    public static TrustedAnswerKeys of(PublicKey... keys) {
        return new TrustedAnswerKeys(List.of(), List.of(keys));
    }

    /** The keys to check this answer with: re-read first when it names a key id none of them has. */
    public List<PublicKey> forAnswer(Answer answer) {
        var held = keys();
        if (answer.signature() != null && !files.isEmpty()) {
            var ids = held.stream().map(AnswerKeys::keyId).toList();
            boolean unknown = answer.signature().signatures().stream()
                    .map(DsseSignature::keyid)
                    .noneMatch(ids::contains);
            if (unknown) {
                held = read();
            }
        }
        return held;
    }

    /** Whether any key is held, after reading the files once. */
    public boolean isEmpty() {
        return keys().isEmpty();
    }

    public List<PublicKey> keys() {
        var held = keys;
        return held != null ? held : read();
    }

    private synchronized List<PublicKey> read() {
        var read = new ArrayList<PublicKey>();
        for (var file : files) {
            if (!Files.isRegularFile(file)) {
                LOG.log(System.Logger.Level.WARNING, "answer public key {0} not found: not trusted", file);
                continue;
            }
            try {
                read.add(AnswerKeys.readPublic(file));
            } catch (IOException e) {
                LOG.log(System.Logger.Level.WARNING, "answer public key {0} unreadable: {1}", file, e.getMessage());
            }
        }
        keys = List.copyOf(read);
        return keys;
    }
}
