package io.legalagent.retrieval.support;

import java.nio.file.Files;
import java.nio.file.Path;

/** The checkout's root folder, found from the module's working directory. */
public final class ProjectRoot {
    private ProjectRoot() {}

    public static Path get() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.exists(dir.resolve("deploy/chroma/start.sh"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException(
                    "no deploy/chroma/start.sh above " + Path.of("").toAbsolutePath());
        }
        return dir;
    }

    public static Path sampleCorpus() {
        return get().resolve("deploy/sample-corpus/black-letter-rules.jsonl");
    }
}
