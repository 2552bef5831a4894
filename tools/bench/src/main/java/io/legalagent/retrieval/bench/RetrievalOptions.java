package io.legalagent.retrieval.bench;

import io.legalagent.retrieval.RetrievalSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * What a command that searches the corpus shares: {@code --chroma} and {@code --model} over the
 * LEGAL_RETRIEVAL_* variables, the settings they make, and usage errors for missing input files.
 */
public final class RetrievalOptions {
    @Option(names = "--chroma", paramLabel = "URL", description = "the Chroma server")
    String chroma;

    @Option(names = "--model", paramLabel = "ID", description = "the embedding model")
    String model;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    /** The LEGAL_RETRIEVAL_* variables the options set, on top of the environment. */
    public Map<String, String> overrides() {
        var env = new HashMap<String, String>();
        if (chroma != null) {
            env.put("LEGAL_RETRIEVAL_CHROMA_URL", chroma);
        }
        if (model != null) {
            env.put("LEGAL_RETRIEVAL_EMBEDDING_MODEL", model);
        }
        return env;
    }

    /** The environment's retrieval settings with the options over them; a bad value is a usage error. */
    public RetrievalSettings settings() {
        var env = overrides();
        try {
            return RetrievalSettings.from(key -> env.getOrDefault(key, System.getenv(key)));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "bad setting: " + e.getMessage());
        }
    }

    /** A usage error naming the first of {@code paths} that does not exist. */
    public void requireExisting(Path... paths) {
        for (Path path : paths) {
            if (!Files.exists(path)) {
                throw new ParameterException(spec.commandLine(), "no such file or folder: " + path);
            }
        }
    }
}
