package io.legalagent.retrieval.pack;

import io.legalagent.contracts.RpConstants;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import tools.jackson.core.JacksonException;

/**
 * A folder of frozen packs checked against its {@code rp_manifest.json}: the constants record it was
 * built with, each pack's SHA-256, no pack missing or added, and the pack set's hash. A pack that does
 * not match the manifest is named, so that context changed after the build is never used unnoticed.
 */
public final class PackSet {
    private PackSet() {}

    /** The manifest's pack set hash, and every way the folder differs from it (none: it matches). */
    public record Verdict(String packSetSha256, int packs, List<String> problems) {
        public Verdict {
            problems = List.copyOf(problems);
        }

        public boolean matches() {
            return problems.isEmpty();
        }
    }

    /** @throws IllegalArgumentException there is no readable manifest in {@code dir} */
    public static Verdict verify(Path dir) {
        var manifest = read(dir.resolve(PackFiles.MANIFEST));
        var problems = new ArrayList<String>();
        var constants = RpConstants.V1_1;
        if (!constants.version().equals(manifest.version())) {
            problems.add("built with constants " + manifest.version() + "; this build knows " + constants.version());
        } else {
            constants.asMap().forEach((name, value) -> {
                String recorded = manifest.constants().get(name);
                if (!value.equals(recorded)) {
                    problems.add("constant " + name + ": the manifest says " + recorded + ", " + constants.version()
                            + " says " + value);
                }
            });
        }
        var listed = new HashSet<String>();
        for (var entry : manifest.packs()) {
            listed.add(entry.file());
            Path file = dir.resolve(entry.file());
            if (!Files.isRegularFile(file)) {
                problems.add("pack " + entry.file() + " (question " + entry.question() + ") is missing");
                continue;
            }
            String actual = PackFiles.sha256(file);
            if (!actual.equals(entry.sha256())) {
                problems.add("pack " + entry.file() + " (question " + entry.question() + ") does not match the"
                        + " manifest: sha256 " + actual + ", the manifest records " + entry.sha256());
            }
        }
        unlisted(dir, listed).forEach(file -> problems.add("pack " + file + " is not in the manifest"));
        String recomputed = PackFiles.packSetSha256(manifest.packs());
        if (!Objects.equals(recomputed, manifest.packSetSha256())) {
            problems.add("the pack set hash " + manifest.packSetSha256() + " is not the hash of the listed packs ("
                    + recomputed + ")");
        }
        return new Verdict(manifest.packSetSha256(), manifest.packs().size(), problems);
    }

    /** The manifest in {@code dir}; verify the folder first. */
    static PackManifest manifest(Path dir) {
        return read(dir.resolve(PackFiles.MANIFEST));
    }

    private static PackManifest read(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(
                    "no " + PackFiles.MANIFEST + " in " + file.getParent() + " (./legal pack build writes it)");
        }
        try {
            return PackFiles.JSON.readValue(file.toFile(), PackManifest.class);
        } catch (JacksonException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getOriginalMessage(), e);
        }
    }

    private static List<String> unlisted(Path dir, java.util.Set<String> listed) {
        Path packs = dir.resolve(PackFiles.PACKS);
        if (!Files.isDirectory(packs)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(packs)) {
            return files.map(p -> PackFiles.PACKS + "/" + p.getFileName())
                    .filter(name -> name.endsWith(".json") && !listed.contains(name))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + packs, e);
        }
    }
}
