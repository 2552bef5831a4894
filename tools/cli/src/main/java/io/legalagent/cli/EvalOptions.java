package io.legalagent.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/**
 * What {@code eval} was told: the questions, which of them, how to run them, what to write, and the
 * frozen packs to answer from instead of searching, and where to write the report ({@code --report}).
 */
record EvalOptions(
        Path questions,
        int limit,
        Optional<String> subject,
        boolean retrievalOnly,
        boolean save,
        Path saveDir,
        boolean json,
        boolean check,
        int inFlight,
        Duration timeout,
        String bootstrap,
        Optional<Path> packs,
        Optional<Path> report) {

    static final int DEFAULT_IN_FLIGHT = 4;
    static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(600);
}
