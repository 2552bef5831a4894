package io.legalagent.deploy;

import java.util.regex.Pattern;

/**
 * Whether an image reference names one exact release. A digest does; so does a tag that begins with
 * a full version (17.0.16_8-jre-noble, 1.3.5, 4.2.1). Floating tags do not: none at all (latest),
 * latest itself, or a partial version that moves with every release (17-jre, 3.9).
 */
final class ImageReference {

    private static final Pattern FULL_VERSION = Pattern.compile("v?\\d+\\.\\d+\\.\\d+([._+-].*)?");

    private ImageReference() {}

    static boolean isExactRelease(String reference) {
        if (reference.contains("@sha256:")) {
            return true;
        }
        String tag = tag(reference);
        return tag != null && FULL_VERSION.matcher(tag).matches();
    }

    /** The tag, or null: a colon after the last slash (a registry's port comes before one). */
    static String tag(String reference) {
        int slash = reference.lastIndexOf('/');
        int colon = reference.lastIndexOf(':');
        return colon > slash ? reference.substring(colon + 1) : null;
    }
}
