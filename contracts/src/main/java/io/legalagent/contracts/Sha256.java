package io.legalagent.contracts;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 of UTF-8 text as lower-case hex: the one hash the ResearchPack uses everywhere. */
public final class Sha256 {
    private Sha256() {}

    public static String hex(String text) {
        try {
            var digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is not available", e);
        }
    }

    /** The canonical text of a record or value, as seals and attestations hash it ({@link RecordEncoding}). */
    public static String canonical(Object value) {
        return RecordEncoding.of(value);
    }

    /** SHA-256 of a value's canonical text. */
    public static String ofRecord(Object value) {
        return hex(RecordEncoding.of(value));
    }
}
