package io.legalagent.ingest;

import org.jspecify.annotations.Nullable;

/** Rules for the names a request gives: plain file names only, so none can reach outside its folder. */
final class FileNames {
    private FileNames() {}

    /** Why the name cannot be used, or null when it is a plain file name. */
    static @Nullable String problem(@Nullable String name) {
        if (name == null || name.isBlank()) {
            return "is missing";
        }
        if (name.contains("/") || name.contains("\\") || name.contains("\0")) {
            return "'" + name + "' must be a plain file name, without a path separator";
        }
        if (name.equals(".") || name.equals("..") || name.startsWith(".")) {
            return "'" + name + "' must be a plain file name, not starting with '.'";
        }
        if (name.length() > 255) {
            return "is longer than 255 characters";
        }
        return null;
    }

    /** The bytes a base64 text decodes to, told from its length, before decoding it. */
    static long decodedLength(String base64) {
        String text = base64.strip();
        long padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
        return Math.max(0, text.length() / 4 * 3 + (text.length() % 4 * 3 / 4) - padding);
    }

    static String tooLarge(long bytes, long limit) {
        return "the file's " + bytes + " bytes are more than legal.ingest.max-file-bytes (" + limit + ")";
    }
}
