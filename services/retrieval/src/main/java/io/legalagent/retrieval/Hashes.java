package io.legalagent.retrieval;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 as lower-case hex, the form Evidence and the ResearchPack manifest carry. */
public final class Hashes {
    private Hashes() {}

    public static String sha256(String text) {
        return HexFormat.of().formatHex(digest().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Hash of several fields; a NUL between them keeps ("ab","c") apart from ("a","bc"). */
    public static String sha256(String... fields) {
        var digest = digest();
        for (String field : fields) {
            digest.update((field == null ? "" : field).getBytes(StandardCharsets.UTF_8));
            digest.update((byte) 0);
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    public static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK ships SHA-256", e);
        }
    }
}
