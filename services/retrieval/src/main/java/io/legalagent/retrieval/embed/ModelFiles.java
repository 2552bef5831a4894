package io.legalagent.retrieval.embed;

import io.legalagent.retrieval.Hashes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HexFormat;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The SHA-256 of an embedding model's files as the class path bundles them (the ONNX model and its
 * tokenizer), so a manifest can name the exact model its vectors came from.
 */
public final class ModelFiles {
    private ModelFiles() {}

    /** File name to SHA-256, sorted by name. */
    public static SortedMap<String, String> sha256(EmbeddingModelChoice choice) {
        var files = new TreeMap<String, String>();
        try {
            files.put(choice.id() + ".onnx", hex(OneThreadPerTextModel.modelBytes(choice)));
            try (var tokenizer = OneThreadPerTextModel.tokenizer(choice)) {
                files.put(choice.id() + "-tokenizer.json", hex(tokenizer.readAllBytes()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the files of " + choice.id(), e);
        }
        return files;
    }

    private static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(Hashes.digest().digest(bytes));
    }
}
