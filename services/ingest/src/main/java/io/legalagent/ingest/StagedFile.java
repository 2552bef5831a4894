package io.legalagent.ingest;

import java.nio.file.Path;
import org.jspecify.annotations.Nullable;

/**
 * The file of an INGEST request on disk, ready for the library, or why it is not; {@code
 * afterwards} removes it once the request has ended (an inline file's folder, a used claim check).
 */
record StagedFile(@Nullable Path file, @Nullable String problem, Runnable afterwards) {
    static StagedFile ready(Path file, Runnable afterwards) {
        return new StagedFile(file, null, afterwards);
    }

    static StagedFile refused(String problem) {
        return new StagedFile(null, problem, () -> {});
    }
}
