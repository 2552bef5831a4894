package io.legalagent.retrieval.bench;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** What the retrieval benchmark was told. */
record BenchOptions(
        Path qa,
        Path corpus,
        boolean json,
        boolean calibrate,
        boolean throughput,
        boolean defaultOnly,
        Path fit,
        List<Path> fitWith,
        Path signals,
        Path equivalents,
        Path report,
        Map<String, String> env) {
    static final Path DEFAULT_CORPUS = Path.of("../shared/data/corpus");
}
