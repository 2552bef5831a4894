package io.legalagent.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import tools.jackson.core.JacksonException;

/**
 * The kills of a chaos run as {@code ./legal} recorded them, one JSON object a line: which process
 * it killed, when, and when that process was back (a service: its readiness probe answered; the
 * broker: it logged that it had started), or never within the launcher's ready timeout.
 */
record Recoveries(List<Recoveries.Kill> kills) {
    static final String BROKER = "kafka";

    Recoveries {
        kills = kills.stream()
                .sorted(Comparator.comparingLong(Kill::killedAtMs))
                .toList();
    }

    /** @param readyAtMs null when it was not back in time */
    record Kill(String target, long pid, long killedAtMs, Long readyAtMs) {
        boolean broker() {
            return BROKER.equals(target);
        }

        boolean back() {
            return readyAtMs != null;
        }

        long recoveryMillis() {
            if (readyAtMs == null) {
                throw new IllegalStateException(target + " was not back");
            }
            return readyAtMs - killedAtMs;
        }
    }

    static Recoveries read(Path file) {
        var kills = new ArrayList<Kill>();
        List<String> lines;
        try {
            lines = Files.exists(file) ? Files.readAllLines(file, StandardCharsets.UTF_8) : List.of();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            try {
                var node = Json.MAPPER.readTree(lines.get(i));
                var ready = node.path("ready_at_ms");
                kills.add(new Kill(
                        node.path("target").asString(),
                        node.path("pid").asLong(),
                        node.path("killed_at_ms").asLong(),
                        ready.isNumber() ? ready.asLong() : null));
            } catch (JacksonException e) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + " is not JSON: " + lines.get(i));
            }
        }
        return new Recoveries(kills);
    }

    List<Kill> serviceKills() {
        return kills.stream().filter(k -> !k.broker()).toList();
    }

    List<Kill> brokerKills() {
        return kills.stream().filter(Kill::broker).toList();
    }

    /** The service kill that took longest to be back, among those that came back. */
    Optional<Kill> slowestService() {
        return slowest(serviceKills());
    }

    Optional<Kill> slowestBroker() {
        return slowest(brokerKills());
    }

    List<Kill> notBack() {
        return kills.stream().filter(k -> !k.back()).toList();
    }

    private static Optional<Kill> slowest(List<Kill> kills) {
        return kills.stream().filter(Kill::back).max(Comparator.comparingLong(Kill::recoveryMillis));
    }
}
