package io.legalagent.ports;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The git commit this build was made from, written into {@code build.properties} beside this class by
 * the build; uncommitted changes add {@code -dirty}. A build without git history (an image, built
 * from a copy of the sources) takes the commit passed in instead, {@code provenance.properties}
 * (deploy/Dockerfile's GIT_COMMIT); with neither it says {@value #UNKNOWN}.
 */
public final class BuildInfo {
    public static final String UNKNOWN = "unknown";
    private static final String SHA = load();

    private BuildInfo() {}

    public static String sha() {
        return SHA;
    }

    private static String load() {
        return of(read("build.properties"), read("provenance.properties"));
    }

    /** The commit from git's properties, else the one passed in at build time, else unknown. */
    static String of(Properties git, Properties provenance) {
        String commit = git.getProperty("git.commit.id", "").strip();
        if (known(commit)) {
            return commit + ("true".equals(git.getProperty("git.dirty")) ? "-dirty" : "");
        }
        String passed = provenance.getProperty("commit", "").strip();
        return known(passed) ? passed : UNKNOWN;
    }

    /** Empty, a placeholder Maven left unfilled, or the build argument's own default say nothing. */
    private static boolean known(String commit) {
        return !commit.isEmpty() && !commit.startsWith("$") && !commit.equals(UNKNOWN);
    }

    private static Properties read(String name) {
        var properties = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream(name)) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + name, e);
        }
        return properties;
    }
}
