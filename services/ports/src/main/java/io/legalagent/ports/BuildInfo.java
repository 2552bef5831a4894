package io.legalagent.ports;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The git commit this build was made from, written into {@code build.properties} beside this class by
 * the build. A build without git history (an image built from a copy of the sources) says
 * {@value #UNKNOWN}; uncommitted changes add {@code -dirty}.
 */
public final class BuildInfo {
    public static final String UNKNOWN = "unknown";
    private static final String SHA = load();

    private BuildInfo() {}

    public static String sha() {
        return SHA;
    }

    private static String load() {
        try (InputStream in = BuildInfo.class.getResourceAsStream("build.properties")) {
            if (in == null) {
                return UNKNOWN;
            }
            var properties = new Properties();
            properties.load(in);
            String commit = properties.getProperty("git.commit.id", "").strip();
            if (commit.isEmpty() || commit.startsWith("$")) {
                return UNKNOWN;
            }
            return commit + ("true".equals(properties.getProperty("git.dirty")) ? "-dirty" : "");
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read build.properties", e);
        }
    }
}
