package io.legalagent.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.Collection;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The skill prompts, loaded once at start-up by name from {@code skills/<name>.md} on the classpath,
 * or from an override directory when one is set (a Kubernetes ConfigMap mounted as files). A missing
 * or empty skill fails construction, so a service never starts with a prompt it cannot use. The
 * SHA-256 of every loaded text is kept for the ResearchPack manifest.
 */
public final class SkillBook {
    private static final Logger log = LoggerFactory.getLogger(SkillBook.class);
    private static final String CLASSPATH_FOLDER = "skills/";

    private final Map<String, String> texts = new LinkedHashMap<>();
    private final Map<String, String> hashes = new LinkedHashMap<>();

    /**
     * @param names the skills to load
     * @param overrideDirectory a folder whose {@code <name>.md} files replace the packaged ones, or null
     */
    public SkillBook(Collection<String> names, Path overrideDirectory) {
        if (overrideDirectory != null && !Files.isDirectory(overrideDirectory)) {
            // A mount that failed must not silently fall back to the packaged prompts.
            throw new IllegalStateException("The skills directory " + overrideDirectory.toAbsolutePath()
                    + " does not exist or is not a folder");
        }
        for (String name : names) {
            var loaded = load(name, overrideDirectory);
            if (loaded.text().isBlank()) {
                throw new IllegalStateException("The skill '" + name + "' at " + loaded.origin() + " is empty");
            }
            texts.put(name, loaded.text());
            hashes.put(name, digest(loaded.text()));
            log.info("Loaded skill {} from {} (sha256 {})", name, loaded.origin(), hashes.get(name));
        }
    }

    /** Every skill this module uses, packaged or overridden from {@code overrideDirectory}. */
    static SkillBook ofAllSkills(Path overrideDirectory) {
        return new SkillBook(Arrays.stream(Skill.values()).map(Skill::skillName).toList(), overrideDirectory);
    }

    /** The prompt text of a loaded skill. */
    public String text(String name) {
        var text = texts.get(name);
        if (text == null) {
            throw new IllegalArgumentException("No skill named '" + name + "' was loaded; loaded: " + texts.keySet());
        }
        return text;
    }

    /** Skill name → SHA-256 (lower-case hex) of the text in use, in load order. */
    public Map<String, String> sha256() {
        return Map.copyOf(hashes);
    }

    /** The SHA-256 of one loaded skill's text. */
    public String sha256(String name) {
        text(name);
        return hashes.get(name);
    }

    String text(Skill skill) {
        return text(skill.skillName());
    }

    private record Loaded(String text, String origin) {}

    private static Loaded load(String name, Path overrideDirectory) {
        Objects.requireNonNull(name, "name");
        String file = name + ".md";
        if (overrideDirectory != null) {
            var path = overrideDirectory.resolve(file);
            if (Files.isRegularFile(path)) {
                return new Loaded(read(path), path.toAbsolutePath().toString());
            }
        }
        try (InputStream in = SkillBook.class.getClassLoader().getResourceAsStream(CLASSPATH_FOLDER + file)) {
            if (in == null) {
                throw new IllegalStateException("The skill '" + name + "' was not found: no " + CLASSPATH_FOLDER + file
                        + " on the classpath"
                        + (overrideDirectory == null ? "" : " and no " + file + " in " + overrideDirectory));
            }
            return new Loaded(
                    new String(in.readAllBytes(), StandardCharsets.UTF_8), "classpath:" + CLASSPATH_FOLDER + file);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read skill '" + name + "'", e);
        }
    }

    private static String read(Path path) {
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read skill file " + path, e);
        }
    }

    private static String digest(String text) {
        try {
            var digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is not available", e);
        }
    }
}
