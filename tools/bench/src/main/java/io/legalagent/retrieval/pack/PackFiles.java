package io.legalagent.retrieval.pack;

import io.legalagent.contracts.Sha256;
import io.legalagent.retrieval.Hashes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Where packs live and how their bytes are made: {@code DIR/rp_manifest.json} and one
 * {@code DIR/packs/<question>.json} per question, written by one mapper (records in declaration order,
 * sorted maps, indented, a final newline) so the same content gives the same bytes.
 */
public final class PackFiles {
    public static final String MANIFEST = "rp_manifest.json";
    static final String PACKS = "packs";
    static final JsonMapper JSON =
            JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    private PackFiles() {}

    static byte[] bytes(Object value) {
        return (JSON.writeValueAsString(value) + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    /** The pack's file name: the question id with anything but letters, digits, '.', '_' and '-' as '_'. */
    static String fileOf(String questionId) {
        return PACKS + "/" + questionId.replaceAll("[^A-Za-z0-9._-]", "_") + ".json";
    }

    /** One SHA-256 over every pack's file name and hash, one line each, in manifest order. */
    public static String packSetSha256(List<PackManifest.Entry> entries) {
        var lines = new StringBuilder();
        entries.forEach(
                e -> lines.append(e.file()).append(' ').append(e.sha256()).append('\n'));
        return Sha256.hex(lines.toString());
    }

    static String sha256(byte[] bytes) {
        return HexFormat.of().formatHex(Hashes.digest().digest(bytes));
    }

    public static String sha256(Path file) {
        try {
            return sha256(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** The corpus files a path names (itself, or the passage files in a folder), in name order. */
    static List<Path> corpusFiles(Path corpus) {
        if (!Files.isDirectory(corpus)) {
            return List.of(corpus);
        }
        try (Stream<Path> walk = Files.walk(corpus)) {
            return walk.filter(Files::isRegularFile)
                    .filter(f -> {
                        String name = f.getFileName().toString().toLowerCase(Locale.ROOT);
                        return name.endsWith(".csv") || name.endsWith(".jsonl") || name.endsWith(".ndjson");
                    })
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + corpus, e);
        }
    }

    /** Removes the manifest and packs an earlier build wrote here; nothing else in the folder. */
    static void clear(Path out) {
        try {
            Files.deleteIfExists(out.resolve(MANIFEST));
            var packs = out.resolve(PACKS);
            if (Files.isDirectory(packs)) {
                var old = new ArrayList<Path>();
                try (Stream<Path> list = Files.list(packs)) {
                    list.filter(p -> p.getFileName().toString().endsWith(".json"))
                            .forEach(old::add);
                }
                for (Path p : old) {
                    Files.delete(p);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot clear " + out, e);
        }
    }
}
